/**
 * Issue 10 item 8 (fast first load): the built web app's answers — precompressed assets by
 * Accept-Encoding, Cache-Control by kind, no public source maps, and the app shell's per-locale
 * meta description and hreflang alternates. Runs on a temporary build folder (no web build needed).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_DESCRIPTION, pickEncoding, renderShell } from '../src/plugins/static.js';
import { startHarness, type Harness } from './harness.js';

const ASSET = '/assets/index-AbC123xy.js';
const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <title>HAI Marketing Wheel</title>
    <!--app-head-->
    <script type="module" crossorigin src="${ASSET}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A build folder with a hashed asset, its .br/.gz twins, a source map, index.html, a favicon. */
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
  return dir;
}

describe('web app static answers (issue 10 item 8)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ WEB_DIST: fakeDist() });
  });
  afterAll(async () => {
    await h?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

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
