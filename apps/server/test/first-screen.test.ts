/**
 * On the assessment page, a logged-in user's first screen drawn by the server
 * (plugins/first-screen.ts, static.ts) and the `hai_auth` cookie it is drawn for
 * (plugins/auth-cookie.ts). Runs on a temporary build folder whose renderer (`ssr/entry.js`) is a
 * stand-in that writes back what it was asked to draw, and can fail, hang or crash on request;
 * the real renderer is covered by the browser tests (e2e/signed-in-first-screen.spec.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE,
  FIRST_SCREEN_STATE_ID,
  STEPS,
  type FirstScreenState,
  type PrerenderManifest,
} from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { RENDER_TIMEOUT_MS } from '../src/plugins/first-screen.js';
import { bearer, json, loggedInUser, startHarness, uniqueEmail, type Harness } from './harness.js';

const ENTRY = '/assets/index-AbC123xy.js';
const BOOT = '/assets/boot-Zx9Cv8Bn.js';
const ROUTE_CSS = '/assets/AssessmentPage-Qw3r.css';
const ROUTE_JS = '/assets/AssessmentPage-Ty6u.js';
const INDEX = `<!doctype html>
<html lang="ro">
  <head>
    <title>HAI Marketing Wheel</title>
    <!--app-head-->
    <script type="module" crossorigin src="${ENTRY}"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Q1w2E3r4.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Cs5s.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST: PrerenderManifest = {
  consentVersion: 1,
  boot: BOOT,
  pages: {},
  signedIn: {
    renderer: 'ssr/entry.js',
    screens: { '/assessment': { css: [ROUTE_CSS], preload: [ROUTE_JS] } },
  },
};

/**
 * The stand-in renderer: its markup carries what it was asked (URL-encoded JSON in
 * `data-request`), its cache the answers as they came; a company named "Throws", "Slow" or "Crash" makes it throw, wait past the
 * timeout or end its thread.
 */
const RENDERER = `
export async function renderSignedIn(req) {
  const me = req.queries.find((q) => q.path === 'auth.me');
  const company = me ? me.data.user.companyName : '';
  if (company === 'Throws') throw new Error('renderer failed');
  if (company === 'Slow') await new Promise((r) => setTimeout(r, ${RENDER_TIMEOUT_MS + 2000}));
  if (company === 'Crash') process.exit(3);
  const current = req.queries.find((q) => q.path === 'assessment.current');
  const asked = {
    path: req.path,
    locale: req.locale,
    consent: req.consent,
    queries: req.queries.map((q) => ({ path: q.path, input: q.input })),
    questionId: current ? current.data.currentQuestion.id : null,
    env: Object.keys(process.env).length,
  };
  return {
    markup: '<main data-request="' + encodeURIComponent(JSON.stringify(asked)) + '"></main>',
    title: 'Evaluare · ' + company,
    cache: req.queries.map((q) => ({ key: [q.path.split('.'), { input: q.input, type: 'query' }], data: q.data })),
  };
}
`;

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hai-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'ssr'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'prerender.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'ssr', 'entry.js'), RENDERER);
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"secret":"build layout"}');
  return dir;
}

interface Asked {
  path: string;
  locale: string;
  consent: boolean;
  queries: { path: string; input?: unknown }[];
  questionId: string | null;
  env: number;
}

/** What the renderer was asked, read back from a first screen's HTML; null for the bare shell. */
function askedOf(html: string): Asked | null {
  const m = /data-request="([^"]*)"/.exec(html);
  return m ? (JSON.parse(decodeURIComponent(m[1]!)) as Asked) : null;
}

/** The `FirstScreenState` a first screen carries. */
function stateOf(html: string): FirstScreenState {
  const m = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (!m) throw new Error('no first-screen state in the page');
  return JSON.parse(m[1]!) as FirstScreenState;
}

/** The `hai_auth` Set-Cookie headers of an answer (one per page it is scoped to). */
function authSetCookies(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return all.filter((c) => c.startsWith(`${AUTH_COOKIE}=`));
}

