/**
 * The one tRPC setup file (conventions.md §1): `router`, `publicProcedure`, `protectedProcedure`,
 * `createCallerFactory`. The error formatter strips stack traces and exposes translated fields.
 */
import { TRPCError, initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { translate } from '@hai/domain';
import { DomainError, trpcCodeOf, type ErrorCode } from '../errors.js';
import { authenticate } from '../services/auth.js';
import { fieldsOf, translateFields } from '../validation.js';
import { messageLocale, type Context } from './context.js';

/** Error details sent to clients in `error.data` (no stack, no internal message). */
export interface ErrorData {
  code: ErrorCode;
  httpStatus: number;
  fields?: { field: string; code: string; message: string }[];
  [extra: string]: unknown;
}

const TRPC_TO_CODE: Record<string, ErrorCode> = {
  BAD_REQUEST: 'VALIDATION_ERROR',
  PARSE_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
};

/** Translate any error reaching tRPC into `{ message, data }` for the client. */
export function formatError(error: TRPCError, ctx: Context | undefined, httpStatus: number) {
  const locale = ctx ? messageLocale(ctx) : 'ro';
  const cause = error.cause;
  if (cause instanceof DomainError) {
    const fields = cause.options.fields ? translateFields(cause.options.fields, locale) : undefined;
    return {
      message: translate(cause.messageCode, locale, cause.options.params ?? {}),
      data: {
        code: cause.code,
        httpStatus,
        ...(fields ? { fields } : {}),
        ...cause.options.extra,
      } satisfies ErrorData,
    };
  }
  if (cause instanceof ZodError) {
    const fields = translateFields(fieldsOf(cause), locale);
    return {
      message: fields[0]?.message ?? translate('validation.invalid', locale),
      data: { code: 'VALIDATION_ERROR', httpStatus, fields },
    };
  }
  const code = TRPC_TO_CODE[error.code] ?? 'INTERNAL_ERROR';
  const messageCode =
    error.code === 'PARSE_ERROR'
      ? 'validation.malformedJson'
      : code === 'UNAUTHORIZED'
        ? 'auth.unauthorized'
        : code === 'NOT_FOUND'
          ? 'error.notFound'
          : code === 'PAYLOAD_TOO_LARGE'
            ? 'error.payloadTooLarge'
            : code === 'INTERNAL_ERROR'
              ? 'error.internal'
              : 'validation.invalid';
  return { message: translate(messageCode, locale), data: { code, httpStatus } satisfies ErrorData };
}

const t = initTRPC.context<Context>().create({
  errorFormatter: ({ shape, error, ctx }) => {
    const formatted = formatError(error, ctx, shape.data.httpStatus);
    return { code: shape.code, message: formatted.message, data: formatted.data };
  },
});

/** Turn domain errors thrown by services into TRPCErrors with the mapped code. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const e = result.error.cause;
    throw new TRPCError({ code: trpcCodeOf(e.code), message: e.messageCode, cause: e });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

/** Requires a valid access token with a live session; adds `principal` and `locale`. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const principal = ctx.token ? await authenticate(ctx.deps, ctx.token) : null;
  if (!principal) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth.unauthorized' });
  return next({ ctx: { ...ctx, principal, locale: messageLocale(ctx, principal.user.preferredLocale) } });
});
