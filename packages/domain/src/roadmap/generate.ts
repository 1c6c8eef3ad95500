/**
 * Roadmap generation (domain-design.md §6; product-spec §2 "Roadmap", §3 "Roadmap task", §4 task
 * status). Pure: the evaluated answers in, localized tasks out. The report model
 * (`report/report.ts`) calls it, so the overview, the e-mail and the PDF state the same tasks and
 * the same budget; `generateRoadmap` there is the entry point from answers.
 */
import type { Locale } from '../i18n/locale.js';
import type { AnswerFacts } from '../report/strategies/conditions.js';
import type { EvaluatedStrategy } from '../report/strategies/engine.js';
import { factMid } from '../report/answers.js';
import { sizeClassOf } from '../report/strategies/context.js';
import { formatEuroRange } from '../report/strategies/format.js';
import type { Strategy } from '../report/strategies/types.js';
import { GOVERNANCE_STRATEGIES, GROWTH_ORDER, LOW_AI_SHARE } from './growth.js';
import { BAND_SCORE_RANGE, type Band } from '../scoring/constants.js';
import { getQuestion } from '../bank/index.js';
import type { StepKey } from '../bank/types.js';
import { biggestGaps } from '../report/gap-order.js';
import { activityDrafts } from './activity-tasks.js';
import {
  ASSUMED_MARKETING_BUDGET_EUR,
  ROADMAP_BUDGET_SHARE,
  allot,
  sumRanges,
  type EuroRange,
} from './budget.js';
import { horizonLabel, horizonRank } from './horizons.js';
import { fillText, type Draft } from './render.js';
import { coveredActivities, strategyDrafts } from './strategy-tasks.js';
import { sustainDrafts } from './sustain-tasks.js';
import { STRATEGY_SHARE, WHEN_BUDGET_ALLOWS } from './texts-common.js';
import {
  MAX_TASKS,
  MIN_TASKS,
  TASK_PRIORITIES,
  TASK_SOURCE_KINDS,
  type GeneratedRoadmap,
  type GeneratedTask,
} from './types.js';

/**
 * Most tasks in the first 90 days (domain-design.md §6, §9): 5 for a micro or small company, whose
 * marketing is one to five people, 7 otherwise; the next ones move to the later quarters.
 */
export const MAX_FIRST_QUARTER_TASKS = 7;
/** Most first-90-day tasks for a micro or small company (domain-design.md §9). */
export const MAX_FIRST_QUARTER_TASKS_SMALL = 5;

/**
 * Most tasks in a roadmap by size class (domain-design.md §9): what a team of that size can carry
 * in a year. Unknown size reads as small, as the budget multiplier does.
 */
export const MAX_TASKS_BY_SIZE = { micro: 10, small: 15, medium: 25, large: MAX_TASKS } as const;

/** The later quarters a roadmap is spread over after the first 90 days (domain-design.md §9). */
const LATER_QUARTERS = ['3-6', '6-9', '9-12'] as const;

/** Most tasks of one category (a step or a strategy area) in the first 90 days: the first quarter starts on several fronts. */
export const MAX_FIRST_QUARTER_PER_CATEGORY = 1;

/**
 * Most critical tasks of one category in the first 90 days. Critical work is what the answers say
 * cannot wait (a risk to customers' data, decisions left to a machine), and it tends to gather in
 * one area — three critical governance strategies share one — so one place a category would push
 * critical tasks behind high ones; three keeps the quarter on more than one front.
 */
export const MAX_FIRST_QUARTER_CRITICAL_PER_CATEGORY = 3;

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

/**
 * At most `max` drafts. Strategy tasks take at most half the places — each triggered strategy's
 * first task (the kept ones) before its others, the most pressing first — and the activities the
 * user answered the rest, by {@link compareDrafts}; places left over go back to the strategies.
 * A small company's cap can be below the triggered strategies: the most pressing keep their task
 * and the rest wait for a later roadmap. Each of the biggest gaps (`gapSteps`) keeps one of its own
 * activities' tasks when the drafts hold one (a strategy task that quotes one of its questions
 * among many is not the gap's own) — for a gap in `needCheap` (one the budget funded nothing for)
 * one priced as people's time (`byPeople`, `light`) when there is one: it takes the place of a
 * strategy's second task (not kept, not critical), else of the least pressing activity task of a
 * step that is not one of them.
 */
