/** Access tokens: a token verified once is remembered, but never past its expiry (ASVS 9.2.1). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.js';

const SECRET = 'unit-test-secret-that-is-long-enough-012345';
const claims = { userId: 'u-1', sessionId: 's-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken', () => {
  it('accepts a token again until it expires, then refuses it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const token = await signAccessToken(SECRET, claims, new Date('2026-11-23T10:00:05Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-23T10:00:04Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-23T10:00:06Z'));
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('never lets a remembered token vouch for another string or another secret', async () => {
    const token = await signAccessToken(SECRET, claims, new Date(Date.now() + 60_000));
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    const [head, payload, sig] = token.split('.');
    const tampered = `${head}.${payload}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(SECRET, tampered)).toBeNull();
    expect(await verifyAccessToken(`${SECRET}-rotated`, token)).toBeNull();
  });
});
