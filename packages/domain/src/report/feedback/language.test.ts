/**
 * Romanian of the feedback and band texts, held to the question bank's rules
 * (docs/question-authoring.md rule 6, bank/glossary.ts): no English word outside the glossary,
 * none of the refused calques (ONE_TERM), the team addressed as "voi", never "tu"; the checks of
 * testing/romanian.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { englishWords, loadSpellers, refusedTerms, usesTu } from '../../testing/romanian.js';
import { BAND_RECOMMENDATIONS } from './bands.js';
import { DEFAULT_FEEDBACK, INSUFFICIENT_LEAD } from './common.js';
import { STEPS } from '../../bank/index.js';

/** The feedback texts of every step, kept in the step's folder (bank/steps/<key>/feedback.ts). */
const STEP_FEEDBACK = Object.fromEntries(STEPS.map((s) => [s.key, s.feedback])) as Record<
  (typeof STEPS)[number]['key'],
  (typeof STEPS)[number]['feedback']
>;

beforeAll(loadSpellers, 30_000);

/** Every Romanian text of this folder, named. */
const romanianTexts: [string, string][] = [
  ...Object.entries(STEP_FEEDBACK).flatMap(([key, texts]) =>
    Object.entries(texts).map(([kind, t]): [string, string] => [`${key}.${kind}`, t.ro]),
  ),
  ['DEFAULT_FEEDBACK', DEFAULT_FEEDBACK.ro],
  ['INSUFFICIENT_LEAD', INSUFFICIENT_LEAD.ro],
  ...Object.entries(BAND_RECOMMENDATIONS).flatMap(([band, r]) =>
    [r.focus, r.priority, r.timeline, ...r.recommendations].map((t, i): [string, string] => [
      `${band}.${i}`,
      t.ro,
    ]),
  ),
];

describe('Romanian feedback and band texts', () => {
  it('check every text: 48 step texts, 2 shared, 5 bands × (3 + recommendations)', () => {
    const bandTexts = Object.values(BAND_RECOMMENDATIONS).reduce(
      (n, r) => n + 3 + r.recommendations.length,
      0,
    );
    expect(romanianTexts).toHaveLength(48 + 2 + bandTexts);
  });

  it('the checker flags English and lets glossary terms through', () => {
    expect(englishWords('Faceți review la workflow și tracking')).toEqual(['review', 'workflow', 'tracking']);
    expect(englishWords('<p>Lăsați AI-ul să scrie brief-ul; lead-urile ajung în CRM</p>')).toEqual([]);
  });

  it.each(romanianTexts)('%s uses no English word outside the glossary', (_name, text) => {
    expect(englishWords(text)).toEqual([]);
  });

  it.each(romanianTexts)('%s uses the one term per concept and "voi", never "tu"', (_name, text) => {
    expect(refusedTerms(text)).toEqual([]);
    expect(usesTu(text)).toBe(false);
  });
});
