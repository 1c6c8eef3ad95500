/**
 * Locale routing helpers (product-spec §2 "Routing"): every route lives under /{locale}.
 * Pure functions so that the redirects are unit-tested.
 */
import { DEFAULT_LOCALE, asLocale, type Locale } from '@hai/domain';

/** Screens that may be opened without a locale prefix and are redirected under the current one. */
export const UNPREFIXED_PATHS = [
  'dashboard',
  'login',
  'register',
  'verify-email',
  'forgot-password',
  'reset-password',
  'assessment',
  'step-progress',
  'results',
] as const;

/** Where `/` goes: the stored preference when it is en or ro, otherwise Romanian. */
export function rootLocale(stored: string | null | undefined): Locale {
  return asLocale(stored) ?? DEFAULT_LOCALE;
}

/**
 * For a path without a valid locale prefix, the same path (and query) under `locale`, or `null`
 * when the first segment is not one of {@link UNPREFIXED_PATHS}.
 * `unprefixedRedirect('/login', '?email=a', 'en')` → `'/en/login?email=a'`.
 */
export function unprefixedRedirect(pathname: string, search: string, locale: Locale): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (!first || !(UNPREFIXED_PATHS as readonly string[]).includes(first)) return null;
  return `/${locale}/${segments.join('/')}${search}`;
}

/** The same location under another locale: `/ro/login?x=1` → `/en/login?x=1`. */
export function switchLocalePath(pathname: string, search: string, locale: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (asLocale(segments[0])) segments.shift();
  return `/${[locale, ...segments].join('/')}${search}`;
}

/** The locale prefix of a path, if any. */
export function localeOfPath(pathname: string): Locale | undefined {
  return asLocale(pathname.split('/').filter(Boolean)[0]);
}
