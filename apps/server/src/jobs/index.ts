/** The job runner for a database: pg-boss on PostgreSQL, in-process on PGlite (types.ts). */
import type { FastifyBaseLogger } from 'fastify';
import { LocalJobQueue } from './local-queue.js';
import { PgBossJobQueue } from './pg-queue.js';
import type { JobQueue, JobQueueOptions } from './types.js';

export { JOB_KINDS } from './kinds.js';
export {
  defineJob,
  type JobKind,
  type JobQueue,
  type JobQueueOptions,
  type SendJobOptions,
} from './types.js';

/**
 * A job queue over `databaseUrl` (pg-boss, its own connection pool of 3) or, without one, in this
 * process. Nothing runs until `start()`.
 */
export function createJobQueue(
  databaseUrl: string | undefined,
  opts: JobQueueOptions,
  log: FastifyBaseLogger,
): JobQueue {
  return databaseUrl ? new PgBossJobQueue(databaseUrl, opts, log) : new LocalJobQueue(opts, log);
}
