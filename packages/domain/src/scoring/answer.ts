import type { QuestionDef } from '../bank/types.js';
import { mean } from './math.js';

/**
 * AI share of one answer (domain-design.md §3), percent 0..100, unrounded.
 *
 * - single choice: the selected option's `aiPercent`;
 * - multiple choice: the mean of the selected options' non-null weights.
 *
 * Returns `null` when the answer is *unscored* (option E, "none of these", context options).
 * Unknown option ids are ignored here; validation rejects them before anything is stored.
 */
export function answerAiPercent(question: QuestionDef, selectedOptionIds: readonly string[]): number | null {
  const weights = question.options
    .filter((o) => selectedOptionIds.includes(o.id) && o.aiPercent !== null)
    .map((o) => o.aiPercent as number);
  return mean(weights);
}
