/**
 * Band recommendations and priority colouring (product-spec §3, §4, §9; domain-design.md §5).
 */
import { describe, expect, it } from 'vitest';
import { BANDS } from '../../scoring/constants.js';
import { BAND_RECOMMENDATIONS, bandSummary, priorityLevel } from './bands.js';

describe('priorityLevel (spec §9)', () => {
  it('is high for "urgent" or "fundații", medium for "consolidare" or "optimizare", else low', () => {
    expect(priorityLevel('Urgentă: corectați întâi echilibrul')).toBe('high');
    expect(priorityLevel('Construiți fundațiile')).toBe('high');
    expect(priorityLevel('Medie: consolidarea proceselor')).toBe('medium');
    expect(priorityLevel('Optimizare continuă')).toBe('medium');
    expect(priorityLevel('Menținere: inovație continuă')).toBe('low');
    expect(priorityLevel('')).toBe('low');
  });

  it('ignores case and diacritics, cedilla forms included', () => {
    expect(priorityLevel('FUNDATII')).toBe('high');
    expect(priorityLevel('fundaţii')).toBe('high'); // ţ with cedilla
    expect(priorityLevel('URGENT')).toBe('high');
  });

  it('reads the English equivalents the same way', () => {
    expect(priorityLevel('High: build the foundations')).toBe('high');
    expect(priorityLevel('Medium: consolidation of processes')).toBe('medium');
    expect(priorityLevel('Medium: optimization')).toBe('medium');
    expect(priorityLevel('Sustain: continuous innovation')).toBe('low');
  });

  it('ranks high above medium when both words appear', () => {
    expect(priorityLevel('Consolidare urgentă')).toBe('high');
  });
});

describe('bandSummary', () => {
  // Spec §9 investment and timeline per band; the pioneer and advanced timelines are ours.
  const expected = {
    pioneer: {
      investment: { en: '€500k or more', ro: '500.000 € sau mai mult' },
      en: '12–24 months',
      ro: '12–24 luni',
      level: 'low',
    },
    advanced: {
      investment: { en: '€100k–€500k', ro: '100.000–500.000 €' },
      en: '9–12 months',
      ro: '9–12 luni',
      level: 'medium',
    },
    average: {
      investment: { en: '€50k–€100k', ro: '50.000–100.000 €' },
      en: '6–12 months',
      ro: '6–12 luni',
      level: 'medium',
    },
    early_stage: {
      investment: { en: '€50k–€100k', ro: '50.000–100.000 €' },
      en: '6–9 months',
      ro: '6–9 luni',
      level: 'high',
    },
    urgent: {
      investment: { en: '€20k–€50k', ro: '20.000–50.000 €' },
      en: '3–6 months',
      ro: '3–6 luni',
      level: 'high',
    },
  } as const;

  it.each(BANDS.map((b) => [b] as const))(
    '%s: focus, priority, timeline, investment and 4–6 recommendations',
    (band) => {
      const en = bandSummary(band, 'en');
      const ro = bandSummary(band, 'ro');
      const e = expected[band];
      expect([en.band, en.investment, en.timeline, en.priorityLevel]).toEqual([
        band,
        e.investment.en,
        e.en,
        e.level,
      ]);
      expect([ro.band, ro.investment, ro.timeline, ro.priorityLevel]).toEqual([
        band,
        e.investment.ro,
        e.ro,
        e.level,
      ]);
      for (const s of [en, ro]) {
        expect(s.focus.length).toBeGreaterThan(10);
        expect(s.recommendations.length).toBeGreaterThanOrEqual(4);
        expect(s.recommendations.length).toBeLessThanOrEqual(6);
        expect(new Set(s.recommendations).size).toBe(s.recommendations.length);
      }
      expect(ro.focus).not.toBe(en.focus);
      expect(ro.recommendations).toEqual(BAND_RECOMMENDATIONS[band].recommendations.map((r) => r.ro));
    },
  );

  it('colours the Romanian priorities by the spec keywords themselves', () => {
    expect(bandSummary('urgent', 'ro').priority).toMatch(/urgent/i);
    expect(bandSummary('early_stage', 'ro').priority).toContain('fundații');
    expect(bandSummary('average', 'ro').priority).toContain('consolidare');
    expect(bandSummary('advanced', 'ro').priority).toContain('optimizare');
    expect(bandSummary('pioneer', 'ro').priority).not.toMatch(/urgent|fundații|consolidare|optimizare/i);
  });

  it('gives every band its own focus and recommendations', () => {
    const focuses = BANDS.map((b) => bandSummary(b, 'en').focus);
    expect(new Set(focuses).size).toBe(BANDS.length);
    const all = BANDS.flatMap((b) => bandSummary(b, 'ro').recommendations);
    expect(new Set(all).size).toBe(all.length);
  });
});
