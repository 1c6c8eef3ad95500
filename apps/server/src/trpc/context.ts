/**
 * tRPC context in two parts (conventions.md §6): `createContextInner` is plain and used by tests;
 * `contextOfRequest` reads a Fastify request, for the tRPC adapter and the REST shim alike.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, asLocale, type Locale } from '@hai/domain';
import { authCookieWriter, secureCookies, type AuthCookieWriter } from '../plugins/auth-cookie.js';
import type { Deps } from '../services/deps.js';

/** What every procedure sees. The bearer token is checked lazily by `protectedProcedure`. */
export interface Context {
  deps: Deps;
  /** Bearer token from the Authorization header, if any. */
  token: string | null;
  /** Locale of the request (Accept-Language / X-Locale), if it names en or ro. */
  requestLocale: Locale | null;
  /** Client address (from `X-Forwarded-For` only with `TRUST_PROXY`), for per-address rate limits. */
  clientIp: string;
  /**
   * The answer's auth cookie (plugins/auth-cookie.ts), set by login and deleted by logout and
   * account deletion; null without an HTTP answer (tests, the server's own calls).
   */
  authCookie: AuthCookieWriter | null;
}

/** A context without a request (tests, scripts); `clientIp` defaults to loopback. */
export function createContextInner(opts: {
  deps: Deps;
  token?: string | null;
  locale?: Locale | null;
  clientIp?: string;
  authCookie?: AuthCookieWriter | null;
}): Context {
  return {
    deps: opts.deps,
    token: opts.token ?? null,
    requestLocale: opts.locale ?? null,
    clientIp: opts.clientIp ?? '127.0.0.1',
    authCookie: opts.authCookie ?? null,
  };
}

/** Bearer token of a request, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/** Locale a request asks for: `X-Locale`, then the first en/ro tag of `Accept-Language`. */
export function requestLocale(req: FastifyRequest): Locale | null {
  const explicit = asLocale(req.headers['x-locale']);
  if (explicit) return explicit;
  const accept = req.headers['accept-language'];
  if (typeof accept !== 'string') return null;
  for (const part of accept.split(',')) {
    const tag = asLocale(part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
    if (tag) return tag;
  }
  return null;
}

/** The locale for messages: the request's, else the user's, else the default (ro). */
export function messageLocale(ctx: Pick<Context, 'requestLocale'>, userLocale?: string): Locale {
  return ctx.requestLocale ?? asLocale(userLocale) ?? DEFAULT_LOCALE;
}

/** The context of a Fastify request and, when there is one, its answer (for the auth cookie). */
export function contextOfRequest(deps: Deps, req: FastifyRequest, reply?: FastifyReply): Context {
  return createContextInner({
    deps,
    token: bearerToken(req),
    locale: requestLocale(req),
    clientIp: req.ip,
    authCookie: reply ? authCookieWriter(reply, secureCookies(deps.config.appUrl)) : null,
  });
}
