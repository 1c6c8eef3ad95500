/**
 * What the roadmap exports share: the task fields they read, the translated
 * labels the caller passes, the export order and the plain-text description used by the CSV
 * "Description" column and the iCalendar DESCRIPTION.
 */
import {
  isNamedPriority,
  isOtherCategory,
  linesOf,
  type RoadmapTaskView,
  type TaskPriority,
  type TaskStatus,
} from '@hai/domain';

/**
 * The fields of a stored task (`RoadmapTaskView`, product-spec §3 "Roadmap task") that the
 * exports read. `notes` is optional until every task carries it; absent, null or blank → left out.
 */
export type ExportTask = Pick<
  RoadmapTaskView,
  | 'id'
  | 'title'
  | 'category'
  | 'description'
  | 'priority'
  | 'status'
  | 'horizon'
  | 'budget'
  | 'tools'
  | 'kpi'
  | 'expectedResults'
  | 'orderIndex'
  | 'updatedAt'
> & { notes?: string | null };

/**
 * Already-translated texts of the exports, in the user's locale (the caller fills them from the
 * translations). Headings are written without a trailing colon; the exports add ": ".
 */
export interface RoadmapExportLabels {
  /** Status names (spec §4), e.g. `{ not_started: 'Not started', … }` / `'Neînceput'`. */
  status: Record<TaskStatus, string>;
  /** Priority names (spec §3), e.g. `{ critical: 'Critical', … }` / `'Critică'`. */
  priority: Record<TaskPriority, string>;
  /** The name shown for a task without category, e.g. "Other" / "Altele". */
  otherCategory: string;
  /** Heading of the target KPIs list in the description, e.g. "Target KPIs" / "KPI-uri țintă". */
  targetKpis: string;
  /** Heading of the recommended tools list, e.g. "Recommended tools" / "Instrumente recomandate". */
  recommendedTools: string;
  /** Heading of the budget, e.g. "Investment" / "Investiție". */
  investment: string;
  /** Heading of the expected results, e.g. "Expected results" / "Rezultate așteptate". */
  expectedResults: string;
  /** Heading of the user's notes, e.g. "Notes" / "Note". */
  notes: string;
}

/** A task's category as exported: its own, or the catch-all label of the export's language. */
export function exportCategory(task: Pick<ExportTask, 'category'>, labels: RoadmapExportLabels): string {
  return isOtherCategory(task.category) ? labels.otherCategory : task.category.trim();
}

/** A priority's label: a named level's in the export's language, free text as written; '' for none. */
export function priorityLabel(task: Pick<ExportTask, 'priority'>, labels: RoadmapExportLabels): string {
  if (task.priority === null) return '';
  return isNamedPriority(task.priority) ? labels.priority[task.priority] : task.priority;
}

/** The tasks in export order: by `orderIndex` (the order every roadmap view shows); a new array. */
export function inExportOrder<T extends Pick<ExportTask, 'orderIndex'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** Line breaks as `\n` (CR LF and lone CR too), trimmed; null or blank → null. */
function clean(text: string | null | undefined): string | null {
  const value = text?.replace(/\r\n?/g, '\n').trim();
  return value ? value : null;
}

/**
 * A task's description as plain text: its own description, then a blank line and one block per
 * non-empty extra field, in this order: target KPIs and recommended tools as "Heading:" followed by
 * "- item" lines, then investment, expected results and notes as "Heading: text". Line breaks are
 * `\n`; empty → ''.
 */
export function taskPlainText(task: ExportTask, labels: RoadmapExportLabels): string {
  const blocks: string[] = [];
  const description = clean(task.description);
  if (description) blocks.push(description);
  const extras: string[] = [];
  const list = (heading: string, items: readonly string[]) => {
    const values = items.map(clean).filter((v): v is string => v !== null);
    if (values.length > 0) extras.push([`${heading}:`, ...values.map((v) => `- ${v}`)].join('\n'));
  };
  const field = (heading: string, value: string | null | undefined) => {
    const text = clean(value);
    if (text) extras.push(`${heading}: ${text}`);
  };
  list(labels.targetKpis, linesOf(task.kpi ?? ''));
  list(labels.recommendedTools, linesOf(task.tools ?? ''));
  field(labels.investment, task.budget);
  field(labels.expectedResults, task.expectedResults);
  field(labels.notes, task.notes);
  if (extras.length > 0) blocks.push(extras.join('\n'));
  return blocks.join('\n\n');
}
