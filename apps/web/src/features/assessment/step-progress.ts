/**
 * Pure helpers of the step-progress page (product-spec §2 "Step progress", §4 step performance,
 * §8 step score fallback).
 */
import { stepPerformance, type StepPerformance } from '@hai/domain';

/** The celebratory icons, cycled by the step's global order (1 → the first). */
export const STEP_EMOJI = ['🎯', '🚀', '💡', '🌟', '🔥', '🤝', '🧩', '⚙️', '🔮', '🔗', '🦋', '🏆'] as const;

export function stepEmoji(stepOrder: number): string {
  const n = STEP_EMOJI.length;
  const i = (((Math.trunc(stepOrder) - 1) % n) + n) % n;
  return STEP_EMOJI[Number.isFinite(i) ? i : 0]!;
}

/** What the page shows of a step's score. */
export interface StepScoreDisplay {
  yourAiPercent: number | null;
  yourHumanPercent: number | null;
  targetAiPercent: number;
  targetHumanPercent: number;
  allAnswersAreOptionE: boolean;
  /** Fewer than 5 practised activities: "not enough answers to score". */
  insufficient: boolean;
  /** Activities answered A–D, and activity questions of the step. */
  practisedCount: number;
  activityCount: number;
  /** Practised activities exactly at their ideal. */
  atIdealCount: number;
  /** How closely the practised activities match their ideals, 0..100; null when not scored. */
  alignment: number | null;
  performance: StepPerformance | null;
  /** True for the estimate shown when the step score could not be loaded. */
  estimated: boolean;
}

/** Spec §8: AI at 70 % of the ideal AI, human at 80 % of the ideal human, not all option E. */
export function fallbackStepScore(targetAiPercent: number, targetHumanPercent: number): StepScoreDisplay {
  const yourAiPercent = Math.round(targetAiPercent * 0.7);
  const yourHumanPercent = Math.round(targetHumanPercent * 0.8);
  return {
    yourAiPercent,
    yourHumanPercent,
    targetAiPercent,
    targetHumanPercent,
    allAnswersAreOptionE: false,
    insufficient: false,
    practisedCount: 0,
    activityCount: 0,
    atIdealCount: 0,
    alignment: null,
    performance: stepPerformance(yourHumanPercent, targetHumanPercent),
    estimated: true,
  };
}

export type RecommendationKey = StepPerformance | 'notScored' | 'insufficient';

/**
 * Which badge and recommendation to show: no badge when every answer was option E ("not yet"),
 * when fewer than 5 activities are practised (`insufficient`, domain-design.md §3) or when nothing
 * was scored; then the recommendation says why the step is not scored.
 */
export function performanceDisplay(
  score: Pick<StepScoreDisplay, 'allAnswersAreOptionE' | 'insufficient' | 'performance'>,
): {
  badge: StepPerformance | null;
  recommendation: RecommendationKey;
} {
  if (score.insufficient) return { badge: null, recommendation: 'insufficient' };
  if (score.allAnswersAreOptionE || score.performance === null)
    return { badge: null, recommendation: 'notScored' };
  return { badge: score.performance, recommendation: score.performance };
}

/** Overall figures: answered of total (clamped 0-100 %), steps done and left. */
export function overallStats(p: {
  answeredQuestions: number;
  totalQuestions: number;
  completedSteps: number;
  totalSteps: number;
}) {
  const percent =
    p.totalQuestions > 0
      ? Math.min(100, Math.max(0, Math.round((p.answeredQuestions / p.totalQuestions) * 100)))
      : 0;
  return { percent, completed: p.completedSteps, remaining: Math.max(0, p.totalSteps - p.completedSteps) };
}
