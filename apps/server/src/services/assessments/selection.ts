/**
 * Which assessment a call reads, and the only reader of assessments and their answers.
 *
 * A user's assessments form a chain of re-takes (`previous_assessment_id`; one first assessment a
 * user and one re-take an assessment, both unique indexes, so the chain is linear). Four rules
 * name an assessment, and every service asks this module for one of them:
 *
 * - **latest**: the user's assessment that nothing re-takes ({@link latestCondition},
 *   {@link latestIn}, {@link latestRef}). The chat, the status, the roadmap and the scores read it.
 * - **with results**: the latest when it is completed on a bank version whose results are kept
 *   ({@link keepsResults}, {@link completedAssessment}); while a re-take is under way the latest
 *   has no results yet, and results calls answer 409.
 * - **owned, by id**: one of the session's user's assessments named by id ({@link ownAssessment});
 *   another user's id answers like an unknown one (404), so nothing tells whether it exists.
 * - **latest completed** (the peer benchmark): the user's newest completed assessment on the
 *   current bank that no completed re-take follows, so a re-take under way keeps the company in
 *   the benchmark with its last result ({@link latestCompletedOf}, {@link latestCompletedOfEveryUser}).
 *
 * Versions (domain-design.md §2, §9): a row recorded on an older bank version reads as a fresh
 * start on the current one ({@link asCurrent}), except a completed one whose results are kept.
 *
 * Writes stay with their use cases (services/assessments/answer.ts, navigation.ts,
 * services/retake.ts); `test/selection.test.ts` fails when any other service module reads the
 * `assessments` or `answers` table itself.
 */
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { answers, assessments, executeRows, type AnswerRow, type AssessmentRow, type Db } from '@hai/db';
import {
  APPLICABILITY_QUESTION_IDS,
  BANK_VERSION,
  profileOfAnswers,
  type AnswerRecord,
  type AnswerView,
  type CompanyProfile,
  type ReportAnswer,
} from '@hai/domain';
import { DomainError } from '../../errors.js';
import type { Deps } from '../deps.js';

/** A database to read from: the app's or a transaction. */
type Reader = Pick<Db, 'select'>;

/**
 * The condition on `assessments` that selects the user's latest assessment: the user's one that
 * no other re-takes. Exactly one row matches once the user has any (the chain is linear).
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
 * Whether `row`, one of a user's rows, is completed as the results read it: its stored status,
 * except that the latest one completed on a bank version whose results are not kept reads as a
 * fresh start ({@link asCurrent}), so it is not.
 */
export function isCompletedRow(row: AssessmentRow, latest: boolean): boolean {
  return row.status === 'completed' && (!latest || keepsResults(row));
}

/** The ids of `rows` (all of one user's assessments) that nothing among them re-takes: the latest. */
export function latestIds(rows: readonly Pick<AssessmentRow, 'id' | 'previousAssessmentId'>[]): Set<string> {
  const successors = new Set(rows.map((r) => r.previousAssessmentId).filter((id) => id !== null));
  return new Set(rows.filter((r) => !successors.has(r.id)).map((r) => r.id));
}

/** The user's latest assessment on `db` as it stands on the current bank ({@link asCurrent}), or none. */
export async function latestIn(db: Reader, userId: string): Promise<CurrentRow | undefined> {
  const [row] = await db.select().from(assessments).where(latestCondition(userId)).limit(1);
  return row ? asCurrent(row) : undefined;
}

/** {@link latestIn} on the app's database. */
export function assessmentOf(deps: Deps, userId: string): Promise<CurrentRow | undefined> {
  return latestIn(deps.db, userId);
}

/** The user's latest assessment's id and the one it re-takes (read on `db`), or none. */
export async function latestRef(
  db: Reader,
  userId: string,
): Promise<{ id: string; previousAssessmentId: string | null } | undefined> {
  const [row] = await db
    .select({ id: assessments.id, previousAssessmentId: assessments.previousAssessmentId })
    .from(assessments)
    .where(latestCondition(userId))
    .limit(1);
  return row;
}

/**
 * The assessment `assessmentId` of user `userId`.
 * @throws DomainError NOT_FOUND `assessment.notFound` when the user has no assessment with that id
 *   (unknown, or another user's).
 */
export async function ownAssessment(
  db: Reader,
  userId: string,
  assessmentId: string,
): Promise<AssessmentRow> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'assessment.notFound');
  return row;
}

/** Every assessment of the user, newest first (`order: 'oldest'` for oldest first). */
export function assessmentsOf(
  db: Reader,
  userId: string,
  order: 'newest' | 'oldest' = 'newest',
): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(
      order === 'newest' ? desc(assessments.startedAt) : asc(assessments.startedAt),
      asc(assessments.id),
    );
}

/** How many assessments the user has (the status's `assessmentCount`). */
export async function assessmentCount(db: Db, userId: string): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM assessments WHERE user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/**
 * The user's latest assessment when it has results ({@link keepsResults}): its id and its answers
 * with their inputs. With `assessmentId` (an earlier assessment's results, read-only), that
 * assessment of the user's instead, under the same condition.
 * @throws DomainError CONFLICT `results.incomplete` when it has none (a re-take under way, or one
 *   completed on an older version, which restarts on the current one and has no results until it
 *   is completed); NOT_FOUND `assessment.notFound` for an `assessmentId` not the user's.
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

/** The answers of {@link completedAssessment}. */
export async function completedAnswers(
  deps: Deps,
  userId: string,
  assessmentId?: string,
): Promise<ReportAnswer[]> {
  return (await completedAssessment(deps, userId, assessmentId)).answers;
}

