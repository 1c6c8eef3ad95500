/**
 * The rate-limit counters' PostgreSQL store (services/rate-limit-store.ts) on the
 * test database of either pass (the table exists on PGlite too, so the store's statements run on
 * both drivers), the choice of store by driver, and a counter store outage: auth fails closed
 * (503, logged), the send-results limit fails open (logged).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { createDb, executeRows, migrate, type DbHandle } from '@hai/db';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';
import { DomainError } from '../src/errors.js';
import { RateLimits } from '../src/services/rate-limit.js';
import {
  PostgresRateLimiter,
  limitersFor,
  purgeExpiredRateLimitBuckets,
} from '../src/services/rate-limit-store.js';
import { SendResultsLimits } from '../src/services/send-results.js';
import { json, startHarness, type Harness } from './harness.js';

let testDb: TestDatabase;
let handle: DbHandle;
let second: DbHandle | undefined;
beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await createDb({ databaseUrl: testDb.databaseUrl, pgliteDir: testDb.pgliteDir });
  await migrate(handle);
  // On PostgreSQL a second pool on the same database, as a second instance would have.
  if (testDb.databaseUrl)
    second = await createDb({ databaseUrl: testDb.databaseUrl, pgliteDir: 'memory://' });
});
afterAll(async () => {
  await second?.close();
  await handle?.close();
  await testDb?.drop();
});

/** A limiter of `points` per `duration` seconds on the test database. */
const limiter = (keyPrefix: string, points: number, duration = 60, db = handle.db) =>
  new PostgresRateLimiter({ keyPrefix, points, duration, db });

/** The rejection of `p`, which must be a RateLimiterRes (a refusal, not a store error). */
async function refusal(p: Promise<unknown>): Promise<RateLimiterRes> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RateLimiterRes);
  return err as RateLimiterRes;
}

/** The stored rows whose key starts with `prefix:`. */
const rows = (prefix: string) =>
  executeRows<{ key: string; points: number }>(
    handle.db,
    sql`SELECT key, points FROM rate_limit_buckets WHERE key LIKE ${`${prefix}:%`} ORDER BY key`,
  );

describe('PostgresRateLimiter', () => {
  it('counts points in a window and refuses beyond them, with the time left', async () => {
    const l = limiter('t-count', 3);
    const first = await l.consume('k');
    expect(first).toMatchObject({ consumedPoints: 1, remainingPoints: 2, isFirstInDuration: true });
    expect(first.msBeforeNext).toBeGreaterThan(59_000);
    expect(first.msBeforeNext).toBeLessThanOrEqual(60_000);
    await l.consume('k');
    expect(await l.consume('k')).toMatchObject({
      consumedPoints: 3,
      remainingPoints: 0,
      isFirstInDuration: false,
    });
    const refused = await refusal(l.consume('k'));
    expect(refused.consumedPoints).toBe(4);
    expect(refused.msBeforeNext).toBeGreaterThan(58_000);
    // Another key is counted alone.
    expect((await l.consume('other')).consumedPoints).toBe(1);
  });

  it('stores no address or e-mail in clear: the limiter prefix and a hash', async () => {
    const l = limiter('t-hash', 5);
    await l.consume('auth.login|ioana@example.com');
    await l.consume('auth.login|198.51.100.8');
    const stored = await rows('t-hash');
    expect(stored).toHaveLength(2);
    for (const r of stored) {
      expect(r.key).toMatch(/^t-hash:[\w-]{43}$/);
      expect(r.key).not.toContain('example');
      expect(r.key).not.toContain('198.51');
    }
  });

  it('reads, gives back and forgets a key', async () => {
    const l = limiter('t-get', 2);
    expect(await l.get('k')).toBeNull();
    await l.consume('k');
    await l.consume('k');
    expect(await l.get('k')).toMatchObject({ consumedPoints: 2, remainingPoints: 0 });
    await l.reward('k');
    expect(await l.get('k')).toMatchObject({ consumedPoints: 1, remainingPoints: 1 });
    await l.consume('k');
    await refusal(l.consume('k'));
    expect(await l.delete('k')).toBe(true);
    expect(await l.delete('k')).toBe(false);
    expect((await l.consume('k')).consumedPoints).toBe(1);
  });

  it('starts a new window once the stored one has ended (database clock)', async () => {
    const l = limiter('t-window', 1);
    await l.consume('k');
    await refusal(l.consume('k'));
    await executeRows(
      handle.db,
      sql`UPDATE rate_limit_buckets SET expire = now() - interval '1 second' WHERE key LIKE 't-window:%'`,
    );
    expect(await l.get('k')).toBeNull();
    expect(await l.consume('k')).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });
  });

  it('counts concurrent calls exactly, from two pools on PostgreSQL', async () => {
    const a = limiter('t-race', 10);
    const b = limiter('t-race', 10, 60, (second ?? handle).db);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).consume('k')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected.every((r) => r.reason instanceof RateLimiterRes)).toBe(true);
    expect(await rows('t-race')).toEqual([{ key: expect.any(String), points: 40 }]);
  });

  it('purges ended windows only', async () => {
    const l = limiter('t-purge', 5);
    await l.consume('old');
    await l.consume('live');
    await executeRows(
      handle.db,
      sql`UPDATE rate_limit_buckets SET expire = now() - interval '1 minute'
          WHERE key IN (SELECT key FROM rate_limit_buckets WHERE key LIKE 't-purge:%' ORDER BY key LIMIT 1)`,
    );
    const before = (await rows('t-purge')).length;
    expect(await purgeExpiredRateLimitBuckets(handle.db)).toBeGreaterThanOrEqual(1);
    expect((await rows('t-purge')).length).toBe(before - 1);
    expect(await purgeExpiredRateLimitBuckets(handle.db)).toBe(0);
  });
});

