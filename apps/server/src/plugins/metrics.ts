/**
 * `GET /metrics` in Prometheus's text format, and the HTTP latency of every
 * request (metrics.ts `hai_http_request_duration_seconds`).
 *
 * Guard: the route answers only with `METRICS_TOKEN` set and `Authorization: Bearer <token>`
 * (compared in constant time); a missing or wrong token is 401 in the one `ErrorBody` (with
 * `WWW-Authenticate: Bearer`), and without `METRICS_TOKEN` the path is a 404 like any unknown API
 * path, so a deployment exposes nothing by default. One port serves the app and the metrics, so a
 * scraper needs no route of its own through the load balancer; each instance is scraped directly.
 *
 * A scrape answers the process's metrics (metrics.ts: Node's default ones, latencies, answers,
 * login failures, rate-limit refusals, job failures) and this app's gauges, read at that moment:
 * - `hai_mail_outbox_pending`, `hai_mail_outbox_failed`: outbox messages waiting to be sent, and
 *   given up after the whole retry period (`mail_outbox.status`);
 *   `hai_mail_outbox_waiting_for_server`: the waiting ones held back by an unreachable mail
 *   server; `hai_mail_outbox_oldest_pending_age_seconds`: how long the oldest waiting one has
 *   waited since it was queued, 0 when none waits. One indexed query a scrape (mail/outbox-stats.ts
 *   `outboxStats`); NaN (and a warning logged) when the database does not answer;
 * - `hai_db_pool_max_connections`, `hai_db_queries_in_flight`, `hai_db_transactions_open`
 *   (label `driver`): the pool's size and use as the database client counts it
 *   (`DbHandle.stats()`; postgres.js exposes no pool counters of its own).
 *
 * Why prom-client alone rather than fastify-metrics 12: its route histogram labels a tRPC request
 * by its route template, `/trpc/:path`, for every procedure; a procedure label, the batch case
 * and the REST route → procedure mapping would be overrides of almost all it does, while the
 * onResponse hook below is a few lines. It also keeps a process-global registry and its own
 * unguarded route.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import type { Db, DbPoolStats } from '@hai/db';
import { DEFAULT_LOCALE } from '@hai/domain';
import { DomainError, errorBody } from '../errors.js';
import { outboxStats } from '../mail/outbox-stats.js';
import { metrics, processRegistry } from '../metrics.js';
import { bearerToken, requestLocale } from '../trpc/context.js';

/** What the metrics route needs from the app. */
export interface MetricsOptions {
  /** `METRICS_TOKEN`: the bearer token a scraper sends; unset, `/metrics` answers 404. */
  token?: string;
  db: Db;
  driver: 'postgres' | 'pglite';
  /** The database handle's pool use (`DbHandle.stats`). */
  poolStats: () => DbPoolStats;
  /** The app router, whose procedure paths are the only `procedure` label values of tRPC requests. */
  router: AnyTRPCRouter;
}

/** The route template of tRPC requests (the tRPC Fastify adapter's `${prefix}/:path`). */
const TRPC_ROUTE = '/trpc/:path';

/** HTTP methods kept as label values; any other is `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Whether `given` is `expected`, compared in constant time (as SHA-256 digests of equal length). */
function tokenMatches(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The `procedure` label of a request: the procedure a REST route calls (its route config, set by
 * rest/shim.ts), the procedure a tRPC request names (`(batch)` for several, `(unknown)` for a path
 * that is none), or empty for other routes. Never a raw path.
 */
function procedureLabel(req: FastifyRequest, route: string | undefined, known: Set<string>): string {
  const rest = req.routeOptions.config?.procedure;
  if (rest) return rest;
  if (route !== TRPC_ROUTE) return '';
  const path = (req.params as { path?: string }).path ?? '';
  if (known.has(path)) return path;
  return path.includes(',') ? '(batch)' : '(unknown)';
}

/** Record one answered request in `hai_http_request_duration_seconds`. */
function observeRequest(req: FastifyRequest, reply: FastifyReply, known: Set<string>): void {
  const route = req.routeOptions.url;
  metrics.httpDuration.observe(
    {
      method: METHODS.has(req.method) ? req.method : 'OTHER',
      route: route ?? '(unmatched)',
      procedure: procedureLabel(req, route, known),
      status_code: String(reply.statusCode),
    },
    reply.elapsedTime / 1000,
  );
}

/**
 * Register `GET /metrics` (see the module doc for the guard and the series) and the latency hook
 * of every request. Not encapsulated: register it before the routes it should time.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const known = new Set(Object.keys(opts.router._def.procedures as Record<string, unknown>));
  app.addHook('onResponse', async (req, reply) => observeRequest(req, reply, known));

  const registry = new Registry();
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const poolGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['driver'] as const, registers: [registry] });
  const outbox = {
    pending: gauge('hai_mail_outbox_pending', 'E-mails waiting in the outbox to be sent'),
    failed: gauge('hai_mail_outbox_failed', 'E-mails the outbox gave up sending'),
    waiting: gauge(
      'hai_mail_outbox_waiting_for_server',
      'E-mails waiting because the mail server could not be reached',
    ),
    age: gauge(
      'hai_mail_outbox_oldest_pending_age_seconds',
      'Seconds the oldest waiting e-mail has waited since it was queued (0 when none waits)',
    ),
  };
  const pool = {
    max: poolGauge('hai_db_pool_max_connections', 'Most database connections the pool opens'),
    queries: poolGauge(
      'hai_db_queries_in_flight',
      'Database statements sent outside a transaction and not answered yet',
    ),
    transactions: poolGauge('hai_db_transactions_open', 'Database transactions open, one connection each'),
  };

  /** Read the gauges' values now. */
  async function refresh(req: FastifyRequest): Promise<void> {
    const use = opts.poolStats();
    const driver = { driver: opts.driver };
    pool.max.set(driver, use.maxConnections);
    pool.queries.set(driver, use.queriesInFlight);
    pool.transactions.set(driver, use.transactionsOpen);
    try {
      const o = await outboxStats(opts.db);
      outbox.pending.set(o.depth);
      outbox.failed.set(o.failed);
      outbox.waiting.set(o.waitingForServer);
      outbox.age.set(o.oldestAgeSeconds);
    } catch (err) {
      req.log.warn({ err }, 'metrics: mail outbox not readable');
      for (const g of Object.values(outbox)) g.set(Number.NaN);
    }
  }

  // Scrapes are frequent: only warnings (a wrong token, an unreadable outbox) are logged.
  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    const locale = requestLocale(req) ?? DEFAULT_LOCALE;
    if (!opts.token) {
      const { status, body } = errorBody(new DomainError('NOT_FOUND', 'error.notFound'), locale, req.id);
      return reply.status(status).send(body);
    }
    if (!tokenMatches(bearerToken(req), opts.token)) {
      req.log.warn('metrics: missing or wrong bearer token');
      const { status, body } = errorBody(
        new DomainError('UNAUTHORIZED', 'auth.unauthorized'),
        locale,
        req.id,
      );
      return reply.status(status).header('www-authenticate', 'Bearer realm="metrics"').send(body);
    }
    await refresh(req);
    const text = (await processRegistry.metrics()) + (await registry.metrics());
    return reply.header('content-type', processRegistry.contentType).send(text);
  });
});
