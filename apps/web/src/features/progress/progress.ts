/**
 * The pure parts of the progress view and the peer card, unit-tested:
 * - {@link signed}: a change with its sign ("+9", "−4", "±0"), the minus a real minus sign;
 * - {@link movedGroups}: the moved activities of `assessment.compare` grouped toward / away /
 *   neither, each group in step order then bank order;
 * - {@link tasksByStep}: the tasks completed in between beside the step each was meant to move;
 * - {@link chartRows}: the per-step bars (then and now, 0..100) of the comparison chart;
 * - {@link peerColumns}: the peer table's columns (the groups that give a percentile).
 *
 * Only types come from `@hai/domain`: the helpers stay in the progress tab's chunk.
 */
import type {
  CompareOutput,
  CompletedTaskView,
  MoveDirection,
  MovedActivityView,
  PeerGroup,
  PeersOutput,
  StepComparisonView,
} from '@hai/domain';

/**
 * A change of a score or percent (now − then, whole numbers) with its sign: `9` → "+9", `-4` →
 * "−4" (U+2212, read as "minus"), `0` → "±0"; null (a side without a figure) → null.
 */
export function signed(change: number | null): string | null {
  if (change === null) return null;
  const n = Math.round(change);
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `\u2212${Math.abs(n)}`;
}

/** Which way a change went: up, down or not at all (null: no figure on a side). */
export function trend(change: number | null): 'up' | 'down' | 'same' | null {
  if (change === null) return null;
  const n = Math.round(change);
  return n > 0 ? 'up' : n < 0 ? 'down' : 'same';
}

/** The moved activities by direction, each in step order then in the server's (bank) order. */
export type MovedGroups = Record<MoveDirection, MovedActivityView[]>;

/** Group `compare.movedActivities` toward / away from / as far from their ideal (see {@link MovedGroups}). */
export function movedGroups(moved: readonly MovedActivityView[]): MovedGroups {
  const groups: MovedGroups = { toward: [], away: [], neither: [] };
  // A stable sort keeps the bank order within a step.
  const ordered = [...moved].sort((a, b) => a.stepOrder - b.stepOrder);
  for (const m of ordered) groups[m.direction].push(m);
  return groups;
}

/** One step's completed tasks, with the step's score then and now beside them. */
export interface TasksOfStep {
  /** The step (null: tasks meant for no one step — a strategy's or the user's own). */
  step: Pick<StepComparisonView, 'stepId' | 'stepName' | 'stepOrder' | 'then' | 'now' | 'change'> | null;
  tasks: CompletedTaskView[];
}

/**
 * The tasks completed on the earlier roadmap beside the step each was meant to move: one entry per
 * step that has any, in step order, then the tasks of no step (if any) last. Steps that were not
 * compared (left out across bank versions) still get their tasks, under the "no step" entry.
 */
export function tasksByStep(
  steps: readonly StepComparisonView[],
  tasks: readonly CompletedTaskView[],
): TasksOfStep[] {
  const out: TasksOfStep[] = [];
  const placed = new Set<string>();
  for (const step of [...steps].sort((a, b) => a.stepOrder - b.stepOrder)) {
    const mine = tasks.filter((t) => t.stepId === step.stepId);
    if (mine.length === 0) continue;
    mine.forEach((t) => placed.add(t.id));
    out.push({ step, tasks: mine });
  }
  const rest = tasks.filter((t) => !placed.has(t.id));
  if (rest.length > 0) out.push({ step: null, tasks: rest });
  return out;
}

/** One step's pair of bars: the step score then and now, 0..100 (an unscored side: 0, `scored` false). */
export interface ChartRow {
  stepId: StepComparisonView['stepId'];
  label: string;
  then: number;
  now: number;
  thenScored: boolean;
  nowScored: boolean;
}

/** The comparison chart's rows, in step order. */
export function chartRows(steps: readonly StepComparisonView[]): ChartRow[] {
  return [...steps]
    .sort((a, b) => a.stepOrder - b.stepOrder)
    .map((s) => ({
      stepId: s.stepId,
      label: s.stepName,
      then: s.then.score ?? 0,
      now: s.now.score ?? 0,
      thenScored: s.then.score !== null,
      nowScored: s.now.score !== null,
    }));
}

/** Whether the comparison left something out (answered on different bank versions). */
export function leftOutCount(compare: Pick<CompareOutput, 'leftOut'>): number {
  return compare.leftOut.questions.length;
}

/** A peer group that gives percentiles. */
export type AvailableGroup = Extract<PeerGroup, { available: true }>;

/** The peer table's columns: the groups that give a percentile, size first. */
export function peerColumns(peers: Pick<PeersOutput, 'size' | 'sizeIndustry'>): AvailableGroup[] {
  return [peers.size, peers.sizeIndustry].filter((g): g is AvailableGroup => g.available);
}
