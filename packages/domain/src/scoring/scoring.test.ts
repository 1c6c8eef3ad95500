/**
 * Worked examples of the scoring arithmetic (domain-design.md §3, version 3): the scale's machine
 * shares, the per-activity credit, the split, alignment × coverage, minimum evidence, the overall
 * mean with unscored steps at 0, and the spec §4 performance, status and band rules.
 */
import { describe, expect, it } from 'vitest';
import { fixtureStep } from '../testing/fixture-step.js';
import type { OptionKey, StepDef } from '../bank/types.js';
import { answerMachineShare, scaleAnswer } from './answer.js';
import {
  BANDS,
  BAND_EDGES,
  BAND_SCORE_RANGE,
  CREDIT_BY_DISTANCE,
  MIN_PRACTISED_ANSWERS,
  TOLERANCE_POINTS,
} from './constants.js';
import { clamp, mean, roundHalfAwayFromZero } from './math.js';
import { bandOf, scoreOverall } from './overall.js';
import { feedbackStatus, scoreStep, splitAlignment, stepPerformance, type AnswerRecord } from './step.js';

/** Answers `letters[i]` to activity i of `step` (undefined = unanswered). */
function answer(step: StepDef, letters: readonly (OptionKey | undefined)[]): AnswerRecord[] {
  return step.activities.flatMap((q, i) => {
    const l = letters[i];
    return l === undefined ? [] : [{ questionId: q.id, selectedOptionIds: [`${q.id}-${l.toLowerCase()}`] }];
  });
}

// ---------------------------------------------------------------------------------------------
// math
// ---------------------------------------------------------------------------------------------

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [0.5, 1],
    [-0.5, -1],
    [67.5, 68],
    [89.5, 90],
    [2.4, 2],
    [-2.4, -2],
    [2.6, 3],
    [-2.6, -3],
    [3, 3],
    [100, 100],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it('differs from Math.round on negative halves (Math.round(-2.5) is -2)', () => {
    expect(Math.round(-2.5)).toBe(-2);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
  });

  it('maps zero and values that round to zero to a zero', () => {
    expect(roundHalfAwayFromZero(0)).toBe(0);
    // -0.4 rounds to (negative) zero; compare with === so that -0 and 0 both count as zero.
    expect(roundHalfAwayFromZero(0.4) === 0).toBe(true);
    expect(roundHalfAwayFromZero(-0.4) === 0).toBe(true);
  });
});

describe('clamp and mean', () => {
  it('clamps into the range', () => {
    expect(clamp(-20, 0, 100)).toBe(0);
    expect(clamp(120, 0, 100)).toBe(100);
    expect(clamp(42, 0, 100)).toBe(42);
  });

  it('takes the arithmetic mean, null for no values', () => {
    expect(mean([])).toBeNull();
    expect(mean([70, 50])).toBe(60);
    expect(mean([20, 50, 80])).toBe(50);
  });
});

// ---------------------------------------------------------------------------------------------
// one answer
// ---------------------------------------------------------------------------------------------

