/**
 * Compare two assessments ("Compare"; domain-design.md §3): per step the score,
 * split and coverage then and now with the change, the overall score and band, and the activities
 * whose answer moved, toward or away from their ideal. The figures come from the scoring the
 * results use (`scoreStep`, `scoreOverall`, `overallCoverage`, rounded half away from zero as the
 * step-score and overall-score views round them), so they are the numbers each assessment's
 * results show. Pure.
 *
 * Across bank versions only what both share is compared: the current bank's questions answered on
 * both sides with answers that still pass their rules (as a re-take's suggestions are chosen). The
 * steps are scored on those activities only, a step with none is left out, and `leftOut` lists
 * what was not compared.
 */
import { ANSWER_SCALE, SCALE_POSITION } from '../bank/scale.js';
import { STEPS, BANK_VERSION } from '../bank/index.js';
import type { ActivityQuestion, PractisedKey, StepDef, StepKey } from '../bank/types.js';
import { validateAnswer } from '../assessment/validate-answer.js';
import type { Locale } from '../i18n/locale.js';
import type {
  LeftOutView,
  MoveCounts,
  MoveDirection,
  MovedActivityView,
  OverallSnapshot,
  ScaleAnswerView,
  StepComparisonView,
  StepSnapshot,
} from '../schemas/compare.js';
import { roundHalfAwayFromZero } from '../scoring/math.js';
import { overallCoverage, scoreOverall } from '../scoring/overall.js';
import type { ScaleAnswer } from '../scoring/answer.js';
import type { AnswerRecord, StepResult } from '../scoring/step.js';
import type { ReportAnswer } from './answers.js';
import type { TaskSource } from '../roadmap/types.js';

/** One side of a comparison: an assessment's stored answers and the bank version it was answered on. */
export interface CompareSideInput {
  /** The stored answers (with their inputs, which only the cross-version check reads). */
  answers: readonly ReportAnswer[];
  bankVersion: number;
}

/** Knobs of {@link compareAssessments}; the defaults are the product's bank. */
export interface CompareOptions {
  /** The current bank's steps (default `STEPS`). */
  steps?: readonly StepDef[];
  /** The current bank version (default `BANK_VERSION`). */
  bankVersion?: number;
}

/**
 * The comparison of two assessments, "then" and "now" (the `CompareOutput` wire shape without the
 * assessments' ids and dates and the roadmap's tasks, which the server adds).
 */
export interface Comparison {
  /** Both answered on the same bank version. */
  sameBankVersion: boolean;
  /**
   * Both answered on the current bank version: the whole bank is compared and every figure is the
   * one the results show; otherwise only the shared activities (see `leftOut`).
   */
  wholeBank: boolean;
  overall: {
    then: OverallSnapshot;
    now: OverallSnapshot;
    change: { score: number; coverage: number; practisedCount: number; categoryCount: number };
  };
  /** The compared steps, in step order. */
  steps: StepComparisonView[];
  /** The activities whose answer changed, in bank order. */
  movedActivities: MovedActivityView[];
  moved: MoveCounts;
  leftOut: LeftOutView;
}

/** The scale point of `key` (A..E). */
function scalePoint(key: PractisedKey | 'E') {
  return ANSWER_SCALE.find((p) => p.key === key)!;
}

/** An answer on the scale as the wire shows it (see `ScaleAnswerView`). */
function scaleAnswerView(q: ActivityQuestion, key: PractisedKey | 'E', locale: Locale): ScaleAnswerView {
  const point = scalePoint(key);
  const option = q.options.find((o) => o.key === key);
  return {
    key,
    optionId: option?.id ?? `${q.id}-${key.toLowerCase()}`,
    machineShare: point.machineShare,
    humanPercent: point.machineShare === null ? null : 100 - point.machineShare,
    text: point.text[locale],
  };
}

/** Scale steps between a practised answer and the activity's ideal (unsigned). */
function stepsFromIdeal(answer: PractisedKey, ideal: PractisedKey): number {
  return Math.abs(SCALE_POSITION[answer] - SCALE_POSITION[ideal]);
}

/**
 * How an answer moved relative to the activity's ideal (the answer its step's target asks of it,
 * as the advice reads it: `report/answers.ts`, `report/moves.ts`): starting an activity (E → A–D)
 * is `toward`, stopping one (A–D → E) `away`; between two practised answers, `toward` when the new
 * one is fewer scale steps from the ideal, `away` when more, `neither` when as far. `null` when the
 * answer did not change or a side has no answer.
 */
