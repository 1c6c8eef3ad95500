/**
 * Minimum evidence (domain-design.md §3, revised turn 2): a step is scored only with at least
 * `MIN_SCORED_ANSWERS` (5) scored answers; below that it is `insufficient` and left out of the
 * overall score. Worked examples on fixtures, then the real bank: answering E to all but one
 * question of every step scores nothing.
 */
import { describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import type { QuestionDef, StepDef, StepKey } from '../bank/types.js';
import { answerWith, sameLetterAnswers, unscoredAnswer } from '../testing/answers.js';
import { MIN_SCORED_ANSWERS } from './constants.js';
import { scoreOverall } from './overall.js';
import { scoreStep, type AnswerRecord } from './step.js';

/** Split question with A..D weighted 0/30/60/90 and a null E. */
function split(id: string): QuestionDef {
  const weights = [0, 30, 60, 90, null];
  return {
    id,
    kind: 'split',
    type: 'single_choice',
    text: { en: id, ro: id },
    options: weights.map((aiPercent, i) => ({
      id: `${id}-${'abcde'[i]}`,
      key: 'ABCDE'[i] as 'A',
      text: { en: `Option ${i}`, ro: `Opțiunea ${i}` },
      aiPercent,
    })),
  };
}

function step(key: StepKey, target: number): StepDef {
  const questions = Array.from({ length: 8 }, (_, i) => split(`${key.toLowerCase()}-0${i + 1}`));
  return {
    key,
    globalOrder: 1,
    targetHumanPercent: target,
    name: { en: key, ro: key },
    description: { en: key, ro: key },
    questions,
  };
}

/** Answers: the first `scored` questions with option B (ai 30), the next `skipped` with E. */
function answers(s: StepDef, scored: number, skipped: number): AnswerRecord[] {
  return s.questions.slice(0, scored + skipped).map((q, i) => ({
    questionId: q.id,
    selectedOptionIds: [`${q.id}-${i < scored ? 'b' : 'e'}`],
  }));
}

describe('minimum evidence on fixtures', () => {
  const s = step('VIZIUNE', 70);

  it('is 5 scored answers', () => {
    expect(MIN_SCORED_ANSWERS).toBe(5);
  });

  it('leaves a step with 4 scored answers unscored: insufficient, no split, no alignment', () => {
    const r = scoreStep(s, answers(s, 4, 4));
    expect(r).toMatchObject({
      answeredCount: 8,
      scoredAnswers: 4,
      insufficient: true,
      allAnswersAreOptionE: false,
      humanShare: null,
      yourHumanPercent: null,
      alignment: null,
      adoption: 0.5,
    });
  });

  it('scores a step from its 5th scored answer: B (ai 30) five times is exactly on a 70 % target', () => {
    const r = scoreStep(s, answers(s, 5, 3));
    expect(r).toMatchObject({ scoredAnswers: 5, insufficient: false, humanShare: 70, alignment: 100 });
  });

  it('keeps an all-E step as all-E, not insufficient', () => {
    const r = scoreStep(s, answers(s, 0, 8));
    expect(r).toMatchObject({
      scoredAnswers: 0,
      insufficient: false,
      allAnswersAreOptionE: true,
      alignment: null,
    });
  });

  it('counts only scored steps overall: 98 from skipping is gone', () => {
    const a = step('VIZIUNE', 70);
    const b = step('CLARITATE', 70);
    // a: 7 × E and one B exactly on target — before the rule this step alone scored 100.
    // b: five B → H 70 → alignment 100. Overall = mean over b only = 100, categoryCount 1.
    const r = scoreOverall([a, b], [...answers(a, 1, 7), ...answers(b, 5, 0)]);
    expect(r.categoryCount).toBe(1);
    expect(r.steps[0]!.insufficient).toBe(true);
    expect(r.overallScore).toBe(100);
    // Only the skipped step: nothing to score, no band.
    expect(scoreOverall([a], answers(a, 1, 7))).toMatchObject({
      categoryCount: 0,
      overallScore: 0,
      band: null,
    });
  });
});

describe('minimum evidence on the question bank', () => {
  it('gives categoryCount 0 for E on all but one question of every step', () => {
    const all = STEPS.flatMap((s) => {
      const first = s.questions.find((q) => q.options.some((o) => o.aiPercent !== null))!;
      const scored = answerWith(first, [first.options.find((o) => o.aiPercent !== null)!]);
      return s.questions.map((q) => (q === first ? scored : unscoredAnswer(q)));
    });
    expect(all).toHaveLength(180);
    const r = scoreOverall(STEPS, all);
    expect(r.categoryCount).toBe(0);
    expect(r.band).toBeNull();
    expect(r.steps.every((s) => s.insufficient && s.scoredAnswers === 1)).toBe(true);
  });

  it('scores every step when the same letter is answered throughout (enough evidence)', () => {
    const r = scoreOverall(
      STEPS,
      STEPS.flatMap((s) => sameLetterAnswers(s, 'B')),
    );
    expect(r.categoryCount).toBe(12);
  });
});
