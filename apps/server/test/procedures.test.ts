/**
 * One declaration per procedure (domain-design.md §8, conventions.md §13): every procedure carries its REST
 * path and an output schema; the REST shim and the OpenAPI document are generated from them, and
 * an output that drifts from its schema is a 500 without internals through REST and tRPC alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@hai/db';
import { procedureDeclarations, restRoutes } from '../src/rest/routes.js';
import { restShim } from '../src/rest/shim.js';
import { contextOfRequest } from '../src/trpc/context.js';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../src/trpc/init.js';
import { appRouter } from '../src/trpc/root.js';
import { bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const routes = restRoutes(appRouter);

/** The field names of an (optional) object input schema. */
function fieldsOf(input: z.ZodType | undefined): string[] {
  const inner = input instanceof z.ZodOptional ? input.unwrap() : input;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}
const openApiPath = (path: string) => `/api${path}`;
/** The keys of an OpenAPI path item that are operations (beside its description and `x-allow`). */
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const injectPath = (path: string) => `/api${path.replace(/\{\w+\}/g, 'VIZIUNE')}`;

describe('procedure declarations', () => {
  it('give every procedure a REST path and an output schema', () => {
    const missing = procedureDeclarations(appRouter).filter((p) => !p.rest || !p.output);
    expect(missing).toEqual([]);
    expect(routes.length).toBe(procedureDeclarations(appRouter).length);
  });

  it('never give two procedures the same method and path', () => {
    const keys = routes.map((r) => `${r.rest.method} ${r.rest.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are served: every session-bound path answers 401 UNAUTHORIZED without a token, public ones never do', async () => {
    for (const r of routes) {
      const res = await h.app.inject({
        method: r.rest.method,
        url: injectPath(r.rest.path),
        payload: r.rest.method === 'GET' ? undefined : {},
      });
      if (r.meta.auth === 'public') expect(res.statusCode, r.procedure).not.toBe(401);
      else
        expect({ procedure: r.procedure, status: res.statusCode, body: json(res) }).toMatchObject({
          status: 401,
          body: { error: 'UNAUTHORIZED' },
        });
    }
  });
});

describe('GET /api/openapi.json', () => {
  let doc: Json;
  beforeAll(async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = json<Json>(res);
  });

  it('lists every REST path, and nothing else', () => {
    const listed = Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => HTTP_METHODS.has(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(routes.map((r) => `${r.rest.method} ${openApiPath(r.rest.path)}`).sort());
  });

  it('gives each one its response schema, its request schema and the error body', () => {
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.rest.path)][r.rest.method.toLowerCase()];
      const ok = op.responses[String(r.rest.status ?? 200)];
      expect(ok.content['application/json'].schema, r.procedure).toBeTruthy();
      expect(op.responses['500'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
      if (fieldsOf(r.input).some((f) => !r.pathParams.includes(f))) {
        const request =
          r.rest.method === 'GET' ? op.parameters : op.requestBody?.content['application/json'].schema;
        expect(request, `${r.procedure} request schema`).toBeTruthy();
        expect(op.responses['400'], r.procedure).toBeTruthy();
      }
      if (r.meta.auth !== 'public') expect(op.security, r.procedure).toEqual([{ bearer: [] }]);
      if (r.meta.rateLimit) expect(op.responses['429'], r.procedure).toBeTruthy();
    }
  });

  it('describes the answer path in full', () => {
    const answer = doc.paths['/api/assessment/answer'].post;
    const request = answer.requestBody.content['application/json'].schema;
    expect(request.required).toEqual(expect.arrayContaining(['questionId', 'selectedOptionIds']));
    expect(request.additionalProperties).toBe(false);
    const response = answer.responses['200'].content['application/json'].schema;
    const resolved = response.$ref ? doc.components.schemas[response.$ref.split('/').at(-1)] : response;
    expect(Object.keys(resolved.properties)).toEqual(
      expect.arrayContaining([
        'completed',
        'nextQuestion',
        'nextStep',
        'existingAnswer',
        'progress',
        'completedStep',
      ]),
    );
    expect(doc.paths['/api/assessment/current'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'redirectToUnanswered', in: 'query' }),
        expect.objectContaining({ name: 'locale', in: 'query' }),
      ]),
    );
    expect(doc.paths['/api/assessment/step-score/{step}'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'step', in: 'path', required: true }),
    );
    expect(doc.components.schemas.Error.properties.error.enum).toContain('TOO_MANY_REQUESTS');
  });

  it('documents every status an operation can answer: 503 with Retry-After on all, its own failures on each', () => {
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.rest.path)][r.rest.method.toLowerCase()];
      expect(op.responses['503'].headers['Retry-After'], r.procedure).toBeTruthy();
      for (const status of Object.keys(r.rest.errors ?? {}))
        expect(op.responses[status].content['application/json'].schema.$ref, `${r.procedure} ${status}`).toBe(
          '#/components/schemas/Error',
        );
    }
    const stepScore = doc.paths['/api/assessment/step-score/{step}'].get;
    expect(stepScore.responses['404']).toBeTruthy();
    const step = stepScore.parameters.find((p: Json) => p.name === 'step');
    expect(step.description).toMatch(/order 1–12/);
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    expect(Object.keys(doc.paths['/api/assessment/answer'].post.responses)).toContain('409');
  });
});

describe('GET /api/docs', () => {
  it('serves the API reference page from this server, under the CSP, with its document', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|https:/);
    // Every script the page loads is served here (no CDN) and none is inline.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(inline!.trim(), 'inline script').toBe('');
      const src = /src="([^"]+)"/.exec(attrs!)![1]!;
      expect(src).not.toMatch(/^https?:/);
      const asset = await h.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    const json = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(JSON.parse(json.body).paths['/api/assessment/answer']).toBeTruthy();
  });
});

describe('an output that drifts from its schema', () => {
  const drifting = router({
    drift: publicProcedure
      .meta({ rest: { method: 'GET', path: '/drift', summary: 'test' } })
      .output(z.object({ count: z.number() }))
      .query(() => ({ count: 'many' }) as unknown as { count: number }),
    secret: protectedProcedure
      .meta({ rest: { method: 'GET', path: '/secret', summary: 'test' } })
      .output(z.object({ ok: z.boolean() }))
      .query(() => ({ ok: true })),
  });

  it('is a 500 with the bare error body through REST and tRPC, never the cause or a stack', async () => {
    const app = Fastify({ logger: false });
    await app.register(restShim, { prefix: '/api', deps: h.app.deps, router: drifting });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: drifting,
        createContext: ({ req }: { req: FastifyRequest }) => contextOfRequest(h.app.deps, req),
      },
    });
    try {
      const rest = await app.inject({
        method: 'GET',
        url: '/api/drift',
        headers: { 'accept-language': 'en' },
      });
      expect(rest.statusCode).toBe(500);
      // A bare Fastify here: the request id is Fastify's own.
      expect(json(rest)).toEqual({
        error: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
        requestId: expect.any(String),
      });
      const trpc = await app.inject({
        method: 'GET',
        url: '/trpc/drift',
        headers: { 'accept-language': 'en' },
      });
      expect(trpc.statusCode).toBe(500);
      expect(json<Json>(trpc).error.data).toEqual({
        error: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
        httpStatus: 500,
        requestId: expect.any(String),
      });
      for (const body of [rest.body, trpc.body])
        expect(body).not.toMatch(/many|Output validation|\.ts:\d+|node_modules|stack/i);
      // The generated shim keeps each procedure's own guard.
      expect((await app.inject({ method: 'GET', url: '/api/secret' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('adminProcedure', () => {
  const adminOnly = router({
    stats: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/stats', summary: 'test' } })
      .output(z.object({ role: z.string() }))
      .query(({ ctx }) => ({ role: ctx.principal.user.role })),
  });

  it('declares itself admin-only, refuses a user with 403 and serves an admin', async () => {
    expect(restRoutes(adminOnly)[0]!.meta.auth).toBe('admin');
    const app = Fastify({ logger: false });
    await app.register(restShim, { prefix: '/api', deps: h.app.deps, router: adminOnly });
    try {
      const { token, email } = await loggedInUser(h);
      const get = () =>
        app.inject({
          method: 'GET',
          url: '/api/admin/stats',
          headers: { ...bearer(token), 'x-locale': 'en' },
        });
      expect((await app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
      const refused = await get();
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({
        error: 'FORBIDDEN',
        message: 'You do not have access to this',
        requestId: expect.any(String),
      });
      await h.app.deps.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
      const served = await get();
      expect(served.statusCode).toBe(200);
      expect(json(served)).toEqual({ role: 'admin' });
    } finally {
      await app.close();
    }
  });
});
