/**
 * Comparing two assessments: the figures are the results' own (scoreOverall,
 * scoreStep, rounded as the views round them), the moved activities are exactly the changed
 * answers with their direction against the ideal, and across bank versions only the shared
 * activities are compared. Properties over generated answer sets on the real bank: an assessment
 * compared with itself changes nothing; one answer moved toward its ideal is the one moved
 * activity, "toward", and never lowers its step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANK_VERSION, RETIRED_QUESTION_IDS, STEPS } from '../bank/index.js';
import type { ActivityQuestion, OptionKey, PractisedKey } from '../bank/types.js';
import { CompareOutput } from '../schemas/compare.js';
import { roundHalfAwayFromZero } from '../scoring/math.js';
import { overallCoverage, scoreOverall } from '../scoring/overall.js';
import { scoreStep } from '../scoring/step.js';
import { answerKey, perfectAnswers, unscoredAnswer, type GeneratedAnswer } from '../testing/answers.js';
import { compareAssessments, moveOf, stepsMovedMost, taskStepKey, type Comparison } from './compare.js';

const ACTIVITIES: readonly ActivityQuestion[] = STEPS.flatMap((s) => s.activities);
const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
const PRACTISED: readonly PractisedKey[] = ['A', 'B', 'C', 'D'];
const V = BANK_VERSION;

/** The full answer set with `letters[i]` on activity i (bank order), context answered. */
function answersWith(letters: readonly OptionKey[]): GeneratedAnswer[] {
  const byId = new Map(ACTIVITIES.map((q, i) => [q.id, letters[i]!]));
  return perfectAnswers(STEPS).map((a) => {
    const letter = byId.get(a.questionId);
    const q = ACTIVITIES.find((x) => x.id === a.questionId);
    return letter && q ? answerKey(q, letter) : a;
  });
}

/** `answers` with activity `q` answered `letter`. */
function withAnswer(answers: readonly GeneratedAnswer[], q: ActivityQuestion, letter: OptionKey) {
  return answers.map((a) => (a.questionId === q.id ? answerKey(q, letter) : a));
}

const side = (answers: readonly GeneratedAnswer[], bankVersion = V) => ({ answers, bankVersion });

/** The wire shape with ids and dates filled in, to check a comparison against the schema. */
function asWire(c: Comparison) {
  const s = {
    id: '7b0f0b1e-3c1a-4f6e-9a55-0e1c2d3b4a59',
    startedAt: '2026-01-01T10:00:00.000Z',
    completedAt: '2026-01-01T10:20:00.000Z',
    bankVersion: V,
  };
  const { wholeBank: _wholeBank, ...rest } = c;
  return {
    ...rest,
    from: { ...s, overallScore: c.overall.then.score, band: c.overall.then.band },
    to: { ...s, overallScore: c.overall.now.score, band: c.overall.now.band },
    tasksCompleted: [],
  };
}

const PERFECT = perfectAnswers(STEPS);

describe('moveOf: the direction against the ideal', () => {
  it.each([
    ['E', 'B', 'C', 'started', 'toward'],
    ['B', 'E', 'B', 'stopped', 'away'],
    ['A', 'B', 'C', 'changed', 'toward'],
    ['A', 'D', 'C', 'changed', 'toward'],
    ['C', 'A', 'C', 'changed', 'away'],
    ['B', 'D', 'C', 'changed', 'neither'],
    ['D', 'A', 'C', 'changed', 'away'],
  ] as const)('%s → %s with ideal %s: %s, %s', (from, to, ideal, kind, direction) => {
    expect(moveOf(from, to, ideal)).toEqual({ kind, direction });
  });

  it('is null for an unchanged or missing answer', () => {
    expect(moveOf('B', 'B', 'C')).toBeNull();
    expect(moveOf(null, 'B', 'C')).toBeNull();
    expect(moveOf('B', null, 'C')).toBeNull();
  });
});

