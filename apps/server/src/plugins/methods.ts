/**
 * CORS preflights and methods a path does not take: answered before any route
 * runs, never 5xx, always the one error body (errors.ts, through the app's error handler: tRPC's
 * envelope on /trpc, the bare `ErrorBody` elsewhere).
 * - A CORS preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`), on any path:
 *   from an origin in `CORS_ORIGINS`, passed on to @fastify/cors, which answers 204 with the CORS
 *   headers; from any other origin, 403 `FORBIDDEN`.
 * - Any other method on a /trpc or /api path that exists but does not take it (an `OPTIONS` that
 *   is no preflight, `PATCH`, `DELETE`, a query called with `POST` …): 405 `METHOD_NOT_ALLOWED`
 *   with `Allow`, translated; on a path that does not exist, 404 `NOT_FOUND`. An `OPTIONS` that
 *   is no preflight on any other path: 404.
 * Registered by plugins/security.ts ahead of @fastify/cors, and before the routes, so it sees
 * every /api route as Fastify registers it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyTRPCRouter } from '@trpc/server';
import { DomainError } from '../errors.js';
import { restRoutes } from '../rest/routes.js';

/** Options of {@link methodsPlugin}. */
export interface MethodsOptions {
  /** Origins whose preflights are answered (`CORS_ORIGINS`, exact match). */
  corsOrigins: string[];
  /** The app router: which tRPC procedures exist, and whether each is a query or a mutation. */
  router: AnyTRPCRouter;
}

/** A registered /api route: the methods it takes and its path as a pattern. */
interface ApiRoute {
  methods: Set<string>;
  pattern: RegExp;
}

/** A Fastify route path (`/api/roadmap/tasks/:taskId`, `/api/docs/*`) as an anchored pattern. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The `Allow` value of a set of methods: HEAD beside GET, in a stable order. */
function allowHeader(methods: Iterable<string>): string {
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  return [...all].sort().join(', ');
}

/** Whether a request is a CORS preflight (Fetch standard: OPTIONS with these two headers). */
function isPreflight(req: FastifyRequest): boolean {
  return (
    req.method === 'OPTIONS' &&
    typeof req.headers.origin === 'string' &&
    typeof req.headers['access-control-request-method'] === 'string'
  );
}

/** The procedure names of a /trpc path (`/trpc/a.b,c.d`), or null when it is not readable. */
function trpcNames(path: string): string[] | null {
  try {
    const names = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
    return names.every((n) => n.length > 0) ? names : null;
  } catch {
    return null;
  }
}

/** Refuse a method the path does not take: 405 `METHOD_NOT_ALLOWED` with `Allow` (see the module doc). */
function methodNotAllowed(reply: FastifyReply, allowed: Iterable<string>): never {
  reply.header('allow', allowHeader(allowed));
  throw new DomainError('METHOD_NOT_ALLOWED', 'error.methodNotAllowed');
}

/** A 404 `NOT_FOUND` in the request's locale. */
const notFound = () => new DomainError('NOT_FOUND', 'error.notFound');

export const methodsPlugin = fp(async (app: FastifyInstance, opts: MethodsOptions) => {
  const origins = new Set(opts.corsOrigins);
  const procedureMethod = new Map(
    restRoutes(opts.router).map((r) => [r.procedure, r.type === 'query' ? 'GET' : 'POST']),
  );
  const apiRoutes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    apiRoutes.push({ methods: new Set(methods), pattern: routePattern(route.url) });
  });

  /** Check a /trpc request's method against its procedures. */
  const checkTrpc = (req: FastifyRequest, reply: FastifyReply, path: string): void => {
    const names = trpcNames(path);
    const needed = new Set(names ? names.map((n) => procedureMethod.get(n)) : [undefined]);
    const trpcMethod = req.method === 'GET' || req.method === 'POST';
    if (needed.has(undefined)) {
      // tRPC answers an unknown procedure itself on its own methods (404, per call of a batch).
      if (!trpcMethod) throw notFound();
      return;
    }
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (needed.size === 1 && needed.has(method)) return;
    // A batch mixing queries and mutations is tRPC's to refuse, call by call.
    if (trpcMethod && needed.size > 1) return;
    methodNotAllowed(reply, needed as Set<string>);
  };

  /** Check an /api request's method against the routes its path matches. */
  const checkApi = (req: FastifyRequest, reply: FastifyReply, path: string): void => {
    const matching = apiRoutes.filter((r) => r.pattern.test(path));
    if (matching.length === 0) return; // the app's 404
    const allowed = new Set(matching.flatMap((r) => [...r.methods]));
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (!allowed.has(method)) methodNotAllowed(reply, allowed);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (isPreflight(req)) {
      reply.header('vary', 'Origin');
      if (origins.has(req.headers.origin!)) return; // @fastify/cors answers it
      throw new DomainError('FORBIDDEN', 'error.forbidden');
    }
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/trpc/')) checkTrpc(req, reply, path);
    else if (path === '/api' || path.startsWith('/api/')) checkApi(req, reply, path);
    // An OPTIONS that is no preflight and that no check above refused: never @fastify/cors's
    // plain-text 400.
    if (req.method === 'OPTIONS') throw notFound();
  });
});
