/**
 * Romanian language checks shared by the tests of every Romanian text the product writes
 * (docs/question-authoring.md rule 6, docs/glossary.md): English words outside the glossary,
 * found with the hunspell dictionaries through nspell (a word the English dictionary knows and
 * the Romanian one does not, also under a Romanian ending: "leadershipul"), English gerunds,
 * the refused calques and terms (ONE_TERM) and "tu" forms. Test support: not exported from
 * `@hai/domain/testing`'s index, so nothing else loads the dictionaries.
 */
import enDictionary from 'dictionary-en';
import roDictionary from 'dictionary-ro';
import nspell from 'nspell';
import { ACCEPTED_ENGLISH, ONE_TERM, ROMANIAN_NOT_IN_DICTIONARY, TU_FORMS } from '../bank/glossary.js';

type Speller = ReturnType<typeof nspell>;
let spellers: { english: Speller; romanian: Speller } | undefined;

/** nspell's types want Buffers; the dictionaries ship Uint8Arrays, which it reads the same way. */
function speller(dictionary: { aff: Uint8Array; dic: Uint8Array }): Speller {
  return nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
}

/** Loads both dictionaries once (about 2 s); call it in `beforeAll`. */
export function loadSpellers(): void {
  spellers ??= { english: speller(enDictionary), romanian: speller(roDictionary) };
}

const accepted = new Set(
  [...ACCEPTED_ENGLISH.flatMap((t) => t.term.split(' ')), ...ROMANIAN_NOT_IN_DICTIONARY].map((w) =>
    w.toLowerCase(),
  ),
);

/** Romanian endings glued to an English noun ("leadershipul", "spreadsheeturi"). */
const ROMANIAN_ENDINGS = /(urilor|urile|ului|uri|ul|ilor|ii|elor|ele)$/;

/** Whether a word of a Romanian text is English that the glossary does not accept. */
function isUnacceptedEnglish(word: string): boolean {
  if (!spellers) throw new Error('call loadSpellers() first');
  const { english, romanian } = spellers;
  const lower = word.toLowerCase();
  if (/^[A-Z0-9]+$/.test(word) || /[ăâîșț]/i.test(word)) return false; // acronyms, "A/B"
  const stem = lower.replace(ROMANIAN_ENDINGS, '');
  const forms = stem.length >= 4 ? [lower, stem] : [lower];
  if (forms.some((f) => accepted.has(f))) return false;
  if (romanian.correct(word) || romanian.correct(lower)) return false;
  if (/..ing$/.test(lower)) return true; // English gerunds: repurposing, tracking, onboarding
  return forms.some((f) => english.correct(f) && !romanian.correct(f));
}

/** English words in a Romanian text (HTML tags ignored) that the glossary does not accept. */
export function englishWords(text: string): string[] {
  const words = text.replace(/<[^>]+>/g, ' ').match(/\p{L}+/gu) ?? [];
  return words.filter(isUnacceptedEnglish);
}

/** The ONE_TERM rules a Romanian text breaks, as "use X (why)" messages; empty when none. */
export function refusedTerms(text: string): string[] {
  return ONE_TERM.filter((r) => new RegExp(r.avoid, 'imu').test(text)).map(
    (r) => `use "${r.use}" (${r.note})`,
  );
}

/** Whether a Romanian text addresses the reader with "tu" instead of "voi". */
export function usesTu(text: string): boolean {
  return TU_FORMS.test(text);
}
