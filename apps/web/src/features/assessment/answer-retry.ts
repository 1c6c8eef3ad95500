/**
 * The answer's retry policy during an outage: an answer is stored under its question on the
 * server (an upsert), so sending the same payload again is safe. A submission that met a database
 * outage (503 with `Retry-After`), a gateway in trouble (502, 504) or no server at all (network
 * failure, offline, an answer that is not the API's JSON) is kept on this device and sent again
 * (offline/answer-sync.ts), after the server's `Retry-After` (delay seconds, as the server sends
 * it) when there is one, else after 1 s, 2 s, 4 s … up to 30 s. Every other failure (400, 409,
 * 500 …) is final, as before. The chat says it is reconnecting meanwhile (useAssessmentChat).
 */
import { responseOf, retryAfterMs } from '../../lib/retry-after';
import { isApiError } from '../../lib/trpc';

/** The first wait, and the longest one (also the cap on a `Retry-After`). */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
/** The statuses of a server or gateway that is down for a while, not of a refused answer. */
const OUTAGE_STATUSES = [502, 503, 504];

/**
 * Whether `err` is an outage to wait out: a tRPC call that failed with 502, 503 or 504 (the
 * error body's status, else the response's), or with no status at all (no answer, or one that is
 * not the API's).
 */
export function isOutage(err: unknown): boolean {
  if (!isApiError(err)) return false;
  const status = err.data?.httpStatus ?? responseOf(err)?.status;
  return status === undefined || OUTAGE_STATUSES.includes(status);
}

/**
 * The wait before the next attempt after the `failures`-th failure (0 for the first), in ms: the
 * server's `Retry-After` within [1 s, 30 s], else 1 s doubled each time up to 30 s, less up to
 * 10 % at random so that many waiting browsers do not all come back in the same instant.
 */
export function answerRetryDelay(failures: number, err: unknown, random: () => number = Math.random): number {
  const asked = retryAfterMs(err);
  if (asked !== null) return Math.min(Math.max(asked, FIRST_RETRY_MS), MAX_RETRY_MS);
  return Math.round(Math.min(FIRST_RETRY_MS * 2 ** failures, MAX_RETRY_MS) * (1 - 0.1 * random()));
}
