/**
 * Romanian of the question bank (docs/question-authoring.md, docs/glossary.md): every text a user
 * reads (stems, scale, context options) and every rationale and lever: no English word outside the
 * glossary, none of the listed calques or competing terms, "voi" throughout, comma-below ș ț.
 * English words are found with the hunspell dictionaries (nspell): a word the English dictionary
 * knows and the Romanian one does not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STEPS } from './index.js';
import { scaleTexts, stepTexts } from './rules.js';
import { englishWords, loadSpellers, refusedTerms, usesTu } from '../testing/romanian.js';

beforeAll(loadSpellers, 30_000);

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

describe('the answer scale', () => {
  it('is Romanian with comma-below diacritics, no English outside the glossary, no "tu"', () => {
    for (const text of scaleTexts('ro')) {
      expect(englishWords(text), text).toEqual([]);
      expect(refusedTerms(text), text).toEqual([]);
      expect(usesTu(text), text).toBe(false);
      expect(text, text).not.toMatch(/[şţŞŢ]/);
    }
  });
});

describe.each(STEPS.map((s) => [s.key, s] as const))('step %s', (_key, step) => {
  const ro = stepTexts(step, 'ro');

  it('writes ș and ț with the comma below, never the cedilla', () => {
    for (const text of ro) expect(text, text).not.toMatch(/[şţŞŢ]/);
  });

  it('uses no English word outside the glossary in Romanian (rule 6)', () => {
    const found = [...new Set(ro.flatMap(englishWords))];
    expect(
      found,
      'add the term to docs/glossary.md (glossary.ts) only if Romanian marketing uses it as is',
    ).toEqual([]);
  });

  it('uses one term per concept and none of the listed calques (rule 6)', () => {
    for (const text of ro) expect(refusedTerms(text), text).toEqual([]);
  });

  it('addresses the team with "voi", never "tu" (rule 6)', () => {
    for (const text of ro) expect(usesTu(text), text).toBe(false);
  });
});
