/**
 * Roadmap generation (domain-design.md §6; product-spec §2 "Roadmap", §3 "Roadmap task", §4 task
 * status; issue 9 item 1). Pure: answers in, localized tasks out.
 */
import type { Locale } from '../i18n/locale.js';
import type { ReportAnswer } from '../report/answers.js';
import { formatEuroRange } from '../report/strategies/format.js';
import { STRATEGY_CATEGORY_LABELS } from '../report/strategies/labels.js';
import { buildReport, type Report } from '../report/report.js';
import { evaluateStrategies } from '../report/strategies/engine.js';
import { BAND_SCORE_RANGE, type Band } from '../scoring/constants.js';
import { horizonRank } from './horizons.js';
import { makeDraft, type Draft } from './render.js';
import { stepDrafts } from './step-tasks.js';
import { strategyDrafts } from './strategy-tasks.js';
import { BAND_TASKS } from './texts-bands.js';
import {
  MAX_TASKS,
  MIN_TASKS,
  TASK_PRIORITIES,
  TASK_SOURCE_KINDS,
  type GeneratedRoadmap,
  type GeneratedTask,
} from './types.js';

/** Foundation tasks a band contributes when nothing else covers them (issue 9: "1–2"). */
export const BAND_FOUNDATION_TASKS = 2;

/** Every foundation task of `band`, in order of use. */
function bandDrafts(band: Band, locale: Locale, budgetMultiplier: number): Draft[] {
  return BAND_TASKS[band].map((t) =>
    makeDraft({
      texts: t.texts,
      locale,
      category: STRATEGY_CATEGORY_LABELS[t.area][locale],
      priority: t.priority,
      horizon: t.horizon,
      budget: formatEuroRange(t.budgetEur[0] * budgetMultiplier, t.budgetEur[1] * budgetMultiplier, locale),
      source: { kind: 'band', id: band },
    }),
  );
}

/** Drops drafts that repeat a topic or a title already `seen` (and records the ones kept). */
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

/** Sort key: priority (critical first), then horizon (soonest first), then source kind. */
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

/**
 * The roadmap of a report already built from `answers` in `locale` (for callers that have the
 * report; {@link generateRoadmap} otherwise). See {@link generateRoadmap}.
 */
export function roadmapFromReport(
  report: Report,
  answers: readonly ReportAnswer[],
  locale: Locale,
): GeneratedRoadmap {
  const band = report.overall.band;
  const multiplier = report.strategies.context.budgetMultiplier;
  const seen = new Deduper();

  // Steps first: their tasks quote the user's own answers, so a strategy task on the same topic
  // gives way to its strategy's next one.
  const steps = stepDrafts(
    report.feedback,
    report.overview.furthestSteps.map((f) => f.stepId),
    locale,
    multiplier,
  );
  const fromSteps = steps.core.filter((d) => seen.admit(d));
  const { evaluated } = evaluateStrategies(answers, report.overall.overallScore, band);
  const fromStrategies = strategyDrafts(report.strategies.strategies, evaluated, locale, (d) =>
    seen.admit(d),
  );
  const fromBand = band === null ? [] : bandDrafts(band, locale, multiplier).filter((d) => seen.admit(d));
  const foundation = fromBand
    .slice(0, BAND_FOUNDATION_TASKS)
    .map((d, i) => (i === 0 ? { ...d, keep: true } : d));

  const chosen = cap([...fromStrategies, ...fromSteps, ...foundation], MAX_TASKS);
  // A short roadmap is topped up: the band's other tasks, then the other steps' (no repeats).
  const topUp = [...fromBand.slice(BAND_FOUNDATION_TASKS), ...steps.fill.filter((d) => seen.admit(d))];
  chosen.push(...topUp.slice(0, Math.max(0, MIN_TASKS - chosen.length)));

  const tasks: GeneratedTask[] = chosen
    .map((d, sequence) => ({ d, sequence }))
    .sort((a, b) => compareDrafts(a.d, b.d) || a.sequence - b.sequence)
    .map(({ d }, orderIndex) => ({ ...d.task, orderIndex }));
  return { scoreRange: band === null ? null : BAND_SCORE_RANGE[band], level: band, tasks };
}

/**
 * Generate the roadmap of a user's answers (domain-design.md §6; issue 9 item 1), every text in
 * `locale` (the user's locale at generation time).
 *
 * Tasks come from (1) each triggered strategy: one to three of its tactics (`TASKS_PER_STRATEGY`)
 * with its priority, timeline and budget; (2) the steps furthest from their target
 * (`FURTHEST_STEPS`): which way to move, quoting the answer that pulled the step; (3) the band:
 * up to {@link BAND_FOUNDATION_TASKS} foundation tasks; (4) each step answered "not yet"
 * throughout (or with too few scored answers): a "start this practice" task. Tasks repeating a
 * topic or a title are dropped (step tasks first, then strategies, whose next tactic takes the
 * place, then the band); more than {@link MAX_TASKS} are
 * cut by priority then horizon, never the furthest steps' or the band's first task; fewer than
 * {@link MIN_TASKS} are topped up with the band's next task, the other steps off target, then a
 * quarterly check of the steps on target.
 *
 * @param answers the user's answers with their inputs, as `buildReport` takes them
 * @param locale language of every text
 * @returns `level` (the band, `null` when nothing could be scored) and `scoreRange` (e.g.
 *   "60-74", `null` with it), and the tasks: `isGenerated: true`, `status: 'not_started'`, dense
 *   `orderIndex` in priority then horizon order, each with the `source` (strategy, step or band,
 *   and the question ids of the answers behind it). A completed assessment gives between
 *   {@link MIN_TASKS} and {@link MAX_TASKS} tasks; an incomplete one may give fewer. Never throws
 *   on skipped context inputs.
 */
export function generateRoadmap(answers: readonly ReportAnswer[], locale: Locale): GeneratedRoadmap {
  return roadmapFromReport(buildReport(answers, locale), answers, locale);
}
