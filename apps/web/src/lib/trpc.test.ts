import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@hai/domain';
import { endsSession, errorBody, errorMessage, isApiError } from './trpc';

/** A failed call as the client sees it: the server's envelope with the one error body in `data`. */
function failed(body: ErrorBody, httpStatus: number) {
  return TRPCClientError.from({
    error: { code: -32001, message: body.message, data: { ...body, httpStatus } },
  });
}

describe('endsSession (spec §8: which failures end the session)', () => {
  it('ends it for UNAUTHORIZED (no live session), whatever the call', () => {
    expect(endsSession(failed({ error: 'UNAUTHORIZED', message: 'Please log in' }, 401))).toBe(true);
  });
  it('keeps it for a wrong password, an unverified address and other refusals', () => {
    expect(endsSession(failed({ error: 'INVALID_CREDENTIALS', message: 'Wrong' }, 401))).toBe(false);
    expect(
      endsSession(
        failed({ error: 'EMAIL_NOT_VERIFIED', message: 'Confirm first', emailVerified: false }, 403),
      ),
    ).toBe(false);
    expect(endsSession(failed({ error: 'FORBIDDEN', message: 'No' }, 403))).toBe(false);
    expect(endsSession(failed({ error: 'VALIDATION_ERROR', message: 'Bad' }, 400))).toBe(false);
  });
  it('keeps it for network failures, bodies that are not the error body, and other errors', () => {
    expect(endsSession(TRPCClientError.from({ error: { code: -32001, message: '<html>' } }))).toBe(false);
    expect(endsSession(new TRPCClientError('Failed to fetch'))).toBe(false);
    expect(endsSession(new Error('UNAUTHORIZED'))).toBe(false);
    expect(endsSession(null)).toBe(false);
  });
});

describe('errorBody / errorMessage', () => {
  it('reads the fields of a 400 and the emailVerified flag of an unverified login', () => {
    const fields = [{ field: 'email', code: 'validation.email', message: 'Invalid' }];
    expect(errorBody(failed({ error: 'VALIDATION_ERROR', message: 'Invalid', fields }, 400))?.fields).toEqual(
      fields,
    );
    const unverified = failed({ error: 'EMAIL_NOT_VERIFIED', message: 'x', emailVerified: false }, 403);
    expect(errorBody(unverified)?.emailVerified).toBe(false);
  });
  it("uses the server's translated message when the server answered", () => {
    const err = failed({ error: 'INVALID_CREDENTIALS', message: 'Email sau parolă incorecte' }, 401);
    expect(isApiError(err)).toBe(true);
    expect(errorBody(err)).toEqual({
      error: 'INVALID_CREDENTIALS',
      message: 'Email sau parolă incorecte',
      httpStatus: 401,
    });
    expect(errorMessage(err, 'fallback')).toBe('Email sau parolă incorecte');
  });
  it('falls back for network and unexpected failures', () => {
    expect(errorMessage(new TRPCClientError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
