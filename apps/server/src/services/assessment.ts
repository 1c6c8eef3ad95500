/**
 * Assessment use cases shared by tRPC and REST (product-spec §3, §4, §7): status, current
 * question, answer, previous, steps, step score, overall score.
 *
 * The chat asks the questions of the company's path (domain-design.md §9, `assessmentPath`): every
 * context question and the activities that apply to the profile its context answers give. They are
 * answered in path order (an earlier answer may be changed through "previous"), so the row's
 * `answered_count` is the frontier: the bank number up to which every asked question is answered.
 * The answer path does constant work: the profile is read from the at most five applicability
 * answers (one indexed query, {@link profileOfLatest}), then one statement saves the answer, moves
 * the row and reads the next question's saved (and, re-taking, previous) answer; only a finished
 * step reads answers back, with one indexed query, and only an applicability answer that brings
 * back questions at or before the frontier reads which are answered ({@link pullBackFrontier}).
 *
 * Versions (domain-design.md §2, §9): an assessment records the bank version it is answered on. A started
 * row on an older version, or a completed one older than {@link RESULTS_KEPT_FROM_VERSION}, reads
 * as a fresh start on the current one (queries never write): nothing answered, at question 1, with
 * the `bank-updated` notice; the first answer or a step back restarts it for real (`restart`). Its
 * old answers stay stored. A row completed on version 3 stays completed: its answers are scored on
 * the current bank (the ids it shares with it are the same questions) and it can be re-taken.
 *
 * Several assessments: a user's assessments form a chain of re-takes; every
 * call here reads and writes the latest one only ({@link latestCondition}: the one nothing
 * re-takes). While re-taking, a question's `existingAnswer` falls back to the previous
 * assessment's answer to the same question id, marked `source: 'previous'` ({@link suggestion}).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { answers, assessments, executeRows, type AssessmentRow } from '@hai/db';
import {
  APPLICABILITY_QUESTION_IDS,
  BANK_VERSION,
  STEPS,
  UNKNOWN_PROFILE,
  buildReport,
  getQuestion,
  getQuestionByNumber,
  isAsked,
  profileOfAnswers,
  stepOfIdentifier,
  validateAnswer,
  type AnswerRecord,
  type AssessmentPath,
  type CompanyProfile,
  type AnswerSubmission,
  type AnswerView,
  type CurrentView,
  type ExistingAnswerView,
  type Locale,
  type OverallScoreView,
  type StatusOutput,
  type StepScoreView,
  type StepsOutput,
  type SubmissionView,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';
import { ownAssessment } from './owned-assessment.js';
import { recordCompletion } from './peers.js';
import {
  allStepViews,
  firstUnanswered,
  pathOf,
  progressView,
  questionView,
  stepScoreView,
  stepView,
} from './assessment-view.js';

/** An answer as read back: its question and the stored choice. */
interface StoredAnswer extends AnswerView {
  questionId: string;
}

/** 400 for a question id the bank does not have. */
function unknownQuestion(): DomainError {
  return new DomainError('VALIDATION_ERROR', 'answer.unknownQuestion', {
    fields: [{ field: 'questionId', code: 'answer.unknownQuestion' }],
  });
}

/**
 * The condition on `assessments` that selects the user's latest assessment: the user's one that
 * no other re-takes. The chain is linear (one first assessment a user, one re-take an
 * assessment: unique indexes), so exactly one row matches once the user has any.
 */
export function latestCondition(userId: string): SQL {
  return sql`${assessments.userId} = ${userId} AND NOT EXISTS (
    SELECT 1 FROM assessments AS successor WHERE successor.previous_assessment_id = ${assessments.id})`;
}

/**
 * The oldest bank version whose completed assessments keep their results on the current bank:
 * version 3's question ids that version 4 kept are the same questions, so its stored answers are
 * scored on the current bank. Older versions' ids are all retired.
 */
export const RESULTS_KEPT_FROM_VERSION = 3;

/**
 * Whether a stored assessment row has results on the current bank: completed, on the current
 * version or on one from {@link RESULTS_KEPT_FROM_VERSION}.
 */
export function keepsResults(row: Pick<AssessmentRow, 'status' | 'bankVersion'>): boolean {
  return row.status === 'completed' && row.bankVersion >= RESULTS_KEPT_FROM_VERSION;
}

/**
 * The assessment row as it stands on the current bank: a row on an older version reads as a fresh
 * start, except a completed one that keeps its results ({@link keepsResults}).
 */
export interface CurrentRow extends AssessmentRow {
  /** The row was recorded on an older bank version and has not been restarted yet. */
  outdated: boolean;
}

