/** The documented tables of the strategy engine are internally consistent (domain-design.md §4). */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue/index.js';
import {
  BUDGET_MULTIPLIER,
  CONTENT_IDEALS,
  FUNNEL_BENCHMARKS,
  FUNNEL_PRIORITY_SHORTFALL,
  IDEAL_PESO,
} from './tables.js';
import { CONTENT_STAGES, PESO_CHANNELS, SIZE_CLASSES, STRATEGY_IDS } from './types.js';
import { PESO_PRESETS } from './tables.js';

describe('ideal PESO mix', () => {
  it.each(SIZE_CLASSES)('%s sums to 100 % with every media type present', (size) => {
    const row = IDEAL_PESO[size];
    expect(PESO_CHANNELS.reduce((n, c) => n + row[c], 0)).toBe(100);
    for (const c of PESO_CHANNELS) expect(row[c]).toBeGreaterThan(0);
  });

  it('gives paid media a larger share as companies grow (the stated reasoning)', () => {
    const paid = SIZE_CLASSES.map((s) => IDEAL_PESO[s].paid);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    expect(paid[0]).toBeLessThan(paid[3]!);
  });
});

describe('PESO presets (the mix estimated from the leading media type)', () => {
  it('sum to 100 % and let the named type lead', () => {
    for (const [lead, mix] of Object.entries(PESO_PRESETS)) {
      expect(PESO_CHANNELS.reduce((n, c) => n + mix[c], 0)).toBe(100);
      if (lead !== 'even')
        for (const c of PESO_CHANNELS) if (c !== lead) expect(mix[lead as 'paid']).toBeGreaterThan(mix[c]);
    }
  });
});

describe('content ideals', () => {
  it('grow with the size class at every stage', () => {
    for (const stage of CONTENT_STAGES) {
      const row = SIZE_CLASSES.map((s) => CONTENT_IDEALS[s][stage]);
      for (let i = 1; i < row.length; i++) expect(row[i]).toBeGreaterThan(row[i - 1]!);
    }
  });
});

describe('funnel benchmarks', () => {
  it('are percentages strictly between 0 and 100, decimals allowed', () => {
    for (const v of Object.values(FUNNEL_BENCHMARKS)) {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(100);
    }
    expect(FUNNEL_BENCHMARKS.visitorToLead).toBe(2.5);
    expect(FUNNEL_PRIORITY_SHORTFALL.high).toBeGreaterThan(FUNNEL_PRIORITY_SHORTFALL.medium);
  });
});

describe('budgets', () => {
  it('has a base range for every strategy, low below high, in whole thousands', () => {
    expect(CATALOGUE.map((d) => d.id).sort()).toEqual([...STRATEGY_IDS].sort());
    for (const def of CATALOGUE) {
      const [low, high] = def.budgetEur;
      expect(low).toBeLessThan(high);
      expect(low % 1000).toBe(0);
      expect(high % 1000).toBe(0);
    }
  });

  it('multiplies by 0.5, 1, 2 and 4 (domain-design.md §4)', () => {
    expect(SIZE_CLASSES.map((s) => BUDGET_MULTIPLIER[s])).toEqual([0.5, 1, 2, 4]);
  });
});
