/**
 * The user's roadmap (product-spec §2 "Roadmap", §3 "Roadmap task", §4 task status, §7 roadmap
 * calls; domain-design.md §6): generated from the completed assessment by the domain's
 * `generateRoadmap`, then managed by the user.
 *
 * Roadmaps: each assessment has its own; every call here reads and writes the roadmap of the
 * user's latest assessment ({@link Roadmap}). A re-take starts a new, empty one, and
 * the completed assessment's roadmap stays as it was: `list` reads it with its `assessmentId`, and
 * a write to one of its tasks is refused (409 `roadmap.readOnly`).
 *
 * Invariants: a roadmap's `orderIndex` values are exactly 0..n-1. Every write runs in one
 * transaction that first locks the user's row (`SELECT … FROM users … FOR UPDATE`; a re-take takes
 * it too), so two tabs writing at once are serialised and never leave duplicate or missing
 * positions. Another user's task is answered like a missing one (404), never 403.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { roadmapTasks, users, type Db, type RoadmapTaskRow } from '@hai/db';
import {
  OTHER_CATEGORY,
  generateRoadmap,
  isAllowedTaskCategory,
  isOtherCategory,
  listText,
  translate,
  type CreateTaskInput,
  type GenerateOutput,
  type Locale,
  type ReorderInput,
  type RoadmapOutput,
  type RoadmapTaskView,
  type TaskStatus,
  type UpdateTaskInput,
  type PatchTaskInput,
  NULLABLE_TASK_FIELDS,
  SERVER_OWNED_TASK_FIELDS,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';
import { completedAssessment, latestRef, ownAssessment } from './assessments/selection.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The roadmap a call works on: the user's latest assessment's (`assessmentId`; null before the
 * user has any). Tasks added before any assessment (`assessment_id` null) are on the roadmap of
 * the user's first assessment (`withUnattached`).
 */
export interface Roadmap {
  userId: string;
  assessmentId: string | null;
  withUnattached: boolean;
}

/** The roadmap of the user's latest assessment (read under the caller's lock when in a transaction). */
export async function currentRoadmap(db: Db | Tx, userId: string): Promise<Roadmap> {
  const latest = await latestRef(db, userId);
  return latest
    ? { userId, assessmentId: latest.id, withUnattached: latest.previousAssessmentId === null }
    : { userId, assessmentId: null, withUnattached: true };
}

/**
 * The roadmap of one assessment: its own tasks, and for a user's first
 * assessment the tasks added before any assessment.
 */
export function roadmapOfAssessment(
  userId: string,
  assessment: { id: string; previousAssessmentId: string | null },
): Roadmap {
  return { userId, assessmentId: assessment.id, withUnattached: assessment.previousAssessmentId === null };
}

/** The condition selecting the tasks of `roadmap`. */
function onRoadmap(roadmap: Roadmap): SQL {
  const mine = eq(roadmapTasks.userId, roadmap.userId);
  if (roadmap.assessmentId === null) return and(mine, isNull(roadmapTasks.assessmentId))!;
  const attached = eq(roadmapTasks.assessmentId, roadmap.assessmentId);
  return and(mine, roadmap.withUnattached ? or(attached, isNull(roadmapTasks.assessmentId)) : attached)!;
}

/**
 * A stored row as the wire shape of spec §3 (timestamps as ISO strings); a task without a
 * category answers the catch-all in `locale` ("Other" / "Altele").
 */
function toView(row: RoadmapTaskRow, locale: Locale): RoadmapTaskView {
  return {
    id: row.id,
    title: row.title,
    category: row.category ?? OTHER_CATEGORY[locale],
    description: row.description,
    priority: row.priority as RoadmapTaskView['priority'],
    status: row.status as RoadmapTaskView['status'],
    horizon: row.horizon as RoadmapTaskView['horizon'],
    timeline: row.timeline,
    budget: row.budget,
    tools: row.tools,
    kpi: row.kpi,
    expectedResults: row.expectedResults,
    notes: row.notes,
    isGenerated: row.isGenerated,
    scoreRange: row.scoreRange,
    nivel: row.level as RoadmapTaskView['nivel'],
    source: (row.source as RoadmapTaskView['source']) ?? null,
    orderIndex: row.orderIndex,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The roadmap's tasks by `orderIndex`. */
export async function rowsOf(db: Db | Tx, roadmap: Roadmap): Promise<RoadmapTaskRow[]> {
  return db
    .select()
    .from(roadmapTasks)
    .where(onRoadmap(roadmap))
    .orderBy(asc(roadmapTasks.orderIndex), asc(roadmapTasks.createdAt));
}

/**
 * Refuse a category that is neither one generation uses nor one already on the user's tasks
 * (spec §3: chosen from the categories present; an unknown category is a 400).
 */
async function checkCategory(tx: Tx, roadmap: Roadmap, category: string | undefined): Promise<void> {
  if (category === undefined || isOtherCategory(category)) return;
  const present = await tx
    .selectDistinct({ category: roadmapTasks.category })
    .from(roadmapTasks)
    .where(onRoadmap(roadmap));
  if (
    !isAllowedTaskCategory(
      category,
      present.map((p) => p.category),
    )
  )
    throw new DomainError('VALIDATION_ERROR', 'roadmap.unknownCategory', {
      fields: [{ field: 'category', code: 'roadmap.unknownCategory' }],
    });
}

/**
 * Run `fn` in a transaction holding the user's row lock (serialises a user's roadmap writes and
 * re-takes) on the roadmap of the user's latest assessment, read under the lock.
 */
function withUserLock<T>(
  deps: Deps,
  userId: string,
  fn: (tx: Tx, roadmap: Roadmap) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return fn(tx, await currentRoadmap(tx, userId));
  });
}

