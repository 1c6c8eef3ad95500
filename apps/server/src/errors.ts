/**
 * The one error pipeline (conventions.md §5, §15): domain errors carry a code from the wire enum
 * (`ApiErrorCode`: @hai/domain's `ErrorCode` and the HTTP layer's own, api-errors.ts); one table
 * maps each code to an HTTP status and a tRPC code; one function, {@link errorBody}, turns any
 * error into the error body that REST sends as its body and tRPC sends in `error.data` (plus
 * `httpStatus`), translated, with no stack and no internal message.
 */
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_NUMBER } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import type { Locale, MessageCode } from '@hai/domain';
import {
  BODY_LIMIT,
  translateMessage,
  type ApiErrorBody,
  type ApiErrorCode,
  type HttpMessageCode,
} from './api-errors.js';
import type { QuotaState } from './services/rate-limit-headers.js';
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
  METHOD_NOT_ALLOWED: { http: 405, trpc: 'METHOD_NOT_SUPPORTED' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  IDEMPOTENCY_KEY_IN_PROGRESS: { http: 409, trpc: 'CONFLICT' },
  IDEMPOTENCY_KEY_REUSED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL_ERROR: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  SERVICE_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
} as const satisfies Record<ApiErrorCode, { http: number; trpc: TRPC_ERROR_CODE_KEY }>;

