/**
 * The task modal's form (spec §3 "Roadmap task", §5 "Task modal"): the values as
 * the inputs hold them, and their validation with the same zod schema the server uses
 * (`CreateTaskInput`), so the client refuses what the server would, in the user's language.
 * Text fields are trimmed and empty optional ones sent as null; tools and KPIs are one per line.
 */
import {
  CreateTaskInput,
  OTHER_CATEGORY,
  horizonLabel,
  isOtherCategory,
  type Locale,
  type RoadmapHorizon,
  type RoadmapTaskView,
  type TaskPriority,
  type TaskStatus,
} from '@hai/domain';
import { issuesToErrors, type FieldErrors } from '../auth/form-errors';

export interface TaskFormValues {
  title: string;
  /** A category present in the tasks, or '' for the catch-all ("Other" / "Altele"). */
  category: string;
  status: TaskStatus;
  /** A named level's key, or the task's own free text (spec §3), kept as it is. */
  priority: TaskPriority | string;
  /** A horizon key, or '' for none. */
  horizon: RoadmapHorizon | '';
  description: string;
  budget: string;
  /** One tool per line (spec §3 `tools`). */
  tools: string;
  /** One KPI per line (spec §3 `kpi`). */
  kpi: string;
  expectedResults: string;
  notes: string;
}

/** A new task's values: the filter's category (if one is chosen), not started, medium priority. */
export function emptyTaskValues(category: string | null): TaskFormValues {
  return {
    title: '',
    category: category ?? '',
    status: 'not_started',
    priority: 'medium',
    horizon: '',
    description: '',
    budget: '',
    tools: '',
    kpi: '',
    expectedResults: '',
    notes: '',
  };
}

/** The values of an existing task. */
export function taskValues(task: RoadmapTaskView): TaskFormValues {
  return {
    title: task.title,
    category: isOtherCategory(task.category) ? '' : task.category,
    status: task.status,
    priority: task.priority ?? 'medium',
    horizon: task.horizon ?? '',
    description: task.description ?? '',
    budget: task.budget ?? '',
    tools: task.tools ?? '',
    kpi: task.kpi ?? '',
    expectedResults: task.expectedResults ?? '',
    notes: task.notes ?? '',
  };
}

/**
 * Validate; on success the payload for POST /roadmap or PUT /roadmap/{id} (without the id).
 * The timeline label follows the horizon, in the user's language; a task whose horizon is
 * unchanged keeps its label (`keepTimeline`), so a generated task's wording stays as generated.
 */
export function validateTask(
  values: TaskFormValues,
  locale: Locale,
  keepTimeline?: { horizon: RoadmapHorizon | null; timeline: string | null },
): { ok: true; payload: CreateTaskInput } | { ok: false; errors: FieldErrors } {
  const horizon = values.horizon || null;
  const timeline =
    keepTimeline && keepTimeline.horizon === horizon
      ? keepTimeline.timeline
      : horizon
        ? horizonLabel(horizon, locale)
        : null;
  const parsed = CreateTaskInput.safeParse({
    title: values.title,
    category: values.category || OTHER_CATEGORY[locale],
    status: values.status,
    priority: values.priority,
    horizon,
    timeline,
    description: values.description,
    budget: values.budget,
    tools: values.tools,
    kpi: values.kpi,
    expectedResults: values.expectedResults,
    notes: values.notes,
  });
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues, locale) };
  return { ok: true, payload: parsed.data };
}
