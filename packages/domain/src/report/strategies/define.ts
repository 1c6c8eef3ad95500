/**
 * The shape of one strategy (domain-design.md §4, conventions.md §20): everything about it in one
 * file under `catalogue/` — its category, priority, timeline, budget, en and ro texts, trigger
 * rule and roadmap tasks — so that adding or changing a strategy touches one place.
 */
import type { Localized } from '../../bank/types.js';
import type { Locale } from '../../i18n/locale.js';
import type { StrategyTaskDef } from '../../roadmap/types.js';
import type { Timeline } from './labels.js';
import type { Rule } from './rule.js';
import type { Strategy, StrategyCategory, StrategyId, StrategyPriority } from './types.js';

/** The texts of a strategy card, en and ro. */
export interface StrategyTexts {
  name: Localized;
  impact: Localized;
  /** 3 to 5 concrete actions. */
  tactics: readonly Localized[];
}

/** A task template chosen for a strategy, with its placeholder values in the task's locale. */
export interface TaskPick {
  def: StrategyTaskDef;
  values?: Record<string, string>;
}

/** One strategy of the catalogue. */
export interface StrategyDef {
  id: StrategyId;
  category: StrategyCategory;
  /** Its usual priority; a rule may raise or lower it for a user (`RuleOutcome.priority`). */
  priority: StrategyPriority;
  timeline: Timeline;
  /**
   * External cost of a first iteration for a small company (10–49 employees), euro; the engine
   * multiplies both ends by the size class's multiplier (domain-design.md §4). Editorial estimate
   * at 2025 EU prices (tools and licences, consultant or agency days, training; salaries
   * excluded): orders of magnitude to plan with, not quotes.
   */
  budgetEur: readonly [number, number];
  texts: StrategyTexts;
  /** `context`: driven by context facts, not triggered when they are unknown; `answers`: by activities and steps. */
  source: 'context' | 'answers';
  rule: Rule;
  /** The roadmap tasks of a triggered strategy, most important first (the generator takes 1–3). */
  tasks: (strategy: Strategy, locale: Locale) => TaskPick[];
}

/** The same tasks whatever the findings. */
export function fixedTasks(defs: readonly StrategyTaskDef[]): StrategyDef['tasks'] {
  return () => defs.map((def) => ({ def }));
}
