/**
 * Re-opening a verification link already used: the first opening confirms the
 * address; the second says it is already confirmed and offers login with the address filled in,
 * with no retry (which could never work).
 */
import { SKIP_BROWSER, SKIP_REASON, expect, test } from './fixtures';
import { VERIFY_SUBJECT, linkIn } from './harness';

test.skip(SKIP_BROWSER, SKIP_REASON);

for (const [locale, already, login, retry] of [
  [
    'ro',
    'Această adresă de email este deja confirmată. Vă puteți autentifica.',
    'Mergeți la autentificare',
    'Încercați din nou',
  ],
  ['en', 'This email address is already confirmed. You can log in.', 'Go to login', 'Try again'],
] as const) {
  test(`a used verification link says the address is confirmed and offers login (${locale})`, async ({
    page,
    h,
  }) => {
    const account = await h.createAccount({ verified: false, locale });
    const mail = await h.waitForMail(account.email, { subject: VERIFY_SUBJECT[locale] });
    const link = linkIn(mail, 'verify-email')!;
    expect(link).toBeTruthy();

    await page.goto(link);
    await expect(page.getByTestId('verify-success')).toBeVisible();

    await page.goto(link);
    await expect(page.getByTestId('verify-already')).toHaveText(already);
    await expect(page.getByTestId('verify-error')).toHaveCount(0);
    await expect(page.getByRole('button', { name: retry })).toHaveCount(0);
    const toLogin = page.getByRole('link', { name: login });
    await toLogin.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?email=`));
    await expect(page.getByTestId('field-email')).toHaveValue(account.email);
  });
}
