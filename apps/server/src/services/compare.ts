/**
 * Compare two of the user's completed assessments: the domain's
 * `compareAssessments` on their stored answers (the scoring the results use, so the figures are
 * the two reports'), with the two assessments' ids and dates and the tasks completed on the
 * earlier one's roadmap, beside the steps they were meant to move. Read-only; only the session's
 * user's assessments can be named (another user's id is a 404 like an unknown one).
 */
import type { AssessmentRow } from '@hai/db';
import {
  OTHER_CATEGORY,
  compareAssessments,
  taskStepKey,
  type CompareOutput,
  type CompareQuery,
  type CompareSide,
  type Locale,
  type OverallSnapshot,
  type ReportAnswer,
  type TaskSourceView,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';
import { answersOfAssessments, assessmentsOf, isCompletedRow, latestIds } from './assessments/selection.js';
import { roadmapOfAssessment, rowsOf } from './roadmap.js';

/** The wire summary of one compared assessment. */
function sideOf(row: AssessmentRow, overall: OverallSnapshot): CompareSide {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    completedAt: (row.completedAt ?? row.updatedAt).toISOString(),
    bankVersion: row.bankVersion,
    overallScore: overall.score,
    band: overall.band,
  };
}

/**
 * The two assessments a comparison is between (see `CompareQuery`): `to` the named one or the
 * user's newest completed one, `from` the named one or the one `to` re-takes.
 * @throws DomainError NOT_FOUND `assessment.notFound` (a named id that is not the user's);
 *   CONFLICT `compare.notCompleted` (a named one not completed) or `compare.notEnough` (no
 *   earlier completed assessment); VALIDATION_ERROR `compare.sameAssessment` (both the same).
 */
async function pair(
  deps: Deps,
  userId: string,
  query: Pick<CompareQuery, 'from' | 'to'>,
): Promise<{ from: AssessmentRow; to: AssessmentRow }> {
  const rows = await assessmentsOf(deps.db, userId);
  const latest = latestIds(rows);
  const completed = (r: AssessmentRow) => isCompletedRow(r, latest.has(r.id));
  const named = (id: string) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new DomainError('NOT_FOUND', 'assessment.notFound');
    if (!completed(row)) throw new DomainError('CONFLICT', 'compare.notCompleted');
    return row;
  };
  const notEnough = () => new DomainError('CONFLICT', 'compare.notEnough');
  const to = query.to !== undefined ? named(query.to) : rows.find(completed);
  if (!to) throw notEnough();
  let from: AssessmentRow | undefined;
  if (query.from !== undefined) from = named(query.from);
  else {
    from = rows.find((r) => r.id === to.previousAssessmentId);
    if (!from || !completed(from)) throw notEnough();
  }
  if (from.id === to.id)
    throw new DomainError('VALIDATION_ERROR', 'compare.sameAssessment', {
      fields: [{ field: query.from !== undefined ? 'from' : 'to', code: 'compare.sameAssessment' }],
    });
  return { from, to };
}

/**
 * GET /assessment/compare: two of the user's completed assessments compared (see `CompareOutput`),
 * texts in `locale`. Three reads: the user's assessments, the two's answers, the earlier one's
 * roadmap.
 * @throws see {@link pair}.
 */
export async function compare(
  deps: Deps,
  principal: Principal,
  query: Pick<CompareQuery, 'from' | 'to'>,
  locale: Locale,
): Promise<CompareOutput> {
  const userId = principal.user.id;
  const { from, to } = await pair(deps, userId, query);
  const stored = await answersOfAssessments(deps.db, [from.id, to.id]);
  const answersOf = (id: string): ReportAnswer[] => stored.get(id) ?? [];
  const comparison = compareAssessments(
    { answers: answersOf(from.id), bankVersion: from.bankVersion },
    { answers: answersOf(to.id), bankVersion: to.bankVersion },
    locale,
  );
  const tasks = await rowsOf(deps.db, roadmapOfAssessment(userId, from));
  const { wholeBank: _wholeBank, ...rest } = comparison;
  return {
    ...rest,
    from: sideOf(from, comparison.overall.then),
    to: sideOf(to, comparison.overall.now),
    tasksCompleted: tasks
      .filter((t) => t.status === 'completed')
      .map((t) => ({
        id: t.id,
        title: t.title,
        category: t.category ?? OTHER_CATEGORY[locale],
        stepId: taskStepKey({ category: t.category, source: t.source as TaskSourceView | null }),
      })),
  };
}

/**
 * The comparison of the user's latest completed assessment with the one it re-takes, for the
 * results e-mail's "since last time"; `null` when there is no earlier completed
 * assessment to compare with.
 */
export async function sinceLastTime(
  deps: Deps,
  principal: Principal,
  locale: Locale,
): Promise<CompareOutput | null> {
  try {
    return await compare(deps, principal, {}, locale);
  } catch (err) {
    if (err instanceof DomainError && err.messageCode === 'compare.notEnough') return null;
    throw err;
  }
}
