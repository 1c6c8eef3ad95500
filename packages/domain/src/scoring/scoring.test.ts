/**
 * Worked examples for scoring (domain-design.md §3, product-spec §4). Every expected number is
 * computed by hand in the comment beside it. The fixtures are built here and never read the real
 * question bank, so these tests stay valid while the bank is being written.
 */
import { describe, expect, it } from 'vitest';
import type { OptionDef, OptionKey, QuestionDef, StepDef, StepKey } from '../bank/types.js';
import { answerAiPercent } from './answer.js';
import { BAND_EDGES, BAND_SCORE_RANGE, BANDS, TOLERANCE_POINTS } from './constants.js';
import { clamp, mean, roundHalfAwayFromZero } from './math.js';
import { bandOf, scoreOverall as scoreOverallRule } from './overall.js';
import {
  alignment,
  feedbackStatus,
  scoreStep as scoreStepRule,
  stepPerformance,
  type AnswerRecord,
  type ScoringOptions,
} from './step.js';

/**
 * The worked examples check the arithmetic on two- and three-question fixtures, so they score a
 * step from its first scored answer; the minimum-evidence rule has its own examples below.
 */
const ARITHMETIC: ScoringOptions = { minScoredAnswers: 1 };
const scoreStep = (s: StepDef, a: readonly AnswerRecord[]) => scoreStepRule(s, a, ARITHMETIC);
const scoreOverall = (s: readonly StepDef[], a: readonly AnswerRecord[]) =>
  scoreOverallRule(s, a, ARITHMETIC);

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

