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
import type { ZodType } from 'zod';
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

/**
 * The `Idempotency-Key` request header of an idempotent route (`meta.rest.idempotent`;
 * draft-ietf-httpapi-idempotency-key-header, services/idempotency.ts).
 */
const IDEMPOTENCY_KEY_PARAMETER = {
  in: 'header' as const,
  name: 'Idempotency-Key',
  required: false,
  description:
    'Makes the call safe to repeat (draft-ietf-httpapi-idempotency-key-header): 1–255 visible ASCII characters (a UUID, say; bare or as a quoted Structured Field String). The same key with the same body from the same caller within 24 hours answers the first answer again (status and body, with Idempotent-Replayed: true) without doing it twice; 5xx and 429 answers are not kept. An invalid key is a 400.',
  schema: { type: 'string' as const, minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
  example: '8e03978e-40d5-43e8-bc93-6894a57f9324',
};

/**
 * An idempotent route's answers besides its own: 409 `IDEMPOTENCY_KEY_IN_PROGRESS` with
 * `Retry-After` (the key's first request still runs) next to the procedure's own 409, and 422
 * `IDEMPOTENCY_KEY_REUSED` (the key was used with another body). A replayed success is the first
 * one, with `Idempotent-Replayed: true` (described with the header parameter).
 */
function withIdempotency(
  r: RestRoute,
  responses: ZodOpenApiOperationObject['responses'],
): ZodOpenApiOperationObject['responses'] {
  const own409 = r.rest.errors?.[409];
  const inProgress =
    'A request with the same Idempotency-Key is still being processed (IDEMPOTENCY_KEY_IN_PROGRESS); retry after the given seconds';
  return {
    ...responses,
    '409': retryable(own409 ? `${own409}; or: ${inProgress}` : inProgress),
    '422': error(
      'The Idempotency-Key was already used with a different request body (IDEMPOTENCY_KEY_REUSED)',
    ),
  };
}

function operation(r: RestRoute): ZodOpenApiOperationObject {
  const input = objectOf(r.input);
  const fromBody = r.rest.method !== 'GET' && r.rest.method !== 'DELETE';
  // zod's pick/omit masks are typed for literal keys; these come from the path at run time.
  const pathKeys = Object.fromEntries(r.pathParams.map((p) => [p, true])) as Record<string, true> &
    Record<number, never>;
  const withoutPath = input && r.pathParams.length ? input.omit(pathKeys) : input;
  const hasFields = withoutPath !== null && Object.keys(withoutPath.shape).length > 0;
  // A body may carry a path parameter too (a task sent back as GET answered it, its `id` in it):
  // the shim reads the path's value, so the body's is accepted and ignored.
  const rest =
    withoutPath && input && fromBody && r.pathParams.length
      ? withoutPath.extend(
          Object.fromEntries(
            r.pathParams.map((p) => [
              p,
              (input.shape[p] as ZodType)
                .optional()
                .meta({ description: 'Accepted and ignored: the path parameter is the one used' }),
            ]),
          ),
        )
      : withoutPath;
  // A write whose input is an object documents its body even without fields (`{}`, say), so every
  // input has its requestBody or parameters; a GET or DELETE without fields has nothing to send.
  const body = fromBody && rest !== null;
  const required = r.input !== undefined && !r.input.safeParse(undefined).success;
  const auth = r.meta.auth !== 'public';
  return {
    operationId: r.procedure,
    summary: r.rest.summary,
    tags: [r.procedure.split('.')[0]!],
    ...(auth ? { security: [{ bearer: [] }] } : {}),
    ...(body
      ? {
          requestBody: {
            required,
            ...(required ? {} : { description: 'Optional: no body, an empty one, {} or null is no input' }),
            content: { 'application/json': { schema: rest } },
          },
        }
      : {}),
    requestParams: {
      ...(!fromBody && hasFields && withoutPath ? { query: withoutPath } : {}),
      ...(input && r.pathParams.length ? { path: input.pick(pathKeys) } : {}),
    },
    ...(r.rest.idempotent ? { parameters: [IDEMPOTENCY_KEY_PARAMETER] } : {}),
    responses: r.rest.idempotent
      ? withIdempotency(r, responsesOf(r, fromBody, auth))
      : responsesOf(r, fromBody, auth),
  };
}

/**
 * The `Allow` value of each documented path (`/api/roadmap/{id}` → `DELETE, PATCH, PUT`): the
 * methods of every route a request to it reaches, HEAD beside GET, sorted — what
 * plugins/methods.ts answers with a 405 (ARCHITECTURE "Preflights and methods"). A literal path
 * that a parameter path also matches (`/roadmap/reorder` and `/roadmap/{id}`) takes both's methods.
 */
export function allowedMethods(routes: readonly RestRoute[]): Map<string, string> {
  const patterns = routes.map((r) => ({
    method: r.rest.method,
    re: new RegExp(`^${r.rest.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  const allow = new Map<string, string>();
  for (const r of routes) {
    // A parameter stands for a value no literal segment has.
    const sample = r.rest.path.replace(/\{\w+\}/g, '\u0000');
    const methods = new Set(patterns.filter((p) => p.re.test(sample)).map((p) => p.method as string));
    if (methods.has('GET')) methods.add('HEAD');
    allow.set(`/api${r.rest.path}`, [...methods].sort().join(', '));
  }
  return allow;
}

/** The 405 of a method a path does not take (plugins/methods.ts), with its `Allow` header. */
const METHOD_NOT_ALLOWED = {
  description:
    "The path does not take the request's method (METHOD_NOT_ALLOWED): `Allow` lists the methods it takes. Every path answers it for any other method (each path's `x-allow` names its methods).",
  headers: {
    Allow: {
      description: 'The methods the path takes, comma-separated (RFC 9110 §10.2.1), HEAD beside GET',
      schema: { type: 'string' as const, example: 'DELETE, PATCH, PUT' },
    },
  },
  content: { 'application/json': { schema: ApiErrorBody } },
};

/** Build the document for `routes` (mounted under /api). */
export function buildOpenApiDocument(routes: readonly RestRoute[]): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  const allow = allowedMethods(routes);
  for (const r of routes) {
    const path = `/api${r.rest.path}`;
    paths[path] = {
      ...paths[path],
      description: `Any method other than ${allow.get(path)} answers 405 METHOD_NOT_ALLOWED with \`Allow: ${allow.get(path)}\` (components/responses/MethodNotAllowed).`,
      'x-allow': allow.get(path),
      [r.rest.method.toLowerCase()]: operation(r),
    };
  }
  const document = createDocument({
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
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: { MethodNotAllowed: METHOD_NOT_ALLOWED },
    },
    paths,
  });
  for (const r of routes) if (r.rest.aliases) requireFieldOrAlias(document, r, r.rest.aliases);
  return document;
}

/**
 * In the body schema of `r`'s operation, each field an alias stands for (`meta.rest.aliases`,
 * alias → field) is required as itself or as its alias, instead of as itself: the input's
 * `z.preprocess` maps the alias onto the field before the object reads it.
 */
function requireFieldOrAlias(
  document: oas31.OpenAPIObject,
  r: RestRoute,
  aliases: Record<string, string>,
): void {
  const op = document.paths?.[`/api${r.rest.path}`]?.[r.rest.method.toLowerCase() as 'post'];
  const body = op?.requestBody;
  const schema = body && !('$ref' in body) ? body.content['application/json']?.schema : undefined;
  if (!schema || '$ref' in schema) return;
  for (const [alias, field] of Object.entries(aliases)) {
    if (!schema.required?.includes(field)) continue;
    schema.required = schema.required.filter((f) => f !== field);
    schema.allOf = [...(schema.allOf ?? []), { anyOf: [{ required: [field] }, { required: [alias] }] }];
  }
}
