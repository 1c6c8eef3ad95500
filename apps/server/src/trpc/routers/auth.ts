/** `auth` router (product-spec §7 /auth/*): thin, one service call per procedure. */
import { z } from 'zod';
import {
  EmailOnlyInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateLocaleInput,
  VerifyEmailInput,
  translate,
} from '@hai/domain';
import * as recovery from '../../services/account-recovery.js';
import * as auth from '../../services/auth.js';
import { messageLocale } from '../context.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

export const authRouter = router({
  register: publicProcedure.input(RegisterInput).mutation(async ({ ctx, input }) => {
    const locale = messageLocale(ctx, input.preferredLocale);
    const r = await auth.register(ctx.deps, input, locale);
    return { message: translate(r.message, locale), email: r.email };
  }),
  login: publicProcedure.input(LoginInput).mutation(({ ctx, input }) => auth.login(ctx.deps, input)),
  verifyEmail: publicProcedure.input(VerifyEmailInput).mutation(async ({ ctx, input }) => {
    const r = await auth.verifyEmail(ctx.deps, input.token);
    return { message: translate(r.message, messageLocale(ctx)), email: r.email };
  }),
  resendVerification: publicProcedure.input(EmailOnlyInput).mutation(async ({ ctx, input }) => {
    const r = await recovery.resendVerification(ctx.deps, input.email);
    return { message: translate(r.message, messageLocale(ctx)) };
  }),
  forgotPassword: publicProcedure.input(EmailOnlyInput).mutation(async ({ ctx, input }) => {
    const r = await recovery.forgotPassword(ctx.deps, input.email);
    return { message: translate(r.message, messageLocale(ctx)) };
  }),
  resetPassword: publicProcedure.input(ResetPasswordInput).mutation(async ({ ctx, input }) => {
    const r = await recovery.resetPassword(ctx.deps, input.token, input.password);
    return { message: translate(r.message, messageLocale(ctx)), email: r.email };
  }),
  logout: protectedProcedure.input(z.strictObject({}).optional()).mutation(async ({ ctx }) => {
    const r = await auth.logout(ctx.deps, ctx.principal);
    return { message: translate(r.message, ctx.locale) };
  }),
  me: protectedProcedure.query(({ ctx }) => ({ user: auth.toUserOutput(ctx.principal.user) })),
  updateLocale: protectedProcedure.input(UpdateLocaleInput).mutation(async ({ ctx, input }) => {
    const r = await auth.updateLocale(ctx.deps, ctx.principal, input.locale);
    return { message: translate(r.message, input.locale), user: r.user };
  }),
});
