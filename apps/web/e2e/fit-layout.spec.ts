/**
 * Layout checks from the visual review of what a micro business sees (the 8-person bakery of
 * `profile('micro-consumer')`, domain-design.md §9), in Romanian, whose longer words are the ones
 * that wrap, at 1280 and 375 px:
 * - no page of the results (every tab, the roadmap's three views) runs past the right edge at
 *   375 px;
 * - the results' title stays on one line at 1280 px (the action buttons go under it instead);
 * - the kanban's three column titles are on one line, however short a column;
 * - a roadmap task shows its investment, so the ones the summary says are funded "when budget
 *   allows" can be found, and the strategy tab says its cards are programmes it cannot fund in a
 *   year;
 * - a step card's line on the activities not asked comes last, after what to do;
 * - the chat's two switches each have their hint beside them at 1280 px (English);
 * - the step-progress page's three numbers sit on one line at 375 px, a two-line label or not.
 */
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { profile, profileAnswers } from '@hai/domain/testing';
import {
  SKIP_BROWSER,
  SKIP_REASON,
  completeAssessment,
  expect,
  logIn,
  storedToken,
  test,
  withoutAutoAdvance,
} from './fixtures';
import { consentGiven, sidewaysOverflow } from './screens';

test.skip(SKIP_BROWSER, SKIP_REASON);

const MICRO = profileAnswers(profile('micro-consumer'));
const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };

/** The top edges, px, of the elements `selector` matches. */
const tops = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));

test('the micro business’s results fit a phone and keep their layout (ro)', async ({ page, h }) => {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await consentGiven(page, h);
  await completeAssessment(page, h, account, { locale: 'ro', answers: MICRO });

  // At 1280 px: the title on one line.
  await page.setViewportSize(LAPTOP);
  await page.goto(`${h.baseUrl}/ro/results?tab=overview`);
  await expect(page.getByTestId('executive-summary')).toBeVisible();
  const title = page.locator('.results__title');
  const { height, lineHeight } = await title.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect.soft(height, 'the results title wraps').toBeLessThan(lineHeight * 1.5);

  // The kanban's column titles on one line; every task with its investment.
  await page.goto(`${h.baseUrl}/ro/results?tab=roadmap`);
  await page.getByTestId('view-kanban').click();
  await expect(page.getByTestId('kanban-card').first()).toBeVisible();
  // (The count badges: a title box stretched by a short column keeps its top, its text moves down.)
  const titles = await tops(page, '.rm-column__count');
  expect(titles).toHaveLength(3);
  expect.soft(new Set(titles).size, `column titles at ${titles.join(', ')}`).toBe(1);
  await page.getByTestId('view-timeline').click();
  const budgets = page.getByTestId('task-budget');
  await expect.soft(budgets).toHaveCount(await page.getByTestId('timeline-task').count());
  await expect.soft(budgets.filter({ hasText: 'când bugetul permite' }).first()).toBeVisible();

  // Its strategy cards are whole programmes it cannot fund in a year: the context card says so.
  await page.goto(`${h.baseUrl}/ro/results?tab=strategy`);
  await expect(page.getByTestId('context-budget-note')).toContainText(
    /^Bugetul fiecărui card este costul întregului program .* Roadmap-ul vostru poate lua 8\.333 € pe an/,
  );

  // The line on what was not asked ends the card of a shortened step.
  await page.goto(`${h.baseUrl}/ro/results?tab=steps`);
  const card = page.getByTestId('step-card-COLABORARE');
  await card.locator('[aria-expanded="false"]').first().click();
  await expect(card.getByTestId('not-applicable')).toBeVisible();
  const lastInCard = await card
    .getByTestId('not-applicable')
    .evaluate(
      (el) => el.nextElementSibling === null && el.previousElementSibling?.getAttribute('data-testid'),
    );
  expect.soft(lastInCard, 'the not-asked line comes last, after "not done yet"').toBe('not-yet');

  // At 375 px: nothing runs past the right edge, on any tab or roadmap view.
  await page.setViewportSize(PHONE);
  for (const tab of ['overview', 'strategy', 'steps', 'prompts', 'roadmap'] as const) {
    await page.goto(`${h.baseUrl}/ro/results?tab=${tab}`);
    const panel = page.getByTestId(`tab-${tab}`);
    await expect(panel).toBeVisible();
    await expect(panel.locator('.spinner')).toHaveCount(0);
    if (tab === 'steps') await page.getByTestId('steps-toggle-all').click();
    if (tab === 'strategy') await page.locator('[data-testid^="strategy-toggle-"]').first().click();
    const views = tab === 'roadmap' ? (['timeline', 'kanban', 'list'] as const) : [null];
    for (const view of views) {
      if (view) {
        await page.getByTestId(`view-${view}`).click();
        await expect(page.getByTestId(`roadmap-${view}`)).toBeVisible();
      }
      expect.soft(await sidewaysOverflow(page), `${tab}${view ? ` ${view}` : ''} at 375 px`).toEqual([]);
    }
  }
});

test('the chat’s switches (en) and the step-progress numbers (ro) keep their rows', async ({ page, h }) => {
  const account = await h.createAccount({ verified: true, locale: 'en' });
  await consentGiven(page, h);
  await logIn(page, h, account, { locale: 'en' });
  const token = (await storedToken(page))!;
  const first = STEPS[0]!.questions.length;
  for (const a of MICRO.slice(0, first - 1))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);

  // At 1280 px each hint is on its switch's row (English: the shorter hints once shared a row).
  await withoutAutoAdvance(page);
  await page.setViewportSize(LAPTOP);
  await page.goto(`${h.baseUrl}/en/assessment`);
  const last = MICRO[first - 1]!;
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', last.questionId);
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  // Measured until both boxes are there: the signed-in first screen is replaced when the app
  // takes over, and a box read across that swap is null for an instant.
  for (const id of ['auto-advance', 'answer-faster'])
    await expect
      .poll(
        async () => {
          const label = await page.getByTestId(id).boundingBox();
          const hint = await page.locator(`#${id}-hint`).boundingBox();
          return label && hint ? Math.abs(middle(label) - middle(hint)) : Number.POSITIVE_INFINITY;
        },
        { message: `${id}: its hint is not beside it` },
      )
      .toBeLessThan(6);

  // The step's last answer through the chat, then the step-progress page in Romanian at 375 px.
  for (const id of last.selectedOptionIds) await page.getByTestId(`option-${id}`).click();
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/en/step-progress`);
  await page.getByTestId('lang-ro').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('stat-percent')).toBeVisible();
  const numbers = await tops(page, '.step-done__stat dd');
  expect.soft(new Set(numbers).size, `step-progress numbers at ${numbers.join(', ')}`).toBe(1);
  expect(await sidewaysOverflow(page)).toEqual([]);
});
