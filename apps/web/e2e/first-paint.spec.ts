/**
 * A first load under one second: the public entry pages' first screen arrives
 * in the HTML (apps/web/scripts/prerender.ts, apps/server/src/plugins/static.ts), and React takes
 * over without a visible change:
 * - with JavaScript disabled, `/ro`, `/en`, `/{ro,en}/login` and `/{ro,en}/register` show their
 *   heading, form and cookie banner, with the page's title;
 * - with JavaScript, the page's only script is the starter (src/boot.ts): the app is neither
 *   fetched nor run until the visitor's first interaction; then it is never replaced by the
 *   loading spinner, nothing shifts (layout shift sum ≤ 0.02, spec target CLS ≤ 0.02) at 1280
 *   and 375 px, the client draws the same elements and texts, and the login works;
 * - a click or a key press before the app has taken over is not lost: the button's action, the
 *   link's navigation (with the router's state) and the focus happen once it has;
 * - a logged-in browser (the `hai_session` flag) never sees the anonymous screen; logout clears
 *   the flag.
 */
import { expect, logIn, SKIP_BROWSER, SKIP_REASON, test } from './fixtures';
import { drawnTree, holdApp, watchFirstPaint, withoutJs } from './first-paint';

test.skip(SKIP_BROWSER, SKIP_REASON);

const HEADINGS = {
  '/ro': 'Cât de echilibrat este marketingul vostru între AI și oameni?',
  '/en': 'How balanced is your marketing between AI and people?',
  '/ro/login': 'Autentificare',
  '/en/login': 'Log in',
  '/ro/register': 'Creați-vă contul',
  '/en/register': 'Create your account',
} as const;
const BANNER = { ro: 'Cookie-uri pe acest site', en: 'Cookies on this site' } as const;

