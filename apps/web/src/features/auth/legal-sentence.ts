/**
 * The register form's sentence about the terms (spec §2 "Register"), whose translation marks the
 * links as `<terms>…</terms>` and `<privacy>…</privacy>`, cut into text and links. (react-i18next's
 * `Trans` would do it too, but adds 4.5 KB gzip to the i18n chunk that every screen loads.)
 */
export type LegalPart = { text: string; page?: undefined } | { text: string; page: 'terms' | 'privacy' };

const LINK = /<(terms|privacy)>(.*?)<\/\1>/g;

/** `sentence` as its text and link parts, in order; empty texts are left out. */
export function legalSentence(sentence: string): LegalPart[] {
  const parts: LegalPart[] = [];
  let at = 0;
  for (const m of sentence.matchAll(LINK)) {
    if (m.index > at) parts.push({ text: sentence.slice(at, m.index) });
    parts.push({ text: m[2]!, page: m[1] as 'terms' | 'privacy' });
    at = m.index + m[0].length;
  }
  if (at < sentence.length) parts.push({ text: sentence.slice(at) });
  return parts;
}