function cap(
  drafts: readonly Draft[],
  max: number,
  gapSteps: readonly StepKey[] = [],
  needCheap: ReadonlySet<StepKey> = new Set(),
): Draft[] {
  if (drafts.length <= max) return [...drafts];
  const fromStrategies = drafts
    .filter((d) => d.strategy)
    .sort((a, b) => Number(b.keep ?? false) - Number(a.keep ?? false) || compareDrafts(a, b));
  const others = drafts.filter((d) => !d.strategy).sort(compareDrafts);
  const strategyPlaces = Math.max(Math.ceil(max / 2), max - others.length);
  const chosen = withGrowthPlace(fromStrategies.slice(0, strategyPlaces), fromStrategies);
  const kept = [...chosen, ...others.slice(0, max - chosen.length)];
  const ownTask = (d: Draft, key: StepKey) => d.task.source.kind === 'step' && d.task.source.id === key;
  const answersGap = (d: Draft) => gapSteps.some((key) => ownTask(d, key));
  // Priced as people's time: the task a small budget reaches for the gap.
  const cheap = (d: Draft) => d.byPeople === true || d.light === true;
  for (const key of gapSteps) {
    const wantCheap = needCheap.has(key);
    if (kept.some((d) => ownTask(d, key) && (!wantCheap || cheap(d)))) continue;
    const candidates = others.filter((d) => !kept.includes(d) && ownTask(d, key));
    if (kept.some((d) => ownTask(d, key)) && !(wantCheap && candidates.some(cheap))) continue;
    const answer = (wantCheap ? candidates.find(cheap) : undefined) ?? candidates[0];
    const secondOfStrategy = kept.findLastIndex(
      (d) => d.strategy && !d.keep && d.task.priority !== 'critical',
    );
    const out =
      secondOfStrategy >= 0 ? secondOfStrategy : kept.findLastIndex((d) => !d.strategy && !answersGap(d));
    if (answer && out >= 0) kept.splice(out, 1, answer);
  }
  return kept;
}

/**
 * `chosen` with one place for how the company wins customers: when growth strategies (channels,
 * funnel, content, media mix) triggered, the first of them in {@link GROWTH_ORDER} — the channels
 * the owner named, when it did — keeps its first task, taking the place of the least pressing
 * chosen task that is neither critical nor itself about growth. A micro company's few places go
 * first to the critical and high foundations and governance work, and a plan of ten tasks that
 * never touches the channel the owner said brings the customers, or could, reads as internal
 * housekeeping; a funnel fix already chosen stays beside it.
 */
function withGrowthPlace(chosen: Draft[], candidates: readonly Draft[]): Draft[] {
  const isGrowth = (d: Draft) => GROWTH_ORDER.includes(d.strategy!.id);
  const first = candidates
    .filter((d) => d.keep && isGrowth(d))
    .sort((a, b) => GROWTH_ORDER.indexOf(a.strategy!.id) - GROWTH_ORDER.indexOf(b.strategy!.id))[0];
  if (!first || chosen.length === 0) return chosen;
  // The strategy's other kept task (`StrategyTaskDef.keep`: the channel test beside the growth of
  // the best channel) comes with it, in place of another strategy's second task, else of an
  // activity's task (the list grows by one, the activities' share shrinks by one).
  const partners = candidates.filter(
    (d) => d !== first && d.keep && d.strategy!.id === first.strategy!.id && !chosen.includes(d),
  );
  let out = chosen;
  if (!chosen.some((d) => d.strategy!.id === first.strategy!.id)) {
    const at = chosen.findLastIndex((d) => !isGrowth(d) && d.task.priority !== 'critical');
    if (at < 0) return chosen;
    out = [...chosen.slice(0, at), ...chosen.slice(at + 1), first];
  }
  for (const partner of partners) {
    // In place of another strategy's second task, else of the least pressing first task of
    // another strategy no more pressing than the test (that strategy waits for a later roadmap),
    // so the activities keep their places; else beside them, one activity fewer.
    const second = out.findLastIndex((d) => !d.keep && d.task.priority !== 'critical');
    const rank = (d: Draft) => TASK_PRIORITIES.indexOf(d.task.priority);
    const lesser = out
      .filter((d) => d.strategy!.id !== first.strategy!.id && rank(d) >= rank(partner))
      .sort(compareDrafts)
      .at(-1);
    const at = second >= 0 ? second : lesser ? out.indexOf(lesser) : -1;
    out = at < 0 ? [...out, partner] : [...out.slice(0, at), ...out.slice(at + 1), partner];
  }
  return out;
}