describe('compareAssessments', () => {
  it("states each side's figures exactly as the results score and round them", () => {
    const letters = ACTIVITIES.map((q, i) => (i % 4 === 0 ? 'E' : i % 3 === 0 ? 'D' : q.activity.ideal));
    const then = answersWith(letters);
    const now = PERFECT;
    const c = compareAssessments(side(then), side(now), 'en');
    expect(c).toMatchObject({ sameBankVersion: true, wholeBank: true });
    expect(c.leftOut).toEqual({ questions: [], steps: [], retiredAnswerCount: 0 });
    for (const [answers, snap] of [
      [then, c.overall.then],
      [now, c.overall.now],
    ] as const) {
      const o = scoreOverall(STEPS, answers);
      expect(snap).toEqual({
        score: o.overallScore,
        band: o.band,
        categoryCount: o.categoryCount,
        ...overallCoverage(o),
      });
    }
    expect(c.steps.map((s) => s.stepId)).toEqual(STEPS.map((s) => s.key));
    for (const [i, s] of c.steps.entries()) {
      const step = STEPS[i]!;
      const a = scoreStep(step, then);
      const b = scoreStep(step, now);
      expect(s.then.score).toBe(a.score === null ? null : roundHalfAwayFromZero(a.score));
      expect(s.now.score).toBe(b.score === null ? null : roundHalfAwayFromZero(b.score));
      expect(s.then.yourHumanPercent).toBe(a.yourHumanPercent);
      expect(s.now.coverage).toBe(b.coverage);
      expect(s).toMatchObject({
        stepName: step.name.en,
        stepOrder: step.globalOrder,
        targetHumanPercent: step.targetHumanPercent,
        change: { practisedCount: b.practisedCount - a.practisedCount },
      });
    }
    expect(c.overall.change.score).toBe(c.overall.now.score - c.overall.then.score);
    expect(CompareOutput.parse(asWire(c))).toBeTruthy();
  });

  it('lists exactly the changed activities, with their answers then and now and the ideal', () => {
    const [q1, q2, q3] = [ACTIVITIES[0]!, ACTIVITIES[20]!, ACTIVITIES[40]!];
    const far = (q: ActivityQuestion): PractisedKey =>
      q.activity.ideal === 'A' || q.activity.ideal === 'B' ? 'D' : 'A';
    // Then: q1 not done yet, q2 far from its ideal, q3 at its ideal; now: all at their ideal but q3 stopped.
    let then = withAnswer(PERFECT, q1, 'E');
    then = withAnswer(then, q2, far(q2));
    const now = withAnswer(PERFECT, q3, 'E');
    const c = compareAssessments(side(then), side(now), 'ro');
    expect(c.movedActivities.map((m) => [m.questionId, m.kind, m.direction])).toEqual([
      [q1.id, 'started', 'toward'],
      [q2.id, 'changed', 'toward'],
      [q3.id, 'stopped', 'away'],
    ]);
    expect(c.moved).toEqual({ toward: 2, away: 1, neither: 0 });
    const started = c.movedActivities[0]!;
    expect(started).toMatchObject({
      stepId: STEPS[0]!.key,
      stepOrder: 1,
      activity: q1.text.ro,
      from: {
        key: 'E',
        optionId: `${q1.id}-e`,
        machineShare: null,
        humanPercent: null,
        text: 'Nu facem încă asta',
      },
      to: { key: q1.activity.ideal, optionId: `${q1.id}-${q1.activity.ideal.toLowerCase()}` },
      ideal: { key: q1.activity.ideal },
    });
    const changed = c.movedActivities[1]!;
    expect(changed.from.machineShare! + changed.from.humanPercent!).toBe(100);
    expect(changed.from.key).toBe(far(q2));
    // The steps count their own moves, and the other steps did not move.
    const byStep = new Map(c.steps.map((s) => [s.stepId, s]));
    for (const m of c.movedActivities) expect(byStep.get(m.stepId)!.moved[m.direction]).toBeGreaterThan(0);
    const touched = new Set(c.movedActivities.map((m) => m.stepId));
    for (const s of c.steps.filter((x) => !touched.has(x.stepId))) {
      expect(s.change).toEqual({ score: 0, yourHumanPercent: 0, coverage: 0, practisedCount: 0 });
      expect(s.moved).toEqual({ toward: 0, away: 0, neither: 0 });
    }
    expect(c.steps[0]!.stepName).toBe(STEPS[0]!.name.ro);
  });

  it('ignores changed context answers: they are not activities', () => {
    const context = STEPS[0]!.questions.find((q) => q.kind === 'context')!;
    const other = context.options.find((o) => !PERFECT.some((a) => a.selectedOptionIds.includes(o.id)))!;
    const now = PERFECT.map((a) =>
      a.questionId === context.id ? { ...a, selectedOptionIds: [other.id], additionalInputs: {} } : a,
    );
    const c = compareAssessments(side(PERFECT), side(now), 'en');
    expect(c.movedActivities).toEqual([]);
    expect(c.overall.change.score).toBe(0);
  });

  it('a step newly scored has no score change, but its scores then and now say so', () => {
    const step = STEPS[1]!;
    // Then: four practised, the rest not yet (insufficient); now: every activity at its ideal.
    const then = PERFECT.map((a) => {
      const i = step.activities.findIndex((q) => q.id === a.questionId);
      return i >= 4 ? unscoredAnswer(step.activities[i]!) : a;
    });
    const c = compareAssessments(side(then), side(PERFECT), 'en');
    const s = c.steps[1]!;
    expect(s.then).toMatchObject({ score: null, insufficient: true, practisedCount: 4 });
    expect(s.now).toMatchObject({ score: 100, insufficient: false });
    expect(s.change.score).toBeNull();
    expect(stepsMovedMost(c.steps)[0]!.stepId).toBe(step.key);
    expect(c.overall.change.categoryCount).toBe(1);
  });

  it('across bank versions compares only the shared activities and says what was left out', () => {
    const [q1, q2] = [STEPS[0]!.activities[0]!, STEPS[0]!.activities[1]!];
    const step3 = STEPS[2]!;
    const step3Ids = new Set(step3.activities.map((q) => q.id));
    // Then (version 2): q1 unanswered, q2 with an option the bank no longer has, step 3's activities
    // unanswered, and two answers to retired questions.
    const then = [
      ...PERFECT.filter((a) => a.questionId !== q1.id && !step3Ids.has(a.questionId)).map((a) =>
        a.questionId === q2.id ? { ...a, selectedOptionIds: ['gone-option'] } : a,
      ),
      { questionId: RETIRED_QUESTION_IDS[0]!, selectedOptionIds: ['x'], additionalInputs: {} },
      { questionId: RETIRED_QUESTION_IDS[1]!, selectedOptionIds: ['y'], additionalInputs: {} },
    ];
    const c = compareAssessments(side(then, 2), side(PERFECT, V), 'en');
    expect(c).toMatchObject({ sameBankVersion: false, wholeBank: false });
    expect(c.leftOut.retiredAnswerCount).toBe(2);
    expect(c.leftOut.steps).toEqual([step3.key]);
    expect(c.leftOut.questions.map((q) => q.questionId)).toEqual([
      q1.id,
      q2.id,
      ...step3.activities.map((q) => q.id),
    ]);
    expect(c.leftOut.questions[0]).toEqual({
      questionId: q1.id,
      stepId: STEPS[0]!.key,
      activity: q1.text.en,
    });
    expect(c.steps.map((s) => s.stepId)).toEqual(STEPS.filter((s) => s !== step3).map((s) => s.key));
    // Step 1 is scored on its shared activities: all at their ideal on both sides.
    const first = c.steps[0]!;
    expect(first.then).toMatchObject({
      activityCount: STEPS[0]!.activities.length - 2,
      coverage: 1,
      score: 100,
    });
    expect(first.change).toEqual({ score: 0, yourHumanPercent: 0, coverage: 0, practisedCount: 0 });
    expect(c.movedActivities).toEqual([]);
    expect(c.overall).toMatchObject({ then: { score: 100 }, now: { score: 100 }, change: { score: 0 } });
    expect(CompareOutput.parse(asWire(c))).toBeTruthy();
  });

  it('on the same older version both sides are checked against the current bank too', () => {
    const c = compareAssessments(side(PERFECT, 2), side(PERFECT, 2), 'en');
    expect(c).toMatchObject({ sameBankVersion: true, wholeBank: false });
    expect(c.leftOut).toEqual({ questions: [], steps: [], retiredAnswerCount: 0 });
    expect(c.overall.then.score).toBe(100);
  });
});

