/**
 * Every error Fastify or Node's HTTP parser raises before a procedure runs — a path over
 * maxParamLength (414), headers over maxHeaderSize (431), a path that is not valid
 * percent-encoding, an unknown /api path (404), a method a procedure does not take (405
 * `METHOD_NOT_ALLOWED` with `Allow`), a body that is not JSON (415 `UNSUPPORTED_MEDIA_TYPE`), too
 * large (413 `PAYLOAD_TOO_LARGE`, naming the limit) or malformed — answers the one error body with
 * its own code, without echoing the request, in the language a procedure's error would use:
 * `X-Locale`, else the signed-in user's saved locale, else `Accept-Language`, else ro.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../src/api-errors.js';
import { BODY_LIMIT } from '../src/app.js';
import { bearer, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h?.close();
});

/** A marker that must not come back in any answer. */
const MARKER = 'zzqxmarker';

/** The messages of the HTTP layer's own errors, as a client reads them (api-errors.ts). */
const MESSAGES = {
  en: {
    405: "This address does not take the request's method. Please use one of the methods in the Allow header.",
    413: "The request body exceeds the server's limit of 64 KB.",
    415: 'Please send the request body as JSON, with the header Content-Type: application/json.',
  },
  ro: {
    405: 'Această adresă nu acceptă metoda cererii. Vă rugăm să folosiți una dintre metodele din antetul Allow.',
    413: 'Corpul cererii depășește limita de 64 KB acceptată de server.',
    415: 'Vă rugăm să trimiteți corpul cererii ca JSON, cu antetul Content-Type: application/json.',
  },
} as const;

/**
 * The REST body, checked against the published schema and for the request id it carries (a UUID
 * made by the server, never from the request); returns it without the id.
 */
function restBody(text: string): Omit<ApiErrorBody, 'requestId'> {
  const body = JSON.parse(text) as unknown;
  const parsed = ApiErrorBody.strict().safeParse(body);
  expect(parsed.success, text).toBe(true);
  const { requestId, ...rest } = parsed.data!;
  expect(requestId, text).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return rest;
}

/** The error body a tRPC envelope carries (a batch's first), checked; returns it. */
function trpcBody(text: string, status: number): Omit<ApiErrorBody, 'requestId'> {
  const json = JSON.parse(text) as unknown;
  const envelope = (Array.isArray(json) ? json[0] : json) as {
    error: { data: ApiErrorBody & { httpStatus: number } };
  };
  const { httpStatus, ...body } = envelope.error.data;
  expect(httpStatus).toBe(status);
  return restBody(JSON.stringify(body));
}

/** Send raw bytes over a new connection and read the whole answer. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' ? resolve(answer) : reject(err),
    );
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

/** Status line and body of a raw HTTP/1.1 answer. */
function parseRaw(answer: string): { status: number; headers: string; body: string } {
  const [headers, body = ''] = answer.split('\r\n\r\n') as [string, string?];
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]), headers, body };
}

