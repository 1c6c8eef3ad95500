/**
 * Fast first load, in the browser against the built app and server:
 * - no Content-Security-Policy violation (`securitypolicyviolation` events, console CSP errors)
 *   on the home page, the login page with its validation (zod, jitless) and after logging in;
 * - the first load is compressed and cacheable: scripts arrive brotli-encoded and immutable, the
 *   HTML is no-cache, source maps are not public;
 * - the HTML carries the meta description and hreflang alternates of the URL's language.
 * With SHOTS_DIR set, screenshots of /ro and /en/login at 1280 and 375 px.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, logIn, SKIP_BROWSER, SKIP_REASON, test } from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

/** Record CSP violations (events, before any script of the app runs) and console CSP errors. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy|unsafe-eval/i.test(msg.text())) consoleErrors.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('home, login (with validation) and the dashboard run without a CSP violation', async ({ page, h }) => {
  const violations = await watchCsp(page);
  await page.goto(`${h.baseUrl}/ro`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app starts on the first interaction (src/boot.ts): it must run, too.
  await page.mouse.move(200, 200);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await violations()).toEqual([]);

  await page.goto(`${h.baseUrl}/ro/login`);
  // An empty submit runs the form's zod schema: an error appears, and still no violation.
  await page.getByTestId('login-submit').click();
  await expect(page.locator('[role="alert"], .field__error, [aria-invalid="true"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  const account = await h.createAccount({ verified: true });
  await logIn(page, h, account);
  expect(await violations()).toEqual([]);

  // The watch itself works: a script the policy refuses (inline) is reported.
  await page.addScriptTag({ content: 'window.name = "inline";' }).catch(() => undefined);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/script-src/));
});

test('scripts arrive compressed and immutable, the HTML revalidated, maps private', async ({ page, h }) => {
  const scripts: { url: string; encoding?: string; cache?: string; length?: string }[] = [];
  page.on('response', (res) => {
    if (/\/assets\/.+\.js$/.test(res.url()))
      scripts.push({
        url: res.url(),
        encoding: res.headers()['content-encoding'],
        cache: res.headers()['cache-control'],
        length: res.headers()['content-length'],
      });
  });
  const html = await page.goto(`${h.baseUrl}/ro/login`);
  expect(html!.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  // The prerendered page loads the app on the first interaction (src/boot.ts).
  await page.getByTestId('field-email').focus();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

  expect(scripts.length).toBeGreaterThan(3);
  // Every script over 1 KB comes brotli-encoded (smaller ones are not worth it).
  expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(3);
  for (const s of scripts) {
    if (s.encoding !== 'br') expect.soft(Number(s.length), s.url).toBeLessThanOrEqual(1024);
    expect.soft(s.cache, s.url).toBe('public, max-age=31536000, immutable');
  }
  // The maps exist on disk (hidden, for error reporting) but are not served.
  const map = await page.request.get(`${scripts[0]!.url}.map`);
  expect(map.status()).toBe(404);
});

test('each language has its meta description, lang and hreflang alternates', async ({ page, h }) => {
  await page.goto(`${h.baseUrl}/en/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /self-assessment/);
  // Absolute URLs on the server's APP_URL.
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/ro\/login$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/login$/,
  );

  await page.goto(`${h.baseUrl}/ro`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Evaluați gratuit/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);

  const dir = process.env.SHOTS_DIR;
  if (dir) {
    for (const [path, name] of [
      ['/ro', 'home-ro'],
      ['/en/login', 'login-en'],
    ] as const)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(`${h.baseUrl}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({ path: join(dir, `first-load-${name}-${width}.png`), fullPage: true });
      }
  }
});
