/**
 * Roadmap generation (domain-design.md §6; product-spec §2 "Roadmap", §3 "Roadmap task", §4 task
 * status; issue 20 item 5). Pure: the evaluated answers in, localized tasks out. The report model
 * (`report/report.ts`) calls it, so the overview, the e-mail and the PDF state the same tasks and
 * the same budget; `generateRoadmap` there is the entry point from answers.
 */
import type { Locale } from '../i18n/locale.js';
import type { AnswerFacts } from '../report/strategies/conditions.js';
import type { EvaluatedStrategy } from '../report/strategies/engine.js';
import { formatEuroRange } from '../report/strategies/format.js';
import type { Strategy } from '../report/strategies/types.js';
import { BAND_SCORE_RANGE, type Band } from '../scoring/constants.js';
import { activityDrafts } from './activity-tasks.js';
import { allot, sumRanges, type EuroRange } from './budget.js';
import { horizonLabel, horizonRank } from './horizons.js';
import { fillText, type Draft } from './render.js';
import { coveredActivities, strategyDrafts } from './strategy-tasks.js';
import { sustainDrafts } from './sustain-tasks.js';
import { STRATEGY_SHARE } from './texts-common.js';
import {
  MAX_TASKS,
  MIN_TASKS,
  TASK_PRIORITIES,
  TASK_SOURCE_KINDS,
  type GeneratedRoadmap,
  type GeneratedTask,
} from './types.js';

/** Most tasks in the first 90 days (domain-design.md §6); the next ones move to 3–6 months. */
export const MAX_FIRST_QUARTER_TASKS = 7;
/** Most tasks of one category (a step or a strategy area) in the first 90 days: the first quarter starts on several fronts. */
export const MAX_FIRST_QUARTER_PER_CATEGORY = 1;

/** Drops drafts that repeat a topic or a title already seen (and records the ones kept). */
class Deduper {
  private readonly topics = new Set<string>();
  private readonly titles = new Set<string>();

  /** Whether `d` is new; if so, it is recorded. */
  admit(d: Draft): boolean {
    const title = d.task.title.trim().toLowerCase();
    if (this.titles.has(title) || (d.topic !== undefined && this.topics.has(d.topic))) return false;
    this.titles.add(title);
    if (d.topic !== undefined) this.topics.add(d.topic);
    return true;
  }
}

/**
 * Sort key: priority (critical first), then horizon (soonest first), then source kind — the order
 * in which tasks are chosen and the first 90 days filled.
 */
function compareDrafts(a: Draft, b: Draft): number {
  return (
    TASK_PRIORITIES.indexOf(a.task.priority) - TASK_PRIORITIES.indexOf(b.task.priority) ||
    horizonRank(a.task.horizon) - horizonRank(b.task.horizon) ||
    TASK_SOURCE_KINDS.indexOf(a.task.source.kind) - TASK_SOURCE_KINDS.indexOf(b.task.source.kind)
  );
}

/** At most `max` drafts: every kept one, then the others by {@link compareDrafts}. */
function cap(drafts: readonly Draft[], max: number): Draft[] {
  if (drafts.length <= max) return [...drafts];
  const kept = drafts.filter((d) => d.keep);
  const rest = drafts.filter((d) => !d.keep).sort(compareDrafts);
  return [...kept, ...rest.slice(0, Math.max(0, max - kept.length))];
}

/** `drafts` in priority order: {@link compareDrafts}, ties in the order given. */
function ordered(drafts: readonly Draft[]): Draft[] {
  return drafts
    .map((d, sequence) => ({ d, sequence }))
    .sort((a, b) => compareDrafts(a.d, b.d) || a.sequence - b.sequence)
    .map(({ d }) => d);
}

/** `drafts` in roadmap order: by horizon (what starts first), then priority, ties in the order given. */
function chronological(drafts: readonly Draft[]): Draft[] {
  return drafts
    .map((d, sequence) => ({ d, sequence }))
    .sort(
      (a, b) =>
        horizonRank(a.d.task.horizon) - horizonRank(b.d.task.horizon) ||
        compareDrafts(a.d, b.d) ||
        a.sequence - b.sequence,
    )
    .map(({ d }) => d);
}

/**
 * At most {@link MAX_FIRST_QUARTER_TASKS} tasks in the first 90 days, at most
 * {@link MAX_FIRST_QUARTER_PER_CATEGORY} of one category: in roadmap order, a task due within 3
 * months beyond either limit moves to 3–6 months (its label with it).
 */
function spreadFirstQuarter(drafts: readonly Draft[], locale: Locale): Draft[] {
  let first = 0;
  const perCategory = new Map<string, number>();
  return drafts.map((d) => {
    if (d.task.horizon !== '0-3') return d;
    const n = perCategory.get(d.task.category) ?? 0;
    if (first < MAX_FIRST_QUARTER_TASKS && n < MAX_FIRST_QUARTER_PER_CATEGORY) {
      first += 1;
      perCategory.set(d.task.category, n + 1);
      return d;
    }
    return { ...d, task: { ...d.task, horizon: '3-6', timeline: horizonLabel('3-6', locale) } };
  });
}

