/**
 * Tasks from the triggered strategies (issue 9 item 1, source 1): one to three of each
 * strategy's tactics as tasks, with the strategy's priority, timeline and budget, the problems
 * that triggered it, and the answers behind those problems. Pure.
 */
import { STEPS } from '../bank/index.js';
import type { Locale } from '../i18n/locale.js';
import type { ReportAnswer } from '../report/answers.js';
import { CATALOGUE } from '../report/strategies/catalogue.js';
import { answerFacts, checkRefs, holds, type AnswerFacts } from '../report/strategies/conditions.js';
import { formatPercent, PIECES, POINTS, quantity } from '../report/strategies/format.js';
import { CONTENT_STAGE_LABELS, STRATEGY_CATEGORY_LABELS } from '../report/strategies/labels.js';
import type { ConditionRule } from '../report/strategies/rule.js';
import {
  AI_GOVERNANCE,
  DATA_FOUNDATIONS,
  GENAI_DATA_PROTECTION,
  HUMAN_OVERSIGHT,
  MEASUREMENT_ROI,
  REPETITIVE_WORK_AUTOMATION,
  SHARED_STEPS_COWORKING,
  TEAM_UPSKILLING,
} from '../report/strategies/rules-answers.js';
import {
  CONTENT_STAGES,
  STRATEGY_PRIORITIES,
  type ChannelStrategy,
  type Strategy,
  type StrategyId,
  type StrategyPriority,
} from '../report/strategies/types.js';
import { HORIZON_OF_TIMELINE } from './horizons.js';
import { fillText, joinList, lowerFirst, makeDraft, type Draft } from './render.js';
import { STRATEGY_BUDGET, WHY_LINE } from './texts-common.js';
import { ANSWER_STRATEGY_TASKS, type AnswerStrategyId } from './texts-strategies-ai.js';
import {
  BEST_CHANNELS,
  CHANNEL_CUT,
  CHANNEL_FIX,
  CHANNEL_RATE,
  CONTENT_FILL,
  CONTENT_PLAN,
  FUNNEL_STAGE_TASKS,
  FUNNEL_TRACKING,
  PESO_FOLLOW_UP,
  PESO_SHIFT,
} from './texts-strategies-growth.js';
import type { StrategyTaskDef } from './types.js';

/** Tasks per strategy by its priority (issue 9: "1–3 tasks each"). */
export const TASKS_PER_STRATEGY: Readonly<Record<StrategyPriority, number>> = {
  critical: 3,
  high: 2,
  medium: 2,
  low: 1,
};

/** Channels a channel task names at most, so its title stays short. */
const NAMED_CHANNELS = 2;

/** Problems quoted in a strategy task's "why" line. */
const WHY_PROBLEMS = 3;

/** The trigger rule of each answer-driven strategy, for the answers behind its problems. */
const ANSWER_RULES: Readonly<Record<AnswerStrategyId, ConditionRule>> = {
  'ai-governance': AI_GOVERNANCE,
  'genai-data-protection': GENAI_DATA_PROTECTION,
  'human-oversight': HUMAN_OVERSIGHT,
  'data-foundations': DATA_FOUNDATIONS,
  'measurement-roi': MEASUREMENT_ROI,
  'team-upskilling': TEAM_UPSKILLING,
  'shared-steps-coworking': SHARED_STEPS_COWORKING,
  'repetitive-work-automation': REPETITIVE_WORK_AUTOMATION,
};

/** Context keys each context-driven strategy reads (domain-design.md §4). */
const CONTEXT_PREFIXES: Readonly<Partial<Record<StrategyId, readonly string[]>>> = {
  'funnel-repair': ['funnel.'],
  'peso-rebalancing': ['peso.', 'company.'],
  'channel-portfolio': ['channelPerformance.', 'channelPotential.'],
  'content-gaps': ['content.', 'company.'],
};

function isAnswerDriven(id: StrategyId): id is AnswerStrategyId {
  return id in ANSWER_STRATEGY_TASKS;
}

/**
 * The questions whose answers caused strategy `id`: for an answer-driven strategy, those named by
 * its conditions that hold (step-score conditions name none); for a context-driven one, the
 * answered questions that carry its context inputs. Unique; in rule order, or in bank order.
 */
export function strategyQuestionIds(
  id: StrategyId,
  facts: AnswerFacts,
  answered: ReadonlySet<string>,
): string[] {
  if (isAnswerDriven(id)) {
    const refs = ANSWER_RULES[id].conditions
      .filter((c) => holds(c.check, facts))
      .flatMap((c) => {
        const r = checkRefs(c.check);
        return [...r.options.map(([q]) => q), ...r.missing];
      });
    return [...new Set(refs)];
  }
  const prefixes = CONTEXT_PREFIXES[id] ?? [];
  return STEPS.flatMap((s) => s.questions)
    .filter(
      (q) =>
        answered.has(q.id) &&
        q.options.some((o) => {
          const key = o.input && o.input.type !== 'text' ? o.input.contextKey : undefined;
          return key !== undefined && prefixes.some((p) => key.startsWith(p));
        }),
    )
    .map((q) => q.id);
}

/** A template and its placeholder values. */
interface Pick {
  def: StrategyTaskDef;
  values?: Record<string, string>;
}

