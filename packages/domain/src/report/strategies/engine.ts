/**
 * The strategy engine (domain-design.md §4; product-spec §2 Results "Strategy" tab, §3 "Strategy"
 * and "Strategy response"). Pure: answers in, localized strategy cards and context out.
 */
import { contextFacts } from '../../bank/profile.js';
import { companyWords, inCompanyWords } from '../vocabulary.js';
import type { Locale } from '../../i18n/locale.js';
import type { Band } from '../../scoring/constants.js';
import type { ReportAnswer } from '../answers.js';
import { CATALOGUE } from './catalogue/index.js';
import { scaled } from '../../roadmap/budget.js';
import type { Move } from '../moves.js';
import { answerFacts, conditionMoves, type AnswerFacts } from './conditions.js';
import type { StrategyDef } from './define.js';
import { engineContext, localizeContext, sizeLabel, type EngineContext } from './context.js';
import { fill, formatEuroRange, pick } from './format.js';
import {
  CHANNEL_LABELS,
  FUNNEL_STAGE_LABELS,
  PESO_LABELS,
  STRATEGY_PRIORITY_LABELS,
  QUADRANT_ACTIONS,
  QUADRANT_LABELS,
  TIMELINES,
} from './labels.js';
import type { RuleOutcome } from './rule.js';
import type { Timeline } from './labels.js';
import {
  STRATEGY_PRIORITIES,
  type Strategy,
  type StrategyCategory,
  type StrategyDetails,
  type StrategyPriority,
  type StrategyRecommendations,
} from './types.js';

/** The details of one strategy in `locale`: problems and counts, plus the rule's data if any. */
function details(outcome: RuleOutcome, ctx: EngineContext, locale: Locale): StrategyDetails {
  const out: StrategyDetails = {
    problems: outcome.problems.map((p) => pick(p.label, locale)),
    triggeredCount: outcome.problems.length,
    requiredCount: outcome.requiredCount,
  };
  if (outcome.note) out.note = pick(outcome.note, locale);
  const data = outcome.data;
  if (!data) return out;
  switch (data.kind) {
    case 'peso':
      out.current = { ...data.current };
      out.gaps = data.gaps.map((g) => ({ channel: pick(PESO_LABELS[g.channelKey], locale), ...g }));
      out.companySize = sizeLabel(ctx.size, locale);
      break;
    case 'funnel':
      out.issues = data.issues.map((i) => ({
        stage: pick(FUNNEL_STAGE_LABELS[i.stageKey], locale),
        stageKey: i.stageKey,
        priority: pick(STRATEGY_PRIORITY_LABELS[i.priorityKey], locale),
        priorityKey: i.priorityKey,
        current: i.current,
        benchmark: i.benchmark,
        gap: i.gap,
      }));
      break;
    case 'channels':
      out.channels = data.channels.map((c) => ({
        channel: pick(CHANNEL_LABELS[c.channelKey], locale),
        channelKey: c.channelKey,
        quadrant: pick(QUADRANT_LABELS[c.quadrantKey], locale),
        quadrantKey: c.quadrantKey,
        performance: c.performance,
        potential: c.potential,
        action: pick(
          fill(QUADRANT_ACTIONS[c.quadrantKey], { channel: CHANNEL_LABELS[c.channelKey] }),
          locale,
        ),
      }));
      break;
    case 'content':
      out.gaps = { ...data.gaps };
      out.totalGap = data.totalGap;
      out.companySize = sizeLabel(ctx.size, locale);
      break;
    case 'context': {
      const card = localizeContext(ctx, locale);
      Object.assign(out, card);
      break;
    }
  }
  return out;
}

/** Most tactics a card shows (product-spec §3: "3 to 5 concrete actions"). */
export const MAX_TACTICS = 5;

/** A tactic shown to this user: its index in the catalogue entry and the moves it makes. */
export interface ShownTactic {
  index: number;
  moves: Move[];
}

/**
 * The tactics of `def` that apply to this user, at most {@link MAX_TACTICS}: those whose `about`
 * conditions hold (a tactic never advises what the answers show is done) and whose `when` accepts
 * the rule's findings; the conditional ones first (written for what this user's answers show),
 * then the general ones, each group in catalogue order.
 */
export function shownTactics(def: StrategyDef, outcome: RuleOutcome, facts: AnswerFacts): ShownTactic[] {
  const shown = def.texts.tactics.flatMap((t, index) => {
    if (t.when && !t.when(outcome, facts)) return [];
    const moves = conditionMoves(facts, t.about);
    return moves === null ? [] : [{ index, moves, specific: t.when !== undefined || t.about !== undefined }];
  });
  // The tactics written for what this user's answers show come first, then the general ones.
  return [...shown.filter((t) => t.specific), ...shown.filter((t) => !t.specific)]
    .slice(0, MAX_TACTICS)
    .map(({ index, moves }) => ({ index, moves }));
}

/** A priority's latest start: critical and high now, medium within the quarter, low within the year. */
const PRIORITY_TIMELINE: Readonly<Record<StrategyPriority, Timeline>> = {
  critical: 'now',
  high: 'now',
  medium: 'quarter',
  low: 'year',
};

/**
 * When a strategy starts for this user: the sooner of its usual timeline and its priority's —
 * a critical data project starts now even if it takes a year. The card and its roadmap tasks
 * state the same.
 */
