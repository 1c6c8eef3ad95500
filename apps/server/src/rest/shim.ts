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
import { errorBody } from '../errors.js';
import type { Deps } from '../services/deps.js';
import { contextOfRequest, messageLocale } from '../trpc/context.js';
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

/** Register the routes of `router` (default: the app router) on `app`, mounted under /api. */
export async function restShim(
  app: FastifyInstance,
  opts: { deps: Deps; router: AnyTRPCRouter },
): Promise<void> {
  const routes = restRoutes(opts.router);
  const createCaller = createCallerFactory(opts.router);
  const openApi = buildOpenApiDocument(routes);
  app.get('/openapi.json', async () => openApi);
  // The API reference page (issue 21 item 4): Swagger UI served from this process (no CDN), its
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
        try {
          const call = segments.reduce<unknown>(
            (o, k) => (o as Record<string, unknown>)[k],
            createCaller(ctx),
          );
          const result = await (call as ProcedureFn)(inputOf(route, req));
          return reply.status(route.rest.status ?? 200).send(result);
        } catch (err) {
          if (!(err instanceof TRPCError)) throw err;
          const { status, body } = errorBody(err, messageLocale(ctx), req.id);
          if (status >= 500)
            req.log.error({ err: err.cause ?? err, procedure: route.procedure }, 'request failed');
          return reply.status(status).send(body);
        }
      },
    });
  }
}
