/**
 * Server configuration (domain-design.md §7), validated at start; the only reader of process.env.
 * A bad value stops the start with one line naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { DB_TIMEOUT_DEFAULTS } from '@hai/db';
import { DEFAULT_PEER_MIN_GROUP, LOWEST_PEER_MIN_GROUP } from '@hai/domain';
import { TrustProxyEnv, type TrustProxy } from './trust-proxy.js';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('HAI Marketing Wheel <no-reply@localhost>'),
  APP_URL: z.url('must be a URL like https://wheel.example.com').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: TrustProxyEnv,
  CORS_ORIGINS: z.string().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_ACCOUNT_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  EMAIL_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(DB_TIMEOUT_DEFAULTS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(DB_TIMEOUT_DEFAULTS.statementTimeoutMs),
  DATABASE_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(DB_TIMEOUT_DEFAULTS.idleTimeoutSeconds),
  DATABASE_MAX_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400)
    .default(DB_TIMEOUT_DEFAULTS.maxLifetimeSeconds),
  DATABASE_RECONNECT_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30_000)
    .default(DB_TIMEOUT_DEFAULTS.reconnectMaxDelayMs),
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
  PEER_MIN_GROUP: z.coerce
    .number()
    .int()
    .min(LOWEST_PEER_MIN_GROUP, `must be at least ${LOWEST_PEER_MIN_GROUP}`)
    .max(100_000)
    .default(DEFAULT_PEER_MIN_GROUP),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Resolved configuration, as the rest of the server sees it. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public base URL for e-mail links, without trailing slash. */
  appUrl: string;
  jwtSecret: string;
  /**
   * `TRUST_PROXY` (default off): the proxies in front of the app, as a hop count (`true` is 1) or
   * their addresses and CIDR ranges; the client address is the last untrusted hop of
   * `X-Forwarded-For` (trust-proxy.ts). Off: the socket's address.
   */
  trustProxy: TrustProxy;
  corsOrigins: string[];
  dataDir: string;
  outboxDir: string;
  /** Built web app folder, if it exists. */
  webDist?: string;
  logLevel: string;
  /** Auth requests per client address per minute, per action. */
  rateLimitIpPerMinute: number;
  /** Auth attempts per e-mail address per 15 minutes, per action. */
  rateLimitAccountPer15Min: number;
  /** How long a rate-limited answer is held back (tarpit), ms. */
  rateLimitDelayMs: number;
  /** Minimum time between two e-mails of one kind to one account (spec §9: 60 s), seconds. */
  emailCooldownSeconds: number;
  /**
   * `SHUTDOWN_GRACE_MS` (default 5000): after SIGTERM the app drains this long (readiness and new
   * requests answer 503 with Retry-After, running requests finish, jobs and mail stop taking
   * work), then closes within 3 s more (shutdown.ts), ms.
   */
  shutdownGraceMs: number;
  /**
   * `DATABASE_CONNECT_TIMEOUT_MS` (default 3000): a PostgreSQL connection attempt (TCP, startup,
   * authentication) fails after this, ms; a request waiting on it answers 503.
   */
  connectTimeoutMs: number;
  /**
   * `DATABASE_STATEMENT_TIMEOUT_MS` (default 5000; 0 for none): PostgreSQL cancels a statement
   * running longer (a lock wait included), ms; the request answers 503. Not applied to migrations.
   */
  statementTimeoutMs: number;
  /** `DATABASE_IDLE_TIMEOUT_SECONDS` (default 60; 0 never): an unused pooled connection is closed after this, s. */
  idleTimeoutSeconds: number;
  /**
   * `DATABASE_MAX_LIFETIME_SECONDS` (default 1800): a pooled connection is replaced after this
   * plus up to half of it at random, s.
   */
  maxLifetimeSeconds: number;
  /**
   * `DATABASE_RECONNECT_MAX_DELAY_MS` (default 500): the longest wait before a closed pooled
   * connection is tried again after failed attempts (50 ms, doubling up to this), ms. It bounds
   * how long after the database returns the first request still waits.
   */
  reconnectMaxDelayMs: number;
  /**
   * `READY_TIMEOUT_MS` (default 1000): `GET /api/ready` answers 503 when the database has not
   * answered its check within this, ms.
   */
  readyTimeoutMs: number;
  /**
   * `METRICS_TOKEN` (default unset): the bearer token `GET /metrics` requires
   * (`Authorization: Bearer <token>`); unset, `/metrics` answers 404 (plugins/metrics.ts).
   */
  metricsToken?: string;
  /**
   * `PEER_MIN_GROUP` (default 20, at least 5): the fewest companies a peer group must hold for
   * `GET /assessment/peers` to give a percentile in it; below, only the count.
   */
  peerMinGroup: number;
}

/** A configuration error, naming the variable. */
export class ConfigError extends Error {}

function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parse and resolve the environment. Throws {@link ConfigError} with one line
 * `Invalid configuration: VAR: reason` on the first bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET: required when NODE_ENV=production');
  }
  const dataDir = resolve(e.DATA_DIR);
  const defaultWeb = resolve(dirname(new URL(import.meta.url).pathname), '../../web/dist');
  const webDist = e.WEB_DIST ? resolve(e.WEB_DIST) : existsSync(defaultWeb) ? defaultWeb : undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR ?? join(dataDir, 'pglite'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? devSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    webDist,
    logLevel: e.LOG_LEVEL,
    rateLimitIpPerMinute: e.RATE_LIMIT_IP_PER_MINUTE,
    rateLimitAccountPer15Min: e.RATE_LIMIT_ACCOUNT_PER_15_MIN,
    rateLimitDelayMs: e.RATE_LIMIT_DELAY_MS,
    emailCooldownSeconds: e.EMAIL_COOLDOWN_SECONDS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    idleTimeoutSeconds: e.DATABASE_IDLE_TIMEOUT_SECONDS,
    maxLifetimeSeconds: e.DATABASE_MAX_LIFETIME_SECONDS,
    reconnectMaxDelayMs: e.DATABASE_RECONNECT_MAX_DELAY_MS,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    peerMinGroup: e.PEER_MIN_GROUP,
  };
}
