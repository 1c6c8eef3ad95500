/**
 * What the screenshot specs (`*-screens.spec.ts`, only with SHOTS_DIR set) and the layout-shift
 * spec share: the two review sizes (1280×800 and 375×812), a screenshot at both after checking
 * that nothing runs past the page's right edge, and a stored cookie choice that keeps the consent
 * banner away from the screens that are not about it.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Harness } from './harness';

/** The review sizes: a laptop and a phone. */
export const SCREEN_SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/**
 * The elements (tag.class, up to 8) that run past the right edge of the page after a frame at the
 * current size; none when there is no sideways scroll. `ignore`: a selector whose contents may
 * (a table scrolling in its own box).
 */
export function sidewaysOverflow(page: Page, ignore?: string): Promise<string[]> {
  return page.evaluate(
    (skip) =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return resolve([]);
          resolve(
            [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > width + 0.5)
              .filter((el) => !skip || !el.closest(skip))
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
              .slice(0, 8),
          );
        }),
      ),
    ignore ?? null,
  );
}

export interface ShotsOptions {
  /** The whole page (default) or the viewport. */
  fullPage?: boolean;
  /** A selector whose contents may run past the edge (see `sidewaysOverflow`). */
  ignore?: string;
  /** More screenshots at each size, after the page's (`suffix` is `-{width}`). */
  also?: (suffix: string) => Promise<void>;
}

/**
 * At both sizes: `{dir}/{name}-{width}.png`, after checking that nothing runs past the right
 * edge; the page is left at 1280 px.
 */
export async function shotsAtBothSizes(
  page: Page,
  dir: string,
  name: string,
  options: ShotsOptions = {},
): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    expect(await sidewaysOverflow(page, options.ignore), `${name} ${size.width}: sideways overflow`).toEqual(
      [],
    );
    await page.screenshot({
      path: join(dir, `${name}-${size.width}.png`),
      fullPage: options.fullPage ?? true,
    });
    await options.also?.(`-${size.width}`);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
}

/** A stored "deny" choice (functional cookies only), so that the cookie banner stays away. */
export async function consentGiven(page: Page, h: Harness): Promise<void> {
  const value = {
    v: 1,
    functional: true,
    statistics: false,
    marketing: false,
    date: new Date().toISOString(),
  };
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify(value)), url: h.baseUrl },
    ]);
}
