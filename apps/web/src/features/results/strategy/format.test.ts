import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatNumber, formatPercent, formatSigned } from './format';

// Intl inserts a no-break space before "%" in Romanian; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('strategy number formatting', () => {
  it('writes decimals with the locale separator', () => {
    expect(formatNumber(12.5, 'ro')).toBe('12,5');
    expect(formatNumber(12.5, 'en')).toBe('12.5');
    expect(formatNumber(3, 'ro')).toBe('3');
    expect(formatNumber(2.25, 'en')).toBe('2.3');
  });

  it('writes percentages given in percent', () => {
    expect(plain(formatPercent(1.5, 'ro'))).toBe('1,5 %');
    expect(formatPercent(1.5, 'en')).toBe('1.5%');
    expect(formatPercent(100, 'en')).toBe('100%');
  });

  it('shows the sign of a difference with a true minus, and none for zero', () => {
    expect(formatSigned(25, 'en')).toBe('+25');
    expect(formatSigned(-35, 'ro')).toBe('\u221235');
    expect(formatSigned(-0.5, 'ro')).toBe('\u22120,5');
    expect(formatSigned(0, 'en')).toBe('0');
    expect(formatSigned(-0.01, 'en')).toBe('0');
    expect(plain(formatSigned(10, 'ro', true))).toBe('+10 %');
  });

  it('writes the budget multiplier as N×', () => {
    expect(formatMultiplier(2, 'ro')).toBe('2×');
    expect(formatMultiplier(0.5, 'ro')).toBe('0,5×');
    expect(formatMultiplier(0.5, 'en')).toBe('0.5×');
  });
});
