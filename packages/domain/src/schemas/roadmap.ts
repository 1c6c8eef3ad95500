/**
 * Wire shapes of the generated roadmap (product-spec §3 "Roadmap task", §4 task status;
 * domain-design.md §6). Texts arrive in the locale the roadmap was generated in.
 * The shapes of stored and edited tasks (the API's inputs and outputs) build on these.
 */
import { z } from 'zod';
import { BANDS } from '../scoring/constants.js';
import { requiredError } from './common.js';
import { linesOf } from '../roadmap/task-fields.js';
import { TASK_PRIORITY_MAX_LENGTH, normalizePriority } from '../roadmap/priority.js';
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

/** A euro range, low then high, whole euros (`roadmap/budget.ts`). */
export const EuroRangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/** What a recommendation changes (`report/moves.ts`). */
export const MoveSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('activity'),
    questionId: z.string().min(1),
    direction: z.enum(['toward-machine', 'toward-human']),
  }),
  z.object({ kind: z.literal('start'), questionId: z.string().min(1) }),
  z.object({
    kind: z.literal('budget'),
    line: z.string().regex(/^(peso|channel|content):\w+$/),
    change: z.enum(['more', 'less', 'hold']),
  }),
]);

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
  budgetEur: EuroRangeSchema,
  /** Beyond a third of the yearly marketing budget: funded "when budget allows". */
  whenBudgetAllows: z.boolean().optional(),
  moves: z.array(MoveSchema),
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
  /** The recommended investment, the sum of the funded tasks' budgets. */
  investmentEur: EuroRangeSchema,
  /** The sum of the tasks marked "when budget allows". */
  deferredEur: EuroRangeSchema,
  /** A third of the yearly marketing budget, euro: what the funded tasks stay within. */
  budgetCapEur: z.number().int().min(0),
  /** The yearly marketing budget the cap is a third of. */
  budgetYearlyEur: z.number().int().min(0),
  /** True when the company gave no budget and its size class's assumed budget was used. */
  budgetAssumed: z.boolean(),
});
export type GeneratedRoadmapView = z.infer<typeof GeneratedRoadmapView>;

/**
 * A stored task as the spec writes it (product-spec §3 "Roadmap task", §7 roadmap calls):
 * `tools` and `kpi` are nullable text (one item per line), `priority` free text or null (a named
 * level stored as its key: low / medium / high / critical), `category` always a text (the catch-all "Other" / "Altele" in the locale of
 * the answer for a task without one), `scoreRange` ("60-74") and `nivel` (the band:
 * pioneer, advanced, average, early_stage, urgent) of the results the roadmap was generated from,
 * null for a task added before any generation. Additions to the spec: `horizon` (timeline
 * group), `source` (what caused a generated task), timestamps as ISO strings.
 */
