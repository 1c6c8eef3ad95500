/**
 * Compare two assessments, and read an older one's results ("Compare"): the
 * query and the answer of `GET /assessment/compare`, and the `assessmentId` the results read calls
 * and `GET /roadmap` accept. Every id names one of the session's user's own assessments; another
 * user's or an unknown id is a 404, never a sign that it exists.
 */
import { z } from 'zod';
import { STEP_KEYS } from '../bank/types.js';
import { BANDS } from '../scoring/constants.js';
import { LocaleSchema } from './common.js';
import { StepScoreInput } from './assessment.js';
import { StrategyQuery } from './report.js';
import { LocaleQuery } from './views.js';

/** An assessment id (a UUID); anything else is a 400 `validation.invalid` on its field. */
const AssessmentIdSchema = z.string({ error: 'validation.invalid' }).uuid('validation.invalid');

/**
 * The optional `assessmentId` of a results read: one of the session's user's assessments (404
 * `assessment.notFound` for another user's or an unknown one); without it, the latest.
 */
const assessmentIdField = AssessmentIdSchema.optional().meta({
  description:
    "One of your assessments (GET /assessment/history lists them); without it, the latest. Another user's or an unknown id: 404",
});

// ---------------------------------------------------------------------------------------------
// Reading an older assessment
// ---------------------------------------------------------------------------------------------

/**
 * GET /assessment/overall-score, /feedback and /prompts: `locale` and the optional `assessmentId`
 * (see {@link assessmentIdField}). Unknown fields are a 400.
 */
export const ResultsQuery = LocaleQuery.extend({ assessmentId: assessmentIdField });
export type ResultsQuery = z.infer<typeof ResultsQuery>;

/** GET /assessment/step-score/{step}: the step, `locale` and the optional `assessmentId`. */
export const StepScoreQuery = StepScoreInput.extend({ assessmentId: assessmentIdField });
export type StepScoreQuery = z.infer<typeof StepScoreQuery>;

/** GET /assessment/strategy-recommendations: `locale`, `_t` and the optional `assessmentId`. */
export const StrategyResultsQuery = StrategyQuery.extend({ assessmentId: assessmentIdField });
export type StrategyResultsQuery = z.infer<typeof StrategyResultsQuery>;

/**
 * GET /roadmap: the optional `assessmentId` whose roadmap to read; without it, the latest
 * assessment's. An older assessment's roadmap is read-only: a write to one of its tasks is a 409
 * `roadmap.readOnly`.
 */
export const RoadmapQuery = z.strictObject({ assessmentId: assessmentIdField });
export type RoadmapQuery = z.infer<typeof RoadmapQuery>;

// ---------------------------------------------------------------------------------------------
// GET /assessment/compare
// ---------------------------------------------------------------------------------------------

/**
 * GET /assessment/compare query. `to` defaults to the user's latest completed assessment, `from`
 * to the completed assessment `to` re-takes (the one before it). Both must be the session's
 * user's (404 `assessment.notFound`) and completed (409 `compare.notCompleted`); with no earlier
 * completed assessment to compare with, a 409 `compare.notEnough`. The same id twice is a 400
 * `compare.sameAssessment`. `locale` chooses the texts (step names, activities, scale).
 */
export const CompareQuery = z
  .strictObject({
    from: AssessmentIdSchema.optional().meta({
      description: 'The earlier assessment ("then"); default: the one `to` re-takes',
    }),
    to: AssessmentIdSchema.optional().meta({
      description: 'The later assessment ("now"); default: your latest completed assessment',
    }),
    locale: LocaleSchema.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from !== q.to, {
    message: 'compare.sameAssessment',
    path: ['to'],
  });
export type CompareQuery = z.infer<typeof CompareQuery>;

const Percent = z.number().min(0).max(100);
/** A change of a percent or score, now − then: −100..100. */
const Change = z.number().min(-100).max(100);
const Fraction = z.number().min(0).max(1);
const Count = z.number().int().min(0);

/**
 * One compared assessment: its id, dates and bank version, and its overall result on what was
 * compared (the whole bank when both are on the current bank version, so these are the numbers
 * its results show; otherwise the shared questions only, see `CompareOutput.leftOut`).
 */
export const CompareSide = z.object({
  id: z.string().uuid(),
  startedAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }),
  /** Question bank version it was answered on. */
  bankVersion: z.number().int(),
  /** 0..100, rounded: the overall score. */
  overallScore: Percent,
  /** Performance level; null when no step is scored. */
  band: z.enum(BANDS).nullable(),
});
export type CompareSide = z.infer<typeof CompareSide>;

/**
 * The overall result of one side (domain-design.md §3): the score (rounded mean of the step
 * scores, unscored steps 0), band, scored steps, and coverage over the compared activities.
 */
export const OverallSnapshot = z.object({
  score: Percent,
  band: z.enum(BANDS).nullable(),
  /** Scored steps (≥ 5 practised activities each). */
  categoryCount: Count,
  /** practisedCount ÷ activityCount, 0..1. */
  coverage: Fraction,
  practisedCount: Count,
  activityCount: Count,
});
export type OverallSnapshot = z.infer<typeof OverallSnapshot>;

/**
 * One step of one side, as `GET /assessment/step-score/{step}` states it (the same scoring and
 * rounding): score (alignment × coverage, rounded), alignment, the split, coverage and counts.
 */
