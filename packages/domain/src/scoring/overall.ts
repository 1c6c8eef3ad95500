import type { StepDef } from '../bank/types.js';
import { BAND_EDGES, type Band } from './constants.js';
import { roundHalfAwayFromZero } from './math.js';
import { scoreStep, type AnswerRecord, type ScoringOptions, type StepResult } from './step.js';

/** Overall result (domain-design.md §3; wire fields `overallScore`, `categoryCount`). */
export interface OverallResult {
  /** 0..100, rounded half away from zero; 0 when nothing is scored. */
  overallScore: number;
  /** Scored steps (at least `MIN_PRACTISED_ANSWERS` practised answers each), 0..12. */
  categoryCount: number;
  /** Performance level; `null` when `categoryCount` is 0 (nothing to score, not "urgent"). */
  band: Band | null;
  steps: StepResult[];
}

/** Band of an overall score 0..100 (spec §4): ≥90 pioneer, 75–89 advanced, 60–74 average, 45–59 early stage, <45 urgent. */
export function bandOf(score: number): Band {
  if (score >= BAND_EDGES.pioneer) return 'pioneer';
  if (score >= BAND_EDGES.advanced) return 'advanced';
  if (score >= BAND_EDGES.average) return 'average';
  if (score >= BAND_EDGES.earlyStage) return 'early_stage';
  return 'urgent';
}

/**
 * Overall score over all steps (domain-design.md §3): the rounded mean of the step scores over
 * every step of `steps`, a step that is not scored (every activity E, fewer than
 * `MIN_PRACTISED_ANSWERS` practised, or unanswered) counting 0. Counting such steps as 0 rather
 * than leaving them out keeps skipping from paying: otherwise answering one step well and "not
 * yet" everywhere else would score that one step. `categoryCount` says how many steps are scored.
 */
export function scoreOverall(
  steps: readonly StepDef[],
  answers: readonly AnswerRecord[],
  options: ScoringOptions = {},
): OverallResult {
  const results = steps.map((s) => scoreStep(s, answers, options));
  const scored = results.filter((r) => r.score !== null);
  const sum = results.reduce((n, r) => n + (r.score ?? 0), 0);
  const overallScore = results.length === 0 ? 0 : roundHalfAwayFromZero(sum / results.length);
  return {
    overallScore,
    categoryCount: scored.length,
    band: scored.length === 0 ? null : bandOf(overallScore),
    steps: results,
  };
}

/** Coverage over the whole bank (domain-design.md §3, the executive summary's "you practise N of M"). */
export interface OverallCoverage {
  /** Activities answered A–D, over every step. */
  practisedCount: number;
  /** Activity questions of every step. */
  activityCount: number;
  /** practisedCount ÷ activityCount, 0..1 (0 when there are no activities). */
  coverage: number;
}

/** The share of all the bank's activities practised, from an overall result's steps. */
export function overallCoverage(overall: Pick<OverallResult, 'steps'>): OverallCoverage {
  const practisedCount = overall.steps.reduce((n, r) => n + r.practisedCount, 0);
  const activityCount = overall.steps.reduce((n, r) => n + r.activityCount, 0);
  return {
    practisedCount,
    activityCount,
    coverage: activityCount === 0 ? 0 : practisedCount / activityCount,
  };
}
