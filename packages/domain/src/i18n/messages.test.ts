/**
 * Message catalogue (product-spec §5, §8): en and ro complete and consistent.
 */
import { describe, expect, it } from 'vitest';
import { TU_FORMS } from '../bank/glossary.js';
import { LOCALES } from './locale.js';
import { FORM_MESSAGES, translateForm } from './form-messages.js';
import { isMessageCode, MESSAGES, translate, type MessageCode } from './messages.js';

const CEDILLA = /[şţŞŢ]/;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('MESSAGES', () => {
  const enCodes = Object.keys(MESSAGES.en).sort();

  it('has both supported locales', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it('has every code in en and ro, non-empty', () => {
    expect(enCodes.length).toBeGreaterThan(30);
    expect(Object.keys(MESSAGES.ro).sort()).toEqual(enCodes);
    for (const locale of LOCALES) {
      for (const code of enCodes) {
        expect(MESSAGES[locale][code as MessageCode].trim(), `${locale} ${code}`).not.toBe('');
      }
    }
  });

  it('uses the same {placeholders} in en and ro', () => {
    for (const code of enCodes as MessageCode[]) {
      expect(placeholders(MESSAGES.ro[code]), code).toEqual(placeholders(MESSAGES.en[code]));
    }
  });

  it('writes Romanian with comma-below ș ț, never cedilla ş ţ', () => {
    for (const code of enCodes as MessageCode[]) {
      expect(MESSAGES.ro[code], code).not.toMatch(CEDILLA);
    }
    // …and Romanian really is Romanian (some diacritics present).
    expect(Object.values(MESSAGES.ro).join(' ')).toMatch(/[ăâîșț]/);
  });

  it('addresses the reader formally in Romanian, as the question bank does (no "tu" forms)', () => {
    for (const code of enCodes as MessageCode[]) {
      expect(MESSAGES.ro[code], code).not.toMatch(TU_FORMS);
    }
  });

  it('is actually translated (ro differs from en for sentences)', () => {
    for (const code of enCodes as MessageCode[]) {
      if (MESSAGES.en[code].split(' ').length > 2)
        expect(MESSAGES.ro[code], code).not.toBe(MESSAGES.en[code]);
    }
  });

  it('carries the spec texts', () => {
    expect(MESSAGES.en['validation.passwordMin']).toBe('Password must contain at least 8 characters');
    expect(MESSAGES.ro['validation.passwordMin']).toBe('Parola trebuie să aibă cel puțin 8 caractere');
    expect(MESSAGES.ro['validation.passwordMismatch']).toBe('Parolele nu se potrivesc');
    expect(MESSAGES.en['assessment.noCurrentQuestion']).toBe('No current question');
    expect(MESSAGES.en['auth.invalidCredentials']).toBe('Invalid email or password');
  });
});

describe('translate', () => {
  it('fills placeholders from params', () => {
    expect(translate('answer.range', 'en', { min: 1, max: 10 })).toBe('Enter a number between 1 and 10');
    expect(translate('answer.range', 'ro', { min: 1, max: 10 })).toBe('Introduceți un număr între 1 și 10');
    expect(translate('validation.tooLong', 'en', { maximum: 100 })).toBe('Must be at most 100 characters');
  });

  it('leaves a placeholder without a param as written', () => {
    expect(translate('answer.min', 'en')).toBe('Minimum value is {min}');
    expect(translate('answer.range', 'en', { min: 3 })).toBe('Enter a number between 3 and {max}');
  });

  it('fills falsy params such as 0 and empty string', () => {
    expect(translate('answer.min', 'en', { min: 0 })).toBe('Minimum value is 0');
    expect(translate('answer.exclusive', 'en', { option: '' })).toBe(
      '"" cannot be combined with other answers',
    );
  });

  it('returns an unknown code as-is', () => {
    expect(translate('no.such.code', 'ro')).toBe('no.such.code');
    expect(translate('Free text {x}', 'en', { x: 1 })).toBe('Free text 1');
  });

  it('does not treat inherited object keys as message codes', () => {
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('constructor')).toBe(false);
    expect(translate('toString', 'en')).toBe('toString');
    expect(isMessageCode('answer.noOption')).toBe(true);
  });

  it("the web's form table holds every message a form check can yield, worded as the full table", () => {
    // Every code the client-side checks produce: the zod schemas the forms parse and validateInput.
    const formCodes = Object.keys(MESSAGES.en).filter((c) => /^(validation|answer)\./.test(c));
    for (const locale of LOCALES) {
      expect(Object.keys(FORM_MESSAGES[locale]).sort()).toEqual(formCodes.sort());
      for (const code of formCodes)
        expect(translateForm(code, locale, { maximum: 5, min: 1, max: 9 })).toBe(
          translate(code, locale, { maximum: 5, min: 1, max: 9 }),
        );
    }
    // An API code is never shown raw by a form: the generic "not valid" stands in.
    expect(translateForm('compare.notEnough', 'ro')).toBe(MESSAGES.ro['validation.invalid']);
  });
});

describe('the answer inputs’ messages the chat bundles alone', () => {
  it('say what the form and server tables say, for every code, in both languages', async () => {
    const { INPUT_MESSAGES, translateInput } = await import('./input-messages.js');
    const { translateForm } = await import('./form-messages.js');
    for (const locale of ['en', 'ro'] as const)
      for (const code of Object.keys(INPUT_MESSAGES[locale])) {
        const params = { min: 1, max: 9, maximum: 40 };
        expect(translateInput(code, locale, params), code).toBe(translateForm(code, locale, params));
        expect(translateInput(code, locale, params), code).toBe(translate(code, locale, params));
      }
  });
  it('cover every code the input check yields', async () => {
    const { INPUT_MESSAGES } = await import('./input-messages.js');
    const { validateInput } = await import('../assessment/validate-answer.js');
    const option = (input: unknown) => ({ id: 'o', text: { en: 'O', ro: 'O' }, input }) as never;
    const integer = option({ type: 'integer', min: 1, max: 10 });
    const seen = new Set<string>();
    for (const [o, value] of [
      [integer, ''],
      [integer, 'x'],
      [integer, '0'],
      [integer, '11'],
      [option({ type: 'integer', min: 1, max: null }), '0'],
      [option({ type: 'integer', min: null, max: 5 }), '6'],
      [option({ type: 'decimal', min: 0, max: null }), '1.25'],
      [option({ type: 'text', maxLength: 3 }), ''],
      [option({ type: 'text', maxLength: 3 }), 'abcd'],
      [option({ type: 'text', maxLength: 300 }), '<script>x</script>'],
    ] as const) {
      const issue = validateInput(o, value);
      if (issue) seen.add(issue.code);
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
    for (const code of seen) expect(Object.keys(INPUT_MESSAGES.en), code).toContain(code);
  });
});
