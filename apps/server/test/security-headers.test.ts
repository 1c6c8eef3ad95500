/** Security headers, no-store on API answers, CORS closed unless configured. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

describe('security headers (ASVS 3.4)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('sends a strict CSP, nosniff, no-referrer and frame denial', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/assessment/steps' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/api/auth/me', '/trpc/assessment.steps', '/api/openapi.json'])(
    'marks %s answers Cache-Control: no-store',
    async (url) => {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('refuses a body over the limit with a translated 413 and no internals (control 10)', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: "The request body exceeds the server's limit of 64 KB.",
      requestId: res.headers['x-request-id'],
    });
  });

  it('does not allow another origin by default', async () => {
    const res = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ CORS_ORIGINS: 'https://partner.example, https://other.example' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('allows exactly the listed origins', async () => {
    const preflight = (origin: string) =>
      h.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://partner.example')).headers['access-control-allow-origin']).toBe(
      'https://partner.example',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets a listed origin's script read the request id and Retry-After of an answer", async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: 'https://partner.example' },
    });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Request-Id/i);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Retry-After/i);
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });
});
