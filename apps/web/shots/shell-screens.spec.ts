/**
 * Screenshots of the integrated shell for a visual review, in ro and en at
 * 1280×800 and 375×812: home for a visitor with and without the cookie banner, the consent
 * dialog, login, register, a legal page and the footer, the dashboard before, during and after
 * the assessment, the assessment (the first question of a step with its description, a later
 * question, on a phone the side panel collapsed and open), the navbar's phone menu, the account
 * page and the roadmap's kanban. Step progress and the results tabs have their own specs
 * (step-progress-screens, results-screens). Also the layout shift of the assessment's first load
 * on a phone (Lighthouse CLS), measured with a PerformanceObserver and held to ≤ 0.02.
 * Only with SHOTS_DIR set: `SHOTS_DIR=/tmp/shots npx playwright test shell-screens`.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import type { Harness } from '../e2e/harness';
import { SKIP_BROWSER, SKIP_REASON, expect, logIn, storedToken, test } from '../e2e/fixtures';
import { consentGiven } from '../e2e/screens';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** A screenshot, after checking that nothing runs past the page's right edge (no sideways scroll). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: sideways overflow`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(dir!, `${name}.png`), fullPage });
}

/** Answer `count` questions of the perfect set through the API (from the first unanswered one). */
async function answerThroughApi(page: Page, h: Harness, from: number, count: number): Promise<void> {
  const token = (await storedToken(page))!;
  for (const a of perfectAnswers(STEPS).slice(from, from + count))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status, a.questionId).toBe(200);
}

const LOADED = '.spinner, .page-loader, [role="progressbar"][aria-busy="true"]';

for (const locale of ['ro', 'en'] as const) {
  for (const size of SIZES) {
    test(`shell, ${locale} at ${size.width}×${size.height}`, async ({ page, h }) => {
      await page.setViewportSize(size);
      const tag = `${locale}-${size.width}`;
      const phone = size.width < 600;
      const banner = page.getByTestId('consent-banner');

      // A visitor: home with the banner, the dialog, then home without it.
      await page.goto(`${h.baseUrl}/${locale}`);
      await expect(banner).toBeVisible();
      await shot(page, `home-banner-${tag}`, false);
      await banner
        .getByRole('button', { name: locale === 'ro' ? 'Gestionați preferințele' : 'Manage preferences' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `consent-dialog-${tag}`, false);
      await page.keyboard.press('Escape');
      await consentGiven(page, h);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await shot(page, `home-${tag}`);

      for (const screen of ['login', 'register'] as const) {
        await page.goto(`${h.baseUrl}/${locale}/${screen}`);
        await expect(page.getByTestId(`${screen}-submit`)).toBeVisible();
        await shot(page, `${screen}-${tag}`);
      }
      await page.goto(`${h.baseUrl}/${locale}/terms`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `legal-terms-${tag}`);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.locator('footer').screenshot({ path: join(dir!, `footer-${tag}.png`) });

      // A user: dashboard, then the first question of step 1 (with the step's description).
      const account = await h.createAccount({ verified: true, locale });
      await logIn(page, h, account, { locale });
      await expect(page.getByTestId('start-assessment')).toBeVisible();
      await shot(page, `dashboard-new-${tag}`);
      await page.goto(`${h.baseUrl}/${locale}/assessment`);
      const current = page.getByTestId('current-question');
      await expect(current).toHaveAttribute('data-question-id', STEPS[0]!.questions[0]!.id);
      await shot(page, `assessment-first-${tag}`);

      // Step 1 done and 3 answers into step 2: the first question of step 2, then a later one.
      await answerThroughApi(page, h, 0, 15);
      await page.goto(`${h.baseUrl}/${locale}/assessment`);
      await expect(current).toHaveAttribute('data-question-id', STEPS[1]!.questions[0]!.id);
      await shot(page, `assessment-step2-first-${tag}`);
      await answerThroughApi(page, h, 15, 3);
      await page.goto(`${h.baseUrl}/${locale}/assessment`);
      await expect(current).toHaveAttribute('data-question-id', STEPS[1]!.questions[3]!.id);
      await shot(page, `assessment-later-${tag}`);
      if (phone) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `side-panel-closed-${tag}`, false);
        await page.getByTestId('side-panel-summary').click();
        await expect(page.getByTestId('wheel-canvas')).toBeVisible();
        await shot(page, `side-panel-open-${tag}`, false);
        // The menu over the assessment's progress line.
        await page.getByTestId('nav-toggle').click();
        await expect(page.getByTestId('logout-menu')).toBeVisible();
        await shot(page, `navbar-menu-assessment-${tag}`, false);
        await page.keyboard.press('Escape');
      }

      // A started user is sent on to the chat unless the navigation asks to stay (dashboard-state.ts).
      await page.evaluate((path) => {
        window.history.pushState({ usr: { stay: true }, key: 'stay', idx: 1 }, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, `/${locale}/dashboard`);
      await expect(page.getByTestId('continue-assessment')).toBeVisible();
      await shot(page, `dashboard-started-${tag}`);

      await page.goto(`${h.baseUrl}/${locale}/account`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(LOADED)).toHaveCount(0);
      await shot(page, `account-${tag}`);

      // Finished: dashboard, the roadmap's kanban, the navbar (its phone menu open).
      await answerThroughApi(page, h, 18, 180);
      await page.goto(`${h.baseUrl}/${locale}/results`);
      await page.getByTestId('back-to-dashboard').click();
      await expect(page.getByTestId('home-score')).toBeVisible();
      await shot(page, `dashboard-finished-${tag}`);
      await page.goto(`${h.baseUrl}/${locale}/roadmap`);
      await expect(page.getByTestId('roadmap-timeline')).toBeVisible();
      await page.getByTestId('view-kanban').click();
      await expect(page.getByTestId('kanban-column-not_started')).toBeVisible();
      await shot(page, `roadmap-kanban-${tag}`);
      if (phone) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByTestId('nav-toggle').click();
        await expect(page.getByTestId('logout-menu')).toBeVisible();
        await shot(page, `navbar-menu-${tag}`, false);
      } else {
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `navbar-${tag}`, false);
      }
    });
  }
}

