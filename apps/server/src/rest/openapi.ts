/**
 * The OpenAPI 3.1 document of the REST shim (domain-design.md §8), generated with zod-openapi from
 * the procedures' declarations: `meta.rest` for the path, method, status and summary, the input
 * schema for the body, query and path parameters, the output schema for the success answer, and
 * the one error body (`ApiErrorBody`) for errors, with the rate-limit fields of a limited route's
 * answers (draft-ietf-httpapi-ratelimit-headers). Served at /api/openapi.json.
 */
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { ApiErrorBody, BODY_LIMIT } from '../api-errors.js';
import { objectOf, type RestRoute } from './routes.js';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorBody } },
});

/** `Retry-After` (RFC 9110 §10.2.3) in whole seconds. */
const RETRY_AFTER = {
  description: 'Seconds to wait before retrying',
  schema: { type: 'integer' as const, minimum: 0 },
};

/** An error answer that tells the client when to retry (`Retry-After`, seconds). */
const retryable = (description: string) => ({
  ...error(description),
  headers: { 'Retry-After': RETRY_AFTER },
});

/** The rate-limit fields of every answer of a limited route (services/rate-limit-headers.ts). */
const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description:
      'What is left of each quota policy the call counted against (draft-ietf-httpapi-ratelimit-headers): `"<policy>";r=<requests left>;t=<seconds until the window ends>`, comma-separated',
    schema: { type: 'string' as const, example: '"auth-per-address";r=4;t=60' },
  },
  'RateLimit-Policy': {
    description:
      'The quota policies the call counted against: `"<policy>";q=<requests>;w=<window in seconds>`, comma-separated',
    schema: { type: 'string' as const, example: '"auth-per-address";q=5;w=60' },
  },
};

/** A refusal over a rate limit: `Retry-After` and the rate-limit fields (nothing left, `r=0`). */
const tooMany = (description: string) => ({
  ...error(description),
  headers: { 'Retry-After': RETRY_AFTER, ...RATE_LIMIT_HEADERS },
});

/**
 * Every status the route can answer: its success (with the rate-limit fields on a limited route);
 * 400 when it takes input or a body (failing fields, malformed JSON); 401 with a session (or when
 * it declares it, as login); 403 on admin routes; 429 with `Retry-After` and the rate-limit fields
 * for a rate-limit class or a declared 429; 413/415 for bodies; what the procedure declares in
 * `meta.rest.errors`; 500 and 503 (`Retry-After`, the database unreachable) on all.
 */
function responsesOf(r: RestRoute, fromBody: boolean, auth: boolean): ZodOpenApiOperationObject['responses'] {
  const own = r.rest.errors ?? {};
  const described = (status: keyof typeof own, fallback: string) => own[status] ?? fallback;
  const limited = r.meta.rateLimit !== undefined || own[429] !== undefined;
  return {
    [String(r.rest.status ?? 200)]: {
      description: 'Success',
      ...(r.output ? { content: { 'application/json': { schema: r.output } } } : {}),
      ...(limited ? { headers: RATE_LIMIT_HEADERS } : {}),
    },
    ...(r.input || fromBody || own[400]
      ? { '400': error(described(400, 'Invalid input, with the failing fields (or malformed JSON)')) }
      : {}),
    ...(auth || own[401] ? { '401': error(described(401, 'Missing, invalid or revoked token')) } : {}),
    ...(r.meta.auth === 'admin' || own[403] ? { '403': error(described(403, 'Not an administrator')) } : {}),
    ...(own[404] ? { '404': error(own[404]) } : {}),
    ...(own[409] ? { '409': error(own[409]) } : {}),
    ...(fromBody
      ? {
          '413': error(`The body is larger than ${BODY_LIMIT / 1024} KB (PAYLOAD_TOO_LARGE)`),
          '415': error(
            'The body is not JSON: Content-Type must be application/json (UNSUPPORTED_MEDIA_TYPE)',
          ),
        }
      : {}),
    ...(limited
      ? { '429': tooMany(described(429, 'Too many requests from this address or for this account')) }
      : {}),
    '500': error('Unexpected server error (no details are exposed)'),
    '503': retryable('The database is unreachable for a moment; retry after the given seconds'),
  };
}

function operation(r: RestRoute): ZodOpenApiOperationObject {
  const input = objectOf(r.input);
  const fromBody = r.rest.method !== 'GET' && r.rest.method !== 'DELETE';
  // zod's pick/omit masks are typed for literal keys; these come from the path at run time.
  const pathKeys = Object.fromEntries(r.pathParams.map((p) => [p, true])) as Record<string, true> &
    Record<number, never>;
  const rest = input && r.pathParams.length ? input.omit(pathKeys) : input;
  const hasFields = rest !== null && Object.keys(rest.shape).length > 0;
  const required = r.input !== undefined && !r.input.safeParse(undefined).success;
  const auth = r.meta.auth !== 'public';
  return {
    operationId: r.procedure,
    summary: r.rest.summary,
    tags: [r.procedure.split('.')[0]!],
    ...(auth ? { security: [{ bearer: [] }] } : {}),
    ...(fromBody && hasFields
      ? { requestBody: { required, content: { 'application/json': { schema: rest } } } }
      : {}),
    requestParams: {
      ...(!fromBody && hasFields ? { query: rest } : {}),
      ...(input && r.pathParams.length ? { path: input.pick(pathKeys) } : {}),
    },
    responses: responsesOf(r, fromBody, auth),
  };
}

/** Build the document for `routes` (mounted under /api). */
export function buildOpenApiDocument(routes: readonly RestRoute[]): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const r of routes) {
    const path = `/api${r.rest.path}`;
    paths[path] = { ...paths[path], [r.rest.method.toLowerCase()]: operation(r) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'HAI Marketing Wheel API',
      version: '1.0.0',
      description: [
        'REST shim over the tRPC procedures the web app uses (product-spec §7): one declaration per procedure.',
        "Every error, the server's own included (404, 405 METHOD_NOT_ALLOWED with Allow, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, malformed JSON), is { error, message, fields? }, translated: X-Locale, else the signed-in user's saved locale, else Accept-Language, else ro.",
        `Bodies are JSON (Content-Type: application/json), at most ${BODY_LIMIT / 1024} KB. A call that takes no body accepts none, an empty one (with or without the JSON Content-Type), {} or null.`,
        'A GET ignores query parameters it does not know (a cache-buster such as ?_t=1); a write refuses an unknown body field with 400 naming it.',
        'Rate-limited calls answer RateLimit and RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers), and a 429 also Retry-After in seconds.',
      ].join(' '),
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
