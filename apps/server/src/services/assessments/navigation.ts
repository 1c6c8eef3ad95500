/**
 * Where the chat stands, shared by tRPC and REST (product-spec §3, §4, §7): status, current
 * question, previous, steps, and the chat's state at a question ({@link viewAt}) that the answer
 * and the re-take also answer with.
 *
 * The chat asks the questions of the company's path (domain-design.md §9, `assessmentPath`): every
 * context question and the activities that apply to the profile its context answers give. Every
 * call here reads and writes the user's latest assessment only (services/assessments/selection.ts).
 *
 * Versions (domain-design.md §2, §9): a started row on an older bank version, or a completed one
 * older than `RESULTS_KEPT_FROM_VERSION`, reads as a fresh start on the current one (queries never
 * write): nothing answered, at question 1, with the `bank-updated` notice; the first answer or a
 * step back restarts it for real ({@link restart}). Its old answers stay stored.
 *
 * While re-taking, a question's `existingAnswer` falls back to the previous assessment's answer
 * to the same question id, marked `source: 'previous'` ({@link suggestion}).
 */
import { eq, sql } from 'drizzle-orm';
import { assessments, executeRows } from '@hai/db';
import {
  BANK_VERSION,
  STEPS,
  UNKNOWN_PROFILE,
  getQuestion,
  getQuestionByNumber,
  isAsked,
  validateAnswer,
  type AnswerView,
  type CompanyProfile,
  type CurrentView,
  type ExistingAnswerView,
  type Locale,
  type StatusOutput,
  type StepsOutput,
} from '@hai/domain';
import { DomainError } from '../../errors.js';
import type { Principal } from '../auth.js';
import type { Deps } from '../deps.js';
import {
  answersOf,
  assessmentCount,
  assessmentOf,
  profileOfAssessment,
  profileOfLatest,
  type CurrentRow,
} from './selection.js';
import { allStepViews, firstUnanswered, pathOf, progressView, questionView, stepView } from './views.js';

/** 400 for a question id the bank does not have. */
export function unknownQuestion(): DomainError {
  return new DomainError('VALIDATION_ERROR', 'answer.unknownQuestion', {
    fields: [{ field: 'questionId', code: 'answer.unknownQuestion' }],
  });
}

/**
 * Restart an assessment recorded on an older bank version on the current one: nothing answered,
 * at question 1, started; its old answers are kept (their retired ids are never scored). A no-op
 * when the row is already on the current version (so two tabs restart it once). `db` is the app's
 * database or a transaction.
 */
export async function restart(db: Deps['db'], assessmentId: string): Promise<void> {
  await executeRows(
    db,
    sql`UPDATE assessments SET
          restarted_from_version = bank_version,
          bank_version = ${BANK_VERSION}::int,
          answered_count = 0,
          current_question_number = 1,
          status = 'started',
          completed_at = NULL,
          updated_at = now()
        WHERE id = ${assessmentId} AND bank_version < ${BANK_VERSION}::int`,
  );
}

/** The chat's notice: a restarted assessment shows it until its first answer on the new version. */
function noticeOf(row: CurrentRow | undefined): CurrentView['notice'] {
  return row && row.restartedFromVersion !== null && row.answeredCount === 0 ? 'bank-updated' : null;
}

/**
 * The answer a re-take suggests for `questionId` from the previous assessment's `stored` answer:
 * only when the question is in the current bank and the answer still passes its rules (the
 * options may have changed since), normalised as a submission would be.
 */
export function suggestion(questionId: string, stored: AnswerView | undefined): ExistingAnswerView | null {
  const question = getQuestion(questionId);
  if (!question || !stored) return null;
  const checked = validateAnswer(question, stored.selectedOptionIds, stored.additionalInputs);
  if (!checked.ok) return null;
  return {
    selectedOptionIds: checked.selectedOptionIds,
    additionalInputs: checked.additionalInputs,
    source: 'previous',
  };
}

/** The user's own `saved` answer, else the suggestion from the previous assessment, else null. */
export function existingOf(
  questionId: string,
  saved: AnswerView | undefined,
  previous: AnswerView | undefined,
): ExistingAnswerView | null {
  if (saved) return { ...saved, source: 'saved' };
  return suggestion(questionId, previous);
}

/**
 * The chat's state at question `n` (or after the last question when `n` is null): the question,
 * its step, the earlier asked questions of the step with their answers, and its existing answer
 * (its own, or while re-taking the previous assessment's as a suggestion; see {@link existingOf}).
 * Counts, progress and the steps follow the path of `profile` (read from the assessment's
 * applicability answers when not given: one more indexed query).
 */