export function strategyTimeline(timeline: Timeline, priority: StrategyPriority): Timeline {
  const order: readonly Timeline[] = ['now', 'quarter', 'year'];
  const p = PRIORITY_TIMELINE[priority];
  return order.indexOf(p) < order.indexOf(timeline) ? p : timeline;
}

/** One catalogue entry evaluated and localized. */
function buildStrategy(e: EvaluatedStrategy, ctx: EngineContext, locale: Locale): Strategy {
  const { def, outcome } = e;
  const [low, high] = scaled(def.budgetEur, ctx.budgetMultiplier);
  const priority = outcome.priority ?? def.priority;
  return {
    id: def.id,
    category: def.category,
    name: pick(def.texts.name, locale),
    triggered: e.triggered,
    priority: pick(STRATEGY_PRIORITY_LABELS[priority], locale),
    priorityKey: priority,
    timeline: pick(TIMELINES[strategyTimeline(def.timeline, priority)], locale),
    budget: formatEuroRange(low, high, locale),
    impact: pick(def.texts.impact, locale),
    tactics: e.tactics.map((t) => pick(def.texts.tactics[t.index]!, locale)),
    details: details(outcome, ctx, locale),
  };
}

/**
 * Order strategies (domain-design.md §4): triggered first; then by the position of their category
 * in `categoryOrder`; then by priority (critical first); then as given. Returns a new array.
 */
export function orderStrategies(
  strategies: readonly Strategy[],
  categoryOrder: readonly StrategyCategory[],
): Strategy[] {
  const rank = (c: StrategyCategory): number => {
    const i = categoryOrder.indexOf(c);
    return i === -1 ? categoryOrder.length : i;
  };
  return strategies
    .map((s, index) => ({ s, index }))
    .sort(
      (a, b) =>
        Number(b.s.triggered) - Number(a.s.triggered) ||
        rank(a.s.category) - rank(b.s.category) ||
        STRATEGY_PRIORITIES.indexOf(a.s.priorityKey) - STRATEGY_PRIORITIES.indexOf(b.s.priorityKey) ||
        a.index - b.index,
    )
    .map(({ s }) => s);
}

/** One catalogue strategy evaluated for a user, before localisation. */
export interface EvaluatedStrategy {
  def: StrategyDef;
  outcome: RuleOutcome;
  /** `problems.length >= requiredCount`. */
  triggered: boolean;
  /** The tactics shown ({@link shownTactics}). */
  tactics: ShownTactic[];
  /** Every move the strategy makes: its problems', its shown tactics' and its rule's budget moves. */
  moves: Move[];
}

/**
 * Evaluate every strategy's rule on the answers (locale-free): what `recommendStrategies` shows
 * and what the roadmap traces its tasks to. `facts` may be passed when already computed.
 */
export function evaluateStrategies(
  answers: readonly ReportAnswer[],
  overallScore: number,
  band: Band | null,
  facts: AnswerFacts = answerFacts(answers),
): { ctx: EngineContext; evaluated: EvaluatedStrategy[]; facts: AnswerFacts } {
  const ctx = engineContext(facts.context, overallScore, band);
  const evaluated = CATALOGUE.map((def): EvaluatedStrategy => {
    const outcome = def.rule({ facts, ctx });
    const tactics = shownTactics(def, outcome, facts);
    return {
      def,
      outcome,
      triggered: outcome.problems.length >= outcome.requiredCount,
      tactics,
      moves: [
        ...outcome.problems.flatMap((p) => p.moves ?? []),
        ...tactics.flatMap((t) => t.moves),
        ...(outcome.moves ?? []),
      ],
    };
  });
  return { ctx, evaluated, facts };
}

/**
 * Recommend strategies (domain-design.md §4; product-spec §3 "Strategy response").
 *
 * @param answers the user's answers (every step; other questions are ignored)
 * @param overallScore the overall score, 0..100 (`scoreOverall(...).overallScore`)
 * @param band its band, or `null` when nothing could be scored
 * @param locale language of every text in the response
 * @returns every catalogue strategy with `triggered` set (triggered first, then by the band's
 *   priority order), the number triggered, and the context card. Unknown context facts leave the
 *   strategies that need them untriggered with a note; no number in the response is ever NaN.
 *   The context's `budgetNote` is `null` here: it reads the roadmap, which `buildReport` builds,
 *   and the strategy endpoint answers `buildReport(…).strategies`.
 */
export function recommendStrategies(
  answers: readonly ReportAnswer[],
  overallScore: number,
  band: Band | null,
  locale: Locale,
): StrategyRecommendations {
  const { ctx, evaluated } = evaluateStrategies(answers, overallScore, band);
  // In the company's words, as in the report.
  const words = companyWords(contextFacts(answers), locale);
  return inCompanyWords(localizeStrategies(ctx, evaluated, locale), words);
}

/**
 * The strategy response (product-spec §3) of strategies already evaluated, in `locale`: every
 * card, triggered first and in the context's priority order, the number triggered and the context
 * card. See {@link recommendStrategies}.
 */
export function localizeStrategies(
  ctx: EngineContext,
  evaluated: readonly EvaluatedStrategy[],
  locale: Locale,
): StrategyRecommendations {
  const strategies = evaluated.map((e) => buildStrategy(e, ctx, locale));
  const ordered = orderStrategies(strategies, ctx.categoryOrder);
  return {
    strategies: ordered,
    triggeredCount: ordered.filter((s) => s.triggered).length,
    context: localizeContext(ctx, locale),
  };
}
