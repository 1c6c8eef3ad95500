/**
 * Fast first load: the built web app's answers — precompressed assets by
 * Accept-Encoding, Cache-Control by kind, no public source maps, and the app shell's per-locale
 * meta description and hreflang alternates, and the prerendered first screen of the public entry
 * pages (by path, consent cookie and session flag). Runs on a temporary build folder (no web build
 * needed).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  META_DESCRIPTION,
  hasValidConsent,
  loadPrerender,
  pickEncoding,
  renderShell,
} from '../src/plugins/shell.js';
import type { PrerenderManifest } from '@hai/domain';
import { startHarness, type Harness } from './harness.js';

const ASSET = '/assets/index-AbC123xy.js';
const VENDOR = ['/assets/react-Q1w2E3r4.js', '/assets/i18n-T5y6U7i8.js'];
const BOOT = '/assets/boot-Zx9Cv8Bn.js';
const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <title>HAI Marketing Wheel</title>
    <!--app-head-->
    <script type="module" crossorigin src="${ASSET}"></script>
    <link rel="modulepreload" crossorigin href="${VENDOR[0]}">
    <link rel="modulepreload" crossorigin href="${VENDOR[1]}">
    <link rel="stylesheet" crossorigin href="/assets/index-Cs5s.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const PRERENDERED = ['/ro', '/en', '/ro/login', '/en/login', '/ro/register', '/en/register'];
/** The markup of one page and form, with markers that tell which was sent. */
const markup = (path: string, form: string) =>
  `<div class="app" data-page="${path}" data-form="${form}"><h1>${path}</h1></div>`;
const PRERENDER: PrerenderManifest = {
  consentVersion: 1,
  boot: BOOT,
  pages: Object.fromEntries(
    PRERENDERED.map((path) => [
      path,
      { title: `Title of ${path} · HAI`, banner: markup(path, 'banner'), settled: markup(path, 'settled') },
    ]),
  ),
};
const EMPTY_ROOT = '<div id="root"></div>';
/** A `cookie_consent` value as the web app writes it (URL-encoded JSON). */
const consentCookie = (v: number) =>
  `cookie_consent=${encodeURIComponent(JSON.stringify({ v, functional: true, statistics: false, marketing: false, date: '2026-11-23T10:00:00.000Z' }))}`;

/**
 * A build folder with a hashed asset, its .br/.gz twins, a source map, index.html, a favicon and
 * prerender.json.
 */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hai-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, ASSET), JS);
  // Distinct markers, so a test can tell which file was sent.
  writeFileSync(join(dir, `${ASSET}.br`), brotliCompressSync(JS + '// br\n'));
  writeFileSync(join(dir, `${ASSET}.gz`), gzipSync(JS + '// gz\n'));
  writeFileSync(join(dir, `${ASSET}.map`), '{"version":3,"sources":["../src/secret.ts"]}');
  writeFileSync(join(dir, 'prerender.json'), JSON.stringify(PRERENDER));
  return dir;
}

