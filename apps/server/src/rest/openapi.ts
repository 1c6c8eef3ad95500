/**
 * The OpenAPI 3.1 document of the REST shim (domain-design.md §8), generated with zod-openapi from
 * the same zod schemas that validate the requests, served at /api/openapi.json.
 */
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import type { Route } from './shim.js';

const ErrorBody = z
  .object({
    error: z.string().meta({ example: 'VALIDATION_ERROR' }),
    message: z
      .string()
      .meta({ description: "Translated into the request's locale (X-Locale or Accept-Language)" }),
    fields: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

/** Build the document for `routes` (mounted under /api). */
export function buildOpenApiDocument(routes: readonly Route[]): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const r of routes) {
    const path = `/api${r.url.replace(/:(\w+)/g, '{$1}')}`;
    const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const op: ZodOpenApiOperationObject = {
      summary: r.summary,
      ...(r.auth ? { security: [{ bearer: [] }] } : {}),
      ...(r.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: r.body } } } }
        : {}),
      requestParams: {
        ...(r.query ? { query: r.query } : {}),
        ...(params.length ? { path: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } : {}),
      },
      responses: {
        [String(r.status ?? 200)]: { description: 'Success' },
        '400': error('Invalid input, with the failing fields'),
        ...(r.auth ? { '401': error('Missing, invalid or revoked token') } : {}),
        '429': error('Too many requests'),
      },
    };
    paths[path] = { ...paths[path], [r.method.toLowerCase()]: op };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'HAI Marketing Wheel API',
      version: '1.0.0',
      description: 'REST shim over the tRPC procedures the web app uses.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
