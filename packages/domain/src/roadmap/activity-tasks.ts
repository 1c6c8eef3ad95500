/**
 * Roadmap tasks from the activities (domain-design.md §6 "the activities furthest
 * from their ideal and the most important gaps"): one task per activity away from its ideal or not
 * done yet, carrying out the activity's own lever — its title and tool from `activity.tasks`, its
 * text from `activity.levers` — so a task can only ever move an activity back toward its ideal or
 * start one the user does not do. Pure.
 */
import { STEPS } from '../bank/index.js';
import type { PractisedKey } from '../bank/types.js';
import { byGap } from '../report/gap-order.js';
import { MACHINE_SHARE } from '../bank/scale.js';
import type { Locale } from '../i18n/locale.js';
import { scaleText } from '../report/answers.js';
import { leverFor } from '../report/lever.js';
import type { Move } from '../report/moves.js';
import { activityMove, type ActivityFact, type AnswerFacts } from '../report/strategies/conditions.js';
import { formatPercent } from '../report/strategies/format.js';
import { TOLERANCE_POINTS } from '../scoring/constants.js';
import { TASK_BUDGET_EUR, scaled } from './budget.js';
import { horizonLabel } from './horizons.js';
import { fillText, type Draft } from './render.js';
import {
  ACTIVITY_KPI,
  OWNER_LINE,
  SOLO_OWNER,
  START_ACTIVITY_KPI,
  START_LIGHT_ACTIVITY_KPI,
  STEP_CONTRIBUTION_KPI,
  WHY_ANSWER,
  WHY_NOT_YET,
} from './texts-common.js';
import { TASK_PRIORITIES, type RoadmapHorizon, type TaskPriority } from './types.js';

/** Activity tasks one step contributes at most, so the roadmap spreads over the steps. */
export const MAX_ACTIVITY_TASKS_PER_STEP = 3;

/**
 * Priority of an activity's task (domain-design.md §6):
 * - critical: AI or automation alone (D) on a risk-flagged activity whose ideal has people lead it
 *   (A or B: two or more steps away; the governance case, domain-design.md §4);
 * - high: two or more scale steps from the ideal on a foundational activity (weight 3), or a
 *   foundational activity not done yet;
 * - medium: two or more steps away, one step away on a foundational activity, or an activity of
 *   weight 2 not done yet;
 * - low: the rest.
 *
 * An activity not done yet in a step that cannot be scored (fewer than five practised; `scored`
 * false) ranks one level higher: starting it is what lets the step be measured at all, and the
 * summary names such steps among the biggest gaps, so the first actions should reach them.
 */
export function activityPriority(a: ActivityFact, scored = true): TaskPriority {
  const { answer, distance } = a.result;
  const { weight, risks } = a.question.activity;
  if (answer === 'E') {
    const level = weight === 3 ? 0 : weight === 2 ? 1 : 2;
    return (['high', 'medium', 'low'] as const)[Math.max(0, level - (scored ? 0 : 1))]!;
  }
  const d = Math.abs(distance ?? 0);
  if (answer === 'D' && d >= 2 && (risks?.length ?? 0) > 0) return 'critical';
  if (d >= 2 && weight === 3) return 'high';
  if (d >= 2 || weight === 3) return 'medium';
  return 'low';
}

/** Horizon of a task by its priority: critical and high within 3 months, medium 3–6, low 6–12. */
export function priorityHorizon(priority: TaskPriority): RoadmapHorizon {
  return priority === 'critical' || priority === 'high' ? '0-3' : priority === 'medium' ? '3-6' : '6-12';
}

/** An activity task before it is chosen, with what the choice sorts by. */
export interface ActivityCandidate {
  draft: Draft;
  fact: ActivityFact;
  /** Whether its move is the way the step as a whole needs to go (or the step is on target). */
  withStep: boolean;
}

/** The signed gap of the activity's step, points (+ = too human), or `null` when not scored. */
function stepGap(facts: AnswerFacts, a: ActivityFact): number | null {
  const r = facts.steps.get(a.step.key)!;
  return r.yourHumanPercent === null ? null : r.yourHumanPercent - r.targetHumanPercent;
}

