/**
 * Legal pages (product-spec §2 footer): every footer link opens its page, in
 * Romanian and English, with its h1; the privacy page names what the application stores; the
 * opt-out page's button opens the cookie settings; the scroll-to-top button appears after 300 px
 * and takes focus to the top. With SHOTS_DIR set, screenshots of the privacy page.
 */
import { SKIP_BROWSER, SKIP_REASON, expect, logIn, test } from './fixtures';
import { fitsThenShoot, watchErrors } from './screens';

test.skip(SKIP_BROWSER, SKIP_REASON);

const LINKS = {
  ro: [
    ['Dezabonare și retragerea consimțământului', 'opt-out'],
    ['Politica de confidențialitate', 'privacy'],
    ['Termeni de utilizare', 'terms'],
    ['Drepturile dumneavoastră GDPR', 'gdpr'],
    ['Transparența AI', 'ai-transparency'],
  ],
  en: [
    ['Opt-out', 'opt-out'],
    ['Privacy policy', 'privacy'],
    ['Terms of use', 'terms'],
    ['Your GDPR rights', 'gdpr'],
    ['AI transparency', 'ai-transparency'],
  ],
} as const;

for (const locale of ['ro', 'en'] as const) {
  test(`every footer link opens its legal page, ${locale}`, async ({ page, h }) => {
    await page.goto(`${h.baseUrl}/${locale}`);
    const footerNav = page.getByRole('contentinfo').getByRole('navigation');
    for (const [name, path] of LINKS[locale]) {
      await footerNav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${h.baseUrl}/${locale}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      // A real page: a summary, several sections with h2, the last-updated date.
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(4);
      await expect(page.getByRole('main')).toContainText(
        locale === 'ro' ? 'Ultima actualizare' : 'Last updated',
      );
      await expect(page).toHaveTitle(new RegExp(`^${name}`));
    }
  });
}

test('the privacy page names what is stored, in both languages', async ({ page, h }) => {
  await page.goto(`${h.baseUrl}/ro/privacy`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Contul dumneavoastră' })).toBeVisible();
  await expect(main).toContainText('argon2id');
  await expect(main).toContainText('12 ore sau 30 de zile');
  await expect(main).toContainText('authToken');
  await expect(main).toContainText('cookie_consent');
  await expect(main).toContainText('niciun model AI nu primește răspunsurile');
  await expect(main).toContainText('nu folosește cookie-uri de statistică sau de marketing');

  await page.goto(`${h.baseUrl}/en/privacy`);
  await expect(main.getByRole('heading', { level: 2, name: 'Sessions and security tokens' })).toBeVisible();
  await expect(main).toContainText('argon2id');
  await expect(main).toContainText('12 hours, or 30 days');
  await expect(main).toContainText('uses no statistics or marketing cookies');
  await main.getByRole('link', { name: 'Open my account (data export and deletion)' }).click();
  await expect(page).toHaveURL(new RegExp(`${h.baseUrl}/en/(account|login)`));
});

test('every cookie and stored key the app sets for a logged-in user is named on the privacy page', async ({
  page,
  h,
}) => {
  const account = await h.createAccount({ verified: true });
  await logIn(page, h, account);
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Refuzați' }).click();
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(page.getByTestId('current-question')).toBeVisible();
  const cookies = (await page.context().cookies()).map((c) => c.name);
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(cookies).toEqual(expect.arrayContaining(['hai_auth', 'hai_session', 'cookie_consent']));
  for (const locale of ['ro', 'en'] as const) {
    await page.goto(`${h.baseUrl}/${locale}/privacy`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const text = await page.getByRole('main').innerText();
    for (const name of [...cookies, ...stored]) expect(text, `${name} on /${locale}/privacy`).toContain(name);
  }
});

test('the opt-out page opens the cookie settings; scroll-to-top returns to the top', async ({ page, h }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`${h.baseUrl}/ro/opt-out`);
  const open = page.getByRole('main').getByRole('button', { name: 'Deschideți setările cookie-urilor' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Setări cookie-uri' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  const toTop = page.getByRole('button', { name: 'Înapoi sus' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#main')).toBeFocused();
  await expect(toTop).toHaveCount(0);
});

const dir = process.env.SHOTS_DIR;
for (const locale of ['ro', 'en'] as const) {
  test(`the privacy page and the footer fit at 1280 and 375 px without errors, ${locale} (screenshots with SHOTS_DIR)`, async ({
    page,
    h,
  }) => {
    const errors = watchErrors(page);
    await page.context().addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(
          JSON.stringify({
            v: 1,
            functional: true,
            statistics: false,
            marketing: false,
            date: new Date().toISOString(),
          }),
        ),
        url: h.baseUrl,
      },
    ]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await page.goto(`${h.baseUrl}/${locale}/privacy`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fitsThenShoot(page, dir, `legal-privacy-${locale}-${width}.png`, { fullPage: true });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await fitsThenShoot(page, dir, `legal-footer-${locale}-${width}.png`);
    }
    errors.check(`privacy ${locale}`);
  });
}
