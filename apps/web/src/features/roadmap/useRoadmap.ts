/**
 * The roadmap's data and changes (product-spec §2 "Roadmap", §7 roadmap calls, §8 error
 * handling): the task list from `GET /roadmap`, generated once when it is empty
 * (spec §7: "if empty, POST /roadmap/generate"), and every change made optimistically on the
 * cached list — the screen moves at once, and a refused change is rolled back with an alert.
 *
 * Changes are plain calls through the tRPC client around one `optimistic` helper, not one
 * `useMutation` each: a kanban drop is two calls (status, then order) that succeed or roll back
 * together. The list is refetched once no change is pending any more, so a quick series of moves
 * never sees an older list land over a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreateTaskInput,
  GenerateOutput,
  RoadmapTaskView,
  TaskStatus,
  UpdateTaskInput,
} from '@hai/domain';
import { useLocale } from '../../app/useLocale';
import { errorBody, errorMessage, trpc } from '../../lib/trpc';
import { inOrder, renumber, reorderUpdates } from './model';

/** An alert the screen shows after a change: a success (regenerated) or a refused change. */
export interface RoadmapNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface Roadmap {
  /** The tasks in global order; null while loading or generating for the first time. */
  tasks: RoadmapTaskView[] | null;
  /** Loading the list, or generating the first roadmap. */
  phase: 'loading' | 'generating' | 'ready' | 'error' | 'incomplete';
  /** The load or generation error's message (phase 'error'). */
  error: string | null;
  retry: () => void;
  notice: RoadmapNotice | null;
  dismissNotice: () => void;
  /** Replace generated tasks (custom ones stay); resolves with the server's answer. */
  regenerate: () => Promise<GenerateOutput | null>;
  /** Create a custom task (not optimistic: the form waits); rejects with the server's error. */
  create: (input: CreateTaskInput) => Promise<RoadmapTaskView>;
  /** Save a task's fields; optimistic; rejects with the server's error after rolling back. */
  update: (input: UpdateTaskInput) => Promise<void>;
  setStatus: (id: string, status: TaskStatus) => void;
  remove: (id: string) => Promise<void>;
  /** Apply a new global order (and statuses) computed by the model, e.g. a kanban drop. */
  move: (next: RoadmapTaskView[]) => void;
}

/**
 * The roadmap of the latest assessment, or with `assessmentId` an earlier assessment's,
 * read-only — only listed (`GET /roadmap?assessmentId`), never generated; the screen
 * offers no change (the server refuses one with 409 `roadmap.readOnly`).
 */
