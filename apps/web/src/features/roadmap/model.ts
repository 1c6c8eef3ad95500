/**
 * The roadmap screen's pure model (product-spec §2 "Roadmap", §4 task status):
 * counts and percent complete, categories and the category filter, the kanban columns, the
 * timeline groups, the list's sort orders, and the moves a drag makes. No React, no network.
 *
 * A user's tasks carry one global, dense `orderIndex` (0..n−1, kept so by the server). Every view
 * shows its tasks in that order: a kanban column is the tasks of one status in global order, so a
 * move is "take the task out of the global order and put it back before or after another task",
 * possibly with a new status.
 */
import {
  ROADMAP_HORIZONS,
  isOtherCategory,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskPriorityLevel,
  type RoadmapHorizon,
  type RoadmapTaskView,
  type TaskStatus,
} from '@hai/domain';

/** The three views of the roadmap (spec §2). */
export const ROADMAP_VIEWS = ['timeline', 'kanban', 'list'] as const;
export type RoadmapView = (typeof ROADMAP_VIEWS)[number];
export const DEFAULT_VIEW: RoadmapView = 'timeline';

/** The category filter: every category, uncategorised tasks ("Other"), or one category. */
export type CategoryFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'category'; name: string };
export const ALL_CATEGORIES: CategoryFilter = { kind: 'all' };

/** localStorage keys of the remembered view and category filter. */
export const VIEW_KEY = 'roadmapView';
export const CATEGORY_KEY = 'roadmapCategory';

/** The stored value of a filter: `''` all, `'\u0000none'` uncategorised, else the category's name. */
const NONE_TOKEN = '\u0000none';

export function isRoadmapView(value: string | null | undefined): value is RoadmapView {
  return (ROADMAP_VIEWS as readonly (string | null | undefined)[]).includes(value);
}

/** A filter as a string (for storage and for a `<select>`'s value). */
export function filterToken(filter: CategoryFilter): string {
  return filter.kind === 'all' ? '' : filter.kind === 'none' ? NONE_TOKEN : filter.name;
}

/** The filter a string stands for (inverse of {@link filterToken}); null or '' → all. */
export function filterOfToken(token: string | null | undefined): CategoryFilter {
  if (!token) return ALL_CATEGORIES;
  if (token === NONE_TOKEN) return { kind: 'none' };
  return { kind: 'category', name: token };
}

/** Counts by status and the percent of tasks completed (0–100, rounded; 0 without tasks). */
export interface RoadmapCounts {
  total: number;
  notStarted: number;
  inProgress: number;
  completed: number;
  percentComplete: number;
}

export function roadmapCounts(tasks: readonly RoadmapTaskView[]): RoadmapCounts {
  let notStarted = 0;
  let inProgress = 0;
  let completed = 0;
  for (const task of tasks) {
    if (task.status === 'completed') completed++;
    else if (task.status === 'in_progress') inProgress++;
    else notStarted++;
  }
  const total = tasks.length;
  return {
    total,
    notStarted,
    inProgress,
    completed,
    percentComplete: total === 0 ? 0 : Math.round((completed / total) * 100),
  };
}

/** The tasks in global order (`orderIndex`, then creation time for ties). Returns a new array. */
export function inOrder(tasks: readonly RoadmapTaskView[]): RoadmapTaskView[] {
  return [...tasks].sort((a, b) => a.orderIndex - b.orderIndex || a.createdAt.localeCompare(b.createdAt));
}

/**
 * A task's own category, or null for the spec's catch-all ("Other" / "Altele", which the server
 * answers in the language of the request; spec §2: uncategorised tasks fall under "Altele").
 */
export function categoryOf(task: Pick<RoadmapTaskView, 'category'>): string | null {
  return isOtherCategory(task.category) ? null : task.category;
}

