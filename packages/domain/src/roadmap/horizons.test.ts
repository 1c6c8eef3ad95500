/** Roadmap horizons (the timeline view groups tasks by horizon). */
import { describe, expect, it } from 'vitest';
import { TIMELINES } from '../report/strategies/labels.js';
import {
  HORIZON_OF_TIMELINE,
  ROADMAP_HORIZON_LABELS,
  horizonLabel,
  horizonOfLabel,
  horizonRank,
} from './horizons.js';
import { ROADMAP_HORIZONS } from './types.js';

describe('roadmap horizons', () => {
  it('label each horizon in both languages: the first 90 days, then the year’s quarters, and the strategy timelines', () => {
    expect(ROADMAP_HORIZONS.map((h) => horizonLabel(h, 'en'))).toEqual([
      '0–3 months',
      '3–6 months',
      '6–9 months',
      '6–12 months',
      '9–12 months',
      '12+ months',
    ]);
    expect(ROADMAP_HORIZONS.map((h) => horizonLabel(h, 'ro'))).toEqual([
      '0–3 luni',
      '3–6 luni',
      '6–9 luni',
      '6–12 luni',
      '9–12 luni',
      'peste 12 luni',
    ]);
    for (const [timeline, horizon] of Object.entries(HORIZON_OF_TIMELINE)) {
      expect(ROADMAP_HORIZON_LABELS[horizon]).toEqual(TIMELINES[timeline as keyof typeof TIMELINES]);
    }
  });

  it('read a label back in either language, tolerating case, spaces and a plain hyphen', () => {
    for (const h of ROADMAP_HORIZONS) {
      expect(horizonOfLabel(horizonLabel(h, 'en'))).toBe(h);
      expect(horizonOfLabel(horizonLabel(h, 'ro'))).toBe(h);
    }
    expect(horizonOfLabel(' 0-3 LUNI ')).toBe('0-3');
    expect(horizonOfLabel('3-6 months')).toBe('3-6');
    expect(horizonOfLabel('next spring')).toBeNull();
    expect(horizonOfLabel('')).toBeNull();
    expect(horizonOfLabel(null)).toBeNull();
  });

  it('rank soonest first', () => {
    expect(ROADMAP_HORIZONS.map(horizonRank)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
