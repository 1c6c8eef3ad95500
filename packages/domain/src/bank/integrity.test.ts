/**
 * Content integrity of the question bank (domain-design.md §2). Runs per step so that
 * `vitest -t VIZIUNE` checks one step.
 */
import { describe, expect, it } from 'vitest';
import { CONTEXT_KEYS, QUESTIONS, RETIRED_QUESTION_IDS, STEPS, STEP_KEYS, TOTAL_QUESTIONS } from './index.js';
import type { Localized, QuestionDef } from './types.js';
import { closestToTarget, perfectAnswers } from '../testing/answers.js';
import { scoreOverall } from '../scoring/overall.js';

const CEDILLA = /[şţŞŢ]/;
const RO_DIACRITICS = /[ăâîșțĂÂÎȘȚ]/;

function texts(q: QuestionDef): Localized[] {
  return [q.text, ...q.options.map((o) => o.text)];
}

describe('question bank', () => {
  it('has 12 steps in spec order with 180 questions numbered 1..180', () => {
    expect(STEPS.map((s) => s.key)).toEqual([...STEP_KEYS]);
    expect(STEPS.map((s) => s.globalOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(TOTAL_QUESTIONS).toBe(180);
    expect(QUESTIONS.map((q) => q.questionNumber)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
  });

  it('has unique question and option ids across the bank', () => {
    const qIds = QUESTIONS.map((q) => q.id);
    const oIds = QUESTIONS.flatMap((q) => q.options.map((o) => o.id));
    expect(new Set(qIds).size).toBe(qIds.length);
    expect(new Set(oIds).size).toBe(oIds.length);
  });

  it('feeds every strategy-engine context key exactly once, through a numeric input', () => {
    const keys = QUESTIONS.flatMap((q) =>
      q.options.flatMap((o) =>
        o.input && o.input.type !== 'text' && o.input.contextKey ? [o.input.contextKey] : [],
      ),
    );
    expect([...keys].sort()).toEqual([...CONTEXT_KEYS].sort());
  });

  it('has no duplicated question text in either language', () => {
    for (const lang of ['en', 'ro'] as const) {
      const all = QUESTIONS.map((q) => q.text[lang].trim().toLowerCase());
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('takes conversion and retention rates with one decimal (rule 7)', () => {
    const rates = QUESTIONS.flatMap((q) =>
      q.options.filter(
        (o) => o.input && o.input.type !== 'text' && o.input.contextKey?.startsWith('funnel.'),
      ),
    );
    expect(rates).toHaveLength(4);
    for (const o of rates) expect(o.input, o.id).toMatchObject({ type: 'decimal', min: 0, max: 100 });
  });

  it('reaches a perfect overall score of 100 with some answer set', () => {
    const answers = perfectAnswers(STEPS);
    expect(answers).toHaveLength(180);
    const result = scoreOverall(STEPS, answers);
    expect(result.overallScore).toBe(100);
    expect(result.categoryCount).toBe(12);
    expect(result.band).toBe('pioneer');
  });
});

describe.each(STEPS.map((s) => [s.key, s] as const))('step %s', (key, step) => {
  it('has bilingual name and description, Romanian with comma-below diacritics', () => {
    for (const t of [step.name, step.description]) {
      expect(t.en.trim()).not.toBe('');
      expect(t.ro.trim()).not.toBe('');
      expect(t.ro).not.toMatch(CEDILLA);
    }
    expect(step.description.ro).toMatch(RO_DIACRITICS);
  });

  it('has 15 questions with ids <key>-NN, option ids <question>-<letter>, no retired id', () => {
    expect(step.questions).toHaveLength(15);
    for (const q of step.questions) {
      expect(q.id).toMatch(new RegExp(`^${key.toLowerCase()}-\\d{2}$`));
      expect(RETIRED_QUESTION_IDS, q.id).not.toContain(q.id);
      for (const o of q.options) expect(o.id).toBe(`${q.id}-${o.key.toLowerCase()}`);
      expect(new Set(q.options.map((o) => o.key)).size).toBe(q.options.length);
    }
  });

  it('has every text in en and ro, non-empty, Romanian without cedillas, no HTML', () => {
    for (const q of step.questions) {
      for (const t of texts(q)) {
        expect(t.en.trim(), q.id).not.toBe('');
        expect(t.ro.trim(), q.id).not.toBe('');
        expect(t.ro, q.id).not.toMatch(CEDILLA);
        expect(`${t.en} ${t.ro}`, q.id).not.toMatch(/<[a-z/]/i);
      }
      expect(q.text.ro, q.id).not.toBe(q.text.en);
    }
    const roAll = step.questions.flatMap((q) => texts(q).map((t) => t.ro)).join(' ');
    expect(roAll).toMatch(/[șț]/);
  });

  it('has split questions with options A..E, weights 0..100 on A..D and a null E', () => {
    const splits = step.questions.filter((q) => q.kind === 'split');
    expect(splits.length).toBeGreaterThanOrEqual(11);
    for (const q of splits) {
      expect(q.type, q.id).toBe('single_choice');
      expect(
        q.options.map((o) => o.key),
        q.id,
      ).toEqual(['A', 'B', 'C', 'D', 'E']);
      const nulls = q.options.filter((o) => o.aiPercent === null);
      expect(
        nulls.map((o) => o.key),
        q.id,
      ).toEqual(['E']);
      for (const o of q.options.slice(0, 4)) {
        expect(Number.isInteger(o.aiPercent) && o.aiPercent! >= 0 && o.aiPercent! <= 100, o.id).toBe(true);
        expect(o.aiPercent! % 5, o.id).toBe(0);
        expect(o.input, o.id).toBeUndefined();
      }
    }
  });

  it('has well-formed multi-select and context questions', () => {
    for (const q of step.questions.filter((q) => q.kind !== 'split')) {
      if (q.kind === 'multi') expect(q.type, q.id).toBe('multiple_choice');
      if (q.kind === 'context')
        expect(
          q.options.every((o) => o.aiPercent === null),
          q.id,
        ).toBe(true);
      expect(q.options.filter((o) => o.exclusive).length, q.id).toBeLessThanOrEqual(1);
      for (const o of q.options) {
        if (o.exclusive) expect(o.aiPercent, o.id).toBeNull();
        if (o.input && o.input.type !== 'text' && o.input.min !== null && o.input.max !== null) {
          expect(o.input.min, o.id).toBeLessThan(o.input.max);
        }
        if (o.input) expect(o.aiPercent, o.id).toBeNull();
      }
    }
  });

  it('lets a company land exactly on the target human share', () => {
    const { humanShare } = closestToTarget(step);
    expect(humanShare).not.toBeNull();
    expect(Math.abs(humanShare! - step.targetHumanPercent)).toBeLessThanOrEqual(0.25);
  });
});