/** The distinct categories present (the catch-all aside), in order of first appearance in the global order. */
export function categoriesOf(tasks: readonly RoadmapTaskView[]): string[] {
  const seen = new Set<string>();
  for (const task of inOrder(tasks)) {
    const category = categoryOf(task);
    if (category) seen.add(category);
  }
  return [...seen];
}

/** Whether any task is in the catch-all (the filter then offers "Other"). */
export function hasUncategorised(tasks: readonly RoadmapTaskView[]): boolean {
  return tasks.some((t) => categoryOf(t) === null);
}

/**
 * The filter to use given the tasks present: a remembered category that no task has any more
 * (after a regenerate in another language, say) falls back to all categories.
 */
export function effectiveFilter(filter: CategoryFilter, tasks: readonly RoadmapTaskView[]): CategoryFilter {
  if (filter.kind === 'category' && !tasks.some((t) => categoryOf(t) === filter.name)) return ALL_CATEGORIES;
  if (filter.kind === 'none' && !hasUncategorised(tasks)) return ALL_CATEGORIES;
  return filter;
}

export function matchesFilter(task: RoadmapTaskView, filter: CategoryFilter): boolean {
  if (filter.kind === 'all') return true;
  if (filter.kind === 'none') return categoryOf(task) === null;
  return categoryOf(task) === filter.name;
}

/** Kanban columns: one per status (spec §4 order), each with its tasks in global order. */
export function kanbanColumns(
  tasks: readonly RoadmapTaskView[],
): { status: TaskStatus; tasks: RoadmapTaskView[] }[] {
  const ordered = inOrder(tasks);
  return TASK_STATUSES.map((status) => ({ status, tasks: ordered.filter((t) => t.status === status) }));
}

/** A timeline group: a horizon (soonest first) or `null` for tasks without one, shown last. */
export function timelineGroups(
  tasks: readonly RoadmapTaskView[],
): { horizon: RoadmapHorizon | null; tasks: RoadmapTaskView[] }[] {
  const ordered = inOrder(tasks);
  const groups: { horizon: RoadmapHorizon | null; tasks: RoadmapTaskView[] }[] = ROADMAP_HORIZONS.map(
    (horizon) => ({ horizon, tasks: ordered.filter((t) => t.horizon === horizon) }),
  );
  groups.push({ horizon: null, tasks: ordered.filter((t) => !t.horizon) });
  return groups.filter((g) => g.tasks.length > 0);
}

/** The list view's sort keys: the global order (default), title, category, priority. */
export const LIST_SORT_KEYS = ['order', 'title', 'category', 'priority'] as const;
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];
export interface ListSort {
  key: ListSortKey;
  direction: 'ascending' | 'descending';
}
export const DEFAULT_SORT: ListSort = { key: 'order', direction: 'ascending' };

/**
 * The list's rows sorted by `sort`; ties keep the global order. Titles and categories compare
 * in the locale's collation (ș after s in Romanian); uncategorised tasks sort after the rest
 * when ascending. Priority ascending is most pressing first (critical, high, medium, low).
 */
export function sortTasks(
  tasks: readonly RoadmapTaskView[],
  sort: ListSort,
  locale: string,
): RoadmapTaskView[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const ordered = inOrder(tasks);
  const compare = (a: RoadmapTaskView, b: RoadmapTaskView): number => {
    switch (sort.key) {
      case 'order':
        return 0;
      case 'title':
        return collator.compare(a.title, b.title);
      case 'category': {
        const [ca, cb] = [categoryOf(a), categoryOf(b)];
        if (!ca || !cb) return (ca ? 0 : 1) - (cb ? 0 : 1);
        return collator.compare(ca, cb);
      }
      case 'priority':
        return priorityRank(a.priority) - priorityRank(b.priority);
    }
  };
  return ordered
    .map((task, index) => ({ task, index }))
    .sort((x, y) => sign * compare(x.task, y.task) || sign * (x.index - y.index))
    .map((x) => x.task);
}

