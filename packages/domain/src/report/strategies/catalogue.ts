/**
 * The strategy catalogue (domain-design.md §4; product-spec §2 Results "Strategy", §3
 * "Strategy"): every strategy the engine can recommend, with its category, priority, timeline,
 * base budget (tables.ts), en and ro texts, and its trigger rule.
 */
import type { Localized } from '../../bank/types.js';
import type { Timeline } from './labels.js';
import { runConditions, type Rule } from './rule.js';
import {
  AI_GOVERNANCE,
  DATA_FOUNDATIONS,
  GENAI_DATA_PROTECTION,
  HUMAN_OVERSIGHT,
  MEASUREMENT_ROI,
  REPETITIVE_WORK_AUTOMATION,
  SHARED_STEPS_COWORKING,
  TEAM_UPSKILLING,
} from './rules-answers.js';
import { contentRule, pesoRule } from './rules-mix.js';
import { channelRule, funnelRule } from './rules-performance.js';
import {
  AUTOMATION_TEXTS,
  COWORKING_TEXTS,
  DATA_FOUNDATIONS_TEXTS,
  GENAI_DATA_TEXTS,
  GOVERNANCE_TEXTS,
  HUMAN_OVERSIGHT_TEXTS,
  MEASUREMENT_TEXTS,
  UPSKILLING_TEXTS,
} from './texts-ai.js';
import {
  CHANNEL_PORTFOLIO_TEXTS,
  CONTENT_GAPS_TEXTS,
  FUNNEL_REPAIR_TEXTS,
  PESO_REBALANCING_TEXTS,
} from './texts-growth.js';
import type { StrategyPriority, StrategyCategory, StrategyId } from './types.js';

/** The texts of a strategy card, en and ro. */
export interface StrategyTexts {
  name: Localized;
  impact: Localized;
  /** 3 to 5 concrete actions. */
  tactics: readonly Localized[];
}

/** One catalogue entry. */
export interface StrategyDef {
  id: StrategyId;
  category: StrategyCategory;
  priority: StrategyPriority;
  timeline: Timeline;
  texts: StrategyTexts;
  /**
   * `context`: driven by the numeric context inputs, not triggered when they were skipped;
   * `answers`: driven by answers and step scores.
   */
  source: 'context' | 'answers';
  rule: Rule;
}

/** Every strategy, in catalogue order (the last tie-break of the engine's ordering). */
export const CATALOGUE: readonly StrategyDef[] = [
  {
    id: 'ai-governance',
    category: 'governance',
    priority: 'critical',
    timeline: 'now',
    texts: GOVERNANCE_TEXTS,
    source: 'answers',
    rule: ({ facts }) => runConditions(AI_GOVERNANCE, facts),
  },
  {
    id: 'genai-data-protection',
    category: 'governance',
    priority: 'critical',
    timeline: 'now',
    texts: GENAI_DATA_TEXTS,
    source: 'answers',
    rule: ({ facts }) => runConditions(GENAI_DATA_PROTECTION, facts),
  },
  {
    id: 'human-oversight',
    category: 'governance',
    priority: 'high',
    timeline: 'now',
    texts: HUMAN_OVERSIGHT_TEXTS,
    source: 'answers',
    rule: ({ facts }) => runConditions(HUMAN_OVERSIGHT, facts),
  },
  {
    id: 'data-foundations',
    category: 'foundations',
    priority: 'critical',
    timeline: 'year',
    texts: DATA_FOUNDATIONS_TEXTS,
    source: 'answers',
    rule: ({ facts }) => runConditions(DATA_FOUNDATIONS, facts),
  },
  {
    id: 'measurement-roi',
    category: 'foundations',
    priority: 'high',
    timeline: 'quarter',
    texts: MEASUREMENT_TEXTS,
    source: 'answers',
    rule: ({ facts }) => runConditions(MEASUREMENT_ROI, facts),
  },
  {
    id: 'team-upskilling',
    category: 'capability',
    priority: 'high',
    timeline: 'quarter',
    texts: UPSKILLING_TEXTS,
    source: 'answers',
    rule: ({ facts }) => runConditions(TEAM_UPSKILLING, facts),
  },
  {
    id: 'shared-steps-coworking',
    category: 'capability',
    priority: 'medium',
    timeline: 'quarter',
    texts: COWORKING_TEXTS,
    source: 'answers',
    rule: ({ facts }) => ({ ...runConditions(SHARED_STEPS_COWORKING, facts), data: { kind: 'context' } }),
  },
  {
    id: 'repetitive-work-automation',
    category: 'efficiency',
    priority: 'medium',
    timeline: 'quarter',
    texts: AUTOMATION_TEXTS,
    source: 'answers',
    rule: ({ facts }) => runConditions(REPETITIVE_WORK_AUTOMATION, facts),
  },
  {
    id: 'funnel-repair',
    category: 'growth',
    priority: 'high',
    timeline: 'now',
    texts: FUNNEL_REPAIR_TEXTS,
    source: 'context',
    rule: funnelRule,
  },
  {
    id: 'peso-rebalancing',
    category: 'growth',
    priority: 'medium',
    timeline: 'quarter',
    texts: PESO_REBALANCING_TEXTS,
    source: 'context',
    rule: pesoRule,
  },
  {
    id: 'channel-portfolio',
    category: 'growth',
    priority: 'medium',
    timeline: 'quarter',
    texts: CHANNEL_PORTFOLIO_TEXTS,
    source: 'context',
    rule: channelRule,
  },
  {
    id: 'content-gaps',
    category: 'growth',
    priority: 'medium',
    timeline: 'quarter',
    texts: CONTENT_GAPS_TEXTS,
    source: 'context',
    rule: contentRule,
  },
];
