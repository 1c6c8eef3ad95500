/**
 * The `hai_auth` cookie (AUTH_COOKIE in @hai/domain): the access token again,
 * for one purpose only, the server's first screen of a signed-in page (plugins/first-screen.ts).
 * The API never reads it: its calls carry the token in `Authorization` (trpc/context.ts), so a
 * cross-site request that brings the cookie along is as anonymous as one without it (no CSRF
 * surface), and the page it would get back stays unreadable to another origin.
 *
 * Attributes (ASVS 5.0 §3.3 cookie setup, §7.2 session tokens): `HttpOnly` (no script reads it),
 * `SameSite=Lax` (sent on top-level navigations to the app, e.g. from an e-mail link, never on
 * cross-site subrequests), one cookie per page drawn with it (`Path=/ro/assessment`,
 * `/en/assessment`: AUTH_COOKIE_PATHS), so no other request carries the token, `Secure` when the
 * app's public URL is https, and `Max-Age` until the session's own end (12 hours, or 30 days with
 * "remember me"); the server checks the session on every use, so a logged-out, revoked or
 * expired one renders nothing.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_COOKIE, AUTH_COOKIE_PATHS } from '@hai/domain';

/** Writes or deletes the auth cookie on one answer (the login's, the logout's). */
export interface AuthCookieWriter {
  /** Set the cookie to `token` until `expiresAt`. */
  set(token: string, expiresAt: Date): void;
  /** Delete the cookie. */
  clear(): void;
}

/** Whether cookies must carry `Secure`: the app is served over https (`APP_URL`). */
export function secureCookies(appUrl: string): boolean {
  return appUrl.startsWith('https:');
}

/** The attributes every write of the auth cookie at `path` uses. */
function attributes(secure: boolean, path: string) {
  return { httpOnly: true, sameSite: 'lax', path, secure } as const;
}

/** The {@link AuthCookieWriter} of `reply` (needs {@link cookiePlugin} registered). */
export function authCookieWriter(reply: FastifyReply, secure: boolean): AuthCookieWriter {
  return {
    set(token, expiresAt) {
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      for (const path of AUTH_COOKIE_PATHS)
        reply.setCookie(AUTH_COOKIE, token, { ...attributes(secure, path), maxAge });
    },
    clear() {
      for (const path of AUTH_COOKIE_PATHS) reply.clearCookie(AUTH_COOKIE, attributes(secure, path));
    },
  };
}

/** @fastify/cookie on the app: `req.cookies` and `reply.setCookie` (no signing: the JWT is). */
export const cookiePlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
});
