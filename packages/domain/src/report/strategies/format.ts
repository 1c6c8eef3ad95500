/**
 * Locale helpers of the strategy engine (product-spec §2 Results "Strategy"): picking a text,
 * writing numbers, percentages and euro ranges the way each language writes them. Pure and
 * deterministic: no `Intl`, whose grouping rules differ between ICU builds.
 */
import type { Localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/locale.js';

/** The text of `l` in `locale`. */
export function pick(l: Localized, locale: Locale): string {
  return l[locale];
}

/** Round to one decimal, half away from zero; never returns -0. */
export function round1(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 + 0;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A number with at most one decimal: en `1,234.5`, ro `1.234,5`; a whole number has no decimal
 * part (`25`, not `25.0`).
 */
export function formatNumber(value: number, locale: Locale): string {
  const rounded = round1(value);
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(1).split('.');
  const sign = rounded < 0 ? '-' : '';
  const groupSep = locale === 'ro' ? '.' : ',';
  const decimalSep = locale === 'ro' ? ',' : '.';
  const decimals = fraction && fraction !== '0' ? `${decimalSep}${fraction}` : '';
  return `${sign}${group(whole, groupSep)}${decimals}`;
}

/** A percentage: en `37.5%`, ro `37,5 %` (the question bank's Romanian spacing). */
export function formatPercent(value: number, locale: Locale): string {
  return locale === 'ro' ? `${formatNumber(value, locale)}\u00a0%` : `${formatNumber(value, locale)}%`;
}

/**
 * A euro range, both ends rounded to whole euros: en `€10,000–€25,000`, ro `10.000–25.000 €`
 * (product-spec §2: the budget shown on a strategy card).
 */
export function formatEuroRange(low: number, high: number, locale: Locale): string {
  const lo = formatNumber(Math.round(low), locale);
  const hi = formatNumber(Math.round(high), locale);
  return locale === 'ro' ? `${lo}–${hi} €` : `€${lo}–€${hi}`;
}

/** An amount in euro, rounded to whole euros: en `€25,000`, ro `25.000 €`. */
export function formatEuroAmount(value: number, locale: Locale): string {
  const n = formatNumber(Math.round(value), locale);
  return locale === 'ro' ? `${n} €` : `€${n}`;
}

/** Fill `{name}` placeholders of both languages of `template` with already localized values. */
export function fill(template: Localized, values: Readonly<Record<string, Localized>>): Localized {
  const apply = (text: string, locale: Locale): string =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key]?.[locale] ?? whole);
  return { en: apply(template.en, 'en'), ro: apply(template.ro, 'ro') };
}

/** A number as a {@link Localized} value for {@link fill}. */
export function num(value: number): Localized {
  return { en: formatNumber(value, 'en'), ro: formatNumber(value, 'ro') };
}

/** A percentage as a {@link Localized} value for {@link fill}. */
export function pct(value: number): Localized {
  return { en: formatPercent(value, 'en'), ro: formatPercent(value, 'ro') };
}

/** A countable unit: singular and plural in each language. */
export interface Unit {
  en: readonly [one: string, many: string];
  ro: readonly [one: string, many: string];
}

/** Percentage points. */
export const POINTS: Unit = { en: ['point', 'points'], ro: ['punct', 'puncte'] };
/** Pieces of content. */
export const PIECES: Unit = { en: ['piece', 'pieces'], ro: ['material', 'materiale'] };
/** Roadmap tasks. */
export const TASKS: Unit = { en: ['task', 'tasks'], ro: ['sarcină', 'sarcini'] };
/** Activities of the bank. */
export const ACTIVITIES: Unit = { en: ['activity', 'activities'], ro: ['activitate', 'activități'] };

/**
 * A number with its unit, agreeing in number: en `1 point`, `2.5 points`; ro `1 punct`,
 * `2,5 puncte`, and Romanian's "de" after whole numbers from 20 whose last two digits are 0 or
 * at least 20 (`20 de puncte`, `101 puncte`, `120 de puncte`).
 */
export function quantity(value: number, unit: Unit): Localized {
  const v = round1(value);
  const one = Math.abs(v) === 1;
  const whole = Number.isInteger(v);
  const lastTwo = Math.abs(v) % 100;
  const de = whole && Math.abs(v) >= 20 && (lastTwo === 0 || lastTwo >= 20);
  return {
    en: `${formatNumber(v, 'en')} ${unit.en[one ? 0 : 1]}`,
    ro: `${formatNumber(v, 'ro')} ${de ? 'de ' : ''}${unit.ro[one ? 0 : 1]}`,
  };
}
