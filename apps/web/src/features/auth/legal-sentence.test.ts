import { describe, expect, it } from 'vitest';
import en from '../../locales/en/auth.json';
import ro from '../../locales/ro/auth.json';
import { legalSentence } from './legal-sentence';

describe('legalSentence', () => {
  it('cuts the sentence into text and the two links, in order', () => {
    expect(
      legalSentence('Accept the <terms>Terms</terms> and the <privacy>Privacy policy</privacy>.'),
    ).toEqual([
      { text: 'Accept the ' },
      { text: 'Terms', page: 'terms' },
      { text: ' and the ' },
      { text: 'Privacy policy', page: 'privacy' },
      { text: '.' },
    ]);
  });

  it('keeps a sentence without marks as text, and leaves unknown marks as they are', () => {
    expect(legalSentence('No links')).toEqual([{ text: 'No links' }]);
    expect(legalSentence('<gdpr>x</gdpr>')).toEqual([{ text: '<gdpr>x</gdpr>' }]);
  });

  it.each([
    ['en', en.register.legal],
    ['ro', ro.register.legal],
  ])('%s: the translation has one link to each page and no mark left in its text', (_lng, sentence) => {
    const parts = legalSentence(sentence);
    expect(parts.filter((p) => p.page).map((p) => p.page)).toEqual(['terms', 'privacy']);
    for (const p of parts) expect(p.text).not.toMatch(/[<>]/);
  });
});
