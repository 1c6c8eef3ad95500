/**
 * Wire shapes of the results (product-spec §2 "Results", §3; domain-design.md §4–§5):
 * per-step feedback, prompts, strategy recommendations and the overview's band summary. Texts
 * arrive translated into the requested locale; feedback is rich text to sanitise on display.
 */
import { z } from 'zod';
import { LEVER_DIRECTIONS } from '../report/move.js';
import { BANDS } from '../scoring/constants.js';
import { LocaleSchema } from './common.js';
import { STEP_KEYS } from '../bank/types.js';
import {
  CHANNEL_QUADRANTS,
  CONTENT_STAGES,
  FUNNEL_STAGES,
  MARKETING_CHANNELS,
  PESO_CHANNELS,
  STRATEGY_CATEGORIES,
  STRATEGY_IDS,
  STRATEGY_PRIORITIES,
} from '../report/strategies/types.js';

const Percent = z.number().min(0).max(100);

/**
 * GET /assessment/strategy-recommendations query (spec §7): `locale` (default ro) and `_t`, a
 * cache-busting timestamp the server ignores.
 */
export const StrategyQuery = z.strictObject({
  locale: LocaleSchema.optional(),
  _t: z.union([z.string().max(32), z.number()]).optional(),
});
export type StrategyQuery = z.infer<typeof StrategyQuery>;

/** Which way an activity should move: more AI or automation, or more people. */
export const LeverDirection = z.enum(LEVER_DIRECTIONS);
export type LeverDirection = z.infer<typeof LeverDirection>;

/**
 * A practised activity away from its ideal (domain-design.md §5): the user's answer and the
 * ideal, both as the scale's text, and the lever that moves it.
 */
export const OffIdealActivityView = z.object({
  questionId: z.string(),
  /** The activity's question, as asked. */
  activity: z.string(),
  answerKey: z.enum(['A', 'B', 'C', 'D']),
  /** The scale text of the user's answer. */
  answer: z.string(),
  idealKey: z.enum(['A', 'B', 'C', 'D']),
  ideal: z.string(),
  /** Scale steps from the ideal, 1..3. */
  steps: z.number().int().min(1).max(3),
  direction: LeverDirection,
  /** The activity's `towardMachine` or `towardHuman` lever text. */
  lever: z.string(),
});
export type OffIdealActivityView = z.infer<typeof OffIdealActivityView>;

/** An activity the user does not practise yet (answer E), with its `start` lever. */
export const NotYetActivityView = z.object({
  questionId: z.string(),
  activity: z.string(),
  idealKey: z.enum(['A', 'B', 'C', 'D']),
  ideal: z.string(),
  lever: z.string(),
});
export type NotYetActivityView = z.infer<typeof NotYetActivityView>;

/** An activity that does not apply to the company (domain-design.md §9): not asked, not counted. */
export const NotApplicableActivityView = z.object({
  questionId: z.string(),
  activity: z.string(),
  /** Why, one clause each: "you have no sales people". */
  reasons: z.array(z.string()).min(1),
});
export type NotApplicableActivityView = z.infer<typeof NotApplicableActivityView>;

/** Step feedback item (spec §3) with the step's numbers and the activities behind them. */
export const StepFeedbackView = z.object({
  stepId: z.enum(STEP_KEYS),
  stepName: z.string(),
  stepOrder: z.number().int().min(1).max(12),
  yourAiPercent: Percent.nullable(),
  yourHumanPercent: Percent.nullable(),
  targetAiPercent: Percent,
  targetHumanPercent: Percent,
  status: z.enum(['on-target', 'above-target', 'below-target']).nullable(),
  /** Rich text: `<p>`, `<strong>`, `<ul>`, `<li>`. */
  feedbackText: z.string(),
  allAnswersAreOptionE: z.boolean(),
  insufficient: z.boolean(),
  /** The step score, rounded, 0..100; null when not scored. */
  score: Percent.nullable(),
  /** Alignment of the practised activities with their ideals, rounded, 0..100. */
  alignment: Percent.nullable(),
  coverage: z.number().min(0).max(1),
  practisedCount: z.number().int().min(0),
  activityCount: z.number().int().min(0),
  /** Practised activities exactly at their ideal. */
  atIdealCount: z.number().int().min(0),
  /** Two or three activities furthest from their ideal, in the direction the step needs. */
  offIdeal: z.array(OffIdealActivityView),
  /** The most important activities not practised yet. */
  notYet: z.array(NotYetActivityView),
  /** The activities that do not apply to the company and were not asked, with why. */
  notApplicable: z.array(NotApplicableActivityView),
  /** One line naming them and why; null when every activity of the step applies. */
  notApplicableText: z.string().nullable(),
});
export type StepFeedbackView = z.infer<typeof StepFeedbackView>;

