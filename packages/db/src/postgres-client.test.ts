/** The PostgreSQL client's time bounds and its pool renewal. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { createDb, executeRows } from './client.js';
import { DB_TIMEOUT_DEFAULTS, RenewablePool, isLostConnection, postgresOptions } from './postgres-client.js';
import { createTestDatabase } from './testing/index.js';

describe('postgres.js options', () => {
  it('bound connecting, statements, idle and lifetime, in seconds, with the defaults', () => {
    const o = postgresOptions({});
    expect(o.connect_timeout).toBe(DB_TIMEOUT_DEFAULTS.connectTimeoutMs / 1000);
    expect(o.idle_timeout).toBe(DB_TIMEOUT_DEFAULTS.idleTimeoutSeconds);
    expect(o.connection).toEqual({ statement_timeout: DB_TIMEOUT_DEFAULTS.statementTimeoutMs });
    const lifetime = (o.max_lifetime as unknown as () => number)();
    expect(lifetime).toBeGreaterThanOrEqual(DB_TIMEOUT_DEFAULTS.maxLifetimeSeconds);
    expect(lifetime).toBeLessThanOrEqual(DB_TIMEOUT_DEFAULTS.maxLifetimeSeconds * 1.5);
    expect(postgresOptions({ statementTimeoutMs: 0 }).connection).toEqual({});
    expect(postgresOptions({}, false).connection).toEqual({});
    expect(postgresOptions({ connectTimeoutMs: 1500, statementTimeoutMs: undefined }).connect_timeout).toBe(
      1.5,
    );
  });

  it('reconnect after 50 ms, doubling up to the cap, instead of postgres.js’s 20 s', () => {
    const backoff = postgresOptions({ reconnectMaxDelayMs: 400 }).backoff as (n: number) => number;
    expect([0, 1, 2, 3, 4, 5, 30].map(backoff)).toEqual([0.05, 0.05, 0.1, 0.2, 0.4, 0.4, 0.4]);
  });
});

describe('a lost connection', () => {
  it('is a reset, a close, a connect timeout or a shutdown; a refusal is not', () => {
    for (const code of ['CONNECTION_CLOSED', 'CONNECT_TIMEOUT', 'ECONNRESET', 'EPIPE', '57P01', '08006'])
      expect(isLostConnection({ code }), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'CONNECTION_DESTROYED', '23505', '57014', undefined])
      expect(isLostConnection({ code }), String(code)).toBe(false);
    expect(isLostConnection(null)).toBe(false);
  });

  it('replaces the pool at most once per interval, keeps Drizzle’s parsers and ends the old one', async () => {
    const made: { ended: number | null; options: { parsers: object; serializers: object } }[] = [];
    const open = () => {
      const pool = { ended: null as number | null, options: { parsers: {}, serializers: {} } };
      made.push(pool);
      return Object.assign(pool, {
        end: async ({ timeout }: { timeout: number }) => void (pool.ended = timeout),
      }) as unknown as Sql;
    };
    const pool = new RenewablePool(open, 3, 60_000);
    const first = pool.current;
    Object.assign(first.options.parsers, { 1184: 'drizzle' });
    pool.observe({ code: 'ECONNREFUSED' });
    expect(pool.current).toBe(first);
    pool.observe({ code: 'CONNECTION_CLOSED' });
    expect(pool.current).not.toBe(first);
    expect(pool.current.options.parsers).toEqual({ 1184: 'drizzle' });
    pool.observe({ code: 'ECONNRESET' });
    expect(made).toHaveLength(2);
    await pool.end(5);
    expect(made.map((m) => m.ended)).toEqual([3, 5]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('runs pooled statements under the statement timeout and migrations without it', async () => {
    const testDb = await createTestDatabase();
    const handle = await createDb({ ...testDb, statementTimeoutMs: 1234 });
    try {
      const [row] = await executeRows<{ statement_timeout: string }>(handle.db, sql`SHOW statement_timeout`);
      expect(row?.statement_timeout).toBe('1234ms');
      await expect(executeRows(handle.db, sql`SELECT pg_sleep(2)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
      const unbounded = await handle.openUnbounded!();
      const [free] = await executeRows<{ statement_timeout: string }>(
        unbounded.db,
        sql`SHOW statement_timeout`,
      );
      expect(free?.statement_timeout).toBe('0');
      await unbounded.close();
    } finally {
      await handle.close();
      await testDb.drop();
    }
  });
});