test('without JavaScript, the entry pages show their heading, form and banner', async ({ browser, h }) => {
  await withoutJs(browser, async (page) => {
    for (const [path, heading] of Object.entries(HEADINGS)) {
      const locale = path.slice(1, 3) as 'ro' | 'en';
      await page.goto(`${h.baseUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('consent-banner')).toContainText(BANNER[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/ · HAI Marketing Wheel$/);
      if (path.endsWith('/login')) {
        await expect(page.getByTestId('login-form')).toBeVisible();
        await expect(page.getByTestId('field-email')).toBeVisible();
        await expect(page.getByTestId('field-password')).toBeVisible();
        await expect(page.getByTestId('login-submit')).toBeVisible();
        // A form sent before the JavaScript runs must not put the password in the URL.
        await expect(page.getByTestId('field-password')).not.toHaveAttribute('name', /./);
      }
      if (path.endsWith('/register')) await expect(page.locator('form input').first()).toBeVisible();
    }
    // Other pages stay client-rendered.
    await page.goto(`${h.baseUrl}/ro/forgot-password`);
    await expect(page.locator('#root')).toBeEmpty();
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`with JavaScript, React takes over without a spinner or a shift at ${viewport.width} px`, async ({
    browser,
    h,
  }) => {
    for (const path of ['/ro', '/en/login', '/ro/register']) {
      let html: string[] = [];
      await withoutJs(browser, async (page) => {
        await page.setViewportSize(viewport);
        await page.goto(`${h.baseUrl}${path}`);
        html = await drawnTree(page);
      });
      const context = await browser.newContext({ viewport, locale: 'ro-RO' });
      const page = await context.newPage();
      const firstPaint = await watchFirstPaint(page);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await page.goto(`${h.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      // Reading costs no script: only the starter (and its helper) came, and the app did not start.
      expect(
        scripts.every((s) => /^\/assets\/(boot|carry-over)-[\w-]+\.js$/.test(s)),
        scripts.join(),
      ).toBe(true);
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
      // The first sign of intent (the pointer moving over the page) starts it.
      await page.mouse.move(viewport.width / 2, 300);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      expect(scripts.some((s) => /^\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        HEADINGS[path as keyof typeof HEADINGS],
      );
      const seen = await firstPaint();
      expect(seen.loader, `${path}: the loading spinner appeared`).toBe(false);
      expect(seen.shift, `${path}: layout shift sum`).toBeLessThanOrEqual(0.02);
      expect(await drawnTree(page), `${path}: the client draws what the HTML drew`).toEqual(html);
      await context.close();
    }
  });
}

test('the prerendered login works, and a logged-in browser never sees the anonymous screen', async ({
  page,
  h,
}) => {
  const account = await h.createAccount({ verified: true });
  const firstPaint = await watchFirstPaint(page);
  await page.goto(`${h.baseUrl}/ro/login`);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('field-email').fill(account.email);
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/dashboard`);
  expect((await firstPaint()).shift).toBeLessThanOrEqual(0.02);

  const flag = async () => (await page.context().cookies()).find((c) => c.name === 'hai_session');
  expect(await flag()).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });

  // The server sends the bare shell to this browser: the login form never shows before the
  // redirect to the dashboard.
  const html = await (await page.request.get(`${h.baseUrl}/ro/login`)).text();
  expect(html).toContain('<div id="root"></div>');
  const again = await page.context().newPage();
  const seen = await watchFirstPaint(again);
  await again.goto(`${h.baseUrl}/ro/login`);
  await expect(again).toHaveURL(`${h.baseUrl}/ro/dashboard`);
  expect((await seen()).form).toBe(false);
  await again.close();

  // Logout clears the flag: the anonymous first screen comes back.
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect.poll(flag).toBeUndefined();
  expect(await (await page.request.get(`${h.baseUrl}/ro/login`)).text()).toContain(
    'data-testid="login-form"',
  );

  // A token stored before the flag existed (or a lost cookie): the server sends the prerendered
  // login, whose starter sees the stored token and starts the app at once, without waiting for
  // an interaction (a new page, whose mouse never moved); the app sets the flag again.
  await logIn(page, h, account);
  await page.context().clearCookies({ name: 'hai_session' });
  const stale = await page.context().newPage();
  await stale.goto(`${h.baseUrl}/ro/login`);
  await expect(stale).toHaveURL(`${h.baseUrl}/ro/dashboard`);
  await expect.poll(flag).toMatchObject({ value: '1' });
  await stale.close();
});

test('what a visitor types before the app starts is kept when React takes over', async ({ page, h }) => {
  const account = await h.createAccount({ verified: true });
  // The app's entry script is held back until the visitor has typed into the prerendered form.
  const release = await holdApp(page);
  // (Module scripts run before DOMContentLoaded: the navigation is only committed meanwhile.)
  await page.goto(`${h.baseUrl}/ro/login`, { waitUntil: 'commit' });
  await page.getByTestId('remember-me').check();
  await page.getByTestId('field-email').fill(account.email);
  await page.getByTestId('field-password').fill(account.password);
  // Still the prerendered form (its fields have no name; React's have).
  await expect(page.getByTestId('field-password')).not.toHaveAttribute('name', /./);
  release();
  // React's form holds the same values and the focus: one Enter logs in, for 30 days.
  await expect(page.getByTestId('field-password')).toHaveAttribute('name', 'password');
  await expect(page.getByTestId('field-email')).toHaveValue(account.email);
  await expect(page.getByTestId('field-password')).toHaveValue(account.password);
  await expect(page.getByTestId('field-password')).toBeFocused();
  await expect(page.getByTestId('remember-me')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${h.baseUrl}/ro/dashboard`);
});

test('a click before the app has taken over is replayed once it has', async ({ page, h }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const consent = async () => (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  let release = await holdApp(page);
  await page.goto(`${h.baseUrl}/ro`);
  await page.waitForLoadState('networkidle');
  // A button: "Acceptați toate" on the banner, clicked while the app is still on its way.
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Acceptați toate' }).click();
  await expect(page.locator('html')).toHaveCSS('cursor', 'progress');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  expect(await consent()).toBeUndefined();
  release();
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await expect
    .poll(async () => JSON.parse(decodeURIComponent((await consent())?.value ?? '{}')))
    .toMatchObject({
      statistics: true,
      marketing: true,
    });
  await expect(page.locator('html')).not.toHaveCSS('cursor', 'progress');

  // A button that navigates with the router's state: "start" sends an anonymous visitor to the
  // login with the notice that asks them to log in first.
  await page.unrouteAll();
  release = await holdApp(page);
  await page.goto(`${h.baseUrl}/ro`);
  await page.getByTestId('start-assessment').click();
  release();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect(page.getByTestId('notice-login-first')).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('a keyboard user keeps the focus where they tabbed when the app takes over', async ({ page, h }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdApp(page);
  await page.goto(`${h.baseUrl}/en`);
  await page.waitForLoadState('networkidle');
  // Two Tabs into the page: the first one starts the app, which is held back.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = () =>
    page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);
  const before = await focused();
  expect(before).not.toMatch(/^BODY/);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await focused()).toBe(before);
  // The next Tab goes on from there, not from the top of the page.
  await page.keyboard.press('Tab');
  expect(await focused()).not.toMatch(/^(BODY|A Skip)/);
});

test('should the app fail to load, a link clicked meanwhile is followed as a plain link', async ({
  page,
  h,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${h.baseUrl}/ro`);
  await page.getByTestId('nav-login').click();
  // The browser loads the prerendered login page: its form shows, though the app still cannot run.
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
});
