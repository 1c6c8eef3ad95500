import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every app instance on one PostgreSQL: one row a
 * limiter key (`<limiter>:<hash of the address, account or user>`), holding the points consumed
 * in the window that ends at `expire`. Written by one atomic upsert per counted call
 * (apps/server/src/services/rate-limit-store.ts); rows past `expire` count as empty and are
 * deleted by `purgeExpiredRateLimitBuckets`. Unused on the embedded PGlite (counters in memory).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().primaryKey(),
    /** Points consumed in the current window. */
    points: integer().notNull(),
    /** End of the current window (database clock); null: never (a permanent block). */
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.expire)],
);
