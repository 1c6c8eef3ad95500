/**
 * The REST shim under /api (product-spec §7, domain-design.md §8), generated from the procedures'
 * `meta.rest` (rest/routes.ts): each path calls its tRPC procedure through `createCaller`, so
 * there is one implementation, one validation, one rate limit and one error body
 * (`{ error, message, fields? }`, errors.ts) with the mapped status.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DomainError, errorBody, isDatabaseUnavailable } from '../errors.js';
import type { Deps } from '../services/deps.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_RETRY_AFTER_SECONDS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyScope,
  parseIdempotencyKey,
  requestFingerprint,
  runIdempotent,
  type IdempotentAnswer,
} from '../services/idempotency.js';
import { contextOfRequest, errorLocale, messageLocale, type Context } from '../trpc/context.js';
import { createCallerFactory } from '../trpc/init.js';
import { buildOpenApiDocument } from './openapi.js';
import { restRoutes, type RestRoute } from './routes.js';

type ProcedureFn = (input: unknown) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The tRPC procedure a REST route calls (its latency label in plugins/metrics.ts). */
    procedure?: string;
  }
}

/**
 * The query fields of a read (GET) that its input declares: a read ignores the query parameters it
 * does not know (a client's cache-buster, `?_t=1`, or tracking parameters), so they never turn a
 * read into a 400. Writes keep refusing unknown fields (their schemas are strict).
 */
function knownQuery(route: RestRoute, query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([k]) => route.inputFields.has(k)));
}

/**
 * Input of a REST call: the query (GET, DELETE) or the JSON body, with the path parameters. No
 * body and a `null` body are no input (plugins/empty-body.ts, trpc/init.ts); a GET's query keeps
 * only the fields its input declares ({@link knownQuery}).
 */
function inputOf(route: RestRoute, req: FastifyRequest): unknown {
  const params = req.params as Record<string, string>;
  const fromBody = route.rest.method !== 'GET' && route.rest.method !== 'DELETE';
  const query = req.query as Record<string, unknown>;
  const source = fromBody ? req.body : route.rest.method === 'GET' ? knownQuery(route, query) : query;
  // A call without body or query stays without input, so an optional input is not "{}" by accident.
  const empty =
    source === undefined || source === null || (!fromBody && Object.keys(source as object).length === 0);
  if (route.pathParams.length === 0) return empty ? undefined : source;
  if (!empty && (typeof source !== 'object' || Array.isArray(source))) return source;
  return {
    ...(empty ? {} : (source as object)),
    ...Object.fromEntries(route.pathParams.map((p) => [p, params[p]])),
  };
}

/**
 * The answer of an idempotent route's call (`meta.rest.idempotent`): without an `Idempotency-Key`
 * header, or with a token that names no session (the procedure answers its 401), `run` as usual;
 * otherwise at most once per key, caller, route and body within 24 hours
 * (draft-ietf-httpapi-idempotency-key-header; services/idempotency.ts `runIdempotent`). The
 * fingerprint covers the input as the procedure reads it, path parameters included. Throws the
 * 400, 409 and 422 refusals as DomainErrors.
 */
async function idempotent(
  deps: Deps,
  route: RestRoute,
  req: FastifyRequest,
  ctx: Context,
  input: unknown,
  run: () => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer> {
  const key = parseIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER]);
  if (key === null) return run();
  const scope = await idempotencyScope(deps, {
    auth: route.meta.auth,
    token: ctx.token,
    clientIp: ctx.clientIp,
  });
  if (scope === null) return run();
  const path = `${route.rest.method} /api${route.rest.path}`;
  return runIdempotent(deps, { key, scope, path, requestHash: requestFingerprint(input) }, run);
}

/** Register the routes of `router` (default: the app router) on `app`, mounted under /api. */
export async function restShim(
  app: FastifyInstance,
  opts: { deps: Deps; router: AnyTRPCRouter },
): Promise<void> {
  const routes = restRoutes(opts.router);
  const createCaller = createCallerFactory(opts.router);
  const openApi = buildOpenApiDocument(routes);
  app.get('/openapi.json', async () => openApi);
  // The API reference page: Swagger UI served from this process (no CDN), its
  // scripts and styles from 'self' under the app's CSP; the document is the one above.
  await app.register(swagger, { mode: 'static', specification: { document: openApi as never } });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The page names its assets from this prefix; the plugin sits under /api.
    indexPrefix: '/api',
    uiConfig: { validatorUrl: null, deepLinking: true, tryItOutEnabled: false },
  });
  for (const route of routes) {
    const segments = route.procedure.split('.');
    app.route({
      method: route.rest.method,
      url: route.rest.path.replace(/\{(\w+)\}/g, ':$1'),
      config: { procedure: route.procedure },
      handler: async (req, reply) => {
        const ctx = contextOfRequest(opts.deps, req, reply);
        const input = inputOf(route, req);
        const run = async (): Promise<IdempotentAnswer> => {
          try {
            const call = segments.reduce<unknown>(
              (o, k) => (o as Record<string, unknown>)[k],
              createCaller(ctx),
            );
            return { status: route.rest.status ?? 200, body: await (call as ProcedureFn)(input) };
          } catch (err) {
            if (!(err instanceof TRPCError)) throw err;
            const { status, body } = errorBody(err, messageLocale(ctx), req.id);
            // A database outage is logged once, with its count (services/outage.ts); a DomainError
            // 503 (readiness, a drained request) logged its own cause.
            if (status === 503 && isDatabaseUnavailable(err)) opts.deps.outage.refused(err.cause ?? err);
            else if (status >= 500 && !(status === 503 && err.cause instanceof DomainError))
              req.log.error({ err: err.cause ?? err, procedure: route.procedure }, 'request failed');
            return { status, body };
          }
        };
        try {
          const answer = route.rest.idempotent
            ? await idempotent(opts.deps, route, req, ctx, input, run)
            : await run();
          if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
          return reply.status(answer.status).send(answer.body);
        } catch (err) {
          // The refusals of an Idempotency-Key (services/idempotency.ts); anything else goes to
          // the app's error handler.
          if (!(err instanceof DomainError)) throw err;
          if (err.code === 'IDEMPOTENCY_KEY_IN_PROGRESS')
            reply.header('retry-after', String(IDEMPOTENCY_RETRY_AFTER_SECONDS));
          const locale = await errorLocale(opts.deps, req, { withSession: true });
          const { status, body } = errorBody(err, locale, req.id);
          return reply.status(status).send(body);
        }
      },
    });
  }
}
