import { z } from 'zod';
import { LOCALES } from '../i18n/locale.js';

/** Error map for a required value: missing → `validation.required`, wrong type → `validation.invalid`. */
export const requiredError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.invalid';

/** A trimmed, non-empty string of at most `max` characters (spec §5: names are trimmed). */
export function requiredText(max: number) {
  return z
    .string({ error: requiredError })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
}

/** A trimmed, optional string (empty allowed) of at most `max` characters. */
export function optionalText(max: number) {
  return z.string({ error: 'validation.invalid' }).trim().max(max, 'validation.tooLong').optional();
}

/** A supported locale, `en` or `ro`. */
export const LocaleSchema = z.enum(LOCALES, { error: 'validation.locale' });

/** An e-mail address, trimmed and lower-cased; at most 254 characters (RFC 5321). */
export const EmailSchema = z
  .string({ error: requiredError })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .email('validation.email');

/**
 * Password rules (spec §5, ASVS 6.2): at least 8 characters, no composition rules, long and
 * Unicode passwords accepted and never truncated (1024 is a denial-of-service bound only).
 */
export const PasswordSchema = z
  .string({ error: requiredError })
  .min(1, 'validation.required')
  .min(8, 'validation.passwordMin')
  .max(1024, 'validation.tooLong');
