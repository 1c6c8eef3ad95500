/**
 * The strategy tab's note on money (domain-design.md §9 "one budget"): a strategy card's budget is
 * its whole programme at the company's size multiplier, and the triggered cards of a small company
 * add up to several times what its roadmap may take in a year. A micro business reading
 * €5,000–€17,500 on one card beside a €25,000 yearly budget is told, once, that the cards are
 * whole programmes and that its year holds only the steps its roadmap funds.
 */
import { CONTEXT_FACTS } from '../../bank/context-facts.js';
import type { Locale } from '../../i18n/locale.js';
import { scaled, sumRanges } from '../../roadmap/budget.js';
import { fillText } from '../../roadmap/render.js';
import type { GeneratedRoadmap } from '../../roadmap/types.js';
import type { ContextFacts } from '../answers.js';
import type { EvaluatedStrategy } from './engine.js';
import { TASKS, formatEuroAmount, formatEuroRange, quantity } from './format.js';

const NOTE = {
  en: 'Each card’s budget is the whole programme for a company of your size; together they come to {total}. Your roadmap may take {cap} a year, a third of your yearly marketing budget ({budget}), so it takes from them only the steps that fit: {count}, {investment}, this year; the rest waits until the first steps pay back.',
  ro: 'Bugetul fiecărui card este costul întregului program pentru o companie de mărimea voastră; împreună ajung la {total}. Roadmap-ul vostru poate lua {cap} pe an, o treime din bugetul anual de marketing ({budget}), așa că ia din ele doar pașii care încap: {count}, {investment}, în acest an; restul așteaptă până când primii pași își recuperează costul.',
} as const;
/** The yearly budget the cap is a third of, as the company gave it or as assumed for its size. */
const BUDGET = {
  given: { en: '{band}, taken as {amount}', ro: '{band}, socotit la {amount}' },
  assumed: { en: '{amount}, assumed for your size', ro: '{amount}, presupus după mărimea companiei' },
} as const;

/**
 * One sentence when the triggered strategies' budgets (`def.budgetEur` × `budgetMultiplier`,
 * summed; euro) start above `roadmap.budgetCapEur`: their total, the cap and the budget it is a
 * third of (the `marketing.budget` band in `context`, or the size class's assumed budget), and
 * what the roadmap funds (its tasks not marked "when budget allows" and `investmentEur`), in
 * `locale`. `null` when the cards fit within the cap or none is triggered.
 */
export function strategyBudgetNote(
  evaluated: readonly EvaluatedStrategy[],
  budgetMultiplier: number,
  roadmap: GeneratedRoadmap,
  context: ContextFacts,
  locale: Locale,
): string | null {
  const [low, high] = sumRanges(
    evaluated.filter((e) => e.triggered).map((e) => scaled(e.def.budgetEur, budgetMultiplier)),
  );
  if (low <= roadmap.budgetCapEur) return null;
  const amount = formatEuroAmount(roadmap.budgetYearlyEur, locale);
  const band = CONTEXT_FACTS['marketing.budget'].bands.find((b) => b.value === context['marketing.budget']);
  const budget =
    band && !roadmap.budgetAssumed
      ? fillText(BUDGET.given[locale], { band: band.text[locale], amount })
      : fillText(BUDGET.assumed[locale], { amount });
  return fillText(NOTE[locale], {
    total: formatEuroRange(low, high, locale),
    cap: formatEuroAmount(roadmap.budgetCapEur, locale),
    budget,
    count: quantity(roadmap.tasks.filter((t) => !t.whenBudgetAllows).length, TASKS)[locale],
    investment: formatEuroRange(roadmap.investmentEur[0], roadmap.investmentEur[1], locale),
  });
}
