/**
 * Small text helpers of the prompts (domain-design.md §5): slot filling, cleaning of user input,
 * numbers with their unit in each language, and word counting. Pure.
 */
import type { Locale } from '../../i18n/locale.js';

/** Longest company name or job title kept in a prompt, in characters (code points). */
export const MAX_PROFILE_TEXT = 100;

/**
 * Replace every `{slot}` in `template` with `slots[slot]`, in one pass: a value that itself holds
 * `{…}` (a company called "{role} Ltd") is inserted as is, never expanded again. A placeholder
 * without a value is left in place, so a missing slot shows up in tests instead of as "undefined".
 */
export function fillTemplate<S extends string>(template: string, slots: Readonly<Record<S, string>>): string {
  const values: Readonly<Record<string, string>> = slots;
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** Line breaks and tabs become spaces; other control, zero-width and bidirectional marks go. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const INVISIBLE = /[\p{Cc}\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;

/**
 * A company name or job title as a prompt may show it (user input, product-spec §3): kept as
 * given, except that line breaks become spaces, control and invisible formatting characters are
 * removed, runs of spaces shrink to one, the ends are trimmed, and the text is cut to
 * {@link MAX_PROFILE_TEXT} code points (an emoji is never split). `null`/blank → `''`.
 */
export function cleanProfileText(value: string | null | undefined, maxLength = MAX_PROFILE_TEXT): string {
  if (value === null || value === undefined) return '';
  const clean = value.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  return Array.from(clean).slice(0, maxLength).join('').trim();
}

/** A percentage as each language writes it: en `35%`, ro `35 %` (as the question bank does). */
export function formatPercent(value: number, locale: Locale): string {
  return locale === 'ro' ? `${value}\u00a0%` : `${value}%`;
}

/**
 * A count with its noun. Romanian puts "de" between a number and its noun when the number's last
 * two digits are 00 or 20..99 ("6 puncte", "25 de puncte", "100 de puncte").
 */
export function formatCount(n: number, noun: { one: string; many: string }, locale: Locale): string {
  if (n === 1) return `1 ${noun.one}`;
  const de = locale === 'ro' && n !== 0 && (n % 100 === 0 || n % 100 >= 20);
  return `${n} ${de ? 'de ' : ''}${noun.many}`;
}

/** Words of a plain text: runs of non-space characters holding a letter or a digit ("-" bullets don't count). */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
