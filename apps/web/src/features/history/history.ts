/**
 * The pure parts of re-take, history and reminder screens, unit-tested:
 * - {@link historyRows}: the "Your assessments" rows from `assessment.history`, newest first;
 * - {@link reminderState}: what the reminder line says, from `assessment.status`;
 * - {@link formatDay} / {@link formatDate}: dates in the interface language.
 */
import type { Band, HistoryEntry, Locale, StatusOutput } from '@hai/domain';

/**
 * A day `YYYY-MM-DD` (the reminder's unit, a UTC day) in the locale's long form, the same day
 * wherever the user is: `2026-08-14` → "August 14, 2026" (en), "14 august 2026" (ro).
 */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * A moment (ISO 8601) as the day it fell on in `timeZone` (the browser's unless given), medium
 * form: "Aug 14, 2026" (en), "14 aug. 2026" (ro).
 */
export function formatDate(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** One row of "Your assessments". */
export interface HistoryRow {
  id: string;
  status: HistoryEntry['status'];
  /** The latest assessment: the one the chat, the results and the roadmap answer for. */
  latest: boolean;
  /** When it was completed, or for one under way when it was started (ISO 8601). */
  date: string;
  /** The overall score, 0..100, rounded; null before completion or on an older question bank. */
  score: number | null;
  band: Band | null;
  /** Activities practised (answered A–D) of the bank's activities; null on an older bank. */
  coverage: { practised: number; activities: number } | null;
  /** Questions answered so far. */
  answered: number;
  /** Its question bank version, only when it differs from the latest assessment's (else null). */
  bankVersion: number | null;
}

/**
 * The rows of "Your assessments" from `assessment.history`'s entries, newest started first
 * (the server's order, kept whatever order they come in). The bank version is named only where
 * it differs from the latest assessment's, which is the one the current results are about.
 */
export function historyRows(entries: readonly HistoryEntry[]): HistoryRow[] {
  const sorted = [...entries].sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
  const reference = (sorted.find((e) => e.latest) ?? sorted[0])?.bankVersion;
  return sorted.map((e) => ({
    id: e.id,
    status: e.status,
    latest: e.latest,
    date: e.status === 'completed' && e.completedAt ? e.completedAt : e.startedAt,
    score: e.overallScore === null ? null : Math.round(e.overallScore),
    band: e.band,
    coverage:
      e.practisedCount === null || e.activityCount === null
        ? null
        : { practised: e.practisedCount, activities: e.activityCount },
    answered: e.answeredCount,
    bankVersion: e.bankVersion === reference ? null : e.bankVersion,
  }));
}

/** What the reminder line shows: none set, set for `day`, or `day` has come (due). */
export type ReminderState =
  { kind: 'none' } | { kind: 'scheduled'; day: string } | { kind: 'due'; day: string };

/** The reminder as `assessment.status` answers it (`retakeReminderAt`, `retakeDue`). */
export function reminderState(status: Pick<StatusOutput, 'retakeReminderAt' | 'retakeDue'>): ReminderState {
  const day = status.retakeReminderAt;
  if (day === null) return { kind: 'none' };
  return status.retakeDue ? { kind: 'due', day } : { kind: 'scheduled', day };
}
