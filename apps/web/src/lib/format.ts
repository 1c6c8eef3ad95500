/** Display helpers for the navbar (product-spec §2 "Navbar", §9: company cut at 20 characters). */

/** Longest company name shown before it is cut with an ellipsis. */
export const COMPANY_MAX_CHARS = 20;

/** "First L." from first and last name; just the first name when there is no last name. */
export function shortName(firstName: string, lastName?: string | null): string {
  const first = firstName.trim();
  const initial = Array.from((lastName ?? '').trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

/**
 * Cut `text` to `max` characters (counting characters, not UTF-16 units) followed by "…";
 * text that fits is returned unchanged.
 */
export function truncate(text: string, max: number = COMPANY_MAX_CHARS): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
