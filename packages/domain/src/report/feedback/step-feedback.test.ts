/**
 * Worked examples of the per-step feedback (product-spec §3 "Step feedback item", §4 "Step
 * feedback status"; domain-design.md §3 minimum evidence, §5).
 */
import { describe, expect, it } from 'vitest';
import { STEPS, getStep } from '../../bank/index.js';
import type { QuestionDef, StepDef } from '../../bank/types.js';
import { closestToTarget, sameLetterAnswers, unscoredAnswer } from '../../testing/answers.js';
import { DEFAULT_FEEDBACK, INSUFFICIENT_LEAD } from './common.js';
import { stepFeedback } from './step-feedback.js';
import { STEP_FEEDBACK } from './texts.js';

/** A split question whose options A..D carry `weights` (AI percent) and E is null. */
function split(id: string, weights: [number, number, number, number]): QuestionDef {
  return {
    id,
    kind: 'split',
    type: 'single_choice',
    text: { en: `Q ${id}`, ro: `Î ${id}` },
    options: [...weights, null].map((aiPercent, i) => ({
      id: `${id}-${'abcde'[i]}`,
      key: 'ABCDE'[i] as 'A',
      text: { en: `${id} option ${'ABCDE'[i]}`, ro: `${id} opțiunea ${'ABCDE'[i]}` },
      aiPercent,
    })),
  };
}

const ids = ['decizie-01', 'decizie-02', 'decizie-03', 'decizie-04', 'decizie-05', 'decizie-06'];

/**
 * Fixture: a DECIZIE step with target 60 % human (40 % AI) and six questions weighted
 * A 0 / B 40 / C 80 / D 100 % AI, i.e. human shares A 100 / B 60 / C 20 / D 0.
 */
function fixture(weights: [number, number, number, number]): StepDef {
  return {
    key: 'DECIZIE',
    globalOrder: 3,
    targetHumanPercent: 60,
    name: { en: 'Decision', ro: 'Decizie' },
    description: { en: '', ro: '' },
    questions: ids.map((id) => split(id, weights)),
  };
}
const step = fixture([0, 40, 80, 100]);
const texts = STEP_FEEDBACK.DECIZIE;

/** Answers choosing `letters[i]` (a..e) for question i. */
function pick(letters: string): { questionId: string; selectedOptionIds: string[] }[] {
  return [...letters].map((l, i) => ({ questionId: ids[i]!, selectedOptionIds: [`${ids[i]}-${l}`] }));
}

