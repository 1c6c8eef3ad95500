/**
 * Romanian of the question bank (docs/question-authoring.md rule 6, docs/glossary.md): no English
 * word outside the glossary, none of the listed calques or competing terms, "voi" throughout.
 * English words are found with the hunspell dictionaries (nspell): a word the English dictionary
 * knows and the Romanian one does not.
 */
import enDictionary from 'dictionary-en';
import roDictionary from 'dictionary-ro';
import nspell from 'nspell';
import { beforeAll, describe, expect, it } from 'vitest';
import { STEPS } from './index.js';
import { ACCEPTED_ENGLISH, ONE_TERM, ROMANIAN_NOT_IN_DICTIONARY, TU_FORMS } from './glossary.js';
import { stepTexts } from './rules.js';

type Speller = ReturnType<typeof nspell>;
let english: Speller;
let romanian: Speller;

/** nspell's types want Buffers; the dictionaries ship Uint8Arrays, which it reads the same way. */
function speller(dictionary: { aff: Uint8Array; dic: Uint8Array }): Speller {
  return nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
}

beforeAll(() => {
  english = speller(enDictionary);
  romanian = speller(roDictionary);
}, 30_000);

const accepted = new Set(
  [...ACCEPTED_ENGLISH.flatMap((t) => t.term.split(' ')), ...ROMANIAN_NOT_IN_DICTIONARY].map((w) =>
    w.toLowerCase(),
  ),
);

/** Romanian endings glued to an English noun ("leadershipul", "spreadsheeturi"). */
const ROMANIAN_ENDINGS = /(urilor|urile|ului|uri|ul|ilor|ii|elor|ele)$/;

/** Whether a word of a Romanian text is English that the glossary does not accept. */
function isUnacceptedEnglish(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^[A-Z0-9]+$/.test(word) || /[ăâîșț]/i.test(word)) return false; // acronyms, "A/B"
  const stem = lower.replace(ROMANIAN_ENDINGS, '');
  const forms = stem.length >= 4 ? [lower, stem] : [lower];
  if (forms.some((f) => accepted.has(f))) return false;
  if (romanian.correct(word) || romanian.correct(lower)) return false;
  if (/..ing$/.test(lower)) return true; // English gerunds: repurposing, tracking, onboarding
  return forms.some((f) => english.correct(f) && !romanian.correct(f));
}

/** English words in a Romanian text that the glossary does not accept. */
function englishWords(text: string): string[] {
  const words = text.replace(/<[^>]+>/g, ' ').match(/\p{L}+/gu) ?? [];
  return words.filter(isUnacceptedEnglish);
}

describe('Romanian glossary', () => {
  it('finds English words and lets Romanian and glossary words through', () => {
    expect(
      englishWords(
        'Echipa face repurposing la share of voice-ul din platformele de ads; leadershipul vrea spreadsheeturi',
      ),
    ).toEqual(['repurposing', 'share', 'voice', 'ads', 'leadershipul', 'spreadsheeturi']);
    expect(
      englishWords(
        'Marketingul decide bugetul; lead-urile ajung în CRM, brief-ul e scris de AI-ul; test A/B, decizii grele',
      ),
    ).toEqual([]);
  });
});

describe.each(STEPS.map((s) => [s.key, s] as const))('step %s', (_key, step) => {
  const ro = stepTexts(step, 'ro');

  it('uses no English word outside the glossary in Romanian (rule 6)', () => {
    const found = [...new Set(ro.flatMap(englishWords))];
    expect(
      found,
      'add the term to docs/glossary.md (glossary.ts) only if Romanian marketing uses it as is',
    ).toEqual([]);
  });

  it('uses one term per concept and none of the listed calques (rule 6)', () => {
    for (const rule of ONE_TERM) {
      const avoid = new RegExp(rule.avoid, 'imu');
      for (const text of ro) expect(text, `use "${rule.use}" (${rule.note})`).not.toMatch(avoid);
    }
  });

  it('addresses the team with "voi", never "tu" (rule 6)', () => {
    for (const text of ro) expect(text).not.toMatch(TU_FORMS);
  });
});
