/** Unit test of the one error pipeline (conventions.md §5, §15). */
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import { LoginInput } from '@hai/domain';
import { ApiErrorBody, HTTP_MESSAGES, translateMessage } from './api-errors.js';
import {
  DomainError,
  clientErrorResponse,
  errorBody,
  formatTrpcError,
  isDatabaseUnavailable,
  toTrpcError,
  trpcErrorShape,
} from './errors.js';

/** A zod failure as tRPC reports a bad input. */
function badInput(input: unknown): TRPCError {
  const parsed = LoginInput.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
}

describe('errorBody', () => {
  it('translates a domain error with its fields and mapped status', () => {
    const e = new DomainError('VALIDATION_ERROR', 'answer.max', {
      fields: [{ field: 'additionalInputs.x', code: 'answer.max', params: { max: 10 } }],
      params: { max: 10 },
    });
    for (const error of [e, toTrpcError(e)]) {
      expect(errorBody(error, 'ro')).toEqual({
        status: 400,
        body: {
          error: 'VALIDATION_ERROR',
          message: 'Valoarea maximă este 10',
          fields: [{ field: 'additionalInputs.x', code: 'answer.max', message: 'Valoarea maximă este 10' }],
        },
      });
    }
  });

  it('keeps emailVerified: false on a login refused before verification', () => {
    const e = new DomainError('EMAIL_NOT_VERIFIED', 'auth.emailNotVerified', { emailVerified: false });
    expect(errorBody(toTrpcError(e), 'en')).toEqual({
      status: 403,
      body: {
        error: 'EMAIL_NOT_VERIFIED',
        message: 'Please confirm your email address before logging in.',
        emailVerified: false,
      },
    });
  });

  it('turns zod input failures into a 400 with every failing field', () => {
    const { status, body } = errorBody(badInput({ email: 'nope', password: '', extra: 1 }), 'en');
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_ERROR');
    // An unknown field is named by its own name, never "(body)".
    expect(body.fields?.map((f) => f.field).sort()).toEqual(['email', 'extra', 'password']);
    expect(body.fields?.find((f) => f.field === 'extra')?.message).toBe('Unknown field: extra');
    expect(body.message).toBe(body.fields![0]!.message);
  });

  it('answers an output that does not match its schema with a bare 500', () => {
    const drift = z.object({ a: z.string() }).safeParse({ a: 1 });
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
      cause: drift.error,
    });
    expect(errorBody(error, 'en')).toEqual({
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('never exposes an unexpected error’s message', () => {
    const { status, body } = errorBody(new Error('connection to 10.0.0.5 refused, password=hunter2'), 'en');
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/10\.0\.0\.5|hunter2/);
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('secret') });
    expect(JSON.stringify(errorBody(wrapped, 'en'))).not.toContain('secret');
  });

  it('translates errors raised by Fastify before any procedure runs', () => {
    expect(errorBody(Object.assign(new Error('too large'), { statusCode: 413 }), 'en')).toEqual({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: "The request body exceeds the server's limit of 64 KB." },
    });
    expect(errorBody(Object.assign(new Error('too large'), { statusCode: 413 }), 'ro').body.message).toBe(
      'Corpul cererii depășește limita de 64 KB acceptată de server.',
    );
    const unsupported = Object.assign(new Error('Unsupported Media Type'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    expect(errorBody(unsupported, 'ro')).toEqual({
      status: 415,
      body: {
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Vă rugăm să trimiteți corpul cererii ca JSON, cu antetul Content-Type: application/json.',
      },
    });
    const badJson = Object.assign(new Error('Unexpected token'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(errorBody(badJson, 'ro').body).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Corpul cererii nu este JSON valid',
    });
    expect(
      errorBody(new TRPCError({ code: 'BAD_REQUEST', cause: new SyntaxError('Unexpected end') }), 'en').body
        .message,
    ).toBe('The request body is not valid JSON');
    expect(errorBody(new TRPCError({ code: 'PARSE_ERROR' }), 'en').body.message).toBe(
      'The request body is not valid JSON',
    );
  });

  it('builds bodies that the published error schema accepts', () => {
    const samples = [
      new DomainError('TOO_MANY_REQUESTS', 'error.tooManyRequests'),
      new DomainError('METHOD_NOT_ALLOWED', 'error.methodNotAllowed'),
      badInput({}),
      new TRPCError({ code: 'UNAUTHORIZED' }),
      new TRPCError({ code: 'NOT_FOUND' }),
      new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE' }),
      Object.assign(new Error('x'), { statusCode: 405 }),
      new Error('x'),
    ];
    for (const s of samples)
      expect(ApiErrorBody.strict().safeParse(errorBody(s, 'en').body).success).toBe(true);
  });
});

