/**
 * Properties of the scoring (domain-design.md §3) over generated steps and answer
 * sets: bounds, the overall mean, and monotonicity — practising an activity never lowers its
 * step's score, and moving an answer one scale step toward its ideal never lowers it. The real
 * bank's constraints are in `bank-constraints.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRACTISED_KEYS, STEP_KEYS, type OptionKey, type PractisedKey, type StepDef } from '../bank/types.js';
import { fixtureStep } from '../testing/fixture-step.js';
import { scoreOverall } from './overall.js';
import { scoreStep, type AnswerRecord } from './step.js';

const practisedArb = fc.constantFrom(...PRACTISED_KEYS);
/** An answer to one activity: A..E, or unanswered. */
const answerArb: fc.Arbitrary<OptionKey | undefined> = fc.constantFrom('A', 'B', 'C', 'D', 'E', undefined);

const stepArb = fc
  .record({
    key: fc.constantFrom(...STEP_KEYS),
    target: fc.integer({ min: 0, max: 100 }),
    ideals: fc.array(practisedArb, { minLength: 5, maxLength: 15 }),
  })
  .map(({ key, target, ideals }) => fixtureStep(key, target, ideals));

/** A step with answers for each activity. */
const answeredStepArb = stepArb.chain((step) =>
  fc.tuple(
    fc.constant(step),
    fc.array(answerArb, { minLength: step.activities.length, maxLength: step.activities.length }),
  ),
);

function records(step: StepDef, letters: readonly (OptionKey | undefined)[]): AnswerRecord[] {
  return step.activities.flatMap((q, i) => {
    const l = letters[i];
    return l === undefined ? [] : [{ questionId: q.id, selectedOptionIds: [`${q.id}-${l.toLowerCase()}`] }];
  });
}

const score = (step: StepDef, letters: readonly (OptionKey | undefined)[]) =>
  scoreStep(step, records(step, letters)).score ?? 0;
const ORDER: readonly PractisedKey[] = ['A', 'B', 'C', 'D'];

describe('scoring properties (generated steps)', () => {
  it('keeps score, alignment and coverage in range, and score ≤ 100 × coverage', () => {
    fc.assert(
      fc.property(answeredStepArb, ([step, letters]) => {
        const r = scoreStep(step, records(step, letters));
        expect(r.coverage).toBeGreaterThanOrEqual(0);
        expect(r.coverage).toBeLessThanOrEqual(1);
        if (r.score !== null) {
          expect(r.alignment!).toBeGreaterThanOrEqual(0);
          expect(r.alignment!).toBeLessThanOrEqual(100);
          expect(r.score).toBeLessThanOrEqual(100 * r.coverage + 1e-9);
          expect(r.score).toBeGreaterThanOrEqual(0);
        }
        expect(r.practisedCount + r.notYetCount).toBeLessThanOrEqual(r.activityCount);
      }),
      { numRuns: 500 },
    );
  });

  it('scores 100 when every activity is answered at its ideal', () => {
    fc.assert(
      fc.property(stepArb, (step) => {
        expect(
          score(
            step,
            step.activities.map((q) => q.activity.ideal),
          ),
        ).toBe(100);
      }),
    );
  });

  it('never lowers a step score when an E (or an unanswered activity) becomes any answer A–D', () => {
    fc.assert(
      fc.property(answeredStepArb, fc.nat(), practisedArb, ([step, letters], at, practised) => {
        const gaps = letters.flatMap((l, i) => (l === 'E' || l === undefined ? [i] : []));
        fc.pre(gaps.length > 0);
        const i = gaps[at % gaps.length]!;
        const after = letters.map((l, j) => (j === i ? practised : l));
        expect(score(step, after)).toBeGreaterThanOrEqual(score(step, letters) - 1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  it('never lowers a step score when one answer moves one scale step toward its ideal', () => {
    fc.assert(
      fc.property(answeredStepArb, fc.nat(), ([step, letters], at) => {
        const off = letters.flatMap((l, i) =>
          l !== undefined && l !== 'E' && l !== step.activities[i]!.activity.ideal ? [i] : [],
        );
        fc.pre(off.length > 0);
        const i = off[at % off.length]!;
        const from = ORDER.indexOf(letters[i] as PractisedKey);
        const to = ORDER.indexOf(step.activities[i]!.activity.ideal);
        const moved = ORDER[from + Math.sign(to - from)]!;
        const after = letters.map((l, j) => (j === i ? moved : l));
        expect(score(step, after)).toBeGreaterThanOrEqual(score(step, letters) - 1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  it('makes the overall score the rounded mean of the step scores, unscored steps at 0', () => {
    const specArb = fc
      .record({
        target: fc.integer({ min: 0, max: 100 }),
        ideals: fc.array(practisedArb, { minLength: 5, maxLength: 10 }),
      })
      .chain((spec) =>
        fc.tuple(
          fc.constant(spec),
          fc.array(answerArb, { minLength: spec.ideals.length, maxLength: spec.ideals.length }),
        ),
      );
    fc.assert(
      fc.property(fc.array(specArb, { minLength: 1, maxLength: 4 }), (specs) => {
        const steps = specs.map(([spec], i) => fixtureStep(STEP_KEYS[i]!, spec.target, spec.ideals));
        const answers = steps.flatMap((s, i) => records(s, specs[i]![1]));
        const r = scoreOverall(steps, answers);
        const scores = steps.map((s) => scoreStep(s, answers).score);
        const mean = scores.reduce<number>((n, x) => n + (x ?? 0), 0) / scores.length;
        expect(Math.abs(r.overallScore - mean)).toBeLessThanOrEqual(0.5);
        expect(r.categoryCount).toBe(scores.filter((x) => x !== null).length);
        expect(r.band === null).toBe(r.categoryCount === 0);
      }),
      { numRuns: 300 },
    );
  });
});
