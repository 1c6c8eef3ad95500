/**
 * Screenshots of the step-progress page for a visual review, in both languages at 1280 and
 * 375 px: step 1 answered through the API but for its last question, which is sent through the
 * chat. At 1280 px the answers score 100 % (excellent) and a reload with a failing step score
 * shows the estimate (spec §8); at 375 px every answer is option E (not scored yet). Only with
 * SHOTS_DIR set: `SHOTS_DIR=/tmp/shots npx playwright test step-progress-screens`.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { perfectAnswers, unscoredAnswer } from '@hai/domain/testing';
import {
  SKIP_BROWSER,
  SKIP_REASON,
  expect,
  logIn,
  storedToken,
  test,
  withoutAutoAdvance,
} from '../e2e/fixtures';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(dir!, `${name}.png`), fullPage: true });

for (const locale of ['ro', 'en'] as const) {
  for (const width of [1280, 375]) {
    test(`step progress, ${locale} at ${width} px`, async ({ page, h }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      const tag = `${locale}-${width}`;
      const step = STEPS[0]!;
      const answers = width > 600 ? perfectAnswers([step]) : step.questions.map(unscoredAnswer);
      const account = await h.createAccount({ verified: true, locale });
      await logIn(page, h, account, { locale });
      const token = (await storedToken(page))!;
      for (const a of answers.slice(0, -1))
        expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);

      const last = answers.at(-1)!;
      await withoutAutoAdvance(page);
      await page.goto(`${h.baseUrl}/${locale}/assessment`);
      const q = page.getByTestId('current-question');
      await expect(q).toHaveAttribute('data-question-id', last.questionId);
      for (const id of last.selectedOptionIds) await q.getByTestId(`option-${id}`).click();
      for (const [id, value] of Object.entries(last.additionalInputs))
        await q.getByTestId(`input-${id}`).fill(value);
      await page.getByTestId('submit').click();
      await expect(page).toHaveURL(`${h.baseUrl}/${locale}/step-progress`);
      await expect(page.getByTestId('recommendation')).toBeVisible();
      await shot(page, `step-progress-${width > 600 ? 'scored' : 'all-e'}-${tag}`);

      if (width > 600) {
        // Only the step score fails: the other calls of its batch are answered as usual.
        await page.route('**/trpc/**stepScore**', async (route) => {
          const calls = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
          const response = await route.fetch();
          const items = (await response.json()) as unknown[];
          const error = { error: 'INTERNAL_ERROR', message: 'Internal error', httpStatus: 500 };
          const json = items.map((item, i) =>
            calls[i] === 'assessment.stepScore'
              ? { error: { code: -32603, message: error.message, data: error } }
              : item,
          );
          await route.fulfill({ response, json });
        });
        await page.reload();
        await expect(page.getByTestId('score-estimated')).toBeVisible();
        await shot(page, `step-progress-estimated-${tag}`);
      }
    });
  }
}
