import type { StepDef } from '../bank/types.js';
import { answerAiPercent } from './answer.js';
import { MIN_SCORED_ANSWERS, TOLERANCE_POINTS } from './constants.js';
import { clamp, mean, roundHalfAwayFromZero } from './math.js';

/** A stored answer as scoring sees it. */
export interface AnswerRecord {
  questionId: string;
  selectedOptionIds: readonly string[];
}

/** Knobs of the scoring functions. */
export interface ScoringOptions {
  /**
   * Scored answers a step needs to be scored; default {@link MIN_SCORED_ANSWERS} (the product
   * rule). The worked examples of the arithmetic pass 1 to score two-question fixtures.
   */
  minScoredAnswers?: number;
}

/** Step performance on the step-progress page (product-spec §4). */
export type StepPerformance = 'developing' | 'excellent' | 'good' | 'needs_improvement';

/** Step feedback status (product-spec §4). */
export type FeedbackStatus = 'on-target' | 'above-target' | 'below-target';

/** Everything scoring knows about one step (domain-design.md §3). */
export interface StepResult {
  stepKey: StepDef['key'];
  /** Questions of this step the user answered. */
  answeredCount: number;
  /** Answers with at least one weighted option (wire field `scoredAnswers`). */
  scoredAnswers: number;
  /** True when the step has answers and none is scored (every answer was option E or similar). */
  allAnswersAreOptionE: boolean;
  /**
   * True when the step has scored answers but fewer than {@link MIN_SCORED_ANSWERS}: "not enough
   * answers to score". Such a step has no split, no alignment and no place in the overall score.
   */
  insufficient: boolean;
  /**
   * H(s): mean human share over scored answers, unrounded; `null` when nothing is scored or the
   * step is `insufficient`.
   */
  humanShare: number | null;
  yourHumanPercent: number | null;
  yourAiPercent: number | null;
  targetHumanPercent: number;
  targetAiPercent: number;
  /** A(s) = clamp(100 − 2·|H − T|, 0, 100), unrounded; `null` when `humanShare` is. */
  alignment: number | null;
  /** Scored answers / answered questions, 0..1; `null` when nothing is answered (an addition, §3). */
  adoption: number | null;
}

/**
 * Score one step from the user's answers (domain-design.md §3). Answers to questions of other
 * steps are ignored, so callers may pass the whole assessment's answers. With fewer than
 * {@link MIN_SCORED_ANSWERS} scored answers the step is `insufficient`: no split, no alignment.
 */
export function scoreStep(
  step: StepDef,
  answers: readonly AnswerRecord[],
  options: ScoringOptions = {},
): StepResult {
  const minScored = options.minScoredAnswers ?? MIN_SCORED_ANSWERS;
  const byId = new Map(step.questions.map((q) => [q.id, q]));
  const mine = answers.filter((a) => byId.has(a.questionId));
  const aiShares = mine
    .map((a) => answerAiPercent(byId.get(a.questionId)!, a.selectedOptionIds))
    .filter((v): v is number => v !== null);
  const insufficient = aiShares.length > 0 && aiShares.length < minScored;
  const humanShare = insufficient ? null : mean(aiShares.map((ai) => 100 - ai));
  const target = step.targetHumanPercent;
  const yourHumanPercent = humanShare === null ? null : roundHalfAwayFromZero(humanShare);
  return {
    stepKey: step.key,
    answeredCount: mine.length,
    scoredAnswers: aiShares.length,
    allAnswersAreOptionE: mine.length > 0 && aiShares.length === 0,
    insufficient,
    humanShare,
    yourHumanPercent,
    yourAiPercent: yourHumanPercent === null ? null : 100 - yourHumanPercent,
    targetHumanPercent: target,
    targetAiPercent: 100 - target,
    alignment: humanShare === null ? null : alignment(humanShare, target),
    adoption: mine.length === 0 ? null : aiShares.length / mine.length,
  };
}

/** A(s) = clamp(100 − 2·|H − T|, 0, 100) (domain-design.md §3). Inputs and result in percent. */
export function alignment(humanShare: number, targetHumanPercent: number): number {
  return clamp(100 - 2 * Math.abs(humanShare - targetHumanPercent), 0, 100);
}

/**
 * Step performance, literally as product-spec §4 words it: `developing` when the ideal human
 * share is 0; `excellent` within 5 points; `good` when more than 5 above (too much human);
 * otherwise `needs_improvement` (too much AI).
 */
export function stepPerformance(yourHumanPercent: number, targetHumanPercent: number): StepPerformance {
  if (targetHumanPercent === 0) return 'developing';
  const diff = yourHumanPercent - targetHumanPercent;
  if (Math.abs(diff) <= TOLERANCE_POINTS) return 'excellent';
  return diff > TOLERANCE_POINTS ? 'good' : 'needs_improvement';
}

/**
 * Feedback status (product-spec §4): within ±5 of the target human share → on-target; above
 * target + 5 → above-target (too much human); otherwise below-target (too much AI).
 */
export function feedbackStatus(yourHumanPercent: number, targetHumanPercent: number): FeedbackStatus {
  if (Math.abs(yourHumanPercent - targetHumanPercent) <= TOLERANCE_POINTS) return 'on-target';
  return yourHumanPercent > targetHumanPercent + TOLERANCE_POINTS ? 'above-target' : 'below-target';
}
