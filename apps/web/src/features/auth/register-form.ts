/**
 * Registration form rules (spec §5): the shared `RegisterInput` schema plus the confirmation
 * field, which must match ("Passwords do not match").
 */
import { RegisterInput, translateForm, type Locale } from '@hai/domain';
import { issuesToErrors, type FieldErrors } from './form-errors';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companyRole: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_REGISTER: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  companyRole: '',
  password: '',
  confirmPassword: '',
};

/** Validate; on success the payload to send (trimmed, e-mail lower-cased). */
export function validateRegister(
  values: RegisterValues,
  locale: Locale,
): { ok: true; payload: RegisterInput } | { ok: false; errors: FieldErrors } {
  const { confirmPassword, lastName, ...rest } = values;
  const parsed = RegisterInput.safeParse({
    ...rest,
    ...(lastName.trim() ? { lastName } : {}),
    preferredLocale: locale,
  });
  const errors: FieldErrors = parsed.success ? {} : issuesToErrors(parsed.error.issues, locale);
  if (confirmPassword === '') errors.confirmPassword = translateForm('validation.required', locale);
  else if (confirmPassword !== values.password)
    errors.confirmPassword = translateForm('validation.passwordMismatch', locale);
  if (!parsed.success || errors.confirmPassword) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}
