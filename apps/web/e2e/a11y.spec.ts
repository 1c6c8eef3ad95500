/**
 * Accessibility across the product (target: axe with 0 violations, wcag2a/aa, 21aa,
 * 22aa, on every screen at 1280 and 375 px in ro and en): the public pages, the legal pages, the
 * signed-in pages before and after the assessment, every results tab and every roadmap view with
 * the task modal, the progress view after a re-take with the peer percentiles (seeded companies).
 * Violations are collected over the whole run and reported together.
 */
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import {
  SKIP_BROWSER,
  SKIP_REASON,
  axe,
  expect,
  logIn,
  storedToken,
  test,
  withoutAutoAdvance,
} from './fixtures';
import { completeTwice, test as seeded } from './progress-setup';

test.skip(SKIP_BROWSER, SKIP_REASON);

const WIDTHS = [1280, 375] as const;
const LOCALES = ['ro', 'en'] as const;

/** axe's findings on the page as it is, one line per rule with up to three targets. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await axe(page).analyze();
  return result.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Visit each path at both widths and collect the findings; `ready` waits for the screen. */
async function scan(
  page: Page,
  base: string,
  screens: readonly { path: string; ready: (page: Page) => Promise<void> }[],
): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const screen of screens) {
      await page.goto(`${base}${screen.path}`);
      await screen.ready(page);
      found.push(...(await violations(page, `${width} ${screen.path}`)));
    }
  }
  return found;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test('public and legal pages', async ({ page, h }) => {
  test.setTimeout(360_000);
  const found: string[] = [];
  for (const l of LOCALES) {
    found.push(
      ...(await scan(page, h.baseUrl, [
        { path: `/${l}`, ready: heading },
        { path: `/${l}/login`, ready: heading },
        { path: `/${l}/register`, ready: heading },
        { path: `/${l}/forgot-password`, ready: heading },
        { path: `/${l}/privacy`, ready: heading },
        { path: `/${l}/terms`, ready: heading },
        { path: `/${l}/gdpr`, ready: heading },
        { path: `/${l}/ai-transparency`, ready: heading },
        { path: `/${l}/opt-out`, ready: heading },
        { path: `/${l}/no-such-page`, ready: heading },
        // A link that is not (or no longer) valid: the error states of both token pages.
        { path: `/${l}/verify-email?token=not-a-token`, ready: heading },
        { path: `/${l}/reset-password?token=not-a-token`, ready: heading },
      ])),
    );
  }
  expect(found).toEqual([]);
});

test('signed-in pages, results tabs and roadmap views', async ({ page, h }) => {
  test.setTimeout(360_000);
  const found: string[] = [];
  for (const l of LOCALES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await h.createAccount({ verified: true, locale: l });
    await logIn(page, h, account, { locale: l });
    found.push(
      ...(await scan(page, h.baseUrl, [
        {
          path: `/${l}/assessment`,
          ready: async (p) => void (await expect(p.getByRole('main')).toBeVisible()),
        },
        { path: `/${l}/account`, ready: heading },
      ])),
    );
    await h.seedCompleted(account.email, perfectAnswers(STEPS));
    const tabs = ['overview', 'strategy', 'steps', 'prompts', 'roadmap', 'progress'].map((tab) => ({
      path: `/${l}/results?tab=${tab}`,
      ready: async (p: Page) => {
        await expect(p.getByTestId(`tab-${tab}`)).toBeVisible();
        await expect(p.getByTestId(`tab-${tab}`).locator('[role="status"] .spinner')).toHaveCount(0);
      },
    }));
    found.push(...(await scan(page, h.baseUrl, tabs)));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`${h.baseUrl}/${l}/roadmap`);
      for (const view of ['timeline', 'kanban', 'list'] as const) {
        await page.getByTestId(`view-${view}`).click();
        await expect(page.getByTestId(`roadmap-${view}`)).toBeVisible();
        found.push(...(await violations(page, `${width} /${l}/roadmap ${view}`)));
      }
      await page.getByTestId('task-open').first().click();
      await expect(page.getByTestId('task-modal')).toBeVisible();
      found.push(...(await violations(page, `${width} /${l}/roadmap modal`)));
      await page.keyboard.press('Escape');
    }
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  expect(found).toEqual([]);
});

