/**
 * The OpenAPI document describes every input (domain-design.md §8, conventions.md §13): each
 * procedure that takes input has a `requestBody` (POST, PUT, PATCH) or parameters for its fields
 * (GET, DELETE), whatever zod wraps its object in — `z.preprocess` (register), `.transform` and
 * `.superRefine` (reset-password), pipes, `.check()` refinements, optional, default, lazy —; the
 * body schemas accept the payloads the spec's forms send; and every path documents the 405 a
 * method it does not take answers, with the `Allow` the server really sends.
 * The payloads the contract walk sends are checked against the document in contract.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { objectOf, restRoutes } from '../src/rest/routes.js';
import { appRouter } from '../src/trpc/root.js';
import { json, registration, startHarness, uniqueEmail, type Harness } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROUTES = restRoutes(appRouter);
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

describe('objectOf', () => {
  const inner = z.strictObject({ a: z.string(), b: z.number().optional() });
  it.each([
    ['the object', inner],
    ['optional', inner.optional()],
    ['default', inner.default({ a: 'x' })],
    ['nullable', inner.nullable()],
    ['refine', inner.refine((v) => v.a !== '')],
    ['superRefine', inner.superRefine(() => {})],
    ['check', inner.check((ctx) => void ctx)],
    ['transform', inner.transform((v) => ({ ...v, c: 1 }))],
    ['preprocess', z.preprocess((v) => v, inner)],
    [
      'preprocess of a refined transform',
      z.preprocess(
        (v) => v,
        inner.superRefine(() => {}).transform((v) => v),
      ),
    ],
    ['pipe', inner.pipe(z.object({ a: z.string() }))],
    ['readonly', inner.readonly()],
    ['catch', inner.catch({ a: 'x' })],
    ['lazy', z.lazy(() => inner)],
    ['optional preprocess', z.preprocess((v) => v, inner).optional()],
  ])('finds the object inside %s', (_name, schema) => {
    expect(Object.keys(objectOf(schema as z.ZodType)?.shape ?? {})).toEqual(['a', 'b']);
  });

  it('is null for what is no object', () => {
    expect(objectOf(undefined)).toBeNull();
    expect(objectOf(z.string().transform((s) => s.length))).toBeNull();
    expect(objectOf(z.array(inner))).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  let h: Harness;
  let doc: Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  /** Whether `value` meets `schema` (a schema of the document). */
  const accepts = (schema: Json, value: unknown) =>
    ajv.validate({ ...schema, components: doc.components }, value);
  const operation = (method: string, path: string) => doc.paths[`/api${path}`][method.toLowerCase()] as Json;
  const bodySchema = (method: string, path: string) =>
    operation(method, path).requestBody?.content?.['application/json']?.schema as Json | undefined;

  beforeAll(async () => {
    h = await startHarness();
    const res = await h.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = json<Json>(res);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('gives every procedure that takes input a requestBody or a parameter for each field', () => {
    const problems: string[] = [];
    let inputs = 0;
    for (const r of ROUTES) {
      if (!r.input) continue;
      inputs += 1;
      const op = operation(r.rest.method, r.rest.path);
      const where = `${r.rest.method} ${r.rest.path} (${r.procedure})`;
      const fields = Object.keys(objectOf(r.input)?.shape ?? {});
      const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query' || p.in === 'path');
      const named = new Set(params.map((p) => p.name as string));
      if (WRITES.has(r.rest.method)) {
        if (!op.requestBody?.content?.['application/json']?.schema) problems.push(`${where}: no requestBody`);
        for (const p of r.pathParams) if (!named.has(p)) problems.push(`${where}: no path parameter ${p}`);
        continue;
      }
      if (fields.length === 0) continue; // a read without fields: nothing to send
      for (const f of fields) if (!named.has(f)) problems.push(`${where}: no parameter ${f}`);
    }
    expect(problems).toEqual([]);
    expect(inputs).toBeGreaterThan(25);
  });

  it('documents the body of a preprocessed input (register) with the alias: companyRole or jobRole', () => {
    const schema = bodySchema('POST', '/auth/register')!;
    expect(schema).toBeDefined();
    const form = registration(uniqueEmail('doc'));
    const { companyRole, ...withoutRole } = form;
    expect(accepts(schema, form)).toBe(true);
    expect(accepts(schema, { ...withoutRole, jobRole: companyRole, confirmPassword: form.password })).toBe(
      true,
    );
    expect(accepts(schema, withoutRole)).toBe(false);
    expect(accepts(schema, { ...form, role: 'admin' })).toBe(false);
    expect(operation('POST', '/auth/register').requestBody.required).toBe(true);
  });

  it('documents the body of a refined and transformed input (reset-password)', () => {
    const schema = bodySchema('POST', '/auth/reset-password')!;
    expect(schema).toBeDefined();
    expect(accepts(schema, { token: 't', password: 'O parolă nouă 2026', confirmPassword: 'x' })).toBe(true);
    expect(accepts(schema, { token: 't', password: 'O parolă nouă 2026' })).toBe(true);
    expect(accepts(schema, { password: 'O parolă nouă 2026' })).toBe(false);
  });

  it('documents an optional body for a write whose input has no field, and accepts {}', () => {
    for (const [method, path] of [
      ['POST', '/auth/logout'],
      ['POST', '/assessment/retake'],
    ] as const) {
      const op = operation(method, path);
      expect(op.requestBody?.required, path).toBe(false);
      expect(accepts(bodySchema(method, path)!, {}), path).toBe(true);
      expect(accepts(bodySchema(method, path)!, { extra: 1 }), path).toBe(false);
    }
  });

  it('documents the 405 of every path with the Allow the server answers', async () => {
    const response = doc.components.responses.MethodNotAllowed as Json;
    expect(response.headers.Allow.schema.type).toBe('string');
    expect(response.content['application/json'].schema).toBeDefined();
    const sample = (path: string) => path.replace(/\{\w+\}/g, '3f2b8c1e-9a4d-4f6b-8e2a-1c5d7b9e0f12');
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      const allow = (item as Json)['x-allow'] as string;
      expect(allow, path).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
      expect((item as Json).description, path).toContain(`Allow: ${allow}`);
      const taken = new Set(allow.split(', '));
      const other = ['PATCH', 'DELETE', 'PUT', 'POST', 'GET'].find((m) => !taken.has(m));
      if (!other) continue;
      const res = await h.app.inject({
        method: other as 'PATCH',
        url: sample(path),
        headers: { 'x-locale': 'en' },
      });
      expect([res.statusCode, res.headers.allow], `${other} ${path}`).toEqual([405, allow]);
      expect(json(res)).toMatchObject({ error: 'METHOD_NOT_ALLOWED', requestId: expect.any(String) });
      checked += 1;
    }
    expect(checked).toBe(Object.keys(doc.paths as Json).length);
  });
});
