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

/**
 * From now on, the page's uncaught exceptions and the app's own console errors; `check()` fails
 * when there were any. A response's status that Chromium logs as "Failed to load resource" is a
 * request the test makes fail on purpose (a wrong password, a 503), not an error of the app.
 */
export function watchErrors(page: Page): { check(where: string): void } {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      errors.push(`console: ${msg.text()}`);
  });
  return {
    check(where) {
      expect(errors, `${where}: errors in the page`).toEqual([]);
    },
  };
}

/**
 * The checks a screenshot spec makes on every run: nothing runs past the right edge at the current
 * size; then, with `dir` (SHOTS_DIR) set, the screenshot `{dir}/{file}`.
 */
export async function fitsThenShoot(
  page: Page,
  dir: string | undefined,
  file: string,
  options: { fullPage?: boolean; ignore?: string } = {},
): Promise<void> {
  expect(await sidewaysOverflow(page, options.ignore), `${file}: sideways overflow`).toEqual([]);
  if (dir) await page.screenshot({ path: join(dir, file), fullPage: options.fullPage ?? false });
}
