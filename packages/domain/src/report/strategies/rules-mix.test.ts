/**
 * Worked examples of the PESO and content rules (domain-design.md §4). Expected numbers are
 * computed by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { ContextValues, ReportAnswer } from '../answers.js';
import { answerFacts } from './conditions.js';
import { engineContext } from './context.js';
import type { RuleInput } from './rule.js';
import { contentGaps, contentRule, contentVolumes, normalisePeso, pesoGaps, pesoRule } from './rules-mix.js';

function input(values: ContextValues, answers: readonly ReportAnswer[] = []): RuleInput {
  return { values, facts: answerFacts(answers), ctx: engineContext(values, 70, 'average') };
}

describe('normalisePeso', () => {
  it('normalises 30/10/20/20 (sum 80) to 37.5/12.5/25/25', () => {
    // 30/80 = 37.5 %, 10/80 = 12.5 %, 20/80 = 25 %
    expect(
      normalisePeso({ 'peso.paid': 30, 'peso.earned': 10, 'peso.shared': 20, 'peso.owned': 20 }),
    ).toEqual({ paid: 37.5, earned: 12.5, shared: 25, owned: 25 });
  });

  it('counts a media type left out as 0 once another was given: 60 + 40 → 60/0/0/40', () => {
    expect(normalisePeso({ 'peso.paid': 60, 'peso.owned': 40 })).toEqual({
      paid: 60,
      earned: 0,
      shared: 0,
      owned: 40,
    });
  });

  it('rounds to one decimal: 1/1/1 of 3 → 33.3 each', () => {
    expect(normalisePeso({ 'peso.paid': 1, 'peso.earned': 1, 'peso.shared': 1 })).toEqual({
      paid: 33.3,
      earned: 33.3,
      shared: 33.3,
      owned: 0,
    });
  });

  it('is unknown when nothing was given or everything is 0 (never NaN)', () => {
    expect(normalisePeso({})).toBeNull();
    expect(normalisePeso({ 'peso.paid': 0, 'peso.owned': 0 })).toBeNull();
  });
});

describe('pesoGaps and pesoRule', () => {
  // Small company ideal: paid 25, earned 15, shared 25, owned 35.
  const values: ContextValues = {
    'company.employees': 20,
    'peso.paid': 30,
    'peso.earned': 10,
    'peso.shared': 20,
    'peso.owned': 20,
  };

  it('computes gap = ideal − current per channel', () => {
    // paid 25 − 37.5 = −12.5; earned 15 − 12.5 = 2.5; shared 25 − 25 = 0; owned 35 − 25 = 10
    expect(pesoGaps({ paid: 37.5, earned: 12.5, shared: 25, owned: 25 }, 'small')).toEqual([
      { channelKey: 'paid', gap: -12.5, current: 37.5, ideal: 25 },
      { channelKey: 'earned', gap: 2.5, current: 12.5, ideal: 15 },
      { channelKey: 'shared', gap: 0, current: 25, ideal: 25 },
      { channelKey: 'owned', gap: 10, current: 25, ideal: 35 },
    ]);
  });

  it('names each channel at least 10 points off as a problem: paid (−12.5) and owned (+10)', () => {
    const out = pesoRule(input(values));
    expect(out.requiredCount).toBe(1);
    expect(out.problems.map((p) => p.en)).toEqual([
      'Paid media: 37.5% of your mix against an ideal 25% for your size, 12.5 points too much',
      'Owned media: 25% of your mix against an ideal 35% for your size, 10 points too little',
    ]);
    expect(out.problems[0]!.ro).toBe(
      'Media plătită: 37,5 % din mixul vostru, față de idealul de 25 % pentru mărimea voastră, cu 12,5 puncte prea mult',
    );
    expect(out.note).toBeUndefined();
    expect(out.data).toMatchObject({
      kind: 'peso',
      current: { paid: 37.5, earned: 12.5, shared: 25, owned: 25 },
    });
  });

  it('finds no problem when every channel is within 10 points: 20/15/30/35 for a small company', () => {
    // gaps: 5, 0, −5, 0
    const out = pesoRule(
      input({
        'company.employees': 20,
        'peso.paid': 20,
        'peso.earned': 15,
        'peso.shared': 30,
        'peso.owned': 35,
      }),
    );
    expect(out.problems).toEqual([]);
  });

  it('uses the small-company ideal and says so when the size is unknown', () => {
    const { 'company.employees': _skipped, ...noSize } = values;
    const out = pesoRule(input(noSize));
    expect(out.problems).toHaveLength(2);
    expect(out.note?.en).toContain('small company');
  });

  it('is not triggered and carries no data when the split is unknown', () => {
    const out = pesoRule(input({ 'company.employees': 20 }));
    expect(out.problems).toEqual([]);
    expect(out.data).toBeUndefined();
    expect(out.note?.en).toContain('did not give your PESO split');
  });
});

describe('content', () => {
  it('computes gaps = ideal − current and totalGap from the shortfalls only', () => {
    // small ideal 12/5/3/4; current 20/2/3/0 → gaps −8/3/0/4; totalGap 3 + 4 = 7 (the −8 does not offset)
    expect(contentGaps({ tofu: 20, mofu: 2, bofu: 3, retention: 0 }, 'small')).toEqual({
      gaps: { tofu: -8, mofu: 3, bofu: 0, retention: 4 },
      totalGap: 7,
    });
  });

  it('names stages short by at least a quarter of the ideal', () => {
    // medium ideal 20/8/5/6; current 16/6/1/6 → shortfalls 4 (20 %), 2 (25 %), 4 (80 %), 0
    // → MOFU (2 ≥ 0.25 × 8 = 2) and BOFU are problems, TOFU (4 < 5) is not
    const out = contentRule(
      input({
        'company.employees': 100,
        'content.tofu': 16,
        'content.mofu': 6,
        'content.bofu': 1,
        'content.retention': 6,
      }),
    );
    expect(out.problems.map((p) => p.en)).toEqual([
      'MOFU (consideration): 6 pieces a month against 8 for your size',
      'BOFU (decision): 1 piece a month against 5 for your size',
    ]);
    expect(out.data).toEqual({
      kind: 'content',
      gaps: { tofu: 4, mofu: 2, bofu: 4, retention: 0 },
      totalGap: 10,
    });
  });

  it('reads "We don\'t publish regularly" as no content at all: the whole ideal is the gap', () => {
    const answers = [{ questionId: 'amplificare-01', selectedOptionIds: ['amplificare-01-e'] }];
    expect(contentVolumes({}, answerFacts(answers))).toEqual({ tofu: 0, mofu: 0, bofu: 0, retention: 0 });
    // micro ideal 8/3/2/2 → totalGap 15, all four stages are problems
    const out = contentRule(input({ 'company.employees': 5 }, answers));
    expect(out.problems).toHaveLength(4);
    expect(out.data).toMatchObject({ totalGap: 15 });
  });

  it('counts a stage left out as 0 once another was given', () => {
    expect(contentVolumes({ 'content.tofu': 10 }, answerFacts([]))).toEqual({
      tofu: 10,
      mofu: 0,
      bofu: 0,
      retention: 0,
    });
  });

  it('is not triggered and carries no data when the question was not answered', () => {
    const out = contentRule(input({}));
    expect(out).toEqual({
      problems: [],
      requiredCount: 1,
      note: expect.objectContaining({ en: expect.any(String) }),
    });
  });
});
