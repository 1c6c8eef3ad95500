/**
 * Privacy in practice (GDPR art. 15, 17, 20) in the browser: the account page
 * shows the profile, downloads the user's data as JSON (with their answers), refuses a deletion
 * with a wrong password (error under the field, still logged in), then deletes the account with
 * the right one: logged out, the login refused, the confirmation e-mail received. With SHOTS_DIR
 * set, screenshots of the page at 1280 and 375 px in ro and en.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { SKIP_BROWSER, SKIP_REASON, axe, expect, logIn, storedToken, test } from './fixtures';
import { fitsThenShoot, watchErrors } from './screens';

test.skip(SKIP_BROWSER, SKIP_REASON);

const ANSWERS = perfectAnswers(STEPS).slice(0, 3);
const DELETED_SUBJECT = {
  ro: 'Contul dumneavoastră a fost șters — HAI Marketing Wheel',
  en: 'Your account was deleted — HAI Marketing Wheel',
} as const;

test('download the data, a wrong password refused, then the account deleted (ro)', async ({ page, h }) => {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  const token = (await storedToken(page))!;
  for (const a of ANSWERS) expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);

  await page.goto(`${h.baseUrl}/ro/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contul meu' })).toBeVisible();
  const profile = page.getByTestId('account-profile');
  await expect(profile).toContainText(account.email);
  await expect(profile).toContainText('Ioana Ionescu');
  await expect(profile).toContainText('Exemplu SRL');
  await expect(profile).toContainText('Română');

  // The download: a JSON file named after the day, with the profile and the answers given.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descărcați datele mele (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^HAI-Marketing-Wheel-date-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string };
    formatVersion: number;
    assessments: { answers: { questionId: string; selectedOptionIds: string[]; questionText: string }[] }[];
  };
  expect(data.profile.email).toBe(account.email);
  // Format 3: every assessment of the user (re-takes), here the one.
  expect(data.formatVersion).toBe(3);
  expect(data.assessments).toHaveLength(1);
  const [assessment] = data.assessments;
  expect(assessment!.answers.map((a) => a.questionId)).toEqual(ANSWERS.map((a) => a.questionId));
  expect(assessment!.answers[0]!.selectedOptionIds).toEqual(ANSWERS[0]!.selectedOptionIds);
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|tokenHash/);
  await expect(page.getByTestId('account-export-result')).toContainText(download.suggestedFilename());

  // Nothing filled: both fields say what is missing, nothing is sent.
  const submit = page.getByRole('button', { name: 'Ștergeți definitiv contul meu' });
  await submit.click();
  await expect(page.getByTestId('error-password')).toHaveText('Introduceți parola');
  await expect(page.getByTestId('error-confirm')).toHaveText('Bifați caseta pentru a confirma ștergerea');
  await expect(page.getByLabel('Parola dumneavoastră')).toBeFocused();

  // A wrong password: refused under the field, the user still logged in, the data still there.
  await page.getByLabel('Parola dumneavoastră').fill('nu este parola');
  await page.getByRole('checkbox', { name: /Înțeleg că/ }).check();
  await expect(page.getByTestId('error-confirm')).toHaveCount(0);
  await submit.click();
  await expect(page.getByTestId('error-password')).toHaveText('Parola nu este corectă.');
  await expect(page.getByLabel('Parola dumneavoastră')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${h.baseUrl}/ro/account`);
  expect(await storedToken(page)).toBe(token);
  expect((await h.api('GET', '/api/auth/me', undefined, token)).status).toBe(200);

  // The right password: the session ends, the login page opens, the account is gone.
  await page.getByLabel('Parola dumneavoastră').fill(account.password);
  await submit.click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect(page.getByTestId('notice-account-deleted')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect((await h.api('GET', '/api/auth/me', undefined, token)).status).toBe(401);
  const mail = await h.waitForMail(account.email, { subject: DELETED_SUBJECT.ro });
  expect(mail.text).toContain('Bună ziua, Ioana');

  await page.getByTestId('field-email').fill(account.email);
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Email sau parolă incorecte');
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
});

test('the page and the deletion in English', async ({ page, h }) => {
  const account = await h.createAccount({ verified: true, locale: 'en' });
  await logIn(page, h, account, { locale: 'en' });
  await page.goto(`${h.baseUrl}/en/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('account-profile')).toContainText('English');
  // The form with its errors shown is accessible at both widths (the a11y spec scans it empty).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page.getByTestId('error-confirm')).toHaveText('Tick the box to confirm the deletion');
    const found = await axe(page).analyze();
    expect(
      found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  }
  await page.getByLabel('Your password').fill(account.password);
  await page.getByRole('checkbox', { name: /I understand/ }).check();
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(`${h.baseUrl}/en/login`);
  await expect(page.getByTestId('notice-account-deleted')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await h.waitForMail(account.email, { subject: DELETED_SUBJECT.en });
});

const dir = process.env.SHOTS_DIR;
for (const locale of ['ro', 'en'] as const) {
  test(`account page at 1280 and 375 px fits without errors, ${locale} (screenshots with SHOTS_DIR)`, async ({
    page,
    h,
  }) => {
    const errors = watchErrors(page);
    const account = await h.createAccount({ verified: true, locale });
    await logIn(page, h, account, { locale });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await page.goto(`${h.baseUrl}/${locale}/account`);
      await expect(page.getByTestId('account-profile')).toBeVisible();
      await fitsThenShoot(page, dir, `account-${locale}-${width}.png`, { fullPage: true });
      // The errors of an empty form, and of a wrong password.
      await page.getByTestId('account-delete-submit').click();
      await expect(page.getByTestId('error-confirm')).toBeVisible();
      await page.getByTestId('field-password').fill('wrong password');
      await page.getByTestId('account-delete-confirm').check();
      await page.getByTestId('account-delete-submit').click();
      await expect(page.getByTestId('error-password')).toBeVisible();
      await fitsThenShoot(page, undefined, `account-delete-error-${locale}-${width}`);
      if (dir)
        await page
          .getByTestId('account-delete-form')
          .screenshot({ path: join(dir, `account-delete-error-${locale}-${width}.png`) });
    }
    errors.check(`account ${locale}`);
  });
}
