/**
 * buildApp(): plugins → tRPC → REST shim → static web app (conventions.md "The house").
 * Never listens; tests drive it with `app.inject()`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { createDb, migrate, type DbHandle } from '@hai/db';
import { DEFAULT_LOCALE } from '@hai/domain';
import { BODY_LIMIT } from './api-errors.js';
import type { Config } from './env.js';
import {
  DomainError,
  RETRY_AFTER_SECONDS,
  clientErrorResponse,
  errorBody,
  isDatabaseUnavailable,
  trpcErrorShape,
} from './errors.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { OutboxWorker, type OutboxOptions } from './mail/outbox.js';
import { JOB_KINDS, createJobQueue, type JobQueueOptions } from './jobs/index.js';
import { drainPlugin } from './plugins/drain.js';
import { emptyBodyPlugin } from './plugins/empty-body.js';
import { cookiePlugin } from './plugins/auth-cookie.js';
import { loggerOptions } from './plugins/logging.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestIdOf, requestIdPlugin } from './plugins/request-id.js';
import { securityPlugin } from './plugins/security.js';
import { FirstScreenRenderer, firstScreenSource } from './plugins/first-screen.js';
import { loadPrerender } from './plugins/shell.js';
import { registerWebApp } from './plugins/static.js';
import { DatabaseOutage } from './services/outage.js';
import { RateLimits } from './services/rate-limit.js';
import { limitersFor } from './services/rate-limit-store.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import { restShim } from './rest/shim.js';
import type { Deps } from './services/deps.js';
import { contextOfRequest, errorLocale } from './trpc/context.js';
import { appRouter, type AppRouter } from './trpc/root.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' dependencies (database, configuration, mailer, logger). */
    deps: Deps;
  }
}

export { BODY_LIMIT };

/** Most calls one tRPC batch may carry; each still counts alone against the rate limits. */
export const MAX_BATCH_SIZE = 100;

/** Paths that are API, never the web app. */
const API_PREFIXES = ['/api', '/trpc'];

/**
 * Answer `err` with the one error body in the call's locale, resolved as a procedure's
 * (`errorLocale`: X-Locale, the signed-in user's saved locale, Accept-Language, ro), through
 * errors.ts `errorBody`: in tRPC's envelope on /trpc (one per call of a batch of at most
 * {@link MAX_BATCH_SIZE}, so the client shows the message), the bare `ErrorBody` elsewhere. A
 * database outage is logged as a warning, other 5xx as errors (plugins/logging.ts keeps values out
 * of both).
 */
async function sendError(
  err: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
  deps: Deps,
): Promise<FastifyReply> {
  const withSession = errorBody(err, DEFAULT_LOCALE).status < 500;
  const { status, body } = errorBody(err, await errorLocale(deps, req, { withSession }), req.id);
  // Also for errors raised before the request-id plugin's hook ran (frameworkErrors).
  reply.header('x-request-id', req.id);
  // One line when a database outage starts and one when it ends (services/outage.ts).
  if (status === 503 && isDatabaseUnavailable(err)) deps.outage.refused(err);
  // A DomainError is expected (a drained request, readiness that logged its own cause).
  else if (status >= 500 && !(err instanceof DomainError)) req.log.error({ err }, 'request failed');
  if (!req.url.startsWith('/trpc/')) return reply.status(status).send(body);
  const envelope = { error: trpcErrorShape(status, body) };
  const isBatch = /[?&]batch=1/.test(req.url);
  const count = isBatch ? req.url.split('?')[0]!.slice('/trpc/'.length).split(',').length : 1;
  const many = isBatch && count <= MAX_BATCH_SIZE;
  return reply.status(status).send(many ? Array.from({ length: count }, () => envelope) : envelope);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers or request line
 * over `maxHeaderSize`: 431; malformed: 400; too slow: 408) gets the one error body in the default
 * locale, instead of Fastify's own text, and the connection is closed.
 */
function onClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  // No Fastify request exists here, so the id is made for the answer and its log line.
  const reqId = randomUUID();
  const answer = socket.destroyed ? null : clientErrorResponse(err, DEFAULT_LOCALE, reqId);
  this.log.debug({ err, reqId }, 'client error');
  if (answer && socket.writable) socket.write(answer);
  socket.destroy();
}

/** The signed-in first screens' renderer of the build in `webDist`, if it has one. */
function signedInRenderer(webDist: string, log: FastifyBaseLogger): FirstScreenRenderer | null {
  const renderer = loadPrerender(webDist)?.signedIn?.renderer;
  const file = renderer ? join(webDist, renderer) : null;
  return file && existsSync(file) ? new FirstScreenRenderer(file, log) : null;
}

