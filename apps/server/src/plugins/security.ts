/**
 * HTTP security headers and cross-origin policy (ASVS 5.0 §3.4 browser security):
 * - @fastify/helmet with a CSP of `default-src 'self'`, `script-src 'self'`, `object-src 'none'`,
 *   `frame-ancestors 'none'`, `base-uri 'self'`, `form-action 'self'`; `nosniff`;
 *   `Referrer-Policy: no-referrer`;
 * - `Cache-Control: no-store` on every API answer (/api, /trpc);
 * - CORS closed unless `CORS_ORIGINS` lists origins (then only those, with credentials off): a
 *   preflight from a listed origin answers 204 with the CORS headers, from any other 403; a
 *   method a /trpc or /api path does not take answers 405 with `Allow`, or 404 (plugins/methods.ts).
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AnyTRPCRouter } from '@trpc/server';
import { methodsPlugin } from './methods.js';

/** Options of {@link securityPlugin}. */
export interface SecurityOptions {
  /** `CORS_ORIGINS`: the origins allowed to call the API from a browser (exact match). */
  corsOrigins: string[];
  /** The app router, for the methods each /trpc path takes (plugins/methods.ts). */
  router: AnyTRPCRouter;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets inline style attributes (progress bars, chart positions).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  // Before @fastify/cors's hook: preflights from other origins and methods a path does not take
  // are refused here; a listed origin's preflight goes on to @fastify/cors.
  await app.register(methodsPlugin, { corsOrigins: opts.corsOrigins, router: opts.router });
  await app.register(cors, {
    origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Locale', 'Accept-Language', 'X-Request-Id'],
    // Another site's script may read the id to quote it in an error report (plugins/request-id.ts).
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    credentials: false,
  });
  app.addHook('onSend', async (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/api') || path.startsWith('/trpc')) reply.header('cache-control', 'no-store');
  });
});
