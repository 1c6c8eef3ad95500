/** Wire-shaped questions for unit tests. */
import type { OptionView, QuestionView } from '../../lib/trpc';

export function option(id: string, extra: Partial<OptionView> = {}): OptionView {
  return {
    id,
    key: id.slice(-1).toUpperCase(),
    optionText: `Option ${id}`,
    requiresInput: false,
    inputType: null,
    inputMin: null,
    inputMax: null,
    maxLength: null,
    exclusive: false,
    ...extra,
  };
}

export function question(
  id: string,
  type: QuestionView['questionType'],
  options: OptionView[],
  n = 1,
): QuestionView {
  return {
    id,
    questionNumber: n,
    questionText: `Question ${id}`,
    questionType: type,
    kind: 'context',
    stepId: 'VIZIUNE',
    numberInStep: n,
    options,
  };
}

/** Like viziune-01: company size (integer 1..100000) or "rather not say". */
export const SIZE = question('q-size', 'single_choice', [
  option('q-size-a', { requiresInput: true, inputType: 'integer', inputMin: 1, inputMax: 100000 }),
  option('q-size-b'),
]);

/** Like viziune-15: multi-select with an "other" text and an exclusive "none". */
export const MULTI = question('q-multi', 'multiple_choice', [
  option('q-multi-a'),
  option('q-multi-b'),
  option('q-multi-f', { requiresInput: true, inputType: 'text', maxLength: 200 }),
  option('q-multi-g', { exclusive: true }),
]);