describe('stepsMovedMost', () => {
  it('orders by the size of the move, unscored as 0, and leaves out steps that did not move', () => {
    const snap = (score: number | null) => ({ score });
    const steps = [
      { stepOrder: 1, then: snap(50), now: snap(55) },
      { stepOrder: 2, then: snap(60), now: snap(40) },
      { stepOrder: 3, then: snap(null), now: snap(30) },
      { stepOrder: 4, then: snap(70), now: snap(70) },
      { stepOrder: 5, then: snap(10), now: snap(15) },
    ];
    expect(stepsMovedMost(steps).map((s) => s.stepOrder)).toEqual([3, 2, 1]);
    expect(stepsMovedMost(steps, 10).map((s) => s.stepOrder)).toEqual([3, 2, 1, 5]);
  });
});

describe('taskStepKey', () => {
  const [viziune, claritate] = [STEPS[0]!, STEPS[1]!];
  it.each([
    [
      'a generated step task',
      { category: viziune.name.en, source: { kind: 'step' as const, id: claritate.key } },
      claritate.key,
    ],
    ['a category that is a step name (en)', { category: claritate.name.en, source: null }, claritate.key],
    ['a category that is a step name (ro)', { category: claritate.name.ro, source: null }, claritate.key],
    [
      'a strategy task',
      { category: 'Content', source: { kind: 'strategy' as const, id: 'content-gap' } },
      null,
    ],
    ['a task without category', { category: null, source: null }, null],
  ])('%s', (_name, task, key) => {
    expect(taskStepKey(task)).toBe(key);
  });
});

