/**
 * Per-account attempt limits (issue 3 control 3, ASVS 6.3.1): a sliding window per action and
 * e-mail address, known or not (so the limit reveals nothing about accounts). Only the flooded
 * address is slowed; other accounts are unaffected. Kept in memory: one server process; several
 * instances would each apply the limit.
 */
import { DomainError } from '../errors.js';

export class AccountThrottle {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Record an attempt for `key`; throws 429 when the window already holds `max` attempts. */
  hit(action: string, account: string, now = Date.now()): void {
    const key = `${action}|${account.toLowerCase()}`;
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      throw new DomainError('TOO_MANY_REQUESTS', 'error.tooManyRequests');
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }
}
