/**
 * The job queue. On PostgreSQL two pg-boss workers on one database (two app
 * instances' queues) run each job once: a keyed job sent on both, a periodic job offered by both
 * every interval, and a burst of jobs fetched by both. On PGlite the in-process runner keeps the
 * same promises in its one process. The purge jobs delete only what nothing reads any more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailTokens, rateLimitBuckets, sessions, users } from '@hai/db';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';
import { LocalJobQueue } from '../src/jobs/local-queue.js';
import { PgBossJobQueue, jobIdOf } from '../src/jobs/pg-queue.js';
import { JOB_KINDS, purgeRateLimitBucketsJob, purgeSessionsJob, purgeTokensJob } from '../src/jobs/kinds.js';
import { defineJob, type JobQueue, type JobQueueOptions } from '../src/jobs/types.js';
import type { Deps } from '../src/services/deps.js';
import { loggedInUser, startHarness, uniqueEmail, type Harness } from './harness.js';
import { proxiedDatabase, type TcpProxy } from './tcp-proxy.js';

const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Wait until `check()` holds, up to `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

describe.runIf(process.env.DATABASE_URL)('jobs on PostgreSQL: two workers on one database', () => {
  let testDb: TestDatabase;
  let a: JobQueue;
  let b: JobQueue;
  const runs: { kind: string; instance: string; n?: number; at: number }[] = [];
  /** Each instance's jobs see their own `deps`, which names the instance. */
  const record = (kind: string) => async (deps: Deps, payload: { n?: number }) => {
    runs.push({
      kind,
      instance: (deps as unknown as { instance: string }).instance,
      n: payload.n,
      at: Date.now(),
    });
  };
  // One declaration each; both instances run the same kinds.
  const once = defineJob<{ n: number }>({ name: 'test-once', run: record('test-once') });
  const tick = defineJob({ name: 'test-tick', everyMs: 1000, run: record('test-tick') });
  const burst = defineJob<{ n: number }>({ name: 'test-burst', run: record('test-burst') });
  let failures = 1;
  const flaky = defineJob<{ n: number }>({
    name: 'test-flaky',
    retryDelaySeconds: 1,
    run: async (deps, payload) => {
      if (failures-- > 0) throw new Error('the first try fails');
      await record('test-flaky')(deps, payload);
    },
  });
  const opts = (instance: string): JobQueueOptions => ({
    kinds: [once, tick, burst, flaky],
    deps: () => ({ instance }) as unknown as Deps,
    pollMs: 500,
  });
  const started = Date.now();

  /** The queue's rows of job kind `name`: their state and how often each was retried. */
  const jobRows = async (name: string) => {
    const { default: postgres } = await import('postgres');
    const sqlc = postgres(testDb.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      return await sqlc<{ state: string; retries: number }[]>`
        SELECT state, retry_count AS retries FROM pgboss.job WHERE name = ${name}`;
    } finally {
      await sqlc.end();
    }
  };
  /** Wait until every job of kind `name` (at least `count`) is completed in the queue's table. */
  const allCompleted = async (name: string, count: number) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await jobRows(name);
      if (rows.length >= count && rows.every((r) => r.state === 'completed')) return rows;
      if (Date.now() > deadline) throw new Error(`${name}: not all completed in time`);
      await sleep(100);
    }
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    a = new PgBossJobQueue(testDb.databaseUrl!, opts('a'), silent);
    b = new PgBossJobQueue(testDb.databaseUrl!, opts('b'), silent);
    // Both start at once on a fresh database: pg-boss creates its schema under an advisory lock.
    await Promise.all([a.start(), b.start()]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(1000), b?.stop(1000)]);
    await testDb?.drop();
  });

  it('runs a keyed job sent on both instances once', async () => {
    const sent = await Promise.all([
      a.send(once, { n: 1 }, { key: 'user-1:2026-01-01' }),
      b.send(once, { n: 1 }, { key: 'user-1:2026-01-01' }),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    await until(() => runs.some((r) => r.kind === 'test-once'));
    // Sent again after it ran: the key is still taken.
    expect(await b.send(once, { n: 1 }, { key: 'user-1:2026-01-01' })).toBe(false);
    // Completed as one job, never retried: a second run would have been recorded before the
    // completion, so once the queue's table says completed the runs are all in.
    const rows = await allCompleted('test-once', 1);
    expect(rows).toEqual([{ state: 'completed', retries: 0 }]);
    expect(runs.filter((r) => r.kind === 'test-once')).toHaveLength(1);
    expect(jobIdOf('test-once', 'k')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('runs a job not before its time', async () => {
    const at = Date.now() + 1500;
    expect(await a.send(once, { n: 2 }, { runAt: new Date(at) })).toBe(true);
    await until(() => runs.some((r) => r.n === 2));
    expect(runs.find((r) => r.n === 2)!.at).toBeGreaterThanOrEqual(at - 50);
  });

  it('runs each job of a burst sent to both once, on either worker', async () => {
    for (let n = 100; n < 120; n++) await (n % 2 ? a : b).send(burst, { n });
    // Every job completed, none retried: a duplicate run would have been recorded by then.
    const rows = await allCompleted('test-burst', 20);
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.retries === 0)).toBe(true);
    const ns = runs.filter((r) => r.kind === 'test-burst').map((r) => r.n!);
    expect(ns.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
  });

  it('retries a failed job with backoff', async () => {
    await a.send(flaky, { n: 7 });
    await until(() => runs.some((r) => r.kind === 'test-flaky'), 15_000);
    expect(failures).toBe(-1);
    expect(runs.filter((r) => r.kind === 'test-flaky')).toHaveLength(1);
  });

  it('runs a periodic job once an interval although both instances offer it', async () => {
    // A few intervals have passed since the start (each instance offers every one-second slot).
    await until(() => runs.filter((r) => r.kind === 'test-tick').length >= 3, 15_000);
    // The workers keep running while this reads: a run recorded before the query belongs to a job
    // active or completed at the query, and every job completed at the query was recorded by then.
    const ticksBefore = runs.filter((r) => r.kind === 'test-tick').length;
    const { default: postgres } = await import('postgres');
    const sqlc = postgres(testDb.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const jobs = await sqlc<{ slot: Date; state: string }[]>`
        SELECT singleton_on AS slot, state FROM pgboss.job WHERE name = 'test-tick' ORDER BY 1`;
      const ticksAfter = runs.filter((r) => r.kind === 'test-tick').length;
      const done = jobs.filter((j) => j.state === 'completed').length;
      const startedJobs = jobs.filter((j) => j.state === 'completed' || j.state === 'active').length;
      // One job a one-second slot (both instances offered each slot twice), each run exactly once:
      // no more runs than jobs that started, and no completed job without its run.
      expect(new Set(jobs.map((j) => j.slot.getTime())).size).toBe(jobs.length);
      expect(ticksBefore).toBeLessThanOrEqual(startedJobs);
      expect(ticksAfter).toBeGreaterThanOrEqual(done);
      expect(ticksAfter - done).toBeLessThanOrEqual(2);
      const seconds = (Date.now() - started) / 1000;
      expect(jobs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      expect(ticksAfter).toBeGreaterThanOrEqual(Math.floor(seconds) - 3);
    } finally {
      await sqlc.end();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('jobs on PostgreSQL through an outage', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let queue: JobQueue;
  const warned: string[] = [];
  const log = {
    ...silent,
    warn: (_: unknown, msg: string) => void warned.push(msg),
  } as unknown as FastifyBaseLogger;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  const ran: number[] = [];
  // The first run cuts the database away while its job is still active, so completing it fails.
  const cutting = defineJob<{ n: number }>({
    name: 'test-cut',
    run: async (_deps, { n }) => {
      ran.push(n);
      if (n === 1) await proxy.cut();
    },
  });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const through = await proxiedDatabase(testDb.databaseUrl!);
    proxy = through.proxy;
    process.on('unhandledRejection', onUnhandled);
    queue = new PgBossJobQueue(through.url, { kinds: [cutting], deps: () => ({}) as Deps, pollMs: 500 }, log);
    await queue.start();
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await queue?.stop(1000);
    await proxy?.cut();
    await testDb?.drop();
  });

  it('logs a job it cannot complete while the database is down, keeps the process up and runs the next job once it is back', async () => {
    await queue.send(cutting, { n: 1 });
    await until(() => ran.includes(1));
    // Completing job 1 and the polls that follow all fail while the proxy is cut: wait for a
    // second failure, so the queue has gone on polling through the outage.
    await until(() => warned.filter((m) => m === 'job queue error').length >= 2, 15_000);
    await proxy.start();
    expect(unhandled).toEqual([]);
    // The queue's pool reconnects on its own; a send may fail until it has.
    for (
      let tries = 0;
      !(await queue.send(cutting, { n: 2 }).then(
        () => true,
        () => false,
      ));
      tries++
    ) {
      if (tries > 40) throw new Error('the queue did not reconnect');
      await sleep(250);
    }
    await until(() => ran.includes(2), 15_000);
    expect(unhandled).toEqual([]);
  });
});

describe('jobs in process (PGlite)', () => {
  it('runs a periodic kind at start and every interval, a keyed job once, not before its time, and retries', async () => {
    const runs: string[] = [];
    let failures = 1;
    const tick = defineJob({ name: 'tick', everyMs: 1000, run: async () => void runs.push('tick') });
    const once = defineJob<{ n: number }>({
      name: 'once',
      run: async (_d, p) => void runs.push(`once${p.n}`),
    });
    const flaky = defineJob({
      name: 'flaky',
      retryDelaySeconds: 0.05,
      run: async () => {
        if (failures-- > 0) throw new Error('first try fails');
        runs.push('flaky');
      },
    });
    const q = new LocalJobQueue({ kinds: [tick, once, flaky], deps: () => ({}) as Deps }, silent);
    await q.start();
    expect(runs).toEqual(['tick']);
    expect(await q.send(once, { n: 1 }, { key: 'k' })).toBe(true);
    expect(await q.send(once, { n: 1 }, { key: 'k' })).toBe(false);
    const at = Date.now() + 300;
    await q.send(once, { n: 2 }, { runAt: new Date(at) });
    await q.send(flaky, {});
    await until(() => runs.includes('once2') && runs.includes('flaky'));
    expect(runs.filter((r) => r === 'once1')).toHaveLength(1);
    await until(() => runs.filter((r) => r === 'tick').length >= 2, 3000);
    await expect(q.send(defineJob({ name: 'unknown', run: async () => {} }), {})).rejects.toThrow(
      /unknown job kind/,
    );
    await q.stop(100);
  });

  it('stops within its bound while a job hangs', async () => {
    let hanging = false;
    const hang = defineJob({
      name: 'hang',
      run: () => {
        hanging = true;
        return new Promise<void>(() => {});
      },
    });
    const q = new LocalJobQueue({ kinds: [hang], deps: () => ({}) as Deps }, silent);
    await q.start();
    await q.send(hang, {});
    await until(() => hanging, 5000);
    const t0 = Date.now();
    await q.stop(200);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});

describe('purge jobs (either database)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('delete expired tokens and old sessions, and keep live ones', async () => {
    const { email } = await loggedInUser(h, uniqueEmail('purge'));
    const db = h.app.deps.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const day = 24 * 3600_000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    await db.insert(emailTokens).values([
      { userId: user!.id, purpose: 'verify_email', tokenHash: `old-${email}`, expiresAt: ago(8 * day) },
      { userId: user!.id, purpose: 'verify_email', tokenHash: `week-${email}`, expiresAt: ago(6 * day) },
    ]);
    await db.insert(sessions).values([
      { userId: user!.id, expiresAt: ago(2 * day) },
      { userId: user!.id, expiresAt: new Date(Date.now() + day), revokedAt: ago(2 * day) },
      { userId: user!.id, expiresAt: new Date(Date.now() + day), revokedAt: ago(3600_000) },
    ]);
    const tokensBefore = await db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    const sessionsBefore = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    await purgeTokensJob.run(h.app.deps, {});
    await purgeSessionsJob.run(h.app.deps, {});
    // Idempotent: a second run (another instance, a retry) changes nothing.
    await purgeTokensJob.run(h.app.deps, {});
    await purgeSessionsJob.run(h.app.deps, {});
    const tokens = await db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    const left = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(tokens.map((t) => t.tokenHash)).not.toContain(`old-${email}`);
    expect(tokens).toHaveLength(tokensBefore.length - 1);
    expect(left).toHaveLength(sessionsBefore.length - 2);
    // The login's own session still works.
    expect(left.some((s) => s.revokedAt === null && s.expiresAt > new Date())).toBe(true);
  });

  it('delete rate-limit buckets whose window has ended', async () => {
    const db = h.app.deps.db;
    await db.insert(rateLimitBuckets).values([
      { key: 'test:ended', points: 3, expire: new Date(Date.now() - 1000) },
      { key: 'test:open', points: 1, expire: new Date(Date.now() + 60_000) },
    ]);
    await purgeRateLimitBucketsJob.run(h.app.deps, {});
    const keys = (await db.select().from(rateLimitBuckets)).map((b) => b.key);
    expect(keys).toContain('test:open');
    expect(keys).not.toContain('test:ended');
  });

  it('are all declared with distinct names', () => {
    expect(new Set(JOB_KINDS.map((k) => k.name)).size).toBe(JOB_KINDS.length);
  });

  it('runs on the queue of the app’s database', () => {
    expect(h.app.deps.jobs.driver).toBe(h.app.deps.driver === 'postgres' ? 'pg-boss' : 'in-process');
  });
});
