/**
 * What the mail outbox holds, for a metrics endpoint, the periodic log line and the "we could not
 * send it yet" notice. Read-only; reads the `mail_outbox` table only through
 * its (status, next_attempt_at) index.
 */
import { and, eq, like, or, sql } from 'drizzle-orm';
import { executeRows, mailOutbox, type Db } from '@hai/db';
import { SENDING, UNREACHABLE } from './retry-policy.js';

/** `last_error` of a message waiting for an unreachable server, or being tried again after that. */
const WAITING = [`${UNREACHABLE}%`, `${SENDING}${UNREACHABLE}%`] as const;

/** The outbox at one moment. */
export interface OutboxStats {
  /** Messages not sent yet (`pending`), whether due now or waiting for a retry. */
  depth: number;
  /** Age of the oldest `pending` message, seconds (0 when none). */
  oldestAgeSeconds: number;
  /** Messages that failed for the whole retry period (72 h) and are kept (`failed`). */
  failed: number;
  /** `pending` messages waiting for an unreachable mail server (tried and failed, or put back untried). */
  waitingForServer: number;
}

/**
 * Count the outbox (one statement, either driver): depth, oldest pending age in seconds, failed
 * count and how many wait for the server. Throws what the database throws.
 */
export async function outboxStats(db: Db): Promise<OutboxStats> {
  const [row] = await executeRows<{
    depth: number;
    oldest: number | string | null;
    failed: number;
    waiting: number;
  }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE status = 'pending')::int AS depth,
          extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8 AS oldest,
          count(*) FILTER (WHERE status = 'failed')::int AS failed,
          count(*) FILTER (
            WHERE status = 'pending' AND (last_error LIKE ${WAITING[0]} OR last_error LIKE ${WAITING[1]})
          )::int AS waiting
        FROM mail_outbox
        WHERE status IN ('pending', 'failed')`,
  );
  return {
    depth: Number(row?.depth ?? 0),
    oldestAgeSeconds: Math.max(0, Math.round(Number(row?.oldest ?? 0))),
    failed: Number(row?.failed ?? 0),
    waitingForServer: Number(row?.waiting ?? 0),
  };
}

/**
 * Whether e-mail is delayed right now: some message waits for a mail server that could not be
 * reached. The same for everyone (it never says whether an address has an account), so the
 * register, resend and forgot answers and `GET /api/mail-status` may carry it.
 */
export async function mailDelayed(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        or(like(mailOutbox.lastError, WAITING[0]), like(mailOutbox.lastError, WAITING[1])),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
