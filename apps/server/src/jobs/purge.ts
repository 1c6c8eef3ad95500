/**
 * Housekeeping statements of the periodic jobs (kinds.ts): rows nothing reads any more are
 * deleted. Idempotent; each returns how many rows it deleted.
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { emailTokens, idempotencyKeys, sessions, type Db } from '@hai/db';
import { IDEMPOTENCY_WINDOW_HOURS } from '../services/idempotency.js';

/**
 * Delete e-mail tokens (verification, reset) that expired more than 7 days ago. Used and voided
 * tokens stay until then, so a verification link opened again within the week still answers
 * "already verified" (auth.ts `verifyEmail`) rather than "invalid".
 */
export async function purgeExpiredEmailTokens(db: Db): Promise<number> {
  const rows = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, sql`now() - interval '7 days'`))
    .returning({ id: emailTokens.id });
  return rows.length;
}

/**
 * Delete sessions that expired, or were revoked (logout, password reset), more than a day ago;
 * a token naming one is refused either way (auth.ts `authenticate`).
 */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now() - interval '1 day'`),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sql`now() - interval '1 day'`)),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Delete the idempotency keys whose answers are older than the replay window
 * (services/idempotency.ts, `IDEMPOTENCY_WINDOW_HOURS`: 24 hours); a request meeting one claims
 * the key anew anyway (draft-ietf-httpapi-idempotency-key-header §2.3: the server may purge a key
 * once it expires).
 */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS}::int)`),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
