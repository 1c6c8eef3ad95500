/**
 * Background jobs: a job kind is one declaration ({@link defineJob}); a
 * {@link JobQueue} runs them on PostgreSQL through pg-boss (pg-queue.ts: once across every
 * instance sharing the database) or, on the embedded PGlite, in this process (local-queue.ts) —
 * the same interface and the same guarantees within the one process PGlite allows.
 */
import type { Deps } from '../services/deps.js';

export type { JobQueue, SendableJob, SendJobOptions } from './queue.js';

/** A kind of job: what runs, and when by itself. */
export interface JobKind<P extends object = Record<string, never>> {
  /** Unique name, letters, digits, `-` and `_` (pg-boss's queue name). */
  name: string;
  /**
   * Periodic: the job runs once in every interval of this length (whole seconds, ≥ 1000 ms),
   * across all instances, with an empty payload. Omit for jobs only {@link JobQueue.send} starts.
   */
  everyMs?: number;
  /** Tries again after a failure, this many times [3]. */
  retryLimit?: number;
  /** First retry after this, doubling each time, s [30]. */
  retryDelaySeconds?: number;
  /**
   * The work. Must be idempotent: after a crash or a shutdown mid-run a job runs again. Throw to
   * fail the run (it is retried and logged).
   */
  run(deps: Deps, payload: P): Promise<void>;
}

/** A job kind of any payload (a run takes its own payload type, so `never` accepts them all). */
export type AnyJobKind = JobKind<never>;

/** Declare a job kind (a typed identity: the declaration is the whole registration, see kinds.ts). */
export function defineJob<P extends object = Record<string, never>>(kind: JobKind<P>): JobKind<P> {
  if (!/^[\w-]+$/.test(kind.name)) throw new Error(`job name ${kind.name}: letters, digits, - and _ only`);
  if (kind.everyMs !== undefined && kind.everyMs < 1000) throw new Error(`job ${kind.name}: everyMs < 1000`);
  return kind;
}

/** What both runners are built from. */
export interface JobQueueOptions {
  kinds: readonly AnyJobKind[];
  /** The services' dependencies handed to each run (read when a job runs, so it may be built later). */
  deps: () => Deps;
  /** How often an idle worker looks for due jobs, ms (PostgreSQL only; ≥ 500) [5000]. */
  pollMs?: number;
  /** Per-kind interval overrides, ms (tests compress the clock). */
  everyMs?: Partial<Record<string, number>>;
}

/** A kind's interval after {@link JobQueueOptions.everyMs} overrides, or undefined. */
export function intervalOf(kind: AnyJobKind, opts: JobQueueOptions): number | undefined {
  return opts.everyMs?.[kind.name] ?? kind.everyMs;
}
