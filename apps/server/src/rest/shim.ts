/**
 * The REST shim under /api (product-spec §7, domain-design.md §8): each path calls the tRPC
 * procedure the web app uses, through `createCaller`, so there is one implementation. Errors are
 * `{ error: CODE, message, fields? }` with the mapped status.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { z } from 'zod';
import {
  AnswerSubmission,
  CurrentQuery,
  EmailOnlyInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateLocaleInput,
  VerifyEmailInput,
} from '@hai/domain';
import type { Deps } from '../services/deps.js';
import { bearerToken, createContextInner, requestLocale, type Context } from '../trpc/context.js';
import { formatError } from '../trpc/init.js';
import { createCaller } from '../trpc/root.js';
import { buildOpenApiDocument } from './openapi.js';

type Caller = ReturnType<typeof createCaller>;

/** One documented path: how to call it and how it is described in /api/openapi.json. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  status?: number;
  summary: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  call: (caller: Caller, req: FastifyRequest) => Promise<unknown>;
}

const body = (req: FastifyRequest) => req.body as never;
/** Body of a call that takes none: absent stays absent, anything else is validated (and refused). */
const optionalBody = (req: FastifyRequest) =>
  req.body === undefined || req.body === null ? undefined : body(req);

/** The documented paths, in spec §7 order. */
export const REST_ROUTES: Route[] = [
  {
    method: 'POST',
    url: '/auth/register',
    status: 201,
    auth: false,
    body: RegisterInput,
    summary: 'Register an account; a verification e-mail is sent',
    call: (c, r) => c.auth.register(body(r)),
  },
  {
    method: 'POST',
    url: '/auth/login',
    auth: false,
    body: LoginInput,
    summary: 'Log in; returns { token, user }. 403 with emailVerified: false before verification',
    call: (c, r) => c.auth.login(body(r)),
  },
  {
    method: 'POST',
    url: '/auth/logout',
    auth: true,
    summary: 'Revoke the current session',
    call: (c, r) => c.auth.logout(optionalBody(r)),
  },
  { method: 'GET', url: '/auth/me', auth: true, summary: 'The current user', call: (c) => c.auth.me() },
  {
    method: 'PUT',
    url: '/auth/update-locale',
    auth: true,
    body: UpdateLocaleInput,
    summary: 'Save the preferred locale (en or ro)',
    call: (c, r) => c.auth.updateLocale(body(r)),
  },
  {
    method: 'POST',
    url: '/auth/verify-email',
    auth: false,
    body: VerifyEmailInput,
    summary: 'Verify an e-mail address with the token from the link; returns { message, email }',
    call: (c, r) => c.auth.verifyEmail(body(r)),
  },
  {
    method: 'POST',
    url: '/auth/resend-verification',
    auth: false,
    body: EmailOnlyInput,
    summary: 'Send a new verification e-mail (same answer whether or not the account exists)',
    call: (c, r) => c.auth.resendVerification(body(r)),
  },
  {
    method: 'POST',
    url: '/auth/forgot-password',
    auth: false,
    body: EmailOnlyInput,
    summary: 'Send a password reset link valid 1 hour (same answer whether or not the account exists)',
    call: (c, r) => c.auth.forgotPassword(body(r)),
  },
  {
    method: 'POST',
    url: '/auth/reset-password',
    auth: false,
    body: ResetPasswordInput,
    summary: 'Set a new password with a reset token; revokes every session; returns { message, email }',
    call: (c, r) => c.auth.resetPassword(body(r)),
  },
  {
    method: 'GET',
    url: '/assessment/status',
    auth: true,
    summary: 'Whether the assessment is started and completed',
    call: (c) => c.assessment.status(),
  },
  {
    method: 'GET',
    url: '/assessment/current',
    auth: true,
    query: CurrentQuery,
    summary: 'The current question, step, step history, existing answer and progress',
    call: (c, r) => c.assessment.current(r.query as never),
  },
  {
    method: 'POST',
    url: '/assessment/answer',
    auth: true,
    body: AnswerSubmission,
    summary: 'Answer a question; returns the next question and the progress',
    call: (c, r) => c.assessment.answer(body(r)),
  },
  {
    method: 'POST',
    url: '/assessment/previous',
    auth: true,
    summary: 'Go back one question; returns it with the earlier answer',
    call: (c, r) => c.assessment.previous(optionalBody(r)),
  },
  {
    method: 'GET',
    url: '/assessment/steps',
    auth: true,
    summary: 'The 12 steps with their target splits',
    call: (c) => c.assessment.steps(),
  },
  {
    method: 'GET',
    url: '/assessment/step-score/:step',
    auth: true,
    summary: "One step's AI/human split against its target",
    call: (c, r) => c.assessment.stepScore({ step: (r.params as { step: string }).step }),
  },
  {
    method: 'GET',
    url: '/assessment/overall-score',
    auth: true,
    summary: 'Overall score, category count, band and per-step splits',
    call: (c) => c.assessment.overallScore(),
  },
];

/** Send a tRPC error as a REST error answer. */
export function sendTrpcError(reply: FastifyReply, error: TRPCError, ctx: Context): FastifyReply {
  const status = getHTTPStatusCodeFromError(error);
  const { message, data } = formatError(error, ctx, status);
  const { code, httpStatus: _s, ...rest } = data;
  return reply.status(status).send({ error: code, message, ...rest });
}

/** Register the shim's routes on `app` (mounted under /api). */
export async function restShim(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const openApi = buildOpenApiDocument(REST_ROUTES);
  app.get('/openapi.json', async () => openApi);
  for (const route of REST_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        const ctx = createContextInner({
          deps: opts.deps,
          token: bearerToken(req),
          locale: requestLocale(req),
        });
        try {
          const result = await route.call(createCaller(ctx), req);
          return reply.status(route.status ?? 200).send(result);
        } catch (err) {
          if (err instanceof TRPCError) {
            if (getHTTPStatusCodeFromError(err) >= 500)
              req.log.error({ err: err.cause ?? err }, 'request failed');
            return sendTrpcError(reply, err, ctx);
          }
          throw err;
        }
      },
    });
  }
}
