/** Auth payloads (product-spec §3, §5, §7). Unknown keys are refused. */
import { z } from 'zod';
import {
  EmailSchema,
  LocaleSchema,
  PasswordSchema,
  optionalText,
  requiredError,
  requiredText,
} from './common.js';

/**
 * The confirmation field of the spec's password forms (§2 Register "confirmPassword", §5 Reset
 * "passwords must match"): optional on the wire (the web app checks it before sending), but when
 * a client sends it, it must equal `password` — else 400 `validation.passwordMismatch` on
 * `confirmPassword`.
 */
const confirmPassword = z.string({ error: 'validation.invalid' }).max(1024, 'validation.tooLong').optional();

/** Add the mismatch issue when `confirmPassword` is sent and differs from `password`. */
function checkConfirmation(
  value: { password: string; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.confirmPassword !== undefined && value.confirmPassword !== value.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
}

/**
 * POST /api/auth/register — spec §3 register payload. `lastName` optional. Spec §2 names the
 * role field `jobRole` in one place: either name is accepted (`companyRole` wins when both are
 * sent) and the result always carries `companyRole`. `confirmPassword` is accepted and checked.
 */
export const RegisterInput = z.preprocess(
  (value) => {
    // The alias becomes the field before validation, so a missing role is reported with the
    // other missing fields, on `companyRole`.
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const { jobRole, ...rest } = value as Record<string, unknown>;
    return jobRole !== undefined && rest.companyRole === undefined
      ? { ...rest, companyRole: jobRole }
      : value;
  },
  z
    .strictObject({
      email: EmailSchema,
      password: PasswordSchema,
      confirmPassword,
      firstName: requiredText(100),
      lastName: optionalText(100),
      companyName: requiredText(200),
      companyRole: requiredText(100),
      /** Alias of `companyRole` (spec §2 "the field is called jobRole in one place"). */
      jobRole: requiredText(100).optional(),
      preferredLocale: LocaleSchema.optional(),
    })
    .superRefine(checkConfirmation)
    .transform(({ jobRole: _alias, confirmPassword: _confirmed, ...rest }) => rest),
);
export type RegisterInput = z.output<typeof RegisterInput>;

/** POST /api/auth/login — email and password required (spec §5). */
export const LoginInput = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: requiredError }).min(1, 'validation.required').max(1024, 'validation.tooLong'),
  rememberMe: z.boolean({ error: 'validation.invalid' }).optional(),
  preferredLocale: LocaleSchema.optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** POST /api/auth/verify-email — `{ token }` from the e-mail link. */
export const VerifyEmailInput = z.strictObject({
  token: z
    .string({ error: requiredError })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailInput>;

/** PUT /api/auth/update-locale — `{ locale }`. */
export const UpdateLocaleInput = z.strictObject({ locale: LocaleSchema });
export type UpdateLocaleInput = z.infer<typeof UpdateLocaleInput>;

/** Public user shape on the wire (spec §3). */
export const UserOutput = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  companyRole: z.string(),
  preferredLocale: LocaleSchema,
  emailVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
});
export type UserOutput = z.infer<typeof UserOutput>;

/** POST /api/auth/forgot-password and /api/auth/resend-verification — `{ email }`. */
export const EmailOnlyInput = z.strictObject({ email: EmailSchema });
export type EmailOnlyInput = z.infer<typeof EmailOnlyInput>;

/**
 * POST /api/auth/reset-password — `{ token, password, confirmPassword? }` (spec §5: at least 8
 * characters; the passwords must match when the confirmation is sent).
 */
export const ResetPasswordInput = z
  .strictObject({
    token: z
      .string({ error: requiredError })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.tooLong'),
    password: PasswordSchema,
    confirmPassword,
  })
  .superRefine(checkConfirmation)
  .transform(({ confirmPassword: _confirmed, ...rest }) => rest);
export type ResetPasswordInput = z.output<typeof ResetPasswordInput>;
