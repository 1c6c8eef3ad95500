/**
 * A database outage in the log (ARCHITECTURE "Database outages"): two lines an outage instead of
 * one error with a stack per refused request. While the database is unreachable every request
 * answers 503 `SERVICE_UNAVAILABLE` with `Retry-After` (errors.ts); each of them is counted here.
 * The first logs one warning ("database outage: requests answer 503"), with its cause; from then
 * on the database is asked every {@link OUTAGE_PROBE_MS} ms, and once it answers and no request
 * was refused for {@link OUTAGE_QUIET_MS} ms, one warning says the outage is over, with how long
 * it lasted and how many requests were refused (REST, tRPC and readiness alike).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { executeRows, type Db } from '@hai/db';

/** How often the database is asked during an outage, ms. */
export const OUTAGE_PROBE_MS = 500;
/** How long no request may have been refused before an answering database ends the outage, ms. */
export const OUTAGE_QUIET_MS = 1000;

/** One outage in progress. */
interface Outage {
  since: number;
  refused: number;
  lastRefusedAt: number;
}

/** The outage tracker of one app (`deps.outage`). */
export class DatabaseOutage {
  private current: Outage | null = null;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { probeMs?: number; quietMs?: number } = {},
  ) {}

  /** Whether an outage is in progress (a request was refused and the database has not answered since). */
  get active(): boolean {
    return this.current !== null;
  }

  /**
   * Count one request answered 503 because the database is unreachable (`err`, its cause). The
   * first of an outage logs it at warn, once, and starts asking the database until it answers.
   */
  refused(err: unknown): void {
    const now = Date.now();
    if (this.current) {
      this.current.refused += 1;
      this.current.lastRefusedAt = now;
      return;
    }
    this.current = { since: now, refused: 1, lastRefusedAt: now };
    this.log.warn(
      { err, event: 'database.outage.start' },
      'database outage: requests answer 503 with Retry-After until it answers again',
    );
    this.schedule();
  }

  /**
   * Stop asking the database (the app closes). An outage still in progress is logged with its
   * count, so no refusal goes unreported.
   */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    const o = this.current;
    if (!o) return;
    this.current = null;
    this.log.warn(
      { event: 'database.outage.open-at-close', durationMs: Date.now() - o.since, refused: o.refused },
      'database outage still in progress at close',
    );
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.probe(), this.opts.probeMs ?? OUTAGE_PROBE_MS);
    this.timer.unref();
  }

  /** Ask the database once; end the outage when it answers after a quiet spell, else ask again. */
  private async probe(): Promise<void> {
    const answered = await executeRows(this.db, sql`SELECT 1 AS ok`).then(
      () => true,
      () => false,
    );
    const o = this.current;
    if (this.closed || !o) return;
    const quiet = Date.now() - o.lastRefusedAt >= (this.opts.quietMs ?? OUTAGE_QUIET_MS);
    if (!answered || !quiet) return this.schedule();
    this.current = null;
    this.log.warn(
      { event: 'database.outage.end', durationMs: Date.now() - o.since, refused: o.refused },
      `database outage over after ${Date.now() - o.since} ms: ${o.refused} requests refused with 503`,
    );
  }
}