/** The growth strategies' tasks, from their findings (weakest stage, largest gap, channels). */
function growthPicks(s: Strategy, locale: Locale): Pick[] {
  const d = s.details;
  switch (s.id) {
    case 'funnel-repair': {
      const rank = (p: StrategyPriority): number => STRATEGY_PRIORITIES.indexOf(p);
      const weak = (d.issues ?? [])
        .filter((i) => i.priorityKey !== 'low')
        .sort(
          (a, b) => rank(a.priorityKey) - rank(b.priorityKey) || b.gap / b.benchmark - a.gap / a.benchmark,
        )
        .slice(0, 2);
      const picks: Pick[] = weak.map((i) => ({
        def: FUNNEL_STAGE_TASKS[i.stageKey],
        values: { current: formatPercent(i.current, locale), benchmark: formatPercent(i.benchmark, locale) },
      }));
      return picks.length < 2 ? [...picks, { def: FUNNEL_TRACKING }] : picks;
    }
    case 'peso-rebalancing': {
      const gaps = Array.isArray(d.gaps) ? [...d.gaps].sort((a, b) => b.gap - a.gap) : [];
      const under = gaps[0];
      const over = gaps[gaps.length - 1];
      if (!under || !over || under.gap <= 0 || over.gap >= 0) return [];
      const points = quantity(Math.min(under.gap, -over.gap), POINTS)[locale];
      return [
        {
          def: PESO_SHIFT,
          values: {
            points,
            from: lowerFirst(over.channel),
            to: lowerFirst(under.channel),
            toLabel: under.channel,
            toCurrent: formatPercent(under.current, locale),
            toIdeal: formatPercent(under.ideal, locale),
          },
        },
        { def: PESO_FOLLOW_UP[under.channelKey] },
      ];
    }
    case 'channel-portfolio': {
      const channels = d.channels ?? [];
      // At most two a quadrant: to fix, the highest potential; to cut, the lowest ratings; to
      // scale, the highest ratings.
      const order = (q: string, c: ChannelStrategy): number =>
        q === 'fix'
          ? -c.potential
          : q === 'cut'
            ? c.performance + c.potential
            : -(c.performance + c.potential);
      const named = (q: string): string[] =>
        channels
          .filter((c) => c.quadrantKey === q)
          .sort((a, b) => order(q, a) - order(q, b))
          .slice(0, NAMED_CHANNELS)
          .map((c) => c.channel);
      const [fix, cut, scale] = [named('fix'), named('cut'), named('scale')];
      const picks: Pick[] = [];
      if (fix.length > 0) picks.push({ def: CHANNEL_FIX, values: { channels: joinList(fix, locale) } });
      if (cut.length > 0) {
        const target = scale.length > 0 ? joinList(scale, locale) : BEST_CHANNELS[locale];
        picks.push({ def: CHANNEL_CUT, values: { channels: joinList(cut, locale), target } });
      }
      return picks.length < 2 ? [...picks, { def: CHANNEL_RATE }] : picks;
    }
    case 'content-gaps': {
      const gaps = d.gaps !== undefined && !Array.isArray(d.gaps) ? d.gaps : null;
      if (!gaps || d.totalGap === undefined) return [];
      const stage = [...CONTENT_STAGES].sort((a, b) => gaps[b] - gaps[a])[0]!;
      const values = {
        stage: CONTENT_STAGE_LABELS[stage][locale],
        gap: quantity(gaps[stage], PIECES)[locale],
        total: quantity(d.totalGap, PIECES)[locale],
      };
      return gaps[stage] > 0
        ? [
            { def: CONTENT_FILL, values },
            { def: CONTENT_PLAN, values },
          ]
        : [];
    }
    default:
      return [];
  }
}

/**
 * Tasks of the triggered strategies in `strategies` (the report's order): up to
 * {@link TASKS_PER_STRATEGY} each, in the strategy's priority and timeline, with its budget for
 * the whole strategy and the first problems that triggered it. A template that `admit` refuses
 * (a task already in the roadmap) gives way to the strategy's next one.
 */
export function strategyDrafts(
  strategies: readonly Strategy[],
  answers: readonly ReportAnswer[],
  locale: Locale,
  admit: (d: Draft) => boolean = () => true,
): Draft[] {
  const facts = answerFacts(answers);
  const answered = new Set(answers.map((a) => a.questionId));
  return strategies
    .filter((s) => s.triggered)
    .flatMap((s) => {
      const def = CATALOGUE.find((c) => c.id === s.id);
      if (!def) return [];
      const picks: Pick[] = isAnswerDriven(s.id)
        ? ANSWER_STRATEGY_TASKS[s.id].map((t) => ({ def: t }))
        : growthPicks(s, locale);
      const problems = s.details.problems.slice(0, WHY_PROBLEMS);
      const cause =
        problems.length > 0 ? [fillText(WHY_LINE[locale], { problems: problems.join('; ') })] : [];
      const questionIds = strategyQuestionIds(s.id, facts, answered);
      const drafts: Draft[] = [];
      for (const p of picks) {
        if (drafts.length >= TASKS_PER_STRATEGY[s.priorityKey]) break;
        const d = makeDraft({
          texts: p.def.texts,
          locale,
          values: p.values ?? {},
          category: STRATEGY_CATEGORY_LABELS[s.category][locale],
          priority: s.priorityKey,
          horizon: HORIZON_OF_TIMELINE[def.timeline],
          budget: fillText(STRATEGY_BUDGET[locale], { budget: s.budget }),
          source: { kind: 'strategy', id: s.id, questionIds },
          cause,
        });
        if (admit(d)) drafts.push(d);
      }
      return drafts;
    });
}
