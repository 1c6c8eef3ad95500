/**
 * Resending the confirmation e-mail from the login page (product-spec §4, §8, §9): an unverified
 * login shows the server's message and a resend button; a resend shows the success text and,
 * instead of the button, a countdown of the server's cooldown (`cooldownSeconds`; the harness
 * runs the server with a short one), after which the button is back; a resend then sends exactly
 * one more confirmation e-mail.
 */
import type { Page } from '@playwright/test';
import { SKIP_BROWSER, SKIP_REASON, expect, test } from './fixtures';
import { EMAIL_COOLDOWN_SECONDS, VERIFY_SUBJECT } from './harness';

test.skip(SKIP_BROWSER, SKIP_REASON);

const countdown = (page: Page) => page.getByTestId('resend-countdown');
const resendButton = (page: Page) => page.getByTestId('resend-verification');

/** Click resend and return the cooldown the server answered with. */
async function resend(page: Page): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().includes('/trpc/auth.resendVerification'));
  await resendButton(page).click();
  // httpBatchLink answers [{ result: { data } }].
  const [item] = (await (await answer).json()) as [{ result: { data: { cooldownSeconds: number } } }];
  return item.result.data.cooldownSeconds;
}

test("an unverified login offers a resend, locked for the server's cooldown, and the e-mail is sent again", async ({
  page,
  h,
}) => {
  const account = await h.createAccount({ verified: false, locale: 'en' });
  await h.waitForMail(account.email, { subject: VERIFY_SUBJECT.en });

  await page.goto(`${h.baseUrl}/en/login?email=${encodeURIComponent(account.email)}`);
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'Please confirm your email address before logging in.',
  );
  await expect(page).toHaveURL(/\/en\/login/);
  await expect(countdown(page)).toHaveCount(0);

  await test.step("the countdown starts from the server's cooldown and the button comes back after it", async () => {
    const cooldown = await resend(page);
    expect(cooldown).toBe(EMAIL_COOLDOWN_SECONDS);
    await expect(page.getByTestId('resend-success')).toHaveText(
      'If your address still needs confirming, we have sent a new confirmation email. Check your inbox.',
    );
    await expect(resendButton(page)).toHaveCount(0);
    // The first second shown is the server's (or one less, should a tick pass before the check).
    const first = Number((await countdown(page).textContent())?.match(/(\d+) s$/)?.[1]);
    expect(first).toBeGreaterThanOrEqual(cooldown - 1);
    expect(first).toBeLessThanOrEqual(cooldown);
    await expect(countdown(page)).toHaveText('You can resend in 1 s', { timeout: cooldown * 1000 + 2000 });
    await expect(resendButton(page)).toBeVisible({ timeout: 3000 });
    await expect(countdown(page)).toHaveCount(0);
  });

  await test.step('a resend after the cooldown sends exactly one more confirmation e-mail', async () => {
    // Whatever the first resend sent has been delivered before counting.
    await h.flushMail();
    const before = h.mailTo(account.email).length;
    expect(await resend(page)).toBe(EMAIL_COOLDOWN_SECONDS);
    await expect(countdown(page)).toBeVisible();
    const sent = await h.waitForMail(account.email, { subject: VERIFY_SUBJECT.en, nth: before });
    expect(sent.text).toContain(`${h.baseUrl}/en/verify-email?token=`);
    await h.flushMail();
    expect(h.mailTo(account.email)).toHaveLength(before + 1);
  });
});
