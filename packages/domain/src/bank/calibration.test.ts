/**
 * Calibration rules of the question bank (docs/question-authoring.md rules 1, 2, 4 and 5).
 * Per step under `step <KEY>` so that `vitest -t VIZIUNE` checks one step.
 */
import { describe, expect, it } from 'vitest';
import { QUESTIONS, STEPS } from './index.js';
import type { OptionKey } from './types.js';
import {
  CLOSEST_LETTER_MAX_SHARE,
  NON_AI_MAX_PERCENT,
  SAME_LETTER_MAX_OVERALL,
  SAME_LETTER_MAX_STEP_SCORE,
  TASK_MAX_SPREAD,
  WORD_LIMITS,
  closestLetters,
  countWords,
  median,
  namesAi,
  risesAtoD,
  stepWordCount,
} from './rules.js';
import { sameLetterAnswers } from '../testing/answers.js';
import { scoreOverall } from '../scoring/overall.js';
import { scoreStep } from '../scoring/step.js';

const LETTERS = ['A', 'B', 'C', 'D'] as const satisfies readonly OptionKey[];

/** Words that mark a strawman or the answer the author wants (rule 2). */
const LOADED_WORDS = {
  en: /\b(carefully|thoughtfully|properly|rigorous(ly)?|diligently|wisely|blindly|nobody|no one|whatever|sloppy|best practice)\b/i,
  ro: /(?<!\p{L})(atent|atentă|atenți|riguros|riguroasă|cu grijă|orbește|nimeni|oricum|înțelept|înțeleaptă)(?!\p{L})/iu,
};
const SELECT_ALL = { en: /Select all that apply\.$/, ro: /Alegeți toate variantele potrivite\.$/ };

describe('question bank calibration', () => {
  it('gives every task the same weight ±10 wherever it appears (rule 1)', () => {
    const byTask = new Map<string, { id: string; ai: number }[]>();
    for (const q of QUESTIONS)
      for (const o of q.options)
        if (o.task) byTask.set(o.task, [...(byTask.get(o.task) ?? []), { id: o.id, ai: o.aiPercent! }]);
    expect(byTask.size).toBeGreaterThan(0);
    for (const [task, uses] of byTask) {
      const weights = uses.map((u) => u.ai);
      expect(
        Math.max(...weights) - Math.min(...weights),
        `${task}: ${JSON.stringify(uses)}`,
      ).toBeLessThanOrEqual(TASK_MAX_SPREAD);
    }
  });

  it.each(LETTERS)('scores at most 60 overall when every answer is %s (rule 2)', (letter) => {
    const answers = STEPS.flatMap((s) => sameLetterAnswers(s, letter));
    expect(scoreOverall(STEPS, answers).overallScore).toBeLessThanOrEqual(SAME_LETTER_MAX_OVERALL);
  });

  it('holds at most 8,000 words per language, descriptions included (rule 5)', () => {
    for (const lang of ['en', 'ro'] as const) {
      const total = STEPS.reduce((n, s) => n + stepWordCount(s, lang), 0);
      expect(total, lang).toBeLessThanOrEqual(WORD_LIMITS.bank);
    }
  });
});

describe.each(STEPS.map((s) => [s.key, s] as const))('step %s', (_key, step) => {
  const splits = step.questions.filter((q) => q.kind === 'split');
  const targetAi = 100 - step.targetHumanPercent;

  it('weighs options that name no AI at 15 or less, and tags AI options with a task (rule 1)', () => {
    for (const q of step.questions)
      for (const o of q.options) {
        if (o.aiPercent === null) {
          expect(o.task, o.id).toBeUndefined();
          continue;
        }
        if (o.aiPercent > NON_AI_MAX_PERCENT) {
          expect(namesAi(o), `${o.id} (${o.aiPercent} %) must say "AI" in en and ro`).toBe(true);
          expect(o.task, `${o.id} needs a task`).toMatch(/^[a-z]+(-[a-z]+)*$/);
        } else {
          expect(o.task, `${o.id}: a task belongs to AI options (> 15 %)`).toBeUndefined();
        }
      }
  });

  it('varies the letter closest to the target (rule 2)', () => {
    const wins = new Map<string, number>();
    for (const q of splits) for (const l of closestLetters(q, targetAi)) wins.set(l, (wins.get(l) ?? 0) + 1);
    const max = Math.floor(splits.length * CLOSEST_LETTER_MAX_SHARE);
    for (const [letter, n] of wins)
      expect(n, `letter ${letter} closest in ${n} of ${splits.length}`).toBeLessThanOrEqual(max);
  });

  it('does not always order the weights from A to D (rule 2)', () => {
    const rising = splits.filter(risesAtoD).length;
    expect(splits.length - rising, `${rising} of ${splits.length} rise A→D`).toBeGreaterThanOrEqual(
      Math.ceil(splits.length / 3),
    );
  });

  it('uses no strawman or virtue words (rule 2)', () => {
    for (const q of step.questions)
      for (const o of q.options)
        for (const lang of ['en', 'ro'] as const) expect(o.text[lang], o.id).not.toMatch(LOADED_WORDS[lang]);
  });

  it.each(LETTERS)('scores at most 75 here when every answer is %s (rule 2)', (letter) => {
    const result = scoreStep(step, sameLetterAnswers(step, letter));
    expect(result.alignment ?? 0).toBeLessThanOrEqual(SAME_LETTER_MAX_STEP_SCORE);
  });

  it('puts the target inside every multi question, which asks to select all (rule 4)', () => {
    for (const q of step.questions.filter((q) => q.kind === 'multi')) {
      const weights = q.options.flatMap((o) => (o.aiPercent === null ? [] : [o.aiPercent]));
      expect(Math.min(...weights), q.id).toBeLessThanOrEqual(targetAi);
      expect(Math.max(...weights), q.id).toBeGreaterThanOrEqual(targetAi);
      expect(q.text.en, q.id).toMatch(SELECT_ALL.en);
      expect(q.text.ro, q.id).toMatch(SELECT_ALL.ro);
      expect(q.options.at(-1)?.exclusive, q.id).toBe(true);
    }
  });

  it('keeps stems, options and the step within the word limits (rule 5)', () => {
    for (const lang of ['en', 'ro'] as const) {
      expect(countWords(step.description[lang]), `description ${lang}`).toBeLessThanOrEqual(
        WORD_LIMITS.description,
      );
      const optionWords: number[] = [];
      for (const q of step.questions) {
        expect(countWords(q.text[lang]), `${q.id} ${lang}: ${q.text[lang]}`).toBeLessThanOrEqual(
          WORD_LIMITS.stem,
        );
        for (const o of q.options) {
          const n = countWords(o.text[lang]);
          optionWords.push(n);
          const limit = q.kind === 'split' && o.key === 'E' ? WORD_LIMITS.optionE : WORD_LIMITS.option;
          expect(n, `${o.id} ${lang}: ${o.text[lang]}`).toBeLessThanOrEqual(limit);
        }
      }
      expect(median(optionWords), `median option words ${lang}`).toBeLessThanOrEqual(
        WORD_LIMITS.optionMedian,
      );
      expect(stepWordCount(step, lang), `step words ${lang}`).toBeLessThanOrEqual(WORD_LIMITS.step);
    }
  });
});
