/**
 * Due dates of exported roadmap tasks (product-spec §3 "Roadmap task": the
 * timeline horizon is counted in months from now). Shared by the CSV and the iCalendar export.
 */
import type { RoadmapHorizon } from '@hai/domain';

/**
 * Months from the start to the end of each horizon: 0-3 → 3, 3-6 → 6, 6-9 → 9, 6-12 and 9-12 →
 * 12, and the open
 * "12+" horizon → 18 (the middle of its second year, so it does not collide with 6-12).
 */
export const HORIZON_END_MONTHS: Readonly<Record<RoadmapHorizon, number>> = {
  '0-3': 3,
  '3-6': 6,
  '6-9': 9,
  '6-12': 12,
  '9-12': 12,
  '12+': 18,
};

/**
 * Adds whole calendar months to a local date, keeping the day of the month where it exists and
 * clamping it to the month's last day otherwise (31 January + 1 month → 28 or 29 February).
 * Returns a new Date at local midnight; the time of `date` is dropped.
 */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}

/**
 * The due date of a task: the end of its horizon counted from `start` in local calendar months
 * ({@link HORIZON_END_MONTHS}), at local midnight. A task without a horizon has no due date
 * (null).
 */
export function horizonDueDate(horizon: RoadmapHorizon | null, start: Date): Date | null {
  if (horizon === null) return null;
  return addMonths(start, HORIZON_END_MONTHS[horizon]);
}

/** A date's local calendar day as ISO `YYYY-MM-DD` (e.g. for CSV "Due Date" and file names). */
export function isoLocalDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
