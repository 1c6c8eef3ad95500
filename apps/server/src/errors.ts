/**
 * The one error pipeline (conventions.md §5, §15): domain errors carry a code from the wire enum
 * (`ErrorCode` in @hai/domain); one table maps each code to an HTTP status and a tRPC code; one
 * function, {@link errorBody}, turns any error into the `ErrorBody` that REST sends as its body
 * and tRPC sends in `error.data` (plus `httpStatus`), translated, with no stack and no internal
 * message.
 */
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_NUMBER } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { translate, type ErrorBody, type ErrorCode, type Locale, type MessageCode } from '@hai/domain';
import { fieldsOf, translateFields, type FieldIssue } from './validation.js';

/** Each wire code's HTTP status and tRPC code, in one place. */
export const ERROR_CODES = {
  VALIDATION_ERROR: { http: 400, trpc: 'BAD_REQUEST' },
  INVALID_TOKEN: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  INVALID_CREDENTIALS: { http: 401, trpc: 'UNAUTHORIZED' },
  EMAIL_NOT_VERIFIED: { http: 403, trpc: 'FORBIDDEN' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL_ERROR: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  SERVICE_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
} as const satisfies Record<ErrorCode, { http: number; trpc: TRPC_ERROR_CODE_KEY }>;

/** An expected failure a user can cause; never logged as a server error. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageCode: MessageCode,
    readonly options: {
      fields?: FieldIssue[];
      params?: Record<string, unknown>;
      /** Login refused before verification (spec §4: the client offers to resend). */
      emailVerified?: false;
    } = {},
  ) {
    super(messageCode);
    this.name = 'DomainError';
  }
}

/** The TRPCError that carries a domain error through tRPC (its code decides the HTTP status). */
export function toTrpcError(error: DomainError): TRPCError {
  return new TRPCError({ code: ERROR_CODES[error.code].trpc, message: error.messageCode, cause: error });
}

/** Wire code of a tRPC code raised by tRPC itself (parse errors, output validation, …). */
const FROM_TRPC: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  BAD_REQUEST: 'VALIDATION_ERROR',
  PARSE_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** The generic message of a code that carries no message of its own. */
const GENERIC_MESSAGE: Record<ErrorCode, MessageCode> = {
  VALIDATION_ERROR: 'validation.invalid',
  INVALID_TOKEN: 'validation.invalid',
  UNAUTHORIZED: 'auth.unauthorized',
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth.emailNotVerified',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  CONFLICT: 'validation.invalid',
  PAYLOAD_TOO_LARGE: 'error.payloadTooLarge',
  TOO_MANY_REQUESTS: 'error.tooManyRequests',
  INTERNAL_ERROR: 'error.internal',
  SERVICE_UNAVAILABLE: 'error.unavailable',
};

/** An error raised by Fastify before any procedure ran (body limit, bad JSON, …). */
interface HttpError {
  statusCode?: number;
  code?: string;
}

/** Wire code of an HTTP status. */
function codeOfStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_CODES) as ErrorCode[]).find((c) => ERROR_CODES[c].http === status);
  return found ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR');
}

/**
 * Build the error answer for any error, in `locale`: its HTTP status and its `ErrorBody`.
 * - a {@link DomainError} (possibly wrapped in a TRPCError): its code, message and fields;
 * - zod input validation (tRPC BAD_REQUEST caused by a ZodError): 400 with the failing fields;
 * - other TRPCErrors: their mapped code with a generic message — output validation and unknown
 *   failures are 500 `INTERNAL_ERROR`, never their internal message or stack;
 * - Fastify errors (413 body limit, malformed JSON): their status with a translated message.
 */
export function errorBody(error: unknown, locale: Locale): { status: number; body: ErrorBody } {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof DomainError) {
    const fields = cause.options.fields ? translateFields(cause.options.fields, locale) : undefined;
    const body: ErrorBody = {
      error: cause.code,
      message: translate(cause.messageCode, locale, cause.options.params ?? {}),
      ...(fields ? { fields } : {}),
      ...(cause.options.emailVerified === false ? { emailVerified: false } : {}),
    };
    return { status: ERROR_CODES[cause.code].http, body };
  }
  if (error instanceof TRPCError) {
    if (error.code === 'BAD_REQUEST' && cause instanceof ZodError) {
      const fields = translateFields(fieldsOf(cause), locale);
      const message = fields[0]?.message ?? translate('validation.invalid', locale);
      return { status: 400, body: { error: 'VALIDATION_ERROR', message, fields } };
    }
    const code = FROM_TRPC[error.code] ?? 'INTERNAL_ERROR';
    const malformed = error.code === 'PARSE_ERROR' || cause instanceof SyntaxError;
    const messageCode = malformed ? 'validation.malformedJson' : GENERIC_MESSAGE[code];
    return { status: ERROR_CODES[code].http, body: { error: code, message: translate(messageCode, locale) } };
  }
  const http = error as HttpError;
  const status = http.statusCode && http.statusCode >= 400 && http.statusCode < 600 ? http.statusCode : 500;
  const code = codeOfStatus(status);
  const malformed = status === 400 && (http.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError);
  const messageCode = malformed ? 'validation.malformedJson' : GENERIC_MESSAGE[code];
  return { status, body: { error: code, message: translate(messageCode, locale) } };
}

/** What tRPC sends in `error.data`: the error body and the HTTP status. */
export type TrpcErrorData = ErrorBody & { httpStatus: number };

/**
 * A tRPC error envelope `{ error: { code, message, data } }` with the JSON-RPC code of the body's
 * wire code (-32413 for 413, -32429 for 429, …). Used by the error formatter and for errors raised
 * before tRPC runs.
 */
export function trpcErrorShape(
  status: number,
  body: ErrorBody,
): { code: TRPC_ERROR_CODE_NUMBER; message: string; data: TrpcErrorData } {
  return {
    code: TRPC_ERROR_CODES_BY_KEY[ERROR_CODES[body.error].trpc],
    message: body.message,
    data: { ...body, httpStatus: status },
  };
}

/**
 * The tRPC error formatter (init.ts): the envelope's `{ code, message, data }` for `error` in
 * `locale` — the one error body in `data`, never tRPC's default shape with its stack.
 */
export function formatTrpcError(error: TRPCError, locale: Locale): ReturnType<typeof trpcErrorShape> {
  const { status, body } = errorBody(error, locale);
  return trpcErrorShape(status, body);
}