/**
 * From the next page load on, sum the `layout-shift` entries without recent input in
 * `window.__cls`, with their sources (element and class) in `window.__shifts`.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        startTime: number;
      }[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        const nodes = (e.sources ?? []).map((s) => {
          const el = s.node as HTMLElement | undefined;
          const r = (x: DOMRectReadOnly) => `${Math.round(x.y)}+${Math.round(x.height)}`;
          const name = el?.className
            ? `${el.tagName}.${String(el.className).split(' ')[0]}`
            : (el?.nodeName ?? '?');
          return `${name} ${r(s.previousRect)}→${r(s.currentRect)} @${Math.round(e.startTime)} sy${Math.round(window.scrollY)}`;
        });
        w.__shifts.push(`${e.value.toFixed(4)} ${nodes.join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of `/ro/assessment`'s load, from navigation until the chat is settled. */
async function assessmentLoadShift(page: Page, h: Harness): Promise<{ cls: number; sources: string[] }> {
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(page.getByTestId('current-question')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, sources: w.__shifts };
  });
}

test('the assessment loads without layout shift on a phone (CLS ≤ 0.02)', async ({ page, h }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await consentGiven(page, h);
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  await recordShifts(page);
  const fresh = await assessmentLoadShift(page, h);
  await answerThroughApi(page, h, 0, 17);
  const later = await assessmentLoadShift(page, h);
  console.log(`CLS /ro/assessment 375×812: new ${fresh.cls.toFixed(4)} [${fresh.sources.join('; ')}]`);
  console.log(`CLS /ro/assessment 375×812: step 2 ${later.cls.toFixed(4)} [${later.sources.join('; ')}]`);
  expect(fresh.cls).toBeLessThanOrEqual(0.02);
  expect(later.cls).toBeLessThanOrEqual(0.02);
});
