/** Worked examples of the locale helpers of the strategy engine (product-spec §2 "Strategy"). */
import { describe, expect, it } from 'vitest';
import {
  fill,
  formatEuroRange,
  formatNumber,
  formatPercent,
  PIECES,
  POINTS,
  quantity,
  round1,
} from './format.js';

describe('round1', () => {
  it('rounds half away from zero to one decimal and never returns -0', () => {
    expect(round1(37.45)).toBe(37.5); // 374.5 → 375 → 37.5
    expect(round1(-12.45)).toBe(-12.5);
    expect(round1(33.333)).toBe(33.3);
    expect(Object.is(round1(-0.01), 0)).toBe(true); // -0.1 rounds to -0, written as 0
  });
});

describe('formatNumber and formatPercent', () => {
  it('writes one decimal at most, with each language’s separators', () => {
    expect(formatNumber(37.5, 'en')).toBe('37.5');
    expect(formatNumber(37.5, 'ro')).toBe('37,5');
    expect(formatNumber(25, 'en')).toBe('25'); // no ".0"
    expect(formatNumber(12345.67, 'en')).toBe('12,345.7');
    expect(formatNumber(12345.67, 'ro')).toBe('12.345,7');
    expect(formatNumber(-2.5, 'en')).toBe('-2.5');
  });

  it('writes percentages as the question bank does', () => {
    expect(formatPercent(1.5, 'en')).toBe('1.5%');
    expect(formatPercent(1.5, 'ro')).toBe('1,5 %');
  });
});

describe('formatEuroRange', () => {
  it('writes "€10,000–€25,000" in English and "10.000–25.000 €" in Romanian', () => {
    expect(formatEuroRange(10000, 25000, 'en')).toBe('€10,000–€25,000');
    expect(formatEuroRange(10000, 25000, 'ro')).toBe('10.000–25.000 €');
  });

  it('rounds to whole euros: 0.5 × 2,500 = 1,250; 0.5 × 999 = 499.5 → 500', () => {
    expect(formatEuroRange(1250, 499.5, 'en')).toBe('€1,250–€500');
    expect(formatEuroRange(500, 1000000, 'ro')).toBe('500–1.000.000 €');
  });
});

describe('fill', () => {
  it('fills each language with its own value and leaves unknown placeholders alone', () => {
    expect(fill({ en: '{a} and {b}', ro: '{a} și {b}' }, { a: { en: 'one', ro: 'unu' } })).toEqual({
      en: 'one and {b}',
      ro: 'unu și {b}',
    });
  });
});

describe('quantity', () => {
  it('agrees in number in both languages, with Romanian "de" from 20', () => {
    expect(quantity(1, POINTS)).toEqual({ en: '1 point', ro: '1 punct' });
    expect(quantity(2.5, POINTS)).toEqual({ en: '2.5 points', ro: '2,5 puncte' });
    expect(quantity(19, PIECES)).toEqual({ en: '19 pieces', ro: '19 materiale' });
    expect(quantity(20, PIECES)).toEqual({ en: '20 pieces', ro: '20 de materiale' });
    expect(quantity(101, POINTS).ro).toBe('101 puncte'); // last two digits 01
    expect(quantity(120, POINTS).ro).toBe('120 de puncte');
    expect(quantity(24.5, POINTS).ro).toBe('24,5 puncte'); // no "de" after a decimal
  });
});
