/**
 * Rate limits per IP and per account on auth routes (ASVS 6.3.1, 15.3.4), and the header fields
 * that tell a client its quota (draft-ietf-httpapi-ratelimit-headers: `RateLimit`,
 * `RateLimit-Policy`; RFC 9110 `Retry-After` on every 429).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { apiCall, json, loggedInUser, startHarness, uniqueEmail, type Harness } from './harness.js';

const login = (h: Harness, email: string, ip: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'accept-language': 'en', ...headers },
    payload: { email, password: 'wrong password!' },
  });

describe('per client address', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_IP_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 with a translated message after the limit, for that address only', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login(h, uniqueEmail('ip'), '10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await login(h, uniqueEmail('ip'), '10.0.0.1');
    // The message states the wait the Retry-After header gives, for a person reading it.
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(json(limited)).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      message: `Too many requests. Try again in ${wait} s.`,
    });
    expect((await login(h, uniqueEmail('ip'), '10.0.0.2')).statusCode).toBe(401);
  });

  it('counts tRPC calls too, and leaves other routes alone', async () => {
    for (let i = 0; i < 5; i++) {
      await h.app.inject({
        method: 'POST',
        url: '/trpc/auth.forgotPassword',
        remoteAddress: '10.0.0.3',
        payload: { email: uniqueEmail('t') },
      });
    }
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.forgotPassword',
      remoteAddress: '10.0.0.3',
      payload: { email: uniqueEmail('t') },
    });
    expect(res.statusCode).toBe(429);
    const steps = await h.app.inject({
      method: 'GET',
      url: '/api/assessment/steps',
      remoteAddress: '10.0.0.3',
    });
    expect(steps.statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await login(h, uniqueEmail('xff'), '10.0.0.9', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode,
      );
    expect(codes.at(-1)).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_IP_PER_MINUTE: '2', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('limits per forwarded client address', async () => {
    const a = [];
    for (let i = 0; i < 3; i++)
      a.push(
        (await login(h, uniqueEmail('p'), '10.1.0.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode,
      );
    expect(a).toEqual([401, 401, 429]);
    expect(
      (await login(h, uniqueEmail('p'), '10.1.0.1', { 'x-forwarded-for': '198.51.100.8' })).statusCode,
    ).toBe(401);
  });
});

describe('per account', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_ACCOUNT_PER_15_MIN: '3' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('slows down a flooded account from any address without locking out another account', async () => {
    const victim = uniqueEmail('victim');
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login(h, victim, `10.2.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const other = await loggedInUser(h);
    expect(other.token).toBeTruthy();
  });

  it('limits forgot-password per address alike for unknown accounts', async () => {
    const ghost = uniqueEmail('ghost');
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await h.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            remoteAddress: `10.3.0.${i}`,
            payload: { email: ghost },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('per procedure call (tRPC batches and REST alike)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_IP_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** One tRPC HTTP request carrying `calls` (a batch of procedure paths and inputs) from `ip`. */
  const batch = (ip: string, calls: [string, unknown][], lang = 'en') =>
    h.app.inject({
      method: 'POST',
      url: `/trpc/${calls.map(([p]) => p).join(',')}?batch=1`,
      remoteAddress: ip,
      headers: { 'accept-language': lang },
      payload: Object.fromEntries(calls.map(([, input], i) => [i, input])),
    });
  const wrongLogin = (): [string, unknown] => [
    'auth.login',
    { email: uniqueEmail('batch'), password: 'wrong password!' },
  ];
  /** The wire codes of a batch answer, counted. */
  const tally = (body: { error?: { data: { error: string } }; result?: unknown }[]) =>
    body.reduce<Record<string, number>>((acc, r) => {
      const k = r.error ? r.error.data.error : 'OK';
      acc[k] = (acc[k] ?? 0) + 1;
      return acc;
    }, {});

  it('limits a batch of 50 login calls from one address like 50 separate calls', async () => {
    const res = await batch('10.9.0.1', Array.from({ length: 50 }, wrongLogin));
    expect(tally(json(res))).toEqual({ INVALID_CREDENTIALS: 5, TOO_MANY_REQUESTS: 45 });
    const separate: Record<number, number> = {};
    for (let i = 0; i < 50; i++) {
      const r = await login(h, uniqueEmail('one'), '10.9.0.2');
      separate[r.statusCode] = (separate[r.statusCode] ?? 0) + 1;
    }
    expect(separate).toEqual({ 401: 5, 429: 45 });
  });

  it('limits only the limited procedure of a mixed batch', async () => {
    // A batch holds calls of one kind (mutations here): logins, limited, and logouts, not limited.
    const calls: [string, unknown][] = [];
    for (let i = 0; i < 8; i++) calls.push(wrongLogin(), ['auth.logout', {}]);
    const body = json<{ error?: { data: { error: string } } }[]>(await batch('10.9.0.3', calls));
    expect(tally(body.filter((_, i) => i % 2 === 0))).toEqual({
      INVALID_CREDENTIALS: 5,
      TOO_MANY_REQUESTS: 3,
    });
    expect(tally(body.filter((_, i) => i % 2 === 1))).toEqual({ UNAUTHORIZED: 8 });
  });

  it('counts REST and tRPC calls of one procedure together', async () => {
    for (let i = 0; i < 3; i++) expect((await login(h, uniqueEmail('mix'), '10.9.0.4')).statusCode).toBe(401);
    const res = await batch('10.9.0.4', [wrongLogin(), wrongLogin(), wrongLogin()]);
    expect(tally(json(res))).toEqual({ INVALID_CREDENTIALS: 2, TOO_MANY_REQUESTS: 1 });
    expect((await login(h, uniqueEmail('mix'), '10.9.0.4')).statusCode).toBe(429);
  });

  it('sends the 429 in tRPC’s envelope with its JSON-RPC code, translated', async () => {
    await batch('10.9.0.5', Array.from({ length: 5 }, wrongLogin));
    const res = await batch('10.9.0.5', [wrongLogin()], 'ro');
    expect(res.statusCode).toBe(429);
    const message = `Prea multe cereri. Încercați din nou peste ${String(res.headers['retry-after'])} s.`;
    const requestId = res.headers['x-request-id'];
    expect(json<unknown[]>(res)).toEqual([
      {
        error: {
          message,
          code: -32029,
          data: { error: 'TOO_MANY_REQUESTS', message, httpStatus: 429, requestId },
        },
      },
    ]);
  });
});

