import type { StepDef } from '../bank/types.js';
import { BAND_EDGES, type Band } from './constants.js';
import { mean, roundHalfAwayFromZero } from './math.js';
import { scoreStep, type AnswerRecord, type ScoringOptions, type StepResult } from './step.js';

/** Overall result (domain-design.md §3; wire fields `overallScore`, `categoryCount`). */
export interface OverallResult {
  /** 0..100, rounded half away from zero; 0 when nothing is scored. */
  overallScore: number;
  /** Scored steps (at least `MIN_SCORED_ANSWERS` scored answers each), 0..12. */
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
 * Overall score over all steps (domain-design.md §3): the rounded mean of the alignment A(s) of
 * the scored steps, those with at least `MIN_SCORED_ANSWERS` scored answers.
 */
export function scoreOverall(
  steps: readonly StepDef[],
  answers: readonly AnswerRecord[],
  options: ScoringOptions = {},
): OverallResult {
  const results = steps.map((s) => scoreStep(s, answers, options));
  const alignments = results.map((r) => r.alignment).filter((a): a is number => a !== null);
  const avg = mean(alignments);
  const overallScore = avg === null ? 0 : roundHalfAwayFromZero(avg);
  return {
    overallScore,
    categoryCount: alignments.length,
    band: avg === null ? null : bandOf(overallScore),
    steps: results,
  };
}
