/**
 * Behind a proxy (`TRUST_PROXY` as a hop count or the proxies' addresses), the
 * client address is the last untrusted hop of `X-Forwarded-For`, so a first hop the client wrote
 * itself never becomes its address: 40 logins with a rotating spoofed first hop all count against
 * the one real address and are limited.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.js';
import { parseTrustProxy } from '../src/trust-proxy.js';
import { startHarness, uniqueEmail, type Harness } from './harness.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['no', false],
    ['true', 1],
    ['TRUE', 1],
    ['yes', 1],
    ['1', 1],
    ['2', 2],
    ['10.1.0.7', ['10.1.0.7']],
    ['10.1.0.0/16, 192.168.0.1', ['10.1.0.0/16', '192.168.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['11', 'maybe', '10.1.0.0/33', '10.1.0.0/16/2', 'fd00::/129', '10.1.0.1,', 'proxy.example'])(
    'refuses %j with one line naming the variable',
    (value) => {
      expect(() =>
        loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hai-cfg-')), TRUST_PROXY: value }),
      ).toThrow(
        /^Invalid configuration: TRUST_PROXY: must be true\/false, a hop count 1-10, or a comma-separated/,
      );
    },
  );
});

/** One failed login through the proxy at 10.1.0.1, with `X-Forwarded-For: xff`. */
const login = (h: Harness, xff: string, peer = '10.1.0.1') =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': xff, 'x-locale': 'en' },
    payload: { email: uniqueEmail('xff'), password: 'wrong password!' },
  });

/** The statuses of 40 logins whose first hop the client rotates (`10.9.k.1, 198.51.100.8`). */
async function spoofed(h: Harness, peer?: string): Promise<Record<number, number>> {
  const tally: Record<number, number> = {};
  for (let k = 1; k <= 40; k++) {
    const { statusCode } = await login(h, `10.9.${k}.1, 198.51.100.8`, peer);
    tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  }
  return tally;
}

describe.each([
  ['1', 'one hop'],
  ['true', 'true, read as one hop'],
  ['10.1.0.0/16', 'the proxy’s range'],
])('TRUST_PROXY=%s (%s)', (trustProxy) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: trustProxy, RATE_LIMIT_IP_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('counts a rotating spoofed first hop against the real address, and limits it', async () => {
    expect(await spoofed(h)).toEqual({ 401: 5, 429: 35 });
    // The real address is limited whatever the client writes before it…
    expect((await login(h, '198.51.100.8')).statusCode).toBe(429);
    // …and another client behind the same proxy is not.
    expect((await login(h, '10.9.1.1, 198.51.100.9')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TRUST_PROXY: '10.1.0.0/16', RATE_LIMIT_IP_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('ignores X-Forwarded-For from a peer that is not one of them', async () => {
    // A client calling the app directly, bypassing the proxy, is counted by its own address.
    expect(await spoofed(h, '203.0.113.5')).toEqual({ 401: 5, 429: 35 });
    expect((await login(h, '203.0.113.5', '203.0.113.6')).statusCode).toBe(401);
  });
});
