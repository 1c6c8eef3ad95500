/**
 * The strategy engine (domain-design.md §4; product-spec §2 Results "Strategy", §3 "Strategy"):
 * public API. `recommendStrategies` is the entry point; the tables and the pure calculations are
 * exported for the API, the web app and their tests.
 */
export * from './types.js';
export {
  recommendStrategies,
  localizeStrategies,
  orderStrategies,
  evaluateStrategies,
  shownTactics,
  MAX_TACTICS,
  type EvaluatedStrategy,
  type ShownTactic,
} from './engine.js';
export { CATALOGUE } from './catalogue/index.js';
export type { StrategyDef, StrategyTexts } from './define.js';
export { sizeClassOf, budgetMultiplierOf, priorityOrderOf } from './context.js';
export { IDEAL_PESO, FUNNEL_BENCHMARKS, CONTENT_IDEALS, BUDGET_MULTIPLIER, PESO_PRESETS } from './tables.js';
export { pesoGaps } from './catalogue/peso-rebalancing.js';
export { contentGaps, estimateStages } from './catalogue/content-gaps.js';
export { funnelPriority, funnelIssues } from './catalogue/funnel-repair.js';
export { formatEuroRange } from './format.js';
export { STRATEGY_CATEGORY_LABELS, SIZE_CLASS_LABELS, STRATEGY_PRIORITY_LABELS } from './labels.js';
