/**
 * The text helpers of the prompts (domain-design.md §5): slot filling, cleaning of user input,
 * counts and percentages in each language, word counting. Worked examples.
 */
import { describe, expect, it } from 'vitest';
import {
  cleanProfileText,
  fillTemplate,
  formatCount,
  formatPercent,
  MAX_PROFILE_TEXT,
  wordCount,
} from './fill.js';
import { promptSizeClass } from './size.js';

describe('fillTemplate', () => {
  it('fills every slot, repeated slots included', () => {
    expect(fillTemplate('{a} and {b}, then {a}.', { a: 'x', b: 'y' })).toBe('x and y, then x.');
  });

  it('inserts values as they are, in one pass (a value holding "{b}" is not expanded)', () => {
    expect(fillTemplate('{a} / {b}', { a: '{b} Ltd', b: 'CMO' })).toBe('{b} Ltd / CMO');
  });

  it('leaves a placeholder without a value in place instead of writing "undefined"', () => {
    expect(fillTemplate('At {company}: {missing}.', { company: 'Acme' })).toBe('At Acme: {missing}.');
  });
});

describe('cleanProfileText', () => {
  it('keeps the text as given, diacritics, punctuation and case included', () => {
    expect(cleanProfileText('Brașov Bakeries & Co. "Țara" S.R.L.')).toBe(
      'Brașov Bakeries & Co. "Țara" S.R.L.',
    );
  });

  it('turns line breaks and tabs into single spaces and trims the ends', () => {
    expect(cleanProfileText('  Acme\r\n\tFoods  ')).toBe('Acme Foods');
  });

  it('removes control, zero-width and bidirectional characters', () => {
    // NUL, BEL, ESC, zero-width space, right-to-left override, BOM.
    expect(cleanProfileText('Ac\u0000m\u0007e\u001b \u200BCorp\u202E\uFEFF')).toBe('Acme Corp');
  });

  it('cuts at 100 code points without splitting an emoji', () => {
    expect(MAX_PROFILE_TEXT).toBe(100);
    expect(cleanProfileText('x'.repeat(150))).toBe('x'.repeat(100));
    // 99 letters + one emoji (two UTF-16 units) = 100 code points: kept whole.
    const emoji = 'a'.repeat(99) + '🚀' + 'tail';
    expect(cleanProfileText(emoji)).toBe('a'.repeat(99) + '🚀');
    // A cut that ends on a space leaves no trailing space: 99 letters, a space, then more.
    expect(cleanProfileText('b'.repeat(99) + ' more')).toBe('b'.repeat(99));
  });

  it('gives an empty string for null, undefined and blank input', () => {
    expect(cleanProfileText(null)).toBe('');
    expect(cleanProfileText(undefined)).toBe('');
    expect(cleanProfileText(' \n\t ')).toBe('');
  });
});

describe('formatPercent and formatCount', () => {
  it('writes percentages as each language does', () => {
    expect(formatPercent(35, 'en')).toBe('35%');
    expect(formatPercent(35, 'ro')).toBe('35 %');
  });

  const points = { en: { one: 'point', many: 'points' }, ro: { one: 'punct', many: 'puncte' } };

  it.each([
    [1, '1 point', '1 punct'],
    [6, '6 points', '6 puncte'],
    [19, '19 points', '19 puncte'],
    [20, '20 points', '20 de puncte'],
    [33, '33 points', '33 de puncte'],
    [100, '100 points', '100 de puncte'],
    [101, '101 points', '101 puncte'],
    [119, '119 points', '119 puncte'],
    [120, '120 points', '120 de puncte'],
    [0, '0 points', '0 puncte'],
  ] as const)('%d → "%s" / "%s" (Romanian "de" from 20 and on round hundreds)', (n, en, ro) => {
    expect(formatCount(n, points.en, 'en')).toBe(en);
    expect(formatCount(n, points.ro, 'ro')).toBe(ro);
  });
});

describe('wordCount', () => {
  it('counts words with letters or digits, not list dashes', () => {
    // "-" is not a word: How, is, it, done, Our, answer, By, e-mail = 8.
    expect(wordCount('- "How is it done?" Our answer: "By e-mail".')).toBe(8);
    // We, are, 58%, people, (10–49, employees) = 6: "58%" and "(10–49" are one word each.
    expect(wordCount('We are 58% people (10–49 employees).')).toBe(6);
    expect(wordCount('  \n\n ')).toBe(0);
  });
});

describe('promptSizeClass (domain-design.md §4; the edges are tested with sizeClassOf)', () => {
  it('reads the profile count through the strategy engine size class', () => {
    expect(promptSizeClass(9)).toBe('micro');
    expect(promptSizeClass(250)).toBe('large');
  });

  it('is null when the count is not given or not a positive number', () => {
    expect(promptSizeClass(null)).toBeNull();
    expect(promptSizeClass(0)).toBeNull();
    expect(promptSizeClass(-5)).toBeNull();
    expect(promptSizeClass(Number.NaN)).toBeNull();
    expect(promptSizeClass(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
