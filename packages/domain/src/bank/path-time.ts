/**
 * The time-to-answer model of `reading-time.ts` over one company's path (domain-design.md §9):
 * only the questions its context answers make it asked, from any point on, so the chat can say how
 * many minutes are left for this company, and the bank's documents the shortest, median and
 * longest paths.
 */
import type { CompanyProfile } from './applicability.js';
import { STEPS } from './index.js';
import { isAsked } from './profile.js';
import { readingTime } from './reading-time.js';

/**
 * Minutes, unrounded, to answer the questions of `profile`'s path with bank numbers above `after`
 * (0: the whole path, the scale's explanation included), in `lang`; a step already begun counts
 * its description and progress page only when none of its questions is behind.
 */
export function pathMinutes(profile: CompanyProfile, lang: 'en' | 'ro', after = 0): number {
  const numberOf = new Map<string, number>();
  let n = 0;
  for (const s of STEPS) for (const q of s.questions) numberOf.set(q.id, ++n);
  const steps = STEPS.filter((s) => {
    const first = numberOf.get(s.questions[0]!.id)!;
    return first > after;
  });
  const current = STEPS.find((s) => {
    const first = numberOf.get(s.questions[0]!.id)!;
    const last = numberOf.get(s.questions[s.questions.length - 1]!.id)!;
    return first <= after && after < last;
  });
  const rest = readingTime(steps, lang, (q) => isAsked(q, profile), after === 0);
  if (!current) return rest.minutes;
  // The step under way: its remaining questions only (description read, progress page to come).
  const inStep = readingTime(
    [current],
    lang,
    (q) => numberOf.get(q.id)! > after && isAsked(q, profile),
    false,
  );
  return rest.minutes + inStep.minutes;
}