describe('web app static answers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ WEB_DIST: fakeDist() });
  });
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(cookie === undefined ? {} : { cookie }),
      },
    });
  /** The HTML of a GET, decompressed from its brotli form. */
  const html = async (url: string, cookie?: string) => {
    const res = await get(url, 'br', cookie);
    expect(res.headers['content-encoding']).toBe('br');
    return brotliDecompressSync(res.rawPayload).toString();
  };

  it('sends the brotli file to a client that accepts br', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS + '// br\n');
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(JS + '// gz\n');
  });

  it('sends the plain file without Accept-Encoding', async () => {
    const res = await get(ASSET, '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get(ASSET, 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/ro', '/ro/login', '/index.html'])('marks the HTML of %s no-cache', async (url) => {
    const res = await get(url, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('gives the favicon a short max-age, not a year', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([`${ASSET}.map`, `${ASSET}.br`, `${ASSET}.gz`, '/assets/missing-123.js.map'])(
    'refuses %s with a 404',
    async (url) => {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sources');
    },
  );

  it('injects the English description, lang and hreflang alternates for /en/login', async () => {
    const res = await get('/en/login?email=a%40b.c', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<meta name="description" content="${META_DESCRIPTION.en}" />`);
    expect(html).toContain('<link rel="alternate" hreflang="ro" href="http://wheel.test/ro/login" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://wheel.test/en/login" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://wheel.test/login" />');
    expect(html).toContain('<title>HAI Marketing Wheel</title>');
    expect(html).not.toContain('<!--app-head-->');
  });

  it('injects the Romanian description for /ro, uncompressed when asked so', async () => {
    const res = await get('/ro', '');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<html lang="ro"');
    expect(res.body).toContain(META_DESCRIPTION.ro);
    expect(res.body).toContain('hreflang="x-default" href="http://wheel.test/"');
  });

  it.each(PRERENDERED)('puts the first screen of %s in the HTML, with its title', async (path) => {
    const page = await html(path);
    expect(page).toContain(`<div id="root">${markup(path, 'banner')}</div>`);
    expect(page).toContain(`<title>Title of ${path} · HAI</title>`);
    expect(page).toContain(`<html lang="${path.slice(1, 3)}"`);
    expect(page).toContain(META_DESCRIPTION[path.startsWith('/en') ? 'en' : 'ro']);
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
    // The only script is the starter, which loads the app and its chunks on the first
    // interaction: no module of the app is fetched or preloaded before.
    expect(page).toContain(
      `<script type="module" crossorigin src="${BOOT}" data-app="${ASSET}" data-preload="${VENDOR.join(' ')}"></script>`,
    );
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cs5s.css">');
  });

  it('sends the same prerendered HTML in its gzip and plain forms', async () => {
    const br = await html('/en/register');
    const gz = await get('/en/register', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(br);
    const plain = await get('/en/register', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(br);
  });

  it('sends the form without the banner once a valid consent is stored', async () => {
    expect(await html('/ro/login', consentCookie(1))).toContain(markup('/ro/login', 'settled'));
    expect(await html('/ro', `theme=x; ${consentCookie(1)}`)).toContain(markup('/ro', 'settled'));
    // A choice of another version, or a malformed one, brings the banner back (as in the app).
    expect(await html('/ro/login', consentCookie(2))).toContain(markup('/ro/login', 'banner'));
    expect(await html('/ro/login', 'cookie_consent=%7Bnot-json')).toContain(markup('/ro/login', 'banner'));
  });

  it.each(['/ro', '/en/login', '/ro/register'])(
    'sends the bare shell of %s with the session flag',
    async (path) => {
      for (const cookie of ['hai_session=1', `${consentCookie(1)}; hai_session=1`]) {
        const page = await html(path, cookie);
        expect(page).toContain(EMPTY_ROOT);
        expect(page).toContain('<title>HAI Marketing Wheel</title>');
        expect(page).not.toContain('data-page=');
        // The app's own entry and its preloads, as built.
        expect(page).toContain(`<script type="module" crossorigin src="${ASSET}"></script>`);
        expect(page).toContain(`<link rel="modulepreload" crossorigin href="${VENDOR[0]}">`);
        expect(page).not.toContain(BOOT);
      }
      // A cleared flag is no session.
      expect(await html(path, 'hai_session=')).toContain(markup(path, 'banner'));
    },
  );

  it.each(['/', '/login', '/ro/', '/ro/assessment', '/en/forgot-password', '/ro/login/x', '/RO/login'])(
    'does not prerender %s',
    async (path) => {
      const page = await html(path);
      expect(page).toContain(EMPTY_ROOT);
      expect(page).not.toContain('data-page=');
    },
  );

  it('prerenders login and register only without a query string, the home page with one', async () => {
    expect(await html('/ro/login?registered=true')).toContain(EMPTY_ROOT);
    expect(await html('/en/register?x=1')).toContain(EMPTY_ROOT);
    expect(await html('/en?utm_source=mail')).toContain(markup('/en', 'banner'));
  });

  it('varies the prerendered paths on Cookie, the others only on Accept-Encoding', async () => {
    expect((await get('/ro/login', 'br')).headers.vary).toBe('Accept-Encoding, Cookie');
    expect((await get('/ro/login', 'br', 'hai_session=1')).headers.vary).toBe('Accept-Encoding, Cookie');
    expect((await get('/ro/results', 'br')).headers.vary).toBe('Accept-Encoding');
  });

  it('does not serve prerender.json by its own name', async () => {
    const res = await get('/prerender.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('data-page');
  });

  it('still answers the API as JSON and unknown files with 404', async () => {
    expect((await get('/api/nope')).statusCode).toBe(404);
    expect((await get('/assets/gone-old.js')).statusCode).toBe(404);
  });
});

describe('shell helpers', () => {
  it('escapes the request path in attributes', () => {
    const html = renderShell(INDEX, 'https://w.example', '/en/"><script>');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('href="https://w.example/en/&quot;&gt;&lt;script&gt;"');
  });

  it('inserts before </head> when index.html has no placeholder', () => {
    const html = renderShell('<html lang="ro"><head><title>t</title></head></html>', 'https://w', '/en');
    expect(html).toMatch(/<meta name="description"[^>]+>[\s\S]*<\/head>/);
    expect(html).toContain('<html lang="en"');
  });

  it('ignores a prerender manifest without its starter script (the pages stay client-rendered)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hai-web-prerender-'));
    const { boot: _boot, ...withoutBoot } = PRERENDER;
    writeFileSync(join(dir, 'prerender.json'), JSON.stringify(withoutBoot));
    expect(loadPrerender(dir)).toBeNull();
    writeFileSync(join(dir, 'prerender.json'), JSON.stringify({ ...PRERENDER, boot: 'https://x/boot.js' }));
    expect(loadPrerender(dir)).toBeNull();
    writeFileSync(join(dir, 'prerender.json'), JSON.stringify(PRERENDER));
    expect(loadPrerender(dir)?.boot).toBe(BOOT);
  });

  it('puts markup and title in as text, whatever they contain', () => {
    const html = renderShell(INDEX, 'https://w', '/ro', {
      title: 'A & <b>',
      markup: '<p>$& $1 $$</p>',
      boot: BOOT,
    });
    expect(html).toContain('<div id="root"><p>$& $1 $$</p></div>');
    expect(html).toContain('<title>A &amp; &lt;b&gt;</title>');
  });

  it.each([
    ['', false],
    ['cookie_consent=', false],
    [consentCookie(1), true],
    [`a=1; ${consentCookie(1)}; b=2`, true],
    [consentCookie(0), false],
    [
      `cookie_consent=${encodeURIComponent('{"v":1,"statistics":"yes","marketing":false,"date":"x"}')}`,
      false,
    ],
    ['cookie_consent=%E0%A4%A', false],
  ])('reads the consent of %j as valid: %j', (header, expected) => {
    expect(hasValidConsent(header, 1)).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['', undefined],
    [undefined, undefined],
  ] as const)('picks an encoding for %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