export function useRoadmap(assessmentId?: string): Roadmap {
  const { t } = useTranslation('roadmap');
  const locale = useLocale();
  const utils = trpc.useUtils();
  const list = trpc.roadmap.list.useQuery(assessmentId ? { assessmentId } : undefined, { staleTime: 30_000 });
  const [generation, setGeneration] = useState<'idle' | 'running' | 'failed' | 'incomplete'>('idle');
  const [generationError, setGenerationError] = useState<string | null>(null);
  const [notice, setNotice] = useState<RoadmapNotice | null>(null);
  const pending = useRef(0);
  const generating = useRef(false);

  const setTasks = useCallback(
    (tasks: RoadmapTaskView[]) => utils.roadmap.list.setData(undefined, { tasks: inOrder(tasks) }),
    [utils],
  );

  // An empty roadmap is generated from the completed assessment, once per visit.
  // An earlier assessment's empty roadmap stays empty: generating one would be the latest's.
  const empty = !assessmentId && list.data?.tasks.length === 0;
  useEffect(() => {
    if (!empty || generation !== 'idle' || generating.current) return;
    generating.current = true;
    setGeneration('running');
    utils.client.roadmap.generate
      .mutate({ locale })
      .then((out) => {
        setTasks(out.tasks);
        setGeneration('idle');
      })
      .catch((err: unknown) => {
        if (errorBody(err)?.error === 'CONFLICT') setGeneration('incomplete');
        else {
          setGenerationError(errorMessage(err, t('errors.generate')));
          setGeneration('failed');
        }
      })
      .finally(() => {
        generating.current = false;
      });
  }, [empty, generation, locale, setTasks, t, utils]);

  /**
   * Apply `next` to the cached list at once, run `call`, and on failure restore the list as it
   * was and show the server's message (or `fallbackKey`'s text); rethrows so a form can stay open.
   */
  const optimistic = useCallback(
    async (next: RoadmapTaskView[] | null, call: () => Promise<unknown>, fallback: string) => {
      await utils.roadmap.list.cancel();
      const previous = utils.roadmap.list.getData();
      if (next) setTasks(next);
      pending.current++;
      try {
        await call();
      } catch (err) {
        if (previous) utils.roadmap.list.setData(undefined, previous);
        setNotice({ tone: 'error', text: errorMessage(err, fallback) });
        throw err;
      } finally {
        pending.current--;
        if (pending.current === 0) void utils.roadmap.list.invalidate();
      }
    },
    [setTasks, utils],
  );

  const current = useCallback(() => utils.roadmap.list.getData()?.tasks ?? [], [utils]);

  const update = useCallback(
    async (input: UpdateTaskInput) => {
      const next = current().map((task) =>
        task.id === input.id ? { ...task, ...definedFields(input) } : task,
      );
      await optimistic(next, () => utils.client.roadmap.update.mutate(input), t('errors.save'));
    },
    [current, optimistic, t, utils],
  );

  const setStatus = useCallback(
    (id: string, status: TaskStatus) => {
      const next = current().map((task) => (task.id === id ? { ...task, status } : task));
      optimistic(next, () => utils.client.roadmap.setStatus.mutate({ id, status }), t('errors.status')).catch(
        (err: unknown) => console.warn('status change refused', err),
      );
    },
    [current, optimistic, t, utils],
  );

  const remove = useCallback(
    async (id: string) => {
      const next = renumber(inOrder(current()).filter((task) => task.id !== id));
      await optimistic(next, () => utils.client.roadmap.remove.mutate({ id }), t('errors.delete'));
    },
    [current, optimistic, t, utils],
  );

  const move = useCallback(
    (next: RoadmapTaskView[]) => {
      const previous = current();
      const before = new Map(previous.map((task) => [task.id, task.status]));
      const statusChanges = next.filter((task) => before.get(task.id) !== task.status);
      const updates = reorderUpdates(previous, next);
      if (statusChanges.length === 0 && updates.length === 0) return;
      optimistic(
        next,
        async () => {
          for (const task of statusChanges)
            await utils.client.roadmap.setStatus.mutate({ id: task.id, status: task.status });
          if (updates.length > 0) await utils.client.roadmap.reorder.mutate({ updates });
        },
        t('errors.move'),
      ).catch((err: unknown) => console.warn('move refused', err));
    },
    [current, optimistic, t, utils],
  );

  const create = useCallback(
    async (input: CreateTaskInput) => {
      pending.current++;
      try {
        const task = await utils.client.roadmap.create.mutate(input);
        setTasks([...current().filter((existing) => existing.id !== task.id), task]);
        return task;
      } finally {
        pending.current--;
        if (pending.current === 0) void utils.roadmap.list.invalidate();
      }
    },
    [current, setTasks, utils],
  );

  const regenerate = useCallback(async () => {
    pending.current++;
    try {
      const out = await utils.client.roadmap.regenerate.mutate({ locale });
      setTasks(out.tasks);
      const generated = out.tasks.filter((task) => task.isGenerated).length;
      setNotice({
        tone: 'success',
        text: out.scoreRange
          ? t('regenerated', { count: generated, range: out.scoreRange })
          : t('regeneratedNoRange', { count: generated }),
      });
      return out;
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('errors.regenerate')) });
      return null;
    } finally {
      pending.current--;
      if (pending.current === 0) void utils.roadmap.list.invalidate();
    }
  }, [locale, setTasks, t, utils]);

  const retry = useCallback(() => {
    setGenerationError(null);
    setGeneration('idle');
    void list.refetch();
  }, [list]);

  let phase: Roadmap['phase'];
  if (list.isPending) phase = 'loading';
  else if (list.isError && !list.data) phase = 'error';
  else if (generation === 'incomplete') phase = 'incomplete';
  else if (generation === 'failed') phase = 'error';
  else if (empty) phase = 'generating';
  else phase = 'ready';

  return {
    tasks: phase === 'ready' && list.data ? inOrder(list.data.tasks) : null,
    phase,
    error: phase === 'error' ? (generationError ?? errorMessage(list.error, t('errors.load'))) : null,
    retry,
    notice,
    dismissNotice: () => setNotice(null),
    regenerate,
    create,
    update,
    setStatus,
    remove,
    move,
  };
}

/** The fields of an update that are set (an omitted field leaves the task's value as it is). */
function definedFields(input: UpdateTaskInput): Partial<RoadmapTaskView> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined && key !== 'id') out[key] = value;
  return out as Partial<RoadmapTaskView>;
}
