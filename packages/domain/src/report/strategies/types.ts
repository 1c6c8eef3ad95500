/**
 * Shapes of the strategy engine's output (product-spec §2 Results "Strategy" tab, §3 "Strategy";
 * domain-design.md §4). Plain TypeScript; the zod schemas that mirror them live with the other
 * schemas.
 *
 * Convention: a field the spec names carries what the user reads (a localized string or a number);
 * where the UI also needs a stable id (for colours, icons, sorting) a companion `…Key` field holds it.
 */

/** Stable strategy ids; never reused for another strategy. */
export const STRATEGY_IDS = [
  'peso-rebalancing',
  'funnel-repair',
  'channel-portfolio',
  'content-gaps',
  'human-oversight',
  'repetitive-work-automation',
  'data-foundations',
  'team-upskilling',
  'ai-governance',
  'measurement-roi',
  'genai-data-protection',
  'shared-steps-coworking',
] as const;
export type StrategyId = (typeof STRATEGY_IDS)[number];

/**
 * Strategy categories, the unit of the band's `priorityOrder` (domain-design.md §4):
 * `foundations` data and measurement, `governance` rules and human oversight of AI, `capability`
 * team skills and ways of working, `efficiency` automation, `growth` channels, funnel and content.
 */
export const STRATEGY_CATEGORIES = [
  'foundations',
  'governance',
  'capability',
  'efficiency',
  'growth',
] as const;
export type StrategyCategory = (typeof STRATEGY_CATEGORIES)[number];

/** Priority levels, most pressing first (the roadmap's levels, product-spec §3). */
export const STRATEGY_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type StrategyPriority = (typeof STRATEGY_PRIORITIES)[number];

/** Company size classes by employees (domain-design.md §4): <10, 10–49, 50–249, 250+. */
export { SIZE_CLASSES, type SizeClass } from '../../bank/applicability.js';

/** The four PESO media types (paid, earned, shared, owned). */
export const PESO_CHANNELS = ['paid', 'earned', 'shared', 'owned'] as const;
export type PesoChannel = (typeof PESO_CHANNELS)[number];

/** Funnel stages whose conversion rate the bank asks for (the `funnel.*` context facts). */
export const FUNNEL_STAGES = ['visitorToLead', 'leadToCustomer', 'retention'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Marketing channels of the `channel.best` and `channel.untapped` context facts. */
export const MARKETING_CHANNELS = [
  'seo',
  'paidSearch',
  'paidSocial',
  'organicSocial',
  'email',
  'events',
  'pr',
  'partnerships',
] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/**
 * Channel quadrant from performance and potential: `scale` (high, high), `fix` (low performance,
 * high potential), `maintain` (high performance, potential not shown), `cut` (low, low). The
 * engine never says `cut` without evidence of both (domain-design.md §4).
 */
export const CHANNEL_QUADRANTS = ['scale', 'fix', 'maintain', 'cut'] as const;
export type ChannelQuadrant = (typeof CHANNEL_QUADRANTS)[number];

/** Content funnel stages: TOFU, MOFU, BOFU and retention. */
export const CONTENT_STAGES = ['tofu', 'mofu', 'bofu', 'retention'] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];

/** A PESO mix, percent of effort or budget per media type; sums to 100 once normalised. */
export type PesoMix = Record<PesoChannel, number>;

/** One PESO channel against the ideal mix; `gap = ideal − current`, percentage points. */
export interface ChannelGap {
  /** Localized media type, e.g. "Paid media" / "Media plătită". */
  channel: string;
  channelKey: PesoChannel;
  /** Points; positive = invest more, negative = invest less. One decimal at most. */
  gap: number;
  /** Normalised current share, percent, one decimal at most. */
  current: number;
  /** Ideal share for the size class, percent. */
  ideal: number;
}

/** Content gaps per stage, pieces a month: `ideal − current` (negative = more than the ideal). */
export type ContentGaps = Record<ContentStage, number>;

