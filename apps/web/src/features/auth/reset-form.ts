/**
 * Reset-password form rules (spec §5): the shared `ResetPasswordInput` (password at least 8
 * characters: "Parola trebuie să aibă cel puțin 8 caractere") and a confirmation that must match
 * ("Parolele nu se potrivesc"). A missing token is the page's concern, checked before the form.
 */
import { ResetPasswordInput, translateForm, type Locale } from '@hai/domain';
import { issuesToErrors, type FieldErrors } from './form-errors';

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export const EMPTY_RESET: ResetValues = { password: '', confirmPassword: '' };

/** The `token` query parameter, trimmed; empty when absent. */
export function resetTokenOf(params: URLSearchParams): string {
  return params.get('token')?.trim() ?? '';
}

/** Validate; on success the payload to send. An unusable token is reported under `token`. */
export function validateReset(
  values: ResetValues,
  token: string,
  locale: Locale,
): { ok: true; payload: ResetPasswordInput } | { ok: false; errors: FieldErrors } {
  const parsed = ResetPasswordInput.safeParse({ token, password: values.password });
  const errors: FieldErrors = parsed.success ? {} : issuesToErrors(parsed.error.issues, locale);
  if (values.confirmPassword === '') errors.confirmPassword = translateForm('validation.required', locale);
  else if (values.confirmPassword !== values.password)
    errors.confirmPassword = translateForm('validation.passwordMismatch', locale);
  if (!parsed.success || errors.confirmPassword) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}
