/**
 * Results of a completed assessment (product-spec §2 "Results", §3; domain-design.md §4–§5;
 * issue 8): per-step feedback, prompts and strategy recommendations, all built by the domain's
 * report model from the stored answers. An assessment that is not completed gets a translated
 * 409 on every results call.
 */
import { and, eq } from 'drizzle-orm';
import { answers, assessments } from '@hai/db';
import {
  BANK_VERSION,
  STEPS,
  allPrompts,
  contextFacts,
  factMid,
  feedbackView,
  recommendStrategies,
  scoreOverall,
  stepFeedback,
  type FeedbackOutput,
  type Locale,
  type PromptsOutput,
  type ReportAnswer,
  type StrategyRecommendationsOutput,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';

/**
 * The answers of the user's completed assessment on the current bank version, with their inputs.
 * @throws DomainError CONFLICT `results.incomplete` when there is no such assessment (one completed
 *   on an older version restarts on the current one and has no results until it is completed).
 */
export async function completedAnswers(deps: Deps, userId: string): Promise<ReportAnswer[]> {
  const [assessment] = await deps.db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.userId, userId),
        eq(assessments.status, 'completed'),
        eq(assessments.bankVersion, BANK_VERSION),
      ),
    )
    .limit(1);
  if (!assessment) throw new DomainError('CONFLICT', 'results.incomplete');
  return deps.db
    .select({
      questionId: answers.questionId,
      selectedOptionIds: answers.selectedOptionIds,
      additionalInputs: answers.additionalInputs,
    })
    .from(answers)
    .where(eq(answers.assessmentId, assessment.id));
}

/** GET /assessment/feedback: the 12 steps' feedback in `locale` (domain-design.md §5). */
export async function feedback(deps: Deps, principal: Principal, locale: Locale): Promise<FeedbackOutput> {
  const records = await completedAnswers(deps, principal.user.id);
  return { feedback: STEPS.map((s) => feedbackView(stepFeedback(s, records, locale), locale)) };
}

/**
 * GET /assessment/prompts: one ready-to-paste prompt per step, filled with the user's company,
 * role and size (domain-design.md §5).
 */
export async function prompts(deps: Deps, principal: Principal, locale: Locale): Promise<PromptsOutput> {
  const records = await completedAnswers(deps, principal.user.id);
  const profile = {
    companyName: principal.user.companyName,
    jobTitle: principal.user.companyRole || null,
    employees: factMid(contextFacts(records), 'company.size') ?? null,
  };
  return { prompts: allPrompts(records, profile, locale) };
}

/** GET /assessment/strategy-recommendations (spec §3, domain-design.md §4). */
export async function strategyRecommendations(
  deps: Deps,
  principal: Principal,
  locale: Locale,
): Promise<StrategyRecommendationsOutput> {
  const records = await completedAnswers(deps, principal.user.id);
  const overall = scoreOverall(STEPS, records);
  return recommendStrategies(records, overall.overallScore, overall.band, locale);
}
