/**
 * Answer validation against the question bank (product-spec §5, domain-design.md §2).
 * Pure: the server rejects with these issues (400), the chat shows the same messages as you type.
 */
import type { Localized, OptionDef } from '../bank/types.js';

/**
 * What validation needs of a question (spec §3 "Question", "Option"): single or multiple choice
 * and the options with their inputs. Every bank question is one; the general shape keeps the
 * spec's rules for multiple choice and typed inputs checked although bank version 3 asks every
 * question as a single choice without inputs.
 */
export interface AnswerableQuestion {
  id: string;
  type: 'single_choice' | 'multiple_choice';
  options: readonly AnswerableOption[];
}

/** An option as validation reads it. */
export type AnswerableOption = Pick<OptionDef, 'id' | 'exclusive' | 'input'> & { text: Localized };
import type { MessageCode } from '../i18n/messages.js';

/** One validation problem: the failing field, a message code and its parameters. */
export interface AnswerIssue {
  /** `selectedOptionIds` or `additionalInputs.<optionId>`. */
  field: string;
  code: MessageCode;
  params?: Record<string, string | number>;
}

/**
 * Script-like or HTML patterns refused in free text (spec §5): tags, `javascript:`, `on*=`
 * handlers, script and iframe tags, `eval(`, `expression(`. The bare word "script" is allowed,
 * because marketers write "video scripts"; so are "CAC < LTV" and "Online = main channel",
 * which no browser reads as markup.
 */
const UNSAFE_TEXT =
  /<\/?[a-z!?]|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html|\bon[a-z]{3,}=|\bon[a-z]{3,}\s*=\s*["'`]|\beval\s*\(|\bexpression\s*\(|<\s*script|<\s*iframe/i;

/** Whether free text contains HTML or script-like patterns (spec §5). */
export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * Validate one option's input value. Integer: a whole number within `min`/`max` (spec §5
 * messages); decimal: the same with at most one decimal, point or comma ("1.5", "1,5"); text: non-empty after trimming, bounded, no HTML or script.
 */
export function validateInput(option: AnswerableOption, raw: string | undefined): AnswerIssue | null {
  const input = option.input;
  if (!input) return null;
  const field = `additionalInputs.${option.id}`;
  const value = (raw ?? '').trim();
  if (input.type === 'text') {
    if (value === '') return { field, code: 'answer.textRequired' };
    if (value.length > input.maxLength)
      return { field, code: 'answer.textTooLong', params: { max: input.maxLength } };
    if (isUnsafeText(value)) return { field, code: 'answer.unsafeText' };
    return null;
  }
  const { min, max } = input;
  if (value === '') {
    if (min !== null && max !== null) return { field, code: 'answer.range', params: { min, max } };
    if (min !== null) return { field, code: 'answer.rangeMin', params: { min } };
    return { field, code: 'answer.enterNumber' };
  }
  if (input.type === 'decimal') {
    if (/^-?\d+[.,]\d{2,}$/.test(value)) return { field, code: 'answer.oneDecimal' };
    if (!/^-?\d+([.,]\d)?$/.test(value)) return { field, code: 'answer.invalidNumber' };
  } else if (!/^-?\d+$/.test(value)) return { field, code: 'answer.invalidNumber' };
  const n = Number(value.replace(',', '.'));
  if (min !== null && n < min) return { field, code: 'answer.min', params: { min } };
  if (max !== null && n > max) return { field, code: 'answer.max', params: { max } };
  return null;
}

/** A valid input as stored: trimmed; a decimal with a point ("1,5" → "1.5"). */
function normalizeInput(option: AnswerableOption, raw: string): string {
  const value = raw.trim();
  return option.input?.type === 'decimal' ? value.replace(',', '.') : value;
}

/** Result of {@link validateAnswer}: issues, or the cleaned inputs to store. */
export type AnswerValidation =
  | { ok: true; selectedOptionIds: string[]; additionalInputs: Record<string, string> }
  | { ok: false; issues: AnswerIssue[] };

/**
 * Validate a submission for `question` (spec §5): single choice needs exactly one option,
 * multiple choice at least one; every id must belong to the question; an exclusive option stands
 * alone; each selected option that takes input needs a valid value; inputs for options that are
 * not selected or take no input are refused. On success, inputs are trimmed and keyed in option order.
 */
export function validateAnswer(
  question: AnswerableQuestion,
  selectedOptionIds: readonly string[],
  additionalInputs: Readonly<Record<string, string>>,
  locale: 'en' | 'ro' = 'en',
): AnswerValidation {
  const issues: AnswerIssue[] = [];
  const field = 'selectedOptionIds';
  const byId = new Map(question.options.map((o) => [o.id, o]));
  if (selectedOptionIds.length === 0) issues.push({ field, code: 'answer.noOption' });
  if (new Set(selectedOptionIds).size !== selectedOptionIds.length)
    issues.push({ field, code: 'answer.duplicateOption' });
  if (selectedOptionIds.some((id) => !byId.has(id))) issues.push({ field, code: 'answer.unknownOption' });
  if (issues.length > 0) return { ok: false, issues };

  const selected = question.options.filter((o) => selectedOptionIds.includes(o.id));
  if (question.type === 'single_choice' && selected.length !== 1)
    issues.push({ field, code: 'answer.singleChoice' });
  const exclusive = selected.find((o) => o.exclusive);
  if (exclusive && selected.length > 1) {
    issues.push({ field, code: 'answer.exclusive', params: { option: exclusive.text[locale] } });
  }
  for (const key of Object.keys(additionalInputs)) {
    const option = byId.get(key);
    if (!option?.input || !selected.includes(option)) {
      issues.push({ field: `additionalInputs.${key}`, code: 'answer.unexpectedInput' });
    }
  }
  const inputs: Record<string, string> = {};
  for (const option of selected) {
    if (!option.input) continue;
    const issue = validateInput(option, additionalInputs[option.id]);
    if (issue) issues.push(issue);
    else inputs[option.id] = normalizeInput(option, additionalInputs[option.id] ?? '');
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, selectedOptionIds: selected.map((o) => o.id), additionalInputs: inputs };
}
