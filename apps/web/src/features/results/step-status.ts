/**
 * A step's status on the results page and in the PDF (spec §4): on target, too much human or AI,
 * too few answers to score, or not implemented (every answer "not yet").
 */
import type { StepFeedbackView } from '@hai/domain';

export type StepStatusKind = 'on-target' | 'too-human' | 'too-ai' | 'insufficient' | 'not-implemented';

/** The card's status (spec §4): on target, too much human or AI, too few answers, not implemented. */
export function statusKind(item: Pick<StepFeedbackView, 'status' | 'allAnswersAreOptionE'>): StepStatusKind {
  if (item.allAnswersAreOptionE) return 'not-implemented';
  switch (item.status) {
    case 'on-target':
      return 'on-target';
    case 'above-target':
      return 'too-human';
    case 'below-target':
      return 'too-ai';
    default:
      return 'insufficient';
  }
}
