/**
 * The Playwright `test` of every spec: one harness (server, SMTP sink, database) per worker,
 * shared by all spec files (workers: 1, so one for the run), and page helpers.
 */
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startHarness, type Account, type Harness } from './harness';
import { STEPS } from '@hai/domain';
import { perfectAnswers, type GeneratedAnswer } from '@hai/domain/testing';

export { expect };
export { contextAnswers } from './answers';

/** Whether the system Chromium is missing and the browser tests are not required (skip them). */
export const SKIP_BROWSER =
  !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') && !process.env.REQUIRE_E2E;
export const SKIP_REASON = 'Chromium is missing (set REQUIRE_E2E=1 to require the browser tests)';

export const test = base.extend<object, { h: Harness }>({
  h: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const h = await startHarness();
      await use(h);
      await h.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** Log in through the login screen (Romanian unless told) and wait for the dashboard. */
export async function logIn(
  page: Page,
  h: Harness,
  account: Account,
  opts: { rememberMe?: boolean; locale?: 'en' | 'ro' } = {},
): Promise<void> {
  const locale = opts.locale ?? 'ro';
  await page.goto(`${h.baseUrl}/${locale}/login?email=${encodeURIComponent(account.email)}`);
  await page.getByTestId('field-password').fill(account.password);
  if (opts.rememberMe) await page.getByTestId('remember-me').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/${locale}/dashboard`);
  // The user block, or on a phone the menu button that holds it.
  await expect(
    page.locator('[data-testid="nav-user"]:visible, [data-testid="nav-toggle"]:visible').first(),
  ).toBeVisible();
}

/** The stored bearer token of the page's origin, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('authToken'));
}

/** The payload of the stored JWT, decoded in the page (no signature check: the server does that). */
export function storedTokenPayload(page: Page): Promise<{ exp: number; iat: number; sub: string } | null> {
  return page.evaluate(() => {
    const token = window.localStorage.getItem('authToken');
    const part = token?.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as { exp: number; iat: number; sub: string };
  });
}

/**
 * Log in (Romanian unless told) and give the account a completed first assessment with `answers`
 * (default: the perfect answer set), so a test can open the results directly. The assessment is
 * written through the server's own services in one step (`Harness.seedCompleted`), not answered
 * question by question: the specs about answering (journey, chat, retake…) answer for themselves.
 */
export async function completeAssessment(
  page: Page,
  h: Harness,
  account: Account,
  opts: { locale?: 'en' | 'ro'; answers?: readonly GeneratedAnswer[] } = {},
): Promise<void> {
  // Logged in first, as a user who then answers: the dashboard of a finished user opens the results.
  await logIn(page, h, account, { locale: opts.locale });
  await h.seedCompleted(account.email, opts.answers ?? perfectAnswers(STEPS));
}

/**
 * Turn the chat's auto-advance off for this page (before any script runs), for tests that choose
 * an option and then press Send (auto-advance is on by default).
 */
export async function withoutAutoAdvance(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('hai.chat.autoAdvance', 'false'));
}

/** The WCAG levels every axe scan checks: 2.0, 2.1 and 2.2, A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe scan of the page as it is now, for {@link AXE_TAGS} (narrow it with `.include(…)`, then
 * `.analyze()`). Legacy mode: axe runs and reports inside the page, where the default mode opens
 * a blank page to merge the results of the frames — about a second more a scan, and about a
 * quarter of this suite's time. The one thing legacy mode does not test is a cross-origin frame,
 * and the app has none: its CSP's `default-src 'self'` allows none.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
}
