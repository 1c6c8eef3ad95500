/**
 * The job runner on PostgreSQL: pg-boss 10 (its own `pgboss` schema, created and migrated by
 * pg-boss at start under an advisory lock, so no Drizzle migration; SKIP LOCKED fetches, so a job
 * runs on one instance). Periodic kinds are throttled sends: every instance offers the job twice
 * an interval with `singletonSeconds` = the interval, and pg-boss's unique index on
 * (name, slot) keeps one job a slot, completed ones included, so it runs once across instances.
 * A keyed send uses a job id derived from the kind and key, so a second send is a no-op.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import {
  intervalOf,
  type AnyJobKind,
  type JobKind,
  type JobQueue,
  type JobQueueOptions,
  type SendJobOptions,
} from './types.js';
import { recordJobFailure } from '../metrics.js';

/** How long pg-boss keeps a completed job (and so a taken key), s. */
const KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;

/** The job id of `kind`'s job with idempotency key `key`: a UUID (version-5 layout) of their SHA-256. */
export function jobIdOf(kind: string, key: string): string {
  const h = createHash('sha256').update(`${kind}\u0000${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export class PgBossJobQueue implements JobQueue {
  readonly driver = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    connectionString: string,
    private readonly opts: JobQueueOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      connectionString,
      application_name: 'hai-jobs',
      max: 3,
      schedule: false,
      archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
    });
    // Without a listener an 'error' event would end the process; a database outage is logged.
    this.boss.on('error', (err: Error) => this.log.warn({ err }, 'job queue error'));
  }

  /** Set up pg-boss's schema and one queue a kind, start a worker each and offer the periodic jobs. */
  async start(): Promise<void> {
    await this.boss.start();
    const pollingIntervalSeconds = Math.max(500, this.opts.pollMs ?? 5000) / 1000;
    for (const kind of this.opts.kinds) {
      await this.ensureQueue(kind.name);
      // Up to 10 jobs a fetch, run one by one; a failed one is failed alone (pg-boss then
      // completes only the batch's jobs still active).
      await this.boss.work<object>(kind.name, { pollingIntervalSeconds, batchSize: 10 }, async (batch) => {
        for (const job of batch) {
          try {
            await kind.run(this.opts.deps(), job.data as never);
          } catch (err) {
            recordJobFailure(kind.name);
            this.log.warn({ err, job: kind.name, jobId: job.id }, 'job failed');
            await this.boss.fail(kind.name, job.id, { message: String((err as Error).message ?? err) });
          }
        }
      });
      const every = intervalOf(kind, this.opts);
      if (every === undefined) continue;
      const offer = () =>
        this.boss
          .send(
            kind.name,
            {},
            {
              ...this.retryOf(kind),
              singletonKey: 'every',
              singletonSeconds: Math.max(1, Math.round(every / 1000)),
            },
          )
          .catch((err: unknown) => this.log.warn({ err, job: kind.name }, 'periodic job not offered'));
      const timer = setInterval(offer, Math.max(500, every / 2));
      timer.unref();
      this.timers.push(timer);
      await offer();
    }
  }

  /** Queue a job (see {@link JobQueue.send}); a key is taken while pg-boss keeps its job (7 days after completion). */
  async send<P extends object>(kind: JobKind<P>, payload: P, opts: SendJobOptions = {}): Promise<boolean> {
    if (!this.opts.kinds.includes(kind)) throw new Error(`unknown job kind ${kind.name}`);
    const id = await this.boss.send(kind.name, payload, {
      ...this.retryOf(kind),
      ...(opts.key !== undefined ? { id: jobIdOf(kind.name, opts.key) } : {}),
      ...(opts.runAt ? { startAfter: opts.runAt } : {}),
    });
    return id !== null;
  }

  /** Stop offering and fetching, wait for running jobs at most `timeoutMs`, close pg-boss's pool. */
  async stop(timeoutMs: number): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers.length = 0;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs + 250)));
    const stopped = this.boss
      .stop({ graceful: true, wait: true, close: true, timeout: Math.max(1000, timeoutMs) })
      .catch((err: unknown) => this.log.warn({ err }, 'job queue stop failed'));
    await Promise.race([stopped, late]);
    clearTimeout(timer);
  }

  /**
   * Create `name`'s queue unless it exists. Two instances starting on a fresh database may create
   * the same queue at once, and pg-boss's create_queue (a row and a partition table) can then
   * deadlock; the loser tries again once the winner's queue is there.
   */
  private async ensureQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await this.boss.getQueue(name)))
          await this.boss.createQueue(name, { name, policy: 'standard' });
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
      }
    }
  }

  private retryOf(kind: AnyJobKind) {
    return { retryLimit: kind.retryLimit ?? 3, retryDelay: kind.retryDelaySeconds ?? 30, retryBackoff: true };
  }
}
