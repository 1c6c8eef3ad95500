/** Size class, budget multiplier, focus and priority order (domain-design.md §4, spec §2, §9). */
import { describe, expect, it } from 'vitest';
import { BANDS } from '../../scoring/constants.js';
import { BAND_RECOMMENDATIONS } from '../feedback/bands.js';
import {
  budgetMultiplierOf,
  engineContext,
  focusOf,
  localizeContext,
  NO_SCORE_FOCUS,
  priorityOrderOf,
  sizeClassOf,
} from './context.js';
import { STRATEGY_CATEGORIES } from './types.js';

describe('sizeClassOf', () => {
  it.each([
    [1, 'micro'],
    [9, 'micro'],
    [10, 'small'],
    [49, 'small'],
    [50, 'medium'],
    [249, 'medium'],
    [250, 'large'],
    [100000, 'large'],
  ] as const)('%i employees → %s', (employees, size) => {
    expect(sizeClassOf(employees)).toBe(size);
  });

  it('is unknown when skipped or not a positive number', () => {
    expect(sizeClassOf(undefined)).toBeNull();
    expect(sizeClassOf(0)).toBeNull();
    expect(sizeClassOf(Number.NaN)).toBeNull();
  });
});

describe('budgetMultiplierOf', () => {
  it('follows the size class edges: 9 → 0.5, 10 → 1, 49 → 1, 50 → 2, 249 → 2, 250 → 4', () => {
    expect([9, 10, 49, 50, 249, 250].map((n) => budgetMultiplierOf(sizeClassOf(n)))).toEqual([
      0.5, 1, 1, 2, 2, 4,
    ]);
  });

  it('is 1 when the size is unknown (treated as small)', () => {
    expect(budgetMultiplierOf(null)).toBe(1);
  });
});

describe('priority order and focus', () => {
  it('orders all five categories once for every band and for "nothing scored"', () => {
    for (const band of [...BANDS, null]) {
      expect([...priorityOrderOf(band)].sort()).toEqual([...STRATEGY_CATEGORIES].sort());
    }
  });

  it('starts with foundations when urgent or early stage, with growth when pioneer', () => {
    expect(priorityOrderOf('urgent')[0]).toBe('foundations');
    expect(priorityOrderOf('early_stage')[0]).toBe('foundations');
    expect(priorityOrderOf('pioneer')[0]).toBe('growth');
    expect(priorityOrderOf(null)).toEqual(priorityOrderOf('urgent'));
  });

  it("takes the band's own focus, so the overview and the strategy context agree", () => {
    for (const band of BANDS) expect(focusOf(band)).toBe(BAND_RECOMMENDATIONS[band].focus);
    expect(focusOf(null)).toBe(NO_SCORE_FOCUS);
  });
});

describe('engineContext and localizeContext', () => {
  it('reads the size, uses small tables when unknown, and never carries a NaN score', () => {
    const known = engineContext({ 'company.size': '50-249' }, 67, 'average');
    expect(known).toMatchObject({ size: 'medium', tableSize: 'medium', budgetMultiplier: 2, haiScore: 67 });
    const unknown = engineContext({}, Number.NaN, null);
    expect(unknown).toMatchObject({ size: null, tableSize: 'small', budgetMultiplier: 1, haiScore: 0 });
  });

  it('localizes the context card; an unknown size is null, not a label', () => {
    const ctx = engineContext({ 'company.size': '1-9' }, 44, 'urgent');
    expect(localizeContext(ctx, 'en')).toEqual({
      companySize: 'Micro (under 10 employees)',
      haiScore: 44,
      focus: BAND_RECOMMENDATIONS.urgent.focus.en,
      budgetMultiplier: 0.5,
      priorityOrder: [
        'Data and measurement foundations',
        'AI governance and human oversight',
        'Team skills and ways of working',
        'Automation and efficiency',
        'Growth: channels, funnel and content',
      ],
      // The roadmap's budget note comes from buildReport, which builds the roadmap.
      budgetNote: null,
    });
    const ro = localizeContext(engineContext({}, 80, 'advanced'), 'ro');
    expect(ro.companySize).toBeNull();
    expect(ro.priorityOrder[0]).toBe('Automatizare și eficiență');
  });
});
