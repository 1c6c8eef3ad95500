/** Unit test of the one error pipeline (issue 6 "one error pipeline", conventions.md §5, §15). */
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ErrorBody, LoginInput } from '@hai/domain';
import { DomainError, errorBody, formatTrpcError, toTrpcError, trpcErrorShape } from './errors.js';

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
    expect(body.fields?.map((f) => f.field).sort()).toEqual(['(body)', 'email', 'password']);
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
      body: { error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
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

  it('builds bodies that the published ErrorBody schema accepts', () => {
    const samples = [
      new DomainError('TOO_MANY_REQUESTS', 'error.tooManyRequests'),
      badInput({}),
      new TRPCError({ code: 'UNAUTHORIZED' }),
      new TRPCError({ code: 'NOT_FOUND' }),
      new Error('x'),
    ];
    for (const s of samples) expect(ErrorBody.safeParse(errorBody(s, 'en').body).success).toBe(true);
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
