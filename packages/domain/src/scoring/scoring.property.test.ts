/**
 * Property tests for scoring (domain-design.md §3) over generated steps and answers. The steps
 * are built from generated specs here; the real question bank is never read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEP_KEYS, type OptionDef, type OptionKey, type QuestionDef, type StepDef } from '../bank/types.js';
import { answerAiPercent } from './answer.js';
import { roundHalfAwayFromZero } from './math.js';
import { bandOf, scoreOverall as scoreOverallRule, type OverallResult } from './overall.js';
import {
  feedbackStatus,
  scoreStep as scoreStepRule,
  stepPerformance,
  type AnswerRecord,
  type ScoringOptions,
  type StepResult,
} from './step.js';

/** The properties of the arithmetic hold from the first scored answer (minimum evidence aside). */
const ARITHMETIC: ScoringOptions = { minScoredAnswers: 1 };
const scoreStep = (s: StepDef, a: readonly AnswerRecord[]) => scoreStepRule(s, a, ARITHMETIC);
const scoreOverall = (s: readonly StepDef[], a: readonly AnswerRecord[]) =>
  scoreOverallRule(s, a, ARITHMETIC);

// ---------------------------------------------------------------------------------------------
// Generated model
// ---------------------------------------------------------------------------------------------

const LETTERS: OptionKey[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

/**
 * A question spec: `split` has four weights (A..D) and a null E; `multi` has 1..6 options, each
 * weighted or null, followed by an exclusive null "none of these" option.
 */
type QSpec = { kind: 'split'; weights: number[] } | { kind: 'multi'; weights: (number | null)[] };
interface StepSpec {
  target: number;
  questions: QSpec[];
}

const weightArb = fc.integer({ min: 0, max: 100 });
const splitArb: fc.Arbitrary<QSpec> = fc
  .array(weightArb, { minLength: 4, maxLength: 4 })
  .map((weights) => ({ kind: 'split', weights }));
const multiArb: fc.Arbitrary<QSpec> = fc
  .array(fc.option(weightArb, { nil: null }), { minLength: 1, maxLength: 6 })
  .map((weights) => ({ kind: 'multi', weights }));
const stepSpecArb: fc.Arbitrary<StepSpec> = fc.record({
  target: fc.integer({ min: 0, max: 100 }),
  questions: fc.array(fc.oneof(splitArb, multiArb), { minLength: 1, maxLength: 6 }),
});

function buildQuestion(id: string, spec: QSpec): QuestionDef {
  const opt = (i: number, aiPercent: number | null, extra: Partial<OptionDef> = {}): OptionDef => ({
    id: `${id}-${LETTERS[i]!.toLowerCase()}`,
    key: LETTERS[i]!,
    text: { en: `Option ${LETTERS[i]}`, ro: `Opțiunea ${LETTERS[i]}` },
    aiPercent,
    ...extra,
  });
  const text = { en: `Question ${id}`, ro: `Întrebarea ${id}` };
  if (spec.kind === 'split') {
    return {
      id,
      kind: 'split',
      type: 'single_choice',
      text,
      options: [...spec.weights.map((w, i) => opt(i, w)), opt(4, null)],
    };
  }
  return {
    id,
    kind: 'multi',
    type: 'multiple_choice',
    text,
    options: [...spec.weights.map((w, i) => opt(i, w)), opt(spec.weights.length, null, { exclusive: true })],
  };
}

function buildSteps(specs: readonly StepSpec[]): StepDef[] {
  return specs.map((s, i) => {
    const key = STEP_KEYS[i]!;
    return {
      key,
      globalOrder: i + 1,
      targetHumanPercent: s.target,
      name: { en: key, ro: key },
      description: { en: key, ro: key },
      questions: s.questions.map((q, j) =>
        buildQuestion(`${key.toLowerCase()}-${String(j + 1).padStart(2, '0')}`, q),
      ),
    };
  });
}

/** The unscored answer of a question: option E (split) or the exclusive "none of these" (multi). */
function nullAnswer(q: QuestionDef): AnswerRecord {
  const o = q.options.find((o) => o.aiPercent === null && (q.kind === 'split' || o.exclusive))!;
  return { questionId: q.id, selectedOptionIds: [o.id] };
}

/**
 * Per question: `null` = unanswered, otherwise the selected option indexes (one for split; a
 * non-empty subset, or the exclusive option alone, for multi).
 */
type Choice = number[] | null;

function choiceArb(spec: QSpec): fc.Arbitrary<Choice> {
  if (spec.kind === 'split') {
    return fc.option(
      fc.integer({ min: 0, max: 4 }).map((i) => [i]),
      { nil: null, freq: 4 },
    );
  }
  const n = spec.weights.length;
  const indexes = Array.from({ length: n }, (_, i) => i);
  return fc.oneof(
    fc.constant(null),
    fc.constant<Choice>([n]), // exclusive "none of these"
    fc.subarray(indexes, { minLength: 1 }),
  );
}

interface Scenario {
  specs: StepSpec[];
  steps: StepDef[];
  choices: Choice[][];
  answers: AnswerRecord[];
}

function toAnswers(steps: readonly StepDef[], choices: readonly Choice[][]): AnswerRecord[] {
  return steps.flatMap((s, i) =>
    s.questions.flatMap((q, j) => {
      const c = choices[i]![j]!;
      return c === null ? [] : [{ questionId: q.id, selectedOptionIds: c.map((k) => q.options[k]!.id) }];
    }),
  );
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .array(stepSpecArb, { minLength: 0, maxLength: STEP_KEYS.length })
  .chain((specs) =>
    fc.tuple(...specs.map((s) => fc.tuple(...s.questions.map(choiceArb)))).map((choices) => {
      const steps = buildSteps(specs);
      const cs = choices as Choice[][];
      return { specs, steps, choices: cs, answers: toAnswers(steps, cs) };
    }),
  );

// ---------------------------------------------------------------------------------------------
// Reference model (written independently of the code under test)
// ---------------------------------------------------------------------------------------------

/** AI share of one chosen answer per the model, or null when unscored. */
function modelAi(spec: QSpec, choice: number[]): number | null {
  const ws = choice.map((k) => spec.weights[k]).filter((w): w is number => typeof w === 'number');
  if (ws.length === 0) return null;
  return ws.reduce((a, b) => a + b, 0) / ws.length;
}

/** Model H(s) of step i, or null when nothing is scored. */
function modelHuman(sc: Scenario, i: number): number | null {
  const humans: number[] = [];
  sc.specs[i]!.questions.forEach((q, j) => {
    const c = sc.choices[i]![j]!;
    if (c === null) return;
    const ai = modelAi(q, c);
    if (ai !== null) humans.push(100 - ai);
  });
  return humans.length === 0 ? null : humans.reduce((a, b) => a + b, 0) / humans.length;
}

/** The score-bearing part of a step result (what E answers must not change). */
function scorePart(r: StepResult) {
  return {
    stepKey: r.stepKey,
    scoredAnswers: r.scoredAnswers,
    humanShare: r.humanShare,
    yourHumanPercent: r.yourHumanPercent,
    yourAiPercent: r.yourAiPercent,
    alignment: r.alignment,
  };
}

function overallScorePart(o: OverallResult) {
  return {
    overallScore: o.overallScore,
    categoryCount: o.categoryCount,
    band: o.band,
    steps: o.steps.map(scorePart),
  };
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('scoring properties', () => {
  it('keeps every score within range and the shares complementary', () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const o = scoreOverall(sc.steps, sc.answers);
        expect(Number.isInteger(o.overallScore)).toBe(true);
        expect(o.overallScore).toBeGreaterThanOrEqual(0);
        expect(o.overallScore).toBeLessThanOrEqual(100);
        expect(o.band).toBe(o.categoryCount === 0 ? null : bandOf(o.overallScore));
        expect(o.steps).toHaveLength(sc.steps.length);
        for (const r of o.steps) {
          expect(r.targetHumanPercent + r.targetAiPercent).toBe(100);
          if (r.alignment === null) {
            expect(r.humanShare).toBeNull();
            expect(r.yourHumanPercent).toBeNull();
            expect(r.yourAiPercent).toBeNull();
            continue;
          }
          expect(r.alignment).toBeGreaterThanOrEqual(0);
          expect(r.alignment).toBeLessThanOrEqual(100);
          expect(r.humanShare!).toBeGreaterThanOrEqual(0);
          expect(r.humanShare!).toBeLessThanOrEqual(100);
          expect(Number.isInteger(r.yourHumanPercent)).toBe(true);
          expect(r.yourHumanPercent! + r.yourAiPercent!).toBe(100);
          expect(r.yourAiPercent!).toBeGreaterThanOrEqual(0);
          expect(r.adoption!).toBeGreaterThan(0);
          expect(r.adoption!).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('matches a reference model of H(s), alignment and the overall mean', () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const o = scoreOverall(sc.steps, sc.answers);
        const alignments: number[] = [];
        o.steps.forEach((r, i) => {
          const h = modelHuman(sc, i);
          if (h === null) {
            expect(r.humanShare).toBeNull();
            return;
          }
          const t = sc.specs[i]!.target;
          const a = Math.min(100, Math.max(0, 100 - 2 * Math.abs(h - t)));
          expect(r.humanShare!).toBeCloseTo(h, 9);
          expect(r.alignment!).toBeCloseTo(a, 9);
          alignments.push(r.alignment!);
        });
        if (alignments.length > 0) {
          const avg = alignments.reduce((x, y) => x + y, 0) / alignments.length;
          expect(Math.abs(o.overallScore - avg)).toBeLessThanOrEqual(0.5 + 1e-9);
        }
      }),
    );
  });

  it('counts as categories exactly the steps with a scored answer', () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const o = scoreOverall(sc.steps, sc.answers);
        const scoredSteps = sc.specs.filter((spec, i) =>
          spec.questions.some((q, j) => {
            const c = sc.choices[i]![j]!;
            return c !== null && modelAi(q, c) !== null;
          }),
        ).length;
        expect(o.categoryCount).toBe(scoredSteps);
        expect(o.steps.filter((r) => r.alignment !== null)).toHaveLength(scoredSteps);
        o.steps.forEach((r, i) => {
          const answered = sc.choices[i]!.filter((c) => c !== null).length;
          expect(r.answeredCount).toBe(answered);
          expect(r.allAnswersAreOptionE).toBe(answered > 0 && r.scoredAnswers === 0);
        });
      }),
    );
  });

  it('never changes a score when option-E (null) answers are added', () => {
    fc.assert(
      fc.property(scenarioArb, fc.boolean(), (sc, prepend) => {
        const answered = new Set(sc.answers.map((a) => a.questionId));
        const extra = sc.steps.flatMap((s) => s.questions.filter((q) => !answered.has(q.id)).map(nullAnswer));
        const more = prepend ? [...extra, ...sc.answers] : [...sc.answers, ...extra];
        expect(overallScorePart(scoreOverall(sc.steps, more))).toEqual(
          overallScorePart(scoreOverall(sc.steps, sc.answers)),
        );
      }),
    );
  });

  it('never changes a score when unscored answers are removed', () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const byId = new Map(sc.steps.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));
        const scoredOnly = sc.answers.filter(
          (a) => answerAiPercent(byId.get(a.questionId)!, a.selectedOptionIds) !== null,
        );
        const before = scoreOverall(sc.steps, sc.answers);
        const after = scoreOverall(sc.steps, scoredOnly);
        expect(overallScorePart(after)).toEqual(overallScorePart(before));
        for (const r of after.steps) expect(r.allAnswersAreOptionE).toBe(false);
      }),
    );
  });

  it('ignores null options added to a scored multi-select answer', () => {
    const arb = fc
      .array(fc.option(weightArb, { nil: null }), { minLength: 2, maxLength: 8 })
      .filter((ws) => ws.some((w) => w !== null) && ws.some((w) => w === null))
      .chain((weights) => {
        const scored = weights.flatMap((w, i) => (w === null ? [] : [i]));
        return fc.tuple(fc.constant(weights), fc.subarray(scored, { minLength: 1 }));
      });
    fc.assert(
      fc.property(arb, ([weights, picks]) => {
        const q = buildQuestion('m-01', { kind: 'multi', weights });
        const nullIds = weights.flatMap((w, i) => (w === null ? [q.options[i]!.id] : []));
        const ids = picks.map((i) => q.options[i]!.id);
        const base = answerAiPercent(q, ids);
        expect(base).not.toBeNull();
        expect(answerAiPercent(q, [...ids, ...nullIds])).toBe(base);
        expect(answerAiPercent(q, [...nullIds, ...ids])).toBe(base);
      }),
    );
  });

  it('scores 100 / pioneer for answers whose mean human share equals each target', () => {
    // For each step with target T, questions come in pairs whose picked options give human shares
    // T + d and T − d (d ≤ min(T, 100 − T)), so the mean is T exactly; d = 0 is "every answer
    // picks aiPercent = 100 − T". Extra questions are left unanswered or answered with option E.
    const perfectStepArb = fc.integer({ min: 0, max: 100 }).chain((target) =>
      fc.record({
        target: fc.constant(target),
        pairs: fc.array(
          fc.record({
            d: fc.integer({ min: 0, max: Math.min(target, 100 - target) }),
            posA: fc.integer({ min: 0, max: 3 }),
            posB: fc.integer({ min: 0, max: 3 }),
            others: fc.array(weightArb, { minLength: 6, maxLength: 6 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        extras: fc.array(fc.tuple(fc.array(weightArb, { minLength: 4, maxLength: 4 }), fc.boolean()), {
          maxLength: 3,
        }),
      }),
    );
    fc.assert(
      fc.property(fc.array(perfectStepArb, { minLength: 1, maxLength: STEP_KEYS.length }), (perfect) => {
        const specs: StepSpec[] = [];
        const choices: Choice[][] = [];
        for (const p of perfect) {
          const questions: QSpec[] = [];
          const cs: Choice[] = [];
          for (const pair of p.pairs) {
            const wa = [...pair.others.slice(0, 3)];
            wa.splice(pair.posA, 0, 100 - (p.target + pair.d));
            const wb = [...pair.others.slice(3, 6)];
            wb.splice(pair.posB, 0, 100 - (p.target - pair.d));
            questions.push({ kind: 'split', weights: wa }, { kind: 'split', weights: wb });
            cs.push([pair.posA], [pair.posB]);
          }
          for (const [weights, answerE] of p.extras) {
            questions.push({ kind: 'split', weights });
            cs.push(answerE ? [4] : null);
          }
          specs.push({ target: p.target, questions });
          choices.push(cs);
        }
        const steps = buildSteps(specs);
        const o = scoreOverall(steps, toAnswers(steps, choices));
        expect(o.overallScore).toBe(100);
        expect(o.band).toBe('pioneer');
        expect(o.categoryCount).toBe(steps.length);
        o.steps.forEach((r, i) => {
          expect(r.alignment).toBe(100);
          expect(r.humanShare).toBe(specs[i]!.target);
          expect(r.yourHumanPercent).toBe(specs[i]!.target);
          expect(r.yourAiPercent).toBe(100 - specs[i]!.target);
        });
      }),
    );
  });

  it('gives alignment >= 90 exactly when H is within the 5-point tolerance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 1000 }), (target, h10) => {
        // H on a 0.1 grid over 0..100
        const h = h10 / 10;
        const s: StepDef = buildSteps([
          { target, questions: [{ kind: 'split', weights: [100 - h, 0, 0, 0] }] },
        ])[0]!;
        const r = scoreStep(s, [
          { questionId: s.questions[0]!.id, selectedOptionIds: [s.questions[0]!.options[0]!.id] },
        ]);
        const within = Math.abs(r.humanShare! - target) <= 5 + 1e-9;
        expect(r.alignment! >= 90 - 1e-9).toBe(within);
      }),
    );
  });

  it('agrees between step performance and feedback status for a non-zero target', () => {
    const map = { excellent: 'on-target', good: 'above-target', needs_improvement: 'below-target' } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 }), (yours, target) => {
        const perf = stepPerformance(yours, target);
        expect(perf).not.toBe('developing');
        expect(feedbackStatus(yours, target)).toBe(map[perf as keyof typeof map]);
        expect(perf === 'excellent').toBe(Math.abs(yours - target) <= 5);
      }),
    );
  });

  it('rounds half away from zero: odd-symmetric, within 0.5, halves go outward', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const r = roundHalfAwayFromZero(x);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5);
        expect(roundHalfAwayFromZero(-x) === -r).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (n) => {
        expect(roundHalfAwayFromZero(n + 0.5)).toBe(n + 1);
        expect(roundHalfAwayFromZero(-n - 0.5)).toBe(-n - 1);
      }),
    );
  });
});
