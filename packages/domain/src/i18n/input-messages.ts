/**
 * The messages of the checks on an answer's own input (a number, a short text) that the chat runs
 * as the user types (`validateInput`, assessment/validate-answer.ts), in en and ro. They are part
 * of the form messages (form-messages.ts) and of the full table (messages.ts), and live apart so
 * that the assessment page bundles these eleven, not every form's. `{name}` placeholders are
 * filled by {@link translateInput}.
 */
import type { Locale } from './locale.js';

const en = {
  'validation.invalid': 'This value is not valid',
  'answer.enterNumber': 'Enter a number',
  'answer.invalidNumber': 'Please enter a valid number',
  'answer.oneDecimal': 'Use at most one decimal, for example 1.5',
  'answer.min': 'Minimum value is {min}',
  'answer.max': 'Maximum value is {max}',
  'answer.range': 'Enter a number between {min} and {max}',
  'answer.rangeMin': 'Enter a number minimum {min}',
  'answer.textRequired': 'Please fill in this answer',
  'answer.textTooLong': 'Must be at most {max} characters',
  'answer.unsafeText': 'The text must not contain HTML or script code',
} as const;

/** A code of an answer input's check: `answer.*`, or `validation.invalid` for anything else. */
export type InputMessageCode = keyof typeof en;

const ro: Record<InputMessageCode, string> = {
  'validation.invalid': 'Valoarea nu este validă',
  'answer.enterNumber': 'Introduceți un număr',
  'answer.invalidNumber': 'Vă rugăm să introduceți un număr valid',
  'answer.oneDecimal': 'Folosiți cel mult o zecimală, de exemplu 1,5',
  'answer.min': 'Valoarea minimă este {min}',
  'answer.max': 'Valoarea maximă este {max}',
  'answer.range': 'Introduceți un număr între {min} și {max}',
  'answer.rangeMin': 'Introduceți un număr de minimum {min}',
  'answer.textRequired': 'Vă rugăm să completați răspunsul',
  'answer.textTooLong': 'Cel mult {max} caractere',
  'answer.unsafeText': 'Textul nu poate conține cod HTML sau script',
};

/** The input check messages by locale; every code in both languages. */
export const INPUT_MESSAGES: Record<Locale, Record<InputMessageCode, string>> = { en, ro };

/**
 * An input check's message in `locale`, placeholders (`{max}`) filled from `params`.
 *
 * @param code an {@link InputMessageCode}; any other code falls back to `validation.invalid`'s
 *   text (the check never yields one; the fallback keeps the chat from showing a raw code).
 */
export function translateInput(code: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const table = INPUT_MESSAGES[locale];
  const template = Object.hasOwn(table, code) ? table[code as InputMessageCode] : table['validation.invalid'];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
