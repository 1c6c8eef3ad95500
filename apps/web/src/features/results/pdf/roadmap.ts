/**
 * The PDF report's roadmap data (product-spec §2 "Roadmap", §9 "PDF": the
 * roadmap in timeline view with all categories), pure so it runs in unit tests: the slim task
 * shape sent to the worker, the timeline grouping and the progress summary.
 */
import type { RoadmapTaskView } from '@hai/domain';
// Deep imports: the worker takes the horizons alone, not the whole domain package (question bank).
import { horizonOfLabel } from '@hai/domain';
import { ROADMAP_HORIZONS, type RoadmapHorizon, type TaskStatus } from '@hai/domain';

/**
 * What the PDF shows of a task (RoadmapTaskView without id, notes, source and timestamps):
 * structured-cloneable, for the worker. Texts are plain user text in any language.
 */
export type RoadmapPdfTask = Pick<
  RoadmapTaskView,
  | 'title'
  | 'category'
  | 'description'
  | 'priority'
  | 'status'
  | 'horizon'
  | 'timeline'
  | 'budget'
  | 'tools'
  | 'kpi'
  | 'expectedResults'
  | 'isGenerated'
  | 'orderIndex'
>;

/** The fields of `task` the PDF shows (personal notes, ids and timestamps are left out). */
export function roadmapPdfTask(task: RoadmapPdfTask): RoadmapPdfTask {
  return {
    title: task.title,
    category: task.category,
    description: task.description,
    priority: task.priority,
    status: task.status,
    horizon: task.horizon,
    timeline: task.timeline,
    budget: task.budget,
    tools: task.tools,
    kpi: task.kpi,
    expectedResults: task.expectedResults,
    isGenerated: task.isGenerated,
    orderIndex: task.orderIndex,
  };
}

/** One group of the timeline: a horizon (null: "No timeline") and its tasks by `orderIndex`. */
export interface RoadmapGroup {
  horizon: RoadmapHorizon | null;
  tasks: RoadmapPdfTask[];
}

/**
 * The horizon a task is shown under: its `horizon`, else the horizon its `timeline` text names
 * in either language ("0–3 luni", "3-6 months"; `horizonOfLabel`), else null.
 */
export function taskHorizon(task: Pick<RoadmapPdfTask, 'horizon' | 'timeline'>): RoadmapHorizon | null {
  return task.horizon ?? horizonOfLabel(task.timeline);
}

/**
 * The tasks grouped for the timeline: one group per horizon that has tasks, in
 * `ROADMAP_HORIZONS` order (0–3, 3–6, 6–12, 12+ months), then the tasks without a horizon;
 * within a group by `orderIndex` ascending (ties keep the input order). Empty groups are left out;
 * every task appears exactly once.
 */
export function groupByHorizon(tasks: readonly RoadmapPdfTask[]): RoadmapGroup[] {
  const keys: (RoadmapHorizon | null)[] = [...ROADMAP_HORIZONS, null];
  return keys
    .map((horizon) => ({
      horizon,
      tasks: tasks.filter((t) => taskHorizon(t) === horizon).sort((a, b) => a.orderIndex - b.orderIndex),
    }))
    .filter((g) => g.tasks.length > 0);
}

/** Task counts by status and the share completed (spec §2 "Roadmap": counts and percent complete). */
export interface RoadmapSummary {
  notStarted: number;
  inProgress: number;
  completed: number;
  total: number;
  /** completed / total in percent, rounded to a whole number; 0 when there are no tasks. */
  percentComplete: number;
}

/** Counts `tasks` by status (see RoadmapSummary). */
export function roadmapSummary(tasks: readonly Pick<RoadmapPdfTask, 'status'>[]): RoadmapSummary {
  const count = (status: TaskStatus) => tasks.filter((t) => t.status === status).length;
  const completed = count('completed');
  return {
    notStarted: count('not_started'),
    inProgress: count('in_progress'),
    completed,
    total: tasks.length,
    percentComplete: tasks.length === 0 ? 0 : Math.round((completed / tasks.length) * 100),
  };
}
