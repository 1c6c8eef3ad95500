/**
 * Rate limits per procedure call (issue 6, ASVS 6.3.1, conventions.md §14): a tRPC middleware
 * asks {@link RateLimits.check} for every call of a procedure whose meta names a rate-limit
 * class, whether the call came alone, in a batch or through REST. Counters per procedure and
 * client address, and per procedure and account (the input's e-mail, known or not, so the limit
 * reveals nothing), kept by rate-limiter-flexible in this process's memory.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { EmailSchema } from '@hai/domain';
import { DomainError } from '../errors.js';
import type { RateLimitClass } from '../trpc/meta.js';

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
 * The account a call names: the input's e-mail as `EmailSchema` normalises it, or null when the
 * input has no valid one (such a call is refused by validation before any account work).
 */
function accountOf(rawInput: unknown): string | null {
  if (typeof rawInput !== 'object' || rawInput === null) return null;
  const email = EmailSchema.safeParse((rawInput as { email?: unknown }).email);
  return email.success ? email.data : null;
}

export class RateLimits {
  private readonly perIp: RateLimiterMemory;
  private readonly perAccount: RateLimiterMemory;

  constructor(private readonly config: RateLimitConfig) {
    this.perIp = new RateLimiterMemory({ keyPrefix: 'ip', points: config.ipPerMinute, duration: 60 });
    this.perAccount = new RateLimiterMemory({
      keyPrefix: 'account',
      points: config.accountPer15Min,
      duration: 15 * 60,
    });
  }

  /**
   * Count one call of `procedure` (class `cls`) from `clientIp` with `rawInput`. Resolves when
   * the call may run; otherwise waits `delayMs` (so a flood costs the server a timer, not a busy
   * event loop) and throws a 429 `TOO_MANY_REQUESTS` DomainError.
   */
  async check(cls: RateLimitClass, procedure: string, clientIp: string, rawInput: unknown): Promise<void> {
    // One class today; the switch makes a new class a compile error until it is handled here.
    switch (cls) {
      case 'auth': {
        const account = accountOf(rawInput);
        try {
          await this.perIp.consume(`${procedure}|${clientIp}`);
          if (account) await this.perAccount.consume(`${procedure}|${account}`);
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          if (this.config.delayMs > 0) await new Promise((r) => setTimeout(r, this.config.delayMs));
          throw new DomainError('TOO_MANY_REQUESTS', 'error.tooManyRequests');
        }
      }
    }
  }
}
