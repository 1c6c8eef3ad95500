import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@hai/db';
import type { Config } from '../env.js';
import type { Mailer } from '../mail/mailer.js';

/** What services need from the outside world; built once per app. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
