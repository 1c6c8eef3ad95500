import type { StrategyId } from '../report/strategies/types.js';

/**
 * Growth strategies in the order a roadmap short of places takes one: the channels the company
 * named (its own answers on what brings customers and what could), then the funnel stage it
 * named as starved, its funnel rates, and last the PESO mix, which is estimated. Their tasks are
 * how the company wins customers: the roadmap funds the first of them early and the summary's
 * first actions name it (roadmap/generate.ts, report/summary.ts).
 */
export const GROWTH_ORDER: readonly StrategyId[] = [
  'channel-portfolio',
  'content-gaps',
  'funnel-repair',
  'peso-rebalancing',
];

/** Whether `task` carries out one of the growth strategies ({@link GROWTH_ORDER}). */
export function isGrowthTask(task: { source: { kind: string; id: string } }): boolean {
  return task.source.kind === 'strategy' && (GROWTH_ORDER as readonly string[]).includes(task.source.id);
}