/** The user's latest assessment as it stands on the current bank (see {@link CurrentRow}), or none. */
export function assessmentOf(deps: Deps, userId: string): Promise<CurrentRow | undefined> {
  return latestIn(deps.db, userId);
}

/** {@link assessmentOf} on `db`: the app's database or a transaction. */
export async function latestIn(
  db: Pick<Deps['db'], 'select'>,
  userId: string,
): Promise<CurrentRow | undefined> {
  const [row] = await db.select().from(assessments).where(latestCondition(userId)).limit(1);
  if (!row) return undefined;
  return asCurrent(row);
}

/**
 * A stored row as it reads on the current bank: an older version reads as a fresh start (nothing
 * answered, at question 1, started, `restartedFromVersion` its version), except a completed one
 * that keeps its results ({@link keepsResults}), which reads as stored.
 */
export function asCurrent(row: AssessmentRow): CurrentRow {
  if (row.bankVersion >= BANK_VERSION || keepsResults(row)) return { ...row, outdated: false };
  return {
    ...row,
    outdated: true,
    status: 'started',
    answeredCount: 0,
    currentQuestionNumber: 1,
    completedAt: null,
    restartedFromVersion: row.bankVersion,
  };
}

/**
 * Restart an assessment recorded on an older bank version on the current one: nothing answered,
 * at question 1, started; its old answers are kept (their retired ids are never scored). A no-op
 * when the row is already on the current version (so two tabs restart it once). `db` is the app's
 * database or a transaction.
 */
