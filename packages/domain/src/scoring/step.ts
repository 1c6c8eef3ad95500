import { SCALE_POSITION } from '../bank/scale.js';
import type { CompanyProfile } from '../bank/applicability.js';
import { isApplicable, profileOfAnswers } from '../bank/profile.js';
import type { PractisedKey, StepDef } from '../bank/types.js';
import { answerMachineShare, scaleAnswer, type ScaleAnswer } from './answer.js';
import { CREDIT_BY_DISTANCE, MIN_PRACTISED_ANSWERS, TOLERANCE_POINTS } from './constants.js';
import { clamp, mean, roundHalfAwayFromZero } from './math.js';

/** A stored answer as scoring sees it. */
export interface AnswerRecord {
  questionId: string;
  selectedOptionIds: readonly string[];
}

/** Knobs of the scoring functions. */
export interface ScoringOptions {
  /**
   * Practised answers a step needs to be scored; default {@link MIN_PRACTISED_ANSWERS} (the
   * product rule). Worked examples of the arithmetic pass 1 to score small fixtures.
   */
  minPractisedAnswers?: number;
  /**
   * The company's applicability profile (domain-design.md §9); default: the profile of the
   * answers' own context answers, so pass it when `answers` holds one step's answers only.
   */
  profile?: CompanyProfile;
}

/** Step performance on the step-progress page (product-spec §4). */
export type StepPerformance = 'developing' | 'excellent' | 'good' | 'needs_improvement';

/** Step feedback status (product-spec §4). */
export type FeedbackStatus = 'on-target' | 'above-target' | 'below-target';

/** One activity of a step as the user answered it. */
export interface ActivityResult {
  questionId: string;
  ideal: PractisedKey;
  /**
   * Whether the activity applies to the company (domain-design.md §9). One that does not is not
   * asked and counts nowhere: its answer, distance and credit are `null` whatever is stored.
   */
  applicable: boolean;
  /** The answer's scale letter; `null` when the activity is unanswered or does not apply. */
  answer: ScaleAnswer | null;
  /**
   * Signed distance from the ideal in scale steps, −3..3: positive = more machine than the ideal,
   * negative = more human; `null` unless practised (A–D).
   */
  distance: number | null;
  /** Credit 0..100 ({@link CREDIT_BY_DISTANCE}); `null` unless practised. */
  credit: number | null;
}

/** Everything scoring knows about one step (domain-design.md §3). */
export interface StepResult {
  stepKey: StepDef['key'];
  /** Questions of this step the user answered, context questions included. */
  answeredCount: number;
  /** Activity questions of the step that apply to the company (coverage's denominator). */
  activityCount: number;
  /** Activity questions of the step that do not apply to the company (not asked, not counted). */
  notApplicableCount: number;
  /** Activities answered A–D. */
  practisedCount: number;
  /** Activities answered E ("we don't do this yet"). */
  notYetCount: number;
  /** Practised activities answered exactly at their ideal. */
  atIdealCount: number;
  /** True when the step has activity answers and every one is E. */
  allAnswersAreOptionE: boolean;
  /**
   * True when the step has practised answers but fewer than {@link MIN_PRACTISED_ANSWERS}: "not
   * enough answers to score". Such a step has no split and no score, and counts 0 overall.
   */
  insufficient: boolean;
  /** H(s): mean human share over practised answers, unrounded; `null` when not scored. */
  humanShare: number | null;
  yourHumanPercent: number | null;
  yourAiPercent: number | null;
  targetHumanPercent: number;
  targetAiPercent: number;
  /**
   * Alignment, 0..100 unrounded: how closely the practised activities match their ideals, the mean
   * of their credits (full at the ideal, half one scale step away, none further). `null` when not
   * scored.
   */
  alignment: number | null;
  /** Coverage C(s) = practised ÷ applicable activity questions, 0..1. */
  coverage: number;
  /** The step score, alignment × coverage, 0..100 unrounded; `null` when not scored. */
  score: number | null;
  /** Every activity of the step, in bank order (those that do not apply included, marked). */
  activities: ActivityResult[];
}

/** One activity's result from its answer (or `undefined` when unanswered). */
function activityResult(
  questionId: string,
  ideal: PractisedKey,
  applicable: boolean,
  answer: ScaleAnswer | null,
): ActivityResult {
  if (!applicable) return { questionId, ideal, applicable, answer: null, distance: null, credit: null };
  if (answer === null || answer === 'E')
    return { questionId, ideal, applicable, answer, distance: null, credit: null };
  const distance = SCALE_POSITION[answer] - SCALE_POSITION[ideal];
  return { questionId, ideal, applicable, answer, distance, credit: CREDIT_BY_DISTANCE[Math.abs(distance)]! };
}

