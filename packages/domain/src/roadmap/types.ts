/**
 * Shapes of the generated roadmap (product-spec §2 "Roadmap", §3 "Roadmap task", §4 task status;
 * domain-design.md §6). Plain TypeScript; the zod schemas that mirror them live in
 * `schemas/roadmap.ts`.
 */
import type { Localized } from '../i18n/localized.js';
import type { Move } from '../report/move.js';
import type { Band } from '../scoring/constants.js';
import type { EuroRange } from './budget.js';
import { STRATEGY_PRIORITIES, type StrategyPriority } from '../report/strategies/types.js';

/**
 * Timeline horizons of generated tasks, in months, soonest first. The timeline view groups tasks
 * by them; `timeline` carries the localized label ({@link ROADMAP_HORIZON_LABELS}). A roadmap is
 * spread over the first 90 days and the year's second, third and fourth quarters (`3-6`, `6-9`,
 * `9-12`; domain-design.md §9); `6-12` (the strategy cards' "year" timeline, and roadmaps
 * generated before the quarters) and `12+` remain for tasks that carry them.
 */
export const ROADMAP_HORIZONS = ['0-3', '3-6', '6-9', '6-12', '9-12', '12+'] as const;
export type RoadmapHorizon = (typeof ROADMAP_HORIZONS)[number];

/**
 * Task priority levels, most pressing first (spec §3: low, medium, high, critical, named in one
 * place): the strategy engine's levels, so a strategy's priority is a task's priority.
 */
export const TASK_PRIORITIES = STRATEGY_PRIORITIES;
export type TaskPriority = StrategyPriority;

/** Task status (spec §4); any status may be set to any other. */
export const TASK_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * What caused a generated task. `band` is kept for tasks stored by earlier versions (a band's
 * foundation tasks); generation no longer makes them (every task traces to answers).
 */
export const TASK_SOURCE_KINDS = ['strategy', 'step', 'band'] as const;
export type TaskSourceKind = (typeof TASK_SOURCE_KINDS)[number];

/**
 * Traceability of a generated task: the strategy (`StrategyId`), step (`StepKey`) or band
 * (`Band`) that caused it, and the questions whose answers did, where there are such answers.
 */
export interface TaskSource {
  kind: TaskSourceKind;
  id: string;
  /** Question ids of the answers that caused the task; absent when none (e.g. band tasks). */
  questionIds?: string[];
}

/** One generated roadmap task (spec §3 "Roadmap task"), texts in the locale it was generated in. */
export interface GeneratedTask {
  /** A concrete action, at most about 12 words; unique within the roadmap. */
  title: string;
  /** The step's name or the strategy area's label (`STRATEGY_CATEGORY_LABELS`). */
  category: string;
  /** What to do, who owns it, and why (the answers or findings that caused it). Plain text. */
  description: string;
  priority: TaskPriority;
  /** Machine key of the timeline, for grouping and sorting. */
  horizon: RoadmapHorizon;
  /** Localized label of `horizon`, e.g. "0–3 months" / "0–3 luni". */
  timeline: string;
  /** Investment, a euro range in words (spec §3 "budget, labelled investment"). */
  budget: string;
  /** The same investment in euro (`roadmap/budget.ts`): what the overview's total adds up. */
  budgetEur: EuroRange;
  recommendedTools: string[];
  /** Measurable targets, each with a number. */
  targetKpis: string[];
  expectedResults: string;
  isGenerated: true;
  status: 'not_started';
  /**
   * True when the task lies beyond the roadmap's budget (a third of the yearly marketing budget,
   * domain-design.md §9): it keeps its place and `budget` reads "… — when budget allows".
   */
  whenBudgetAllows?: boolean;
  /** Dense, 0..n−1: horizon (soonest first), then priority (critical first). */
  orderIndex: number;
  source: TaskSource;
  /** What the task changes (`report/moves.ts`), for the checks that no advice contradicts the answers. */
  moves: Move[];
}

/** A generated roadmap (domain-design.md §6). */
export interface GeneratedRoadmap {
  /** The band's score range, e.g. "60-74"; `null` when nothing could be scored (no band). */
  scoreRange: string | null;
  /** The band (spec "nivel"); `null` when nothing could be scored. */
  level: Band | null;
  /** The recommended investment: the sum of the funded tasks' `budgetEur` ("one budget"). */
  investmentEur: EuroRange;
  /** The sum of the tasks marked "when budget allows" (`[0, 0]` when every task fits). */
  deferredEur: EuroRange;
  /** The budget the year's tasks may take: a third of the yearly marketing budget, euro. */
  budgetCapEur: number;
  /** The yearly marketing budget the cap is a third of (the company's, or its size class's assumed). */
  budgetYearlyEur: number;
  /** True when the company gave no budget and its size class's assumed budget was used. */
  budgetAssumed: boolean;
  /** Between {@link MIN_TASKS} and the size class's maximum for a completed assessment. */
  tasks: GeneratedTask[];
}

