/**
 * Per-IP rate limits on the authentication routes (issue 3 control 3, ASVS 6.3.1): login,
 * register, forgot and reset password, resend and verify, through REST and tRPC alike, each
 * counted separately per client address. The address comes from `X-Forwarded-For` only when
 * `TRUST_PROXY` is on (Fastify's `trustProxy`). Per-account limits live in services/throttle.ts.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const REST =
  /^\/api\/auth\/(login|register|forgot-password|reset-password|resend-verification|verify-email)$/;
const TRPC =
  /^\/trpc\/((?:auth\.(?:login|register|forgotPassword|resetPassword|resendVerification|verifyEmail),?)+)$/;

/** The auth action a request performs (`login`, `auth.login`…), or null for other routes. */
export function authAction(req: FastifyRequest): string | null {
  const path = req.url.split('?')[0]!;
  return REST.exec(path)?.[1] ?? TRPC.exec(path)?.[1] ?? null;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { perIpPerMinute: number }) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.perIpPerMinute,
    timeWindow: 60_000,
    allowList: (req) => authAction(req) === null,
    keyGenerator: (req) => `${authAction(req)}|${req.ip}`,
    // The app's error handler turns this into the translated 429 (and holds it, see app.ts).
    errorResponseBuilder: () => ({ statusCode: 429, error: 'TOO_MANY_REQUESTS', message: 'rate limited' }),
  });
});
