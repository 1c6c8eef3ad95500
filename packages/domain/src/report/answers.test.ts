/**
 * Worked examples for what the report reads from answers (domain-design.md §4–§5): context
 * inputs, the answers that pulled a step away from its target, missing practices.
 */
import { describe, expect, it } from 'vitest';
import type { QuestionDef, StepDef } from '../bank/types.js';
import { contextValues, missingPractices, pullingAnswers } from './answers.js';

function split(id: string, weights: [number, number, number, number]): QuestionDef {
  return {
    id,
    kind: 'split',
    type: 'single_choice',
    text: { en: `Q ${id}`, ro: `Î ${id}` },
    options: [...weights, null].map((aiPercent, i) => ({
      id: `${id}-${'abcde'[i]}`,
      key: 'ABCDE'[i] as 'A',
      text: { en: `${id} option ${'ABCDE'[i]}`, ro: `${id} opțiunea ${'ABCDE'[i]}` },
      aiPercent,
    })),
  };
}

const context: QuestionDef = {
  id: 'viziune-01',
  kind: 'context',
  type: 'multiple_choice',
  text: { en: 'Size and funnel', ro: 'Mărime și funnel' },
  options: [
    {
      id: 'c-a',
      key: 'A',
      text: { en: 'Employees', ro: 'Angajați' },
      aiPercent: null,
      input: { type: 'integer', min: 1, max: 100000, contextKey: 'company.employees' },
    },
    {
      id: 'c-b',
      key: 'B',
      text: { en: 'Visitor → lead', ro: 'Vizitator → lead' },
      aiPercent: null,
      input: { type: 'decimal', min: 0, max: 100, contextKey: 'funnel.visitorToLead' },
    },
    { id: 'c-c', key: 'C', text: { en: 'Rather not say', ro: 'Prefer să nu spun' }, aiPercent: null },
  ],
};

const multi: QuestionDef = {
  id: 'viziune-09',
  kind: 'multi',
  type: 'multiple_choice',
  text: { en: 'Which?', ro: 'Care?' },
  options: [
    { id: 'm-a', key: 'A', text: { en: 'AI a', ro: 'AI a' }, aiPercent: 40 },
    {
      id: 'm-b',
      key: 'B',
      text: { en: 'None of these yet', ro: 'Niciuna' },
      aiPercent: null,
      exclusive: true,
    },
  ],
};

// Target 90 % human (10 % AI). Weights A..D: 0 / 20 / 50 / 80.
const questions = ['viziune-02', 'viziune-03', 'viziune-04', 'viziune-05'].map((id) =>
  split(id, [0, 20, 50, 80]),
);
const step: StepDef = {
  key: 'VIZIUNE',
  globalOrder: 1,
  targetHumanPercent: 90,
  name: { en: 'Vision', ro: 'Viziune' },
  description: { en: '', ro: '' },
  questions: [context, ...questions, multi],
};
const ans = (questionId: string, ...ids: string[]) => ({ questionId, selectedOptionIds: ids });

describe('contextValues', () => {
  it('reads integer and decimal inputs by context key and leaves skipped ones out', () => {
    const values = contextValues(
      [{ ...ans('viziune-01', 'c-a', 'c-b'), additionalInputs: { 'c-a': '42', 'c-b': '1.5' } }],
      [step],
    );
    expect(values).toEqual({ 'company.employees': 42, 'funnel.visitorToLead': 1.5 });
    expect(contextValues([ans('viziune-01', 'c-c')], [step])).toEqual({});
    expect(
      contextValues([{ ...ans('viziune-01', 'c-a'), additionalInputs: { 'c-a': 'n/a' } }], [step]),
    ).toEqual({});
  });
});

describe('pullingAnswers', () => {
  it('quotes the answers most on the side the step leans to, furthest first', () => {
    // Human shares: 02 → 20 (D, gap −70), 03 → 50 (C, gap −40), 04 → 80 (B, gap −10),
    // 05 → 100 (A, gap +10). Mean gap −27.5: the step leans to AI, so 02, 03, 04 pulled it; 05 did not.
    const quoted = pullingAnswers(step, [
      ans('viziune-02', 'viziune-02-d'),
      ans('viziune-03', 'viziune-03-c'),
      ans('viziune-04', 'viziune-04-b'),
      ans('viziune-05', 'viziune-05-a'),
    ]);
    expect(quoted.map((q) => [q.questionId, q.humanGap])).toEqual([
      ['viziune-02', -70],
      ['viziune-03', -40],
      ['viziune-04', -10],
    ]);
    expect(quoted[0]!.options).toEqual([
      { key: 'D', text: { en: 'viziune-02 option D', ro: 'viziune-02 opțiunea D' } },
    ]);
    expect(
      pullingAnswers(step, [ans('viziune-02', 'viziune-02-d'), ans('viziune-03', 'viziune-03-c')], 1),
    ).toHaveLength(1);
  });

  it('quotes nothing for a step without scored answers or exactly on target', () => {
    expect(pullingAnswers(step, [ans('viziune-02', 'viziune-02-e')])).toEqual([]);
    // 0 % AI and 20 % AI: human 100 and 80, mean 90 = target.
    expect(
      pullingAnswers(step, [ans('viziune-02', 'viziune-02-a'), ans('viziune-03', 'viziune-03-b')]),
    ).toEqual([]);
  });
});

describe('missingPractices', () => {
  it('lists split questions answered E and multi-select questions answered "None of these yet"', () => {
    const missing = missingPractices(step, [
      ans('viziune-01', 'c-c'),
      ans('viziune-02', 'viziune-02-e'),
      ans('viziune-03', 'viziune-03-a'),
      ans('viziune-09', 'm-b'),
    ]);
    expect(missing.map((m) => [m.questionId, m.answer.en])).toEqual([
      ['viziune-02', 'viziune-02 option E'],
      ['viziune-09', 'None of these yet'],
    ]);
  });
});