export function moveOf(
  from: ScaleAnswer | null,
  to: ScaleAnswer | null,
  ideal: PractisedKey,
): { kind: MovedActivityView['kind']; direction: MoveDirection } | null {
  if (from === null || to === null || from === to) return null;
  if (from === 'E') return { kind: 'started', direction: 'toward' };
  if (to === 'E') return { kind: 'stopped', direction: 'away' };
  const before = stepsFromIdeal(from, ideal);
  const after = stepsFromIdeal(to, ideal);
  return {
    kind: 'changed',
    direction: after < before ? 'toward' : after > before ? 'away' : 'neither',
  };
}

/** A step's result as the step-score view rounds it. */
function stepSnapshot(r: StepResult): StepSnapshot {
  return {
    score: r.score === null ? null : roundHalfAwayFromZero(r.score),
    alignment: r.alignment === null ? null : roundHalfAwayFromZero(r.alignment),
    yourHumanPercent: r.yourHumanPercent,
    yourAiPercent: r.yourAiPercent,
    coverage: r.coverage,
    practisedCount: r.practisedCount,
    activityCount: r.activityCount,
    notYetCount: r.notYetCount,
    insufficient: r.insufficient,
    allAnswersAreOptionE: r.allAnswersAreOptionE,
  };
}

/** now − then, or null when either is null. */
const diff = (then: number | null, now: number | null) => (then === null || now === null ? null : now - then);

/**
 * The answers the current bank accepts, by question id: answers to its questions that still pass
 * their rules (`validateAnswer`, inputs included), as a re-take's suggestions are chosen.
 */
function validAnswers(
  answers: readonly ReportAnswer[],
  steps: readonly StepDef[],
): Map<string, ReportAnswer> {
  const questions = new Map(steps.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));
  const out = new Map<string, ReportAnswer>();
  for (const a of answers) {
    const q = questions.get(a.questionId);
    if (q && validateAnswer(q, a.selectedOptionIds, a.additionalInputs ?? {}).ok) out.set(a.questionId, a);
  }
  return out;
}

/**
 * Compare assessment `then` with assessment `now`, texts in `locale`.
 *
 * - Both on the current bank version (`wholeBank`): every step of the bank is scored from each
 *   side's answers as the results score them; `leftOut` is empty.
 * - Otherwise: only the current bank's activity questions answered on both sides with an answer
 *   that still passes its rules are compared; each step is scored on those activities (coverage
 *   out of them), a step with none is left out, and the overall score is the mean over the steps
 *   compared. `leftOut` lists the activities not compared, the steps left out and the answers to
 *   questions the bank no longer has.
 *
 * Step `change`s are now − then of the rounded figures. A moved activity is one answered on both
 * sides whose scale letter differs ({@link moveOf}); context answers are not activities.
 */
