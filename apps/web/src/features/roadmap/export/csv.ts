/**
 * The roadmap as CSV for project tools, in columns that Trello, Asana and Jira
 * import. One header row in English, because importers match header names, then one row per
 * task in `orderIndex` order.
 *
 * | Column      | Jira (CSV import)                 | Asana (CSV importer)              | Trello (CSV import power-ups) |
 * |-------------|-----------------------------------|-----------------------------------|-------------------------------|
 * | Summary     | Summary (the one required field)  | task name (must be the 1st column)| card name / title             |
 * | Description | Description                       | Description (must be the 2nd)     | card description              |
 * | Status      | Status (values mapped in wizard)  | map to a custom field or skip     | list                          |
 * | Priority    | Priority (values mapped in wizard)| map to a custom field or skip     | label                         |
 * | Labels      | Labels (no spaces: see below)     | Tags                              | labels                        |
 * | Category    | map to a custom field or skip     | Section (optional)                | label or skip                 |
 * | Due Date    | Due Date (date format yyyy-MM-dd) | Due Date                          | due date                      |
 *
 * Jira matches the header names to its fields; Asana auto-matches "Name" but takes the first column
 * as the task name and the second as the description, so the user confirms Summary → name in its
 * mapping step; Trello has no CSV import of its own, and its import power-ups let the user pick
 * the column of each card field. Dates are ISO `YYYY-MM-DD` (tell Jira's wizard `yyyy-MM-dd`).
 *
 * Header names carry no punctuation (Jira's importer asks for none). "Labels" is the category with
 * each run of spaces replaced by "-" (a Jira label cannot contain spaces); "Category" is the
 * category as written. Texts are localized by the caller through {@link RoadmapExportLabels}.
 */
import Papa from 'papaparse';
import { horizonDueDate, isoLocalDate } from './due';
import {
  exportCategory,
  inExportOrder,
  priorityLabel,
  taskPlainText,
  type ExportTask,
  type RoadmapExportLabels,
} from './text';

/** The header row, in column order (see the module comment for the importers' mapping). */
export const CSV_COLUMNS = [
  'Summary',
  'Description',
  'Status',
  'Priority',
  'Labels',
  'Category',
  'Due Date',
] as const;

/** MIME type of the CSV file, for {@link downloadText}. */
export const CSV_MIME = 'text/csv;charset=utf-8';

/** UTF-8 byte order mark: lets Excel read the file as UTF-8 (ș, ț, ă, â, î). */
export const BOM = '\uFEFF';

/**
 * Cells that a spreadsheet would run as a formula: they start with = + - @, a tab or a carriage
 * return (OWASP "CSV injection"). Papa Parse prefixes them with an apostrophe. Its own default
 * pattern (`/^[=+\-@\t\r].*$/`) misses multi-line cells, so the test is on the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A category as a label: runs of whitespace → "-" (Jira labels cannot contain spaces). */
function asLabel(category: string): string {
  return category.trim().replace(/\s+/g, '-');
}

/**
 * The roadmap as a CSV document: a UTF-8 BOM, the {@link CSV_COLUMNS} header, one row per task in
 * `orderIndex` order, CR LF between records (none after the last), RFC 4180 quoting (by Papa Parse `unparse`), and cells that
 * would start a formula prefixed with `'`.
 *
 * - Summary: the title. Description: {@link taskPlainText} (description, KPIs, tools, investment,
 *   expected results, notes; lines separated by `\n` inside the quoted cell).
 * - Status, Priority: `labels.status[…]`, `labels.priority[…]`.
 * - Labels / Category: the category (Labels with "-" for spaces); null → `labels.otherCategory`.
 * - Due Date: end of the horizon from `start` ({@link horizonDueDate}) as local `YYYY-MM-DD`;
 *   no horizon → empty.
 *
 * `start` is the day the horizons count from (normally today). Does not throw.
 */
export function roadmapCsv(tasks: readonly ExportTask[], labels: RoadmapExportLabels, start: Date): string {
  const data = inExportOrder(tasks).map((task) => {
    const category = exportCategory(task, labels);
    const due = horizonDueDate(task.horizon, start);
    return [
      task.title,
      taskPlainText(task, labels),
      labels.status[task.status],
      priorityLabel(task, labels),
      asLabel(category),
      category,
      due ? isoLocalDate(due) : '',
    ];
  });
  const csv = Papa.unparse(
    { fields: [...CSV_COLUMNS], data },
    { newline: '\r\n', escapeFormulae: FORMULA_START, header: true },
  );
  // Papa Parse ends a header-only document with a line break; no document of ours ends with one.
  return BOM + csv.replace(/\r\n$/, '');
}
