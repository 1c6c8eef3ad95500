/**
 * The scoring constraints of domain-design.md §3, each a test over the real
 * question bank: every ideal scores at least 95; "not yet" everywhere except the five best-chosen
 * activities per step scores under 45; one letter throughout scores at most 60; uniformly random
 * A–D answers average at most 60 over 1,000 runs; and the score is monotone on the real bank.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICABILITY_FACTS } from '../bank/applicability.js';
import { STEPS, factQuestionId, getQuestion } from '../bank/index.js';
import { isApplicable, profileOfAnswers } from '../bank/profile.js';
import type { ActivityQuestion, OptionKey, PractisedKey } from '../bank/types.js';
import {
  answerKey,
  answersBy,
  bestChosenAnswers,
  contextAnswer,
  perfectAnswers,
  sameLetterAnswers,
  type GeneratedAnswer,
} from '../testing/answers.js';
import { scoreOverall } from './overall.js';
import { scoreStep } from './step.js';

const LETTERS: readonly PractisedKey[] = ['A', 'B', 'C', 'D'];

/** A deterministic pseudo-random generator (mulberry32), so the 1,000 runs are repeatable. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('scoring constraints on the real bank (domain-design.md §3)', () => {
  it('every activity at its ideal, full coverage → overall ≥ 95 (and every step on its target split)', () => {
    const r = scoreOverall(STEPS, perfectAnswers());
    expect(r.overallScore).toBeGreaterThanOrEqual(95);
    expect(r.categoryCount).toBe(12);
    for (const s of r.steps)
      expect(Math.abs(s.humanShare! - s.targetHumanPercent), s.stepKey).toBeLessThanOrEqual(2.5);
  });

  it('"not yet" on every activity except the 5 best-chosen per step → overall < 45', () => {
    const r = scoreOverall(
      STEPS,
      STEPS.flatMap((s) => bestChosenAnswers(s, 5)),
    );
    expect(r.overallScore).toBeLessThan(45);
  });

  it.each(LETTERS)('one letter %s throughout → overall ≤ 60', (letter) => {
    const r = scoreOverall(
      STEPS,
      STEPS.flatMap((s) => sameLetterAnswers(s, letter)),
    );
    expect(r.overallScore).toBeLessThanOrEqual(60);
  });

  it('uniformly random A–D answers → mean overall ≤ 60 over 1,000 runs', () => {
    const random = mulberry32(20261126);
    let sum = 0;
    for (let run = 0; run < 1000; run++) {
      const answers = STEPS.flatMap((s) => answersBy(s, () => LETTERS[Math.floor(random() * 4)]!));
      sum += scoreOverall(STEPS, answers).overallScore;
    }
    expect(sum / 1000).toBeLessThanOrEqual(60);
  });

  it('is monotone on the real bank: practising an activity, or moving an answer one step toward its ideal, never lowers its step', () => {
    const keyArb = fc.constantFrom<OptionKey>('A', 'B', 'C', 'D', 'E');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: STEPS.length - 1 }),
        fc.array(keyArb, { minLength: 15, maxLength: 15 }),
        fc.nat(),
        fc.constantFrom(...LETTERS),
        (s, keys, at, practised) => {
          const step = STEPS[s]!;
          const before = answersBy(step, (_ideal, i) => keys[i]!);
          const base = scoreStep(step, before).score ?? 0;
          const i = at % step.activities.length;
          const current = keys[i]!;
          const ideal = step.activities[i]!.activity.ideal;
          let next: OptionKey;
          if (current === 'E') next = practised;
          else if (current === ideal) return;
          else {
            const from = LETTERS.indexOf(current as PractisedKey);
            next = LETTERS[from + Math.sign(LETTERS.indexOf(ideal) - from)]!;
          }
          const after = answersBy(step, (_ideal, j) => (j === i ? next : keys[j]!));
          expect(scoreStep(step, after).score ?? 0).toBeGreaterThanOrEqual(base - 1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/**
 * The same constraints for every company profile the context answers can give (domain-design.md
 * §9): what does not apply is neither asked nor counted, so a micro consumer business is scored on
 * its own activities — and leaving activities out through the context answers never pays.
 */
