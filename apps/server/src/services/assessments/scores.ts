/**
 * The scores of an assessment (product-spec §3, §7 GET /assessment/step-score/{step} and
 * /assessment/overall-score; domain-design.md §3–§5), of the user's latest assessment or of one
 * of theirs named by id. Scored once a call: the report model (`buildReport`) scores every step,
 * and the step views reuse its step results.
 */
import {
  STEPS,
  buildReport,
  profileOfAnswers,
  scoreOverall,
  stepOfIdentifier,
  type Locale,
  type OverallScoreView,
  type StepScoreView,
} from '@hai/domain';
import { DomainError } from '../../errors.js';
import type { Principal } from '../auth.js';
import type { Deps } from '../deps.js';
import { answerRecords } from './selection.js';
import { stepResultView, stepScoreView } from './views.js';

/** Score of one step by key (404 for an unknown key), of the latest or the user's `assessmentId`. */
export async function stepScore(
  deps: Deps,
  principal: Principal,
  stepKey: string,
  locale: Locale,
  assessmentId?: string,
): Promise<StepScoreView> {
  const step = stepOfIdentifier(stepKey);
  if (!step) throw new DomainError('NOT_FOUND', 'assessment.unknownStep');
  // Every stored answer, so the profile comes from the context answers among them.
  return stepScoreView(step, await answerRecords(deps, principal.user.id, assessmentId), locale);
}

/**
 * Overall score (spec §3) with per-step results for the radar charts and the overview's advice:
 * the executive summary, the band's summary, the furthest steps and the coverage gaps, all from
 * the one report model (`buildReport`), so they state what the e-mail and the PDF state. Of the
 * latest assessment, or of the user's `assessmentId`.
 */
export async function overallScore(
  deps: Deps,
  principal: Principal,
  locale: Locale,
  assessmentId?: string,
): Promise<OverallScoreView> {
  const records = await answerRecords(deps, principal.user.id, assessmentId);
  // Each step scored once: the report and the step views share these results.
  const scored = scoreOverall(STEPS, records);
  const report = buildReport(records, locale, scored);
  const profile = profileOfAnswers(records);
  return {
    overallScore: report.overall.overallScore,
    categoryCount: report.overall.categoryCount,
    band: report.overall.band,
    steps: STEPS.map((s, i) => stepResultView(s, scored.steps[i]!, locale, profile)),
    executiveSummary: report.summary,
    summary: report.overview.summary,
    furthestSteps: report.overview.furthestSteps,
    coverageGaps: report.overview.coverageGaps,
  };
}
