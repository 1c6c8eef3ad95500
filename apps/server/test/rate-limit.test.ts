/** Issue 3 control 3 (ASVS 6.3.1, 15.3.4): rate limits per IP and per account on auth routes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, loggedInUser, startHarness, uniqueEmail, type Harness } from './harness.js';

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
    expect(json(limited)).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a moment and try again.',
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

describe('tRPC clients', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_IP_PER_MINUTE: '1' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('get the 429 in tRPC’s error envelope, one per procedure of a batch, translated', async () => {
    const call = () =>
      h.app.inject({
        method: 'POST',
        url: '/trpc/auth.login?batch=1',
        remoteAddress: '10.9.0.1',
        headers: { 'accept-language': 'ro' },
        payload: { 0: { email: uniqueEmail('b'), password: 'x' } },
      });
    await call();
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(json<unknown[]>(res)).toEqual([
      {
        error: {
          message: 'Prea multe cereri. Te rugăm să aștepți puțin și să încerci din nou.',
          code: -32600,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
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