/** The draft of one activity's task in `locale`, or `null` at its ideal or unanswered. */
export function activityDraft(
  facts: AnswerFacts,
  a: ActivityFact,
  locale: Locale,
  budgetMultiplier: number,
): ActivityCandidate | null {
  const move = activityMove(a);
  if (!move) return null;
  const lever =
    move.kind === 'start' ? 'start' : move.direction === 'toward-human' ? 'towardHuman' : 'towardMachine';
  const answer = a.result.answer as PractisedKey | 'E';
  const chosen = leverFor(a.question, answer, move.kind === 'start' ? null : move.direction);
  if (!chosen) return null;
  const { text } = chosen;
  const task = { title: chosen.title, tool: chosen.tool };
  const stem = a.question.text[locale];
  const ideal = scaleText(a.question.activity.ideal)[locale];
  const why =
    move.kind === 'start'
      ? fillText(WHY_NOT_YET[locale], { question: stem })
      : fillText(WHY_ANSWER[locale], { question: stem, answer: scaleText(answer)[locale], ideal });
  const gap = stepGap(facts, a);
  const result = facts.steps.get(a.step.key)!;
  const kpis = [
    move.kind === 'start'
      ? fillText((chosen.light ? START_LIGHT_ACTIVITY_KPI : START_ACTIVITY_KPI)[locale], {
          question: stem,
          ideal,
        })
      : fillText(ACTIVITY_KPI[locale], { question: stem, ideal, answer: scaleText(answer)[locale] }),
  ];
  const needed =
    gap === null || Math.abs(gap) <= TOLERANCE_POINTS ? null : gap > 0 ? 'toward-machine' : 'toward-human';
  // The step's range is a KPI only of a task that moves the step toward it: starting an activity
  // at its ideal does so when the ideal's human share lies on the target's side of the split.
  const idealHuman = 100 - MACHINE_SHARE[a.question.activity.ideal];
  const helpsStep =
    needed !== null &&
    (move.kind === 'start'
      ? needed === 'toward-machine'
        ? idealHuman < result.yourHumanPercent!
        : idealHuman > result.yourHumanPercent!
      : move.direction === needed);
  if (helpsStep) {
    const t = result.targetHumanPercent;
    kpis.push(
      fillText(STEP_CONTRIBUTION_KPI[locale], {
        step: a.step.name[locale],
        low: formatPercent(Math.max(0, t - TOLERANCE_POINTS), locale),
        high: formatPercent(Math.min(100, t + TOLERANCE_POINTS), locale),
        your: formatPercent(result.yourHumanPercent!, locale),
      }),
    );
  }
  const priority = activityPriority(a, stepGap(facts, a) !== null);
  const horizon = priorityHorizon(priority);
  // Starting a practice people do or lead themselves (ideal A or B: a rule, a meeting, a call,
  // with at most the AI assistant they have) costs their time and a template, not a tool.
  // A lever that needs no new tool or project (a checklist line, a one-page rule, a setting in a
  // tool already paid for) is priced as people's time too, but funded in its turn.
  const byPeople =
    lever === 'start' && (a.question.activity.ideal === 'A' || a.question.activity.ideal === 'B');
  const budgetEur = scaled(
    TASK_BUDGET_EUR[chosen.light ? 'light' : byPeople ? 'startByPeople' : lever],
    budgetMultiplier,
  );
  const moves: Move[] = [move];
  const owner = facts.context['team.size'] === '1' ? SOLO_OWNER : a.step.roadmap.owner;
  // A lever said from the answer ends with the activity's rationale, which the task gives as its
  // expected result: the description keeps the action only.
  const rationale = a.question.activity.rationale[locale];
  const body = text[locale].endsWith(rationale)
    ? text[locale].slice(0, -rationale.length).trim()
    : text[locale];
  return {
    fact: a,
    withStep:
      move.kind === 'start' || needed === null || (move.kind === 'activity' && move.direction === needed),
    draft: {
      task: {
        title: task.title[locale],
        category: a.step.name[locale],
        // The lever says who does the work; the owner is who answers for it: the step's owner, or
        // the one person who does the marketing.
        description: [body, fillText(OWNER_LINE[locale], { owner: owner[locale] }), why].join(' '),
        priority,
        horizon,
        timeline: horizonLabel(horizon, locale),
        budget: '',
        budgetEur,
        recommendedTools: [task.tool[locale]],
        targetKpis: kpis,
        expectedResults: a.question.activity.rationale[locale],
        isGenerated: true,
        status: 'not_started',
        source: { kind: 'step', id: a.step.key, questionIds: [a.question.id] },
        moves,
      },
      topic: `activity:${a.question.id}`,
      ...(byPeople ? { byPeople: true } : {}),
      ...(chosen.light ? { light: true } : {}),
    },
  };
}

