/**
 * Screenshots for a visual review of what a micro consumer business sees (domain-design.md §9), in
 * both languages at 1280 and 375 px: the chat part-way with its own counters and the minutes left
 * on its path, a step's progress page, the results' overview (its recommendations from the
 * answers), the steps tab (the line on what did not apply) and the roadmap (10 tasks, "when budget
 * allows"). Only with SHOTS_DIR set: `SHOTS_DIR=/tmp/shots npx playwright test fit-screens`.
 */
import { join } from 'node:path';
import { profile, profileAnswers } from '@hai/domain/testing';
import {
  SKIP_BROWSER,
  SKIP_REASON,
  completeAssessment,
  expect,
  logIn,
  storedToken,
  test,
} from '../e2e/fixtures';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

const MICRO = profileAnswers(profile('micro-consumer'));

for (const locale of ['ro', 'en'] as const) {
  test(`micro business part-way: the chat's counters and minutes, ${locale} at 1280 and 375 px`, async ({
    page,
    h,
  }) => {
    // Part-way: the first 40 questions of its path, then the chat.
    const partial = await h.createAccount({ verified: true, locale });
    await logIn(page, h, partial, { locale });
    const token = (await storedToken(page))!;
    for (const a of MICRO.slice(0, 40))
      expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await page.goto(`${h.baseUrl}/${locale}/assessment`);
      await expect(page.getByTestId('current-question')).toBeVisible();
      if (width < 900) await page.getByTestId('side-panel-summary').click();
      await expect(page.getByTestId('minutes-left')).toBeVisible();
      await page.screenshot({ path: join(dir!, `fit-chat-${locale}-${width}.png`), fullPage: true });
    }
  });

  test(`micro business: results and roadmap, ${locale} at 1280 and 375 px`, async ({ page, h }) => {
    const account = await h.createAccount({ verified: true, locale });
    await completeAssessment(page, h, account, { locale, answers: MICRO });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      for (const tab of ['overview', 'steps', 'roadmap'] as const) {
        await page.goto(`${h.baseUrl}/${locale}/results?tab=${tab}`);
        const panel = page.getByTestId(`tab-${tab}`);
        await expect(panel).toBeVisible();
        await expect(panel.locator('.spinner')).toHaveCount(0);
        if (tab === 'steps') {
          const card = page.getByTestId('step-card-COLABORARE');
          await card.locator('[aria-expanded="false"]').first().click();
          await expect(card.getByTestId('not-applicable')).toBeVisible();
        }
        if (tab === 'overview') await expect(page.getByTestId('answer-recommendations')).toBeVisible();
        await page.screenshot({
          path: join(dir!, `fit-results-${tab}-${locale}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}
