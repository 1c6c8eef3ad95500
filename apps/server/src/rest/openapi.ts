/**
 * The OpenAPI 3.1 document of the REST shim (domain-design.md §8), generated with zod-openapi from
 * the procedures' declarations: `meta.rest` for the path, method, status and summary, the input
 * schema for the body, query and path parameters, the output schema for the success answer, and
 * the one `ErrorBody` for errors. Served at /api/openapi.json.
 */
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { ErrorBody } from '@hai/domain';
import type { RestRoute } from './routes.js';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

/** The object schema inside an optional input (`X.optional()` → `X`), or null if it is not an object. */
function objectOf(schema: z.ZodType | undefined): z.ZodObject | null {
  let s: unknown = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = (s as z.ZodOptional).unwrap();
  return s instanceof z.ZodObject ? s : null;
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
    responses: {
      [String(r.rest.status ?? 200)]: {
        description: 'Success',
        ...(r.output ? { content: { 'application/json': { schema: r.output } } } : {}),
      },
      ...(r.input ? { '400': error('Invalid input, with the failing fields') } : {}),
      ...(auth ? { '401': error('Missing, invalid or revoked token') } : {}),
      ...(r.meta.auth === 'admin' ? { '403': error('Not an administrator') } : {}),
      ...(r.meta.rateLimit
        ? { '429': error('Too many requests from this address or for this account') }
        : {}),
      '500': error('Unexpected server error (no details are exposed)'),
    },
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
      description:
        'REST shim over the tRPC procedures the web app uses: one declaration per procedure. Errors are { error, message, fields? }, translated by X-Locale or Accept-Language.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
