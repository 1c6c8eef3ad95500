/**
 * Database factory (conventions.md §8): PostgreSQL through postgres.js when a URL is given,
 * otherwise the embedded PGlite (PostgreSQL compiled to WASM) in a folder or in memory.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { withSingleTripQueries } from './pglite-single-trip.js';
import {
  DB_TIMEOUT_DEFAULTS,
  RenewablePool,
  postgresOptions,
  preparedStatements,
  type DbTimeouts,
} from './postgres-client.js';
import { InFlight, type DbPoolStats } from './pool-stats.js';
import * as schema from './schema/index.js';

/** The Drizzle database either driver gives; services depend on this type only. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export { DB_TIMEOUT_DEFAULTS, postgresOptions, type DbTimeouts } from './postgres-client.js';
export type { DbPoolStats } from './pool-stats.js';

/** Where the data lives: `databaseUrl` wins; else PGlite at `pgliteDir` (`memory://` for none). */
export interface DbConfig extends DbTimeouts {
  databaseUrl?: string;
  pgliteDir: string;
  /** Connection pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** Called with every SQL statement sent (tests count the statements of a request). */
  onQuery?: (query: string) => void;
}

/** An open database with its driver name and a `close()` that releases it. */
export interface DbHandle {
  db: Db;
  driver: 'postgres' | 'pglite';
  close(): Promise<void>;
  /**
   * The pool's use now: its size, statements in flight outside transactions, open transactions
   * (counted by the client wrapper; postgres.js exposes no pool counters). Cheap, no I/O.
   */
  stats(): DbPoolStats;
  /**
   * PostgreSQL only: a one-connection database without the statement timeout, for migrations
   * (a long `CREATE INDEX` must not be cancelled at start); close it after use.
   */
  openUnbounded?(): Promise<{ db: Db; close(): Promise<void> }>;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Key of the PostgreSQL advisory lock that serialises migrations across instances ("HAI-MIGR"). */
const MIGRATION_LOCK_KEY = 0x4841494d49475200n.toString();

/** Folder holding the committed migrations (`drizzle-kit generate`). */
export const MIGRATIONS_DIR = resolve(here, '../migrations');

/** A freshly initialised cluster made at build time (scripts/pglite-template.mjs); optional. */
const PGLITE_TEMPLATE = resolve(here, '../dist/pglite-template.tar.gz');

/**
 * PostgreSQL settings for the embedded database: one local user needs no 128 MB buffer cache,
 * and the smaller cache keeps the server's peak memory near 300 MB instead of ~400 MB.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=512kB'];

/** A Drizzle logger that reports each statement to `config.onQuery`, if set. */
function loggerOf(config: DbConfig): { logQuery(query: string): void } | undefined {
  const onQuery = config.onQuery;
  return onQuery ? { logQuery: (query) => onQuery(query) } : undefined;
}

/** Open the database chosen by `config` (domain-design.md §7: DATABASE_URL, PGLITE_DIR). */
export async function createDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const timeouts: DbTimeouts = {
      connectTimeoutMs: config.connectTimeoutMs,
      statementTimeoutMs: config.statementTimeoutMs,
      idleTimeoutSeconds: config.idleTimeoutSeconds,
      maxLifetimeSeconds: config.maxLifetimeSeconds,
      reconnectMaxDelayMs: config.reconnectMaxDelayMs,
    };
    const options = { ...postgresOptions(timeouts), max: config.poolSize ?? 10 };
    const drain = (config.statementTimeoutMs ?? DB_TIMEOUT_DEFAULTS.statementTimeoutMs) / 1000 || 5;
    const pool = new RenewablePool(() => postgres(url, options), drain);
    const inFlight = new InFlight();
    const client = preparedStatements(
      () => pool.current,
      (err) => pool.observe(err),
      inFlight,
    );
    const db = drizzle(client, { schema, casing: 'snake_case', logger: loggerOf(config) }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      close: () => pool.end(5),
      stats: () => statsOf(options.max, inFlight),
      openUnbounded: async () => {
        const one = postgres(url, { ...postgresOptions(timeouts, false), max: 1 });
        const oneDb = drizzle(one, { schema, casing: 'snake_case' }) as unknown as Db;
        return { db: oneDb, close: () => one.end({ timeout: 5 }) };
      },
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await openPglite(config.pgliteDir);
  const inFlight = new InFlight();
  const db = drizzle(countedPglite(withSingleTripQueries(client), inFlight), {
    schema,
    casing: 'snake_case',
    logger: loggerOf(config),
  }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close(), stats: () => statsOf(1, inFlight) };
}

/** {@link DbPoolStats} of a pool of `max` connections from its counters. */
function statsOf(max: number, inFlight: InFlight): DbPoolStats {
  return { maxConnections: max, queriesInFlight: inFlight.queries, transactionsOpen: inFlight.transactions };
}

/**
 * `pg` with its top-level `query` and `transaction` counted in `inFlight` while they run (the
 * statements inside a transaction go through its own object and count as the transaction).
 * Returns `pg`.
 */
function countedPglite(pg: PGlite, inFlight: InFlight): PGlite {
  const query = pg.query.bind(pg);
  const transaction = pg.transaction.bind(pg);
  pg.query = ((...args: Parameters<PGlite['query']>) =>
    inFlight.track('queries', query(...args))) as PGlite['query'];
  pg.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    inFlight.track('transactions', transaction(fn))) as PGlite['transaction'];
  return pg;
}

/**
 * Open (or create) the embedded cluster in `dir` (`memory://` for none) with the app's settings;
 * a new cluster loads the prebuilt template instead of running initdb.
 */
export async function openPglite(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const fresh = inMemory || !existsSync(join(dir, 'PG_VERSION'));
  const template =
    fresh && existsSync(PGLITE_TEMPLATE) ? new Blob([readFileSync(PGLITE_TEMPLATE)]) : undefined;
  const client = new PGlite(dir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(template ? { loadDataDir: template } : {}),
  });
  await client.waitReady;
  return client;
}

/** Apply pending migrations from {@link MIGRATIONS_DIR}. Safe to call at every start. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    const unbounded = handle.openUnbounded ? await handle.openUnbounded() : null;
    const db = unbounded?.db ?? handle.db;
    try {
      // Several app instances may start at once on one database (compose replicas): the first
      // takes the lock and migrates, the others wait, then find nothing left to apply. The lock
      // is held by the one connection the migrations run on and ends with it.
      if (unbounded) await db.execute(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`);
      await run(db as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      if (unbounded)
        await db.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`).catch(() => {});
      await unbounded?.close();
    }
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

/**
 * Run a raw SQL statement and return its rows, whichever driver runs it (postgres.js answers an
 * array, PGlite `{ rows }`). For the few statements the query builder cannot express, such as the
 * answer path's single data-modifying CTE.
 */
export async function executeRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Number of migrations in the committed journal (`migrations/meta/_journal.json`). */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Readiness (`GET /api/ready`): whether the database answers and how many migrations it has
 * applied against how many the code expects. Throws when the database does not answer.
 */
export async function migrationStatus(db: Db): Promise<{ applied: number; expected: number }> {
  const [row] = await executeRows<{ applied: number }>(
    db,
    sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
  );
  return { applied: Number(row?.applied ?? 0), expected: expectedMigrationCount() };
}
