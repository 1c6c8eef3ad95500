/**
 * The request id: one id per request, unique across processes and instances,
 * that the logs, the error body and the answer's headers share, so a user's error report or a
 * load balancer's log line leads to the server's log lines of that request.
 *
 * - Fastify's `genReqId` is {@link requestIdOf}: the caller's `X-Request-Id` when it is safe to log
 *   and echo (a proxy or load balancer that already named the request), else a random UUID. pino
 *   writes it as `reqId` on every log line of the request.
 * - {@link requestIdPlugin} echoes it in the `X-Request-Id` answer header and makes it readable
 *   through {@link currentRequestId} while the request's handler runs, for the tRPC error formatter
 *   when tRPC fails before it has built the call's context (a batch over the limit, a request it
 *   cannot read).
 * - errors.ts `errorBody` puts it in every `ErrorBody` as `requestId`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The request and answer header carrying the id (lower case, as Node reads headers). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id must look like to be kept: at most 64 of `A-Z a-z 0-9 . _ -`. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the request's `X-Request-Id` if it is a single value matching
 * {@link SAFE_ID} (no spaces, quotes or control characters to forge log lines or headers), else
 * `crypto.randomUUID()` (122 random bits: unique across processes and instances without
 * coordination). An id a client chose is not trusted for anything but correlation.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

const store = new AsyncLocalStorage<string>();

/**
 * The id of the request whose handler is running, or undefined outside one (set by
 * {@link requestIdPlugin}'s preHandler hook; the tRPC error formatter reads it when the call's
 * context does not exist yet).
 */
export function currentRequestId(): string | undefined {
  return store.getStore();
}

/**
 * Echo `req.id` in the `X-Request-Id` header of every answer (set when the request arrives, so
 * error and 404 answers carry it too), and run each handler with the id in
 * {@link currentRequestId}. Not encapsulated: register it before the routes.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  // After body parsing, so the handler and everything it awaits runs inside the store.
  app.addHook('preHandler', (req, _reply, done) => store.run(req.id, done));
});