describe('properties over generated answer sets (real bank)', () => {
  const lettersArb = fc.array(fc.constantFrom(...LETTERS), {
    minLength: ACTIVITIES.length,
    maxLength: ACTIVITIES.length,
  });

  it('an assessment compared with itself: no change anywhere and no moved activity', () => {
    fc.assert(
      fc.property(lettersArb, (letters) => {
        const answers = answersWith(letters);
        const c = compareAssessments(side(answers), side(answers), 'en');
        expect(c.movedActivities).toEqual([]);
        expect(c.moved).toEqual({ toward: 0, away: 0, neither: 0 });
        expect(c.overall.change).toEqual({ score: 0, coverage: 0, practisedCount: 0, categoryCount: 0 });
        expect(c.overall.now).toEqual(c.overall.then);
        for (const s of c.steps) {
          expect(s.now).toEqual(s.then);
          expect(s.change.score).toBe(s.then.score === null ? null : 0);
          expect(s.change.yourHumanPercent).toBe(s.then.yourHumanPercent === null ? null : 0);
          expect(s.change.coverage).toBe(0);
          expect(s.change.practisedCount).toBe(0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('one answer moved toward its ideal: exactly that activity, "toward", and its step never falls', () => {
    fc.assert(
      fc.property(lettersArb, fc.nat(), fc.nat(), (letters, at, pick) => {
        const k = at % ACTIVITIES.length;
        const q = ACTIVITIES[k]!;
        const from = letters[k]!;
        const ideal = q.activity.ideal;
        const distance = (l: PractisedKey) => Math.abs(PRACTISED.indexOf(l) - PRACTISED.indexOf(ideal));
        const closer =
          from === 'E' ? PRACTISED : PRACTISED.filter((l) => distance(l) < distance(from as PractisedKey));
        fc.pre(closer.length > 0);
        const to = closer[pick % closer.length]!;
        const then = answersWith(letters);
        const now = withAnswer(then, q, to);
        const c = compareAssessments(side(then), side(now), 'en');
        expect(c.movedActivities).toHaveLength(1);
        expect(c.movedActivities[0]).toMatchObject({
          questionId: q.id,
          direction: 'toward',
          kind: from === 'E' ? 'started' : 'changed',
          from: { key: from },
          to: { key: to },
        });
        for (const s of c.steps) {
          if (s.stepId === c.movedActivities[0]!.stepId) {
            expect(s.now.score ?? 0).toBeGreaterThanOrEqual(s.then.score ?? 0);
            if (s.change.score !== null) expect(s.change.score).toBeGreaterThanOrEqual(0);
            expect(s.moved).toEqual({ toward: 1, away: 0, neither: 0 });
          } else {
            expect(s.now).toEqual(s.then);
          }
        }
        expect(c.overall.change.score).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
