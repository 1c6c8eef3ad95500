/**
 * Where rate-limit counters live: in PostgreSQL when the app runs on it, so
 * every instance on one database counts against the same limit; in this process's memory on the
 * embedded PGlite (one process). Both are rate-limiter-flexible limiters with the same semantics
 * (fixed windows that start with a key's first point), so the callers (services/rate-limit.ts,
 * services/send-results.ts) do not know which one they use.
 *
 * The PostgreSQL store is rate-limiter-flexible's own store abstraction over our table
 * `rate_limit_buckets` (packages/db): one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` per
 * counted call, windows measured by the database clock (one clock for every instance), run through
 * `executeRows` so it works on either driver. The library's RateLimiterPostgres needs the `pg`
 * driver, and its RateLimiterDrizzle imports `drizzle-orm` from its own folder (found only through
 * pnpm's hidden hoisting) and measures windows by each instance's clock.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import {
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract as StoreAbstract,
} from 'rate-limiter-flexible';
import { executeRows, type Db } from '@hai/db';

/** What a limiter is built from: the key prefix, points per window, window length in seconds. */
export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Window length, s. */
  duration: number;
}

/** Builds the limiters of one app: all in memory, or all in the shared store. */
export type LimiterFactory = (opts: LimiterOptions) => RateLimiterAbstract;

/** The smallest logger the store needs (pino's and Fastify's loggers fit). */
export interface StoreLog {
  warn(obj: object, msg: string): void;
}

// The store base class is declared by the package's types but not exported by its index; read it
// from its file, once.
const RateLimiterStoreAbstract = createRequire(import.meta.url)(
  'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js',
) as typeof StoreAbstract;

/** A counter row as the store statements return it. */
interface BucketRow extends Record<string, unknown> {
  points: number;
  /** Milliseconds until the window ends, -1 for never. */
  ms: number;
}

/** How often one process deletes expired buckets while it counts, ms. */
export const PURGE_INTERVAL_MS = 10 * 60_000;

/** Milliseconds until `expire` by the database clock, -1 when it is null (never). */
const MS_LEFT = sql.raw(
  `CASE WHEN expire IS NULL THEN -1 ELSE greatest(0, ceil(extract(epoch FROM expire - now()) * 1000))::int END`,
);

/**
 * Delete the buckets whose window has ended (they already count as empty). Safe to run at any
 * time, from any instance; one indexed `DELETE` (`rate_limit_buckets_expire_index`).
 * Every process that counts in PostgreSQL also runs it itself at most every
 * {@link PURGE_INTERVAL_MS}; a job runner may call it on a schedule as well.
 * @param db the app's database (PostgreSQL or PGlite; the table exists on both).
 * @returns how many rows were deleted.
 * @throws the driver's error when the database cannot be reached.
 */
export async function purgeExpiredRateLimitBuckets(db: Db): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM rate_limit_buckets WHERE expire < now() RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return Number(row?.n ?? 0);
}

/** When each database was last purged by this process (one schedule for all its limiters). */
const lastPurge = new WeakMap<Db, number>();

/**
 * A rate-limiter-flexible limiter whose counters are rows of `rate_limit_buckets`. The stored key
 * is the limiter's prefix and the SHA-256 of the full key, so the table holds no e-mail or client
 * address in clear. Store errors reject `consume`, `get`, `reward` and `delete` with the driver's
 * error (the caller decides whether that fails open or closed).
 */
export class PostgresRateLimiter extends RateLimiterStoreAbstract {
  private readonly db: Db;
  private readonly log?: StoreLog;

  constructor(opts: LimiterOptions & { db: Db; log?: StoreLog }) {
    super({ keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration, storeClient: opts.db });
    this.db = opts.db;
    this.log = opts.log;
    if (!lastPurge.has(opts.db)) lastPurge.set(opts.db, Date.now());
  }

  /** The row key of a limiter key (`<prefix>:<key>` as `getKey` builds it). */
  private stored(rlKey: string): string {
    return `${this.keyPrefix}:${createHash('sha256').update(rlKey).digest('base64url')}`;
  }

  /**
   * rate-limiter-flexible's store hook: add `points` (negative to give back) to `rlKey`'s window,
   * starting a new window of `msDuration` (0: never ending) when the stored one has ended or
   * `forceExpire` is set (then the points replace the count). One atomic statement.
   */
  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<BucketRow> {
    this.purgeNow();
    const [row] = await executeRows<BucketRow>(
      this.db,
      sql`INSERT INTO rate_limit_buckets AS b (key, points, expire)
          VALUES (${this.stored(rlKey)}, ${points}::int,
            CASE WHEN ${msDuration}::float8 > 0 THEN now() + ${msDuration}::float8 * interval '1 millisecond' END)
          ON CONFLICT (key) DO UPDATE SET
            points = CASE WHEN ${forceExpire}::boolean OR b.expire <= now()
              THEN excluded.points ELSE b.points + excluded.points END,
            expire = CASE WHEN ${forceExpire}::boolean OR b.expire <= now()
              THEN excluded.expire ELSE b.expire END
          RETURNING points, ${MS_LEFT} AS ms`,
    );
    return row!;
  }

  /** rate-limiter-flexible's store hook: the live window of `rlKey`, or null. */
  async _get(rlKey: string): Promise<BucketRow | null> {
    const [row] = await executeRows<BucketRow>(
      this.db,
      sql`SELECT points, ${MS_LEFT} AS ms FROM rate_limit_buckets
          WHERE key = ${this.stored(rlKey)} AND (expire IS NULL OR expire > now())`,
    );
    return row ?? null;
  }

  /** rate-limiter-flexible's store hook: forget `rlKey`; whether it was there. */
  async _delete(rlKey: string): Promise<boolean> {
    const rows = await executeRows(
      this.db,
      sql`DELETE FROM rate_limit_buckets WHERE key = ${this.stored(rlKey)} RETURNING key`,
    );
    return rows.length > 0;
  }

  /** rate-limiter-flexible's store hook: the answer of a stored row after `changedPoints`. */
  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: BucketRow): RateLimiterRes {
    const consumed = Number(row.points);
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      Number(row.ms),
      consumed,
      consumed === changedPoints,
    );
  }

  /** Start a purge, without waiting for it, when this process has not run one for a while. */
  private purgeNow(): void {
    const last = lastPurge.get(this.db) ?? 0;
    if (Date.now() - last < PURGE_INTERVAL_MS) return;
    lastPurge.set(this.db, Date.now());
    purgeExpiredRateLimitBuckets(this.db).catch((err: unknown) =>
      this.log?.warn({ err }, 'rate-limit bucket purge failed'),
    );
  }
}

/** Limiters in this process's memory (the embedded database: one process). */
export const memoryLimiters: LimiterFactory = (opts) => new RateLimiterMemory(opts);

/**
 * The limiters of an app on `handle`: {@link PostgresRateLimiter}s on PostgreSQL (shared by every
 * instance on the database), {@link memoryLimiters} on PGlite.
 */
export function limitersFor(
  handle: { db: Db; driver: 'postgres' | 'pglite' },
  log?: StoreLog,
): LimiterFactory {
  if (handle.driver !== 'postgres') return memoryLimiters;
  return (opts) => new PostgresRateLimiter({ ...opts, db: handle.db, log });
}
