/**
 * Tasks from the triggered strategies (issue 9 item 1, source 1): one to three of each
 * strategy's tasks (kept in the strategy's own file, `report/strategies/catalogue/<id>.ts`), with
 * the strategy's priority, timeline and budget, the problems that triggered it, and the answers
 * behind those problems. Pure.
 */
import type { Locale } from '../i18n/locale.js';
import type { EvaluatedStrategy } from '../report/strategies/engine.js';
import { STRATEGY_CATEGORY_LABELS } from '../report/strategies/labels.js';
import type { Strategy, StrategyPriority } from '../report/strategies/types.js';
import { HORIZON_OF_TIMELINE } from './horizons.js';
import { fillText, makeDraft, type Draft } from './render.js';
import { STRATEGY_BUDGET, WHY_LINE } from './texts-common.js';

/** Tasks per strategy by its priority (issue 9: "1–3 tasks each"). */
export const TASKS_PER_STRATEGY: Readonly<Record<StrategyPriority, number>> = {
  critical: 3,
  high: 2,
  medium: 2,
  low: 1,
};

/** Problems quoted in a strategy task's "why" line. */
const WHY_PROBLEMS = 3;

/**
 * The questions whose answers caused a strategy: those behind the problems its rule found, in
 * the rule's order, unique.
 */
export function strategyQuestionIds(evaluated: EvaluatedStrategy): string[] {
  return [...new Set(evaluated.outcome.problems.flatMap((p) => p.questionIds))];
}

/**
 * Tasks of the triggered strategies in `strategies` (the report's order): up to
 * {@link TASKS_PER_STRATEGY} each, in the strategy's priority and timeline, with its budget for
 * the whole strategy and the first problems that triggered it. `evaluated` are the same
 * strategies before localisation (`evaluateStrategies`), for their definitions and the questions
 * behind their problems. A template that `admit` refuses (a task already in the roadmap) gives way
 * to the strategy's next one.
 */
export function strategyDrafts(
  strategies: readonly Strategy[],
  evaluated: readonly EvaluatedStrategy[],
  locale: Locale,
  admit: (d: Draft) => boolean = () => true,
): Draft[] {
  return strategies
    .filter((s) => s.triggered)
    .flatMap((s) => {
      const e = evaluated.find((x) => x.def.id === s.id);
      if (!e) return [];
      const problems = s.details.problems.slice(0, WHY_PROBLEMS);
      const cause =
        problems.length > 0 ? [fillText(WHY_LINE[locale], { problems: problems.join('; ') })] : [];
      const questionIds = strategyQuestionIds(e);
      const drafts: Draft[] = [];
      for (const p of e.def.tasks(s, locale, e.outcome)) {
        if (drafts.length >= TASKS_PER_STRATEGY[s.priorityKey]) break;
        const d = makeDraft({
          texts: p.def.texts,
          locale,
          values: p.values ?? {},
          category: STRATEGY_CATEGORY_LABELS[s.category][locale],
          priority: s.priorityKey,
          horizon: HORIZON_OF_TIMELINE[e.def.timeline],
          budget: fillText(STRATEGY_BUDGET[locale], { budget: s.budget }),
          source: { kind: 'strategy', id: s.id, questionIds },
          cause,
        });
        if (admit(d)) drafts.push(d);
      }
      return drafts;
    });
}