const KEYS: OptionKey[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

function option(
  questionId: string,
  index: number,
  aiPercent: number | null,
  extra: Partial<OptionDef> = {},
): OptionDef {
  const key = KEYS[index]!;
  return {
    id: `${questionId}-${key.toLowerCase()}`,
    key,
    text: { en: `Option ${key}`, ro: `Opțiunea ${key}` },
    aiPercent,
    ...extra,
  };
}

/** Split question: options A..D weighted with `weights`, E null. Option ids `<id>-a` … `<id>-e`. */
function split(id: string, weights: [number, number, number, number]): QuestionDef {
  return {
    id,
    kind: 'split',
    type: 'single_choice',
    text: { en: `Question ${id}`, ro: `Întrebarea ${id}` },
    options: [...weights.map((w, i) => option(id, i, w)), option(id, 4, null)],
  };
}

/**
 * Multi-select question: A 20, B 50, C 80, D null with a text input ("Other"), E null exclusive
 * ("none of these").
 */
function multi(id: string): QuestionDef {
  return {
    id,
    kind: 'multi',
    type: 'multiple_choice',
    text: { en: `Question ${id}`, ro: `Întrebarea ${id}` },
    options: [
      option(id, 0, 20),
      option(id, 1, 50),
      option(id, 2, 80),
      option(id, 3, null, { input: { type: 'text', maxLength: 200 } }),
      option(id, 4, null, { exclusive: true }),
    ],
  };
}

function step(key: StepKey, targetHumanPercent: number, questions: QuestionDef[]): StepDef {
  return {
    key,
    globalOrder: 1,
    targetHumanPercent,
    name: { en: key, ro: key },
    description: { en: key, ro: key },
    questions,
  };
}

/** Answer question `q` with the options of the given letters. */
function ans(q: QuestionDef, ...letters: string[]): AnswerRecord {
  return { questionId: q.id, selectedOptionIds: letters.map((l) => `${q.id}-${l.toLowerCase()}`) };
}

// A step with target 60 and three split questions whose A..D weights are 90/70/50/30 (ai %).
const q1 = split('s1-01', [90, 70, 50, 30]);
const q2 = split('s1-02', [90, 70, 50, 30]);
const q3 = split('s1-03', [90, 70, 50, 30]);
const step60 = step('CONVERGENTA', 60, [q1, q2, q3]);

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
// answerAiPercent
// ---------------------------------------------------------------------------------------------

describe('answerAiPercent', () => {
  it('is the selected option weight for a single-choice answer', () => {
    expect(answerAiPercent(q1, ['s1-01-a'])).toBe(90);
    expect(answerAiPercent(q1, ['s1-01-d'])).toBe(30);
  });

  it('is null for option E (unscored)', () => {
    expect(answerAiPercent(q1, ['s1-01-e'])).toBeNull();
  });

  it('is null when nothing known is selected', () => {
    expect(answerAiPercent(q1, [])).toBeNull();
    expect(answerAiPercent(q1, ['other-question-a'])).toBeNull();
  });

  it('weights a weight of 0 (all human) as 0, not as unscored', () => {
    const q = split('z-01', [0, 10, 20, 30]);
    expect(answerAiPercent(q, ['z-01-a'])).toBe(0);
  });

  it('is the mean of the non-null weights of a multi-select answer', () => {
    const q = multi('m-01');
    // A 20 + B 50 + C 80 → 150 / 3 = 50
    expect(answerAiPercent(q, ['m-01-a', 'm-01-b', 'm-01-c'])).toBe(50);
    // A 20 + B 50 → 35; the null "Other" option D is left out of the mean (not counted as 0).
    expect(answerAiPercent(q, ['m-01-a', 'm-01-b', 'm-01-d'])).toBe(35);
    // B 50 + C 80 → 65
    expect(answerAiPercent(q, ['m-01-c', 'm-01-b'])).toBe(65);
    // A alone → 20
    expect(answerAiPercent(q, ['m-01-a'])).toBe(20);
  });

  it('is null for a multi-select answer with only null options', () => {
    const q = multi('m-01');
    expect(answerAiPercent(q, ['m-01-d'])).toBeNull();
    expect(answerAiPercent(q, ['m-01-e'])).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// scoreStep
// ---------------------------------------------------------------------------------------------

describe('scoreStep', () => {
  it('target 60, answers 30 / 50 / E: H = mean(70, 50) = 60 exactly → alignment 100', () => {
    // ai 30 → human 70; ai 50 → human 50; E is unscored. H = (70 + 50) / 2 = 60.
    const r = scoreStep(step60, [ans(q1, 'D'), ans(q2, 'C'), ans(q3, 'E')]);
    expect(r).toEqual({
      stepKey: 'CONVERGENTA',
      answeredCount: 3,
      scoredAnswers: 2,
      allAnswersAreOptionE: false,
      insufficient: false,
      humanShare: 60,
      yourHumanPercent: 60,
      yourAiPercent: 40,
      targetHumanPercent: 60,
      targetAiPercent: 40,
      alignment: 100, // 100 - 2·|60 - 60|
      adoption: 2 / 3,
    });
  });

  it('target 45, answers ai 20 and 25: H = 77.5 → your human 78 (half up), alignment 35', () => {
    const qa = split('s2-01', [20, 25, 60, 90]);
    const qb = split('s2-02', [20, 25, 60, 90]);
    const s = step('CLARITATE', 45, [qa, qb]);
    // human 80 and 75 → H = 77.5; round → 78; AI 22.
    // A = 100 - 2·|77.5 - 45| = 100 - 65 = 35.
    const r = scoreStep(s, [ans(qa, 'A'), ans(qb, 'B')]);
    expect(r.humanShare).toBe(77.5);
    expect(r.yourHumanPercent).toBe(78);
    expect(r.yourAiPercent).toBe(22);
    expect(r.targetAiPercent).toBe(55);
    expect(r.alignment).toBe(35);
    expect(r.adoption).toBe(1);
  });

  it('uses the unrounded H for alignment, not the rounded percent', () => {
    const qa = split('s3-01', [48, 47, 0, 100]);
    const qb = split('s3-02', [48, 47, 0, 100]);
    const s = step('IMPACT', 50, [qa, qb]);
    // human 52 and 53 → H = 52.5 → shown as 53.
    // A = 100 - 2·2.5 = 95 (with the rounded 53 it would wrongly be 94).
    const r = scoreStep(s, [ans(qa, 'A'), ans(qb, 'B')]);
    expect(r.yourHumanPercent).toBe(53);
    expect(r.alignment).toBe(95);
  });

  it('clamps alignment at 0 when far from the target', () => {
    const qa = split('s4-01', [100, 0, 50, 50]);
    const s = step('VIZIUNE', 90, [qa]);
    // ai 100 → human 0; 100 - 2·90 = -80 → clamp → 0.
    const r = scoreStep(s, [ans(qa, 'A')]);
    expect(r.humanShare).toBe(0);
    expect(r.yourHumanPercent).toBe(0);
    expect(r.yourAiPercent).toBe(100);
    expect(r.alignment).toBe(0);
  });

  it('scores a multi-select answer by the mean of its non-null weights', () => {
    const qm = multi('s5-01');
    const qs = split('s5-02', [10, 40, 70, 100]);
    const s = step('SISTEME', 25, [qm, qs]);
    // multi A+B+D: mean(20, 50) = 35 → human 65; split A: ai 10 → human 90.
    // H = (65 + 90) / 2 = 77.5 → 78; A = 100 - 2·52.5 = -5 → 0.
    const r = scoreStep(s, [ans(qm, 'A', 'B', 'D'), ans(qs, 'A')]);
    expect(r.humanShare).toBe(77.5);
    expect(r.yourHumanPercent).toBe(78);
    expect(r.alignment).toBe(0);
    // multi B+C: mean(50, 80) = 65 → human 35; split D: ai 100 → human 0. H = 17.5 → 18;
    // A = 100 - 2·|17.5 - 25| = 85.
    const r2 = scoreStep(s, [ans(qm, 'B', 'C'), ans(qs, 'D')]);
    expect(r2.humanShare).toBe(17.5);
    expect(r2.yourHumanPercent).toBe(18);
    expect(r2.yourAiPercent).toBe(82);
    expect(r2.alignment).toBe(85);
  });

  it('all-E step: allAnswersAreOptionE, nothing scored, alignment null', () => {
    const qm = multi('s6-03');
    const s = step('CURAJ', 85, [q1, q2, qm]);
    // Option E on both splits and "none of these" on the multi-select: no weight anywhere.
    const r = scoreStep(s, [ans(q1, 'E'), ans(q2, 'E'), ans(qm, 'E')]);
    expect(r).toEqual({
      stepKey: 'CURAJ',
      answeredCount: 3,
      scoredAnswers: 0,
      allAnswersAreOptionE: true,
      insufficient: false,
      humanShare: null,
      yourHumanPercent: null,
      yourAiPercent: null,
      targetHumanPercent: 85,
      targetAiPercent: 15,
      alignment: null,
      adoption: 0,
    });
  });

  it('unanswered step: not all-E, nothing scored, adoption null', () => {
    const r = scoreStep(step60, []);
    expect(r.answeredCount).toBe(0);
    expect(r.allAnswersAreOptionE).toBe(false);
    expect(r.humanShare).toBeNull();
    expect(r.alignment).toBeNull();
    expect(r.adoption).toBeNull();
    expect(r.targetHumanPercent).toBe(60);
    expect(r.targetAiPercent).toBe(40);
  });

  it("ignores answers to other steps' questions", () => {
    const foreign = split('other-01', [0, 0, 0, 0]);
    // Only q1 (ai 30 → human 70) counts: H = 70; A = 100 - 2·10 = 80.
    const r = scoreStep(step60, [ans(q1, 'D'), ans(foreign, 'A'), ans(foreign, 'E')]);
    expect(r.answeredCount).toBe(1);
    expect(r.scoredAnswers).toBe(1);
    expect(r.humanShare).toBe(70);
    expect(r.alignment).toBe(80);
  });

  it('reaches 90 exactly at the 5-point tolerance and drops below beyond it', () => {
    const qa = split('s7-01', [35, 34, 36, 0]);
    const s = step('CONVERGENTA', 60, [qa]);
    // ai 35 → human 65 = target + 5 → A = 90 (pioneer band edge).
    expect(scoreStep(s, [ans(qa, 'A')]).alignment).toBe(90);
    // ai 34 → human 66 = target + 6 → A = 88.
    expect(scoreStep(s, [ans(qa, 'B')]).alignment).toBe(88);
    // ai 36 → human 64 → A = 92.
    expect(scoreStep(s, [ans(qa, 'C')]).alignment).toBe(92);
  });
});

describe('alignment', () => {
  it.each([
    [60, 60, 100],
    [62.5, 60, 95], // 100 - 2·2.5
    [55, 60, 90], // 100 - 2·5
    [65, 60, 90],
    [65.5, 60, 89], // 100 - 2·5.5
    [10, 60, 0], // 100 - 100
    [0, 100, 0], // 100 - 200 → clamp
    [100, 0, 0],
    [30, 15, 70], // 100 - 30
  ])('A(H=%d, T=%d) = %d', (h, t, expected) => {
    expect(alignment(h, t)).toBe(expected);
  });

  it('is symmetric around the target', () => {
    expect(alignment(48, 55)).toBe(alignment(62, 55));
    expect(alignment(48, 55)).toBe(86); // 100 - 2·7
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
  // Step A: target 60, answers 30 / 50 → H 60 → A 100.
  // Step B: target 45, answers ai 20 / 25 → H 77.5 → A 35.
  // Step C: target 85, only option E → unscored, not counted.
  // Step D: target 90, no answers → not counted.
  const qb1 = split('b-01', [20, 25, 60, 90]);
  const qb2 = split('b-02', [20, 25, 60, 90]);
  const qc1 = split('c-01', [10, 20, 30, 40]);
  const qd1 = split('d-01', [10, 20, 30, 40]);
  const stepA = step60;
  const stepB = step('CLARITATE', 45, [qb1, qb2]);
  const stepC = step('CURAJ', 85, [qc1]);
  const stepD = step('VIZIUNE', 90, [qd1]);
  const steps = [stepA, stepB, stepC, stepD];

  it('averages the alignments of scored steps and rounds half away from zero', () => {
    const answers = [ans(q1, 'D'), ans(q2, 'C'), ans(qb1, 'A'), ans(qb2, 'B'), ans(qc1, 'E')];
    const r = scoreOverall(steps, answers);
    // mean(100, 35) = 67.5 → 68 → average band (60-74).
    expect(r.overallScore).toBe(68);
    expect(r.categoryCount).toBe(2);
    expect(r.band).toBe('average');
    expect(r.steps.map((s) => s.stepKey)).toEqual(['CONVERGENTA', 'CLARITATE', 'CURAJ', 'VIZIUNE']);
    expect(r.steps.map((s) => s.alignment)).toEqual([100, 35, null, null]);
    expect(r.steps[2]!.allAnswersAreOptionE).toBe(true);
    expect(r.steps[3]!.allAnswersAreOptionE).toBe(false);
  });

  it('averages unrounded alignments', () => {
    // Step target 50, answers ai 48 / 47 → H 52.5 → A 95; step target 60, ai 30 → H 70 → A 80.
    // mean(95, 80) = 87.5 → 88 (advanced). With rounded H (53 → 94) it would be mean(94, 80) = 87.
    const qx1 = split('x-01', [48, 47, 0, 100]);
    const qx2 = split('x-02', [48, 47, 0, 100]);
    const stepX = step('IMPACT', 50, [qx1, qx2]);
    const r = scoreOverall([stepX, step60], [ans(qx1, 'A'), ans(qx2, 'B'), ans(q1, 'D')]);
    expect(r.overallScore).toBe(88);
    expect(r.band).toBe('advanced');
    expect(r.categoryCount).toBe(2);
  });

  it('is 0 with band null (not "urgent") when nothing is scored', () => {
    const none = scoreOverall(steps, []);
    expect(none.overallScore).toBe(0);
    expect(none.categoryCount).toBe(0);
    expect(none.band).toBeNull();
    expect(none.steps).toHaveLength(4);

    const allE = scoreOverall(steps, [ans(q1, 'E'), ans(qb1, 'E'), ans(qc1, 'E')]);
    expect(allE.overallScore).toBe(0);
    expect(allE.categoryCount).toBe(0);
    expect(allE.band).toBeNull();
    expect(allE.steps.filter((s) => s.allAnswersAreOptionE).map((s) => s.stepKey)).toEqual([
      'CONVERGENTA',
      'CLARITATE',
      'CURAJ',
    ]);
  });

  it('is 0 with band null for no steps at all', () => {
    expect(scoreOverall([], [])).toEqual({ overallScore: 0, categoryCount: 0, band: null, steps: [] });
  });

  it('gives "urgent" (not null) to a scored result of 0', () => {
    // Target 90, ai 100 → H 0 → A = clamp(100 - 180) = 0, yet one step is scored.
    const qz = split('z-01', [100, 0, 0, 0]);
    const r = scoreOverall([step('VIZIUNE', 90, [qz])], [ans(qz, 'A')]);
    expect(r.overallScore).toBe(0);
    expect(r.categoryCount).toBe(1);
    expect(r.band).toBe('urgent');
  });

  it('scores 100 / pioneer when every scored step is on target', () => {
    // Step A H 60 (A 100); step D: ai 10 → H 90 = target (A 100). C all-E does not drag it down.
    const r = scoreOverall(steps, [ans(q1, 'D'), ans(q2, 'C'), ans(qd1, 'A'), ans(qc1, 'E')]);
    expect(r.overallScore).toBe(100);
    expect(r.categoryCount).toBe(2);
    expect(r.band).toBe('pioneer');
  });

  it('places an all-within-tolerance result in the pioneer band', () => {
    // Target 60, ai 35 → H 65 = T + 5 → A = 90 → overall 90, the pioneer edge.
    const qt = split('t-01', [35, 0, 0, 0]);
    const r = scoreOverall([step('CONVERGENTA', 60, [qt])], [ans(qt, 'A')]);
    expect(r.overallScore).toBe(90);
    expect(r.band).toBe('pioneer');
  });
});