describe('scoring constraints over generated company profiles (domain-design.md §9)', () => {
  /** A profile as the answers to the applicability facts' questions (a band, or "we don't know"). */
  const profileAnswers: fc.Arbitrary<GeneratedAnswer[]> = fc.tuple(
    ...APPLICABILITY_FACTS.map((fact) => {
      const q = getQuestion(factQuestionId(fact))!;
      return fc.constantFrom(...q.options.map((o) => o.value ?? null)).map((v) => contextAnswer(q, v));
    }),
  );

  /** The activity answers `choose` gives, then the profile's context answers (which win). */
  function withProfile(
    profile: readonly GeneratedAnswer[],
    choose: (q: ActivityQuestion, i: number, applicable: boolean) => OptionKey,
  ): GeneratedAnswer[] {
    const p = profileOfAnswers(profile);
    const activities = STEPS.flatMap((s) => {
      const applicable = s.activities.filter((q) => isApplicable(q, p));
      return s.activities.map((q) => answerKey(q, choose(q, applicable.indexOf(q), isApplicable(q, p))));
    });
    return [...activities, ...profile];
  }

  it('every applicable activity at its ideal → overall ≥ 95, every step within 5 points of its target', () => {
    fc.assert(
      fc.property(profileAnswers, (profile) => {
        const r = scoreOverall(
          STEPS,
          withProfile(profile, (q) => q.activity.ideal),
        );
        expect(r.overallScore).toBeGreaterThanOrEqual(95);
        for (const s of r.steps) {
          expect(s.activityCount, s.stepKey).toBeGreaterThanOrEqual(8);
          expect(Math.abs(s.humanShare! - s.targetHumanPercent), s.stepKey).toBeLessThanOrEqual(5);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('"not yet" on every applicable activity but the 5 best-chosen per step → overall < 45, whatever the profile', () => {
    fc.assert(
      fc.property(profileAnswers, (profile) => {
        const answers = withProfile(profile, (q, i) => (i >= 0 && i < 5 ? q.activity.ideal : 'E'));
        expect(scoreOverall(STEPS, answers).overallScore).toBeLessThan(45);
      }),
      { numRuns: 300 },
    );
  });

  it('an answer to an activity that does not apply changes nothing', () => {
    fc.assert(
      fc.property(profileAnswers, fc.constantFrom<OptionKey>('A', 'B', 'C', 'D', 'E'), (profile, other) => {
        const ideal = scoreOverall(
          STEPS,
          withProfile(profile, (q) => q.activity.ideal),
        );
        const changed = scoreOverall(
          STEPS,
          withProfile(profile, (q, _i, applicable) => (applicable ? q.activity.ideal : other)),
        );
        expect(changed.overallScore).toBe(ideal.overallScore);
        expect(changed.steps.map((s) => s.coverage)).toEqual(ideal.steps.map((s) => s.coverage));
      }),
      { numRuns: 200 },
    );
  });

  it('uniformly random A–D answers → mean overall ≤ 60 over 1,000 generated profiles', () => {
    const random = mulberry32(20261128);
    const samples = fc.sample(profileAnswers, { numRuns: 1000, seed: 20261128 });
    let sum = 0;
    for (const profile of samples)
      sum += scoreOverall(
        STEPS,
        withProfile(profile, () => LETTERS[Math.floor(random() * 4)]!),
      ).overallScore;
    expect(sum / samples.length).toBeLessThanOrEqual(60);
  });

  it.each(LETTERS)('one letter %s throughout → overall ≤ 60 for every generated profile', (letter) => {
    fc.assert(
      fc.property(profileAnswers, (profile) => {
        expect(
          scoreOverall(
            STEPS,
            withProfile(profile, () => letter),
          ).overallScore,
        ).toBeLessThanOrEqual(60);
      }),
      { numRuns: 100 },
    );
  });

  it('is monotone within a profile: practising an applicable activity, or moving it one step toward its ideal, never lowers its step', () => {
    const keyArb = fc.constantFrom<OptionKey>('A', 'B', 'C', 'D', 'E');
    fc.assert(
      fc.property(
        profileAnswers,
        fc.integer({ min: 0, max: STEPS.length - 1 }),
        fc.array(keyArb, { minLength: 15, maxLength: 15 }),
        fc.nat(),
        fc.constantFrom(...LETTERS),
        (profile, s, keys, at, practised) => {
          const step = STEPS[s]!;
          const p = profileOfAnswers(profile);
          const applicable = step.activities.filter((q) => isApplicable(q, p));
          const target = applicable[at % applicable.length]!;
          const keyOf = (q: ActivityQuestion) => keys[step.activities.indexOf(q)]!;
          const before = [...answersBy(step, (_ideal, j) => keys[j]!), ...profile];
          const base = scoreStep(step, before).score ?? 0;
          const current = keyOf(target);
          const ideal = target.activity.ideal;
          let next: OptionKey;
          if (current === 'E') next = practised;
          else if (current === ideal) return;
          else {
            const from = LETTERS.indexOf(current as PractisedKey);
            next = LETTERS[from + Math.sign(LETTERS.indexOf(ideal) - from)]!;
          }
          const after = [
            ...answersBy(step, (_ideal, j) => (step.activities[j] === target ? next : keys[j]!)),
            ...profile,
          ];
          expect(scoreStep(step, after).score ?? 0).toBeGreaterThanOrEqual(base - 1e-9);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