/**
 * The budget of each task (issue 20 item 4, "one budget"): a strategy's range shared out among its
 * tasks in the roadmap, so they add up to the range on its card; every other task keeps its own.
 */
function withBudgets(drafts: readonly Draft[], locale: Locale): Draft[] {
  const shares = new Map<string, EuroRange[]>();
  for (const d of drafts)
    if (d.strategy && !shares.has(d.strategy.id))
      shares.set(
        d.strategy.id,
        allot(d.strategy.range, drafts.filter((x) => x.strategy?.id === d.strategy!.id).length),
      );
  return drafts.map((d) => {
    if (!d.strategy) {
      const [low, high] = d.task.budgetEur;
      return { ...d, task: { ...d.task, budget: formatEuroRange(low, high, locale) } };
    }
    const share = shares.get(d.strategy.id)!.shift()!;
    const budget = fillText(STRATEGY_SHARE[locale], {
      share: formatEuroRange(share[0], share[1], locale),
      budget: formatEuroRange(d.strategy.range[0], d.strategy.range[1], locale),
    });
    return { ...d, task: { ...d.task, budgetEur: share, budget } };
  });
}

/** What the roadmap is generated from: the report's evaluation of the answers. */
export interface RoadmapInput {
  /** The overall band; `null` when nothing could be scored. */
  band: Band | null;
  /** The localized strategy cards, in the report's order. */
  strategies: readonly Strategy[];
  /** The same strategies before localisation (`evaluateStrategies`). */
  evaluated: readonly EvaluatedStrategy[];
  /** Every activity with its answer, the step scores and the context facts. */
  facts: AnswerFacts;
  /** The size class's budget multiplier (0.5, 1, 2 or 4). */
  budgetMultiplier: number;
}

/**
 * Generate the roadmap (domain-design.md §6; issue 20 item 5), every text in `locale` (the user's
 * locale at generation time).
 *
 * Tasks come from (1) each triggered strategy: one to three of its tasks (`TASKS_PER_STRATEGY`)
 * whose tactic its card shows this user, the first always kept; (2) the activities away from
 * their ideal or not done yet, each task carrying out the activity's own lever (its title, tool and
 * text), at most three a step, critical and high first, those moving the way their step needs
 * before the others, and none for an activity a strategy task already carries out; (3) only to
 * reach {@link MIN_TASKS}, the quarterly review of the steps on target. Tasks repeating a topic or
 * a title are dropped; more than {@link MAX_TASKS} are cut by priority then horizon; at most
 * {@link MAX_FIRST_QUARTER_TASKS} stay in the first 90 days, the next move to 3–6 months.
 *
 * @returns `level` (the band, `null` when nothing could be scored) and `scoreRange` (e.g.
 *   "60-74", `null` with it); the tasks — `isGenerated: true`, `status: 'not_started'`, dense
 *   `orderIndex` in horizon then priority order (what starts first comes first), each with its `source` (strategy or step and the
 *   question ids behind it), its `moves` and its `budgetEur` (a strategy's tasks share its range
 *   exactly); and `investmentEur`, their sum. A completed assessment gives between
 *   {@link MIN_TASKS} and {@link MAX_TASKS} tasks; an incomplete one may give fewer.
 */
export function buildRoadmap(input: RoadmapInput, locale: Locale): GeneratedRoadmap {
  const { band, facts, budgetMultiplier } = input;
  const seen = new Deduper();
  const fromStrategies = strategyDrafts(
    input.strategies,
    input.evaluated,
    facts,
    locale,
    budgetMultiplier,
    (d) => seen.admit(d),
  );
  const covered = coveredActivities(fromStrategies);
  const fromActivities = activityDrafts(facts, locale, budgetMultiplier, covered).filter((d) =>
    seen.admit(d),
  );
  const chosen = cap([...fromStrategies, ...fromActivities], MAX_TASKS);
  if (chosen.length < MIN_TASKS) {
    const reviews = sustainDrafts(facts, locale, budgetMultiplier).filter((d) => seen.admit(d));
    chosen.push(...reviews.slice(0, MIN_TASKS - chosen.length));
  }
  const drafts = withBudgets(chronological(spreadFirstQuarter(ordered(chosen), locale)), locale);
  const tasks: GeneratedTask[] = drafts.map((d, orderIndex) => ({ ...d.task, orderIndex }));
  return {
    scoreRange: band === null ? null : BAND_SCORE_RANGE[band],
    level: band,
    tasks,
    investmentEur: sumRanges(tasks.map((t) => t.budgetEur)),
  };
}
