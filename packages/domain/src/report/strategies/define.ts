/**
 * The shape of one strategy (domain-design.md §4, conventions.md §20): everything about it in one
 * file under `catalogue/` — its category, priority, timeline, budget, en and ro texts, trigger
 * rule and roadmap tasks — so that adding or changing a strategy touches one place.
 */
import type { Localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/locale.js';
import type { StrategyTaskDef } from '../../roadmap/types.js';
import type { Timeline } from './labels.js';
import type { ActivityCondition, AnswerFacts } from './conditions.js';
import type { Rule, RuleOutcome } from './rule.js';
import type { Strategy, StrategyCategory, StrategyId, StrategyPriority } from './types.js';

/**
 * One tactic of a strategy card, en and ro, with when it applies (advice never asks for
 * what the user already does). A tactic about a named activity carries `about`: it is shown only
 * while each activity is in one of the listed states (not done yet, too human, too machine), and
 * its moves are those activities' moves back to their ideal. A tactic for one finding of a
 * context rule (owned media under its ideal) carries `when`.
 */
export interface Tactic extends Localized {
  about?: readonly ActivityCondition[];
  /** Whether the tactic applies to what the rule found and the answers; always when absent. */
  when?: (outcome: RuleOutcome, facts: AnswerFacts) => boolean;
}

/** The texts of a strategy card, en and ro. */
export interface StrategyTexts {
  name: Localized;
  impact: Localized;
  /**
   * 3 to 9 concrete actions, at least 3 of them without a condition, so that a card always shows
   * 3 to 5 (`MAX_TACTICS`).
   */
  tactics: readonly Tactic[];
}

/** A task template chosen for a strategy, with its placeholder values in the task's locale. */
export interface TaskPick {
  def: StrategyTaskDef;
  values?: Record<string, string>;
  /**
   * Months the task runs before it can be judged, when its values make it long (a slow channel's
   * test: six). One that waits for budget starts first among those waiting, so it ends within the
   * year (`Draft.runsMonths`).
   */
  runsMonths?: number;
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
  /**
   * The roadmap tasks of a triggered strategy, most important first (the generator takes 1–3):
   * from the localized card and, where given, the rule's outcome (its budget moves).
   */
  tasks: (strategy: Strategy, locale: Locale, outcome?: RuleOutcome) => TaskPick[];
}

/** The same tasks whatever the findings. */
export function fixedTasks(defs: readonly StrategyTaskDef[]): StrategyDef['tasks'] {
  return () => defs.map((def) => ({ def }));
}