/** The condition on `assessments a`: the user's latest completed assessment on the current bank. */
const latestCompleted = sql`a.status = 'completed' AND a.completed_at IS NOT NULL
  AND a.bank_version = ${BANK_VERSION}::int
  AND NOT EXISTS (SELECT 1 FROM assessments s
                  WHERE s.previous_assessment_id = a.id AND s.status = 'completed')`;

/** The user's latest completed assessment on the current bank, with its answers; undefined: none. */
export async function latestCompletedOf(
  db: Db,
  userId: string,
): Promise<{ id: string; completedAt: Date; answers: AnswerRecord[] } | undefined> {
  const rows = await executeRows<{
    id: string;
    completed_at: Date | string;
    question_id: string | null;
    selected_option_ids: string[] | null;
  }>(
    db,
    sql`SELECT a.id, a.completed_at, ans.question_id, ans.selected_option_ids
        FROM assessments a LEFT JOIN answers ans ON ans.assessment_id = a.id
        WHERE a.user_id = ${userId} AND ${latestCompleted}`,
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    id: first.id,
    completedAt: new Date(first.completed_at),
    answers: rows.flatMap((r) =>
      r.question_id === null
        ? []
        : [{ questionId: r.question_id, selectedOptionIds: r.selected_option_ids! }],
    ),
  };
}

/** Every user's latest completed assessment on the current bank, with the user's company name. */
export async function latestCompletedOfEveryUser(
  db: Db,
): Promise<{ id: string; companyName: string; completedAt: Date }[]> {
  const rows = await executeRows<{ id: string; company_name: string; completed_at: Date | string }>(
    db,
    sql`SELECT a.id, u.company_name, a.completed_at FROM assessments a
        JOIN users u ON u.id = a.user_id WHERE ${latestCompleted}`,
  );
  return rows.map((r) => ({ id: r.id, companyName: r.company_name, completedAt: new Date(r.completed_at) }));
}

/** The stored answers of one assessment, with their inputs (at most 180 rows on the bank). */
export function answersOfAssessment(deps: Pick<Deps, 'db'>, assessmentId: string): Promise<ReportAnswer[]> {
  return deps.db
    .select({
      questionId: answers.questionId,
      selectedOptionIds: answers.selectedOptionIds,
      additionalInputs: answers.additionalInputs,
    })
    .from(answers)
    .where(eq(answers.assessmentId, assessmentId));
}

/** The stored answers of `assessmentIds` (with their inputs), by assessment; one query. */
export async function answersOfAssessments(
  db: Reader,
  assessmentIds: readonly string[],
): Promise<Map<string, ReportAnswer[]>> {
  const byId = new Map<string, ReportAnswer[]>(assessmentIds.map((id) => [id, []]));
  if (assessmentIds.length === 0) return byId;
  const rows = await db
    .select({
      assessmentId: answers.assessmentId,
      questionId: answers.questionId,
      selectedOptionIds: answers.selectedOptionIds,
      additionalInputs: answers.additionalInputs,
    })
    .from(answers)
    .where(inArray(answers.assessmentId, [...assessmentIds]));
  for (const { assessmentId, ...answer } of rows) byId.get(assessmentId)?.push(answer);
  return byId;
}

/** The stored answer rows of `assessmentIds`, every column (the personal-data export). */
export function answerRowsOf(db: Reader, assessmentIds: readonly string[]): Promise<AnswerRow[]> {
  if (assessmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(answers)
    .where(inArray(answers.assessmentId, [...assessmentIds]));
}

/**
 * The stored answers of `questionIds` of one assessment, by question id (one indexed query on the
 * (assessment, question) key).
 */
export async function answersOf(
  deps: Pick<Deps, 'db'>,
  assessmentId: string,
  questionIds: readonly string[],
): Promise<Map<string, AnswerView>> {
  if (questionIds.length === 0) return new Map();
  const rows = await deps.db
    .select({
      questionId: answers.questionId,
      selectedOptionIds: answers.selectedOptionIds,
      additionalInputs: answers.additionalInputs,
    })
    .from(answers)
    .where(and(eq(answers.assessmentId, assessmentId), inArray(answers.questionId, [...questionIds])));
  return new Map(
    rows.map((r) => [
      r.questionId,
      { selectedOptionIds: r.selectedOptionIds, additionalInputs: r.additionalInputs },
    ]),
  );
}

/**
 * Every stored answer of the user's latest assessment, or of the user's `assessmentId` (404
 * `assessment.notFound` when not theirs), for scores; at most 180 rows on the bank.
 */
export async function answerRecords(
  deps: Deps,
  userId: string,
  assessmentId?: string,
): Promise<AnswerRecord[]> {
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

/**
 * The stored applicability answers (`APPLICABILITY_QUESTION_IDS`, at most five rows) of the user's
 * latest assessment or of the assessment `assessmentId`: one indexed query on the (assessment,
 * question) key.
 */
export function storedProfileAnswers(
  deps: Pick<Deps, 'db'>,
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

/** The company profile of the user's latest assessment (one indexed query of at most five rows). */
export async function profileOfLatest(deps: Pick<Deps, 'db'>, userId: string): Promise<CompanyProfile> {
  return profileOfAnswers(await storedProfileAnswers(deps, { userId }));
}

/** The company profile of the assessment `assessmentId` (one indexed query of at most five rows). */
export async function profileOfAssessment(
  deps: Pick<Deps, 'db'>,
  assessmentId: string,
): Promise<CompanyProfile> {
  return profileOfAnswers(await storedProfileAnswers(deps, { assessmentId }));
}
