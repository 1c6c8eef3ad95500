/**
 * Every job kind the server runs. Adding one is one declaration here: a name, `everyMs` for a
 * periodic one, and `run` (idempotent). A kind started on demand (the "remind me to re-take"
 * date, say) leaves out `everyMs` and is queued with `deps.jobs.send(kind, payload, { key, runAt })`.
 */
import { outboxStats } from '../mail/outbox-stats.js';
import { backfillPeerScores, vacuumPeerScores } from '../services/peers.js';
import { PURGE_INTERVAL_MS, purgeExpiredRateLimitBuckets } from '../services/rate-limit-store.js';
import { purgeExpiredEmailTokens, purgeExpiredIdempotencyKeys, purgeExpiredSessions } from './purge.js';
import { defineJob } from './types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Hourly: e-mail tokens expired more than 7 days ago. */
export const purgeTokensJob = defineJob({
  name: 'purge-expired-tokens',
  everyMs: HOUR,
  async run(deps) {
    const deleted = await purgeExpiredEmailTokens(deps.db);
    if (deleted > 0) deps.log.info({ job: 'purge-expired-tokens', deleted }, 'expired e-mail tokens purged');
  },
});

/** Hourly: sessions expired or revoked more than a day ago. */
export const purgeSessionsJob = defineJob({
  name: 'purge-expired-sessions',
  everyMs: HOUR,
  async run(deps) {
    const deleted = await purgeExpiredSessions(deps.db);
    if (deleted > 0) deps.log.info({ job: 'purge-expired-sessions', deleted }, 'expired sessions purged');
  },
});

/**
 * Hourly: idempotency keys whose stored answers passed the 24-hour replay window
 * (services/idempotency.ts); a request meeting one ignores it anyway.
 */
export const purgeIdempotencyKeysJob = defineJob({
  name: 'purge-idempotency-keys',
  everyMs: HOUR,
  async run(deps) {
    const deleted = await purgeExpiredIdempotencyKeys(deps.db);
    if (deleted > 0)
      deps.log.info({ job: 'purge-idempotency-keys', deleted }, 'expired idempotency keys purged');
  },
});

/**
 * Every minute: e-mail waiting for an unreachable server is re-queued once the server answers
 * (outbox.ts `recover`), and while any message waits or has failed, one warning line with the
 * outbox's figures (mail-outbox-stats).
 */
export const mailRecoverJob = defineJob({
  name: 'mail-recover',
  everyMs: MINUTE,
  retryLimit: 0,
  async run(deps) {
    await deps.outbox.recover();
    const stats = await outboxStats(deps.db);
    if (stats.waitingForServer > 0 || stats.failed > 0)
      deps.log.warn({ job: 'mail-recover', ...stats }, 'mail outbox: messages waiting or failed');
  },
});

/**
 * Every 10 minutes: rate-limit buckets whose window has ended (services/rate-limit-store.ts; each
 * counting process also purges them itself when it counts, this covers quiet ones). The table
 * exists on both databases; it stays empty on PGlite, whose limits count in memory.
 */
export const purgeRateLimitBucketsJob = defineJob({
  name: 'purge-rate-limit-buckets',
  everyMs: PURGE_INTERVAL_MS,
  async run(deps) {
    const deleted = await purgeExpiredRateLimitBuckets(deps.db);
    if (deleted > 0)
      deps.log.debug({ job: 'purge-rate-limit-buckets', deleted }, 'expired rate-limit buckets purged');
  },
});

/**
 * At start, then hourly: the peer benchmark's rows for every company whose latest completed
 * assessment is not in it yet (those completed before migration 0010; a company whose rows went
 * with a deleted account while a colleague has completed one). Idempotent (services/peers.ts).
 * On PGlite, which runs no autovacuum, it then vacuums `peer_scores` so the percentile's
 * index-only scans stay index-only.
 */
export const peerScoresBackfillJob = defineJob({
  name: 'peer-scores-backfill',
  everyMs: HOUR,
  async run(deps) {
    const written = await backfillPeerScores(deps.db);
    if (written > 0) deps.log.info({ job: 'peer-scores-backfill', written }, 'peer scores backfilled');
    if (deps.driver === 'pglite') await vacuumPeerScores(deps.db);
  },
});

/** The kinds every app instance runs. */
export const JOB_KINDS = [
  purgeTokensJob,
  purgeSessionsJob,
  purgeRateLimitBucketsJob,
  purgeIdempotencyKeysJob,
  mailRecoverJob,
  peerScoresBackfillJob,
] as const;