async function restart(db: Deps['db'], assessmentId: string): Promise<void> {
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

/** The applicability answers as a set, for lookups. */
const APPLICABILITY_IDS: ReadonlySet<string> = new Set(APPLICABILITY_QUESTION_IDS);

/**
 * The stored applicability answers (`APPLICABILITY_QUESTION_IDS`, at most five rows) of the user's
 * latest assessment or of the assessment `assessmentId`: one indexed query on the (assessment,
 * question) key.
 */
function storedProfileAnswers(
  deps: Deps,
  where: { userId: string } | { assessmentId: string },
): Promise<AnswerRecord[]> {
  const ids = [...APPLICABILITY_QUESTION_IDS];
  const select = { questionId: answers.questionId, selectedOptionIds: answers.selectedOptionIds };
  if ('assessmentId' in where)
    return deps.db
      .select(select)
      .from(answers)
      .where(and(eq(answers.assessmentId, where.assessmentId), inArray(answers.questionId, ids)));
  return deps.db
    .select(select)
    .from(answers)
    .innerJoin(assessments, and(eq(assessments.id, answers.assessmentId), latestCondition(where.userId)))
    .where(inArray(answers.questionId, ids));
}

/**
 * The company profile of the user's latest assessment (see {@link storedProfileAnswers}), read
 * with one indexed query of at most five rows.
 */
export async function profileOfLatest(deps: Deps, userId: string): Promise<CompanyProfile> {
  return profileOfAnswers(await storedProfileAnswers(deps, { userId }));
}

/** The company profile of the assessment `assessmentId` (one indexed query of at most five rows). */
export async function profileOfAssessment(deps: Deps, assessmentId: string): Promise<CompanyProfile> {
  return profileOfAnswers(await storedProfileAnswers(deps, { assessmentId }));
}

/** The stored answers of `questionIds` (one indexed query on the (assessment, question) key). */
async function answersOf(
  deps: Deps,
  assessmentId: string,
  questionIds: string[],
): Promise<Map<string, AnswerView>> {
  if (questionIds.length === 0) return new Map();
  const rows: StoredAnswer[] = await deps.db
    .select({
      questionId: answers.questionId,
      selectedOptionIds: answers.selectedOptionIds,
      additionalInputs: answers.additionalInputs,
    })
    .from(answers)
    .where(and(eq(answers.assessmentId, assessmentId), inArray(answers.questionId, questionIds)));
  return new Map(
    rows.map((r) => [
      r.questionId,
      { selectedOptionIds: r.selectedOptionIds, additionalInputs: r.additionalInputs },
    ]),
  );
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
function existingOf(
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
  const [row, [count]] = await Promise.all([
    assessmentOf(deps, userId),
    executeRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM assessments WHERE user_id = ${userId}`,
    ),
  ]);
  const reminderAt = principal.user.retakeReminderAt;
  return {
    started: row !== undefined,
    completed: row?.status === 'completed',
    assessmentId: row?.id ?? null,
    assessmentCount: count?.n ?? 0,
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

/** What {@link saveAnswer} returns: the assessment, its new count and the next question's answers. */
type Saved = {
  id: string;
  after: number;
  /** The next question's stored answer on this assessment (null when none). */
  nextSelected: string[] | null;
  nextInputs: Record<string, string> | null;
  /** The next question's answer on the previous assessment (re-take), null when none. */
  prevSelected: string[] | null;
  prevInputs: Record<string, string> | null;
};

/** Where an answer to question `n` moves the chat, on the company's path. */
interface Move {
  /** The question answered (bank number) and its id. */
  n: number;
  questionId: string;
  /** Bank number of the asked question before `n` (0 for the first): it must be answered. */
  before: number;
  /** The next asked question's id, null after the last. */
  nextId: string | null;
  /** The chat's position after the answer: the next asked question, or `n` after the last. */
  cursor: number;
  /** Bank number of the path's last question: a frontier there completes the assessment. */
  last: number;
}

/**
 * Save one answer and move the chat on, in one statement: the row update comes first, so it takes
 * the latest assessment's row lock and re-checks, against the latest frontier, that every asked
 * question before this one is answered (`answered_count >= move.before`); the answer is upserted
 * only if it was. The frontier becomes `n` when `n` is past it (it is then the first unanswered
 * asked question), and the assessment completes when it reaches the path's last question. The same
 * statement reads the next asked question's (`move.nextId`) answer on this assessment and on the
 * one it re-takes, from the statement's snapshot (this answer is another question's), so a re-take
 * costs no extra read. Only the user's latest assessment (nothing re-takes it) is ever touched.
 * Returns nothing when the user has no assessment yet, it is on an older bank version, completed,
 * or an asked question before this one is unanswered ({@link answer} tells them apart).
 */
async function saveAnswer(
  db: Deps['db'],
  userId: string,
  move: Move,
  choice: AnswerView,
): Promise<Saved | undefined> {
  const { n, last } = move;
  const [row] = await executeRows<Saved>(
    db,
    sql`
      WITH moved AS (
        UPDATE assessments SET
          answered_count = GREATEST(answered_count, ${n}::int),
          current_question_number = ${move.cursor}::int,
          status = CASE WHEN GREATEST(answered_count, ${n}::int) >= ${last}::int
                        THEN 'completed' ELSE 'started' END,
          completed_at = CASE WHEN GREATEST(answered_count, ${n}::int) >= ${last}::int
                              THEN COALESCE(completed_at, now()) ELSE NULL END,
          updated_at = now()
        WHERE user_id = ${userId} AND bank_version = ${BANK_VERSION}::int
          AND status <> 'completed'
          AND answered_count >= ${move.before}::int
          AND NOT EXISTS (SELECT 1 FROM assessments AS successor
                          WHERE successor.previous_assessment_id = assessments.id)
        RETURNING id, answered_count, previous_assessment_id
      ), saved AS (
        INSERT INTO answers (assessment_id, question_id, selected_option_ids, additional_inputs)
        SELECT id, ${move.questionId}, ${JSON.stringify(choice.selectedOptionIds)}::jsonb,
               ${JSON.stringify(choice.additionalInputs)}::jsonb
        FROM moved
        ON CONFLICT (assessment_id, question_id) DO UPDATE
          SET selected_option_ids = excluded.selected_option_ids,
              additional_inputs = excluded.additional_inputs,
              updated_at = now()
        RETURNING assessment_id
      )
      SELECT moved.id, moved.answered_count AS after,
             own.selected_option_ids AS "nextSelected", own.additional_inputs AS "nextInputs",
             prev.selected_option_ids AS "prevSelected", prev.additional_inputs AS "prevInputs"
      FROM moved JOIN saved ON saved.assessment_id = moved.id
      LEFT JOIN answers AS own ON own.assessment_id = moved.id AND own.question_id = ${move.nextId}
      LEFT JOIN answers AS prev
        ON prev.assessment_id = moved.previous_assessment_id AND prev.question_id = ${move.nextId}`,
  );
  return row;
}

/**
 * {@link saveAnswer} on `db` (the app's database or a transaction); the path's last question's
 * answer, the one that completes an assessment, runs in a transaction (a savepoint inside one) that
 * also records the completed assessment in the peer benchmark (services/peers.ts), so no completed
 * assessment is ever missing from it.
 */
function save(
  db: Deps['db'],
  principal: Principal,
  move: Move,
  choice: AnswerView,
): Promise<Saved | undefined> {
  const userId = principal.user.id;
  if (move.n < move.last) return saveAnswer(db, userId, move, choice);
  return db.transaction(async (tx) => {
    const saved = await saveAnswer(tx, userId, move, choice);
    if (saved && saved.after >= move.last)
      await recordCompletion(tx, { id: saved.id, userId, companyName: principal.user.companyName });
    return saved;
  });
}

/** Thrown inside {@link startAndSave}'s transaction to roll back a start whose answer was refused. */
class AnswerRefused extends Error {}

/**
 * The answer's second try, when {@link save} moved no row: the first answer creates the user's
 * first assessment (once, whatever runs at once: the unique index on a user's first), an answer
 * to an assessment on an older bank version restarts it on the current one, and a started row
 * that a concurrent first answer created after the first try is simply tried again. The start and
 * the save run in one transaction, so an answer refused here (a question ahead of the frontier:
 * `answer.notCurrent`) leaves no trace: no row created, no restart, no timestamp moved (refused
 * means unchanged, product-spec §4). A completed assessment is not tried again.
 * @returns the saved answer, or nothing when it is refused.
 */
async function startAndSave(
  deps: Deps,
  principal: Principal,
  move: Move,
  choice: AnswerView,
): Promise<Saved | undefined> {
  const userId = principal.user.id;
  const row = await assessmentOf(deps, userId);
  if (row && !row.outdated && row.status === 'completed') return undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!row)
        await executeRows(
          tx,
          sql`INSERT INTO assessments (user_id, bank_version) VALUES (${userId}, ${BANK_VERSION}::int)
              ON CONFLICT (user_id) WHERE previous_assessment_id IS NULL DO NOTHING`,
        );
      else if (row.outdated) await restart(tx, row.id);
      const saved = await save(tx, principal, move, choice);
      if (!saved) throw new AnswerRefused();
      return saved;
    });
  } catch (err) {
    if (err instanceof AnswerRefused) return undefined;
    throw err;
  }
}

/**
 * After an applicability answer changed the path from `before` to `path`: when a question the new
 * path asks at or before the frontier `answered` is unanswered (one the old path skipped), move
 * the frontier back to just before the first such question. Reads the assessment's answered ids
 * only when the new path asks a question at or before the frontier that the old one did not (a
 * rare path: a changed context answer), then one conditional update.
 * @returns the frontier after the move (`answered` when nothing moved).
 */
async function pullBackFrontier(
  deps: Deps,
  assessmentId: string,
  answered: number,
  before: AssessmentPath,
  path: AssessmentPath,
): Promise<number> {
  const added = path.questions.filter(
    (q) => q.questionNumber <= answered && before.positionOf(q.questionNumber) === undefined,
  );
  if (added.length === 0) return answered;
  const stored = await answersOf(
    deps,
    assessmentId,
    added.map((q) => q.id),
  );
  const missing = added.find((q) => !stored.has(q.id));
  if (!missing) return answered;
  const frontier = missing.questionNumber - 1;
  const [row] = await executeRows<{ answered_count: number }>(
    deps.db,
    sql`UPDATE assessments SET answered_count = LEAST(answered_count, ${frontier}::int), updated_at = now()
        WHERE id = ${assessmentId} AND status <> 'completed'
        RETURNING answered_count`,
  );
  return row ? Math.min(answered, row.answered_count) : answered;
}

/**
 * Save an answer (spec §5 rules, 400 with fields on bad input) and move to the next question of
 * the company's path (domain-design.md §9). The profile comes from the stored applicability
 * answers, with this answer in place of its stored one when it is one of them. A question the path
 * does not ask is a 409 `answer.notAsked`; one with an asked question before it unanswered a 409
 * `answer.notCurrent`; none may be answered once the assessment is completed (409
 * `assessment.completed`). An applicability answer that brings back unanswered questions at or
 * before the frontier moves it back ({@link pullBackFrontier}). The answer carries the next asked
 * question with its existing answer, the progress on the path and, when this answer was the last
 * asked question of its step, that step with its score over the activities that apply.
 *
 * Concurrency: the save keeps its row lock and its re-check against the latest frontier, so two
 * answers at once still never store a question ahead of an unanswered asked one of the profile
 * each read. The profile itself is read just before the save, outside the lock: only another tab
 * of the same user changing a context answer at that very moment could make this answer use the
 * profile of a moment before (at worst the frontier passes a question that answer brought back,
 * which is then scored as unanswered).
 */
export async function answer(
  deps: Deps,
  principal: Principal,
  input: AnswerSubmission,
  locale: Locale,
): Promise<SubmissionView> {
  const question = getQuestion(input.questionId);
  if (!question) throw unknownQuestion();
  const checked = validateAnswer(question, input.selectedOptionIds, input.additionalInputs, locale);
  if (!checked.ok) {
    throw new DomainError('VALIDATION_ERROR', checked.issues[0]!.code, {
      fields: checked.issues,
      params: checked.issues[0]!.params,
    });
  }
  const n = question.questionNumber;
  const choice = { selectedOptionIds: checked.selectedOptionIds, additionalInputs: checked.additionalInputs };
  const userId = principal.user.id;
  const facts = await storedProfileAnswers(deps, { userId });
  const isFact = APPLICABILITY_IDS.has(question.id);
  const before = pathOf(profileOfAnswers(facts));
  const profile = isFact
    ? profileOfAnswers([
        ...facts.filter((a) => a.questionId !== question.id),
        { questionId: question.id, selectedOptionIds: choice.selectedOptionIds },
      ])
    : profileOfAnswers(facts);
  const path = pathOf(profile);
  if (path.positionOf(n) === undefined) throw new DomainError('CONFLICT', 'answer.notAsked');
  const following = path.nextAfter(n);
  const move: Move = {
    n,
    questionId: question.id,
    before: path.previousBefore(n)?.questionNumber ?? 0,
    nextId: following?.id ?? null,
    cursor: following?.questionNumber ?? n,
    last: path.last.questionNumber,
  };
  // One statement on the usual path; the first answer, a restart and a refusal try once more.
  const saved =
    (await save(deps.db, principal, move, choice)) ?? (await startAndSave(deps, principal, move, choice));
  if (!saved) {
    // Completed means completed: the results, the e-mail and the roadmap stay as sent.
    const row = await assessmentOf(deps, userId);
    if (row && !row.outdated && row.status === 'completed')
      throw new DomainError('CONFLICT', 'assessment.completed');
    throw new DomainError('CONFLICT', 'answer.notCurrent');
  }
  const answered =
    isFact && path !== before
      ? await pullBackFrontier(deps, saved.id, saved.after, before, path)
      : saved.after;
  const progress = progressView(answered, profile, locale);
  const step = question.step;
  const stepDone = path.positionInStep(n) === path.stepCounts[step.key];
  const next = progress.isCompleted ? null : (following ?? null);
  // Only a finished step reads answers; the next question's came with the save.
  const stored = await answersOf(deps, saved.id, stepDone ? step.questions.map((q) => q.id) : []);
  const nextSaved =
    next !== null && saved.nextSelected !== null
      ? { selectedOptionIds: saved.nextSelected, additionalInputs: saved.nextInputs ?? {} }
      : undefined;
  const nextPrevious =
    saved.prevSelected === null
      ? undefined
      : { selectedOptionIds: saved.prevSelected, additionalInputs: saved.prevInputs ?? {} };
  const records: AnswerRecord[] = stepDone
    ? step.questions.flatMap((q) => {
        const a = stored.get(q.id);
        return a ? [{ questionId: q.id, selectedOptionIds: a.selectedOptionIds }] : [];
      })
    : [];
  return {
    completed: progress.isCompleted,
    nextQuestion: next === null ? null : questionView(next.questionNumber, locale, path),
    nextStep: next === null ? null : stepView(next.step, locale, path),
    existingAnswer: next === null ? null : existingOf(next.id, nextSaved, nextPrevious),
    progress,
    completedStep: stepDone
      ? { step: stepView(step, locale, path), score: stepScoreView(step, records, locale, profile) }
      : null,
  };
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

/**
 * Every stored answer of the user's latest assessment, or of the user's `assessmentId` (404
 * `assessment.notFound` when not theirs), for scores; at most 180 rows on the bank.
 */
async function answerRecords(deps: Deps, userId: string, assessmentId?: string): Promise<AnswerRecord[]> {
  if (assessmentId !== undefined) {
    const row = await ownAssessment(deps.db, userId, assessmentId);
    return deps.db
      .select({ questionId: answers.questionId, selectedOptionIds: answers.selectedOptionIds })
      .from(answers)
      .where(eq(answers.assessmentId, row.id));
  }
  return deps.db
    .select({ questionId: answers.questionId, selectedOptionIds: answers.selectedOptionIds })
    .from(answers)
    .innerJoin(assessments, and(eq(assessments.id, answers.assessmentId), latestCondition(userId)));
}

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
  const report = buildReport(records, locale);
  const profile = profileOfAnswers(records);
  return {
    overallScore: report.overall.overallScore,
    categoryCount: report.overall.categoryCount,
    band: report.overall.band,
    steps: STEPS.map((s) => stepScoreView(s, records, locale, profile)),
    executiveSummary: report.summary,
    summary: report.overview.summary,
    furthestSteps: report.overview.furthestSteps,
    coverageGaps: report.overview.coverageGaps,
  };
}
