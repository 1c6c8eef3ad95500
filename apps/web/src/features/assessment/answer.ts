/**
 * Answer rules of the chat (product-spec §4, §5), pure so that they are unit-tested: option
 * toggling, live input validation with the shared `validateInput`, and the submission payload.
 */
import { translateInput, validateInput, type AnswerableOption, type Locale } from '@hai/domain';
import type { AnswerView, OptionView, QuestionView } from '../../lib/trpc';

export interface Draft {
  selected: string[];
  inputs: Record<string, string>;
}

export const EMPTY_DRAFT: Draft = { selected: [], inputs: {} };

/** A draft prefilled from a stored answer (spec §4: existing answer prefills selection and inputs). */
export function draftFrom(answer: AnswerView | null | undefined): Draft {
  return answer
    ? { selected: [...answer.selectedOptionIds], inputs: { ...answer.additionalInputs } }
    : EMPTY_DRAFT;
}

/**
 * Click on an option. Single choice: that option only. Multiple choice: toggle; an exclusive
 * option ("none of these") clears the others, and any other option clears the exclusive ones.
 */
export function toggleOption(
  question: QuestionView,
  selected: readonly string[],
  optionId: string,
): string[] {
  const option = question.options.find((o) => o.id === optionId);
  if (!option) return [...selected];
  if (question.questionType === 'single_choice') return [optionId];
  if (selected.includes(optionId)) return selected.filter((id) => id !== optionId);
  if (option.exclusive) return [optionId];
  const exclusive = new Set(question.options.filter((o) => o.exclusive).map((o) => o.id));
  return question.options
    .map((o) => o.id)
    .filter((id) => (id === optionId || selected.includes(id)) && !exclusive.has(id));
}

/** The shape `validateInput` checks, from an option on the wire. */
export function toOptionDef(option: OptionView): AnswerableOption {
  const base = {
    id: option.id,
    text: { en: option.optionText, ro: option.optionText },
  };
  if (!option.requiresInput) return base;
  if (option.inputType === 'text')
    return { ...base, input: { type: 'text', maxLength: option.maxLength ?? 2000 } };
  const type = option.inputType === 'decimal' ? 'decimal' : 'integer';
  return { ...base, input: { type, min: option.inputMin, max: option.inputMax } };
}

/** Translated message for each selected option whose input is not valid (spec §5 messages). */
export function inputErrors(question: QuestionView, draft: Draft, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const option of question.options) {
    if (!option.requiresInput || !draft.selected.includes(option.id)) continue;
    const issue = validateInput(toOptionDef(option), draft.inputs[option.id]);
    if (issue) out[option.id] = translateInput(issue.code, locale, issue.params ?? {});
  }
  return out;
}

/** Whether the draft may be submitted: the right number of options and valid inputs. */
export function isDraftValid(question: QuestionView, draft: Draft, locale: Locale): boolean {
  const known = draft.selected.filter((id) => question.options.some((o) => o.id === id));
  if (known.length === 0) return false;
  if (question.questionType === 'single_choice' && known.length !== 1) return false;
  return Object.keys(inputErrors(question, draft, locale)).length === 0;
}

/** The payload for `assessment.answer`: selected ids in option order, only their non-empty inputs. */
export function toSubmission(question: QuestionView, draft: Draft) {
  const selected = question.options.filter((o) => draft.selected.includes(o.id));
  const additionalInputs: Record<string, string> = {};
  for (const o of selected) {
    const value = (draft.inputs[o.id] ?? '').trim();
    if (o.requiresInput && value !== '') additionalInputs[o.id] = value;
  }
  return { questionId: question.id, selectedOptionIds: selected.map((o) => o.id), additionalInputs };
}

/** The answer bubble's lines: each selected option's text, with its input after a colon. */
export function answerLines(question: QuestionView, answer: AnswerView): string[] {
  return question.options
    .filter((o) => answer.selectedOptionIds.includes(o.id))
    .map((o) => {
      const value = answer.additionalInputs[o.id];
      return value ? `${o.optionText}: ${value}` : o.optionText;
    });
}
