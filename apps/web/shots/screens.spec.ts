/**
 * Screenshots for a visual review, in both languages at 1280 and 375 px: forgot password (sent,
 * counting down), reset password (errors; no token), login with a wrong password and with the
 * resend button (before and after a resend), and the chat with a draft answer before and after a
 * language switch. Only with SHOTS_DIR set: `SHOTS_DIR=/tmp/shots npx playwright test screens`.
 * Not part of the normal run.
 */
import { STEPS } from '@hai/domain';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SKIP_BROWSER, SKIP_REASON, expect, logIn, test, withoutAutoAdvance } from '../e2e/fixtures';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(dir!, `${name}.png`), fullPage: true });

for (const locale of ['ro', 'en'] as const) {
  for (const width of [1280, 375]) {
    test(`${locale} at ${width} px`, async ({ page, h }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      const tag = `${locale}-${width}`;

      await page.goto(`${h.baseUrl}/${locale}/forgot-password`);
      await shot(page, `forgot-${tag}`);
      await page.getByTestId('field-email').fill(`nobody.${locale}.${width}@example.ro`);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-success')).toBeVisible();
      await shot(page, `forgot-sent-${tag}`);

      await page.goto(`${h.baseUrl}/${locale}/reset-password?token=not-a-real-token`);
      await page.getByTestId('field-password').fill('short');
      await page.getByTestId('field-confirmPassword').fill('shorter');
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('error-password')).toBeVisible();
      await shot(page, `reset-errors-${tag}`);
      await page.getByTestId('field-password').fill('a long enough password');
      await page.getByTestId('field-confirmPassword').fill('a long enough password');
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('reset-error')).toBeVisible();
      await shot(page, `reset-invalid-${tag}`);
      await page.goto(`${h.baseUrl}/${locale}/reset-password`);
      await shot(page, `reset-no-token-${tag}`);

      const account = await h.createAccount({ locale });
      await page.goto(`${h.baseUrl}/${locale}/login?email=${encodeURIComponent(account.email)}`);
      await page.getByTestId('field-password').fill('not the password');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      await shot(page, `login-wrong-password-${tag}`);

      const waiting = await h.createAccount({ verified: false, locale });
      await page.goto(`${h.baseUrl}/${locale}/login?email=${encodeURIComponent(waiting.email)}`);
      await page.getByTestId('field-password').fill(waiting.password);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('resend-verification')).toBeVisible();
      await shot(page, `login-unverified-${tag}`);
      await page.getByTestId('resend-verification').click();
      await expect(page.getByTestId('resend-countdown')).toBeVisible();
      await shot(page, `login-resent-${tag}`);

      await withoutAutoAdvance(page);
      await logIn(page, h, account, { locale });
      await page.goto(`${h.baseUrl}/${locale}/assessment`);
      await page.getByTestId(`option-${STEPS[0]!.questions[0]!.options[1]!.id}`).click();
      await page.getByTestId('submit').click();
      await expect(page.getByTestId('current-question')).toHaveAttribute(
        'data-question-id',
        STEPS[0]!.questions[1]!.id,
      );
      await page.getByTestId(`option-${STEPS[0]!.questions[1]!.options[2]!.id}`).click();
      await shot(page, `chat-draft-${tag}`);
      const other = locale === 'ro' ? 'en' : 'ro';
      await page.getByTestId(`lang-${other}`).click();
      await expect(page).toHaveURL(`${h.baseUrl}/${other}/assessment`);
      await expect(page.getByTestId(`option-${STEPS[0]!.questions[1]!.options[2]!.id}`)).toBeChecked();
      await shot(page, `chat-switched-${tag}`);
    });
  }
}
