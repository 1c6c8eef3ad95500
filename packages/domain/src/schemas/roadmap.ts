/**
 * Wire shapes of the generated roadmap (product-spec §3 "Roadmap task", §4 task status;
 * domain-design.md §6; issue 9 item 1). Texts arrive in the locale the roadmap was generated in.
 * The shapes of stored and edited tasks (the API's inputs and outputs) build on these.
 */
import { z } from 'zod';
import { BANDS } from '../scoring/constants.js';
import { ROADMAP_HORIZONS, TASK_PRIORITIES, TASK_SOURCE_KINDS, TASK_STATUSES } from '../roadmap/types.js';

/** Task priority (spec §3): critical, high, medium, low. */
export const TaskPrioritySchema = z.enum(TASK_PRIORITIES);

/** Task status (spec §4). */
export const TaskStatusSchema = z.enum(TASK_STATUSES);

/** Timeline horizon key of a generated task, for grouping the timeline view. */
export const RoadmapHorizonSchema = z.enum(ROADMAP_HORIZONS);

/** What caused a generated task: a strategy, a step or the band, and the answers behind it. */
export const TaskSourceView = z.object({
  kind: z.enum(TASK_SOURCE_KINDS),
  id: z.string().min(1),
  questionIds: z.array(z.string().min(1)).min(1).optional(),
});
export type TaskSourceView = z.infer<typeof TaskSourceView>;

/** One generated task (spec §3 "Roadmap task", before it is stored). */
export const GeneratedTaskView = z.object({
  title: z.string().min(1).max(200),
  category: z.string().min(1),
  description: z.string().min(1).max(2000),
  priority: TaskPrioritySchema,
  horizon: RoadmapHorizonSchema,
  timeline: z.string().min(1),
  budget: z.string().min(1),
  recommendedTools: z.array(z.string().min(1)),
  targetKpis: z.array(z.string().min(1)).min(1),
  expectedResults: z.string().min(1).max(2000),
  isGenerated: z.literal(true),
  status: z.literal('not_started'),
  orderIndex: z.number().int().min(0),
  source: TaskSourceView,
});
export type GeneratedTaskView = z.infer<typeof GeneratedTaskView>;

/** A generated roadmap: the band, its score range (e.g. "60-74") and the tasks. */
export const GeneratedRoadmapView = z.object({
  scoreRange: z
    .string()
    .regex(/^\d{1,3}-\d{1,3}$/)
    .nullable(),
  level: z.enum(BANDS).nullable(),
  tasks: z.array(GeneratedTaskView).max(30),
});
export type GeneratedRoadmapView = z.infer<typeof GeneratedRoadmapView>;
