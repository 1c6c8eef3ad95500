/**
 * The trigger rule of a strategy (domain-design.md §4): from the answers, the context facts and
 * the engine's context, it names the problems found and says how many are needed to trigger the
 * strategy. Rules are locale-free: texts are {@link Localized} and data carries ids, the engine
 * localizes.
 */
import type { Localized } from '../../i18n/localized.js';
import type { Move } from '../moves.js';
import type { AnswerFacts, Problem } from './conditions.js';
import type { EngineContext } from './context.js';
import type {
  ChannelQuadrant,
  ContentGaps,
  ContentStage,
  FunnelStage,
  MarketingChannel,
  PesoChannel,
  PesoMix,
  StrategyPriority,
} from './types.js';

/** Everything a rule may read. */
export interface RuleInput {
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

/** One channel the user named, with what to do about it. */
export interface ChannelData {
  channelKey: MarketingChannel;
  quadrantKey: ChannelQuadrant;
  /** 5 for the channel named as bringing the most customers, `null` where not known. */
  performance: number | null;
  /** 5 for the channel named as having the most untapped potential, `null` where not known. */
  potential: number | null;
}

/** The data a context-driven rule adds to the details; absent when its facts are unknown. */
export type RuleData =
  | { kind: 'peso'; current: PesoMix; gaps: PesoGapData[] }
  | { kind: 'funnel'; issues: FunnelIssueData[]; consumerOnly: boolean }
  | { kind: 'channels'; channels: ChannelData[] }
  | {
      kind: 'content';
      gaps: ContentGaps;
      totalGap: number;
      volume: number;
      /** The stage the user named as getting the least content, if any. */
      weakest?: ContentStage;
    }
  | { kind: 'context' };

/** What a rule found. The strategy is triggered when `problems.length >= requiredCount`. */
export interface RuleOutcome {
  problems: Problem[];
  requiredCount: number;
  /**
   * How pressing the strategy is for this user (domain-design.md §4: "a severity from the size of
   * the gap"); the strategy's own priority when absent.
   */
  priority?: StrategyPriority;
  /** Why data is missing, or the assumption made; see `StrategyDetails.note`. */
  note?: Localized;
  data?: RuleData;
  /**
   * The budget lines the strategy moves (context rules: PESO media types, channels, content
   * stages); the activity moves come with the problems and tactics.
   */
  moves?: readonly Move[];
}

/** A trigger rule. */
export type Rule = (input: RuleInput) => RuleOutcome;

/** Problems from fixed labels (context-driven rules), with no question behind them. */
export function labelled(labels: readonly Localized[], questionIds: readonly string[] = []): Problem[] {
  return labels.map((label) => ({ label, questionIds }));
}