/**
 * Score one step from the user's answers (domain-design.md §3).
 *
 * - only the activities that apply to the company count (domain-design.md §9; the profile comes
 *   from `options.profile`, else from the answers' own context answers);
 * - practised = activity answers A–D; coverage = practised ÷ applicable activity questions (E and
 *   unanswered are gaps); context questions are never scored;
 * - the split H(s) = mean human share (100 − machine share) over practised answers; performance
 *   and feedback status follow spec §4 on it;
 * - alignment = mean credit of the practised activities against their own ideals (whose mean is
 *   the step's target within 2.5 points), and the step score = alignment × coverage.
 *
 * Why alignment is measured per activity rather than as `100 − 2·|H − T|` on the split: the split
 * formula lets answers on both sides of the target cancel out (half A, half D scores 100 in a
 * 50 % step) and it breaks the monotonicity the design requires — practising one more activity
 * far from the target could lower the step's score (12 activities on target and one E score 92;
 * turning the E into D in a 90 %-human step would drop the split 7 points and the score to 86).
 * Per activity, practising never lowers the score and moving an answer toward its ideal never
 * lowers it. Answers to other steps' questions are ignored; later answers to a question win.
 */
export function scoreStep(
  step: StepDef,
  answers: readonly AnswerRecord[],
  options: ScoringOptions = {},
): StepResult {
  const minPractised = options.minPractisedAnswers ?? MIN_PRACTISED_ANSWERS;
  const ids = new Set(step.questions.map((q) => q.id));
  const byQuestion = new Map<string, readonly string[]>();
  for (const a of answers) if (ids.has(a.questionId)) byQuestion.set(a.questionId, a.selectedOptionIds);

  const profile = options.profile ?? profileOfAnswers(answers);
  const applies = step.activities.map((q) => isApplicable(q, profile));
  const activities = step.activities.map((q, i) => {
    const selected = byQuestion.get(q.id);
    return activityResult(q.id, q.activity.ideal, applies[i]!, selected ? scaleAnswer(q, selected) : null);
  });
  const machineShares = step.activities.flatMap((q, i) => {
    const selected = applies[i] ? byQuestion.get(q.id) : undefined;
    const m = selected ? answerMachineShare(q, selected) : null;
    return m === null ? [] : [m];
  });
  const practised = activities.filter((a) => a.credit !== null);
  const practisedCount = practised.length;
  const notYetCount = activities.filter((a) => a.answer === 'E').length;
  const insufficient = practisedCount > 0 && practisedCount < minPractised;
  const scored = practisedCount > 0 && !insufficient;
  const humanShare = scored ? mean(machineShares.map((m) => 100 - m)) : null;
  const yourHumanPercent = humanShare === null ? null : roundHalfAwayFromZero(humanShare);
  const alignmentValue = scored ? mean(practised.map((a) => a.credit!)) : null;
  const activityCount = applies.filter(Boolean).length;
  const coverage = activityCount === 0 ? 0 : practisedCount / activityCount;
  const target = step.targetHumanPercent;
  return {
    stepKey: step.key,
    answeredCount: byQuestion.size,
    activityCount,
    notApplicableCount: step.activities.length - activityCount,
    practisedCount,
    notYetCount,
    atIdealCount: activities.filter((a) => a.distance === 0).length,
    allAnswersAreOptionE: notYetCount > 0 && practisedCount === 0,
    insufficient,
    humanShare,
    yourHumanPercent,
    yourAiPercent: yourHumanPercent === null ? null : 100 - yourHumanPercent,
    targetHumanPercent: target,
    targetAiPercent: 100 - target,
    alignment: alignmentValue,
    coverage,
    score: alignmentValue === null ? null : alignmentValue * coverage,
    activities,
  };
}

/**
 * The spec's split alignment A = clamp(100 − 2·|H − T|, 0, 100) (domain-design.md §3), percent:
 * how far a split is from the target. Kept for the words the screens say about the split; the
 * step score uses the per-activity alignment of {@link scoreStep}.
 */
export function splitAlignment(humanShare: number, targetHumanPercent: number): number {
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
