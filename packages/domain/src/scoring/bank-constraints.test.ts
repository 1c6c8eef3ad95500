/**
 * The scoring constraints of domain-design.md §3 (issue 19 item 4), each a test over the real
 * question bank: every ideal scores at least 95; "not yet" everywhere except the five best-chosen
 * activities per step scores under 45; one letter throughout scores at most 60; uniformly random
 * A–D answers average at most 60 over 1,000 runs; and the score is monotone on the real bank.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import type { OptionKey, PractisedKey } from '../bank/types.js';
import { answersBy, bestChosenAnswers, perfectAnswers, sameLetterAnswers } from '../testing/answers.js';
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
