/**
 * Per-step feedback of the results page (product-spec §2 "Results: Steps", §3 "Step feedback
 * item", §4 "Step feedback status"; domain-design.md §3, §5). Pure.
 */
import type { StepDef, StepKey } from '../../bank/types.js';
import type { Locale } from '../../i18n/locale.js';
import { feedbackStatus, scoreStep, type AnswerRecord, type FeedbackStatus } from '../../scoring/step.js';
import { missingPractices, pullingAnswers, type MissingPractice, type QuotedAnswer } from '../answers.js';
import { DEFAULT_FEEDBACK, INSUFFICIENT_LEAD } from './common.js';
import { STEP_FEEDBACK } from './texts.js';

/** How many pulling answers a feedback item quotes at most (issue 8: "two or three"). */
export const MAX_PULLING_ANSWERS = 3;

/** One step's feedback, in one locale (product-spec §3 "Step feedback item", plus additions). */
export interface StepFeedback {
  stepKey: StepKey;
  /** The step's name in the requested locale. */
  stepName: string;
  /** The step's `globalOrder`, 1..12. */
  stepOrder: number;
  /** The user's AI share, percent 0..100; `null` when unanswered, all option E or insufficient. */
  yourAiPercent: number | null;
  /** The user's human share, percent 0..100 (= 100 − AI); `null` in the same cases. */
  yourHumanPercent: number | null;
  /** The step's ideal AI share, percent (= 100 − target human). */
  targetAiPercent: number;
  /** The step's ideal human share, percent (spec §9). */
  targetHumanPercent: number;
  /** Spec §4 status; `null` when the step is unanswered, all option E or insufficient. */
  status: FeedbackStatus | null;
  /** Rich text (`<p>`, `<strong>`, `<ul>`, `<li>`) in the requested locale; sanitise on display. */
  feedbackText: string;
  /** The step has answers and none is scored (spec §2: only the ideal split is shown). */
  allAnswersAreOptionE: boolean;
  /** Fewer than `MIN_SCORED_ANSWERS` scored answers: not enough to score (domain-design.md §3). */
  insufficient: boolean;
  /** Answers of this step with at least one weighted option. */
  scoredAnswers: number;
  /**
   * Up to {@link MAX_PULLING_ANSWERS} answers that pulled the step off target, furthest first
   * (`pullingAnswers`); empty unless `status` is `above-target` or `below-target`.
   */
  pulling: QuotedAnswer[];
  /** Practices the user said they do not have in this step (option E, "None of these yet"). */
  missing: MissingPractice[];
}

/**
 * Feedback of `step` for the user's `answers` (answers of other steps are ignored), texts in
 * `locale`:
 * - no answer in the step → status `null`, the default "continue advancing" text;
 * - every answer unscored (option E, "None of these yet") → status `null`, the step's
 *   `notImplemented` text;
 * - fewer than `MIN_SCORED_ANSWERS` scored answers (`insufficient`) → status `null`, the shared
 *   "not enough answers" lead followed by the step's `notImplemented` text;
 * - otherwise status from `feedbackStatus` (±5 points of the target human share, spec §4) and the
 *   step's `onTarget` / `aboveTarget` / `belowTarget` text.
 */
export function stepFeedback(step: StepDef, answers: readonly AnswerRecord[], locale: Locale): StepFeedback {
  const score = scoreStep(step, answers);
  const texts = STEP_FEEDBACK[step.key];
  let status: FeedbackStatus | null = null;
  let feedbackText: string;
  if (score.answeredCount === 0) {
    feedbackText = DEFAULT_FEEDBACK[locale];
  } else if (score.allAnswersAreOptionE) {
    feedbackText = texts.notImplemented[locale];
  } else if (score.insufficient || score.yourHumanPercent === null) {
    feedbackText = INSUFFICIENT_LEAD[locale] + texts.notImplemented[locale];
  } else {
    status = feedbackStatus(score.yourHumanPercent, score.targetHumanPercent);
    feedbackText = {
      'on-target': texts.onTarget,
      'above-target': texts.aboveTarget,
      'below-target': texts.belowTarget,
    }[status][locale];
  }
  const offTarget = status === 'above-target' || status === 'below-target';
  return {
    stepKey: step.key,
    stepName: step.name[locale],
    stepOrder: step.globalOrder,
    yourAiPercent: score.yourAiPercent,
    yourHumanPercent: score.yourHumanPercent,
    targetAiPercent: score.targetAiPercent,
    targetHumanPercent: score.targetHumanPercent,
    status,
    feedbackText,
    allAnswersAreOptionE: score.allAnswersAreOptionE,
    insufficient: score.insufficient,
    scoredAnswers: score.scoredAnswers,
    pulling: offTarget ? pullingAnswers(step, answers, MAX_PULLING_ANSWERS) : [],
    missing: missingPractices(step, answers),
  };
}
