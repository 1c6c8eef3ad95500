/**
 * For the sanitisers' unit tests (lib/sanitize.test.ts, features/results/sanitize.test.ts):
 * DOMPurify needs a real DOM and the unit tests run in Node without one (no jsdom in the
 * workspace), so they run it in a page of the system Chromium. Like the browser specs, they are
 * skipped (with a message) when Chromium is missing, unless REQUIRE_E2E is set.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from '@playwright/test';
import { relNoopener } from '../lib/sanitize';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the sanitiser tests must be skipped (no Chromium, and REQUIRE_E2E unset). */
export const SKIP_PURIFY = !existsSync(CHROMIUM) && !process.env.REQUIRE_E2E;

/**
 * A blank page with DOMPurify loaded as `window.DOMPurify` (its minified build, as shipped).
 * `label` names the test file in the skip message. Close `browser` after the tests.
 */
export async function openPurifyPage(label: string): Promise<{ browser: Browser; page: Page } | null> {
  if (SKIP_PURIFY) {
    console.warn(`[${label}] SKIPPED: ${CHROMIUM} does not exist.`);
    return null;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('dompurify/dist/purify.min.js') });
  return { browser, page };
}

/**
 * A purify page set up as the app uses DOMPurify (lib/sanitize.ts): its link hook added, and
 * `script` (more functions for the test, as source) run first. Null when skipped.
 */
export async function openAppPurifyPage(
  label: string,
  script = '',
): Promise<{ browser: Browser; page: Page } | null> {
  const opened = await openPurifyPage(label);
  if (!opened) return null;
  await opened.page.addScriptTag({ content: `window.relNoopener = ${relNoopener.toString()};\n${script}` });
  await opened.page.evaluate(() => {
    const w = window as unknown as {
      DOMPurify: { addHook(entry: string, hook: unknown): void };
      relNoopener: unknown;
    };
    w.DOMPurify.addHook('afterSanitizeAttributes', w.relNoopener);
  });
  return opened;
}