/** A priority's rank, most pressing first; a task without one sorts after low. */
function priorityRank(priority: RoadmapTaskView['priority']): number {
  const level = taskPriorityLevel(priority);
  return level === null ? TASK_PRIORITIES.length : TASK_PRIORITIES.indexOf(level);
}

/** The next sort when a column header is pressed: a new key ascending, the same key flips. */
export function nextSort(current: ListSort, key: ListSortKey): ListSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Renumber densely (0..n−1) in the array's order; tasks whose index is unchanged are kept as they are. */
export function renumber(tasks: readonly RoadmapTaskView[]): RoadmapTaskView[] {
  return tasks.map((task, orderIndex) => (task.orderIndex === orderIndex ? task : { ...task, orderIndex }));
}

/**
 * Move task `id` in the global order so that it lands just before (`placement: 'before'`) or just
 * after task `targetId`, or at the end when `targetId` is null, taking `status`; renumbered densely.
 * Returns the tasks unchanged (same array) when `id` is unknown or the target is the task itself
 * with no status change.
 */
export function moveTask(
  tasks: readonly RoadmapTaskView[],
  id: string,
  move: { status: TaskStatus; targetId: string | null; placement: 'before' | 'after' },
): RoadmapTaskView[] {
  const ordered = inOrder(tasks);
  const from = ordered.findIndex((t) => t.id === id);
  if (from < 0) return tasks as RoadmapTaskView[];
  const task = ordered[from]!;
  if (move.targetId === id) {
    return task.status === move.status
      ? (tasks as RoadmapTaskView[])
      : renumber(ordered.map((t) => (t.id === id ? { ...t, status: move.status } : t)));
  }
  const rest = ordered.filter((t) => t.id !== id);
  const moved = task.status === move.status ? task : { ...task, status: move.status };
  let at = rest.length;
  if (move.targetId !== null) {
    const target = rest.findIndex((t) => t.id === move.targetId);
    if (target >= 0) at = move.placement === 'before' ? target : target + 1;
  }
  rest.splice(at, 0, moved);
  return renumber(rest);
}

/**
 * Where a task dropped into a status column lands in the global order: before `overId` (a task
 * of that column), or after the column's last task, or at the end when the column is empty.
 * `direction` says whether the task came from above (moving down → after the target) in the
 * same column, which matches what a sortable list shows while dragging.
 */
export function dropInColumn(
  tasks: readonly RoadmapTaskView[],
  id: string,
  status: TaskStatus,
  overId: string | null,
): RoadmapTaskView[] {
  const ordered = inOrder(tasks);
  const column = ordered.filter((t) => t.status === status && t.id !== id);
  if (overId === null || overId === id || !column.some((t) => t.id === overId)) {
    const last = column.at(-1);
    if (overId === id) return moveTask(tasks, id, { status, targetId: id, placement: 'before' });
    return moveTask(tasks, id, { status, targetId: last?.id ?? null, placement: 'after' });
  }
  const sameColumn = ordered.find((t) => t.id === id)?.status === status;
  if (sameColumn) {
    const fromIndex = ordered.findIndex((t) => t.id === id);
    const overIndex = ordered.findIndex((t) => t.id === overId);
    return moveTask(tasks, id, {
      status,
      targetId: overId,
      placement: fromIndex < overIndex ? 'after' : 'before',
    });
  }
  return moveTask(tasks, id, { status, targetId: overId, placement: 'before' });
}

/** The reorder call's body for `next` against `previous`: every task whose index changed (empty: nothing to send). */
export function reorderUpdates(
  previous: readonly RoadmapTaskView[],
  next: readonly RoadmapTaskView[],
): { taskId: string; orderIndex: number }[] {
  const before = new Map(previous.map((t) => [t.id, t.orderIndex]));
  const changed = next.some((t) => before.get(t.id) !== t.orderIndex);
  // The server renumbers the tasks not named after those named; sending all keeps it exact.
  return changed ? next.map((t) => ({ taskId: t.id, orderIndex: t.orderIndex })) : [];
}
