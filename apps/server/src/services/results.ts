/**
 * Results of a completed assessment (product-spec §2 "Results", §3; domain-design.md §4–§5):
 * per-step feedback, prompts and strategy recommendations, all built by the domain's report
 * model from the stored answers. Every call answers for the user's latest assessment (while a
 * re-take is under way, its results are not there yet); one that is not completed gets a
 * translated 409 on every results call.
 */
import {
  STEPS,
  allPrompts,
  contextFacts,
  factMid,
  buildReport,
  feedbackViews,
  scoreOverall,
  type FeedbackOutput,
  type Locale,
  type PromptsOutput,
  type StrategyRecommendationsOutput,
} from '@hai/domain';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';
import { completedAnswers } from './assessments/selection.js';

/**
 * GET /assessment/feedback: the 12 steps' feedback in `locale` (domain-design.md §5), of the
 * latest assessment or of the user's `assessmentId`.
 */
export async function feedback(
  deps: Deps,
  principal: Principal,
  locale: Locale,
  assessmentId?: string,
): Promise<FeedbackOutput> {
  const records = await completedAnswers(deps, principal.user.id, assessmentId);
  return { feedback: feedbackViews(records, locale) };
}

/**
 * GET /assessment/prompts: one ready-to-paste prompt per step, filled with the user's company,
 * role and size (domain-design.md §5), of the latest assessment or of the user's `assessmentId`.
 */
export async function prompts(
  deps: Deps,
  principal: Principal,
  locale: Locale,
  assessmentId?: string,
): Promise<PromptsOutput> {
  const records = await completedAnswers(deps, principal.user.id, assessmentId);
  const profile = {
    companyName: principal.user.companyName,
    jobTitle: principal.user.companyRole || null,
    employees: factMid(contextFacts(records), 'company.size') ?? null,
  };
  return { prompts: allPrompts(records, profile, locale) };
}

/**
 * GET /assessment/strategy-recommendations (spec §3, domain-design.md §4), of the latest
 * assessment or of the user's `assessmentId`: the report's strategies, so the context card's
 * budget note reads the same roadmap the overview and the PDF state.
 */
export async function strategyRecommendations(
  deps: Deps,
  principal: Principal,
  locale: Locale,
  assessmentId?: string,
): Promise<StrategyRecommendationsOutput> {
  const records = await completedAnswers(deps, principal.user.id, assessmentId);
  return buildReport(records, locale, scoreOverall(STEPS, records)).strategies;
}