/** Set `orderIndex` to the position in `ids` (0..n-1), in one statement. */
async function renumber(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${roadmapTasks} SET order_index = v.idx
    FROM (VALUES ${values}) AS v(id, idx)
    WHERE ${roadmapTasks.id} = v.id AND ${roadmapTasks.userId} = ${userId}`);
}

/**
 * The task `id` of the roadmap, or 404 (also for another user's task); a task of the user's on an
 * earlier assessment's roadmap, which is read-only, is a 409 `roadmap.readOnly`.
 */
async function ownTask(tx: Tx, roadmap: Roadmap, id: string): Promise<RoadmapTaskRow> {
  const [row] = await tx
    .select()
    .from(roadmapTasks)
    .where(and(eq(roadmapTasks.id, id), onRoadmap(roadmap)))
    .limit(1);
  if (!row) {
    await refuseEarlierRoadmap(tx, roadmap.userId, [id]);
    throw new DomainError('NOT_FOUND', 'roadmap.notFound');
  }
  return row;
}

/**
 * 409 `roadmap.readOnly` when one of `ids` is a task of the user's that is not on the latest
 * assessment's roadmap (it was looked for there first): an earlier roadmap stays as it was.
 */
async function refuseEarlierRoadmap(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  const [earlier] = await tx
    .select({ id: roadmapTasks.id })
    .from(roadmapTasks)
    .where(and(inArray(roadmapTasks.id, [...ids]), eq(roadmapTasks.userId, userId)))
    .limit(1);
  if (earlier) throw new DomainError('CONFLICT', 'roadmap.readOnly');
}

/** The stored category of a valid input category: null for the catch-all ("Other" / "Altele"). */
function storedCategory(category: string): string | null {
  return isOtherCategory(category) ? null : category;
}

/**
 * GET /roadmap: the tasks of the latest assessment's roadmap by `orderIndex` (empty before
 * generation, and while a re-take is under way), texts of `locale`. With `assessmentId`, the
 * roadmap of that assessment of the user's, as it was (404 when not theirs).
 */
export async function list(
  deps: Deps,
  principal: Principal,
  locale: Locale,
  assessmentId?: string,
): Promise<RoadmapOutput> {
  const userId = principal.user.id;
  const roadmap =
    assessmentId === undefined
      ? await currentRoadmap(deps.db, userId)
      : roadmapOfAssessment(userId, await ownAssessment(deps.db, userId, assessmentId));
  return { tasks: (await rowsOf(deps.db, roadmap)).map((r) => toView(r, locale)) };
}

/**
 * Generate the roadmap in `locale` and store it. `replace` false (POST /roadmap/generate): when
 * the user already has generated tasks nothing changes and the existing list is returned (so a
 * double click or a second tab never duplicates the roadmap). `replace` true (POST
 * /roadmap/regenerate): the generated tasks are deleted and generated anew (with them their
 * personal notes; new generated tasks have none). Custom tasks are always kept, notes included.
 * Order afterwards: generated tasks in generator order, then the custom ones in their previous
 * relative order.
 * @throws DomainError CONFLICT `results.incomplete` before the assessment is completed.
 */
async function store(
  deps: Deps,
  principal: Principal,
  locale: Locale,
  replace: boolean,
): Promise<GenerateOutput> {
  const userId = principal.user.id;
  const completed = await completedAssessment(deps, userId);
  const roadmap = generateRoadmap(completed.answers, locale);
  const range = roadmap.scoreRange ?? '—';
  return withUserLock(deps, userId, async (tx, scope) => {
    // A re-take started meanwhile: the completed assessment's roadmap is no longer the current one.
    if (scope.assessmentId !== completed.id) throw new DomainError('CONFLICT', 'results.incomplete');
    const existing = await rowsOf(tx, scope);
    const generated = existing.filter((r) => r.isGenerated);
    if (!replace && generated.length > 0) {
      return {
        tasks: existing.map((r) => toView(r, locale)),
        scoreRange: roadmap.scoreRange,
        level: roadmap.level,
        message: translate('roadmap.existing', locale, { count: existing.length }),
      };
    }
    if (generated.length > 0)
      await tx.delete(roadmapTasks).where(and(onRoadmap(scope), eq(roadmapTasks.isGenerated, true)));
    const custom = existing.filter((r) => !r.isGenerated);
    const inserted =
      roadmap.tasks.length === 0
        ? []
        : await tx
            .insert(roadmapTasks)
            .values(
              roadmap.tasks.map((t, i) => ({
                userId,
                assessmentId: completed.id,
                title: t.title,
                category: t.category,
                description: t.description,
                priority: t.priority,
                status: 'not_started',
                horizon: t.horizon,
                timeline: t.timeline,
                budget: t.budget,
                tools: listText(t.recommendedTools),
                kpi: listText(t.targetKpis),
                scoreRange: roadmap.scoreRange,
                level: roadmap.level,
                expectedResults: t.expectedResults,
                notes: null,
                isGenerated: true,
                source: t.source,
                orderIndex: i,
              })),
            )
            .returning({ id: roadmapTasks.id });
    await renumber(tx, userId, [...inserted.map((r) => r.id), ...custom.map((r) => r.id)]);
    // Custom tasks take the band of the roadmap they now belong to (spec §3: on every task).
    if (custom.length > 0)
      await tx
        .update(roadmapTasks)
        .set({ scoreRange: roadmap.scoreRange, level: roadmap.level })
        .where(and(onRoadmap(scope), eq(roadmapTasks.isGenerated, false)));
    return {
      tasks: (await rowsOf(tx, scope)).map((r) => toView(r, locale)),
      scoreRange: roadmap.scoreRange,
      level: roadmap.level,
      message: translate('roadmap.generated', locale, { count: inserted.length, range }),
    };
  });
}

/** POST /roadmap/generate: see {@link store}; an existing generated roadmap is returned unchanged. */
export function generate(deps: Deps, principal: Principal, locale: Locale): Promise<GenerateOutput> {
  return store(deps, principal, locale, false);
}

/** POST /roadmap/regenerate: replaces the generated tasks, keeps the custom ones (see {@link store}). */
export function regenerate(deps: Deps, principal: Principal, locale: Locale): Promise<GenerateOutput> {
  return store(deps, principal, locale, true);
}

/**
 * POST /roadmap: a custom task (`isGenerated` false), appended at the end, with the score range
 * and band of the user's roadmap (null before any generation). Omitted optional fields take the
 * column defaults (texts such as `notes` null, priority medium, status not started); a priority
 * sent as null stays empty.
 * @throws DomainError VALIDATION_ERROR `roadmap.unknownCategory` for a category not on the roadmap.
 */
export async function create(
  deps: Deps,
  principal: Principal,
  input: CreateTaskInput,
  locale: Locale,
): Promise<RoadmapTaskView> {
  const userId = principal.user.id;
  return withUserLock(deps, userId, async (tx, roadmap) => {
    await checkCategory(tx, roadmap, input.category);
    const rows = await rowsOf(tx, roadmap);
    const band = rows.find((r) => r.scoreRange !== null);
    const [row] = await tx
      .insert(roadmapTasks)
      .values({
        ...input,
        category: storedCategory(input.category),
        userId,
        assessmentId: roadmap.assessmentId,
        isGenerated: false,
        source: null,
        scoreRange: band?.scoreRange ?? null,
        level: band?.level ?? null,
        orderIndex: rows.length,
      })
      .returning();
    return toView(row!, locale);
  });
}

/**
 * PUT /roadmap/{id} (`mode` `replace`) and PATCH /roadmap/{id} (`merge`). Replace: the task form's
 * fields replace the stored ones, a nullable field omitted becomes null (`NULLABLE_TASK_FIELDS`),
 * an omitted category or status stays. Merge: only the fields sent change. Either way a free text
 * sent as null or "" is cleared (the input schema maps "" to null) and the server-owned fields a
 * GET returned (`SERVER_OWNED_TASK_FIELDS`) are ignored.
 * @throws DomainError NOT_FOUND for a task not on the user's roadmap; VALIDATION_ERROR
 *   `roadmap.unknownCategory` for a category not on the roadmap.
 */
export async function update(
  deps: Deps,
  principal: Principal,
  input: UpdateTaskInput | PatchTaskInput,
  locale: Locale,
  mode: 'replace' | 'merge' = 'replace',
): Promise<RoadmapTaskView> {
  const userId = principal.user.id;
  const { id, ...sent } = input;
  const fields: Record<string, unknown> = { ...sent };
  for (const owned of SERVER_OWNED_TASK_FIELDS) delete fields[owned];
  if (mode === 'replace') for (const f of NULLABLE_TASK_FIELDS) if (fields[f] === undefined) fields[f] = null;
  const category = sent.category;
  return withUserLock(deps, userId, async (tx, roadmap) => {
    await ownTask(tx, roadmap, id);
    await checkCategory(tx, roadmap, category);
    const [row] = await tx
      .update(roadmapTasks)
      .set({
        ...fields,
        ...(category === undefined ? {} : { category: storedCategory(category) }),
        updatedAt: new Date(),
      })
      .where(and(eq(roadmapTasks.id, id), eq(roadmapTasks.userId, userId)))
      .returning();
    return toView(row!, locale);
  });
}

/** PATCH /roadmap/{id}/status: any status may follow any other (spec §4). */
export async function setStatus(
  deps: Deps,
  principal: Principal,
  id: string,
  status: TaskStatus,
  locale: Locale,
): Promise<RoadmapTaskView> {
  const userId = principal.user.id;
  return withUserLock(deps, userId, async (tx, roadmap) => {
    await ownTask(tx, roadmap, id);
    const [row] = await tx
      .update(roadmapTasks)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(roadmapTasks.id, id), eq(roadmapTasks.userId, userId)))
      .returning();
    return toView(row!, locale);
  });
}

/** DELETE /roadmap/{id}: removes the task and renumbers the rest densely; returns the list. */
export async function remove(
  deps: Deps,
  principal: Principal,
  id: string,
  locale: Locale,
): Promise<RoadmapOutput> {
  const userId = principal.user.id;
  return withUserLock(deps, userId, async (tx, roadmap) => {
    await ownTask(tx, roadmap, id);
    await tx.delete(roadmapTasks).where(and(eq(roadmapTasks.id, id), eq(roadmapTasks.userId, userId)));
    await renumber(
      tx,
      userId,
      (await rowsOf(tx, roadmap)).map((r) => r.id),
    );
    return { tasks: (await rowsOf(tx, roadmap)).map((r) => toView(r, locale)) };
  });
}

/**
 * POST /roadmap/reorder: each listed task moves to its requested `orderIndex`; unlisted tasks
 * keep theirs; ties go to the moved task first, then by previous position; the result is
 * renumbered densely (0..n-1). All or nothing: a duplicate id is a 400 `roadmap.reorderInvalid`,
 * an unknown id or another user's a 404, a task of an earlier assessment's roadmap a 409
 * `roadmap.readOnly`, and nothing changes.
 */
export async function reorder(
  deps: Deps,
  principal: Principal,
  input: ReorderInput,
  locale: Locale,
): Promise<RoadmapOutput> {
  const userId = principal.user.id;
  const seen = new Set<string>();
  input.updates.forEach((u, i) => {
    if (seen.has(u.taskId))
      throw new DomainError('VALIDATION_ERROR', 'roadmap.reorderInvalid', {
        fields: [{ field: `updates.${i}.taskId`, code: 'roadmap.reorderInvalid' }],
      });
    seen.add(u.taskId);
  });
  return withUserLock(deps, userId, async (tx, roadmap) => {
    const rows = await rowsOf(tx, roadmap);
    const previous = new Map(rows.map((r, i) => [r.id, i]));
    const missing = input.updates.filter((u) => !previous.has(u.taskId)).map((u) => u.taskId);
    if (missing.length > 0) {
      await refuseEarlierRoadmap(tx, userId, missing);
      throw new DomainError('NOT_FOUND', 'roadmap.notFound');
    }
    const target = new Map(input.updates.map((u) => [u.taskId, u.orderIndex]));
    const order = rows
      .map((r, i) => ({ id: r.id, at: target.get(r.id) ?? i, moved: target.has(r.id) ? 0 : 1, i }))
      .sort((a, b) => a.at - b.at || a.moved - b.moved || a.i - b.i)
      .map((r) => r.id);
    await renumber(tx, userId, order);
    return { tasks: (await rowsOf(tx, roadmap)).map((r) => toView(r, locale)) };
  });
}
