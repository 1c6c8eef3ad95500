/**
 * Beside the odd requests of fastify-errors.test.ts: OPTIONS, PATCH and DELETE
 * over every tRPC procedure path and every /api path, and CORS preflights on every path, never
 * answer 5xx or log an error: a preflight answers 204 with the CORS headers (origin in
 * `CORS_ORIGINS`) or 403; a method a path does not take answers 405 with `Allow` (or 404 on a path
 * that does not exist), in the one error body (tRPC's envelope on /trpc).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../src/rest/routes.js';
import { appRouter } from '../src/trpc/root.js';
import { startHarness, type Harness } from './harness.js';

const ROUTES = restRoutes(appRouter);
const PARTNER = 'https://partner.example';
const ODD_METHODS = ['OPTIONS', 'PATCH', 'DELETE'] as const;
/** The 405's message in English (api-errors.ts). */
const METHOD_NOT_ALLOWED =
  "This address does not take the request's method. Please use one of the methods in the Allow header.";

/** Every /api path, its `{param}`s filled, with the methods the routes matching it take. */
const API_PATHS: [string, Set<string>][] = (() => {
  const sample = (path: string) => `/api${path.replace(/\{\w+\}/g, '3f2b8c1e-9a4d-4f6b-8e2a-1c5d7b9e0f12')}`;
  const patterns = ROUTES.map((r) => ({
    method: r.rest.method,
    re: new RegExp(`^/api${r.rest.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  const paths = [...new Set(ROUTES.map((r) => sample(r.rest.path))), '/api/openapi.json', '/api/docs'];
  return paths.map((p) => {
    const methods = new Set(patterns.filter((x) => x.re.test(p)).map((x) => x.method));
    if (p === '/api/openapi.json' || p === '/api/docs') methods.add('GET');
    return [p, methods];
  });
})();

/** The `Allow` an answer must carry for these methods (HEAD beside GET, sorted). */
const allow = (methods: Iterable<string>) => {
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  return [...all].sort().join(', ');
};

/** The error body of an answer: the bare body, or the (first) tRPC envelope's data. */
function bodyOf(text: string, trpc: boolean): Record<string, unknown> {
  const json = JSON.parse(text) as unknown;
  if (!trpc) return json as Record<string, unknown>;
  const envelope = (Array.isArray(json) ? json[0] : json) as { error: { data: Record<string, unknown> } };
  return envelope.error.data;
}

/** Log lines at warn or above, from the app under test. */
const logged: string[] = [];
const logger = { level: 'warn', stream: { write: (line: string) => void logged.push(line) } };

describe('methods a path does not take', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { logger });
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(ODD_METHODS)(
    '%s on every tRPC procedure answers 405 with Allow, with or without a body',
    async (method) => {
      for (const r of ROUTES) {
        for (const payload of [undefined, '{}']) {
          const res = await h.app.inject({
            method,
            url: `/trpc/${r.procedure}`,
            headers: { 'x-locale': 'en', ...(payload ? { 'content-type': 'application/json' } : {}) },
            payload,
          });
          const what = `${method} /trpc/${r.procedure} ${payload ?? ''}`;
          expect(res.statusCode, what).toBe(405);
          expect(res.headers.allow, what).toBe(r.type === 'query' ? 'GET, HEAD' : 'POST');
          expect(bodyOf(res.body, true), what).toMatchObject({
            error: 'METHOD_NOT_ALLOWED',
            message: METHOD_NOT_ALLOWED,
            httpStatus: 405,
          });
        }
      }
    },
  );

  it('the other standard method of a procedure, a batch, an unknown procedure', async () => {
    const get = await h.app.inject({ method: 'GET', url: '/trpc/auth.login' });
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'POST']);
    const post = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.me',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    const batch = await h.app.inject({ method: 'DELETE', url: '/trpc/auth.me,assessment.steps?batch=1' });
    expect([batch.statusCode, batch.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(JSON.parse(batch.body)).toHaveLength(2);
    for (const method of ODD_METHODS) {
      for (const url of ['/trpc/nope', '/trpc/auth.me,nope?batch=1', '/trpc/']) {
        const res = await h.app.inject({ method, url, headers: { 'x-locale': 'en' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(bodyOf(res.body, true)).toMatchObject({ error: 'NOT_FOUND', message: 'Not found' });
      }
    }
  });

  it.each(ODD_METHODS)(
    '%s on every /api path answers 405 with Allow, or runs the route that takes it',
    async (method) => {
      for (const [path, methods] of API_PATHS) {
        const res = await h.app.inject({ method, url: path, headers: { 'x-locale': 'en' } });
        const what = `${method} ${path}`;
        if (methods.has(method)) {
          // A route that takes it: no session here.
          expect(res.statusCode, what).toBe(401);
          continue;
        }
        expect(res.statusCode, what).toBe(405);
        expect(res.headers.allow, what).toBe(allow(methods));
        expect(bodyOf(res.body, false), what).toMatchObject({
          error: 'METHOD_NOT_ALLOWED',
          message: METHOD_NOT_ALLOWED,
        });
      }
    },
  );

  it('an unknown /api path, the web app: 404 in the error body', async () => {
    for (const method of ODD_METHODS) {
      for (const url of ['/api/nope', '/api', '/', '/ro/login', '/assets/x.js']) {
        const res = await h.app.inject({ method, url, headers: { 'x-locale': 'en' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(bodyOf(res.body, false)).toMatchObject({ error: 'NOT_FOUND', message: 'Not found' });
      }
    }
  });

  it('refuses every preflight when CORS_ORIGINS lists no origin', async () => {
    const res = await h.app.inject({
      method: 'OPTIONS',
      url: '/trpc/auth.login',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('logged nothing at warn or above', () => {
    expect(logged).toEqual([]);
  });
});

describe('CORS preflights with CORS_ORIGINS', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startHarness({ CORS_ORIGINS: `${PARTNER}, https://other.example` }, { logger });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await h?.close();
  });

  const EVERY_PATH = [
    ...ROUTES.map((r) => `/trpc/${r.procedure}`),
    '/trpc/auth.me,assessment.steps?batch=1',
    '/trpc/nope',
    ...API_PATHS.map(([p]) => p),
    '/api/nope',
    '/',
    '/ro/login',
    '/assets/x.js',
  ];

  /** A browser's preflight over real HTTP. */
  const preflight = (path: string, origin: string) =>
    fetch(`${base}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
        'x-locale': 'en',
      },
    });

  it('answers 204 with the CORS headers for a listed origin, on every path', async () => {
    for (const path of EVERY_PATH) {
      const res = await preflight(path, PARTNER);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
      expect(res.headers.get('access-control-allow-methods'), path).toContain('POST');
      expect(res.headers.get('access-control-allow-headers'), path).toMatch(/Content-Type.*Authorization/);
      expect(res.headers.get('vary'), path).toMatch(/Origin/);
      expect(await res.text(), path).toBe('');
    }
  });

  it('answers 403 in the error body for any other origin, on every path', async () => {
    for (const path of EVERY_PATH) {
      const res = await preflight(path, 'https://evil.example');
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(res.headers.get('vary'), path).toMatch(/Origin/);
      expect(bodyOf(await res.text(), path.startsWith('/trpc/')), path).toMatchObject({
        error: 'FORBIDDEN',
        message: 'You do not have access to this',
      });
    }
  });

  it('answers an OPTIONS that is no preflight like any method the path does not take', async () => {
    for (const [url, status] of [
      ['/trpc/auth.login', 405],
      ['/api/auth/login', 405],
      ['/api/nope', 404],
      ['/ro/login', 404],
    ] as const) {
      const res = await fetch(`${base}${url}`, { method: 'OPTIONS', headers: { origin: PARTNER } });
      expect(res.status, url).toBe(status);
      expect(res.headers.get('content-type'), url).toMatch(/application\/json/);
    }
  });

  it('sends PATCH and DELETE over real HTTP without a 5xx', async () => {
    for (const path of EVERY_PATH) {
      for (const method of ['PATCH', 'DELETE']) {
        const res = await fetch(`${base}${path}`, { method, headers: { origin: PARTNER } });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect([401, 404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
  });

  it('logged nothing at warn or above', () => {
    expect(logged).toEqual([]);
  });
});