/** An expected failure a user can cause; never logged as a server error. */
export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly messageCode: MessageCode | HttpMessageCode,
    readonly options: {
      fields?: FieldIssue[];
      params?: Record<string, unknown>;
      /** Login refused before verification (spec §4: the client offers to resend). */
      emailVerified?: false;
      /**
       * The rate-limit quotas this refusal (a 429) counted against; the answer carries them as
       * `RateLimit`, `RateLimit-Policy` and `Retry-After` (services/rate-limit-headers.ts).
       */
      quota?: readonly QuotaState[];
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
const FROM_TRPC: Partial<Record<TRPC_ERROR_CODE_KEY, ApiErrorCode>> = {
  BAD_REQUEST: 'VALIDATION_ERROR',
  PARSE_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** Seconds a client is told to wait (`Retry-After`) before trying a 503 again. */
export const RETRY_AFTER_SECONDS = 3;

/** Node and postgres.js error codes of a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  // postgres.js (node_modules/postgres/src/errors.js): the socket closed under a query, the pool
  // was ended, a connection attempt timed out.
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take the request now: admin, crash and
 * "cannot connect now" shutdowns (57P01–57P03), a statement cancelled by `statement_timeout`
 * (57014), too many connections (53300); the whole class 08 (connection exception) is matched
 * by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** Messages of a lost connection from drivers that set no code. */
const CONNECTION_MESSAGE =
  /\b(connection (terminated|refused|reset)|terminating connection|server closed the connection|connection timeout)\b/i;

/**
 * Whether `error` failed because the database is unreachable or going away rather than because of
 * the request: walks `error`, its `.cause` chain (Drizzle's DrizzleQueryError wraps the driver's
 * error, tRPC wraps both) and an AggregateError's `.errors` (Node's connect tries every address),
 * at most 10 errors deep, looking for a connection code ({@link CONNECTION_CODES}), an
 * unavailable SQLSTATE ({@link UNAVAILABLE_SQLSTATES}, class 08) or a lost-connection message.
 * A {@link DomainError} is never one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e) || e instanceof DomainError) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/** The generic message of a code that carries no message of its own. */
const GENERIC_MESSAGE: Record<ApiErrorCode, MessageCode | HttpMessageCode> = {
  VALIDATION_ERROR: 'validation.invalid',
  INVALID_TOKEN: 'validation.invalid',
  UNAUTHORIZED: 'auth.unauthorized',
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth.emailNotVerified',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  METHOD_NOT_ALLOWED: 'error.methodNotAllowed',
  CONFLICT: 'validation.invalid',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'error.idempotencyKeyInProgress',
  IDEMPOTENCY_KEY_REUSED: 'error.idempotencyKeyReused',
  PAYLOAD_TOO_LARGE: 'error.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'error.unsupportedMediaType',
  TOO_MANY_REQUESTS: 'error.tooManyRequests',
  INTERNAL_ERROR: 'error.internal',
  SERVICE_UNAVAILABLE: 'error.unavailable',
};

/**
 * The message of a framework or tRPC error with `status` and wire `code`: a body over
 * {@link BODY_LIMIT} (413) names the limit in KB; a body that is not valid JSON (`malformed`) says
 * so; every other error its code's generic message.
 */
function genericMessage(status: number, code: ApiErrorCode, malformed: boolean, locale: Locale): string {
  if (status === 413) return translateMessage('error.bodyTooLarge', locale, { limit: BODY_LIMIT / 1024 });
  return translateMessage(malformed ? 'validation.malformedJson' : GENERIC_MESSAGE[code], locale);
}

/** An error raised by Fastify before any procedure ran (body limit, bad JSON, …). */
interface HttpError {
  statusCode?: number;
  code?: string;
}

/**
 * Wire code of an HTTP status with no code of its own: a request line or headers too long (414,
 * 431) read as a request too large; the rest by class.
 */
function codeOfStatus(status: number): ApiErrorCode {
  const found = (Object.keys(ERROR_CODES) as ApiErrorCode[]).find((c) => ERROR_CODES[c].http === status);
  if (found) return found;
  if (status === 414 || status === 431) return 'PAYLOAD_TOO_LARGE';
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
}

/** The translated 503 of a database that is not reachable (see {@link isDatabaseUnavailable}). */
function unavailable(locale: Locale): { status: number; body: ApiErrorBody } {
  return {
    status: 503,
    body: { error: 'SERVICE_UNAVAILABLE', message: translateMessage('error.unavailable', locale) },
  };
}

/**
 * Build the error answer for any error, in `locale`: its HTTP status and its `ErrorBody`.
 * - a {@link DomainError} (possibly wrapped in a TRPCError): its code, message and fields;
 * - zod input validation (tRPC BAD_REQUEST caused by a ZodError): 400 with the failing fields;
 * - a database that is unreachable or going away ({@link isDatabaseUnavailable}, anywhere in the
 *   cause chain): 503 `SERVICE_UNAVAILABLE` with the "try again in a moment" message (the app adds
 *   `Retry-After`);
 * - other TRPCErrors: their mapped code with a generic message — output validation and unknown
 *   failures are 500 `INTERNAL_ERROR`, never their internal message or stack; a method a
 *   procedure does not take is 405 `METHOD_NOT_ALLOWED`, a body that is not JSON 415
 *   `UNSUPPORTED_MEDIA_TYPE`;
 * - Fastify and HTTP parser errors (413 `PAYLOAD_TOO_LARGE` naming the body limit, 415
 *   `UNSUPPORTED_MEDIA_TYPE`, 405 `METHOD_NOT_ALLOWED`, malformed JSON, a bad URL, 414, 431):
 *   their status with a translated message, never the request's URL or Fastify's own text.
 *
 * With `requestId` (Fastify's `req.id`, plugins/request-id.ts) the body carries it as `requestId`,
 * the id the request's log lines carry as `reqId`.
 */
export function errorBody(
  error: unknown,
  locale: Locale,
  requestId?: string | null,
): { status: number; body: ApiErrorBody } {
  const answer = errorAnswer(error, locale);
  return requestId ? { status: answer.status, body: { ...answer.body, requestId } } : answer;
}

/** {@link errorBody} without the request id. */
function errorAnswer(error: unknown, locale: Locale): { status: number; body: ApiErrorBody } {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof DomainError) {
    const fields = cause.options.fields ? translateFields(cause.options.fields, locale) : undefined;
    const body: ApiErrorBody = {
      error: cause.code,
      message: translateMessage(cause.messageCode, locale, cause.options.params ?? {}),
      ...(fields ? { fields } : {}),
      ...(cause.options.emailVerified === false ? { emailVerified: false } : {}),
    };
    return { status: ERROR_CODES[cause.code].http, body };
  }
  if (isDatabaseUnavailable(error)) return unavailable(locale);
  if (error instanceof TRPCError) {
    if (error.code === 'BAD_REQUEST' && cause instanceof ZodError) {
      const fields = translateFields(fieldsOf(cause), locale);
      const message = fields[0]?.message ?? translateMessage('validation.invalid', locale);
      return { status: 400, body: { error: 'VALIDATION_ERROR', message, fields } };
    }
    const code = FROM_TRPC[error.code] ?? 'INTERNAL_ERROR';
    const malformed = error.code === 'PARSE_ERROR' || cause instanceof SyntaxError;
    const status = ERROR_CODES[code].http;
    return { status, body: { error: code, message: genericMessage(status, code, malformed, locale) } };
  }
  const http = error as HttpError;
  const status = http.statusCode && http.statusCode >= 400 && http.statusCode < 600 ? http.statusCode : 500;
  const code = codeOfStatus(status);
  const malformed = status === 400 && (http.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError);
  return { status, body: { error: code, message: genericMessage(status, code, malformed === true, locale) } };
}

/**
 * The raw HTTP answer to a request Node's HTTP parser refused before Fastify saw it (Fastify's
 * `clientErrorHandler`): 431 for headers (or a request line) over `maxHeaderSize`
 * (`HPE_HEADER_OVERFLOW`), 408 for a request that timed out, 400 for anything else malformed;
 * the body is the `ErrorBody` in `locale` (the headers could not be read, so the default one)
 * with `requestId` (also sent as `X-Request-Id`) when given, and the connection is closed. Null
 * when nothing should be written (the peer reset it).
 */
export function clientErrorResponse(
  err: { code?: string },
  locale: Locale,
  requestId?: string,
): string | null {
  if (err.code === 'ECONNRESET') return null;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const { body } = errorBody({ statusCode: status }, locale, requestId);
  const text = JSON.stringify(body);
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[
    status
  ];
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    (requestId ? `X-Request-Id: ${requestId}\r\n` : '') +
    `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
  );
}

/** What tRPC sends in `error.data`: the error body and the HTTP status. */
export type TrpcErrorData = ApiErrorBody & { httpStatus: number };

/**
 * A tRPC error envelope `{ error: { code, message, data } }` with the JSON-RPC code of the body's
 * wire code (-32413 for 413, -32429 for 429, …). Used by the error formatter and for errors raised
 * before tRPC runs.
 */
export function trpcErrorShape(
  status: number,
  body: ApiErrorBody,
): { code: TRPC_ERROR_CODE_NUMBER; message: string; data: TrpcErrorData } {
  return {
    code: TRPC_ERROR_CODES_BY_KEY[ERROR_CODES[body.error].trpc],
    message: body.message,
    data: { ...body, httpStatus: status },
  };
}

/**
 * The tRPC error formatter (init.ts): the envelope's `{ code, message, data }` for `error` in
 * `locale` — the one error body in `data` (with `requestId` when given), never tRPC's default
 * shape with its stack.
 */
export function formatTrpcError(
  error: TRPCError,
  locale: Locale,
  requestId?: string | null,
): ReturnType<typeof trpcErrorShape> {
  const { status, body } = errorBody(error, locale, requestId);
  return trpcErrorShape(status, body);
}