describe('stepFeedback on a fixture step', () => {
  it('is on target with the onTarget text and no pulling answers', () => {
    // B ×5 → human 60 each, H = 60 = target → on-target. The sixth question answered E is missing.
    const f = stepFeedback(step, pick('bbbbbe'), 'en');
    expect(f).toMatchObject({
      stepKey: 'DECIZIE',
      stepName: 'Decision',
      stepOrder: 3,
      yourHumanPercent: 60,
      yourAiPercent: 40,
      targetHumanPercent: 60,
      targetAiPercent: 40,
      status: 'on-target',
      feedbackText: texts.onTarget.en,
      allAnswersAreOptionE: false,
      insufficient: false,
      scoredAnswers: 5,
      pulling: [],
    });
    expect(f.missing.map((m) => m.questionId)).toEqual(['decizie-06']);
  });

  it('is above target (too much human) and quotes the three most human answers', () => {
    // Human shares A 100, A 100, B 60, A 100, B 60: H = 420 / 5 = 84 → 84 > 60 + 5 → above-target.
    // Gaps from 60: +40, +40, 0, +40, 0 → the three +40 answers, ties in id order.
    const f = stepFeedback(step, pick('aabab'), 'en');
    expect([f.yourHumanPercent, f.yourAiPercent, f.status]).toEqual([84, 16, 'above-target']);
    expect(f.feedbackText).toBe(texts.aboveTarget.en);
    expect(f.pulling.map((p) => [p.questionId, p.humanGap])).toEqual([
      ['decizie-01', 40],
      ['decizie-02', 40],
      ['decizie-04', 40],
    ]);
    expect(f.missing).toEqual([]);
  });

  it('is below target (too much AI), rounds H first, and quotes at most three answers', () => {
    // Human shares D 0, C 20, B 60, D 0, C 20, B 60: H = 160 / 6 = 26.67 → 27 (AI 73);
    // 27 < 60 − 5 → below-target. Gaps −60, −40, 0, −60, −40, 0 → 01, 04 (−60), then 02 (−40;
    // 05 has the same gap but a later id).
    const f = stepFeedback(step, pick('dcbdcb'), 'en');
    expect([f.yourHumanPercent, f.yourAiPercent, f.status]).toEqual([27, 73, 'below-target']);
    expect(f.feedbackText).toBe(texts.belowTarget.en);
    expect(f.pulling.map((p) => [p.questionId, p.humanGap])).toEqual([
      ['decizie-01', -60],
      ['decizie-04', -60],
      ['decizie-02', -40],
    ]);
  });

  it('gives the notImplemented text and no split when every answer is E', () => {
    const f = stepFeedback(step, pick('eeeeee'), 'en');
    expect(f).toMatchObject({
      status: null,
      yourHumanPercent: null,
      yourAiPercent: null,
      targetHumanPercent: 60,
      feedbackText: texts.notImplemented.en,
      allAnswersAreOptionE: true,
      insufficient: false,
      scoredAnswers: 0,
      pulling: [],
    });
    expect(f.missing).toHaveLength(6);
  });

  it('gives the insufficient lead followed by notImplemented with fewer than 5 scored answers', () => {
    // B, B scored (2 < 5), two E: insufficient, no split, no status.
    const f = stepFeedback(step, pick('bbee'), 'en');
    expect(f).toMatchObject({
      status: null,
      yourHumanPercent: null,
      yourAiPercent: null,
      allAnswersAreOptionE: false,
      insufficient: true,
      scoredAnswers: 2,
      pulling: [],
    });
    expect(f.feedbackText).toBe(INSUFFICIENT_LEAD.en + texts.notImplemented.en);
    expect(f.missing.map((m) => m.questionId)).toEqual(['decizie-03', 'decizie-04']);
  });

  it('gives the default text for an unanswered step, ignoring answers to other steps', () => {
    for (const answers of [[], [{ questionId: 'viziune-02', selectedOptionIds: ['viziune-02-a'] }]]) {
      const f = stepFeedback(step, answers, 'en');
      expect(f).toMatchObject({
        status: null,
        yourHumanPercent: null,
        feedbackText: DEFAULT_FEEDBACK.en,
        allAnswersAreOptionE: false,
        insufficient: false,
        scoredAnswers: 0,
        pulling: [],
        missing: [],
      });
    }
  });

  it('returns the Romanian name and texts for locale ro', () => {
    expect(stepFeedback(step, pick('bbbbb'), 'ro')).toMatchObject({
      stepName: 'Decizie',
      feedbackText: texts.onTarget.ro,
    });
    expect(stepFeedback(step, [], 'ro').feedbackText).toBe(DEFAULT_FEEDBACK.ro);
    expect(stepFeedback(step, pick('bbee'), 'ro').feedbackText).toBe(
      INSUFFICIENT_LEAD.ro + texts.notImplemented.ro,
    );
  });

  it('applies the ±5 tolerance on the rounded human share', () => {
    // Weights A 35 / B 34 / C 45 / D 46 % AI → human 65 / 66 / 55 / 54; target 60.
    const edge = fixture([35, 34, 45, 46]);
    const status = (letters: string) => stepFeedback(edge, pick(letters), 'en').status;
    expect(status('aaaaa')).toBe('on-target'); // 65 = 60 + 5
    expect(status('bbbbb')).toBe('above-target'); // 66 > 65
    expect(status('ccccc')).toBe('on-target'); // 55 = 60 − 5
    expect(status('ddddd')).toBe('below-target'); // 54 < 55
    // A ×4 + B: AI (4·35 + 34) / 5 = 34.8, H = 65.2 → 65 → on-target.
    expect(status('aaaab')).toBe('on-target');
    // A ×2 + B ×3: AI (70 + 102) / 5 = 34.4, H = 65.6 → 66 → above-target.
    expect(status('aabbb')).toBe('above-target');
  });
});

describe('stepFeedback on the real bank', () => {
  it('PREDICTII answered all A leans far too human and gets its aboveTarget text', () => {
    // Option A's AI weights, predictii-01..15 in bank order (01 02 03 04 05 06 07 08 09 10 11 12m 13 14 15):
    // 10 5 80 0 15 5 95 50 5 10 80 75 0 85 90 → sum 605, mean AI 40.33, H 59.67 → 60 (AI 40).
    // Target 15: 60 > 20 → above-target. Most human answers: 04 and 13 (human 100, gap +85), then
    // 02, 06, 09 (human 95, gap +80) → 02 by id.
    const predictii = getStep('PREDICTII')!;
    const f = stepFeedback(predictii, sameLetterAnswers(predictii, 'A'), 'en');
    expect(f).toMatchObject({
      stepName: 'Predictions',
      stepOrder: 9,
      yourHumanPercent: 60,
      yourAiPercent: 40,
      targetHumanPercent: 15,
      targetAiPercent: 85,
      status: 'above-target',
      feedbackText: STEP_FEEDBACK.PREDICTII.aboveTarget.en,
      scoredAnswers: 15,
    });
    expect(f.pulling.map((p) => [p.questionId, p.humanGap])).toEqual([
      ['predictii-04', 85],
      ['predictii-13', 85],
      ['predictii-02', 80],
    ]);
    expect(stepFeedback(predictii, sameLetterAnswers(predictii, 'A'), 'ro').feedbackText).toBe(
      STEP_FEEDBACK.PREDICTII.aboveTarget.ro,
    );
  });

  it.each(STEPS.map((s) => [s.key, s] as const))(
    '%s: the closest-to-target answers get its onTarget text, all-E answers its notImplemented text',
    (key, real) => {
      const onTarget = stepFeedback(real, closestToTarget(real).answers, 'en');
      expect(onTarget.status).toBe('on-target');
      expect(onTarget.feedbackText).toBe(STEP_FEEDBACK[key].onTarget.en);
      const none = stepFeedback(real, real.questions.map(unscoredAnswer), 'ro');
      expect([none.status, none.allAnswersAreOptionE]).toEqual([null, true]);
      expect(none.feedbackText).toBe(STEP_FEEDBACK[key].notImplemented.ro);
    },
  );
});