describe('errors raised before a procedure runs answer the one ErrorBody', () => {
  it('414: a tRPC batch path over maxParamLength, in the tRPC envelope, without the path', async () => {
    const path = Array.from({ length: 700 }, (_, i) => `auth.me${MARKER}${i}`).join(',');
    expect(path.length).toBeGreaterThan(5000);
    const res = await h.app.inject({ url: `/trpc/${path}?batch=1`, headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(414);
    expect(res.body).not.toContain(MARKER);
    expect(trpcBody(res.body, 414)).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large',
    });
  });

  it('414: a REST path parameter over maxParamLength, translated (ro by default)', async () => {
    const res = await h.app.inject({ url: `/api/assessment/step-score/${MARKER}${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.body).not.toContain(MARKER);
    expect(restBody(res.body)).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Cererea este prea mare' });
  });

  it('400: a path that is not valid percent-encoding, on /api, /trpc and the web app', async () => {
    for (const url of [`/api/${MARKER}/%E0%A4%A`, `/trpc/${MARKER}%E0%A4%A`, `/${MARKER}/%E0%A4%A`]) {
      const res = await h.app.inject({ url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).not.toContain(MARKER);
      expect(res.body).not.toContain('FST_ERR');
      const body = url.startsWith('/trpc/') ? trpcBody(res.body, 400) : restBody(res.body);
      expect(body).toEqual({ error: 'VALIDATION_ERROR', message: 'This value is not valid' });
    }
  });

  it('404: an unknown /api path or method, without the path', async () => {
    for (const [method, url] of [
      ['GET', `/api/${MARKER}`],
      // A path that exists answers a method it does not take with 405 and Allow (methods.test.ts).
      ['DELETE', `/api/auth/${MARKER}`],
      ['PROPFIND', `/api/${MARKER}`],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: { 'x-locale': 'en' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(MARKER);
      expect(restBody(res.body)).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
    }
    const trpc = await h.app.inject({ url: `/trpc/${MARKER}`, headers: { 'x-locale': 'en' } });
    expect(trpc.statusCode).toBe(404);
    expect(trpc.body).not.toContain(MARKER);
    expect(trpcBody(trpc.body, 404)).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
  });

  it('405 METHOD_NOT_ALLOWED with Allow: a mutation called with GET, a query with PUT, a REST path', async () => {
    const get = await h.app.inject({ url: '/trpc/auth.logout', headers: { 'x-locale': 'en' } });
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'POST']);
    expect(trpcBody(get.body, 405)).toEqual({ error: 'METHOD_NOT_ALLOWED', message: MESSAGES.en[405] });
    const put = await h.app.inject({
      method: 'PUT',
      url: '/trpc/auth.me',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([put.statusCode, put.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(trpcBody(put.body, 405)).toEqual({ error: 'METHOD_NOT_ALLOWED', message: MESSAGES.ro[405] });
    const rest = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/logout',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect([rest.statusCode, rest.headers.allow]).toEqual([405, 'POST']);
    expect(restBody(rest.body)).toEqual({ error: 'METHOD_NOT_ALLOWED', message: MESSAGES.en[405] });
  });

  it('415 UNSUPPORTED_MEDIA_TYPE: a body that is not JSON, on /api and /trpc', async () => {
    for (const contentType of [
      `application/xml; ${MARKER}=1`,
      'text/plain',
      'application/x-www-form-urlencoded',
    ]) {
      const rest = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType, 'x-locale': 'en' },
        payload: `<${MARKER}/>`,
      });
      expect(rest.statusCode, contentType).toBe(415);
      expect(rest.body).not.toContain(MARKER);
      expect(restBody(rest.body)).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.en[415] });
    }
    for (const headers of [{ 'content-type': 'text/plain' }, {}]) {
      const trpc = await h.app.inject({ method: 'POST', url: '/trpc/auth.login', headers, payload: 'x' });
      expect(trpc.statusCode, JSON.stringify(headers)).toBe(415);
      expect(trpcBody(trpc.body, 415)).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: MESSAGES.ro[415],
      });
    }
  });

  it('413 PAYLOAD_TOO_LARGE naming the limit, and malformed JSON', async () => {
    const tooLarge = JSON.stringify({ email: MARKER, password: 'x'.repeat(BODY_LIMIT) });
    const large = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: tooLarge,
    });
    expect(large.statusCode).toBe(413);
    expect(large.body).not.toContain(MARKER);
    expect(restBody(large.body)).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.en[413] });
    const trpcLarge = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: tooLarge,
    });
    expect(trpcLarge.statusCode).toBe(413);
    expect(trpcBody(trpcLarge.body, 413)).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.ro[413] });
    // Just under the limit is read (and answered by the procedure).
    const under = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(BODY_LIMIT - 100) }),
    });
    expect(under.statusCode).not.toBe(413);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: `{"email": "${MARKER}"`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain(MARKER);
    expect(restBody(bad.body)).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON',
    });
  });
});

describe("errors raised before a procedure runs follow the call's language as a procedure's do", () => {
  it("speak the signed-in user's saved locale over Accept-Language, and X-Locale over both", async () => {
    // Registered with Romanian; the client's HTTP library says English.
    const { token } = await loggedInUser(h);
    const english = { ...bearer(token), 'accept-language': 'en-US,en;q=0.9' };
    // A procedure's own error on these headers: Romanian (the saved locale).
    const procedure = await h.app.inject({ url: '/api/assessment/step-score/NOPE', headers: english });
    expect(procedure.statusCode).toBe(404);
    expect(restBody(procedure.body).message).toMatch(/Pas necunoscut/);
    const framework = [
      ['GET', `/api/${MARKER}`, undefined, undefined, 404, 'NOT_FOUND', 'Nu a fost găsit'],
      ['PUT', '/api/auth/logout', undefined, undefined, 405, 'METHOD_NOT_ALLOWED', MESSAGES.ro[405]],
      ['POST', '/api/assessment/answer', 'text/plain', 'x', 415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.ro[415]],
      [
        'POST',
        '/api/assessment/answer',
        'application/json',
        '{"questionId":',
        400,
        'VALIDATION_ERROR',
        'Corpul cererii nu este JSON valid',
      ],
      [
        'POST',
        '/api/assessment/answer',
        'application/json',
        `"${'x'.repeat(BODY_LIMIT)}"`,
        413,
        'PAYLOAD_TOO_LARGE',
        MESSAGES.ro[413],
      ],
      [
        'GET',
        `/api/assessment/step-score/${'x'.repeat(5001)}`,
        undefined,
        undefined,
        414,
        'PAYLOAD_TOO_LARGE',
        'Cererea este prea mare',
      ],
    ] as const;
    for (const [method, url, contentType, payload, status, error, message] of framework) {
      const headers = { ...english, ...(contentType ? { 'content-type': contentType } : {}) };
      const res = await h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      expect(res.statusCode, `${method} ${url.slice(0, 40)}`).toBe(status);
      expect(restBody(res.body), `${method} ${url.slice(0, 40)}`).toEqual({ error, message });
      // X-Locale, the web app's current language, wins over the saved locale.
      const explicit = await h.app.inject({
        method,
        url,
        headers: { ...headers, 'x-locale': 'en' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(restBody(explicit.body).error).toBe(error);
      expect(restBody(explicit.body).message, `${method} ${url.slice(0, 40)} en`).not.toBe(message);
    }
    // Through tRPC alike.
    const trpc = await h.app.inject({ method: 'PUT', url: '/trpc/auth.me', headers: english });
    expect(trpcBody(trpc.body, 405)).toEqual({ error: 'METHOD_NOT_ALLOWED', message: MESSAGES.ro[405] });
    // After the user saves English, the same requests answer in English.
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/update-locale',
      headers: english,
      payload: { locale: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/logout',
      headers: { ...bearer(token) },
    });
    expect(restBody(after.body)).toEqual({ error: 'METHOD_NOT_ALLOWED', message: MESSAGES.en[405] });
  });

  it('use Accept-Language for a token that names no live session, else Romanian', async () => {
    const forged = { authorization: 'Bearer not-a-token', 'accept-language': 'en' };
    const res = await h.app.inject({ method: 'PUT', url: '/api/auth/logout', headers: forged });
    expect(restBody(res.body)).toEqual({ error: 'METHOD_NOT_ALLOWED', message: MESSAGES.en[405] });
    const bare = await h.app.inject({ method: 'PUT', url: '/api/auth/logout' });
    expect(restBody(bare.body)).toEqual({ error: 'METHOD_NOT_ALLOWED', message: MESSAGES.ro[405] });
  });
});

describe('requests the HTTP parser refuses answer the one ErrorBody (real HTTP)', () => {
  it('431: headers over maxHeaderSize (16 KB), in the default locale, without the header', async () => {
    const answer = parseRaw(
      await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${MARKER}${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(answer.body).not.toContain(MARKER);
    expect(restBody(answer.body)).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Cererea este prea mare' });
  });

  it('431: a request line over maxHeaderSize', async () => {
    const answer = parseRaw(await raw(`GET /api/${MARKER}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.body).not.toContain(MARKER);
    expect(restBody(answer.body).error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('400: a malformed request', async () => {
    const answer = parseRaw(await raw(`G\u0001T /${MARKER} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(MARKER);
    expect(restBody(answer.body)).toEqual({ error: 'VALIDATION_ERROR', message: 'Valoarea nu este validă' });
  });

  it('a normal request on the same server still answers', async () => {
    const answer = parseRaw(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(answer.status).toBe(200);
  });
});
