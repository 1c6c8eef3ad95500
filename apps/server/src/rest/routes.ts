/**
 * The REST routes, generated from the router (conventions.md §13): every procedure's `meta.rest`
 * with its input and output zod schemas. The shim registers them, the OpenAPI document describes
 * them; nothing else lists them.
 */
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { z } from 'zod';
import type { ProcedureMeta, RestMeta } from '../trpc/meta.js';

/** One documented path under `/api`. */
export interface RestRoute {
  /** The tRPC path of the procedure it calls (`assessment.stepScore`). */
  procedure: string;
  type: 'query' | 'mutation';
  rest: RestMeta;
  meta: ProcedureMeta;
  /** The procedure's input schema, if it takes input (path parameters are fields of it). */
  input?: z.ZodType;
  /** The fields of its input object (path parameters included); empty when it takes no object. */
  inputFields: ReadonlySet<string>;
  output?: z.ZodType;
  /** Names of the `{param}` segments of `rest.path`. */
  pathParams: string[];
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta?: ProcedureMeta;
  inputs: z.ZodType[];
  output?: z.ZodType;
}

/** Wrappers whose `unwrap()` is the schema the client's value is read by. */
type Wrapper =
  | z.ZodOptional
  | z.ZodNullable
  | z.ZodDefault
  | z.ZodPrefault
  | z.ZodNonOptional
  | z.ZodReadonly
  | z.ZodCatch
  | z.ZodLazy;

function isWrapper(s: unknown): s is Wrapper {
  return (
    s instanceof z.ZodOptional ||
    s instanceof z.ZodNullable ||
    s instanceof z.ZodDefault ||
    s instanceof z.ZodPrefault ||
    s instanceof z.ZodNonOptional ||
    s instanceof z.ZodReadonly ||
    s instanceof z.ZodCatch ||
    s instanceof z.ZodLazy
  );
}

/**
 * The object schema that reads a procedure's input as the client sends it (conventions.md §13,
 * domain-design.md §8: the REST body, query and path parameters, and the OpenAPI document's
 * `requestBody` or parameters), or null when the input is not an object. Looks through every
 * wrapper zod 4 puts around an object: optional, nullable, default, prefault, non-optional,
 * readonly, catch and lazy; and pipes (`ZodPipe`), taking the side the client's value meets first —
 * the input side of `X.transform(fn)` and `X.pipe(Y)`, the output side of `z.preprocess(fn, X)`
 * (whose input side is a bare `ZodTransform`). Refinements (`.refine`, `.superRefine`,
 * `.check`) are checks stored on the object itself in zod 4, so they travel with it.
 */
export function objectOf(schema: z.ZodType | undefined): z.ZodObject | null {
  let s: unknown = schema;
  // Bounded: a lazy schema may refer to itself.
  for (let depth = 0; depth < 32; depth++) {
    if (s instanceof z.ZodObject) return s;
    if (s instanceof z.ZodPipe) s = s.in instanceof z.ZodTransform ? s.out : s.in;
    else if (isWrapper(s)) s = s.unwrap();
    else return null;
  }
  return null;
}

/**
 * The procedures of `router` with their REST declaration, in declaration order. Procedures
 * without `meta.rest` are left out here (a test requires every procedure to have one).
 */
export function restRoutes(router: AnyTRPCRouter): RestRoute[] {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  return Object.entries(procedures).flatMap(([procedure, p]) => {
    const def = p._def as unknown as ProcedureDef;
    const rest = def.meta?.rest;
    if (!rest || def.type === 'subscription') return [];
    const pathParams = [...rest.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return [
      {
        procedure,
        type: def.type,
        rest,
        meta: def.meta ?? {},
        input: def.inputs[0],
        inputFields: new Set(Object.keys(objectOf(def.inputs[0])?.shape ?? {})),
        output: def.output,
        pathParams,
      },
    ];
  });
}

/** Every procedure path of `router` and whether it declares `meta.rest` and an output schema. */
export function procedureDeclarations(
  router: AnyTRPCRouter,
): { procedure: string; rest: boolean; output: boolean }[] {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  return Object.entries(procedures).map(([procedure, p]) => {
    const def = p._def as unknown as ProcedureDef;
    return { procedure, rest: def.meta?.rest !== undefined, output: def.output !== undefined };
  });
}
