/**
 * The rate-limit header fields of an answer (draft-ietf-httpapi-ratelimit-headers-11 §3, §4, §6;
 * RFC 9110 §10.2.3 `Retry-After`): every call that a rate limit counted tells the client its
 * quota policies and what is left of them, and a refused call (429) when to try again.
 *
 * - `RateLimit-Policy: "auth-per-address";q=5;w=60, …` — each policy the call counted against:
 *   its name, quota (`q`, requests) and window (`w`, seconds).
 * - `RateLimit: "auth-per-address";r=4;t=60, …` — what is left of each (`r`) and the seconds
 *   until its window ends (`t`), from rate-limiter-flexible's `remainingPoints` and
 *   `msBeforeNext`.
 * - `Retry-After: 37` (integer seconds) on a refusal: the end of the refused policy's window (the
 *   latest, when several refused), never earlier than its `t` (draft §6).
 *
 * The limiters report {@link QuotaState}s (services/rate-limit.ts, send-results.ts); the call's
 * {@link QuotaHeaders} (on its tRPC context) merges those of every call of a batch and writes the
 * fields on the HTTP answer, REST and tRPC alike.
 */

/** A quota policy (draft §3.1): a name, the quota in requests and the window in seconds. */
export interface QuotaPolicy {
  name: string;
  quota: number;
  windowSeconds: number;
}

/** Where a call stands against one {@link QuotaPolicy} after it was counted (draft §4.1). */
export interface QuotaState {
  policy: QuotaPolicy;
  /** Requests left in the window (`r`), ≥ 0. */
  remaining: number;
  /** Seconds until the window ends (`t`), a whole number ≥ 0. */
  resetSeconds: number;
  /** This policy refused the call (429). */
  refused: boolean;
}

/**
 * The state of `policy` from a rate-limiter-flexible answer (`RateLimiterRes`): a refused call has
 * nothing left; the seconds are rounded up, so the client never retries early.
 */
export function quotaState(
  policy: QuotaPolicy,
  res: { remainingPoints: number; msBeforeNext: number },
  refused: boolean,
): QuotaState {
  return {
    policy,
    remaining: refused ? 0 : Math.max(0, Math.floor(res.remainingPoints)),
    resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)),
    refused,
  };
}

/** A Structured Fields String (RFC 9651 §3.3.3): quoted, `"` and `\` escaped. */
function sfString(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** The `RateLimit-Policy` field value (draft §3) of `states`' policies, in their order. */
export function rateLimitPolicyField(states: readonly QuotaState[]): string {
  return states
    .map((s) => `${sfString(s.policy.name)};q=${s.policy.quota};w=${s.policy.windowSeconds}`)
    .join(', ');
}

/** The `RateLimit` field value (draft §4) of `states`, in their order. */
export function rateLimitField(states: readonly QuotaState[]): string {
  return states.map((s) => `${sfString(s.policy.name)};r=${s.remaining};t=${s.resetSeconds}`).join(', ');
}

/**
 * The `Retry-After` seconds of `states` (RFC 9110 §10.2.3): the latest window end among the
 * policies that refused, at least 1; null when none refused.
 */
export function retryAfterSeconds(states: readonly QuotaState[]): number | null {
  const refused = states.filter((s) => s.refused);
  if (refused.length === 0) return null;
  return Math.max(1, ...refused.map((s) => s.resetSeconds));
}

/**
 * The rate-limit fields of one HTTP answer. Each counted call {@link record}s its states; one
 * policy's state is the tightest recorded (least left, then the longest wait; refused if any call
 * was), so a tRPC batch of several limited calls reports what the next call would meet. The
 * fields are written through `setHeader` at every record, before the answer is sent.
 */
export class QuotaHeaders {
  private readonly states = new Map<string, QuotaState>();

  constructor(private readonly setHeader: (name: string, value: string) => void) {}

  /** Merge `states` into the answer's and write its `RateLimit-Policy`, `RateLimit` and `Retry-After`. */
  record(states: readonly QuotaState[]): void {
    if (states.length === 0) return;
    for (const s of states) {
      const held = this.states.get(s.policy.name);
      if (!held) {
        this.states.set(s.policy.name, s);
        continue;
      }
      const tighter =
        s.remaining < held.remaining || (s.remaining === held.remaining && s.resetSeconds > held.resetSeconds)
          ? s
          : held;
      this.states.set(s.policy.name, { ...tighter, refused: held.refused || s.refused });
    }
    const all = [...this.states.values()];
    this.setHeader('ratelimit-policy', rateLimitPolicyField(all));
    this.setHeader('ratelimit', rateLimitField(all));
    const retry = retryAfterSeconds(all);
    if (retry !== null) this.setHeader('retry-after', String(retry));
  }
}
