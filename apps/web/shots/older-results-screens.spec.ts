/**
 * Screenshots of an earlier assessment's results for a visual review, in en and
 * ro at 1280×800 and 375×812: the dashboard's "Your assessments" with the link during a re-take,
 * the results with the read-only banner, and the read-only roadmap (timeline and list). Each also
 * checks that nothing runs past the page's right edge. Only with SHOTS_DIR set:
 * `SHOTS_DIR=/tmp/shots npx playwright test older-results-screens`.
 */
import type { Page } from '@playwright/test';
import type { HistoryOutput } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, completeAssessment, expect, storedToken, test } from '../e2e/fixtures';
import { answerSets } from '../e2e/progress-setup';
import { shotsAtBothSizes } from '../e2e/screens';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

/** The screenshots of `name` at both sizes, into SHOTS_DIR. */
const shots = (page: Page, name: string, fullPage = true) => shotsAtBothSizes(page, dir!, name, { fullPage });

for (const locale of ['en', 'ro'] as const) {
  test(`an earlier assessment's results, read-only (${locale})`, async ({ page, h }) => {
    test.setTimeout(180_000);
    const sets = answerSets();
    const account = await h.createAccount({ verified: true, locale });
    await completeAssessment(page, h, account, { locale, answers: sets.then });
    const token = (await storedToken(page))!;
    expect((await h.api('POST', '/api/roadmap/generate', { locale }, token)).status).toBeLessThan(300);
    expect((await h.api('POST', '/api/assessment/retake', undefined, token)).status).toBeLessThan(300);
    for (const a of sets.now.slice(0, 4))
      expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);
    const history = (await h.api('GET', '/api/assessment/history', undefined, token)).body as HistoryOutput;
    const first = history.assessments.find((a) => a.status === 'completed')!;

    await page.goto(`${h.baseUrl}/${locale}/assessment`);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: locale === 'en' ? 'Dashboard' : 'Panou' })
      .click();
    await expect(page.getByTestId('history-open')).toBeVisible();
    await page.getByTestId('history').scrollIntoViewIfNeeded();
    await shots(page, `older-${locale}-history`);

    await page.getByTestId('history-open').click();
    await expect(page).toHaveURL(`${h.baseUrl}/${locale}/results?assessment=${first.id}`);
    await expect(page.getByTestId('older-banner')).toBeVisible();
    await expect(page.getByTestId('score')).toBeVisible();
    await shots(page, `older-${locale}-overview`, false);

    await page.getByTestId('tab-button-roadmap').click();
    await expect(page.getByTestId('roadmap-readonly')).toBeVisible();
    await expect(page.getByTestId('timeline-task').first()).toBeVisible();
    await page.getByTestId('roadmap').scrollIntoViewIfNeeded();
    await shots(page, `older-${locale}-roadmap`, false);
    await page.getByTestId('view-list').click();
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await shots(page, `older-${locale}-roadmap-list`, false);
  });
}
