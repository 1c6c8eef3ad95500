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

/** The object schema inside an optional input (`X.optional()` → `X`), or null if it is not an object. */
export function objectOf(schema: z.ZodType | undefined): z.ZodObject | null {
  let s: unknown = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = (s as z.ZodOptional).unwrap();
  return s instanceof z.ZodObject ? s : null;
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