test('step progress and the finished dashboard', async ({ page, h }) => {
  test.setTimeout(240_000);
  await withoutAutoAdvance(page);
  const found: string[] = [];
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  const token = (await storedToken(page))!;
  const firstStep = perfectAnswers([STEPS[0]!]);
  for (const a of firstStep.slice(0, -1))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);
  // The step's last answer through the chat: step progress exists only after it (spec §2).
  await page.goto(`${h.baseUrl}/ro/assessment`);
  const last = firstStep.at(-1)!;
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', last.questionId);
  for (const id of last.selectedOptionIds) await page.getByTestId(`option-${id}`).click();
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`);
  // Both widths and both languages on the same page (a reload would leave step progress).
  for (const l of LOCALES) {
    if (l === 'en') {
      await page.getByTestId('lang-en').click();
      await expect(page).toHaveURL(`${h.baseUrl}/en/step-progress`);
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(page.getByTestId('step-done-title')).toBeVisible();
      found.push(...(await violations(page, `${width} /${l}/step-progress`)));
    }
  }
  for (const a of perfectAnswers(STEPS.slice(1)))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);
  // A finished user opening the dashboard directly lands on the results (spec §2); the results'
  // "back to the dashboard" link shows it, with the score.
  for (const l of LOCALES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${h.baseUrl}/${l}/results`);
    await page.getByTestId('back-to-dashboard').click();
    await expect(page).toHaveURL(`${h.baseUrl}/${l}/dashboard`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(page.getByTestId('home-score')).toBeVisible();
      found.push(...(await violations(page, `${width} /${l}/dashboard (finished)`)));
    }
  }
  expect(found).toEqual([]);
});

test('re-take: the due dashboard, its confirmation, the progress tab and the chat with a suggestion', async ({
  page,
  h,
}) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  for (const l of LOCALES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await h.createAccount({ verified: true, locale: l });
    await logIn(page, h, account, { locale: l });
    await h.seedCompleted(account.email, perfectAnswers(STEPS));
    const token = (await storedToken(page))!;
    const today = new Date().toISOString().slice(0, 10);
    expect((await h.api('PUT', '/api/assessment/retake-reminder', { at: today }, token)).status).toBe(200);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`${h.baseUrl}/${l}/dashboard`);
      await expect(page.getByTestId('retake-due')).toBeVisible();
      await expect(page.getByTestId('history-row')).toHaveCount(1);
      found.push(...(await violations(page, `${width} /${l}/dashboard (re-take due)`)));
      await page.getByTestId('due-retake').click();
      await expect(page.getByTestId('due-retake-dialog')).toBeVisible();
      found.push(...(await violations(page, `${width} /${l}/dashboard re-take dialog`)));
      await page.keyboard.press('Escape');
      await page.goto(`${h.baseUrl}/${l}/results?tab=progress`);
      await expect(page.getByTestId('reminder-cancel')).toBeVisible();
      found.push(...(await violations(page, `${width} /${l}/results progress (reminder due)`)));
    }
    await page.getByTestId('retake').click();
    await page.getByTestId('retake-dialog-confirm').click();
    await expect(page.getByTestId('last-time-hint')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      found.push(...(await violations(page, `${width} /${l}/assessment (suggestion)`)));
    }
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  expect(found).toEqual([]);
});

seeded(
  'the progress view after a re-take, with the percentiles among seeded companies',
  async ({ page, hs }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const l of LOCALES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      const account = await hs.createAccount({ verified: true, locale: l });
      await completeTwice(page, hs, account, l);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(`${hs.baseUrl}/${l}/results?tab=progress`);
        await expect(page.getByTestId('compare-table')).toBeVisible();
        await expect(page.getByTestId('peers-table')).toBeVisible();
        found.push(...(await violations(page, `${width} /${l}/results progress (compared, peers)`)));
      }
      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
    }
    expect(found).toEqual([]);
  },
);
