import { describe, expect, it } from 'vitest';
import { COMPANY_MAX_CHARS, shortName, truncate } from './format';

describe('shortName ("First L.")', () => {
  it('joins the first name and the last initial', () => {
    expect(shortName('Ana', 'Popescu')).toBe('Ana P.');
    expect(shortName(' Ana ', ' popescu ')).toBe('Ana P.');
  });
  it('handles Romanian initials and a missing last name', () => {
    expect(shortName('Ion', 'Ștefănescu')).toBe('Ion Ș.');
    expect(shortName('Ion', 'țăran')).toBe('Ion Ț.');
    expect(shortName('Ana', '')).toBe('Ana');
    expect(shortName('Ana', null)).toBe('Ana');
  });
});

describe('truncate (company cut at 20 characters)', () => {
  it('keeps names of up to 20 characters', () => {
    expect(COMPANY_MAX_CHARS).toBe(20);
    expect(truncate('Exemplu SRL')).toBe('Exemplu SRL');
    expect(truncate('a'.repeat(20))).toBe('a'.repeat(20));
  });
  it('cuts longer names with an ellipsis', () => {
    expect(truncate('a'.repeat(21))).toBe(`${'a'.repeat(20)}…`);
    expect(truncate('Exemplu Marketing Solutions SRL')).toBe('Exemplu Marketing So…');
  });
  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Exemplu Marketing   Solutions')).toBe('Exemplu Marketing…');
  });
  it('counts characters, not UTF-16 units', () => {
    const emoji = '🚀'.repeat(20);
    expect(truncate(emoji)).toBe(emoji);
    expect(truncate(`${emoji}x`)).toBe(`${emoji}…`);
  });
});
