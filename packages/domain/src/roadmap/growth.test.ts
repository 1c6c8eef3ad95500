import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../report/strategies/catalogue/index.js';
import { GOVERNANCE_STRATEGIES, GROWTH_ORDER } from './growth.js';

describe('the strategy groups the roadmap orders by', () => {
  it("names every strategy of the catalogue's growth and governance categories, and no other", () => {
    const of = (category: string) =>
      CATALOGUE.filter((s) => s.category === category)
        .map((s) => s.id)
        .sort();
    expect([...GROWTH_ORDER].sort()).toEqual(of('growth'));
    expect([...GOVERNANCE_STRATEGIES].sort()).toEqual(of('governance'));
  });
});
