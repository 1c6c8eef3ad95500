/**
 * POST /assessment/send-results (product-spec §2 "Results", §7, §9): e-mail the
 * user their results, in their locale, through the transactional outbox, so an SMTP outage
 * delays the e-mail instead of losing it, and the answer (success) means "queued". Only for a
 * completed assessment (the translated 409 of the other results calls); at most one e-mail a
 * minute and ten in 24 hours per user (a translated 429).
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { buildReport, type Locale } from '@hai/domain';
import { DomainError } from '../errors.js';
import { resultsEmail } from '../mail/results-email.js';
import { enqueueMail } from '../mail/outbox.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';
import { quotaState, type QuotaPolicy, type QuotaState } from './rate-limit-headers.js';
import { limitersFor, memoryLimiters, type LimiterFactory, type StoreLog } from './rate-limit-store.js';
import { completedAnswers } from './assessments/selection.js';
import { sinceLastTime } from './compare.js';

/** The limits of the results e-mail per user. */
export interface SendResultsLimitOptions {
  /** E-mails per `shortSeconds` (1 a minute). */
  shortPoints: number;
  shortSeconds: number;
  /** E-mails per `longSeconds` (10 a day). */
  longPoints: number;
  longSeconds: number;
}

export const SEND_RESULTS_LIMITS: SendResultsLimitOptions = {
  shortPoints: 1,
  shortSeconds: 60,
  longPoints: 10,
  longSeconds: 24 * 3600,
};

/**
 * Two rate-limiter-flexible counters keyed by user id: in PostgreSQL, shared by every instance,
 * when the app runs on it, in this process's memory otherwise (services/rate-limit-store.ts, like
 * the procedure limits of services/rate-limit.ts). The daily cap is checked first, so a user who
 * reached it is told so rather than to wait a minute. The counters failing (the database
 * unreachable) fails open: logged, the e-mail not refused (its own queueing needs the database).
 */
export class SendResultsLimits {
  private readonly short: RateLimiterAbstract;
  private readonly long: RateLimiterAbstract;
  private readonly log?: StoreLog;
  /** The two quota policies, as the answers' `RateLimit-Policy` names them. */
  private readonly shortPolicy: QuotaPolicy;
  private readonly longPolicy: QuotaPolicy;

  /**
   * @param opts the two limits (default {@link SEND_RESULTS_LIMITS}).
   * @param store `limiters`: where the counters live (default in memory); `log`: where a counter
   *   store failure is reported.
   */
  constructor(
    private readonly opts: SendResultsLimitOptions = SEND_RESULTS_LIMITS,
    store: { limiters?: LimiterFactory; log?: StoreLog } = {},
  ) {
    const limiters = store.limiters ?? memoryLimiters;
    this.log = store.log;
    this.short = limiters({
      keyPrefix: 'send-results-short',
      points: opts.shortPoints,
      duration: opts.shortSeconds,
    });
    this.long = limiters({
      keyPrefix: 'send-results-long',
      points: opts.longPoints,
      duration: opts.longSeconds,
    });
    this.shortPolicy = {
      name: 'results-email-short',
      quota: opts.shortPoints,
      windowSeconds: opts.shortSeconds,
    };
    this.longPolicy = { name: 'results-email-long', quota: opts.longPoints, windowSeconds: opts.longSeconds };
  }

  /**
   * Count one e-mail for `userId`.
   * @returns where the user stands against the two limits after it, for the answer's `RateLimit`
   *   fields (services/rate-limit-headers.ts); none when the counters could not be reached.
   * @throws DomainError TOO_MANY_REQUESTS `results.sendDailyLimit` (params limit, hours) or
   *   `results.sendTooSoon` (params seconds) when a limit is reached, carrying the refusing
   *   limit's state (nothing left, its window's end); nothing is counted then. A counter store
   *   failure is logged and refuses nothing.
   */
  async take(userId: string): Promise<QuotaState[]> {
    try {
      const long = await this.long.get(userId);
      if (long && long.consumedPoints >= this.opts.longPoints) throw this.dailyLimit(long);
      let short: RateLimiterRes;
      try {
        short = await this.short.consume(userId);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        throw new DomainError('TOO_MANY_REQUESTS', 'results.sendTooSoon', {
          params: { seconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) },
          quota: [quotaState(this.shortPolicy, err, true)],
        });
      }
      try {
        const counted = await this.long.consume(userId);
        return [quotaState(this.shortPolicy, short, false), quotaState(this.longPolicy, counted, false)];
      } catch (err) {
        // Reached between the check and now by a concurrent call: give the short point back.
        if (!(err instanceof RateLimiterRes)) throw err;
        await this.short.reward(userId);
        throw this.dailyLimit(err);
      }
    } catch (err) {
      if (err instanceof DomainError) throw err;
      this.log?.warn({ err }, 'send-results counters unavailable, failing open');
      return [];
    }
  }

  /** Give back the e-mail counted by {@link take} (it could not be queued); never throws. */
  async refund(userId: string): Promise<void> {
    try {
      await Promise.all([this.short.reward(userId), this.long.reward(userId)]);
    } catch (err) {
      this.log?.warn({ err }, 'send-results counters unavailable, refund lost');
    }
  }

  private dailyLimit(res: RateLimiterRes): DomainError {
    return new DomainError('TOO_MANY_REQUESTS', 'results.sendDailyLimit', {
      params: { limit: this.opts.longPoints, hours: Math.max(1, Math.ceil(res.msBeforeNext / 3600_000)) },
      quota: [quotaState(this.longPolicy, res, true)],
    });
  }
}

/** One set of limits per app (Deps is built once per app), without touching its construction. */
const limitsByApp = new WeakMap<Deps, SendResultsLimits>();
function limitsOf(deps: Deps): SendResultsLimits {
  let limits = limitsByApp.get(deps);
  if (!limits) {
    const store = { limiters: limitersFor(deps, deps.log), log: deps.log };
    limitsByApp.set(deps, (limits = new SendResultsLimits(SEND_RESULTS_LIMITS, store)));
  }
  return limits;
}

/**
 * Queue the results e-mail of the principal's completed assessment in `locale`; when it re-takes
 * an earlier completed one, the e-mail has a "since last time" section (services/compare.ts).
 * @returns the address it goes to (for the translated `results.sent` message) and where the user
 *   stands against the e-mail's limits (the answer's `RateLimit` fields).
 * @throws DomainError CONFLICT `results.incomplete` before completion; TOO_MANY_REQUESTS over a limit.
 */
export async function sendResults(
  deps: Deps,
  principal: Principal,
  locale: Locale,
): Promise<{ message: 'results.sent'; email: string; quota: QuotaState[] }> {
  const { user } = principal;
  const answers = await completedAnswers(deps, user.id);
  // Since last time: the latest compared with the one it re-takes, if any.
  const since = await sinceLastTime(deps, principal, locale);
  const limits = limitsOf(deps);
  const quota = await limits.take(user.id);
  try {
    const email = resultsEmail(locale, {
      firstName: user.firstName,
      companyName: user.companyName,
      report: buildReport(answers, locale),
      resultsUrl: `${deps.config.appUrl}/${locale}/results`,
      sinceLastTime: since,
    });
    await enqueueMail(deps.db, { to: user.email, ...email });
  } catch (err) {
    await limits.refund(user.id);
    throw err;
  }
  deps.outbox.kick();
  deps.log.info({ userId: user.id, event: 'results.sent', locale }, 'results e-mail queued');
  return { message: 'results.sent', email: user.email, quota };
}
