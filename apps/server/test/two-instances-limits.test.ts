/**
 * Two app instances (PostgreSQL pass) on one database, called in turn as
 * a load balancer without sticky sessions would, share every rate limit — the per-address and
 * per-account auth limits and the results e-mail's one a minute — because the counters are rows
 * of `rate_limit_buckets`, not process memory. On PGlite (one process) there is nothing to share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { perfectAnswers } from '@hai/domain/testing';
import { executeRows } from '@hai/db';
import {
  bearer,
  json,
  loggedInUser,
  queuedMail,
  startHarness,
  uniqueEmail,
  type Harness,
} from './harness.js';

const LIMITS = { RATE_LIMIT_IP_PER_MINUTE: '5', RATE_LIMIT_ACCOUNT_PER_15_MIN: '3' };

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: Harness;
  let b: Harness;
  /** The instances in turn: call i goes to instance i mod 2. */
  const at = (i: number) => (i % 2 === 0 ? a : b);
  beforeAll(async () => {
    a = await startHarness(LIMITS);
    // Same database and mail trap (either instance's outbox worker may deliver a message).
    b = await startHarness(LIMITS, { sharedDb: a.testDb, mail: { ...a.mail, stop: async () => {} } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (h: Harness, email: string, ip: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: { 'x-locale': 'en' },
      payload: { email, password: 'wrong password!' },
    });

  it('hold the per-address limit across both (5 a minute, not 5 each)', async () => {
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await login(at(i), uniqueEmail('ip2'), '10.20.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // Another address is counted alone, on either instance.
    expect((await login(b, uniqueEmail('ip2'), '10.20.0.2')).statusCode).toBe(401);
  });

  it('hold the per-account limit across both (3 in 15 minutes, from any address)', async () => {
    const victim = uniqueEmail('victim2');
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login(at(i), victim, `10.21.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('hold the results e-mail to one a minute across both', async () => {
    const { token, email } = await loggedInUser(a);
    const answers = perfectAnswers();
    for (const [i, answer] of answers.entries()) {
      const res = await at(i).app.inject({
        method: 'POST',
        url: '/api/assessment/answer',
        headers: bearer(token),
        payload: answer,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const send = (h: Harness) =>
      h.app.inject({
        method: 'POST',
        url: '/api/assessment/send-results',
        headers: { ...bearer(token), 'x-locale': 'en' },
      });
    expect((await send(a)).statusCode).toBe(200);
    const second = await send(b);
    expect(second.statusCode).toBe(429);
    expect(json(second)).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(json(second).message).toMatch(/^You can email your results once a minute/);
    expect((await send(a)).statusCode).toBe(429);
    const results = (await queuedMail(a, email)).filter((s) => s.startsWith('Your results'));
    expect(results).toHaveLength(1);
  });

  it('keep the counters in rate_limit_buckets, keyed by hashes', async () => {
    const rows = await executeRows<{ key: string }>(a.app.deps.db, sql`SELECT key FROM rate_limit_buckets`);
    const prefixes = new Set(rows.map((r) => r.key.split(':')[0]));
    expect([...prefixes].sort()).toEqual(['account', 'ip', 'send-results-long', 'send-results-short']);
    expect(rows.some((r) => r.key.includes('@') || r.key.includes('10.20.'))).toBe(false);
  });
});
