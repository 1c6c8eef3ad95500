/**
 * `TRUST_PROXY` (domain-design.md §7): which peers may tell the app the client's address through
 * `X-Forwarded-For`. The client address is then the last hop that is not a trusted proxy, read
 * from the right (proxy-addr, as Fastify's `trustProxy` applies it), so a first hop the client
 * wrote itself (`X-Forwarded-For: 10.9.0.1, <real address>`) is never taken.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` gets: `false` (the socket's address, the header ignored), a hop
 * count (that many proxies in front of the app, the nearest first), or the proxies' addresses and
 * CIDR ranges (also proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

/** Largest accepted hop count. */
const MAX_HOPS = 10;

/** proxy-addr's names for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parse a `TRUST_PROXY` value:
 * - unset, empty, `false`, `0`, `no`: `false`;
 * - `true`, `yes`: `1` — one proxy (a load balancer or reverse proxy that appends the address it
 *   saw); `true` never means "trust every hop", which would let the client choose its address;
 * - a whole number 1–10: that many proxies;
 * - otherwise a comma-separated list of proxy addresses, CIDR ranges or named ranges.
 * @returns the value for Fastify's `trustProxy`, or null when `value` is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) return Number(v) <= MAX_HOPS ? Number(v) : null;
  const entries = v.split(',').map((s) => s.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/** The zod field of `TRUST_PROXY` in env.ts: {@link parseTrustProxy}, its error naming the forms. */
export const TrustProxyEnv = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const parsed = parseTrustProxy(value);
    if (parsed !== null) return parsed;
    ctx.addIssue({
      code: 'custom',
      message: `must be true/false, a hop count 1-${MAX_HOPS}, or a comma-separated list of proxy addresses or CIDR ranges`,
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for a {@link TrustProxy}. Fastify 5.12 reads a bare number as "trust no
 * hop" (a hop count cannot check who the peer is), so a hop count `n` is given as the function
 * proxy-addr applies to each address from the socket outwards: the nearest `n` are proxies, the
 * next one is the client. An address list is passed as is.
 */
export function fastifyTrustProxy(
  tp: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp === 'number') return (_address, hop) => hop < tp;
  return tp;
}
