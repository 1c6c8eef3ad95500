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

/**
 * The governance strategies (the catalogue's `governance` category: AI rules, customer data in
 * generative AI, human oversight). For a company that barely uses AI ({@link LOW_AI_SHARE}) their
 * tasks that are not critical follow the roadmap's first AI uses instead of leading its first 90
 * days: rules for tools nobody uses yet read as paperwork to the owner of a business run by hand.
 */
export const GOVERNANCE_STRATEGIES: readonly StrategyId[] = [
  'ai-governance',
  'genai-data-protection',
  'human-oversight',
];

/**
 * AI's share of the work, percent, averaged over the scored steps, under which a company barely
 * uses AI: 15 — below the lowest step ideal but Transformation's 10 % by little, i.e. about one
 * activity in seven left to AI across the marketing.
 */
export const LOW_AI_SHARE = 15;
