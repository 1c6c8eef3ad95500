/**
 * The roadmap as an iCalendar file (RFC 5545): one event per task at the end
 * of its horizon, built with the `ics` package.
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { horizonDueDate } from './due';
import {
  exportCategory,
  inExportOrder,
  taskPlainText,
  type ExportTask,
  type RoadmapExportLabels,
} from './text';

/** MIME type of the iCalendar file, for {@link downloadText}. */
export const ICS_MIME = 'text/calendar;charset=utf-8';

/** Domain part of the event UIDs: `${task.id}@hai-marketing-wheel`. */
export const UID_DOMAIN = 'hai-marketing-wheel';

/** Options of {@link roadmapIcs}. */
export interface RoadmapIcsOptions {
  /** The day the horizons count from (normally today); local calendar date. */
  start: Date;
  /** Translated texts: category "Other" and the description headings. */
  labels: RoadmapExportLabels;
  /** PRODID and calendar name (X-WR-CALNAME), e.g. "HAI Marketing Wheel". */
  productName: string;
}

/** The event UID of a task: stable, so importing a newer export updates rather than duplicates. */
export function taskUid(taskId: string): string {
  return `${taskId}@${UID_DOMAIN}`;
}

function dateArray(date: Date): DateArray {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()];
}

/** A CATEGORIES value, escaped as RFC 5545 TEXT (the `ics` package joins the list unescaped). */
function escapeCategory(category: string): string {
  return category.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');
}

/** Bytes of one code point in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** One content line folded to at most 75 octets a line (RFC 5545 §3.1), never inside a character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const length = utf8Length(char);
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // a continuation line starts with a space
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * Refolds a calendar by octets. The `ics` package folds every 75 characters, which for ș, ț, ă
 * (2 octets each in UTF-8) gives lines of up to 150 octets; unfold, then fold again.
 */
function refold(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

/** Line breaks as `\n` (the `ics` package escapes `\n` and CR LF, not a lone CR). */
function oneKindOfNewline(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * The roadmap as an iCalendar document (CR LF lines, folded at 75 octets): one all-day VEVENT
 * per task that has a horizon, in `orderIndex` order, on the last day of its horizon counted from
 * `start` ({@link horizonDueDate}: DTSTART;VALUE=DATE, DTEND the next day). Tasks without a
 * horizon have no date and are left out. Each event has:
 *
 * - UID `${id}@hai-marketing-wheel` ({@link taskUid}), SUMMARY the title, DESCRIPTION the same
 *   plain text as the CSV "Description" ({@link taskPlainText}; omitted when empty), CATEGORIES
 *   the category (null → `labels.otherCategory`), LAST-MODIFIED the task's `updatedAt`;
 * - TRANSP:TRANSPARENT (a deadline does not make the user busy).
 *
 * No STATUS (VEVENT allows only TENTATIVE/CONFIRMED/CANCELLED, none of which is a task status) and
 * no PRIORITY (the `ics` package does not write it). With no dated task, the calendar has no event.
 *
 * @throws Error "Could not build the roadmap calendar: …" when `ics` reports an error (the cause
 *   attached), e.g. an invalid date.
 */
export function roadmapIcs(tasks: readonly ExportTask[], options: RoadmapIcsOptions): string {
  const { start, labels, productName } = options;
  const events: EventAttributes[] = [];
  for (const task of inExportOrder(tasks)) {
    const due = horizonDueDate(task.horizon, start);
    if (!due) continue;
    const next = new Date(due.getFullYear(), due.getMonth(), due.getDate() + 1);
    const category = exportCategory(task, labels);
    const description = taskPlainText(task, labels);
    const modified = Date.parse(task.updatedAt);
    events.push({
      uid: taskUid(task.id),
      title: oneKindOfNewline(task.title),
      start: dateArray(due),
      end: dateArray(next),
      ...(description ? { description } : {}),
      categories: [escapeCategory(oneKindOfNewline(category))],
      transp: 'TRANSPARENT',
      busyStatus: 'FREE',
      ...(Number.isFinite(modified) ? { lastModified: modified } : {}),
    });
  }
  const { error, value } = createEvents(events, { productId: productName, calName: productName });
  if (error || value === null) {
    throw new Error(`Could not build the roadmap calendar: ${error?.message ?? 'no output'}`, {
      cause: error,
    });
  }
  return refold(value);
}
