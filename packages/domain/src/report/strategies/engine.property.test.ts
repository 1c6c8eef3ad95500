/**
 * Property: over random answer sets built from the real bank (any option, any valid or garbled
 * input, any question skipped), the strategy engine never returns NaN or an unfilled text, and its
 * counts and ordering hold (domain-design.md §4).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTIONS, STEPS } from '../../bank/index.js';
import type { OptionDef, QuestionDef } from '../../bank/types.js';
import { scoreOverall } from '../../scoring/overall.js';
import { answerWith, type GeneratedAnswer } from '../../testing/answers.js';
import { recommendStrategies } from './engine.js';
import type { StrategyRecommendations } from './types.js';

/** A value for an option's input: in range, at an edge, or garbled (a user-side slip). */
function inputValue(option: OptionDef): fc.Arbitrary<string> {
  const input = option.input!;
  if (input.type === 'text') return fc.constant('Other channel');
  const min = input.min ?? 0;
  const max = input.max ?? min + 1000;
  const inRange =
    input.type === 'decimal'
      ? fc.integer({ min: min * 10, max: max * 10 }).map((n) => (n / 10).toString())
      : fc.integer({ min, max }).map(String);
  return fc.oneof(
    { weight: 8, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(String(min), String(max), '0', '1,5') },
    { weight: 1, arbitrary: fc.constantFrom('', 'n/a', '  ') },
  );
}

/** A valid selection of `question` with random inputs, built on the bank's answer helper. */
function answerTo(question: QuestionDef): fc.Arbitrary<GeneratedAnswer> {
  const exclusive = question.options.filter((o) => o.exclusive);
  const others = question.options.filter((o) => !o.exclusive);
  const selection: fc.Arbitrary<OptionDef[]> =
    question.type === 'single_choice'
      ? fc.constantFrom(...question.options).map((o) => [o])
      : fc.oneof(
          ...exclusive.map((o) => fc.constant<OptionDef[]>([o])),
          fc.subarray(others, { minLength: 1 }),
        );
  return selection.chain((options) => {
    const withInput = options.filter((o) => o.input);
    return fc.tuple(...withInput.map(inputValue)).map((values) => {
      const base = answerWith(question, options);
      const additionalInputs: Record<string, string> = {};
      withInput.forEach((o, i) => (additionalInputs[o.id] = values[i]!));
      return { ...base, additionalInputs };
    });
  });
}

/** Answers to a random subset of the bank. */
const answerSets = fc
  .tuple(...QUESTIONS.map((q) => fc.option(answerTo(q), { freq: 3 })))
  .map((answers) => answers.filter((a): a is GeneratedAnswer => a !== null));

/** Every number and string anywhere in `value`, with its path. */
function leaves(value: unknown, path = '$'): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  }
  return [[path, value]];
}

function checkInvariants(out: StrategyRecommendations): void {
  for (const [path, leaf] of leaves(out)) {
    if (typeof leaf === 'number') expect(Number.isFinite(leaf), path).toBe(true);
    if (typeof leaf === 'string') {
      expect(leaf.trim(), path).not.toBe('');
      expect(leaf, path).not.toMatch(/NaN|undefined|Infinity|\{\w+\}/);
    }
  }
  const flags = out.strategies.map((s) => s.triggered);
  expect(flags, 'triggered first').toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  expect(out.triggeredCount).toBe(flags.filter(Boolean).length);
  for (const s of out.strategies) {
    const d = s.details;
    expect(d.triggeredCount).toBe(d.problems.length);
    expect(s.triggered).toBe(d.triggeredCount >= d.requiredCount);
    expect(s.tactics.length).toBeGreaterThanOrEqual(3);
    if (Array.isArray(d.gaps)) expect(d.gaps.length, `${s.id} gaps`).toBeGreaterThan(0);
    if (d.channels) expect(d.channels.length, `${s.id} channels`).toBeGreaterThan(0);
    if (d.current) {
      const sum = d.current.paid + d.current.earned + d.current.shared + d.current.owned;
      expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.2); // four shares rounded to 0.1
    }
    if (d.totalGap !== undefined) expect(d.totalGap).toBeGreaterThanOrEqual(0);
  }
}

describe('strategy engine over random answers from the real bank', () => {
  it('never returns NaN, unfilled texts or inconsistent counts, in either language', () => {
    fc.assert(
      fc.property(answerSets, (answers) => {
        const overall = scoreOverall(STEPS, answers);
        for (const locale of ['en', 'ro'] as const) {
          checkInvariants(recommendStrategies(answers, overall.overallScore, overall.band, locale));
        }
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});