/** Build the server app on an open database; applies migrations first. */
export async function buildApp(
  config: Config,
  opts: {
    db?: DbHandle;
    mailer?: Mailer;
    outbox?: OutboxOptions;
    /** The job kinds (default JOB_KINDS), poll interval and per-kind intervals (tests compress them). */
    jobs?: Partial<Pick<JobQueueOptions, 'kinds' | 'pollMs' | 'everyMs'>>;
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    // While closing, plugins/drain.ts answers the product's 503 (Retry-After, request id, the one
    // error body) instead of Fastify's bare one.
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A UUID per request, or a proxy's safe X-Request-Id (plugins/request-id.ts); logged as reqId.
    genReqId: requestIdOf,
    routerOptions: { maxParamLength: 5000 },
    // Errors Fastify answers itself otherwise, echoing the URL: a path that is not valid
    // percent-encoding (400), a path parameter over maxParamLength (414); and those of Node's
    // HTTP parser (431, 400, 408).
    frameworkErrors: (err, req, reply) => void sendError(err, req, reply, deps),
    clientErrorHandler: onClientError,
  });
  const handle = opts.db ?? (await createDb(config));
  await migrate(handle);
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log: app.log,
      logLinks: config.nodeEnv !== 'production',
    });
  const outbox = new OutboxWorker(handle.db, mailer, app.log, opts.outbox);
  const rateLimits = new RateLimits(
    {
      ipPerMinute: config.rateLimitIpPerMinute,
      accountPer15Min: config.rateLimitAccountPer15Min,
      delayMs: config.rateLimitDelayMs,
    },
    // Counted in PostgreSQL (shared by every instance) when the app runs on it, else in memory.
    { limiters: limitersFor(handle, app.log), log: app.log },
  );
  // pg-boss on PostgreSQL, in this process on PGlite (jobs/index.ts); started once the app is ready.
  const jobs = createJobQueue(
    handle.driver === 'postgres' ? config.databaseUrl : undefined,
    { kinds: JOB_KINDS, ...opts.jobs, deps: () => deps },
    app.log,
  );
  const outage = new DatabaseOutage(handle.db, app.log);
  const deps: Deps = {
    db: handle.db,
    driver: handle.driver,
    config,
    outbox,
    jobs,
    log: app.log,
    rateLimits,
    outage,
  };
  app.decorate('deps', deps);
  app.addHook('onReady', async () => {
    outbox.start();
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    // Bounded: a hung mail server or job does not hold the close (shutdown.ts).
    await Promise.all([outbox.stop(config.shutdownGraceMs), jobs.stop(config.shutdownGraceMs)]);
    mailer.close();
    outage.close();
    if (!opts.db) await handle.close();
  });

  // Errors raised before a procedure runs (body limit, malformed JSON, 415): the same error body,
  // in tRPC's envelope on /trpc (one per call of a batch, so the client shows the message).
  app.setErrorHandler(async (err: Error, req, reply) => sendError(err, req, reply, deps));

  // Every 503 (the database down, not ready) tells the client when to try again, whoever built
  // it: the REST shim, this error handler, or tRPC (whose answer is a fetch Response here).
  app.addHook('onSend', async (_req, reply, payload) => {
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return payload;
  });

  // The request id in every answer's X-Request-Id; /metrics and every request's latency.
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    db: handle.db,
    driver: handle.driver,
    poolStats: () => handle.stats(),
    router: appRouter,
  });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, router: appRouter });
  // After SIGTERM, new requests answer 503 before any work (plugins/drain.ts, shutdown.ts).
  await app.register(drainPlugin);
  await app.register(cookiePlugin);
  // One rule for bodies, before tRPC and the REST shim: empty means none, JSON only.
  await app.register(emptyBodyPlugin);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextOfRequest(deps, req, res),
      maxBatchSize: MAX_BATCH_SIZE,
      onError: ({ error, path }) => {
        if (error.code !== 'INTERNAL_SERVER_ERROR') return;
        if (isDatabaseUnavailable(error)) outage.refused(error.cause ?? error);
        else app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await app.register(restShim, { prefix: '/api', deps, router: appRouter });

  // The built web app (plugins/static.ts): precompressed, cached by kind, no source maps, and the
  // app shell per locale (meta description, hreflang) for every SPA path.
  const webDist =
    config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  // The assessment's first screen drawn for its user (plugins/first-screen.ts), when the build has
  // the renderer.
  const renderer = webDist ? signedInRenderer(webDist, app.log) : null;
  if (renderer) app.addHook('onClose', () => renderer.close());
  const sendShell = webDist
    ? await registerWebApp(app, {
        root: webDist,
        appUrl: config.appUrl,
        firstScreen: renderer ? firstScreenSource(deps, renderer) : undefined,
      })
    : undefined;

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    // A missing file (say, an asset of an older build) is a 404, not the app shell.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !isFile && sendShell && (req.method === 'GET' || req.method === 'HEAD')) {
      // SPA fallback: every /{locale}/… path (and / and unprefixed paths) renders the web app.
      return sendShell(req, reply);
    }
    return sendError(new DomainError('NOT_FOUND', 'error.notFound'), req, reply, deps);
  });

  return app;
}
