/**
 * When the outbox tries a message again, and for how long (e-mail is never
 * dropped). Pure: the schedule is injectable, so tests run an outage of "days" in seconds.
 */

/**
 * Delays after the 1st, 2nd, … failed attempt of one message, ms; the last one repeats. From 30 s
 * up to 4 hours: 10 attempts in the first ~8 hours, then one every 4 hours.
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  30_000,
  60_000,
  2 * 60_000,
  5 * 60_000,
  10 * 60_000,
  20 * 60_000,
  40 * 60_000,
  60 * 60_000,
  2 * 3600_000,
  4 * 3600_000,
];

/**
 * How long after it was queued a failing message is still retried on the schedule (72 hours), ms.
 * After that it is marked `failed`: kept, counted, logged, and re-sent when the mail server is
 * reachable again (outbox.ts `recover`).
 */
export const DEFAULT_RETRY_FOR_MS = 72 * 3600_000;

/**
 * The delay before the next try of a message that has just failed its `attempt`-th real attempt
 * (1-based), ms: `schedule[attempt - 1]`, or the schedule's last entry past its end. Throws a
 * RangeError on an empty schedule.
 */
export function retryDelayMs(
  attempt: number,
  schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS,
): number {
  if (schedule.length === 0) throw new RangeError('the retry schedule is empty');
  return schedule[Math.min(Math.max(1, attempt), schedule.length) - 1]!;
}

/**
 * Prefix of `mail_outbox.last_error` when the mail server could not be reached at all (refused,
 * timed out, closed before or during the greeting, DNS): such messages are re-queued as soon as a
 * probe finds the server again, instead of waiting out their backoff.
 */
export const UNREACHABLE = 'unreachable: ';

/**
 * Prefix a claim puts before a message's `last_error` while a worker sends it: `recover()` matches
 * only {@link UNREACHABLE} at the start, so it never re-queues a message being sent, while the
 * "e-mail is delayed" check still sees it (outbox-stats.ts).
 */
export const SENDING = 'sending, last: ';

/** An error as nodemailer raises it. */
interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * Whether a delivery error means the server was not reached (`true`: connection refused, reset or
 * timed out, closed before or without a greeting; no SMTP reply at all), rather than a server
 * that answered and refused this message (any 4xx/5xx reply, 421 included, or a bad envelope):
 * only the first kind is re-queued when a probe finds the server, since a server that greets but
 * refuses would pass the probe every time.
 */
export function isUnreachable(err: unknown): boolean {
  const e = (typeof err === 'object' && err !== null ? err : {}) as SmtpError;
  if (typeof e.responseCode === 'number') return false;
  return e.code !== 'EENVELOPE' && e.code !== 'EMESSAGE';
}

/** The `last_error` text stored for a failed attempt: the error's message (500 characters at most), prefixed {@link UNREACHABLE} when the server was not reached. */
export function lastErrorOf(err: unknown): string {
  const message = String((err as SmtpError | undefined)?.message ?? err).slice(0, 500);
  return isUnreachable(err) ? `${UNREACHABLE}${message}` : message;
}