/** One funnel stage below its benchmark (domain-design.md §4). */
export interface FunnelIssue {
  /** Localized stage, e.g. "Visitor → lead". */
  stage: string;
  stageKey: FunnelStage;
  /** Localized priority label, e.g. "High" / "Ridicată". */
  priority: string;
  priorityKey: StrategyPriority;
  /** The company's rate, percent (decimals allowed). */
  current: number;
  /** The benchmark rate, percent. */
  benchmark: number;
  /** `benchmark − current`, percentage points, one decimal at most; always positive. */
  gap: number;
}

/** One rated channel with its quadrant and what to do about it. */
export interface ChannelStrategy {
  /** Localized channel, e.g. "Paid search" / "Căutare plătită". */
  channel: string;
  channelKey: MarketingChannel;
  /** Localized quadrant label, e.g. "Scale" / "Extindeți". */
  quadrant: string;
  quadrantKey: ChannelQuadrant;
  /** 5 for the channel named as bringing the most customers; `null` when not known. */
  performance: number | null;
  /** 5 for the channel named as having the most untapped potential; `null` when not known. */
  potential: number | null;
  /** What to do with this channel, one or two sentences. */
  action: string;
}

/**
 * Details of a strategy (product-spec §3). `problems`, `triggeredCount` and `requiredCount` are
 * always present; the other fields only where they describe this strategy: `current` and channel
 * `gaps` for PESO rebalancing, `issues` for funnel repair, `channels` for the channel portfolio,
 * content `gaps` and `totalGap` for content gaps, the context adjustments for shared-step
 * co-working. A context-driven strategy whose inputs were skipped carries none of its data fields
 * (never an empty list presented as data), only a `note` saying what is missing.
 */
export interface StrategyDetails {
  /** The named answer conditions that hold, localized, in rule order. */
  problems: string[];
  /** `problems.length`. */
  triggeredCount: number;
  /** Problems needed for the strategy to be triggered. */
  requiredCount: number;
  /**
   * An addition to the spec: why data is missing or which assumption was made (e.g. "company
   * size not given: compared with a small company"). Absent when there is nothing to say.
   */
  note?: string;
  current?: PesoMix;
  gaps?: ChannelGap[] | ContentGaps;
  issues?: FunnelIssue[];
  channels?: ChannelStrategy[];
  /** Sum of the positive content gaps, pieces a month. */
  totalGap?: number;
  /** Localized size class label, or `null` when the user did not give the size. */
  companySize?: string | null;
  haiScore?: number;
  focus?: string;
  budgetMultiplier?: number;
  priorityOrder?: string[];
}

/** One strategy card (product-spec §2, §3). All texts in the requested locale. */
export interface Strategy {
  id: StrategyId;
  /** An addition to the spec: the category the band's priority order ranks. */
  category: StrategyCategory;
  name: string;
  triggered: boolean;
  /** Localized priority label. */
  priority: string;
  priorityKey: StrategyPriority;
  /** Localized timeline, e.g. "0–3 months". */
  timeline: string;
  /** Base range × budget multiplier, e.g. "€10,000–€25,000" (en), "10.000–25.000 €" (ro). */
  budget: string;
  impact: string;
  /** 3 to 5 concrete actions. */
  tactics: string[];
  details: StrategyDetails;
}

/** The context card of the strategy tab (product-spec §2, §9; domain-design.md §4). */
export interface StrategyContext {
  /** Localized size class label, e.g. "Small (10–49 employees)"; `null` when not given. */
  companySize: string | null;
  /** The overall score, 0..100. */
  haiScore: number;
  /** The band's strategic focus, one short sentence. */
  focus: string;
  /** 0.5, 1, 2 or 4; 1 when the size is unknown. */
  budgetMultiplier: number;
  /** Localized category labels, most urgent first. */
  priorityOrder: string[];
  /**
   * An addition to the spec: when the triggered cards' budgets add up to more than the roadmap may
   * take in a year, what they are and what the roadmap funds instead (`strategyBudgetNote`, set
   * by `buildReport`); `null` when they fit.
   */
  budgetNote: string | null;
}

/** Response of the strategy engine (product-spec §3 "Strategy response"). */
export interface StrategyRecommendations {
  /** Every catalogue strategy: triggered first, then by the context's priority order. */
  strategies: Strategy[];
  /** Number of triggered strategies. */
  triggeredCount: number;
  context: StrategyContext;
}