describe('answerMachineShare and scaleAnswer', () => {
  const s = fixtureStep('VIZIUNE', 90, ['A', 'B']);
  const q = s.activities[0]!;

  it('reads the scale: A 0, B 33, C 67, D 100, E not practised', () => {
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => answerMachineShare(q, [`${q.id}-${k}`]))).toEqual([
      0,
      33,
      67,
      100,
      null,
    ]);
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => scaleAnswer(q, [`${q.id}-${k}`]))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
  });

  it('is null when nothing known is selected', () => {
    expect(answerMachineShare(q, ['nope'])).toBeNull();
    expect(scaleAnswer(q, [])).toBeNull();
  });

  it('never scores a context question', () => {
    const withContext = fixtureStep(
      'VIZIUNE',
      90,
      ['A'],
      [{ slug: 'company-size', fact: 'company.size', stem: { en: 'How many?', ro: 'Câți?' } }],
    );
    const c = withContext.questions.find((q) => q.kind === 'context')!;
    expect(c.kind).toBe('context');
    expect(answerMachineShare(c, [c.options[0]!.id])).toBeNull();
    expect(scaleAnswer(c, [c.options[0]!.id])).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// one step
// ---------------------------------------------------------------------------------------------

describe('scoreStep', () => {
  // Target 75 % human; ideals A A B B B C … six activities.
  const six = fixtureStep('DECIZIE', 75, ['A', 'A', 'B', 'B', 'B', 'C']);

  it('every activity at its ideal: alignment 100, coverage 1, score 100, split = mean of the ideals', () => {
    const r = scoreStep(six, answer(six, ['A', 'A', 'B', 'B', 'B', 'C']));
    expect(r.practisedCount).toBe(6);
    expect(r.coverage).toBe(1);
    expect(r.alignment).toBe(100);
    expect(r.score).toBe(100);
    // machine 0,0,33,33,33,67 → human mean (100+100+67+67+67+33)/6 = 72.33
    expect(r.humanShare).toBeCloseTo(72.333, 3);
    expect(r.yourHumanPercent).toBe(72);
    expect(r.yourAiPercent).toBe(28);
    expect(r.activities.map((a) => a.credit)).toEqual([100, 100, 100, 100, 100, 100]);
  });

  it('one scale step from the ideal earns half, two or more nothing; the distance is signed', () => {
    // A→B (+1, 50), A→D (+3, 0), B→A (−1, 50), B→B (0, 100), B→D (+2, 0), C→C (0, 100)
    const r = scoreStep(six, answer(six, ['B', 'D', 'A', 'B', 'D', 'C']));
    expect(r.activities.map((a) => a.distance)).toEqual([1, 3, -1, 0, 2, 0]);
    expect(r.activities.map((a) => a.credit)).toEqual([50, 0, 50, 100, 0, 100]);
    expect(r.alignment).toBe(50); // 300 / 6
    expect(r.score).toBe(50);
    expect(CREDIT_BY_DISTANCE).toEqual([100, 50, 0, 0]);
  });

  it('E is a gap: coverage falls, the split and alignment use the practised answers only', () => {
    const r = scoreStep(six, answer(six, ['A', 'A', 'B', 'B', 'B', 'E']));
    expect(r.practisedCount).toBe(5);
    expect(r.notYetCount).toBe(1);
    expect(r.coverage).toBeCloseTo(5 / 6, 10);
    expect(r.alignment).toBe(100);
    expect(r.score).toBeCloseTo(100 * (5 / 6), 10);
    expect(r.activities[5]).toMatchObject({ answer: 'E', distance: null, credit: null });
    // (100+100+67+67+67)/5 = 80.2
    expect(r.yourHumanPercent).toBe(80);
  });

  it(`needs ${MIN_PRACTISED_ANSWERS} practised answers: with fewer the step is insufficient, no split, no score`, () => {
    const r = scoreStep(six, answer(six, ['A', 'A', 'B', 'B', 'E', 'E']));
    expect(r.insufficient).toBe(true);
    expect(r.humanShare).toBeNull();
    expect(r.yourHumanPercent).toBeNull();
    expect(r.alignment).toBeNull();
    expect(r.score).toBeNull();
    expect(r.coverage).toBeCloseTo(4 / 6, 10);
    expect(scoreStep(six, answer(six, ['A', 'A', 'B', 'B', 'E', 'E'])).allAnswersAreOptionE).toBe(false);
  });

  it('all E: allAnswersAreOptionE, nothing scored, coverage 0', () => {
    const r = scoreStep(six, answer(six, ['E', 'E', 'E', 'E', 'E', 'E']));
    expect(r).toMatchObject({
      allAnswersAreOptionE: true,
      insufficient: false,
      score: null,
      coverage: 0,
      practisedCount: 0,
      notYetCount: 6,
    });
  });

  it('unanswered: not all-E, nothing scored; unanswered activities count as gaps in coverage', () => {
    expect(scoreStep(six, [])).toMatchObject({
      allAnswersAreOptionE: false,
      answeredCount: 0,
      score: null,
      coverage: 0,
    });
    const partial = scoreStep(six, answer(six, ['A', 'A', 'B', 'B', 'B']));
    expect(partial.coverage).toBeCloseTo(5 / 6, 10);
    expect(partial.activities[5]!.answer).toBeNull();
  });

  it("ignores answers to other steps' questions and lets a later answer to a question win", () => {
    const other = fixtureStep('CURAJ', 85, ['A']);
    const mine = answer(six, ['A', 'A', 'B', 'B', 'B', 'C']);
    const r = scoreStep(six, [
      ...answer(other, ['D']),
      ...mine,
      { questionId: six.activities[0]!.id, selectedOptionIds: [`${six.activities[0]!.id}-d`] },
    ]);
    expect(r.answeredCount).toBe(6);
    expect(r.activities[0]!.answer).toBe('D');
  });

  it('a split on target from answers that cancel out is not a good score (the split formula would say 100)', () => {
    const four = fixtureStep('AMPLIFICARE', 50, ['B', 'B', 'C', 'C', 'B', 'C']);
    const r = scoreStep(four, answer(four, ['A', 'A', 'A', 'D', 'D', 'D']));
    expect(r.yourHumanPercent).toBe(50);
    expect(splitAlignment(r.humanShare!, 50)).toBe(100);
    // B→A 50, B→A 50, C→A 0, C→D 50, B→D 0, C→D 50
    expect(r.alignment).toBeCloseTo(100 / 3, 10);
  });
});

describe('splitAlignment', () => {
  it.each([
    [60, 60, 100],
    [62.5, 60, 95],
    [55, 60, 90],
    [10, 60, 0],
    [0, 100, 0],
    [30, 15, 70],
  ])('A(H=%d, T=%d) = %d', (h, t, expected) => {
    expect(splitAlignment(h, t)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// stepPerformance and feedbackStatus (product-spec §4)
// ---------------------------------------------------------------------------------------------

describe('stepPerformance', () => {
  it.each([
    [60, 60, 'excellent'],
    [65, 60, 'excellent'], // +5: still within
    [55, 60, 'excellent'], // -5: still within
    [66, 60, 'good'], // more than 5 above: too much human
    [54, 60, 'needs_improvement'], // more than 5 below: too much AI
    [100, 60, 'good'],
    [0, 60, 'needs_improvement'],
    [94, 100, 'needs_improvement'],
    [95, 100, 'excellent'],
    [5, 1, 'excellent'],
    [7, 1, 'good'],
  ] as const)('your %d vs target %d → %s', (yours, target, expected) => {
    expect(stepPerformance(yours, target)).toBe(expected);
  });

  it('is developing whenever the target human share is 0', () => {
    expect(stepPerformance(0, 0)).toBe('developing');
    expect(stepPerformance(3, 0)).toBe('developing');
    expect(stepPerformance(50, 0)).toBe('developing');
    expect(stepPerformance(100, 0)).toBe('developing');
  });
});

describe('feedbackStatus', () => {
  it.each([
    [60, 60, 'on-target'],
    [65, 60, 'on-target'],
    [55, 60, 'on-target'],
    [66, 60, 'above-target'],
    [54, 60, 'below-target'],
    [100, 15, 'above-target'],
    [0, 90, 'below-target'],
    [0, 0, 'on-target'], // target 0 is not special here
    [5, 0, 'on-target'],
    [6, 0, 'above-target'],
    [95, 100, 'on-target'],
    [94, 100, 'below-target'],
  ] as const)('your %d vs target %d → %s', (yours, target, expected) => {
    expect(feedbackStatus(yours, target)).toBe(expected);
  });

  it('uses the 5-point tolerance', () => {
    expect(TOLERANCE_POINTS).toBe(5);
  });
});

// ---------------------------------------------------------------------------------------------
// bands and overall
// ---------------------------------------------------------------------------------------------

describe('bandOf', () => {
  it.each([
    [100, 'pioneer'],
    [90, 'pioneer'],
    [89, 'advanced'],
    [75, 'advanced'],
    [74, 'average'],
    [60, 'average'],
    [59, 'early_stage'],
    [45, 'early_stage'],
    [44, 'urgent'],
    [0, 'urgent'],
  ] as const)('score %d → %s', (score, band) => {
    expect(bandOf(score)).toBe(band);
  });

  it('has the spec cut-offs and score ranges', () => {
    expect(BAND_EDGES).toEqual({ pioneer: 90, advanced: 75, average: 60, earlyStage: 45 });
    expect(BANDS).toEqual(['pioneer', 'advanced', 'average', 'early_stage', 'urgent']);
    expect(BAND_SCORE_RANGE).toEqual({
      pioneer: '90-100',
      advanced: '75-89',
      average: '60-74',
      early_stage: '45-59',
      urgent: '0-44',
    });
  });
});

describe('scoreOverall', () => {
  const a = fixtureStep('VIZIUNE', 90, ['A', 'A', 'A', 'A', 'B']);
  const b = fixtureStep('CLARITATE', 45, ['B', 'C', 'C', 'C', 'D']);
  const c = fixtureStep('DECIZIE', 75, ['A', 'A', 'B', 'B', 'B']);

  it('is the rounded mean of the step scores over every step, an unscored step counting 0', () => {
    const answers = [
      ...answer(a, ['A', 'A', 'A', 'A', 'B']), // 100
      ...answer(b, ['B', 'C', 'C', 'C', 'C']), // (400 + 50) / 5 = 90
      ...answer(c, ['E', 'E', 'E', 'E', 'E']), // all E: not scored, 0
    ];
    const r = scoreOverall([a, b, c], answers);
    expect(r.categoryCount).toBe(2);
    expect(r.overallScore).toBe(63); // (100 + 90 + 0) / 3 = 63.3
    expect(r.band).toBe('average');
  });

  it('rounds the unrounded mean of unrounded step scores', () => {
    const six = fixtureStep('CLARITATE', 45, ['B', 'C', 'C', 'C', 'D', 'B']);
    // a: 100; six: 5 of 6 at the ideal, one E → 100 × 5/6 = 83.33; mean 91.67 → 92
    const answers = [...answer(a, ['A', 'A', 'A', 'A', 'B']), ...answer(six, ['B', 'C', 'C', 'C', 'D', 'E'])];
    expect(scoreOverall([a, six], answers).overallScore).toBe(92);
    // plus a step with too few practised answers, counted 0: 183.33 / 3 = 61.1 → 61
    const withC = [...answers, ...answer(c, ['A', 'E', 'E', 'E', 'E'])];
    const r = scoreOverall([a, six, c], withC);
    expect(r.overallScore).toBe(61);
    expect(r.categoryCount).toBe(2);
  });

  it('is 0 with band null (not "urgent") when nothing is scored', () => {
    const r = scoreOverall([a, b], [...answer(a, ['E', 'E', 'E', 'E', 'E'])]);
    expect(r).toMatchObject({ overallScore: 0, categoryCount: 0, band: null });
    expect(scoreOverall([], [])).toMatchObject({ overallScore: 0, categoryCount: 0, band: null });
  });

  it('gives "urgent" (not null) to a scored result of 0', () => {
    const r = scoreOverall([a], answer(a, ['D', 'D', 'D', 'D', 'D']));
    expect(r.categoryCount).toBe(1);
    expect(r.overallScore).toBe(0);
    expect(r.band).toBe('urgent');
  });
});