describe('the tRPC envelope', () => {
  it('uses tRPC’s JSON-RPC codes, including 413 and 429, and carries the error body with its status', () => {
    const limited = formatTrpcError(
      toTrpcError(new DomainError('TOO_MANY_REQUESTS', 'error.tooManyRequests')),
      'en',
    );
    expect(limited).toEqual({
      code: -32029,
      message: 'Too many requests. Please wait a moment and try again.',
      data: {
        error: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please wait a moment and try again.',
        httpStatus: 429,
      },
    });
    expect(trpcErrorShape(413, { error: 'PAYLOAD_TOO_LARGE', message: 'm' }).code).toBe(-32013);
    expect(formatTrpcError(badInput({}), 'en').code).toBe(-32600);
    expect(formatTrpcError(new TRPCError({ code: 'UNAUTHORIZED' }), 'en')).toMatchObject({
      code: -32001,
      data: { error: 'UNAUTHORIZED', httpStatus: 401, message: 'Please log in to continue' },
    });
  });

  it('has no stack, path or input in it', () => {
    const shape = formatTrpcError(
      new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('boom') }),
      'en',
    );
    expect(Object.keys(shape.data).sort()).toEqual(['error', 'httpStatus', 'message']);
  });
});

/** An error as postgres.js raises it for a lost connection (node_modules/postgres/src/errors.js). */
function connectionError(code: string): Error {
  return Object.assign(new Error(`write ${code} 127.0.0.1:5432`), {
    code,
    errno: code,
    address: '127.0.0.1',
  });
}

/** A PostgreSQL error with a SQLSTATE, as postgres.js and PGlite raise it. */
function sqlState(code: string, message = 'x'): Error {
  return Object.assign(new Error(message), { name: 'PostgresError', code, severity: 'FATAL' });
}

/** Drizzle's wrapper, with the statement and its parameters in its message, then tRPC's. */
function wrapped(cause: Error): TRPCError {
  const drizzle = Object.assign(
    new Error('Failed query: select 1 from "sessions" where "id" = $1\nparams: 5d3c…', { cause }),
    { name: 'DrizzleQueryError', query: 'select 1', params: ['5d3c…'] },
  );
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: drizzle });
}