export async function viewAt(
  deps: Deps,
  row: CurrentRow | undefined,
  n: number | null,
  locale: Locale,
  profile?: CompanyProfile,
): Promise<CurrentView> {
  const known = profile ?? (row ? await profileOfAssessment(deps, row.id) : UNKNOWN_PROFILE);
  const path = pathOf(known);
  const question = n === null ? undefined : getQuestionByNumber(n);
  const step = question?.step ?? STEPS[STEPS.length - 1]!;
  const upTo = question
    ? step.questions
        .slice(0, question.indexInStep + 1)
        .filter((q) => q.id === question.id || isAsked(q, known))
        .map((q) => q.id)
    : [];
  const stored = row ? await answersOf(deps, row.id, upTo) : new Map<string, AnswerView>();
  const history = upTo.slice(0, -1).flatMap((id) => {
    const answer = stored.get(id);
    return answer ? [{ question: questionView(getQuestion(id)!.questionNumber, locale, path), answer }] : [];
  });
  const progress = progressView(row?.answeredCount ?? 0, known, locale);
  const saved = question ? stored.get(question.id) : undefined;
  // While re-taking, an unanswered question shows the previous assessment's answer (one read).
  const previous =
    question && !saved && row?.previousAssessmentId
      ? (await answersOf(deps, row.previousAssessmentId, [question.id])).get(question.id)
      : undefined;
  return {
    assessmentId: row?.id ?? null,
    status: !row ? 'not_started' : progress.isCompleted ? 'completed' : 'started',
    completed: progress.isCompleted,
    currentQuestion: question ? questionView(question.questionNumber, locale, path) : null,
    currentStep: stepView(step, locale, path),
    allSteps: [...allStepViews(locale, path)],
    stepHistory: history,
    existingAnswer: question ? existingOf(question.id, saved, previous) : null,
    progress,
    previousAssessmentId: row?.previousAssessmentId ?? null,
    bankVersion: BANK_VERSION,
    notice: noticeOf(row),
  };
}

/** Today's date in UTC, `YYYY-MM-DD` (the reminder's unit). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether the re-take reminder is due: its day (`YYYY-MM-DD`) has come and the
 * latest assessment is completed (on the current bank).
 */
export function retakeDue(reminderAt: string | null, latest: CurrentRow | undefined): boolean {
  return reminderAt !== null && reminderAt <= todayUtc() && latest?.status === 'completed';
}

/**
 * Whether the user has started and completed their latest assessment (spec §7 GET
 * /assessment/status), how many assessments they have, and the re-take reminder.
 */
export async function status(deps: Deps, principal: Principal): Promise<StatusOutput> {
  const userId = principal.user.id;
  const [row, count] = await Promise.all([assessmentOf(deps, userId), assessmentCount(deps.db, userId)]);
  const reminderAt = principal.user.retakeReminderAt;
  return {
    started: row !== undefined,
    completed: row?.status === 'completed',
    assessmentId: row?.id ?? null,
    assessmentCount: count,
    retakeReminderAt: reminderAt,
    retakeDue: retakeDue(reminderAt, row),
  };
}

/**
 * The chat's state, read-only (conventions.md §17). With `redirectToUnanswered` (default) it is
 * at the first unanswered question of the company's path (resuming); without it (results screen)
 * at the stored position. Reads the row and the profile at once, then the step's answers.
 */
export async function current(
  deps: Deps,
  principal: Principal,
  redirectToUnanswered: boolean,
  locale: Locale,
): Promise<CurrentView> {
  const userId = principal.user.id;
  const [row, profile] = await Promise.all([assessmentOf(deps, userId), profileOfLatest(deps, userId)]);
  const answered = row?.answeredCount ?? 0;
  const n =
    redirectToUnanswered || !row ? firstUnanswered(answered, pathOf(profile)) : row.currentQuestionNumber;
  return viewAt(deps, row, n, locale, profile);
}

/**
 * Go back one question (spec §4 back button) from `questionId` (the question the chat shows) or,
 * without it, from the stored position, to the asked question before it on the company's path;
 * returns the chat state there, with its answer. Every check comes before any write, so a refused
 * call changes nothing (refused means unchanged): an assessment on an older bank version is
 * restarted, and the position moved, only for a step back that is taken.
 * @throws DomainError CONFLICT `assessment.noPrevious` before the path's first question (or with no
 *   assessment), `assessment.completed` once the assessment is completed (its answers no longer
 *   change, so there is nothing to go back to), `answer.notCurrent` when an asked question before
 *   the target is unanswered; VALIDATION_ERROR `answer.unknownQuestion` for an id the bank does not
 *   have.
 */
export async function previous(
  deps: Deps,
  principal: Principal,
  questionId: string | undefined,
  locale: Locale,
): Promise<CurrentView> {
  const row = await assessmentOf(deps, principal.user.id);
  const from =
    questionId === undefined ? (row?.currentQuestionNumber ?? 1) : getQuestion(questionId)?.questionNumber;
  if (from === undefined) throw unknownQuestion();
  if (!row) throw new DomainError('CONFLICT', 'assessment.noPrevious');
  // Completed means completed: its position stays where the last answer left it.
  if (row.status === 'completed') throw new DomainError('CONFLICT', 'assessment.completed');
  if (from <= 1) throw new DomainError('CONFLICT', 'assessment.noPrevious');
  const profile = await profileOfAssessment(deps, row.id);
  const path = pathOf(profile);
  const target = path.previousBefore(from)?.questionNumber;
  if (target === undefined) throw new DomainError('CONFLICT', 'assessment.noPrevious');
  if ((path.previousBefore(target)?.questionNumber ?? 0) > row.answeredCount)
    throw new DomainError('CONFLICT', 'answer.notCurrent');
  if (row.outdated) await restart(deps.db, row.id);
  if (row.currentQuestionNumber !== target) {
    await deps.db
      .update(assessments)
      .set({ currentQuestionNumber: target, updatedAt: new Date() })
      .where(eq(assessments.id, row.id));
    row.currentQuestionNumber = target;
  }
  return viewAt(deps, row, target, locale, profile);
}

/**
 * The 12 steps (spec §7 GET /assessment/steps), each `questionCount` the questions the user's
 * latest assessment's path asks in it (every question before any context answer).
 */
export async function steps(deps: Deps, principal: Principal, locale: Locale): Promise<StepsOutput> {
  const profile = await profileOfLatest(deps, principal.user.id);
  return { steps: [...allStepViews(locale, pathOf(profile))] };
}
