/**
 * `account` router (GDPR art. 15, 17, 20): the data export and the account
 * deletion, thin, one service call per procedure.
 */
import { DeleteAccountInput, DeleteAccountOutput, ExportOutput, LocaleQuery, translate } from '@hai/domain';
import * as account from '../../services/account.js';
import { protectedProcedure, router } from '../init.js';

export const accountRouter = router({
  export: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/account/export',
        summary:
          'Everything stored about the user as JSON (profile, sessions, assessment and answers, roadmap, e-mails; no secrets)',
      },
    })
    .input(LocaleQuery.optional())
    .output(ExportOutput)
    .query(({ ctx, input }) => account.exportData(ctx.deps, ctx.principal, input?.locale ?? ctx.locale)),
  delete: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/account/delete',
        summary:
          'Delete the account and all its data with the password re-entered (401 INVALID_CREDENTIALS if wrong); a confirmation e-mail is sent',
        errors: {
          401: 'Missing or revoked token, or the password re-entered is wrong (INVALID_CREDENTIALS)',
        },
      },
      rateLimit: 'auth',
    })
    .input(DeleteAccountInput)
    .output(DeleteAccountOutput)
    .mutation(async ({ ctx, input }) => {
      const r = await account.deleteAccount(ctx.deps, ctx.principal, input);
      ctx.authCookie?.clear();
      return { message: translate(r.message, ctx.locale, { email: r.email }), email: r.email };
    }),
});
