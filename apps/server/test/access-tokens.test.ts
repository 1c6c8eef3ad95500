/** Only valid access tokens of a live session are accepted (ASVS 9.1, 9.2). */
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loggedInUser, startHarness, type Harness } from './harness.js';

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');
let h: Harness;
let claims: { sub: string; sid: string };
beforeAll(async () => {
  h = await startHarness();
  const { token } = await loggedInUser(h);
  const c = decodeJwt(token);
  claims = { sub: c.sub!, sid: c.sid as string };
});
afterAll(async () => {
  await h?.close();
});

async function forge(opts: { typ?: string; iss?: string; aud?: string; exp?: number; alg?: string }) {
  return new SignJWT({ sid: claims.sid, typ: opts.typ ?? 'access' })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(opts.iss ?? 'hai-marketing-wheel')
    .setAudience(opts.aud ?? 'hai-marketing-wheel-api')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(SECRET);
}

const me = (token: string) => h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('access tokens', () => {
  it('accepts a well-formed token of the live session (the forging helper is right)', async () => {
    expect((await me(await forge({}))).statusCode).toBe(200);
  });

  it.each([
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 10 }],
    ['a token of another kind', { typ: 'refresh' }],
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'another-api' }],
    ['an algorithm outside the allow-list (HS512)', { alg: 'HS512' }],
  ])('refuses %s with 401', async (_name, opts) => {
    const res = await me(await forge(opts));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('refuses alg:none', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: claims.sub, sid: claims.sid, typ: 'access', iss: 'hai-marketing-wheel', aud: 'hai-marketing-wheel-api', exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a valid token whose session was revoked', async () => {
    const token = await forge({});
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await me(token)).statusCode).toBe(401);
  });
});
