/**
 * The wait a failed call's answer asks for: `Retry-After` (RFC 9110 §10.2.3) on a 429 (RFC 6585
 * §4, the rate limits) or a 503 (an outage). Apart from `trpc.ts` so that only the screens that
 * wait — the chat's resend and the account forms — carry it.
 */
import { isApiError } from './trpc';

/** The HTTP response of a failed call, when it got one the client could read. */
export const responseOf = (err: unknown): Response | undefined =>
  isApiError(err) ? (err.meta?.response as Response | undefined) : undefined;

/**
 * The server's `Retry-After` in ms when it is delay seconds (RFC 9110 §10.2.3), else null (none,
 * or an HTTP date, which this server does not send).
 */
export function retryAfterMs(err: unknown): number | null {
  const value = responseOf(err)?.headers?.get('retry-after');
  return value && /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : null;
}

/**
 * The whole seconds a refused call asks the caller to wait: a 429 `TOO_MANY_REQUESTS` (RFC 6585
 * §4) with its `Retry-After`; null for any other failure, or a 429 without the header.
 */
export function rateLimitWaitSeconds(err: unknown): number | null {
  if (!isApiError(err) || err.data?.error !== 'TOO_MANY_REQUESTS') return null;
  const ms = retryAfterMs(err);
  return ms === null ? null : Math.ceil(ms / 1000);
}
