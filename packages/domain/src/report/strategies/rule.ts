/**
 * The trigger rule of a strategy (domain-design.md §4): from the answers, the context inputs and
 * the context, it names the problems found and says how many are needed to trigger the strategy.
 * Rules are locale-free: texts are {@link Localized} and data carries ids, the engine localizes.
 */
import type { Localized } from '../../bank/types.js';
import type { ContextValues } from '../answers.js';
import { problemsOf, type AnswerFacts, type Condition } from './conditions.js';
import type { EngineContext } from './context.js';
import type {
  ChannelQuadrant,
  ContentGaps,
  FunnelStage,
  MarketingChannel,
  PesoChannel,
  PesoMix,
  StrategyPriority,
} from './types.js';

/** Everything a rule may read. */
export interface RuleInput {
  values: ContextValues;
  facts: AnswerFacts;
  ctx: EngineContext;
}

/** One PESO channel against the ideal, percent and points (gap = ideal − current). */
export interface PesoGapData {
  channelKey: PesoChannel;
  gap: number;
  current: number;
  ideal: number;
}

/** One funnel stage below its benchmark. */
export interface FunnelIssueData {
  stageKey: FunnelStage;
  priorityKey: StrategyPriority;
  current: number;
  benchmark: number;
  gap: number;
}

/** One channel rated for both performance and potential. */
export interface ChannelData {
  channelKey: MarketingChannel;
  quadrantKey: ChannelQuadrant;
  performance: number;
  potential: number;
}

/** The data a context-driven rule adds to the details; absent when its inputs were skipped. */
export type RuleData =
  | { kind: 'peso'; current: PesoMix; gaps: PesoGapData[] }
  | { kind: 'funnel'; issues: FunnelIssueData[] }
  | { kind: 'channels'; channels: ChannelData[] }
  | { kind: 'content'; gaps: ContentGaps; totalGap: number }
  | { kind: 'context' };

/** What a rule found. The strategy is triggered when `problems.length >= requiredCount`. */
export interface RuleOutcome {
  problems: Localized[];
  requiredCount: number;
  /** Why data is missing, or the assumption made; see `StrategyDetails.note`. */
  note?: Localized;
  data?: RuleData;
}

/** A trigger rule. */
export type Rule = (input: RuleInput) => RuleOutcome;

/** An answer-driven rule: the conditions that hold are the problems. */
export interface ConditionRule {
  conditions: readonly Condition[];
  requiredCount: number;
}

/** Run an answer-driven rule. */
export function runConditions(rule: ConditionRule, facts: AnswerFacts): RuleOutcome {
  return { problems: problemsOf(rule.conditions, facts), requiredCount: rule.requiredCount };
}