export function compareAssessments(
  then: CompareSideInput,
  now: CompareSideInput,
  locale: Locale,
  options: CompareOptions = {},
): Comparison {
  const bank = options.steps ?? STEPS;
  const current = options.bankVersion ?? BANK_VERSION;
  const wholeBank = then.bankVersion === current && now.bankVersion === current;

  let steps: readonly StepDef[] = bank;
  let thenAnswers: readonly AnswerRecord[] = then.answers;
  let nowAnswers: readonly AnswerRecord[] = now.answers;
  const leftOut: LeftOutView = { questions: [], steps: [], retiredAnswerCount: 0 };
  if (!wholeBank) {
    const known = new Set(bank.flatMap((s) => s.questions.map((q) => q.id)));
    const retired = new Set(
      [...then.answers, ...now.answers].map((a) => a.questionId).filter((id) => !known.has(id)),
    );
    leftOut.retiredAnswerCount = retired.size;
    const validThen = validAnswers(then.answers, bank);
    const validNow = validAnswers(now.answers, bank);
    const shared = (id: string) => validThen.has(id) && validNow.has(id);
    steps = bank.flatMap((s) => {
      const activities = s.activities.filter((q) => shared(q.id));
      for (const q of s.activities)
        if (!shared(q.id))
          leftOut.questions.push({ questionId: q.id, stepId: s.key, activity: q.text[locale] });
      if (activities.length === 0) {
        leftOut.steps.push(s.key);
        return [];
      }
      const ids = new Set(activities.map((q) => q.id));
      return [
        { ...s, activities, questions: s.questions.filter((q) => q.kind === 'context' || ids.has(q.id)) },
      ];
    });
    thenAnswers = [...validThen.values()].filter((a) => shared(a.questionId));
    nowAnswers = [...validNow.values()].filter((a) => shared(a.questionId));
  }

  const overallThen = scoreOverall(steps, thenAnswers);
  const overallNow = scoreOverall(steps, nowAnswers);
  const snapshot = (o: typeof overallThen): OverallSnapshot => ({
    score: o.overallScore,
    band: o.band,
    categoryCount: o.categoryCount,
    ...overallCoverage(o),
  });
  const thenOverall = snapshot(overallThen);
  const nowOverall = snapshot(overallNow);

  const movedActivities: MovedActivityView[] = [];
  const stepViews = steps.map((s, i): StepComparisonView => {
    const before = overallThen.steps[i]!;
    const after = overallNow.steps[i]!;
    const counts: MoveCounts = { toward: 0, away: 0, neither: 0 };
    s.activities.forEach((q, j) => {
      const from = before.activities[j]!.answer;
      const to = after.activities[j]!.answer;
      const move = moveOf(from, to, q.activity.ideal);
      if (!move) return;
      counts[move.direction] += 1;
      movedActivities.push({
        questionId: q.id,
        stepId: s.key,
        stepOrder: s.globalOrder,
        activity: q.text[locale],
        ideal: scaleAnswerView(q, q.activity.ideal, locale),
        from: scaleAnswerView(q, from!, locale),
        to: scaleAnswerView(q, to!, locale),
        ...move,
      });
    });
    const a = stepSnapshot(before);
    const b = stepSnapshot(after);
    return {
      stepId: s.key,
      stepName: s.name[locale],
      stepOrder: s.globalOrder,
      targetHumanPercent: s.targetHumanPercent,
      targetAiPercent: 100 - s.targetHumanPercent,
      then: a,
      now: b,
      change: {
        score: diff(a.score, b.score),
        yourHumanPercent: diff(a.yourHumanPercent, b.yourHumanPercent),
        coverage: b.coverage - a.coverage,
        practisedCount: b.practisedCount - a.practisedCount,
      },
      moved: counts,
    };
  });

  return {
    sameBankVersion: then.bankVersion === now.bankVersion,
    wholeBank,
    overall: {
      then: thenOverall,
      now: nowOverall,
      change: {
        score: nowOverall.score - thenOverall.score,
        coverage: nowOverall.coverage - thenOverall.coverage,
        practisedCount: nowOverall.practisedCount - thenOverall.practisedCount,
        categoryCount: nowOverall.categoryCount - thenOverall.categoryCount,
      },
    },
    steps: stepViews,
    movedActivities,
    moved: {
      toward: movedActivities.filter((m) => m.direction === 'toward').length,
      away: movedActivities.filter((m) => m.direction === 'away').length,
      neither: movedActivities.filter((m) => m.direction === 'neither').length,
    },
    leftOut,
  };
}

/** A step's score then and now (a `StepComparisonView`, or the e-mail's or a screen's copy of one). */
export interface ScoredPair {
  then: { score: number | null };
  now: { score: number | null };
}

/**
 * How much a step moved, for ordering: now − then of the score with an unscored side as 0 (as the
 * overall score counts it).
 */
export function stepScoreDelta(step: ScoredPair): number {
  return (step.now.score ?? 0) - (step.then.score ?? 0);
}

/**
 * The `n` steps whose score moved most (largest |now − then|, unscored counting 0; ties in step
 * order), leaving out steps that did not move: what the e-mail's "since last time" lists.
 */
export function stepsMovedMost<T extends ScoredPair & { stepOrder: number }>(
  steps: readonly T[],
  n = 3,
): T[] {
  return steps
    .filter((s) => stepScoreDelta(s) !== 0)
    .sort((a, b) => Math.abs(stepScoreDelta(b)) - Math.abs(stepScoreDelta(a)) || a.stepOrder - b.stepOrder)
    .slice(0, n);
}

/**
 * The step a roadmap task was meant to move (tasks completed beside the steps):
 * a generated task's step (`source` kind `step`), else the step whose name is the task's category
 * in either language, else `null` (a strategy's task or the user's own in another category).
 */
export function taskStepKey(
  task: { category: string | null; source: Pick<TaskSource, 'kind' | 'id'> | null },
  steps: readonly StepDef[] = STEPS,
): StepKey | null {
  if (task.source?.kind === 'step') {
    const step = steps.find((s) => s.key === task.source!.id);
    if (step) return step.key;
  }
  if (task.category === null) return null;
  const category = task.category;
  return steps.find((s) => s.name.en === category || s.name.ro === category)?.key ?? null;
}
