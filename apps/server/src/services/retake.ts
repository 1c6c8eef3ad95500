/**
 * Re-take, history and the re-take reminder, shared by tRPC and REST.
 *
 * A re-take is a new assessment on the current bank version pointing at the completed one it
 * re-takes (`previous_assessment_id`); from then on it is the user's latest, the one every
 * assessment, results and roadmap call answers for, and its questions show the previous answers
 * as suggestions (services/assessments/navigation.ts). The completed assessment, its answers and its roadmap
 * are never written again. Everything here reads or writes the session's user only.
 */
import { eq, sql } from 'drizzle-orm';
import { executeRows, users, type AssessmentRow } from '@hai/db';
import {
  BANK_VERSION,
  MAX_REMINDER_DAYS,
  STEPS,
  UNKNOWN_PROFILE,
  overallCoverage,
  scoreOverall,
  type CurrentView,
  type AnswerRecord,
  type HistoryEntry,
  type HistoryOutput,
  type Locale,
  type RetakeReminderInput,
  type RetakeReminderOutput,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import { retakeDue, todayUtc, viewAt } from './assessments/navigation.js';
import {
  answersOfAssessments,
  asCurrent,
  assessmentOf,
  assessmentsOf,
  keepsResults,
  latestIds,
  latestIn,
  ownAssessment,
} from './assessments/selection.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';

/**
 * POST /assessment/retake: start a new assessment re-taking the user's latest one, which must be
 * completed on the current bank version or on one whose results are kept (version 3: its answers
 * are offered as suggestions under the ids the current bank shares with it). In one transaction holding the user's row lock (the one
 * roadmap writes take, so no task lands on the old roadmap after it): the latest is read again
 * and the new row inserted, and the re-take reminder cleared; the unique index on `previous_assessment_id` makes a second re-take
 * of the same assessment impossible even across instances.
 * @returns the chat's state at question 1 of the new assessment, its answer suggested from the
 *   completed one (the shape `GET /assessment/current` answers, so a client caches it as is).
 * @throws DomainError CONFLICT `assessment.retakeNotCompleted` when the latest assessment is not
 *   completed (none yet, under way, or on an older bank version, which restarts instead).
 */
export async function retake(deps: Deps, principal: Principal, locale: Locale): Promise<CurrentView> {
  const userId = principal.user.id;
  const created = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const latest = await latestIn(tx, userId);
    if (!latest || latest.outdated || latest.status !== 'completed')
      throw new DomainError('CONFLICT', 'assessment.retakeNotCompleted');
    const [row] = await executeRows<{ id: string }>(
      tx,
      sql`INSERT INTO assessments (user_id, bank_version, previous_assessment_id)
          VALUES (${userId}, ${BANK_VERSION}::int, ${latest.id})
          ON CONFLICT (previous_assessment_id) DO NOTHING
          RETURNING id`,
    );
    if (!row) throw new DomainError('CONFLICT', 'assessment.retakeNotCompleted');
    // A reminder to re-take has done its work; cleared with the start so that it never comes due
    // over the new assessment (one transaction: no window in which both hold).
    await tx.update(users).set({ retakeReminderAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    return ownAssessment(tx, userId, row.id);
  });
  deps.log.info({ userId, event: 'assessment.retake' }, 're-take started');
  // Nothing answered yet: the unknown profile, every question asked.
  return viewAt(deps, asCurrent(created), 1, locale, UNKNOWN_PROFILE);
}

/** One history entry from a stored row and its answers (see `HistoryEntry`). */
function entryOf(row: AssessmentRow, records: readonly AnswerRecord[], latest: boolean): HistoryEntry {
  // The latest reads as the chat shows it (an older version's: a fresh start, unless completed on
  // a version whose results are kept); an earlier one is scored when its results are kept.
  const shown = latest ? asCurrent(row) : { ...row, outdated: !keepsResults(row) };
  const scored = !shown.outdated;
  const overall = scored ? scoreOverall(STEPS, records) : null;
  const cover = overall ? overallCoverage(overall) : null;
  const completed = shown.status === 'completed';
  return {
    id: row.id,
    previousAssessmentId: row.previousAssessmentId,
    status: completed ? 'completed' : 'started',
    startedAt: row.startedAt.toISOString(),
    completedAt: completed && shown.completedAt ? shown.completedAt.toISOString() : null,
    bankVersion: row.bankVersion,
    answeredCount: shown.answeredCount,
    overallScore: completed && overall ? overall.overallScore : null,
    band: completed && overall ? overall.band : null,
    categoryCount: completed && overall ? overall.categoryCount : null,
    coverage: cover ? cover.coverage : null,
    practisedCount: cover ? cover.practisedCount : null,
    activityCount: cover ? cover.activityCount : null,
    latest,
  };
}

/**
 * GET /assessment/history: the user's assessments, newest first, each scored by the scoring the
 * results use (`scoreOverall`, `overallCoverage`). Two reads: the rows, then their answers.
 */
export async function history(deps: Deps, principal: Principal): Promise<HistoryOutput> {
  const rows = await assessmentsOf(deps.db, principal.user.id);
  if (rows.length === 0) return { assessments: [] };
  const stored = await answersOfAssessments(
    deps.db,
    rows.map((r) => r.id),
  );
  const latest = latestIds(rows);
  return {
    assessments: rows.map((row) => entryOf(row, stored.get(row.id) ?? [], latest.has(row.id))),
  };
}

/** `YYYY-MM-DD` of `days` after `today` (`YYYY-MM-DD`), in UTC. */
function addDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * PUT /assessment/retake-reminder (and DELETE, with `{ at: null }`): store the day to remind the
 * user to re-take (`inDays` from today, or the day `at`), or clear it.
 * @throws DomainError VALIDATION_ERROR `assessment.reminderPast` for a day before today (UTC) or
 *   more than two years ahead.
 */
export async function setRetakeReminder(
  deps: Deps,
  principal: Principal,
  input: RetakeReminderInput,
): Promise<RetakeReminderOutput> {
  const today = todayUtc();
  const at = input.inDays !== undefined ? addDays(today, input.inDays) : (input.at ?? null);
  if (at !== null && (at < today || at > addDays(today, MAX_REMINDER_DAYS)))
    throw new DomainError('VALIDATION_ERROR', 'assessment.reminderPast', {
      fields: [{ field: 'at', code: 'assessment.reminderPast' }],
    });
  const userId = principal.user.id;
  await deps.db
    .update(users)
    .set({ retakeReminderAt: at, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { retakeReminderAt: at, retakeDue: retakeDue(at, await assessmentOf(deps, userId)) };
}