export const RoadmapTaskView = z.object({
  id: z.string().uuid(),
  title: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  /**
   * Free text up to 60 characters or null (spec §3); the generator writes the named levels'
   * keys (`critical`, `high`, `medium`, `low`), which a client shows in its language. Colour and
   * sort by `priorityLevel` (spec §9's rule for any other text).
   */
  priority: z.string().max(TASK_PRIORITY_MAX_LENGTH).nullable(),
  status: TaskStatusSchema,
  horizon: RoadmapHorizonSchema.nullable(),
  timeline: z.string().nullable(),
  budget: z.string().nullable(),
  /** Recommended tools, one per line; null when none. */
  tools: z.string().nullable(),
  /** Target KPIs, one per line; null when none. */
  kpi: z.string().nullable(),
  expectedResults: z.string().nullable(),
  /** The user's personal notes (spec §3), plain text; null when none (generated tasks start with none). */
  notes: z.string().nullable(),
  isGenerated: z.boolean(),
  /** The score range of the band the roadmap was generated for ("60-74"), spec §3. */
  scoreRange: z.string().nullable(),
  /** The band (spec §3 "nivel (level)"). */
  nivel: z.enum(BANDS).nullable(),
  source: TaskSourceView.nullable(),
  orderIndex: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoadmapTaskView = z.infer<typeof RoadmapTaskView>;

/** GET /roadmap (and the writes that change several tasks): the user's tasks by `orderIndex`. */
export const RoadmapOutput = z.object({ tasks: z.array(RoadmapTaskView) });
export type RoadmapOutput = z.infer<typeof RoadmapOutput>;

/** POST /roadmap/generate and /roadmap/regenerate: the tasks, the band's score range and a message. */
export const GenerateOutput = z.object({
  tasks: z.array(RoadmapTaskView),
  scoreRange: z.string().nullable(),
  level: z.enum(BANDS).nullable(),
  message: z.string(),
});
export type GenerateOutput = z.infer<typeof GenerateOutput>;

/** An optional free text: trimmed, at most 2,000 characters; empty (or null) → null. */
const optionalTaskText = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(2000, 'validation.tooLong')
  .nullable()
  .transform((v) => (v ? v : null));

/** A task title: trimmed, 1..200 characters; whitespace only is refused. */
const taskTitle = z
  .string({ error: requiredError })
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong');

/**
 * A category (spec §3: required, chosen from the categories present): a trimmed text of 1..200
 * characters. "Other" / "Altele" (any case) is the spec's catch-all (§2: uncategorised tasks fall
 * under "Altele"); the service stores it as "no category" and answers it in the user's locale.
 */
const taskCategory = z
  .string({ error: requiredError })
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong');

/** Tools or KPIs (spec §3 `tools`, `kpi`): nullable text, one item per line; empty → null. */
const taskList = z
  .string({ error: 'validation.invalid' })
  .max(2000, 'validation.tooLong')
  .nullable()
  .transform((v) => {
    const text = v === null ? '' : linesOf(v).join('\n');
    return text ? text : null;
  });

/**
 * A task's priority as sent (spec §3: free text, nullable): trimmed, at most
 * {@link TASK_PRIORITY_MAX_LENGTH} characters; a named level in either language and any case is
 * stored as its key ("High" → `high`), other text as written, empty → null (`roadmap/priority.ts`).
 */
const taskPriority = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(TASK_PRIORITY_MAX_LENGTH, 'validation.tooLong')
  .nullable()
  .transform((v) => normalizePriority(v));

/** The editable fields of a task (spec §3 "Roadmap task", §5 task modal: empty optional fields as null). */
const taskFields = {
  title: taskTitle,
  category: taskCategory,
  description: optionalTaskText.optional(),
  priority: taskPriority.optional(),
  status: TaskStatusSchema.optional(),
  horizon: RoadmapHorizonSchema.nullable().optional(),
  timeline: optionalTaskText.optional(),
  budget: optionalTaskText.optional(),
  tools: taskList.optional(),
  kpi: taskList.optional(),
  expectedResults: optionalTaskText.optional(),
  /** Personal notes (spec §3): trimmed, at most 2,000 characters, empty → null; stored as plain text. */
  notes: optionalTaskText.optional(),
};

/** A task id (path parameter). */
const taskId = z.string({ error: requiredError }).uuid('validation.invalid');

/**
 * POST /roadmap: a custom task, appended at the end. Title and category required; an omitted
 * priority is medium (null: none), an omitted status not started.
 */
export const CreateTaskInput = z.strictObject(taskFields);
export type CreateTaskInput = z.infer<typeof CreateTaskInput>;

/**
 * Fields the server owns on a stored task (`RoadmapTaskView`): accepted on PUT and PATCH, so a
 * task as GET answered it can be sent back, and ignored — a client cannot change them.
 */
const serverOwnedTaskFields = {
  isGenerated: z.boolean().optional(),
  scoreRange: z.string().nullable().optional(),
  nivel: z.enum(BANDS).nullable().optional(),
  source: TaskSourceView.nullable().optional(),
  orderIndex: z.number().int().min(0).optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
};

/** The server-owned field names of {@link serverOwnedTaskFields}, which PUT and PATCH drop. */
export const SERVER_OWNED_TASK_FIELDS = Object.keys(
  serverOwnedTaskFields,
) as readonly (keyof typeof serverOwnedTaskFields)[];

/** The editable fields a PUT clears when they are omitted (spec §3: the nullable ones). */
export const NULLABLE_TASK_FIELDS = [
  'description',
  'priority',
  'horizon',
  'timeline',
  'budget',
  'tools',
  'kpi',
  'expectedResults',
  'notes',
] as const satisfies readonly (keyof typeof taskFields)[];

/**
 * PUT /roadmap/{id}: replaces the task's editable fields with the task form's (spec §7 "same
 * payload"). The title is required; every nullable field omitted becomes null; an omitted
 * category or status is left as it is (neither is nullable); a category, when sent, is never
 * empty (use "Other" / "Altele"). The server-owned fields of a task read with GET are accepted and
 * ignored, so GET → PUT round-trips.
 */
export const UpdateTaskInput = z.strictObject({
  id: taskId,
  ...taskFields,
  category: taskCategory.optional(),
  ...serverOwnedTaskFields,
});
export type UpdateTaskInput = z.infer<typeof UpdateTaskInput>;

/**
 * PATCH /roadmap/{id}: merges — only the fields sent change (a nullable one sent as null is
 * cleared), every one optional; server-owned fields are accepted and ignored as on PUT.
 */
export const PatchTaskInput = z.strictObject({
  id: taskId,
  ...taskFields,
  title: taskTitle.optional(),
  category: taskCategory.optional(),
  ...serverOwnedTaskFields,
});
export type PatchTaskInput = z.infer<typeof PatchTaskInput>;

/** PATCH /roadmap/{id}/status. */
export const StatusInput = z.strictObject({ id: taskId, status: TaskStatusSchema });
export type StatusInput = z.infer<typeof StatusInput>;

/** DELETE /roadmap/{id}. */
export const DeleteInput = z.strictObject({ id: taskId });
export type DeleteInput = z.infer<typeof DeleteInput>;

/**
 * POST /roadmap/reorder: new positions, applied in one transaction, then renumbered densely in
 * the new order. Task ids must be the user's and distinct.
 */
export const ReorderInput = z.strictObject({
  updates: z
    .array(
      z.strictObject({
        taskId,
        orderIndex: z.number({ error: requiredError }).int('validation.invalid').min(0, 'validation.invalid'),
      }),
      { error: requiredError },
    )
    .min(1, 'validation.required')
    .max(500, 'validation.invalid'),
});
export type ReorderInput = z.infer<typeof ReorderInput>;
