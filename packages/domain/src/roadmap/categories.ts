/**
 * Task categories (product-spec §3 "Roadmap task": category "chosen from categories present in
 * the tasks"; an unknown category → 400). A generated task's category is a
 * step's name or a strategy area's label, in the locale of generation; a task the user edits or
 * adds takes one of those or none ("Other").
 */
import { STEPS } from '../bank/index.js';
import { isOtherCategory } from './task-fields.js';
import { STRATEGY_CATEGORY_LABELS } from '../report/strategies/labels.js';

/** Every category a generated task can carry: the 12 step names and the strategy areas, en and ro. */
export const TASK_CATEGORIES: ReadonlySet<string> = new Set([
  ...STEPS.flatMap((s) => [s.name.en, s.name.ro]),
  ...Object.values(STRATEGY_CATEGORY_LABELS).flatMap((l) => [l.en, l.ro]),
]);

/**
 * Whether `category` may be stored on a task: the catch-all ("Other" / "Altele", or none), a
 * category generation uses, or one already present among the user's tasks (`present`).
 */
export function isAllowedTaskCategory(category: string | null, present: Iterable<string | null>): boolean {
  if (isOtherCategory(category) || TASK_CATEGORIES.has(category!)) return true;
  for (const p of present) if (p === category) return true;
  return false;
}