export const StepSnapshot = z.object({
  /** The step score, rounded, 0..100; null when not scored (insufficient, all "not yet", none). */
  score: Percent.nullable(),
  /** Alignment of the practised activities with their ideals, rounded, 0..100; null when not scored. */
  alignment: Percent.nullable(),
  yourHumanPercent: Percent.nullable(),
  yourAiPercent: Percent.nullable(),
  /** practisedCount ÷ activityCount, 0..1. */
  coverage: Fraction,
  practisedCount: Count,
  activityCount: Count,
  /** Activities answered E ("we don't do this yet"). */
  notYetCount: Count,
  /** Some practised answers, but fewer than the 5 a step needs to be scored. */
  insufficient: z.boolean(),
  allAnswersAreOptionE: z.boolean(),
});
export type StepSnapshot = z.infer<typeof StepSnapshot>;

/** Which way an answer moved relative to its activity's ideal. */
export const MoveDirection = z.enum(['toward', 'away', 'neither']);
export type MoveDirection = z.infer<typeof MoveDirection>;

/** How many moved activities went each way. */
export const MoveCounts = z.object({ toward: Count, away: Count, neither: Count });
export type MoveCounts = z.infer<typeof MoveCounts>;

/**
 * One step then and now. `change` is now − then of the rounded figures: `score` and
 * `yourHumanPercent` are null when either side has none (a step newly scored or no longer
 * scored: compare `then.score` and `now.score`); `coverage` is a fraction (−1..1).
 */
export const StepComparisonView = z.object({
  /** The step's key (VIZIUNE…), as `stepId` in the other results views. */
  stepId: z.enum(STEP_KEYS),
  stepName: z.string(),
  stepOrder: z.number().int().min(1).max(12),
  targetHumanPercent: Percent,
  targetAiPercent: Percent,
  then: StepSnapshot,
  now: StepSnapshot,
  change: z.object({
    score: Change.nullable(),
    yourHumanPercent: Change.nullable(),
    coverage: z.number().min(-1).max(1),
    practisedCount: z.number().int(),
  }),
  /** The step's moved activities by direction (see `movedActivities`). */
  moved: MoveCounts,
});
export type StepComparisonView = z.infer<typeof StepComparisonView>;

/**
 * One answer on the scale: its letter (E = "we don't do this yet"), option id, the machine share
 * and human percent it stands for (null for E), and the scale's text in the locale.
 */
export const ScaleAnswerView = z.object({
  key: z.enum(['A', 'B', 'C', 'D', 'E']),
  optionId: z.string(),
  machineShare: Percent.nullable(),
  humanPercent: Percent.nullable(),
  text: z.string(),
});
export type ScaleAnswerView = z.infer<typeof ScaleAnswerView>;

/**
 * An activity whose answer changed. `kind`: `started` (E → A–D), `stopped` (A–D → E) or
 * `changed` (one A–D answer for another). `direction` against the activity's ideal (the answer
 * its step's target asks of it, `ideal`): a change is `toward` when the answer is now fewer scale
 * steps from the ideal, `away` when more, `neither` when as far (the other side of it); starting
 * is toward, stopping away.
 */
export const MovedActivityView = z.object({
  questionId: z.string(),
  stepId: z.enum(STEP_KEYS),
  stepOrder: z.number().int().min(1).max(12),
  /** The activity's question, as asked, in the locale. */
  activity: z.string(),
  ideal: ScaleAnswerView,
  from: ScaleAnswerView,
  to: ScaleAnswerView,
  kind: z.enum(['started', 'stopped', 'changed']),
  direction: MoveDirection,
});
export type MovedActivityView = z.infer<typeof MovedActivityView>;

/**
 * A task of the `from` assessment's roadmap marked completed, beside the step it was meant to
 * move: the generated task's step (`source` kind `step`), else the step whose name (en or ro) is
 * its category, else null (a strategy's or the user's own task).
 */
export const CompletedTaskView = z.object({
  id: z.string().uuid(),
  title: z.string(),
  /** As on the roadmap ("Other" / "Altele" in the locale for a task without one). */
  category: z.string(),
  stepId: z.enum(STEP_KEYS).nullable(),
});
export type CompletedTaskView = z.infer<typeof CompletedTaskView>;

/**
 * What a comparison across bank versions left out (empty when both are on the current version):
 * the current bank's activities not answered validly on both sides, the steps with no shared
 * activity (not compared at all), and how many answers name questions the current bank no longer
 * has (retired ids).
 */
export const LeftOutView = z.object({
  questions: z.array(z.object({ questionId: z.string(), stepId: z.enum(STEP_KEYS), activity: z.string() })),
  steps: z.array(z.enum(STEP_KEYS)),
  retiredAnswerCount: Count,
});
export type LeftOutView = z.infer<typeof LeftOutView>;

/**
 * GET /assessment/compare answer: two completed assessments of the user, "then"
 * (`from`) and "now" (`to`), scored by the scoring the results use. When both are on the current
 * bank version (`sameBankVersion` and an empty `leftOut`) every figure is the one that
 * assessment's results show; otherwise only the activities both share are compared, and
 * `leftOut` says what was not. `steps` in step order; `movedActivities` in bank order;
 * `tasksCompleted` in the roadmap's order.
 */
export const CompareOutput = z.object({
  from: CompareSide,
  to: CompareSide,
  /** Both answered on the same bank version. */
  sameBankVersion: z.boolean(),
  overall: z.object({
    then: OverallSnapshot,
    now: OverallSnapshot,
    change: z.object({
      score: Change,
      coverage: z.number().min(-1).max(1),
      practisedCount: z.number().int(),
      categoryCount: z.number().int(),
    }),
  }),
  steps: z.array(StepComparisonView),
  movedActivities: z.array(MovedActivityView),
  /** All moved activities by direction. */
  moved: MoveCounts,
  tasksCompleted: z.array(CompletedTaskView),
  leftOut: LeftOutView,
});
export type CompareOutput = z.infer<typeof CompareOutput>;
