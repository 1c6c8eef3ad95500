import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@hai/domain';
import { retryAfterMs } from '../../lib/retry-after';
import { answerRetryDelay, isOutage } from './answer-retry';

/** A failed call as the client sees it: the envelope with the error body, and the HTTP response. */
function failed(body: ErrorBody, httpStatus: number, headers: Record<string, string> = {}) {
  return TRPCClientError.from(
    { error: { code: -32603, message: body.message, data: { ...body, httpStatus } } },
    { meta: { response: new Response(null, { status: httpStatus, headers }) } },
  );
}
const unavailable = (headers: Record<string, string> = {}) =>
  failed({ error: 'SERVICE_UNAVAILABLE', message: 'Serviciul nu este disponibil' }, 503, headers);
/** `fetch` rejected: no server, offline, connection reset. */
const network = () => TRPCClientError.from(new TypeError('Failed to fetch'));
/** An answer that is not the API's JSON (a proxy's HTML page), with its response. */
const foreign = (status: number) =>
  TRPCClientError.from(
    { error: { code: -32603, message: '<html>' } },
    { meta: { response: new Response('<html>', { status }) } },
  );
const noJitter = () => 0;

describe('isOutage (which failed answers are sent again)', () => {
  it('retries a 503 (database down), a gateway 502 or 504, and a request with no answer', () => {
    expect(isOutage(unavailable({ 'Retry-After': '2' }))).toBe(true);
    expect(isOutage(unavailable())).toBe(true);
    expect(isOutage(network())).toBe(true);
    expect(isOutage(new TRPCClientError('Unable to transform response from server'))).toBe(true);
    expect(isOutage(foreign(502))).toBe(true);
    expect(isOutage(foreign(504))).toBe(true);
  });

  it('keeps every refusal final, as before: 400, 401, 403, 409, 413, 429, 500', () => {
    expect(isOutage(failed({ error: 'VALIDATION_ERROR', message: 'x' }, 400))).toBe(false);
    expect(isOutage(failed({ error: 'UNAUTHORIZED', message: 'x' }, 401))).toBe(false);
    expect(isOutage(failed({ error: 'FORBIDDEN', message: 'x' }, 403))).toBe(false);
    expect(isOutage(failed({ error: 'CONFLICT', message: 'x' }, 409))).toBe(false);
    expect(isOutage(failed({ error: 'PAYLOAD_TOO_LARGE', message: 'x' }, 413))).toBe(false);
    expect(isOutage(failed({ error: 'TOO_MANY_REQUESTS', message: 'x' }, 429))).toBe(false);
    expect(isOutage(failed({ error: 'INTERNAL_ERROR', message: 'x' }, 500))).toBe(false);
    expect(isOutage(foreign(404))).toBe(false);
    expect(isOutage(foreign(500))).toBe(false);
  });

  it('never retries what is not a failed call (a bug in the page)', () => {
    expect(isOutage(new Error('boom'))).toBe(false);
    expect(isOutage(new TypeError('Failed to fetch'))).toBe(false);
    expect(isOutage(null)).toBe(false);
  });
});

describe('answerRetryDelay (the waits)', () => {
  it('doubles from 1 s up to 30 s without a Retry-After', () => {
    const waits = Array.from({ length: 8 }, (_, i) => answerRetryDelay(i, unavailable(), noJitter));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(answerRetryDelay(60, network(), noJitter)).toBe(30000);
  });

  it('spreads the waits by at most 10 % less, never more', () => {
    for (const failures of [0, 3, 10]) {
      const base = answerRetryDelay(failures, network(), noJitter);
      const spread = answerRetryDelay(failures, network(), () => 0.999);
      expect(spread).toBeLessThan(base);
      expect(spread).toBeGreaterThanOrEqual(base * 0.9);
    }
  });

  it("honours the server's Retry-After, within 1 s and 30 s", () => {
    expect(answerRetryDelay(0, unavailable({ 'Retry-After': '2' }), noJitter)).toBe(2000);
    // The server's wait, not the backoff's, also later on.
    expect(answerRetryDelay(5, unavailable({ 'Retry-After': '3' }), noJitter)).toBe(3000);
    expect(answerRetryDelay(0, unavailable({ 'Retry-After': '0' }), noJitter)).toBe(1000);
    expect(answerRetryDelay(0, unavailable({ 'Retry-After': '600' }), noJitter)).toBe(30000);
    // Unreadable: the backoff.
    expect(answerRetryDelay(2, unavailable({ 'Retry-After': 'soon' }), noJitter)).toBe(4000);
  });
});

describe('retryAfterMs', () => {
  it('reads delay seconds', () => {
    expect(retryAfterMs(unavailable({ 'Retry-After': ' 5 ' }))).toBe(5000);
    expect(retryAfterMs(unavailable({ 'Retry-After': '0' }))).toBe(0);
  });

  it('is null without the header or a response, and for an HTTP date (the backoff then)', () => {
    expect(retryAfterMs(unavailable())).toBeNull();
    expect(retryAfterMs(unavailable({ 'Retry-After': 'Sat, 01 Mar 2025 10:00:07 GMT' }))).toBeNull();
    expect(retryAfterMs(unavailable({ 'Retry-After': '-3' }))).toBeNull();
    expect(retryAfterMs(network())).toBeNull();
    expect(retryAfterMs(new Error('x'))).toBeNull();
  });
});