describe('limitersFor', () => {
  it('counts in PostgreSQL on PostgreSQL and in memory on PGlite', () => {
    const make = limitersFor({ db: handle.db, driver: handle.driver });
    const l = make({ keyPrefix: 'x', points: 1, duration: 1 });
    expect(l).toBeInstanceOf(handle.driver === 'postgres' ? PostgresRateLimiter : RateLimiterMemory);
  });
});

describe('a counter store outage', () => {
  let down: DbHandle;
  const warnings: { obj: object; msg: string }[] = [];
  const log = { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
  const broken = () => limitersFor({ db: down.db, driver: 'postgres' }, log);
  beforeAll(async () => {
    // Nothing listens on port 1: every statement fails with ECONNREFUSED, as when PostgreSQL is down.
    down = await createDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      pgliteDir: 'memory://',
      connectTimeoutMs: 500,
    });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('refuses auth calls with 503 and logs it (fails closed)', async () => {
    warnings.length = 0;
    const limits = new RateLimits(
      { ipPerMinute: 5, accountPer15Min: 5, delayMs: 0 },
      { limiters: broken(), log },
    );
    const err = await limits.check('auth', 'auth.login', '10.0.0.1', { email: 'a@example.com' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageCode: 'error.unavailable' });
    expect(warnings).toEqual([
      {
        obj: expect.objectContaining({ rateLimitClass: 'auth', procedure: 'auth.login', policy: 'closed' }),
        msg: 'rate-limit counters unavailable, failing closed',
      },
    ]);
  });

  it('lets the results e-mail through and logs it (fails open)', async () => {
    warnings.length = 0;
    const limits = new SendResultsLimits(undefined, { limiters: broken(), log });
    await limits.take('u');
    await limits.refund('u');
    expect(warnings.map((w) => w.msg)).toEqual([
      'send-results counters unavailable, failing open',
      'send-results counters unavailable, refund lost',
    ]);
  });

  describe('in the app', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
      h.app.deps.rateLimits = new RateLimits(
        { ipPerMinute: 5, accountPer15Min: 5, delayMs: 0 },
        { limiters: broken(), log },
      );
    });
    afterAll(async () => {
      await h?.close();
    });

    it('answers a rate-limited call 503 with Retry-After, translated, and other calls as usual', async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-locale': 'en' },
        payload: { email: 'a@example.com', password: 'wrong password!' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('3');
      expect(json(res)).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
      expect(json(res).message).toMatch(/try again/i);
      const steps = await h.app.inject({ method: 'GET', url: '/api/assessment/steps' });
      expect(steps.statusCode).toBeLessThan(500);
    });
  });
});