/**
 * The roadmap's growth lead: the first task of the growth strategy that comes first in
 * {@link GROWTH_ORDER} among those in `drafts` (the channels the owner named before the funnel
 * and the estimated media mix), or undefined when no growth strategy made the roadmap. The budget
 * funds it right after the practices and the critical work, and the first 90 days hold it after
 * the biggest gaps: a plan whose early months are all rules and foundations, with how the company
 * wins customers waiting for the fourth quarter or for budget, misses what its owner runs the
 * business for.
 */
function growthLead(drafts: readonly Draft[]): Draft | undefined {
  const rank = (d: Draft) => (d.strategy && d.keep ? GROWTH_ORDER.indexOf(d.strategy.id) : -1);
  return drafts
    .filter((d) => rank(d) >= 0)
    .sort(
      (a, b) =>
        TASK_PRIORITIES.indexOf(a.task.priority) - TASK_PRIORITIES.indexOf(b.task.priority) ||
        rank(a) - rank(b),
    )[0];
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
 * Spread the tasks, in priority order, over the year (domain-design.md §9): at most `firstMax` in
 * the first 90 days, taken from the funded tasks due within 3 months, then (places left) from the
 * funded ones due in 3–6 months — so the first 90 days are work the budget pays for — the critical
 * ones first, up to {@link MAX_FIRST_QUARTER_CRITICAL_PER_CATEGORY} of a category, then the growth
 * lead ({@link growthLead}), then one task for each of the biggest gaps (`gapSteps`) no task there
 * answers yet, then the first task of the channels the owner named (a second growth task beside a
 * funnel fix that leads), then the others while the quarter holds fewer than half the funded tasks,
 * up to {@link MAX_FIRST_QUARTER_PER_CATEGORY} of a category with the critical ones counted.
 * Every other task goes to the second, third or fourth quarter, the most pressing first: the funded
 * ones in equal thirds over the three, those waiting for budget in equal halves over the third and
 * fourth (over all three when no funded task is left for them), never before its own horizon (a task due in 6–12 months starts in the third quarter
 * at the earliest). A strategy's tasks keep their order, so a foundation task never comes after
 * the task built on it.
 */
function spreadOverYear(
  drafts: readonly Draft[],
  firstMax: number,
  funded: ReadonlySet<Draft>,
  locale: Locale,
  gapSteps: readonly StepKey[],
  growth?: Draft,
  lowAi = false,
): Draft[] {
  const perCategory = new Map<string, number>();
  const inFirst = new Set<Draft>();
  const fits = (d: Draft, perCategoryMax: number): boolean =>
    !inFirst.has(d) &&
    funded.has(d) &&
    (d.task.horizon === '0-3' || d.task.horizon === '3-6') &&
    (perCategory.get(d.task.category) ?? 0) < perCategoryMax;
  const add = (d: Draft) => {
    perCategory.set(d.task.category, (perCategory.get(d.task.category) ?? 0) + 1);
    inFirst.add(d);
  };
  // A task that builds on a practice (`Draft.after`) enters only with that practice before it.
  const place = (d: Draft, perCategoryMax: number): boolean => {
    if (!fits(d, perCategoryMax)) return false;
    const before = prerequisitesOf(d, drafts).filter((p) => !inFirst.has(p));
    if (inFirst.size + before.length >= firstMax) return false;
    if (!before.every((p) => fits(p, perCategoryMax))) return false;
    before.forEach(add);
    add(d);
    return true;
  };
  // Critical tasks first (up to MAX_FIRST_QUARTER_CRITICAL_PER_CATEGORY of a category); then one
  // task for each of the biggest gaps no task there answers yet; then the growth lead; then the
  // others (up to MAX_FIRST_QUARTER_PER_CATEGORY, counting those already there).
  for (const horizon of ['0-3', '3-6'] as const)
    for (const d of drafts)
      if (d.task.priority === 'critical' && d.task.horizon === horizon)
        place(d, MAX_FIRST_QUARTER_CRITICAL_PER_CATEGORY);
  if (growth) place(growth, MAX_FIRST_QUARTER_PER_CATEGORY);
  for (const key of gapSteps)
    if (![...inFirst].some((d) => answersStep(d, key)))
      drafts.some((d) => answersStep(d, key) && place(d, MAX_FIRST_QUARTER_PER_CATEGORY));
  // Then the channels the owner named (GROWTH_ORDER's first strategy: growing the channel that
  // brings the customers), beside a funnel fix that leads: a second growth task in the quarter.
  const namedChannels = drafts.find((d) => d.keep && d.strategy?.id === GROWTH_ORDER[0]);
  if (namedChannels && namedChannels !== growth) place(namedChannels, MAX_FIRST_QUARTER_PER_CATEGORY + 1);
  // The others fill the quarter only up to half the funded tasks: a budget that pays for a few
  // tasks keeps some for the second quarter instead of leaving the rest of the year to tasks
  // waiting for budget.
  const othersUpTo = Math.ceil(funded.size / 2);
  // A company that barely uses AI starts on its own work, not on rules for AI (GOVERNANCE_STRATEGIES).
  const paperwork = (d: Draft) =>
    lowAi && d.strategy !== undefined && GOVERNANCE_STRATEGIES.includes(d.strategy.id);
  for (const horizon of ['0-3', '3-6'] as const)
    for (const d of drafts)
      if (d.task.horizon === horizon && inFirst.size < othersUpTo && !paperwork(d))
        place(d, MAX_FIRST_QUARTER_PER_CATEGORY);
  // The funded tasks are spread over the second, third and fourth quarters, so the budget carries
  // work through the whole year; the tasks that wait for budget, paid from what the first ones
  // save or earn, over the third and fourth (the second too when nothing funded is left for it).
  // The channels the owner named start first among them (GROWTH_ORDER's first strategy: growing
  // the channel that brings the customers, and a six-month test that then ends within the year).
  const channels = (d: Draft) => d.strategy?.id === GROWTH_ORDER[0];
  const fundedLater = [
    ...drafts.filter((d) => !inFirst.has(d) && funded.has(d) && channels(d)),
    ...drafts.filter((d) => !inFirst.has(d) && funded.has(d) && !channels(d)),
  ];
  // Among those waiting for budget, a task that runs six months before it can be judged (a slow
  // channel's test, `Draft.runsMonths`) starts first, in the third quarter at month 6, so it ends
  // within the year.
  const waiting = [
    ...drafts.filter((d) => !inFirst.has(d) && !funded.has(d) && (d.runsMonths ?? 0) >= 6),
    ...drafts.filter((d) => !inFirst.has(d) && !funded.has(d) && (d.runsMonths ?? 0) < 6),
  ];
  const firstWaiting = fundedLater.length === 0 ? 0 : 1;
  const quarterOf = new Map<Draft, number>([
    ...fundedLater.map((d, i) => [d, Math.floor((i * LATER_QUARTERS.length) / fundedLater.length)] as const),
    ...waiting.map(
      (d, i) =>
        [
          d,
          firstWaiting +
            Math.floor((i * (LATER_QUARTERS.length - firstWaiting)) / Math.max(1, waiting.length)),
        ] as const,
    ),
  ]);
  return drafts.map((d) => {
    if (inFirst.has(d)) {
      const task = { ...d.task, horizon: '0-3' as const, timeline: horizonLabel('0-3', locale) };
      return { ...d, task };
    }
    const even = Math.min(LATER_QUARTERS.length - 1, quarterOf.get(d)!);
    const earliest =
      d.task.horizon === '6-12' || d.task.horizon === '6-9' ? 1 : d.task.horizon === '9-12' ? 2 : 0;
    const horizon = LATER_QUARTERS[Math.max(even, earliest)]!;
    // Critical says "start within 90 days" (priorityHorizon): a critical task the first 90 days
    // could not hold (three of its category there already, or the quarter full) is said as high,
    // so no task labelled critical ever follows a medium one that starts before it.
    const priority = d.task.priority === 'critical' ? ('high' as const) : d.task.priority;
    return { ...d, task: { ...d.task, priority, horizon, timeline: horizonLabel(horizon, locale) } };
  });
}

/**
 * Whether the company barely uses AI: AI's share of the work, averaged over its scored steps,
 * under {@link LOW_AI_SHARE} percent; false when no step is scored.
 */
function lowAiUse(facts: AnswerFacts): boolean {
  const shares = [...facts.steps.values()].flatMap((r) =>
    r.yourAiPercent === null ? [] : [r.yourAiPercent],
  );
  return shares.length > 0 && shares.reduce((a, b) => a + b, 0) / shares.length < LOW_AI_SHARE;
}

/**
 * The tasks of `drafts` that `d` builds on: the named activities' own tasks (`d.after`), and the
 * tasks that name `d`'s activity among those built on them (`Draft.before`).
 */
function prerequisitesOf(d: Draft, drafts: readonly Draft[]): Draft[] {
  const topics = (d.after ?? []).map((id) => `activity:${id}`);
  return drafts.filter(
    (p) =>
      p !== d &&
      ((p.topic !== undefined && topics.includes(p.topic)) ||
        (d.topic !== undefined && (p.before ?? []).some((id) => d.topic === `activity:${id}`))),
  );
}

/**
 * `drafts` with each task that another one builds on (`prerequisitesOf`) at least as pressing as
 * the most pressing task built on it, and due as soon: a foundation never waits behind what
 * stands on it (domain-design.md §9: a task's start follows its priority and its dependencies).
 */
function foundationsFirst(drafts: readonly Draft[], locale: Locale): Draft[] {
  return drafts.map((p) => {
    const dependents = drafts.filter((d) => prerequisitesOf(d, drafts).includes(p));
    if (dependents.length === 0) return p;
    const top = [...dependents].sort(compareDrafts)[0]!.task;
    const priority =
      TASK_PRIORITIES.indexOf(top.priority) < TASK_PRIORITIES.indexOf(p.task.priority)
        ? top.priority
        : p.task.priority;
    const horizon = horizonRank(top.horizon) < horizonRank(p.task.horizon) ? top.horizon : p.task.horizon;
    if (priority === p.task.priority && horizon === p.task.horizon) return p;
    return { ...p, task: { ...p.task, priority, horizon, timeline: horizonLabel(horizon, locale) } };
  });
}

/**
 * `drafts` (in roadmap order) with each task that builds on a practice (`Draft.after`) after it:
 * never in an earlier quarter — it moves to the practice's — and, within one, right after it. A
 * practice of the roadmap is the task of the named activity (`activity:<id>`).
 */
function afterPrerequisites(drafts: readonly Draft[], locale: Locale): Draft[] {
  let out = [...drafts];
  for (const dependent of drafts) {
    for (const p of prerequisitesOf(dependent, out)) {
      let i = out.findIndex((d) => d.task.title === dependent.task.title);
      const at = out.indexOf(p);
      if (at < i) continue;
      const d = out[i]!;
      const horizon = p.task.horizon;
      const moved: Draft =
        horizon === d.task.horizon
          ? d
          : { ...d, task: { ...d.task, horizon, timeline: horizonLabel(horizon, locale) } };
      out = [...out.slice(0, i), ...out.slice(i + 1)];
      i = out.indexOf(p);
      out = [...out.slice(0, i + 1), moved, ...out.slice(i + 1)];
    }
  }
  return out;
}

/**
 * The budget of each task ("one budget"): a strategy card's range is the cost of all the tactics
 * the card shows, so each of its tasks in the roadmap that needs outside money takes one tactic's
 * equal part (`allot` over the card's tactics, or over its tasks when more of them made the
 * roadmap) — a card with five tactics of which one made a micro company's roadmap does not charge
 * that one task the whole programme. The parts never add up to more than the card. Every other
 * task — an activity's, or a strategy's practice people carry out themselves
 * (`StrategyTaskDef.byPeople`) — keeps its own.
 */
function withBudgets(drafts: readonly Draft[], locale: Locale): Draft[] {
  const shared = (d: Draft) => d.strategy !== undefined && !d.byPeople;
  const shares = new Map<string, EuroRange[]>();
  for (const d of drafts)
    if (shared(d) && !shares.has(d.strategy!.id)) {
      const inRoadmap = drafts.filter((x) => shared(x) && x.strategy!.id === d.strategy!.id).length;
      shares.set(d.strategy!.id, allot(d.strategy!.range, Math.max(inRoadmap, d.strategy!.parts)));
    }
  return drafts.map((d) => {
    if (!d.strategy || d.byPeople) {
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
 * The budget the 12-month roadmap may take, euro: a third of the yearly marketing budget the
 * company gave (its band's midpoint), else of the budget assumed for its size class
 * ({@link ASSUMED_MARKETING_BUDGET_EUR}); `assumed` says which.
 */
export function roadmapBudgetCap(facts: AnswerFacts): {
  capEur: number;
  yearlyEur: number;
  assumed: boolean;
} {
  const given = factMid(facts.context, 'marketing.budget');
  const size = sizeClassOf(factMid(facts.context, 'company.size')) ?? 'small';
  const yearlyEur = given ?? ASSUMED_MARKETING_BUDGET_EUR[size];
  return { capEur: Math.round(yearlyEur * ROADMAP_BUDGET_SHARE), yearlyEur, assumed: given === undefined };
}

/**
 * Whether `task` answers step `key`: the step's own task (an activity of it, or its quarterly
 * review), or a strategy task whose first reason — the question its "Why" quotes first — is a
 * question of the step. A strategy task that lists many steps' problems answers the first one's.
 * The summary's biggest gaps are answered in the first 90 days by this rule.
 */
export function taskAnswersStep(task: Pick<GeneratedTask, 'source'>, key: string): boolean {
  if (task.source.kind === 'step') return task.source.id === key;
  const first = getQuestion(task.source.questionIds?.[0] ?? '');
  // A context question (a funnel rate, a channel) sits in a step without being its practice.
  return first?.kind === 'activity' && first.step.key === key;
}

/** {@link taskAnswersStep} of a draft's task. */
const answersStep = (d: Draft, key: StepKey): boolean => taskAnswersStep(d.task, key);

/**
 * The tasks the budget pays for. First the practices people carry out themselves
 * (`Draft.byPeople`); then the critical ones that fit; then the growth lead ({@link growthLead});
 * then, for each of the three
 * biggest gaps the summary names (`gapSteps`, largest first), one task that answers it and fits
 * (the most pressing priority, the cheapest of it) — the first actions then reach the diagnosis
 * the summary gives. Then as many of the most pressing as fit:
 * those due within 3 months first, then by priority (critical first), and within one priority the
 * cheapest first — so one dear programme does not take the whole budget of a small company while
 * three cheaper tasks of the same urgency wait. A task is funded while the funded tasks' high
 * ends, itself included, stay within `capEur` (a task too dear is skipped and a cheaper one after
 * it may still fit). `drafts` come in priority order ({@link ordered}); ties keep that order.
 */
function fundedWithin(
  drafts: readonly Draft[],
  capEur: number,
  gapSteps: readonly StepKey[],
  growth?: Draft,
): Set<Draft> {
  const funded = new Set<Draft>();
  let spent = 0;
  const fits = (d: Draft) => !funded.has(d) && spent + d.task.budgetEur[1] <= capEur;
  const fund = (d: Draft) => {
    spent += d.task.budgetEur[1];
    funded.add(d);
  };
  // Each gap's task: the most pressing priority among those that answer it, the cheapest of them,
  // so one gap does not take what three cheaper practices could use.
  const byPriorityThenCost = (a: Draft, b: Draft) =>
    TASK_PRIORITIES.indexOf(a.task.priority) - TASK_PRIORITIES.indexOf(b.task.priority) ||
    a.task.budgetEur[1] - b.task.budgetEur[1];
  const rank = (d: Draft) => (d.task.horizon === '0-3' ? 0 : 1);
  const byUrgency = drafts
    .map((d, sequence) => ({ d, sequence }))
    .sort(
      (a, b) =>
        rank(a.d) - rank(b.d) ||
        TASK_PRIORITIES.indexOf(a.d.task.priority) - TASK_PRIORITIES.indexOf(b.d.task.priority) ||
        a.d.task.budgetEur[1] - b.d.task.budgetEur[1] ||
        a.sequence - b.sequence,
    )
    .map(({ d }) => d);
  // The practices people carry out themselves come first, paid with their time (a €100–€500
  // meeting is never what waits for budget, and a few of them never crowd out a programme); then
  // what cannot wait, the critical tasks; then how the company wins customers (the growth lead);
  // then a task for each gap; then the rest.
  for (const d of byUrgency) if (d.byPeople && fits(d)) fund(d);
  for (const d of byUrgency) if (d.task.priority === 'critical' && fits(d)) fund(d);
  if (growth && fits(growth)) fund(growth);
  for (const key of gapSteps) {
    if ([...funded].some((d) => answersStep(d, key))) continue;
    const answer = drafts.filter((d) => answersStep(d, key) && fits(d)).sort(byPriorityThenCost)[0];
    if (answer) fund(answer);
  }
  for (const d of byUrgency) if (fits(d)) fund(d);
  return funded;
}

/** The tasks outside `funded` read "when budget allows" beside their investment. */
function markUnfunded(drafts: readonly Draft[], funded: ReadonlySet<Draft>, locale: Locale): Draft[] {
  return drafts.map((d) => {
    if (funded.has(d)) return d;
    const budget = fillText(WHEN_BUDGET_ALLOWS[locale], { budget: d.task.budget });
    return { ...d, task: { ...d.task, budget, whenBudgetAllows: true } };
  });
}

/**
 * Generate the roadmap (domain-design.md §6, §9), every text in `locale` (the user's locale at
 * generation time).
 *
 * Tasks come from (1) each triggered strategy: one to three of its tasks (`TASKS_PER_STRATEGY`)
 * whose tactic its card shows this user, the first always kept; (2) the activities away from
 * their ideal or not done yet (only those that apply to the company), each task carrying out the
 * activity's own lever (its title, tool and text), at most three a step, critical and high first,
 * those moving the way their step needs before the others, and none for an activity a strategy
 * task already carries out; (3) only to reach {@link MIN_TASKS}, the quarterly review of the
 * steps on target. Tasks repeating a topic or a title are dropped.
 *
 * Sized to the company (§9): at most {@link MAX_TASKS_BY_SIZE} tasks for its size class (cut by
 * priority then horizon); funded within a third of the yearly marketing budget
 * ({@link roadmapBudgetCap}), the tasks due soonest first, the others marked "when budget allows";
 * at most 5 (micro, small) or 7 funded tasks in the first 90 days, the rest spread over the
 * second, third and fourth quarters ({@link spreadOverYear}).
 *
 * @returns `level` (the band, `null` when nothing could be scored) and `scoreRange` (e.g.
 *   "60-74", `null` with it); the tasks — `isGenerated: true`, `status: 'not_started'`, dense
 *   `orderIndex` in horizon then priority order (what starts first comes first), each with its
 *   `source` (strategy or step and the question ids behind it), its `moves` and its `budgetEur` (a
 *   strategy's tasks take equal parts of its card's range, one a tactic); `investmentEur`, the sum of the funded tasks (within
 *   `budgetCapEur`), and `deferredEur`, the sum of those marked "when budget allows".
 */
export function buildRoadmap(input: RoadmapInput, locale: Locale): GeneratedRoadmap {
  const { band, facts, budgetMultiplier } = input;
  const size = sizeClassOf(factMid(facts.context, 'company.size')) ?? 'small';
  const maxTasks = MAX_TASKS_BY_SIZE[size];
  const firstMax =
    size === 'micro' || size === 'small' ? MAX_FIRST_QUARTER_TASKS_SMALL : MAX_FIRST_QUARTER_TASKS;
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
  // The three biggest gaps the summary names: each keeps a task through the cap, and gets a funded
  // task in the first 90 days when the roadmap holds one that answers it and the budget reaches it.
  const gapSteps = biggestGaps(
    [...facts.steps.entries()].map(([key, r]) => ({ key, r, order: facts.stepDefs.get(key)!.globalOrder })),
  ).map((g) => g.key);
  let reviews: Draft[] | undefined;
  const budget = roadmapBudgetCap(facts);
  // Chosen within the size's cap, priced in priority order (a strategy task takes one tactic's part
  // of its card), funded within the budget.
  const plan = (needCheap: ReadonlySet<StepKey>) => {
    const chosen = cap([...fromStrategies, ...fromActivities], maxTasks, gapSteps, needCheap);
    if (chosen.length < MIN_TASKS) {
      reviews ??= sustainDrafts(facts, locale, budgetMultiplier).filter((d) => seen.admit(d));
      chosen.push(...reviews.slice(0, MIN_TASKS - chosen.length));
    }
    const priced = withBudgets(ordered(foundationsFirst(chosen, locale)), locale);
    const growth = growthLead(priced);
    return { priced, growth, funded: fundedWithin(priced, budget.capEur, gapSteps, growth) };
  };
  // A biggest gap the budget funds nothing for is planned again with a task its people's time can
  // pay for, where the company has one: the first 90 days then reach every gap the summary names.
  const first = plan(new Set());
  const unfunded = gapSteps.filter((key) => ![...first.funded].some((d) => answersStep(d, key)));
  const { priced, growth, funded } = unfunded.length > 0 ? plan(new Set(unfunded)) : first;
  // Spread over the year with the first 90 days made of funded work.
  const spread = spreadOverYear(priced, firstMax, funded, locale, gapSteps, growth, lowAiUse(facts));
  const drafts = afterPrerequisites(
    markUnfunded(chronological(spread), new Set(spread.filter((_, i) => funded.has(priced[i]!))), locale),
    locale,
  );
  const tasks: GeneratedTask[] = drafts.map((d, orderIndex) => ({ ...d.task, orderIndex }));
  return {
    scoreRange: band === null ? null : BAND_SCORE_RANGE[band],
    level: band,
    tasks,
    investmentEur: sumRanges(tasks.filter((t) => !t.whenBudgetAllows).map((t) => t.budgetEur)),
    deferredEur: sumRanges(tasks.filter((t) => t.whenBudgetAllows).map((t) => t.budgetEur)),
    budgetCapEur: budget.capEur,
    budgetYearlyEur: budget.yearlyEur,
    budgetAssumed: budget.assumed,
  };
}
