/**
 * tRPC context in two parts (conventions.md §6): `createContextInner` is plain and used by tests;
 * `contextOfRequest` reads a Fastify request, for the tRPC adapter and the REST shim alike.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, asLocale, type Locale } from '@hai/domain';
import { authCookieWriter, secureCookies, type AuthCookieWriter } from '../plugins/auth-cookie.js';
import { authenticate } from '../services/auth.js';
import type { Deps } from '../services/deps.js';
import { QuotaHeaders } from '../services/rate-limit-headers.js';

/** What every procedure sees. The bearer token is checked lazily by `protectedProcedure`. */
export interface Context {
  deps: Deps;
  /** Bearer token from the Authorization header, if any. */
  token: string | null;
  /** Locale the request names explicitly (`X-Locale`, sent by the web app with its language). */
  explicitLocale: Locale | null;
  /** The first en/ro tag of `Accept-Language` (a browser's or client library's default). */
  acceptLocale: Locale | null;
  /**
   * The signed-in user's saved locale, set once the session is checked (`protectedProcedure`
   * writes it on this object, so the error formatter and the REST shim see it too); null
   * before that and for anonymous calls.
   */
  userLocale: Locale | null;
  /** Client address (from `X-Forwarded-For` only with `TRUST_PROXY`), for per-address rate limits. */
  clientIp: string;
  /**
   * The answer's auth cookie (plugins/auth-cookie.ts), set by login and deleted by logout and
   * account deletion; null without an HTTP answer (tests, the server's own calls).
   */
  authCookie: AuthCookieWriter | null;
  /**
   * The answer's rate-limit fields (`RateLimit`, `RateLimit-Policy`, `Retry-After`;
   * services/rate-limit-headers.ts), recorded by every call a rate limit counts; null without an
   * HTTP answer.
   */
  rateLimitHeaders: QuotaHeaders | null;
  /**
   * The HTTP request's id (Fastify's `req.id`, `reqId` in its log lines, plugins/request-id.ts),
   * which its error answers carry as `requestId`; null without a request (tests, the server's own
   * calls).
   */
  requestId: string | null;
}

/** A context without a request (tests, scripts); `clientIp` defaults to loopback. */
export function createContextInner(opts: {
  deps: Deps;
  token?: string | null;
  /** The explicit locale (as `X-Locale`). */
  locale?: Locale | null;
  /** The `Accept-Language` locale. */
  acceptLocale?: Locale | null;
  clientIp?: string;
  authCookie?: AuthCookieWriter | null;
  rateLimitHeaders?: QuotaHeaders | null;
  /** The request's id (`req.id`). */
  requestId?: string | null;
}): Context {
  return {
    deps: opts.deps,
    token: opts.token ?? null,
    explicitLocale: opts.locale ?? null,
    acceptLocale: opts.acceptLocale ?? null,
    userLocale: null,
    clientIp: opts.clientIp ?? '127.0.0.1',
    authCookie: opts.authCookie ?? null,
    rateLimitHeaders: opts.rateLimitHeaders ?? null,
    requestId: opts.requestId ?? null,
  };
}

/** Bearer token of a request, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/** The first en/ro tag of a request's `Accept-Language`, or null. */
export function acceptLanguage(req: FastifyRequest): Locale | null {
  const accept = req.headers['accept-language'];
  if (typeof accept !== 'string') return null;
  for (const part of accept.split(',')) {
    const tag = asLocale(part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
    if (tag) return tag;
  }
  return null;
}

/**
 * Locale a request asks for without a session: `X-Locale`, then the first en/ro tag of
 * `Accept-Language` (for errors raised before any procedure runs).
 */
export function requestLocale(req: FastifyRequest): Locale | null {
  return asLocale(req.headers['x-locale']) ?? acceptLanguage(req);
}

/**
 * The one locale of a call, for its messages and texts (conventions.md §22):
 * the locale the request names explicitly (`X-Locale`, the web app's current language), else the
 * signed-in user's saved locale (`userLocale`, or the context's once the session is checked),
 * else `Accept-Language`, else ro. A client written from the spec sends no `X-Locale`, so a
 * signed-in user reads messages in the language saved with `PUT /auth/update-locale`, whatever
 * its HTTP library puts in `Accept-Language`.
 */
export function messageLocale(
  ctx: Pick<Context, 'explicitLocale' | 'acceptLocale' | 'userLocale'>,
  userLocale?: string,
): Locale {
  return ctx.explicitLocale ?? asLocale(userLocale) ?? ctx.userLocale ?? ctx.acceptLocale ?? DEFAULT_LOCALE;
}

/**
 * The locale of an error answered before any procedure runs (Fastify's own: malformed JSON, 404,
 * 405, 413, 415, …), resolved as a procedure's ({@link messageLocale}, conventions.md §22):
 * `X-Locale`, else the saved locale of the user whose live session the bearer token names, else
 * `Accept-Language`, else ro. The session is read (one indexed query, after the token's signature
 * and claims are checked) only when the request names no locale, carries a token and
 * `withSession` is set; the caller leaves it unset for a 5xx, which must not wait on the database.
 * A token that is invalid, revoked or cannot be checked counts as none.
 */
export async function errorLocale(
  deps: Deps,
  req: FastifyRequest,
  opts: { withSession: boolean },
): Promise<Locale> {
  const explicitLocale = asLocale(req.headers['x-locale']) ?? null;
  const acceptLocale = acceptLanguage(req);
  const token = explicitLocale ? null : bearerToken(req);
  let userLocale: Locale | null = null;
  if (token && opts.withSession) {
    const principal = await authenticate(deps, token).catch(() => null);
    userLocale = asLocale(principal?.user.preferredLocale) ?? null;
  }
  return messageLocale({ explicitLocale, acceptLocale, userLocale });
}

/**
 * The context of a Fastify request and, when there is one, its answer (for the auth cookie and
 * the rate-limit fields); its `requestId` is the request's `req.id`.
 */
export function contextOfRequest(deps: Deps, req: FastifyRequest, reply?: FastifyReply): Context {
  return createContextInner({
    deps,
    token: bearerToken(req),
    locale: asLocale(req.headers['x-locale']),
    acceptLocale: acceptLanguage(req),
    clientIp: req.ip,
    authCookie: reply ? authCookieWriter(reply, secureCookies(deps.config.appUrl)) : null,
    rateLimitHeaders: reply ? new QuotaHeaders((name, value) => void reply.header(name, value)) : null,
    requestId: req.id,
  });
}
