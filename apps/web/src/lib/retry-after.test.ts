import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@hai/domain';
import { rateLimitWaitSeconds } from './retry-after';

/** A failed call as the client sees it: the envelope with the error body, and the HTTP response. */
function failed(body: ErrorBody, httpStatus: number, headers?: Record<string, string>) {
  return TRPCClientError.from(
    { error: { code: -32001, message: body.message, data: { ...body, httpStatus } } },
    headers ? { meta: { response: new Response(null, { status: httpStatus, headers }) } } : undefined,
  );
}

describe('rateLimitWaitSeconds (the wait a form counts down after a 429)', () => {
  const limited = { error: 'TOO_MANY_REQUESTS', message: 'Too many requests. Try again in 42 s.' } as const;
  it("is the 429's Retry-After, in whole seconds", () => {
    expect(rateLimitWaitSeconds(failed(limited, 429, { 'Retry-After': '42' }))).toBe(42);
    expect(rateLimitWaitSeconds(failed(limited, 429, { 'Retry-After': '900' }))).toBe(900);
  });
  it('is null for a 429 without the header, and for every other failure, its Retry-After too', () => {
    expect(rateLimitWaitSeconds(failed(limited, 429))).toBeNull();
    expect(
      rateLimitWaitSeconds(
        failed({ error: 'SERVICE_UNAVAILABLE', message: 'Down' }, 503, { 'Retry-After': '2' }),
      ),
    ).toBeNull();
    expect(rateLimitWaitSeconds(new TRPCClientError('Failed to fetch'))).toBeNull();
    expect(rateLimitWaitSeconds(new Error('429'))).toBeNull();
  });
});
