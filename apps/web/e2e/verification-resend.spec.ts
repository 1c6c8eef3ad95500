/**
 * Resending the confirmation e-mail from the login page (product-spec §4, §8, §9): an unverified
 * login shows the server's message and a resend button; a resend shows the success text and a
 * 60 s countdown instead of the button (fast-forwarded with Playwright's clock), and a second
 * confirmation e-mail arrives.
 */
import { SKIP_BROWSER, SKIP_REASON, expect, test } from './fixtures';
import { VERIFY_SUBJECT } from './harness';

test.skip(SKIP_BROWSER, SKIP_REASON);

/** The server's own cooldown between two verification e-mails to one account, plus a margin. */
const SERVER_COOLDOWN_MS = 61_000;

test('an unverified login offers a resend, then a 60 s countdown, and the e-mail is sent again', async ({
  page,
  h,
  waitingAccount: account,
}) => {
  // The account was registered when the worker started; in a full run that is long enough ago.
  const wait = account.registeredAt + SERVER_COOLDOWN_MS - Date.now();
  if (wait > 0) {
    test.info().annotations.push({
      type: 'note',
      description: `waited ${Math.round(wait / 1000)} s for the server's e-mail cooldown`,
    });
    test.setTimeout(wait + 60_000);
    await page.waitForTimeout(wait);
  }
  await expect.poll(() => h.mailTo(account.email).length).toBe(1);
  await page.clock.install();

  await page.goto(`${h.baseUrl}/en/login?email=${encodeURIComponent(account.email)}`);
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'Please confirm your email address before logging in.',
  );
  await expect(page.getByTestId('resend-countdown')).toHaveCount(0);

  await page.getByTestId('resend-verification').click();
  await expect(page.getByTestId('resend-success')).toHaveText(
    'If your address still needs confirming, we have sent a new confirmation email. Check your inbox.',
  );
  await expect(page.getByTestId('resend-verification')).toHaveCount(0);
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^You can resend in (60|59|58) s$/);

  const second = await h.waitForMail(account.email, { subject: VERIFY_SUBJECT.en, nth: 1 });
  expect(second.text).toContain(`${h.baseUrl}/en/verify-email?token=`);

  await page.clock.fastForward('00:30');
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^You can resend in (30|29|28) s$/);
  await expect(page.getByTestId('resend-verification')).toHaveCount(0);
  await page.clock.fastForward('00:31');
  await expect(page.getByTestId('resend-verification')).toBeVisible();
  await expect(page.getByTestId('resend-countdown')).toHaveCount(0);
});
