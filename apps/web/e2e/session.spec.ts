/**
 * Sessions (product-spec §2 Login, §4 Auth, §8, §9): remember me gives a 30-day token, otherwise
 * 12 hours; a wrong password (`INVALID_CREDENTIALS`) keeps the login page with the server's
 * message, while a call refused with `UNAUTHORIZED` (the session is gone) sends the user to login;
 * logging out, or a lost session, in one tab logs the other tabs out too, and the server no
 * longer accepts the old token; a failed logout call still ends the session locally.
 */
import type { Page, Response } from '@playwright/test';
import { STEPS } from '@hai/domain';
import {
  SKIP_BROWSER,
  SKIP_REASON,
  expect,
  logIn,
  storedToken,
  storedTokenPayload,
  test,
  withoutAutoAdvance,
} from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

const HOUR = 3600;

/** The wire code of the first failed call in a tRPC batch answer. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  const items = (await response.json()) as { error?: { data?: { error?: string } } }[];
  return items.find((i) => i.error)?.error?.data?.error;
}

/** The next answer of the tRPC procedure `path`. */
const answerOf = (page: Page, path: string) => page.waitForResponse((r) => r.url().includes(`/trpc/${path}`));

const DAY = 24 * HOUR;

for (const [rememberMe, lifetime, label] of [
  [true, 30 * DAY, '30 days'],
  [false, 12 * HOUR, '12 hours'],
] as const) {
  test(`remember me ${rememberMe ? 'ticked' : 'left empty'}: the token lasts ${label}`, async ({
    page,
    h,
  }) => {
    const account = await h.createAccount();
    await page.goto(`${h.baseUrl}/ro/login`);
    await expect(page.getByText('Țineți-mă minte 30 de zile')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/trpc/auth.login'));
    await logIn(page, h, account, { rememberMe });
    // httpBatchLink posts { "0": input }.
    const [input] = Object.values((await sent).postDataJSON() as Record<string, unknown>);
    expect(input).toMatchObject({ email: account.email, rememberMe });
    const payload = await storedTokenPayload(page);
    expect(payload).not.toBeNull();
    const now = Date.now() / 1000;
    expect(Math.abs(payload!.exp - now - lifetime)).toBeLessThan(120);
  });
}

test('logging out in one tab logs out the other, and the old token is refused', async ({ page, h }) => {
  const account = await h.createAccount();
  await logIn(page, h, account);
  const other = await page.context().newPage();
  await other.goto(`${h.baseUrl}/ro/dashboard`);
  await expect(other.getByTestId('nav-user')).toContainText('Ioana I.');
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  expect((await h.api('GET', '/api/auth/me', undefined, token!)).status).toBe(200);

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect(other).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect(other.getByTestId('nav-user')).toHaveCount(0);
  expect(await storedToken(other)).toBeNull();
  expect((await h.api('GET', '/api/auth/me', undefined, token!)).status).toBe(401);
});

test('a 401 in one tab ends the session in the other tabs too', async ({ page, h }) => {
  const account = await h.createAccount();
  await logIn(page, h, account);
  const other = await page.context().newPage();
  await other.goto(`${h.baseUrl}/ro/dashboard`);
  await expect(other.getByTestId('nav-user')).toBeVisible();
  // The session is revoked behind the app's back (as a password reset elsewhere would).
  const token = (await storedToken(page))!;
  expect((await h.api('POST', '/api/auth/logout', {}, token)).status).toBe(200);

  // The first tab opens the chat: its calls get a 401, so it goes to login, and so does the
  // other tab, which made no call at all. (The first tab navigates rather than clicking a button
  // of the page it had in the background: a background page gets no animation frames, so
  // Playwright's wait for a stable button could last until the test's timeout on a slow run.)
  await page.bringToFront();
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(other).toHaveURL(`${h.baseUrl}/ro/login`);
  expect(await storedToken(other)).toBeNull();
});

test('a failed logout call still ends the session in the browser', async ({ page, h }) => {
  const account = await h.createAccount();
  await logIn(page, h, account);
  await page.route('**/trpc/auth.logout**', (route) => route.abort('connectionfailed'));
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  expect(await storedToken(page)).toBeNull();
  await page.goto(`${h.baseUrl}/ro/dashboard`);
  await expect(page.getByTestId('nav-login')).toBeVisible();
});

test('a wrong password keeps the login page with the server message and no session', async ({ page, h }) => {
  const account = await h.createAccount({ locale: 'en' });
  await page.goto(`${h.baseUrl}/en/login?email=${encodeURIComponent(account.email)}`);
  await page.getByTestId('field-password').fill('not the password at all');
  const answer = answerOf(page, 'auth.login');
  await page.getByTestId('login-submit').click();
  const response = await answer;
  expect(response.status()).toBe(401);
  expect(await errorCodeOf(response)).toBe('INVALID_CREDENTIALS');
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(`${h.baseUrl}/en/login?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByTestId('resend')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  // The form is still usable: the right password logs in.
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/en/dashboard`);
});

test('a session that is gone (UNAUTHORIZED) sends the user from the chat to login', async ({ page, h }) => {
  const account = await h.createAccount();
  await withoutAutoAdvance(page);
  await logIn(page, h, account);
  await page.getByTestId('start-assessment').click();
  await expect(page.getByTestId('current-question')).toBeVisible();
  // The session ends behind the app's back (expired, or revoked by a reset elsewhere).
  const token = (await storedToken(page))!;
  expect((await h.api('POST', '/api/auth/logout', {}, token)).status).toBe(200);

  await page.getByTestId(`option-${STEPS[0]!.questions[0]!.options[1]!.id}`).click();
  const answer = answerOf(page, 'assessment.answer');
  await page.getByTestId('submit').click();
  const response = await answer;
  expect(response.status()).toBe(401);
  expect(await errorCodeOf(response)).toBe('UNAUTHORIZED');
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByTestId('nav-user')).toHaveCount(0);
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('opening the app with a token that is no longer valid clears it and asks to log in', async ({
  page,
  h,
}) => {
  const account = await h.createAccount();
  await logIn(page, h, account);
  const token = (await storedToken(page))!;
  expect((await h.api('POST', '/api/auth/logout', {}, token)).status).toBe(200);
  // A fresh load: the stored token is there, `auth.me` is refused.
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  expect(await storedToken(page)).toBeNull();
});

test("a login refused for too many attempts counts the server's Retry-After down with the button locked, then frees it", async ({
  page,
  h,
}) => {
  const account = await h.createAccount();
  await page.clock.install();
  // The server's real refusal of this login (a wrong password), turned into the 429 the rate limit
  // sends: the same tRPC envelope, with the status, code and Retry-After of a limited call.
  await page.route('**/trpc/auth.login**', async (route) => {
    const real = await route.fetch();
    const items = (await real.json()) as { error: { data: Record<string, unknown> } }[];
    const message = 'Prea multe cereri. Încercați din nou peste 42 s.';
    items[0]!.error.data = { ...items[0]!.error.data, error: 'TOO_MANY_REQUESTS', message, httpStatus: 429 };
    await route.fulfill({
      response: real,
      status: 429,
      headers: { ...real.headers(), 'retry-after': '42' },
      json: items,
    });
  });
  await page.goto(`${h.baseUrl}/ro/login?email=${encodeURIComponent(account.email)}`);
  await page.getByTestId('field-password').fill('not the password');
  await page.getByTestId('login-submit').click();

  const wait = page.getByTestId('retry-after');
  await expect(wait).toHaveText('Prea multe cereri. Încercați din nou peste 42 s.');
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await page.clock.runFor(5_000);
  await expect(wait).toHaveText('Prea multe cereri. Încercați din nou peste 37 s.');
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  // Once the wait is over the notice goes and the form can be sent again.
  await page.clock.runFor(38_000);
  await expect(wait).toHaveCount(0);
  await page.unroute('**/trpc/auth.login**');
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/dashboard`);
});
