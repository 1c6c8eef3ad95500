/**
 * The one tRPC setup file (conventions.md §1): `router`, the procedure builders and
 * `createCallerFactory`. Every procedure carries typed {@link ProcedureMeta}; the builders set its
 * `auth`, read a JSON `null` input as none, count rate-limited calls one by one (a batch counts
 * like separate calls) and put their quota on the answer, turn domain errors into their tRPC
 * codes, time every call for `/metrics`, and the error formatter sends the one `ErrorBody` with no
 * stack, carrying the request's id.
 */
import { TRPCError, initTRPC } from '@trpc/server';
import { DomainError, formatTrpcError, toTrpcError } from '../errors.js';
import { observeProcedureCall } from '../metrics.js';
import { currentRequestId } from '../plugins/request-id.js';
import { authenticate } from '../services/auth.js';
import { asLocale } from '@hai/domain';
import { messageLocale, type Context } from './context.js';
import type { ProcedureMeta } from './meta.js';

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // The request id comes from the context, or, when tRPC failed before building one (a batch
    // over the limit, a request it cannot read), from the request being handled.
    errorFormatter: ({ error, ctx }) =>
      formatTrpcError(
        error,
        messageLocale(ctx ?? { explicitLocale: null, acceptLocale: null, userLocale: null }),
        ctx?.requestId ?? currentRequestId(),
      ),
  });

/**
 * Time each call and count what `/metrics` reports of it (metrics.ts): saved answers, login
 * failures, 429 refusals. Outermost, so it sees the call's final tRPC code.
 */
const observed = t.middleware(async ({ path, meta, next }) => {
  const start = performance.now();
  const result = await next();
  observeProcedureCall({
    procedure: path,
    rateLimit: meta?.rateLimit,
    seconds: (performance.now() - start) / 1000,
    error: result.ok ? undefined : result.error,
  });
  return result;
});

/**
 * The one rule of body-less calls (product-spec §7 "none" payloads): no body, an empty body (with
 * or without `Content-Type: application/json`; plugins/empty-body.ts turns it into JSON `null` for
 * tRPC) and a JSON `null` body are all a call without input, REST and tRPC alike, so a procedure
 * whose input is optional runs and one whose input is required answers its translated 400. A `{}`
 * body is the empty object its schema reads.
 */
const nullIsNoInput = t.middleware(async ({ getRawInput, next }) => {
  const raw = await getRawInput();
  return raw === null ? next({ getRawInput: () => Promise.resolve(undefined) }) : next();
});

/**
 * Turn domain errors thrown by services into TRPCErrors with the mapped code (and HTTP status); a
 * refusal that carries rate-limit quotas (a 429) writes them on the answer.
 */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    if (cause.options.quota) ctx.rateLimitHeaders?.record(cause.options.quota);
    throw toTrpcError(cause);
  }
  return result;
});

/**
 * Count each call of a procedure whose meta names a rate-limit class (services/rate-limit.ts); the
 * answer carries where the caller stands (`RateLimit`, `RateLimit-Policy`).
 */
const rateLimited = t.middleware(async ({ ctx, meta, path, getRawInput, next }) => {
  if (meta?.rateLimit)
    ctx.rateLimitHeaders?.record(
      await ctx.deps.rateLimits.check(meta.rateLimit, path, ctx.clientIp, await getRawInput()),
    );
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** No session needed. */
export const publicProcedure = t.procedure
  .meta({ auth: 'public' })
  .use(observed)
  .use(nullIsNoInput)
  .use(domainErrors)
  .use(rateLimited);

/** Requires a valid access token with a live session; adds `principal` and `locale`. */
export const protectedProcedure = t.procedure
  .meta({ auth: 'user' })
  .use(observed)
  .use(nullIsNoInput)
  .use(domainErrors)
  .use(rateLimited)
  .use(async ({ ctx, next }) => {
    const principal = ctx.token ? await authenticate(ctx.deps, ctx.token) : null;
    if (!principal) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth.unauthorized' });
    // Written on the call's own context object, so its error answer is in the user's locale too.
    ctx.userLocale = asLocale(principal.user.preferredLocale) ?? null;
    return next({ ctx: { ...ctx, principal, locale: messageLocale(ctx) } });
  });

/** Requires a live session of a user with role `admin` (403 `FORBIDDEN` otherwise); for the admin area. */
export const adminProcedure = protectedProcedure.meta({ auth: 'admin' }).use(({ ctx, next }) => {
  if (ctx.principal.user.role !== 'admin') throw toTrpcError(new DomainError('FORBIDDEN', 'error.forbidden'));
  return next();
});
