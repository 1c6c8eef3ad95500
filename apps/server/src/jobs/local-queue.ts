/**
 * The in-process job runner for the embedded PGlite (one process owns its database, so "once
 * across instances" is "once in this process"): periodic kinds on timers, sent jobs on timers,
 * retries with doubling delays, keys remembered 7 days. Jobs live in memory: a sent job whose time
 * has not come is lost at a restart, so a kind that must survive one keeps its due date in a table
 * and is found by a periodic kind instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  intervalOf,
  type JobKind,
  type JobQueue,
  type JobQueueOptions,
  type SendJobOptions,
} from './types.js';
import { recordJobFailure } from '../metrics.js';

/** How long a sent key stays taken, ms (as pg-boss keeps a completed job). */
const KEY_MS = 7 * 24 * 3600_000;
/** The longest delay one Node timer takes, ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class LocalJobQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** Periodic kinds with a run in progress (a slow run is not overlapped by the next). */
  private readonly busy = new Set<string>();
  private readonly keys = new Map<string, number>();
  private stopped = true;

  constructor(
    private readonly opts: JobQueueOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Start the periodic kinds: each runs now, then every interval. */
  async start(): Promise<void> {
    this.stopped = false;
    for (const kind of this.opts.kinds) {
      const every = intervalOf(kind, this.opts);
      if (every === undefined) continue;
      const tick = () => {
        if (this.busy.has(kind.name)) return;
        this.busy.add(kind.name);
        this.execute(kind, {}, 0, () => this.busy.delete(kind.name));
      };
      const timer = setInterval(tick, every);
      timer.unref();
      this.timers.add(timer);
      tick();
    }
  }

  /** Queue a job (see {@link JobQueue.send}); keys are remembered 7 days in this process. */
  async send<P extends object>(kind: JobKind<P>, payload: P, opts: SendJobOptions = {}): Promise<boolean> {
    if (!this.opts.kinds.includes(kind)) throw new Error(`unknown job kind ${kind.name}`);
    if (opts.key !== undefined) {
      const id = `${kind.name}|${opts.key}`;
      const now = Date.now();
      for (const [k, at] of this.keys) if (now - at > KEY_MS) this.keys.delete(k);
      if (this.keys.has(id)) return false;
      this.keys.set(id, now);
    }
    this.later(Math.max(0, (opts.runAt?.getTime() ?? 0) - Date.now()), () => this.execute(kind, payload, 0));
    return true;
  }

  /** Stop timers and wait for running jobs, at most `timeoutMs`. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...this.running]), late]);
    clearTimeout(timer);
  }

  /** Call `fn` after `ms` unless stopped first (chained timers past Node's 24.8-day limit). */
  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (this.stopped) return;
        if (ms > MAX_TIMER_MS) this.later(ms - MAX_TIMER_MS, fn);
        else fn();
      },
      Math.min(ms, MAX_TIMER_MS),
    );
    timer.unref();
    this.timers.add(timer);
  }

  /** Run one try of a job; on failure schedule the next try with a doubled delay. */
  private execute<P extends object>(kind: JobKind<P>, payload: P, retry: number, done?: () => void): void {
    if (this.stopped) {
      done?.();
      return;
    }
    const run = (async () => {
      try {
        await kind.run(this.opts.deps(), payload);
      } catch (err) {
        recordJobFailure(kind.name);
        const limit = kind.retryLimit ?? 3;
        const delayMs = (kind.retryDelaySeconds ?? 30) * 1000 * 2 ** retry;
        if (retry < limit) {
          this.log.warn({ err, job: kind.name, retry: retry + 1, retryInMs: delayMs }, 'job failed');
          this.later(delayMs, () => this.execute(kind, payload, retry + 1));
        } else this.log.error({ err, job: kind.name }, 'job failed after its last retry');
      }
    })().finally(() => {
      this.running.delete(run);
      done?.();
    });
    this.running.add(run);
  }
}
