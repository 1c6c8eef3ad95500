/** Supported interface languages (product-spec §1, §9). */
export const LOCALES = ['en', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];

/** Default locale of the routing redirect and the server (spec §1: Romanian). */
export const DEFAULT_LOCALE: Locale = 'ro';

/** Narrow an unknown value to a supported locale, or `undefined`. */
export function asLocale(value: unknown): Locale | undefined {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
    ? (value as Locale)
    : undefined;
}