describe('a database that is not reachable', () => {
  const unreachable = [
    connectionError('ECONNREFUSED'),
    connectionError('ECONNRESET'),
    connectionError('ETIMEDOUT'),
    connectionError('ENOTFOUND'),
    connectionError('CONNECTION_CLOSED'),
    connectionError('CONNECTION_DESTROYED'),
    connectionError('CONNECTION_ENDED'),
    connectionError('CONNECT_TIMEOUT'),
    sqlState('57P01', 'terminating connection due to administrator command'),
    sqlState('57P02'),
    sqlState('57P03', 'the database system is starting up'),
    sqlState('57014', 'canceling statement due to statement timeout'),
    sqlState('53300', 'sorry, too many clients already'),
    sqlState('08006'),
    sqlState('08001'),
    new Error('Connection terminated unexpectedly'),
    new AggregateError([connectionError('ECONNREFUSED'), connectionError('ECONNREFUSED')], 'connect'),
  ];

  it.each(unreachable.map((e) => [e.message, e] as const))('is recognised: %s', (_, e) => {
    expect(isDatabaseUnavailable(e)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(e))).toBe(true);
  });

  it('answers 503 SERVICE_UNAVAILABLE with the "try again" message, in both locales, never the cause', () => {
    for (const e of unreachable) {
      const en = errorBody(wrapped(e), 'en');
      expect(en).toEqual({
        status: 503,
        body: {
          error: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      });
      expect(errorBody(e, 'ro').body.message).toBe(
        'Serviciul este temporar indisponibil. Vă rugăm să încercați din nou în câteva momente.',
      );
      expect(ApiErrorBody.safeParse(en.body).success).toBe(true);
    }
    expect(formatTrpcError(wrapped(connectionError('ECONNREFUSED')), 'en')).toMatchObject({
      code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
      data: { error: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
    });
  });

  it('leaves other failures alone: a constraint, a syntax error, a domain error, a plain bug', () => {
    for (const e of [
      sqlState('23505', 'duplicate key value violates unique constraint "users_email_key"'),
      sqlState('42P01', 'relation "sessions" does not exist'),
      sqlState('3D000', 'database "x" does not exist'),
      new Error('boom'),
      new TypeError('undefined is not a function'),
      new DomainError('CONFLICT', 'validation.invalid'),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(e)).toBe(false);
    }
    expect(errorBody(wrapped(sqlState('42P01')), 'en').status).toBe(500);
    expect(errorBody(new DomainError('CONFLICT', 'validation.invalid'), 'en').status).toBe(409);
  });

  it('stops on a cause chain that loops', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('errors of the HTTP layer', () => {
  it('answers tRPC’s 405 and 415 with their status, their own codes and the one body', () => {
    expect(errorBody(new TRPCError({ code: 'METHOD_NOT_SUPPORTED' }), 'en')).toEqual({
      status: 405,
      body: {
        error: 'METHOD_NOT_ALLOWED',
        message:
          "This address does not take the request's method. Please use one of the methods in the Allow header.",
      },
    });
    expect(errorBody(new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE' }), 'en')).toEqual({
      status: 415,
      body: {
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Please send the request body as JSON, with the header Content-Type: application/json.',
      },
    });
    // Their JSON-RPC codes in tRPC's envelope.
    expect(formatTrpcError(new TRPCError({ code: 'METHOD_NOT_SUPPORTED' }), 'ro').code).toBe(
      TRPC_ERROR_CODES_BY_KEY.METHOD_NOT_SUPPORTED,
    );
    expect(formatTrpcError(new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE' }), 'ro').code).toBe(
      TRPC_ERROR_CODES_BY_KEY.UNSUPPORTED_MEDIA_TYPE,
    );
  });

  it('writes every message of the HTTP layer in en and ro, Romanian with ș ț and in the formal register', () => {
    const codes = Object.keys(HTTP_MESSAGES.en).sort();
    expect(Object.keys(HTTP_MESSAGES.ro).sort()).toEqual(codes);
    for (const code of codes as (keyof typeof HTTP_MESSAGES.en)[]) {
      const [en, ro] = [HTTP_MESSAGES.en[code], HTTP_MESSAGES.ro[code]];
      expect(ro, code).not.toBe(en);
      expect(ro, code).not.toMatch(/[şţŞŢ]/); // comma-below, never cedilla
      // The formal plural ("vă rugăm", "dumneavoastră", "-ți" verbs), never "tu" forms.
      expect(ro, code).not.toMatch(/(?<!\p{L})(tu|te rog|ești|îți)(?!\p{L})/iu);
      expect(
        [...ro.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        code,
      ).toEqual([...en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    }
    expect(HTTP_MESSAGES.ro['error.methodNotAllowed']).toMatch(/Vă rugăm/);
    // Other codes still come from @hai/domain's messages.
    expect(translateMessage('error.notFound', 'ro')).toBe('Nu a fost găsit');
  });

  it('reads 414 and 431 as a request too large, and never repeats the URL', () => {
    const long = Object.assign(new Error("'/trpc/aaaa' is exceeding the max param length"), {
      statusCode: 414,
      code: 'FST_ERR_MAX_PARAM_LENGTH',
    });
    expect(errorBody(long, 'en')).toEqual({
      status: 414,
      body: { error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
    });
    const badUrl = Object.assign(new Error("'/api/%E0%A4%A' is not a valid url component"), {
      statusCode: 400,
      code: 'FST_ERR_BAD_URL',
    });
    expect(errorBody(badUrl, 'ro')).toEqual({
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: 'Valoarea nu este validă' },
    });
  });

  it('writes the HTTP parser’s refusals as raw answers with the one body, and nothing on a reset', () => {
    const overflow = clientErrorResponse({ code: 'HPE_HEADER_OVERFLOW' }, 'en')!;
    expect(overflow).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(overflow).toContain('Connection: close');
    const [head, body] = overflow.split('\r\n\r\n') as [string, string];
    expect(JSON.parse(body)).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(clientErrorResponse({ code: 'HPE_INVALID_METHOD' }, 'ro')).toMatch(/^HTTP\/1\.1 400 /);
    expect(clientErrorResponse({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }, 'ro')).toMatch(/^HTTP\/1\.1 408 /);
    expect(clientErrorResponse({ code: 'ECONNRESET' }, 'ro')).toBeNull();
  });
});
