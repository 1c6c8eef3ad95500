import type { PractisedKey, QuestionDef } from '../bank/types.js';

/** The scale letter of an answer: A..D practised, E not yet. */
export type ScaleAnswer = PractisedKey | 'E';

/**
 * The scale letter of an answer to an activity question (domain-design.md §2): the key of the
 * selected option, `null` when the question is a context question or nothing known is selected.
 * Unknown option ids are ignored here; validation rejects them before anything is stored.
 */
export function scaleAnswer(question: QuestionDef, selectedOptionIds: readonly string[]): ScaleAnswer | null {
  if (question.kind !== 'activity') return null;
  const option = question.options.find((o) => selectedOptionIds.includes(o.id));
  return option ? (option.key as ScaleAnswer) : null;
}

/**
 * Machine share of one answer (domain-design.md §2–§3), percent 0..100: the scale position's share
 * (A 0, B 33, C 67, D 100). `null` when the answer is not practised (E), for a context question,
 * or when nothing known is selected.
 */
export function answerMachineShare(
  question: QuestionDef,
  selectedOptionIds: readonly string[],
): number | null {
  if (question.kind !== 'activity') return null;
  const option = question.options.find((o) => selectedOptionIds.includes(o.id));
  return option?.machineShare ?? null;
}
