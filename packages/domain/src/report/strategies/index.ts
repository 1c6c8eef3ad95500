/**
 * The strategy engine (domain-design.md §4; product-spec §2 Results "Strategy", §3 "Strategy"):
 * public API. `recommendStrategies` is the entry point; the tables and the pure calculations are
 * exported for the API, the web app and their tests.
 */
export * from './types.js';
export { recommendStrategies, orderStrategies } from './engine.js';
export { sizeClassOf, budgetMultiplierOf, priorityOrderOf } from './context.js';
export {
  IDEAL_PESO,
  FUNNEL_BENCHMARKS,
  CONTENT_IDEALS,
  BASE_BUDGET_EUR,
  BUDGET_MULTIPLIER,
} from './tables.js';
export { normalisePeso, pesoGaps, contentGaps } from './rules-mix.js';
export { funnelPriority, funnelIssues, quadrantOf } from './rules-performance.js';
export { formatEuroRange } from './format.js';
export { STRATEGY_CATEGORY_LABELS, SIZE_CLASS_LABELS, STRATEGY_PRIORITY_LABELS } from './labels.js';
