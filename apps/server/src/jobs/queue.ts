/**
 * What the services see of the job runner (services/deps.ts): queue a job, start, stop. Declared
 * apart from the job kinds (types.ts), whose runs take the services' dependencies, so the two
 * modules do not import each other.
 */

/**
 * A job kind as {@link JobQueue.send} takes it: its name, and a run over the payload `P` (the
 * dependencies it also takes are the queue's business, `never` here so any kind fits).
 */
export interface SendableJob<P extends object> {
  readonly name: string;
  run(deps: never, payload: P): Promise<void>;
}

/** When and how often a job sent with {@link JobQueue.send} may run. */
export interface SendJobOptions {
  /**
   * Idempotency key: a second send of the same kind and key is ignored while the first is kept
   * (queued, running, or completed in the last 7 days), on every instance.
   */
  key?: string;
  /** Not before this time (default now). */
  runAt?: Date;
}

/** A job runner: one per app, started on ready, stopped on shutdown. */
export interface JobQueue {
  /** `pg-boss` on PostgreSQL, `in-process` on PGlite. */
  readonly driver: 'pg-boss' | 'in-process';
  /** Start taking work and scheduling the periodic kinds. Throws when the database cannot be set up. */
  start(): Promise<void>;
  /**
   * Queue one job of `kind` with `payload`; resolves `true` when queued, `false` when its key was
   * taken already. The kind must be one the queue was created with (else a rejected Error).
   */
  send<P extends object>(kind: SendableJob<P>, payload: P, opts?: SendJobOptions): Promise<boolean>;
  /**
   * Stop taking work and scheduling now, wait for running jobs at most `timeoutMs`, then release
   * the queue's connections. A job still running then is abandoned and runs again later.
   */
  stop(timeoutMs: number): Promise<void>;
}
