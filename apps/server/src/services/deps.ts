import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@hai/db';
import type { Config } from '../env.js';
import type { OutboxWorker } from '../mail/outbox.js';
import type { AccountThrottle } from './throttle.js';

/** What services need from the outside world; built once per app. */
export interface Deps {
  db: Db;
  config: Config;
  /** Delivers queued e-mail; `kick()` after a transaction that queued one commits. */
  outbox: OutboxWorker;
  log: FastifyBaseLogger;
  /** Per-account attempt limits on auth actions. */
  throttle: AccountThrottle;
}
