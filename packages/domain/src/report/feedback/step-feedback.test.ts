/**
 * Worked examples of the per-step feedback (product-spec §3 "Step feedback item", §4 "Step
 * feedback status"; domain-design.md §3 minimum evidence, §5): the status text, the activities
 * away from their ideal in the direction the step needs, and the activities not practised yet.
 */
import { describe, expect, it } from 'vitest';
import { STEPS, getStep } from '../../bank/index.js';
import type { OptionKey, StepDef } from '../../bank/types.js';
import { answerKey, answersBy, perfectAnswers, sameLetterAnswers } from '../../testing/answers.js';
import { DEFAULT_FEEDBACK, INSUFFICIENT_LEAD } from './common.js';
import { leadSentence, stepFeedback } from './step-feedback.js';
import { leverFor } from '../lever.js';

const decizie = getStep('DECIZIE')!;
const texts = decizie.feedback;

/** Answers `letters[i]` to activity i of `step`, the rest unanswered. */
function pick(step: StepDef, letters: string) {
  return [...letters].map((l, i) => answerKey(step.activities[i]!, l as OptionKey));
}

describe('stepFeedback on the DECIZIE step (target 75 % people)', () => {
  it('says a gap of a few points as one a few changes close', () => {
    // Two activities one step more human than their ideal, the rest at it: a gap of 6–15 points.
    const answers = answersBy(decizie, (ideal, i) => (i < 3 && ideal !== 'A' ? 'A' : ideal));
    const f = stepFeedback(decizie, answers, 'en');
    const gap = f.yourHumanPercent! - 75;
    expect(gap).toBeGreaterThan(5);
    expect(gap).toBeLessThanOrEqual(15);
    expect(f.feedbackText).toContain(
      `A gap of a few points (${gap} points), with too much left to people: it closes with a few targeted changes`,
    );
  });

  it('every ideal: on target, the onTarget text, no activity to move, nothing missing', () => {
    const f = stepFeedback(decizie, perfectAnswers([decizie]), 'en');
    expect(f).toMatchObject({
      stepKey: 'DECIZIE',
      stepName: 'Decision',
      stepOrder: 3,
      targetHumanPercent: 75,
      targetAiPercent: 25,
      status: 'on-target',
      feedbackText:
        leadSentence(texts.onTarget.en) +
        '<p>Within the 5-point tolerance (2 points away), and every activity you practise is at its ideal: keep how the work is divided.</p>',
      allAnswersAreOptionE: false,
      insufficient: false,
      offIdeal: [],
      notYet: [],
    });
    expect(f.score.score).toBe(100);
  });

  it('all A: too much human, the aboveTarget text, the activities to hand to machines with their towardMachine lever', () => {
    const f = stepFeedback(decizie, sameLetterAnswers(decizie, 'A'), 'en');
    expect(f.status).toBe('above-target');
    // 100 % human against 75 %: 25 points, "far" (over 15), on the human side.
    expect(f.feedbackText).toBe(
      leadSentence(texts.aboveTarget.en) +
        '<p>A large gap (25 points), with too much left to people: it will not close with one or two changes; start with the activities below, furthest from their ideal, and plan for the rest of the step.</p>',
    );
    expect(f.offIdeal.length).toBeGreaterThan(0);
    expect(f.offIdeal.length).toBeLessThanOrEqual(3);
    for (const a of f.offIdeal) {
      expect(a.direction).toBe('toward-machine');
      expect(a.answer).toBe('A');
      expect(a.lever).toBe(leverFor(a.question, a.answer, 'toward-machine')!.text);
    }
    // furthest first: a C ideal (two steps) before a B ideal (one step)
    const steps = f.offIdeal.map((a) => a.steps);
    expect(steps).toEqual([...steps].sort((x, y) => y - x));
  });

  it('all D: too much AI, the belowTarget text, only activities to move toward people', () => {
    const f = stepFeedback(decizie, sameLetterAnswers(decizie, 'D'), 'ro');
    expect(f.status).toBe('below-target');
    // 0 % human against 75 %: 75 points, far, on the machine side.
    expect(f.feedbackText).toBe(
      leadSentence(texts.belowTarget.ro) +
        '<p>O diferență mare (75 de puncte), cu prea mult lăsat pe seama AI-ului sau a automatizării: nu se închide cu una sau două schimbări; începeți cu activitățile de mai jos, cele mai departe de ideal, și planificați și restul pasului.</p>',
    );
    for (const a of f.offIdeal) {
      expect(a.direction).toBe('toward-human');
      expect(a.lever).toBe(leverFor(a.question, a.answer, 'toward-human')!.text);
    }
  });

  it('every activity E: the notImplemented text, no split, the heaviest activities to start', () => {
    const f = stepFeedback(decizie, sameLetterAnswers(decizie, 'E'), 'en');
    expect(f).toMatchObject({
      status: null,
      yourHumanPercent: null,
      allAnswersAreOptionE: true,
      offIdeal: [],
    });
    expect(f.feedbackText).toBe(texts.notImplemented.en);
    expect(f.notYet).toHaveLength(3);
    expect(f.notYet[0]!.question.activity.weight).toBe(3);
    for (const a of f.notYet) expect(a.lever).toBe(a.question.activity.levers.start);
  });

  it('fewer than 5 practised: the insufficient lead then notImplemented, no split', () => {
    const f = stepFeedback(decizie, pick(decizie, 'AABBEEEEEEEEE'), 'en');
    expect(f.insufficient).toBe(true);
    expect(f.status).toBeNull();
    expect(f.feedbackText).toBe(INSUFFICIENT_LEAD.en + texts.notImplemented.en);
  });

  it('unanswered: the default text, ignoring answers to other steps', () => {
    const f = stepFeedback(decizie, perfectAnswers([getStep('VIZIUNE')!]), 'en');
    expect(f.status).toBeNull();
    expect(f.feedbackText).toBe(DEFAULT_FEEDBACK.en);
  });

  it('on target with answers that cancel out still names the activities off their ideal, either way', () => {
    // Each activity one step off its ideal, alternating sides: the split stays near the target.
    const order = ['A', 'B', 'C', 'D'] as const;
    const answers = answersBy(decizie, (ideal, i) => {
      const at = order.indexOf(ideal);
      const up = i % 2 === 0 ? at + 1 : at - 1;
      return order[up < 0 ? at + 1 : up > 3 ? at - 1 : up]!;
    });
    const f = stepFeedback(decizie, answers, 'en');
    if (f.status === 'on-target') {
      expect(f.offIdeal.length).toBeGreaterThan(0);
      expect(new Set(f.offIdeal.map((a) => a.direction)).size).toBeGreaterThanOrEqual(1);
    }
    expect(f.score.alignment).toBe(50);
  });
});

describe('stepFeedback over every step', () => {
  it.each(STEPS.map((s) => [s.key, s] as const))(
    '%s: never quotes an activity at its ideal or points the way it already is',
    (_k, step) => {
      for (const letter of ['A', 'B', 'C', 'D'] as const) {
        const f = stepFeedback(step, sameLetterAnswers(step, letter), 'en');
        for (const a of f.offIdeal) {
          expect(a.answer).not.toBe(a.question.activity.ideal);
          expect(a.direction === 'toward-machine').toBe(a.answer < a.question.activity.ideal);
        }
      }
    },
  );
});
