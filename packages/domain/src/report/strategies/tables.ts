/**
 * The documented tables the strategy engine compares a company with (domain-design.md §4):
 * ideal PESO mix and content volume by size class, funnel benchmarks, base budgets, and the
 * thresholds that turn a difference into a problem. Every table names its source. Benchmarks
 * are typical medians, not guarantees; the editorial tables are this product's assumptions and
 * say so.
 */
import type { ContentStage, FunnelStage, PesoMix, SizeClass, StrategyId } from './types.js';

/**
 * Ideal PESO mix by size class, percent of marketing effort or budget; each row sums to 100.
 *
 * source: editorial assumption of this product, built on the PESO model (Gini Dietrich, Spin
 * Sucks, 2014, updated 2020). The model names the four media types but prescribes no split. The
 * rows encode one reasoning: smaller companies get most return from owned and shared media, which
 * compound and cost time rather than cash; larger companies can fund paid reach and sustained
 * earned-media (PR) programmes. Treat the rows as a starting point to discuss, not a norm.
 */
export const IDEAL_PESO: Readonly<Record<SizeClass, Readonly<PesoMix>>> = {
  micro: { paid: 20, earned: 15, shared: 30, owned: 35 },
  small: { paid: 25, earned: 15, shared: 25, owned: 35 },
  medium: { paid: 30, earned: 20, shared: 20, owned: 30 },
  large: { paid: 35, earned: 25, shared: 15, owned: 25 },
};

/** A PESO channel is a problem when its share is this many points or more off the ideal. */
export const PESO_PROBLEM_POINTS = 10;

/**
 * Funnel benchmarks, conversion rate percent per stage (decimals allowed).
 *
 * source: typical medians across B2B industries, rounded, from First Page Sage, "Sales Lead Funnel
 * Stages, Explained" (2022; data from 160+ clients, 2017–2022) and the ranges HubSpot publishes
 * for visitor→lead (1–5 %); retention from First Page Sage, "Customer Retention Rates by Industry"
 * (2025; annual retention 62–86 % by industry, mean about 75 %). These are typical medians, not
 * guarantees: rates vary widely by industry, deal size and how strictly a "qualified lead" is
 * defined, and B2C shops usually measure visitor→customer directly.
 */
export const FUNNEL_BENCHMARKS: Readonly<Record<FunnelStage, number>> = {
  visitorToLead: 2.5,
  leadToQualified: 25,
  qualifiedToCustomer: 15,
  retention: 75,
};

/**
 * Priority of a funnel issue from its relative shortfall `(benchmark − current) / benchmark`:
 * at least `high` → high, at least `medium` → medium, any shortfall below that → low. A stage is
 * a problem (it counts towards triggering funnel repair) from the medium threshold on.
 */
export const FUNNEL_PRIORITY_SHORTFALL = { high: 0.5, medium: 0.2 } as const;

/**
 * Ideal content volume by size class, pieces published a month per funnel stage.
 *
 * source: editorial assumption of this product. The anchor is HubSpot's blogging-frequency study
 * (2015): companies publishing 16 or more posts a month drew about 3.5 times the traffic of those
 * publishing 0–4, which sets the TOFU volume of a medium company near 20. The other stages follow
 * the usual weighting of about half the output for awareness and the rest split between
 * consideration, decision and retention content; the rows scale with team size.
 */
export const CONTENT_IDEALS: Readonly<Record<SizeClass, Readonly<Record<ContentStage, number>>>> = {
  micro: { tofu: 8, mofu: 3, bofu: 2, retention: 2 },
  small: { tofu: 12, mofu: 5, bofu: 3, retention: 4 },
  medium: { tofu: 20, mofu: 8, bofu: 5, retention: 6 },
  large: { tofu: 30, mofu: 12, bofu: 8, retention: 10 },
};

/** A content stage is a problem when it falls short of the ideal by this share of the ideal or more. */
export const CONTENT_PROBLEM_SHORTFALL = 0.25;

/** A channel rating (1..5) at or above this value counts as high performance or high potential. */
export const CHANNEL_HIGH_FROM = 4;

/**
 * Base budget range per strategy, euro, for a small company (10–49 employees, multiplier 1);
 * the engine multiplies both ends by the size class's multiplier.
 *
 * source: editorial estimate of this product at 2025 EU prices for the external costs of a
 * first iteration (tools and licences, consultant or agency days, training); internal salaries
 * are not included. Orders of magnitude to plan with, not quotes.
 */
export const BASE_BUDGET_EUR: Readonly<Record<StrategyId, readonly [number, number]>> = {
  'peso-rebalancing': [5000, 15000],
  'funnel-repair': [6000, 20000],
  'channel-portfolio': [4000, 12000],
  'content-gaps': [5000, 15000],
  'human-oversight': [2000, 8000],
  'repetitive-work-automation': [6000, 20000],
  'data-foundations': [10000, 35000],
  'team-upskilling': [3000, 12000],
  'ai-governance': [3000, 10000],
  'measurement-roi': [5000, 15000],
  'genai-data-protection': [2000, 8000],
  'shared-steps-coworking': [3000, 10000],
};

/** Budget multiplier by size class (domain-design.md §4): 0.5×, 1×, 2×, 4×. */
export const BUDGET_MULTIPLIER: Readonly<Record<SizeClass, number>> = {
  micro: 0.5,
  small: 1,
  medium: 2,
  large: 4,
};

/** Lower employee bound of each size class above micro (domain-design.md §4). */
export const SIZE_CLASS_FROM = { small: 10, medium: 50, large: 250 } as const;