/** Fewest tasks a completed assessment's roadmap holds. */
export const MIN_TASKS = 10;
/** Most tasks a roadmap holds. */
export const MAX_TASKS = 30;

/**
 * The texts of one task template, en and ro. `{name}` placeholders are filled at generation time
 * with values in the same locale; Romanian addresses the team as "voi".
 */
export interface TaskTexts {
  /** Imperative, concrete: names the action, never "improve marketing". */
  title: Localized;
  /** What to do and how, one to three sentences. */
  action: Localized;
  /** The role that owns the task, e.g. "CMO" / "CMO-ul". */
  owner: Localized;
  /** One or two measurable targets, each with a number. */
  kpis: readonly Localized[];
  expectedResults: Localized;
  /** Two or three tools or templates. */
  tools: readonly Localized[];
  /**
   * Tasks with the same topic are one action ("deduplicate"): the first generated wins,
   * strategies before steps before the band.
   */
  topic?: string;
}

/** What a step's tasks need besides the activities' own texts. */
export interface StepTasks {
  /** The role that owns the step's work: the owner of its activity tasks and its review. */
  owner: Localized;
  /** What the quarterly "keep it on target" review looks at: a noun phrase, lower case. */
  practices: Localized;
}

/** A task template of a strategy: one of its catalogue tactics as a task. */
export interface StrategyTaskDef {
  /** Index of the catalogue tactic (`StrategyDef.texts.tactics`) the task carries out. */
  tactic: number;
  texts: TaskTexts;
  /**
   * The questions whose problems this task answers, for a task whose tactic names no activity
   * (`about`): its "Why" quotes only the strategy's problems about these questions, and the task is
   * left out when the answers raised none of them (unless the strategy would have no task left).
   * Absent: every problem of the strategy is the task's reason (rules that read channels, media
   * mix, funnel rates or step splits rather than single questions).
   */
  cites?: readonly string[];
  /**
   * A practice people carry out themselves — a meeting, a decision, a rule they write, a habit —
   * paid with their time and at most a template: priced as an activity's `startByPeople`
   * (`TASK_BUDGET_EUR`, × the size multiplier), not from the strategy's range, which its other
   * tasks share. Absent: the task needs outside money (a tool, an adviser, a programme).
   */
  byPeople?: boolean;
  /**
   * Kept with the strategy's first task when the roadmap's places run short: a second task that is
   * the other half of one decision (a channel test beside the work that grows the channel which
   * already brings the customers). Absent: only the first task of a strategy is kept.
   */
  keep?: boolean;
  /**
   * Activity question ids whose own task, when the roadmap holds one, starts before this task: the
   * practice this task builds on (automation follows the rules people wrote for it). The task then
   * never starts in an earlier quarter than that one, and within a quarter comes after it.
   */
  after?: readonly string[];
  /**
   * Activity question ids whose own task, when the roadmap holds one, builds on this task: the
   * foundation comes first (the KPIs agreed before attribution credits sales to channels). The
   * reverse of `after`, for a strategy task that an activity's task needs.
   */
  before?: readonly string[];
  /**
   * The texts that change for a company of fewer than 50 people (size class micro or small): where
   * the default presumes a scale it does not have — campaigns above €10,000, traffic enough for an
   * A/B test a fortnight, CAC and LTV reports — the same tactic said at its scale. Absent fields
   * keep the default's.
   */
  smallCompany?: Partial<TaskTexts>;
  /**
   * The texts that change for a company that sells only to consumers (`business.model` B2C): where
   * the default counts leads and qualified leads, a consumer business counts customers. Applied
   * after `smallCompany`.
   */
  consumer?: Partial<TaskTexts>;
  /**
   * The texts that change when one person does the company's marketing (`team.size` 1): where the
   * default counts a team's hours or asks each person to log their own. Applied after
   * `smallCompany`, before `consumer`.
   */
  soloMarketer?: Partial<TaskTexts>;
}

/**
 * The texts of a strategy task for a company: the default's, with `smallCompany`'s fields when the
 * company has fewer than 50 people, `soloMarketer`'s when one person does its marketing, and then
 * `consumer`'s when it sells only to consumers.
 */
export function taskTextsFor(
  def: StrategyTaskDef,
  company: { smallCompany: boolean; consumer: boolean; soloMarketer?: boolean },
): TaskTexts {
  return {
    ...def.texts,
    ...(company.smallCompany ? def.smallCompany : {}),
    ...(company.soloMarketer ? def.soloMarketer : {}),
    ...(company.consumer ? def.consumer : {}),
  };
}