/** Each `hai_auth` Set-Cookie header of an answer matches `pattern` once `{path}` is its path. */
function expectAuthCookies(headers: Record<string, unknown>, pattern: string): void {
  const cookies = authSetCookies(headers);
  expect(cookies.map((c) => /; Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([
    '/en/assessment',
    '/ro/assessment',
  ]);
  for (const c of cookies) {
    const path = /; Path=([^;]+)/.exec(c)![1]!;
    expect(c).toMatch(new RegExp(pattern.replace('{path}', path.replace(/\//g, '\\/'))));
  }
}

describe('signed-in first screen', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ WEB_DIST: fakeDist() });
  });
  afterAll(async () => {
    await h?.close();
  });

  /**
   * Register, verify and log in through REST; the token, the login's answer headers, and the
   * `Cookie` header a browser sends with the assessment then.
   */
  async function user(companyName = 'Acme Distribuție SRL', opts: { rememberMe?: boolean } = {}) {
    const u = await loggedInUser(h, uniqueEmail('first'), { registration: { companyName }, ...opts });
    const headers = { 'set-cookie': u.setCookie };
    return { ...u, headers, cookie: authSetCookies(headers)[0]!.split(';')[0]! };
  }

  const page = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', cookie, ...headers } });
  const html = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
    res.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : res.rawPayload.toString();

  it('sets the auth cookie on login for the assessment only: the token, HttpOnly, SameSite=Lax, until the session ends', async () => {
    const standard = await user();
    expect(standard.cookie).toBe(`${AUTH_COOKIE}=${standard.token}`);
    // One per locale's assessment, the pages drawn with it; APP_URL is http here: no Secure.
    expectAuthCookies(
      standard.headers,
      `^hai_auth=${standard.token}; Max-Age=\\d+; Path={path}; HttpOnly; SameSite=Lax$`,
    );
    for (const c of authSetCookies(standard.headers)) {
      const maxAge = Number(/Max-Age=(\d+)/.exec(c)![1]);
      expect(maxAge).toBeGreaterThan(12 * 3600 - 60);
      expect(maxAge).toBeLessThanOrEqual(12 * 3600);
    }
    const remembered = await user('Acme', { rememberMe: true });
    for (const c of authSetCookies(remembered.headers))
      expect(Number(/Max-Age=(\d+)/.exec(c)![1])).toBeGreaterThan(30 * 24 * 3600 - 60);
  });

  it('sets it through tRPC too (the web app logs in there)', async () => {
    const { email } = await user();
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.login?batch=1',
      payload: { 0: { email, password: 'correct horse battery' } },
    });
    expect(res.statusCode).toBe(200);
    expectAuthCookies(res.headers, '^hai_auth=[\\w.-]+; Max-Age=\\d+; Path={path}; HttpOnly; SameSite=Lax$');
  });

  it('never lets the cookie stand for the bearer token: the API answers 401 to the cookie alone', async () => {
    const { cookie } = await user();
    const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const answer = await h.app.inject({
      method: 'POST',
      url: '/api/assessment/answer',
      headers: { cookie },
      payload: perfectAnswers(STEPS)[0],
    });
    expect(answer.statusCode).toBe(401);
    const trpcMe = await h.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    expect(trpcMe.statusCode).toBe(401);
  });

  it('draws /ro/assessment for the user, with the queries the page asks, its styles and the answers', async () => {
    const { cookie, token } = await user('Acme </script><script>alert(1)</script> SRL');
    const res = await page('/ro/assessment', `${cookie}; hai_session=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    const body = html(res);
    const asked = askedOf(body)!;
    expect(asked).toMatchObject({ path: '/ro/assessment', locale: 'ro', consent: false });
    expect(asked.queries).toEqual([
      { path: 'auth.me' },
      { path: 'assessment.status' },
      { path: 'assessment.current', input: { redirectToUnanswered: true, locale: 'ro' } },
    ]);
    expect(asked.questionId).toBe(STEPS[0]!.questions[0]!.id);
    // The renderer's thread sees none of the server's environment (JWT secret, database URL…).
    expect(asked.env).toBe(0);
    // Title, the route's stylesheet after the shell's, its chunk preloaded by the starter.
    expect(body).toContain(
      '<title>Evaluare · Acme &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; SRL</title>',
    );
    expect(body).toMatch(
      new RegExp(`href="/assets/index-Cs5s.css">\\s*<link rel="stylesheet" crossorigin href="${ROUTE_CSS}">`),
    );
    expect(body).toContain(
      `src="${BOOT}" data-app="${ENTRY}" data-preload="/assets/react-Q1w2E3r4.js ${ROUTE_JS}"`,
    );
    // The answers, as the API gives them; the company name cannot close the script element.
    const state = stateOf(body);
    const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(state.cache[0]).toEqual({ key: [['auth', 'me'], { type: 'query' }], data: json(me) });
    expect(body.match(/<\/script>/g)).toHaveLength(2); // the starter's and the state's own
    expect(body).toContain('Acme \\u003c/script>\\u003cscript>alert(1)\\u003c/script> SRL');
    const current = await h.app.inject({
      method: 'GET',
      url: '/api/assessment/current?redirectToUnanswered=true&locale=ro',
      headers: bearer(token),
    });
    expect(state.cache[2]).toEqual({
      key: [
        ['assessment', 'current'],
        { input: { redirectToUnanswered: true, locale: 'ro' }, type: 'query' },
      ],
      data: json(current),
    });
  });

  it('draws /en/assessment in English, with the consent choice of the request', async () => {
    const { cookie } = await user();
    const consent = `cookie_consent=${encodeURIComponent(JSON.stringify({ v: 1, statistics: false, marketing: false, date: '2026-11-25T10:00:00.000Z' }))}`;
    const res = await page('/en/assessment', `${cookie}; hai_session=1; ${consent}`, {
      'sec-ch-ua-mobile': '?1',
    });
    const asked = askedOf(html(res))!;
    expect(asked).toMatchObject({ path: '/en/assessment', locale: 'en', consent: true });
    expect(asked.queries[2]).toEqual({
      path: 'assessment.current',
      input: { redirectToUnanswered: true, locale: 'en' },
    });
  });

  it('sends the shared shell without the session flag, without the cookie, or on another page', async () => {
    const { cookie } = await user();
    for (const [url, cookies] of [
      ['/ro/assessment', cookie],
      ['/ro/assessment', 'hai_session=1'],
      ['/ro/results', `${cookie}; hai_session=1`],
      ['/assessment', `${cookie}; hai_session=1`],
    ] as const) {
      const res = await page(url, cookies);
      expect(askedOf(html(res)), `${url} with ${cookies}`).toBeNull();
      expect(html(res)).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the shared shell and deletes the cookie once the session is logged out, and for a forged one', async () => {
    const { cookie, token } = await user();
    const logout = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expectAuthCookies(logout.headers, '^hai_auth=; Max-Age=0; Path={path}; .*HttpOnly; SameSite=Lax$');
    for (const stale of [cookie, `${AUTH_COOKIE}=forged.token.value`]) {
      const res = await page('/ro/assessment', `${stale}; hai_session=1`);
      expect(res.statusCode).toBe(200);
      expect(askedOf(html(res))).toBeNull();
      expectAuthCookies(res.headers, '^hai_auth=; Max-Age=0; Path={path};');
    }
  });

  it('sends the shared shell once the assessment is completed (the app goes on to the results)', async () => {
    const { cookie, token } = await user();
    for (const a of perfectAnswers(STEPS)) {
      const r = await h.app.inject({
        method: 'POST',
        url: '/api/assessment/answer',
        headers: bearer(token),
        payload: a,
      });
      expect(r.statusCode).toBe(200);
    }
    const res = await page('/ro/assessment', `${cookie}; hai_session=1`);
    expect(askedOf(html(res))).toBeNull();
    expect(authSetCookies(res.headers)).toEqual([]);
  });

  it('sends the shared shell when the renderer fails, is late, or crashes, and renders again after a crash', async () => {
    for (const company of ['Throws', 'Slow', 'Crash']) {
      const { cookie } = await user(company);
      const started = Date.now();
      const res = await page('/ro/assessment', `${cookie}; hai_session=1`);
      expect(res.statusCode, company).toBe(200);
      expect(askedOf(html(res)), company).toBeNull();
      expect(html(res)).toContain('<div id="root"></div>');
      expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS + 1000);
    }
    const { cookie } = await user();
    expect(askedOf(html(await page('/ro/assessment', `${cookie}; hai_session=1`)))).not.toBeNull();
  });

  it('never serves the renderer or Vite’s manifest', async () => {
    for (const url of ['/ssr/entry.js', '/.vite/manifest.json']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('renderSignedIn');
      expect(res.body).not.toContain('build layout');
    }
  });
});

describe('auth cookie over https', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ APP_URL: 'https://wheel.example' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('carries Secure when the app is served over https', async () => {
    const { setCookie } = await loggedInUser(h);
    expectAuthCookies({ 'set-cookie': setCookie }, '; Path={path}; HttpOnly; Secure; SameSite=Lax$');
  });
});
