import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@hai/db';
import type { Config } from '../env.js';
import type { JobQueue } from '../jobs/queue.js';
import type { OutboxWorker } from '../mail/outbox.js';
import type { DatabaseOutage } from './outage.js';
import type { RateLimits } from './rate-limit.js';

/** What services need from the outside world; built once per app. */
export interface Deps {
  db: Db;
  /** Which engine `db` runs on (for `GET /api/ready`). */
  driver: 'postgres' | 'pglite';
  config: Config;
  /** Delivers queued e-mail; `kick()` after a transaction that queued one commits. */
  outbox: OutboxWorker;
  /** Background and scheduled jobs (jobs/kinds.ts): pg-boss on PostgreSQL, in-process on PGlite. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Per-address and per-account limits of rate-limited procedures. */
  rateLimits: RateLimits;
  /** Counts the requests a database outage refuses and logs the outage once (services/outage.ts). */
  outage: DatabaseOutage;
}
