/**
 * Screenshots of every results tab for a visual review, in both languages at 1280 and 375 px,
 * with answers that put steps off target, leave the last one "not yet" and trigger strategies;
 * the strategy and steps tabs are shown with their first card open. Only with SHOTS_DIR set:
 * `SHOTS_DIR=/tmp/shots npx playwright test results-screens`.
 */
import { join } from 'node:path';
import { STEPS } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, completeAssessment, contextAnswers, expect, test } from '../e2e/fixtures';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

const ANSWERS = contextAnswers((i) =>
  i === STEPS.length - 1 ? null : (['A', 'B', 'C', 'D'] as const)[i % 4]!,
);

for (const locale of ['ro', 'en'] as const) {
  test(`results tabs, ${locale} at 1280 and 375 px`, async ({ page, h }) => {
    const account = await h.createAccount({ verified: true, locale });
    await completeAssessment(page, h, account, { locale, answers: ANSWERS });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      for (const tab of ['overview', 'strategy', 'steps', 'prompts'] as const) {
        await page.goto(`${h.baseUrl}/${locale}/results?tab=${tab}`);
        const panel = page.getByTestId(`tab-${tab}`);
        await expect(panel).toBeVisible();
        await expect(panel.locator('.spinner')).toHaveCount(0);
        if (tab === 'strategy') await panel.locator('[aria-expanded="false"]').first().click();
        if (tab === 'steps') await panel.locator('[aria-expanded="false"]').first().click();
        await page.screenshot({ path: join(dir!, `results-${tab}-${locale}-${width}.png`), fullPage: true });
      }
    }
  });
}
