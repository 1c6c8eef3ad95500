/**
 * The messages of the checks the web app runs itself before sending (the register, reset and
 * answer forms: `validation.*` and `answer.*`), in en and ro. They are part of the full table
 * (messages.ts `MESSAGES`, which the server uses for every code) and live apart so that the web
 * app's pages bundle only these, not the API's error texts it never translates itself (the server
 * sends those already translated). `{name}` placeholders are filled by {@link translateForm}.
 */
import type { Locale } from './locale.js';
import { INPUT_MESSAGES } from './input-messages.js';

const en = {
  'validation.required': 'This field is required',
  'validation.tooLong': 'Must be at most {maximum} characters',
  'validation.unknownField': 'Unknown field: {keys}',
  'validation.email': 'Enter a valid email address',
  'validation.passwordMin': 'Password must contain at least 8 characters',
  'validation.passwordMismatch': 'Passwords do not match',
  'validation.passwordCommon': 'This password is too common. Choose one that is harder to guess.',
  'validation.locale': 'Language must be en or ro',
  'validation.malformedJson': 'The request body is not valid JSON',
  'answer.noOption': 'Select an answer',
  'answer.singleChoice': 'Select exactly one answer',
  'answer.unknownOption': 'This answer does not belong to the question',
  'answer.duplicateOption': 'An answer was selected twice',
  'answer.exclusive': '"{option}" cannot be combined with other answers',
  'answer.unexpectedInput': 'A value was given for an answer that was not selected',
  'answer.unknownQuestion': 'This question does not exist',
  'answer.notCurrent': 'This question cannot be answered yet; answer the earlier questions first',
  'answer.notAsked': 'This question is not asked of your company, given your earlier answers',
  ...INPUT_MESSAGES.en,
} as const;

/** A form message code: `validation.*` or `answer.*`. */
export type FormMessageCode = keyof typeof en;

const ro: Record<FormMessageCode, string> = {
  'validation.required': 'Acest câmp este obligatoriu',
  'validation.tooLong': 'Cel mult {maximum} caractere',
  'validation.unknownField': 'Câmp necunoscut: {keys}',
  'validation.email': 'Introduceți o adresă de email validă',
  'validation.passwordMin': 'Parola trebuie să aibă cel puțin 8 caractere',
  'validation.passwordMismatch': 'Parolele nu se potrivesc',
  'validation.passwordCommon': 'Această parolă este prea des folosită. Alegeți una mai greu de ghicit.',
  'validation.locale': 'Limba trebuie să fie en sau ro',
  'validation.malformedJson': 'Corpul cererii nu este JSON valid',
  'answer.noOption': 'Alegeți un răspuns',
  'answer.singleChoice': 'Alegeți un singur răspuns',
  'answer.unknownOption': 'Acest răspuns nu aparține întrebării',
  'answer.duplicateOption': 'Un răspuns a fost ales de două ori',
  'answer.exclusive': '„{option}” nu poate fi combinat cu alte răspunsuri',
  'answer.unexpectedInput': 'S-a trimis o valoare pentru un răspuns care nu a fost ales',
  'answer.unknownQuestion': 'Această întrebare nu există',
  'answer.notCurrent':
    'Nu puteți răspunde încă la această întrebare; răspundeți mai întâi la cele anterioare',
  'answer.notAsked': 'Această întrebare nu se aplică firmei voastre, după răspunsurile date mai devreme',
  ...INPUT_MESSAGES.ro,
};

/** The form messages by locale; every code in both languages. */
export const FORM_MESSAGES: Record<Locale, Record<FormMessageCode, string>> = { en, ro };

/**
 * A form check's message in `locale`, placeholders (`{maximum}`) filled from `params`.
 * @param code a {@link FormMessageCode}; any other code falls back to `validation.invalid`'s text
 *   (a form check never yields one; the fallback keeps a screen from showing a raw code).
 */
export function translateForm(code: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const table = FORM_MESSAGES[locale];
  const template = Object.hasOwn(table, code) ? table[code as FormMessageCode] : table['validation.invalid'];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