/** GET /assessment/feedback answer (an addition, documented in OpenAPI). */
export const FeedbackOutput = z.object({ feedback: z.array(StepFeedbackView) });
export type FeedbackOutput = z.infer<typeof FeedbackOutput>;

/** Prompt item (spec §3): plain text, ready to paste into an AI assistant. */
export const PromptView = z.object({
  stepNumber: z.number().int().min(1).max(12),
  stepName: z.string(),
  title: z.string(),
  context: z.string(),
  aiRole: z.string(),
});
export type PromptView = z.infer<typeof PromptView>;

/** GET /assessment/prompts answer (an addition, documented in OpenAPI). */
export const PromptsOutput = z.object({ prompts: z.array(PromptView) });
export type PromptsOutput = z.infer<typeof PromptsOutput>;

const ChannelGapView = z.object({
  channel: z.string(),
  channelKey: z.enum(PESO_CHANNELS),
  gap: z.number(),
  current: z.number(),
  ideal: z.number(),
});
const ContentGapsView = z.object(
  Object.fromEntries(CONTENT_STAGES.map((s) => [s, z.number()])) as Record<
    (typeof CONTENT_STAGES)[number],
    z.ZodNumber
  >,
);
const FunnelIssueView = z.object({
  stage: z.string(),
  stageKey: z.enum(FUNNEL_STAGES),
  priority: z.string(),
  priorityKey: z.enum(STRATEGY_PRIORITIES),
  current: z.number(),
  benchmark: z.number(),
  gap: z.number(),
});
const ChannelStrategyView = z.object({
  channel: z.string(),
  channelKey: z.enum(MARKETING_CHANNELS),
  quadrant: z.string(),
  quadrantKey: z.enum(CHANNEL_QUADRANTS),
  /** 5 for the channel named as bringing the most customers; null when not known. */
  performance: z.number().int().min(1).max(5).nullable(),
  /** 5 for the channel named as having the most untapped potential; null when not known. */
  potential: z.number().int().min(1).max(5).nullable(),
  action: z.string(),
});

/** Strategy details (spec §3); only the fields that describe the strategy are present. */
export const StrategyDetailsView = z.object({
  problems: z.array(z.string()),
  triggeredCount: z.number().int().min(0),
  requiredCount: z.number().int().min(1),
  note: z.string().optional(),
  current: z
    .object({ paid: z.number(), earned: z.number(), shared: z.number(), owned: z.number() })
    .optional(),
  gaps: z.union([z.array(ChannelGapView), ContentGapsView]).optional(),
  issues: z.array(FunnelIssueView).optional(),
  channels: z.array(ChannelStrategyView).optional(),
  totalGap: z.number().optional(),
  companySize: z.string().nullable().optional(),
  haiScore: z.number().optional(),
  focus: z.string().optional(),
  budgetMultiplier: z.number().optional(),
  priorityOrder: z.array(z.string()).optional(),
});

/** Strategy (spec §3) with its category and priority key (additions for ordering and colour). */
export const StrategyView = z.object({
  id: z.enum(STRATEGY_IDS),
  category: z.enum(STRATEGY_CATEGORIES),
  name: z.string(),
  triggered: z.boolean(),
  priority: z.string(),
  priorityKey: z.enum(STRATEGY_PRIORITIES),
  timeline: z.string(),
  budget: z.string(),
  impact: z.string(),
  tactics: z.array(z.string()),
  details: StrategyDetailsView,
});
export type StrategyView = z.infer<typeof StrategyView>;

/** GET /assessment/strategy-recommendations answer (spec §3). */
export const StrategyRecommendationsOutput = z.object({
  strategies: z.array(StrategyView),
  triggeredCount: z.number().int().min(0),
  context: z.object({
    companySize: z.string().nullable(),
    haiScore: Percent,
    focus: z.string(),
    budgetMultiplier: z.number(),
    priorityOrder: z.array(z.string()),
    /** An addition to the spec: the cards' budgets beside the company's own, or null (domain-design.md §9). */
    budgetNote: z.string().nullable(),
  }),
});
export type StrategyRecommendationsOutput = z.infer<typeof StrategyRecommendationsOutput>;

/** The band's recommendation summary (spec §3 "Recommendation summary per level", §9). */
export const BandSummaryView = z.object({
  band: z.enum(BANDS),
  focus: z.string(),
  priority: z.string(),
  priorityLevel: z.enum(['high', 'medium', 'low']),
  timeline: z.string(),
  investment: z.string(),
  recommendations: z.array(z.string()),
});
export type BandSummaryView = z.infer<typeof BandSummaryView>;