/**
 * The activity tasks of a roadmap, best first, at most {@link MAX_ACTIVITY_TASKS_PER_STEP} a step:
 * every activity away from its ideal or not done yet, except those in `covered` (a strategy task
 * already carries them out). Within a step they rank by priority (critical first), then those that
 * move the way their step needs before those that only fix one activity of a step on target or
 * moving the other way, then the distance from the ideal, the weight, and bank order; across
 * steps, by priority, then each step's first before any step's second.
 */
export function activityDrafts(
  facts: AnswerFacts,
  locale: Locale,
  budgetMultiplier: number,
  covered: ReadonlySet<string> = new Set(),
): Draft[] {
  const rank = (p: TaskPriority) => TASK_PRIORITIES.indexOf(p);
  // A company under 50 people (size multiplier 1 or less) takes, within one priority and
  // direction, the task its people's time can pay for (a practice, a rule, a checklist, a setting)
  // before one that needs a tool and set-up: a third of its budget funds few of those.
  const small = budgetMultiplier <= 1;
  const cheap = (c: ActivityCandidate) => (small && (c.draft.byPeople || c.draft.light) ? 1 : 0);
  const candidates = facts.activities
    .filter((a) => !covered.has(a.question.id))
    .flatMap((a, i) => {
      const c = activityDraft(facts, a, locale, budgetMultiplier);
      return c ? [{ c, i }] : [];
    })
    .sort(
      (x, y) =>
        rank(x.c.draft.task.priority) - rank(y.c.draft.task.priority) ||
        Number(y.c.withStep) - Number(x.c.withStep) ||
        cheap(y.c) - cheap(x.c) ||
        Math.abs(y.c.fact.result.distance ?? 0) - Math.abs(x.c.fact.result.distance ?? 0) ||
        y.c.fact.question.activity.weight - x.c.fact.question.activity.weight ||
        x.i - y.i,
    );
  // Each step's best first, then each step's second…: within a priority, the roadmap covers more
  // steps before it takes a second task from any, the steps furthest from where they should be
  // first (report/gap-order.ts, the order of the summary's biggest gaps).
  const stepOrder = new Map(STEPS.map((s) => [s.key, s.globalOrder] as const));
  const gapRank = new Map(
    byGap([...facts.steps.values()].map((r) => ({ r, order: stepOrder.get(r.stepKey) ?? 0 }))).map(
      ({ r }, i) => [r.stepKey, i] as const,
    ),
  );
  const perStep = new Map<string, number>();
  const ranked: { c: ActivityCandidate; nth: number; order: number }[] = [];
  for (const [order, { c }] of candidates.entries()) {
    const nth = perStep.get(c.fact.step.key) ?? 0;
    if (nth >= MAX_ACTIVITY_TASKS_PER_STEP) continue;
    perStep.set(c.fact.step.key, nth + 1);
    ranked.push({ c, nth, order });
  }
  return ranked
    .sort(
      (x, y) =>
        rank(x.c.draft.task.priority) - rank(y.c.draft.task.priority) ||
        x.nth - y.nth ||
        (gapRank.get(x.c.fact.step.key) ?? 0) - (gapRank.get(y.c.fact.step.key) ?? 0) ||
        x.order - y.order,
    )
    .map(({ c }) => c.draft);
}
