/** `auth` router (product-spec §7 /auth/*): thin, one service call per procedure, each declared once. */
import { z } from 'zod';
import {
  EmailOnlyInput,
  LoginInput,
  LoginOutput,
  MailSentOutput,
  MeOutput,
  MessageEmailOutput,
  MessageOutput,
  RegisterInput,
  RegisterOutput,
  ResetPasswordInput,
  UpdateLocaleInput,
  UpdateLocaleOutput,
  VerifyEmailInput,
  VerifyEmailOutput,
  translate,
} from '@hai/domain';
import * as recovery from '../../services/account-recovery.js';
import * as auth from '../../services/auth.js';
import { mailDelayedNow } from '../../services/system.js';
import { messageLocale } from '../context.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

/** A call that takes no input: absent is fine, anything else is refused (strict). */
const NoInput = z.strictObject({}).optional();

export const authRouter = router({
  register: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/register',
        aliases: { jobRole: 'companyRole' },
        idempotent: true,
        status: 201,
        summary:
          'Register an account; a verification e-mail is sent (mailDelayed: true while the mail server cannot be reached; it is sent once it answers)',
      },
      rateLimit: 'auth',
    })
    .input(RegisterInput)
    .output(RegisterOutput)
    .mutation(async ({ ctx, input }) => {
      const locale = messageLocale(ctx, input.preferredLocale);
      const r = await auth.register(ctx.deps, input, locale);
      const delayed = await mailDelayedNow(ctx.deps);
      return { message: translate(r.message, locale), email: r.email, mailDelayed: delayed };
    }),
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/login',
        summary: 'Log in; returns { token, user }. 403 with emailVerified: false before verification',
        errors: {
          401: 'Wrong e-mail or password (INVALID_CREDENTIALS)',
          403: 'The e-mail address is not verified yet (EMAIL_NOT_VERIFIED, with emailVerified: false)',
        },
      },
      rateLimit: 'auth',
    })
    .input(LoginInput)
    .output(LoginOutput)
    .mutation(async ({ ctx, input }) => {
      const r = await auth.login(ctx.deps, input);
      // The same token for the server's first screen of signed-in pages (plugins/auth-cookie.ts).
      ctx.authCookie?.set(r.token, new Date(r.expiresAt));
      return r;
    }),
  verifyEmail: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/verify-email',
        summary: 'Verify an e-mail address with the token from the link',
        errors: {
          400: 'The link is invalid, expired or already used (INVALID_TOKEN), or the input is invalid',
        },
      },
      rateLimit: 'auth',
    })
    .input(VerifyEmailInput)
    .output(VerifyEmailOutput)
    .mutation(async ({ ctx, input }) => {
      const r = await auth.verifyEmail(ctx.deps, input.token);
      return {
        message: translate(r.message, messageLocale(ctx)),
        email: r.email,
        alreadyVerified: r.alreadyVerified,
      };
    }),
  resendVerification: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/resend-verification',
        summary: 'Send a new verification e-mail (same answer whether or not the account exists)',
      },
      rateLimit: 'auth',
    })
    .input(EmailOnlyInput)
    .output(MailSentOutput)
    .mutation(async ({ ctx, input }) => {
      const r = await recovery.resendVerification(ctx.deps, input.email);
      return {
        message: translate(r.message, messageLocale(ctx)),
        cooldownSeconds: ctx.deps.config.emailCooldownSeconds,
        mailDelayed: await mailDelayedNow(ctx.deps),
      };
    }),
  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/forgot-password',
        summary: 'Send a password reset link valid 1 hour (same answer whether or not the account exists)',
      },
      rateLimit: 'auth',
    })
    .input(EmailOnlyInput)
    .output(MailSentOutput)
    .mutation(async ({ ctx, input }) => {
      const r = await recovery.forgotPassword(ctx.deps, input.email);
      return {
        message: translate(r.message, messageLocale(ctx)),
        cooldownSeconds: ctx.deps.config.emailCooldownSeconds,
        mailDelayed: await mailDelayedNow(ctx.deps),
      };
    }),
  resetPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/reset-password',
        summary: 'Set a new password with a reset token; revokes every session',
        errors: {
          400: 'The link is invalid, expired or already used (INVALID_TOKEN), the password too short or common, or the confirmation differs',
        },
      },
      rateLimit: 'auth',
    })
    .input(ResetPasswordInput)
    .output(MessageEmailOutput)
    .mutation(async ({ ctx, input }) => {
      const r = await recovery.resetPassword(ctx.deps, input.token, input.password);
      return { message: translate(r.message, messageLocale(ctx)), email: r.email };
    }),
  logout: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/auth/logout', summary: 'Revoke the current session' } })
    .input(NoInput)
    .output(MessageOutput)
    .mutation(async ({ ctx }) => {
      const r = await auth.logout(ctx.deps, ctx.principal);
      ctx.authCookie?.clear();
      return { message: translate(r.message, ctx.locale) };
    }),
  me: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/auth/me', summary: 'The current user' } })
    .output(MeOutput)
    .query(({ ctx }) => ({ user: auth.toUserOutput(ctx.principal.user) })),
  updateLocale: protectedProcedure
    .meta({
      rest: { method: 'PUT', path: '/auth/update-locale', summary: 'Save the preferred locale (en or ro)' },
    })
    .input(UpdateLocaleInput)
    .output(UpdateLocaleOutput)
    .mutation(async ({ ctx, input }) => {
      const r = await auth.updateLocale(ctx.deps, ctx.principal, input.locale);
      return { message: translate(r.message, input.locale), user: r.user };
    }),
});
