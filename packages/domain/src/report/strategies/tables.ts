/**
 * The documented tables the strategy engine compares a company with (domain-design.md §4):
 * ideal PESO mix and content volume by size class, funnel benchmarks, base budgets, and the
 * thresholds that turn a difference into a problem. Every table names its source. Benchmarks
 * are typical medians, not guarantees; the editorial tables are this product's assumptions and
 * say so.
 */
import type { ContentStage, FunnelStage, PesoMix, SizeClass } from './types.js';

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
 * Stages, Explained" (2022; data from 160+ clients, 2017–2022): visitor→lead 2.5 % (within the
 * 1–5 % range HubSpot publishes), lead→qualified lead 25 % and qualified lead→customer 15 %, whose
 * product gives lead→customer 3.75 %; retention from First Page Sage, "Customer Retention Rates by
 * Industry" (2025; annual retention 62–86 % by industry, mean about 75 %), a B2B figure, so it is
 * compared only for B2B or mixed sales. These are typical medians, not guarantees: rates vary
 * widely by industry, deal size and how strictly a "lead" is defined.
 */
export const FUNNEL_BENCHMARKS: Readonly<Record<FunnelStage, number>> = {
  visitorToLead: 2.5,
  leadToCustomer: 3.75,
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

/** Content is a problem when the monthly volume falls short of the ideal total by this share or more. */
export const CONTENT_PROBLEM_SHORTFALL = 0.25;

/**
 * What a stage named as the weakest is assumed to get, as a share of its ideal volume: half.
 *
 * source: editorial assumption of this product. The context question asks which stage gets the
 * least content, not how much, so the engine assumes that stage gets half its ideal and the other
 * stages their ideal share of the volume published; the strategy card says so in its note.
 */
export const WEAKEST_STAGE_SHARE = 0.5;

/**
 * The PESO mix assumed from the media type that takes most of the budget: that type 55 %, the
 * other three 15 % each; "spread about evenly" 25 % each.
 *
 * source: editorial assumption of this product. The context question asks one tap (which type
 * leads) instead of four typed percentages; 55 % is the smallest round share that makes one type
 * clearly lead. The strategy card labels the mix as estimated.
 */
export const PESO_PRESETS: Readonly<
  Record<'paid' | 'earned' | 'shared' | 'owned' | 'even', Readonly<PesoMix>>
> = {
  paid: { paid: 55, earned: 15, shared: 15, owned: 15 },
  earned: { paid: 15, earned: 55, shared: 15, owned: 15 },
  shared: { paid: 15, earned: 15, shared: 55, owned: 15 },
  owned: { paid: 15, earned: 15, shared: 15, owned: 55 },
  even: { paid: 25, earned: 25, shared: 25, owned: 25 },
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
