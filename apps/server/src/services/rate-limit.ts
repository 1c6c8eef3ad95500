/**
 * Rate limits per procedure call (ASVS 6.3.1, conventions.md §14): a tRPC middleware
 * asks {@link RateLimits.check} for every call of a procedure whose meta names a rate-limit
 * class, whether the call came alone, in a batch or through REST. Counters per procedure and
 * client address, and per procedure and account (the input's e-mail, known or not, so the limit
 * reveals nothing), kept by rate-limiter-flexible: in PostgreSQL when the app runs on it, shared
 * by every instance on the database, in this process's memory on PGlite
 * (services/rate-limit-store.ts).
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { EmailSchema } from '@hai/domain';
import { DomainError } from '../errors.js';
import type { RateLimitClass } from '../trpc/meta.js';
import { quotaState, retryAfterSeconds, type QuotaPolicy, type QuotaState } from './rate-limit-headers.js';
import { memoryLimiters, type LimiterFactory, type StoreLog } from './rate-limit-store.js';

/** The limits, from the configuration. */
export interface RateLimitConfig {
  /** Calls per procedure per client address per minute. */
  ipPerMinute: number;
  /** Calls per procedure per e-mail address per 15 minutes. */
  accountPer15Min: number;
  /** How long a refused call is held before its 429 (tarpit), ms. */
  delayMs: number;
}

/**
 * What a class does when its counters cannot be read or written (the database unreachable):
 * `closed` refuses the call with 503 (auth: a login must not go unlimited), `open` lets it run.
 * A new class is a compile error until it chooses.
 */
export const STORE_FAILURE_POLICY: Record<RateLimitClass, 'open' | 'closed'> = {
  auth: 'closed',
};

/**
 * The account a call names: the input's e-mail as `EmailSchema` normalises it, or null when the
 * input has no valid one (such a call is refused by validation before any account work).
 */
function accountOf(rawInput: unknown): string | null {
  if (typeof rawInput !== 'object' || rawInput === null) return null;
  const email = EmailSchema.safeParse((rawInput as { email?: unknown }).email);
  return email.success ? email.data : null;
}

/** The per-address and per-account counters of the rate-limited procedures of one app. */
export class RateLimits {
  private readonly perIp: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly log?: StoreLog;
  /** The `auth` class's quota policies, as the answers' `RateLimit-Policy` names them. */
  private readonly ipPolicy: QuotaPolicy;
  private readonly accountPolicy: QuotaPolicy;

  /**
   * @param config the limits (`RATE_LIMIT_*`).
   * @param opts `limiters`: where the counters live (services/rate-limit-store.ts `limitersFor`;
   *   default in memory); `log`: where a counter store failure is reported.
   */
  constructor(
    private readonly config: RateLimitConfig,
    opts: { limiters?: LimiterFactory; log?: StoreLog } = {},
  ) {
    const limiters = opts.limiters ?? memoryLimiters;
    this.log = opts.log;
    this.perIp = limiters({ keyPrefix: 'ip', points: config.ipPerMinute, duration: 60 });
    this.perAccount = limiters({
      keyPrefix: 'account',
      points: config.accountPer15Min,
      duration: 15 * 60,
    });
    this.ipPolicy = { name: 'auth-per-address', quota: config.ipPerMinute, windowSeconds: 60 };
    this.accountPolicy = { name: 'auth-per-account', quota: config.accountPer15Min, windowSeconds: 15 * 60 };
  }

  /**
   * Count one call of `procedure` (class `cls`) from `clientIp` with `rawInput`. Resolves, when
   * the call may run, with where it stands against each policy it counted against (the per-address
   * one, and the per-account one when the input names an e-mail), for the answer's `RateLimit`
   * fields (services/rate-limit-headers.ts); otherwise waits `delayMs` (so a flood costs the server
   * a timer, not a busy event loop) and throws a 429 `TOO_MANY_REQUESTS` DomainError carrying those
   * states, the refusing one with nothing left (`Retry-After` is its window's end). When the
   * counters cannot be reached, logs a warning and follows {@link STORE_FAILURE_POLICY}: a 503
   * `SERVICE_UNAVAILABLE` DomainError (`closed`) or no refusal and no states (`open`).
   */
  async check(
    cls: RateLimitClass,
    procedure: string,
    clientIp: string,
    rawInput: unknown,
  ): Promise<QuotaState[]> {
    // One class today; the switch makes a new class a compile error until it is handled here.
    switch (cls) {
      case 'auth': {
        const account = accountOf(rawInput);
        const states: QuotaState[] = [];
        let policy = this.ipPolicy;
        try {
          states.push(quotaState(policy, await this.perIp.consume(`${procedure}|${clientIp}`), false));
          if (account) {
            policy = this.accountPolicy;
            states.push(quotaState(policy, await this.perAccount.consume(`${procedure}|${account}`), false));
          }
          return states;
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) return this.storeFailed(cls, procedure, err);
          const quota = [...states, quotaState(policy, err, true)];
          if (this.config.delayMs > 0) await new Promise((r) => setTimeout(r, this.config.delayMs));
          throw new DomainError(...tooManyRequests(quota));
        }
      }
    }
  }

  /** Report a counter store failure and answer it by the class's policy (no states when open). */
  private storeFailed(cls: RateLimitClass, procedure: string, err: unknown): QuotaState[] {
    const policy = STORE_FAILURE_POLICY[cls];
    this.log?.warn(
      { err, rateLimitClass: cls, procedure, policy },
      `rate-limit counters unavailable, failing ${policy}`,
    );
    if (policy === 'closed') throw new DomainError('SERVICE_UNAVAILABLE', 'error.unavailable');
    return [];
  }
}

/**
 * The refusal of a call over its quota: 429 with the wait its `Retry-After` states, in the
 * message too (in seconds, or in minutes rounded up from 90 s on), so a person reading it knows
 * when to try again.
 */
export function tooManyRequests(quota: readonly QuotaState[]): ConstructorParameters<typeof DomainError> {
  const seconds = retryAfterSeconds(quota);
  if (seconds === null) return ['TOO_MANY_REQUESTS', 'error.tooManyRequests', { quota }];
  return seconds >= 90
    ? [
        'TOO_MANY_REQUESTS',
        'error.tooManyRequestsMinutes',
        { quota, params: { minutes: Math.ceil(seconds / 60) } },
      ]
    : ['TOO_MANY_REQUESTS', 'error.tooManyRequestsSeconds', { quota, params: { seconds } }];
}
