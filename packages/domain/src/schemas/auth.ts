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

/** POST /api/auth/register — spec §3 register payload. `lastName` optional. */
export const RegisterInput = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: requiredText(100),
  lastName: optionalText(100),
  companyName: requiredText(200),
  companyRole: requiredText(100),
  preferredLocale: LocaleSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

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

/** POST /api/auth/reset-password — `{ token, password }` (spec §5: at least 8 characters). */
export const ResetPasswordInput = z.strictObject({
  token: z
    .string({ error: requiredError })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;
