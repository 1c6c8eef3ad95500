/**
 * Results of a completed assessment (product-spec §2 "Results", §3; domain-design.md §4–§5):
 * per-step feedback, prompts and strategy recommendations, all built by the domain's report
 * model from the stored answers. Every call answers for the user's latest assessment (while a
 * re-take is under way, its results are not there yet); one that is not completed gets a
 * translated 409 on every results call.
 */
import { and, eq, gte } from 'drizzle-orm';
import { answers, assessments } from '@hai/db';
import { RESULTS_KEPT_FROM_VERSION, keepsResults, latestCondition } from './assessment.js';
import {
  STEPS,
  allPrompts,
  contextFacts,
  factMid,
  feedbackViews,
  recommendStrategies,
  scoreOverall,
  type FeedbackOutput,
  type Locale,
  type PromptsOutput,
  type ReportAnswer,
  type StrategyRecommendationsOutput,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';
import { ownAssessment } from './owned-assessment.js';

/**
 * The user's latest assessment when it has results: completed on the current bank version or on
 * one whose results are kept (version 3, its answers scored on the current bank; see `keepsResults`
 * in services/assessment.ts): its id and its answers with their inputs. With `assessmentId`
 * (an earlier assessment's results, read-only), that assessment of the user's instead, under the same condition.
 * @throws DomainError CONFLICT `results.incomplete` when the latest is not (a re-take under way, or
 *   one completed on an older version, which restarts on the current one and has no results until
 *   it is completed); NOT_FOUND `assessment.notFound` for an `assessmentId` not the user's.
 */
export async function completedAssessment(
  deps: Deps,
  userId: string,
  assessmentId?: string,
): Promise<{ id: string; answers: ReportAnswer[] }> {
  if (assessmentId !== undefined) {
    const row = await ownAssessment(deps.db, userId, assessmentId);
    if (!keepsResults(row)) throw new DomainError('CONFLICT', 'results.incomplete');
    return { id: row.id, answers: await answersOfAssessment(deps, row.id) };
  }
  const [assessment] = await deps.db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        latestCondition(userId),
        eq(assessments.status, 'completed'),
        gte(assessments.bankVersion, RESULTS_KEPT_FROM_VERSION),
      ),
    )
    .limit(1);
  if (!assessment) throw new DomainError('CONFLICT', 'results.incomplete');
  return { id: assessment.id, answers: await answersOfAssessment(deps, assessment.id) };
}

/** The stored answers of one assessment, with their inputs (at most 180 rows on the bank). */
export function answersOfAssessment(deps: Deps, assessmentId: string): Promise<ReportAnswer[]> {
  return deps.db
    .select({
      questionId: answers.questionId,
      selectedOptionIds: answers.selectedOptionIds,
      additionalInputs: answers.additionalInputs,
    })
    .from(answers)
    .where(eq(answers.assessmentId, assessmentId));
}

/**
 * The answers of the user's latest assessment, or of `assessmentId`, when completed (see
 * {@link completedAssessment}).
 */
export async function completedAnswers(
  deps: Deps,
  userId: string,
  assessmentId?: string,
): Promise<ReportAnswer[]> {
  return (await completedAssessment(deps, userId, assessmentId)).answers;
}

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
 * assessment or of the user's `assessmentId`.
 */
export async function strategyRecommendations(
  deps: Deps,
  principal: Principal,
  locale: Locale,
  assessmentId?: string,
): Promise<StrategyRecommendationsOutput> {
  const records = await completedAnswers(deps, principal.user.id, assessmentId);
  const overall = scoreOverall(STEPS, records);
  return recommendStrategies(records, overall.overallScore, overall.band, locale);
}
