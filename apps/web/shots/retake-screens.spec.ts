/**
 * Screenshots of the re-take screens for a visual review, in ro and en
 * at 1280×800 and 375×812: the results' progress tab (the next round, then with the reminder set,
 * then with two assessments listed), the finished dashboard, the re-take's confirmation, the chat
 * with a suggestion from last time (kept, then another answer chosen), and the dashboard with the
 * reminder due and during a re-take. Each also checks that
 * nothing runs past the page's right edge. Only with SHOTS_DIR set:
 * `SHOTS_DIR=/tmp/shots npx playwright test retake-screens`.
 */
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { SKIP_BROWSER, SKIP_REASON, completeAssessment, expect, storedToken, test } from '../e2e/fixtures';
import { consentGiven, shotsAtBothSizes } from '../e2e/screens';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

/** The screenshots of `name` at both sizes, into SHOTS_DIR. */
const shots = (page: Page, name: string, fullPage = true) => shotsAtBothSizes(page, dir!, name, { fullPage });

const today = () => new Date().toISOString().slice(0, 10);

for (const locale of ['ro', 'en'] as const) {
  test(`re-take screens, ${locale} at 1280 and 375 px`, async ({ page, h }) => {
    test.setTimeout(240_000);
    await consentGiven(page, h);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = await h.createAccount({ verified: true, locale });
    // Mixed answers (not all at the ideal), so that a re-take has something to change.
    await completeAssessment(page, h, account, { locale });
    const token = (await storedToken(page))!;

    await page.goto(`${h.baseUrl}/${locale}/results?tab=progress`);
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await shots(page, `progress-${locale}`);
    await page.getByTestId('reminder-set').click();
    await expect(page.getByTestId('reminder-cancel')).toBeFocused();
    await shots(page, `progress-reminder-${locale}`);
    // The finished dashboard ("back to the dashboard"): the score with the re-take, the list.
    await page.getByTestId('back-to-dashboard').click();
    await expect(page.getByTestId('home-retake')).toBeVisible();
    await expect(page.getByTestId('home-score-value')).toBeVisible();
    await shots(page, `dashboard-finished-${locale}`);

    // The reminder's day has come: the dashboard shows the notice.
    expect((await h.api('PUT', '/api/assessment/retake-reminder', { at: today() }, token)).status).toBe(200);
    await page.goto(`${h.baseUrl}/${locale}/dashboard`);
    await expect(page.getByTestId('retake-due')).toBeVisible();
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await shots(page, `dashboard-due-${locale}`);

    await page.getByTestId('due-retake').click();
    await expect(page.getByTestId('due-retake-dialog')).toBeVisible();
    await shots(page, `retake-confirm-${locale}`, false);
    await page.getByTestId('due-retake-dialog-confirm').click();
    await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-number', '1');
    await expect(page.getByTestId('last-time-hint')).toBeVisible();
    await shots(page, `chat-suggestion-first-${locale}`, false);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-number', '2');
    await shots(page, `chat-suggestion-${locale}`, false);
    // Another answer chosen with an arrow (auto-advance sends nothing): the mark stays on last time's.
    await page.keyboard.press('ArrowDown');
    await shots(page, `chat-suggestion-changed-${locale}`, false);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-number', '3');

    // The dashboard during the re-take (the navbar's item stays there): both assessments.
    await page.goto(`${h.baseUrl}/${locale}/results`);
    await expect(page.getByTestId('current-question')).toBeVisible();
    await page
      .getByRole('link', { name: locale === 'ro' ? 'Panou' : 'Dashboard' })
      .first()
      .click();
    await expect(page.getByTestId('history-row')).toHaveCount(2);
    await shots(page, `dashboard-retaking-${locale}`);

    // Finish the re-take through the API and read both in the history.
    for (const a of perfectAnswers(STEPS).slice(2))
      expect((await h.api('POST', '/api/assessment/answer', a, token)).status, a.questionId).toBe(200);
    await page.goto(`${h.baseUrl}/${locale}/results?tab=progress`);
    await expect(page.getByTestId('history-row')).toHaveCount(2);
    await shots(page, `progress-two-${locale}`);
  });
}
