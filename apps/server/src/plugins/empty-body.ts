/**
 * Request bodies (product-spec §7: "All calls go under base path /api, JSON"; the "none" payloads of
 * logout, previous, send-results, roadmap generate and regenerate). One rule for every body-less
 * call, REST and tRPC alike: no body, an empty body with or without `Content-Type:
 * application/json`, and the JSON `null` are a call without input (trpc/init.ts reads `null` as
 * none); `{}` is the empty object. So the habits of HTTP clients (`fetch` with the JSON header and
 * no body, `curl -X POST`, `axios.post(url, null)`) all reach the procedure.
 *
 * - `application/json` is parsed by Fastify's own parser (prototype poisoning refused), except that
 *   an empty or blank body is no body instead of Fastify's 400 `FST_ERR_CTP_EMPTY_JSON_BODY`.
 * - Fastify's `text/plain` parser is removed: the API takes JSON only, so a text body answers 415
 *   `UNSUPPORTED_MEDIA_TYPE` instead of reaching a procedure as a string.
 * - tRPC reads a POST body with `Request.json()`, which refuses an empty body, and refuses a POST
 *   without `Content-Type` (415); an empty POST to /trpc is handed on as JSON `null` (a single
 *   call) or `{}` (a batch: every call without input).
 *
 * Registered (fastify-plugin, so at the root) before tRPC and the REST shim.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether a parsed body is absent: nothing parsed, or a blank string (tRPC's raw body). */
function isEmptyBody(body: unknown): boolean {
  return body === undefined || (typeof body === 'string' && body.trim() === '');
}

/** Whether `req` is a tRPC call over POST (a mutation, or a batch of them). */
function isTrpcPost(req: FastifyRequest): boolean {
  return req.method === 'POST' && req.url.startsWith('/trpc/');
}

export const emptyBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });

  app.addHook('preValidation', async (req) => {
    if (!isTrpcPost(req) || !isEmptyBody(req.body)) return;
    req.body = /[?&]batch=1(&|$)/.test(req.url) ? '{}' : 'null';
    req.raw.headers['content-type'] = 'application/json';
  });
});