describe('tarpit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_IP_PER_MINUTE: '1', RATE_LIMIT_DELAY_MS: '300' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('holds a rate-limited answer back before the 429', async () => {
    expect((await login(h, uniqueEmail('tp'), '10.8.0.1')).statusCode).toBe(401);
    const t = Date.now();
    expect((await login(h, uniqueEmail('tp'), '10.8.0.1')).statusCode).toBe(429);
    expect(Date.now() - t).toBeGreaterThanOrEqual(300);
  });
});

/** The items of a `RateLimit` or `RateLimit-Policy` field: policy name → its parameters. */
function fieldItems(value: unknown): Record<string, Record<string, number>> {
  expect(typeof value, String(value)).toBe('string');
  const items: Record<string, Record<string, number>> = {};
  for (const item of (value as string).split(',')) {
    const [name, ...params] = item.trim().split(';');
    expect(name, item).toMatch(/^"[\w-]+"$/);
    items[name!.slice(1, -1)] = Object.fromEntries(
      params.map((p) => {
        const [k, v] = p.split('=');
        expect(v, item).toMatch(/^\d+$/);
        return [k!, Number(v)];
      }),
    );
  }
  return items;
}

describe('rate-limit header fields (RateLimit, RateLimit-Policy, Retry-After)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_IP_PER_MINUTE: '3', RATE_LIMIT_ACCOUNT_PER_15_MIN: '10' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const forgot = (ip: string, email: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: { email },
    });

  it('tells every counted call what is left, and a 429 when to come back', async () => {
    const email = uniqueEmail('quota');
    const left: number[] = [];
    for (let i = 0; i < 3; i++) {
      const ok = await forgot('10.7.0.1', email);
      expect(ok.statusCode).toBe(200);
      expect(fieldItems(ok.headers['ratelimit-policy'])).toEqual({
        'auth-per-address': { q: 3, w: 60 },
        'auth-per-account': { q: 10, w: 900 },
      });
      const now = fieldItems(ok.headers.ratelimit);
      left.push(now['auth-per-address']!.r!);
      expect(now['auth-per-address']!.t).toBeGreaterThan(0);
      expect(now['auth-per-address']!.t).toBeLessThanOrEqual(60);
      expect(now['auth-per-account']).toMatchObject({ r: 9 - i });
      expect(ok.headers['retry-after']).toBeUndefined();
    }
    expect(left).toEqual([2, 1, 0]);
    const refused = await forgot('10.7.0.1', email);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    const retryAfter = String(refused.headers['retry-after']);
    expect(retryAfter).toMatch(/^\d+$/);
    const limit = fieldItems(refused.headers.ratelimit)['auth-per-address']!;
    expect(limit.r).toBe(0);
    // Retry-After is never earlier than the end of the refused policy's window.
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(Math.max(1, limit.t!));
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(fieldItems(refused.headers['ratelimit-policy'])['auth-per-address']).toEqual({ q: 3, w: 60 });
  });

  it('a 429 of the per-account limit names that policy; a call without an e-mail only the per-address one', async () => {
    const victim = uniqueEmail('account-quota');
    for (let i = 0; i < 10; i++) expect((await forgot(`10.7.1.${i}`, victim)).statusCode).toBe(200);
    const refused = await forgot('10.7.1.200', victim);
    expect(refused.statusCode).toBe(429);
    const items = fieldItems(refused.headers.ratelimit);
    expect(items['auth-per-account']).toMatchObject({ r: 0 });
    expect(items['auth-per-address']).toMatchObject({ r: 2 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    const noEmail = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.7.1.201',
      payload: {},
    });
    expect(noEmail.statusCode).toBe(400);
    expect(Object.keys(fieldItems(noEmail.headers.ratelimit))).toEqual(['auth-per-address']);
  });

  it('tRPC answers carry them too, a batch the tightest of its calls', async () => {
    const call = () =>
      h.app.inject({
        method: 'POST',
        url: '/trpc/auth.forgotPassword,auth.forgotPassword?batch=1',
        remoteAddress: '10.7.2.1',
        payload: { 0: { email: uniqueEmail('t') }, 1: { email: uniqueEmail('t') } },
      });
    const first = await call();
    expect(first.statusCode).toBe(200);
    expect(fieldItems(first.headers.ratelimit)['auth-per-address']).toMatchObject({ r: 1 });
    const second = await call();
    expect(second.statusCode).toBe(207);
    expect(fieldItems(second.headers.ratelimit)['auth-per-address']).toMatchObject({ r: 0 });
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const single = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.forgotPassword',
      remoteAddress: '10.7.2.1',
      payload: { email: uniqueEmail('t') },
    });
    expect(single.statusCode).toBe(429);
    expect(single.headers['retry-after']).toMatch(/^\d+$/);
    expect(fieldItems(single.headers.ratelimit)['auth-per-address']).toMatchObject({ r: 0 });
  });

  it('the results e-mail: its success tells the quota, its 429 when to send again', async () => {
    const { token } = await loggedInUser(h);
    for (const a of perfectAnswers(STEPS)) await apiCall(h, token, 'POST', '/assessment/answer', a);
    const sent = await apiCall(h, token, 'POST', '/assessment/send-results');
    expect(sent.statusCode).toBe(200);
    expect(fieldItems(sent.headers['ratelimit-policy'])).toEqual({
      'results-email-short': { q: 1, w: 60 },
      'results-email-long': { q: 10, w: 86400 },
    });
    expect(fieldItems(sent.headers.ratelimit)).toMatchObject({
      'results-email-short': { r: 0 },
      'results-email-long': { r: 9 },
    });
    const again = await apiCall(h, token, 'POST', '/assessment/send-results');
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(fieldItems(again.headers.ratelimit)['results-email-short']).toMatchObject({ r: 0 });
    // The message tells the same wait as the header.
    expect(json(again).message).toContain(`${wait}`);
  });

  it('routes without a limit carry none of them', async () => {
    const { token } = await loggedInUser(h);
    const steps = await apiCall(h, token, 'GET', '/assessment/steps');
    expect(steps.statusCode).toBe(200);
    expect(steps.headers.ratelimit).toBeUndefined();
    expect(steps.headers['ratelimit-policy']).toBeUndefined();
  });

  it('the OpenAPI document lists them on every limited route’s success and 429', async () => {
    const doc = json<{
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    }>(await h.app.inject({ url: '/api/openapi.json' }));
    const limited = [
      ['/api/auth/login', 'post', '200'],
      ['/api/auth/register', 'post', '201'],
      ['/api/auth/forgot-password', 'post', '200'],
      ['/api/assessment/send-results', 'post', '200'],
    ] as const;
    for (const [path, method, ok] of limited) {
      const responses = doc.paths[path]![method]!.responses;
      expect(Object.keys(responses['429']!.headers ?? {}).sort(), path).toEqual([
        'RateLimit',
        'RateLimit-Policy',
        'Retry-After',
      ]);
      expect(Object.keys(responses[ok]!.headers ?? {}).sort(), path).toEqual([
        'RateLimit',
        'RateLimit-Policy',
      ]);
    }
    expect(doc.paths['/api/assessment/steps']!.get!.responses['429']).toBeUndefined();
  });
});
