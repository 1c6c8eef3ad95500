/**
 * Tasks from the steps (issue 9 item 1, sources 2 and 4): the steps furthest from their target
 * get a task that says which way to move and quotes the answer that pulled them; a step with no
 * practice yet gets a "start this practice" task; the other steps give the tasks that bring a
 * short roadmap up to the minimum. Pure.
 */
import { getStep } from '../bank/index.js';
import type { StepKey } from '../bank/types.js';
import type { Locale } from '../i18n/locale.js';
import { formatEuroRange, formatPercent, quantity } from '../report/strategies/format.js';
import type { StepFeedbackView } from '../schemas/report.js';
import { MIN_PRACTISED_ANSWERS, TOLERANCE_POINTS } from '../scoring/constants.js';
import { fillText, makeDraft, type Draft } from './render.js';
import {
  ACTIVITIES,
  QUOTED_ANSWER,
  START_INSUFFICIENT,
  START_KPI,
  START_MISSING,
  STEP_KPI,
  STEP_TOO_AI,
  STEP_TOO_HUMAN,
  SUSTAIN_TASK,
} from './texts-common.js';
import type { RoadmapHorizon, TaskPriority } from './types.js';

/** External cost of a step task for a small company, euro, by kind; times the budget multiplier. */
export const STEP_BUDGET_EUR = {
  towardsHuman: [1000, 4000],
  towardsAi: [2000, 8000],
  start: [2000, 6000],
  sustain: [500, 2000],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * Priority of a step task from the step's distance to its target, points: 30 or more critical,
 * 15 or more high, otherwise medium (a step within the 5-point tolerance gets no such task).
 */
export function stepPriority(gap: number): TaskPriority {
  const d = Math.abs(gap);
  return d >= 30 ? 'critical' : d >= 15 ? 'high' : 'medium';
}

/** Horizon of a step task: critical and high within 3 months, the rest within 6. */
export function stepHorizon(priority: TaskPriority): RoadmapHorizon {
  return priority === 'critical' || priority === 'high' ? '0-3' : '3-6';
}

/** Everything the step tasks share for one roadmap. */
interface StepContext {
  locale: Locale;
  budgetMultiplier: number;
}

function budget(kind: keyof typeof STEP_BUDGET_EUR, ctx: StepContext): string {
  const [low, high] = STEP_BUDGET_EUR[kind];
  return formatEuroRange(low * ctx.budgetMultiplier, high * ctx.budgetMultiplier, ctx.locale);
}

/** The KPI "back within the tolerance at the next assessment". */
function toleranceKpi(f: StepFeedbackView, your: number, locale: Locale): string {
  const t = f.targetHumanPercent;
  return fillText(STEP_KPI[locale], {
    step: f.stepName,
    low: formatPercent(Math.max(0, t - TOLERANCE_POINTS), locale),
    high: formatPercent(Math.min(100, t + TOLERANCE_POINTS), locale),
    your: formatPercent(your, locale),
  });
}

/** A step off target: move towards AI (too human) or towards people (too AI), quoting the answer. */
function directionalDraft(f: StepFeedbackView, ctx: StepContext, keep: boolean): Draft | null {
  if (f.yourHumanPercent === null) return null;
  const { locale } = ctx;
  const gap = f.yourHumanPercent - f.targetHumanPercent;
  const tooHuman = gap > 0;
  const where = fillText((tooHuman ? STEP_TOO_HUMAN : STEP_TOO_AI)[locale], {
    step: f.stepName,
    your: formatPercent(f.yourHumanPercent, locale),
    target: formatPercent(f.targetHumanPercent, locale),
  });
  const top = f.offIdeal[0];
  const quote = top
    ? [fillText(QUOTED_ANSWER[locale], { question: top.activity, answer: top.answer, ideal: top.ideal })]
    : [];
  const priority = stepPriority(gap);
  const tasks = getStep(f.stepId)!.roadmap;
  return makeDraft({
    texts: tooHuman ? tasks.towardsAi : tasks.towardsHuman,
    locale,
    category: f.stepName,
    priority,
    horizon: stepHorizon(priority),
    budget: budget(tooHuman ? 'towardsAi' : 'towardsHuman', ctx),
    source: { kind: 'step', id: f.stepId, questionIds: f.offIdeal.map((a) => a.questionId) },
    cause: [where, ...quote],
    kpis: [toleranceKpi(f, f.yourHumanPercent, locale)],
    keep,
  });
}

/** A step whose answers are all "not yet", or too few to score: start the practice. */
function startDraft(f: StepFeedbackView, ctx: StepContext): Draft {
  const { locale } = ctx;
  const tasks = getStep(f.stepId)!.roadmap;
  const first = f.notYet[0];
  const notYetCount = f.activityCount - f.practisedCount;
  const cause = first
    ? fillText(START_MISSING[locale], {
        step: f.stepName,
        count: String(notYetCount),
        total: quantity(f.activityCount, ACTIVITIES)[locale],
        question: first.activity,
      })
    : fillText(START_INSUFFICIENT[locale], {
        step: f.stepName,
        scored: String(f.practisedCount),
        min: String(MIN_PRACTISED_ANSWERS),
      });
  return makeDraft({
    texts: tasks.start,
    locale,
    category: f.stepName,
    priority: tasks.startPriority,
    horizon: tasks.startHorizon,
    budget: budget('start', ctx),
    source: { kind: 'step', id: f.stepId, questionIds: f.notYet.map((a) => a.questionId) },
    cause: [cause],
    kpis: [
      fillText(START_KPI[locale], {
        step: f.stepName,
        min: String(MIN_PRACTISED_ANSWERS),
        target: formatPercent(f.targetHumanPercent, locale),
      }),
    ],
  });
}

/** A step on target: the quarterly check that keeps it there. */
function sustainDraft(f: StepFeedbackView, your: number, ctx: StepContext): Draft {
  const { locale } = ctx;
  const tasks = getStep(f.stepId)!.roadmap;
  return makeDraft({
    texts: SUSTAIN_TASK,
    locale,
    values: {
      step: f.stepName,
      split: `${f.targetHumanPercent}/${f.targetAiPercent}`,
      practices: tasks.practices[locale],
      owner: tasks.owner[locale],
    },
    category: f.stepName,
    priority: 'low',
    horizon: '6-12',
    budget: budget('sustain', ctx),
    source: { kind: 'step', id: f.stepId },
    kpis: [toleranceKpi(f, your, locale)],
  });
}

/** The step tasks of a roadmap: those it always holds, and those that only fill a short one. */
export interface StepDrafts {
  /** The furthest steps' tasks (kept by the cap), then the start tasks in step order. */
  core: Draft[];
  /**
   * Other steps off target (furthest first), then the quarterly checks of steps on target
   * (closest to the tolerance edge first).
   */
  fill: Draft[];
}

/**
 * The step tasks for `feedback` (the report's 12 items) and the ids of the furthest steps
 * (`Report.overview.furthestSteps`, furthest first). Unanswered steps give none.
 */
export function stepDrafts(
  feedback: readonly StepFeedbackView[],
  furthest: readonly StepKey[],
  locale: Locale,
  budgetMultiplier: number,
): StepDrafts {
  const ctx: StepContext = { locale, budgetMultiplier };
  const byKey = new Map(feedback.map((f) => [f.stepId, f] as const));
  const core = furthest.flatMap((k) => {
    const f = byKey.get(k);
    const d = f ? directionalDraft(f, ctx, true) : null;
    return d ? [d] : [];
  });
  core.push(
    ...feedback.filter((f) => f.allAnswersAreOptionE || f.insufficient).map((f) => startDraft(f, ctx)),
  );
  const scored = feedback
    .flatMap((f) =>
      f.yourHumanPercent === null || furthest.includes(f.stepId) ? [] : [{ f, your: f.yourHumanPercent }],
    )
    .map((x) => ({ ...x, gap: Math.abs(x.your - x.f.targetHumanPercent) }))
    .sort((a, b) => b.gap - a.gap || a.f.stepOrder - b.f.stepOrder);
  const fill = [
    ...scored
      .filter((x) => x.f.status !== 'on-target')
      .flatMap((x) => directionalDraft(x.f, ctx, false) ?? []),
    ...scored.filter((x) => x.f.status === 'on-target').map((x) => sustainDraft(x.f, x.your, ctx)),
  ];
  return { core, fill };
}
