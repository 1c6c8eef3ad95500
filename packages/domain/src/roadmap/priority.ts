/**
 * A task's priority as product-spec §3 writes it: free text up to {@link TASK_PRIORITY_MAX_LENGTH}
 * characters, or null. The named levels (`TASK_PRIORITIES`: critical, high, medium, low — what the
 * generator writes and the list sorts by) are stored as their keys, whichever language or case
 * the client wrote them in; any other text is kept as written and coloured and sorted by the rule
 * of spec §9 ({@link taskPriorityLevel}).
 */
import { priorityLevel } from '../report/feedback/bands.js';
import { TASK_PRIORITIES, type TaskPriority } from './types.js';

/** Longest priority text accepted, characters ("Urgent - fundații" is 17). */
export const TASK_PRIORITY_MAX_LENGTH = 60;

/** The named levels' labels in both languages (the web app's `roadmap.json` `priority.*`). */
export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, { en: string; ro: string }>> = {
  critical: { en: 'Critical', ro: 'Critică' },
  high: { en: 'High', ro: 'Ridicată' },
  medium: { en: 'Medium', ro: 'Medie' },
  low: { en: 'Low', ro: 'Scăzută' },
};

/** Lower case, diacritics and surrounding space removed: "Fundații " → "fundatii". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

const NAMED = new Map<string, TaskPriority>(
  TASK_PRIORITIES.flatMap((key) => [
    [key, key],
    [folded(TASK_PRIORITY_LABELS[key].en), key],
    [folded(TASK_PRIORITY_LABELS[key].ro), key],
  ]),
);

/**
 * The stored form of a priority a client sent: a named level's key when the text names one in
 * either language, any case ("High", "ridicată" → `high`), otherwise the trimmed text; empty → null.
 */
export function normalizePriority(text: string | null): string | null {
  if (text === null) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NAMED.get(folded(trimmed)) ?? trimmed;
}

/** Whether `priority` is one of the named levels' keys. */
export function isNamedPriority(priority: string | null): priority is TaskPriority {
  return priority !== null && (TASK_PRIORITIES as readonly string[]).includes(priority);
}

/**
 * The level a task's priority is coloured and sorted by: a named level is itself; free text
 * follows spec §9's rule, the one the overview's priority uses (`priorityLevel`: containing
 * "urgent" or "fundații" → high, "consolidare" or "optimizare" → medium, otherwise low; case and
 * diacritics ignored, so "URGENT - fundatii" is high). Null stays null (no priority).
 */
export function taskPriorityLevel(priority: string | null): TaskPriority | null {
  if (priority === null) return null;
  return NAMED.get(folded(priority)) ?? priorityLevel(priority);
}
