/**
 * Number formatting of the strategy tab, per locale (Intl.NumberFormat): "1,5 %" and "0,5×" in
 * Romanian, "1.5%" and "0.5×" in English. Values come from the server with at most one decimal.
 */
import type { Locale } from '@hai/domain';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** A plain number with at most one decimal: 12.5 → "12,5" (ro), "12.5" (en). */
export function formatNumber(value: number, locale: Locale): string {
  return formatter(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A percentage given in percent (not a fraction): 1.5 → "1,5 %" (ro), "1.5%" (en). */
export function formatPercent(value: number, locale: Locale): string {
  return formatter(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/**
 * A signed difference with a typographic minus: 25 → "+25", −35 → "−35", 0 → "0"; with
 * `percent`, as percentage points in the percent style ("+25 %" / "+25%").
 */
export function formatSigned(value: number, locale: Locale, percent = false): string {
  const abs = Math.abs(value);
  const body = percent ? formatPercent(abs, locale) : formatNumber(abs, locale);
  if (formatNumber(abs, locale) === formatNumber(0, locale)) return body;
  return `${value > 0 ? '+' : '\u2212'}${body}`;
}

/** The budget multiplier as "N×": 2 → "2×", 0.5 → "0,5×" (ro) or "0.5×" (en). */
export function formatMultiplier(value: number, locale: Locale): string {
  return `${formatNumber(value, locale)}\u00d7`;
}
