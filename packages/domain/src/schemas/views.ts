/**
 * Output schemas: the wire shapes the procedures return (product-spec §3), declared once with
 * `.output()` on each procedure. The server's output is checked against them (a drift is a 500
 * in tests, never a leak), the OpenAPI document shows them, and the web client infers its types
 * from the router.
 */
import { z } from 'zod';
import { BANDS } from '../scoring/constants.js';
import { LocaleSchema } from './common.js';
import { UserOutput } from './auth.js';
import { BandSummaryView } from './report.js';

/** `{ message }`: a translated confirmation. */
export const MessageOutput = z.object({ message: z.string() });
export type MessageOutput = z.infer<typeof MessageOutput>;

/** `{ message, email }`: registration, verification and reset confirmations. */
export const MessageEmailOutput = z.object({ message: z.string(), email: z.string() });
export type MessageEmailOutput = z.infer<typeof MessageEmailOutput>;

/**
 * `mailDelayed`: true while e-mail waits for a mail server that cannot be
 * reached, so the client says "we could not send it yet, we keep trying". The same for every
 * caller: it never tells whether an address has an account.
 */
const mailDelayed = z.boolean();

/** POST /auth/register answer: `{ message, email, mailDelayed }`. */
export const RegisterOutput = MessageEmailOutput.extend({ mailDelayed });
export type RegisterOutput = z.infer<typeof RegisterOutput>;

/** GET /mail-status answer: `{ delayed }`, whether e-mail is delayed right now (see `mailDelayed`). */
export const MailStatusOutput = z.object({ delayed: mailDelayed });
export type MailStatusOutput = z.infer<typeof MailStatusOutput>;

/**
 * Verify e-mail answer (spec §7): `{ message, email, alreadyVerified }`;
 * `alreadyVerified` is true when the link was already used and the address is confirmed.
 */
export const VerifyEmailOutput = MessageEmailOutput.extend({ alreadyVerified: z.boolean() });
export type VerifyEmailOutput = z.infer<typeof VerifyEmailOutput>;

/**
 * `{ message, cooldownSeconds, mailDelayed }`: resend verification and forgot password; the
 * client locks its button for `cooldownSeconds` (spec §9: 60 s), the server's own
 * one-e-mail-per-cooldown rule, and says the e-mail is delayed when `mailDelayed`.
 */
export const MailSentOutput = z.object({
  message: z.string(),
  cooldownSeconds: z.number().int().min(0),
  mailDelayed,
});
export type MailSentOutput = z.infer<typeof MailSentOutput>;

/** POST /auth/login answer (spec §3): the bearer token, the user and when the session ends (ISO 8601). */
export const LoginOutput = z.object({ token: z.string(), user: UserOutput, expiresAt: z.iso.datetime() });
export type LoginOutput = z.infer<typeof LoginOutput>;

/** GET /auth/me answer. */
export const MeOutput = z.object({ user: UserOutput });
export type MeOutput = z.infer<typeof MeOutput>;

/** PUT /auth/update-locale answer. */
export const UpdateLocaleOutput = z.object({ message: z.string(), user: UserOutput });
export type UpdateLocaleOutput = z.infer<typeof UpdateLocaleOutput>;

/** An answer option (spec §3). */
export const OptionView = z.object({
  id: z.string(),
  key: z.string(),
  optionText: z.string(),
  requiresInput: z.boolean(),
  inputType: z.enum(['integer', 'decimal', 'text']).nullable(),
  inputMin: z.number().nullable(),
  inputMax: z.number().nullable(),
  /** Maximum length of a text input. */
  maxLength: z.number().nullable(),
  /** "None of these": cannot be combined with other options. */
  exclusive: z.boolean(),
});
export type OptionView = z.infer<typeof OptionView>;

/**
 * A question (spec §3); `numberInStep` is 1-based. `kind` (an addition): `activity` questions
 * share the one answer scale A–E (domain-design.md §2), `context` questions ask a fact in bands.
 */
export const QuestionView = z.object({
  id: z.string(),
  questionNumber: z.number().int().min(1),
  questionText: z.string(),
  questionType: z.enum(['single_choice', 'multiple_choice']),
  kind: z.enum(['activity', 'context']),
  stepId: z.string(),
  numberInStep: z.number().int().min(1),
  options: z.array(OptionView),
});
export type QuestionView = z.infer<typeof QuestionView>;

/** A step (spec §3); `id` is the step key, `aiPercent`/`humanPercent` its target split. */
export const StepView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  globalOrder: z.number().int().min(1).max(12),
  order: z.number().int().min(1).max(12),
  questionCount: z.number().int(),
  aiPercent: z.number(),
  humanPercent: z.number(),
});
export type StepView = z.infer<typeof StepView>;

/** A stored answer. */
export const AnswerView = z.object({
  selectedOptionIds: z.array(z.string()),
  additionalInputs: z.record(z.string(), z.string()),
});
export type AnswerView = z.infer<typeof AnswerView>;

/**
 * The answer a question shows selected (spec §3 `existingAnswer`): the user's own saved answer
 * (`source: 'saved'`), or, while re-taking, the answer the previous assessment
 * gave to the same question id (`source: 'previous'`): a suggestion, not saved, offered only when
 * the question is still in the bank and the answer still validates against its options. Submitting
 * it as usual saves it. This server always sends `source`; a client may read its absence as
 * `saved` (the schema keeps it optional so shapes written before re-takes existed stay valid).
 */
export const ExistingAnswerView = AnswerView.extend({
  source: z.enum(['saved', 'previous']).optional(),
});
export type ExistingAnswerView = z.infer<typeof ExistingAnswerView>;

/**
 * Progress (spec §3) on the company's path (domain-design.md §9): `answeredQuestions` of
 * `totalQuestions` asked questions, `completionPercentage` a decimal 0..100. `minutesLeft` (an
 * addition): whole minutes, rounded up, to answer the rest of the path by the reading-time model
 * (0 once completed); the server always sends it, the schema keeps it optional so shapes written
 * before it stay valid.
 */
export const ProgressView = z.object({
  answeredQuestions: z.number().int().min(0),
  totalQuestions: z.number().int(),
  completionPercentage: z.number().min(0).max(100),
  completedSteps: z.number().int().min(0),
  totalSteps: z.number().int(),
  isCompleted: z.boolean(),
  minutesLeft: z.number().int().min(0).optional(),
});
export type ProgressView = z.infer<typeof ProgressView>;

/**
 * GET /assessment/status answer, for the user's latest assessment (a user may have
 * several). `retakeReminderAt`: the day (`YYYY-MM-DD`, UTC) the user asked to be reminded to
 * re-take, or null; `retakeDue`: that day has come and the latest assessment is completed (the
 * dashboard shows the reminder). `assessmentCount`: the user's assessments, re-takes included.
 */
export const StatusOutput = z.object({
  started: z.boolean(),
  completed: z.boolean(),
  assessmentId: z.string().nullable(),
  assessmentCount: z.number().int().min(0),
  retakeReminderAt: z.iso.date().nullable(),
  retakeDue: z.boolean(),
});
export type StatusOutput = z.infer<typeof StatusOutput>;

/**
 * The chat's state (spec §3 "current assessment response"): the question shown, its step, the
 * earlier questions of that step with their answers, the existing answer and the progress.
 * Before the first answer there is no assessment yet: `assessmentId` is null, status `not_started`.
 */
export const CurrentView = z.object({
  assessmentId: z.string().nullable(),
  status: z.enum(['not_started', 'started', 'completed']),
  completed: z.boolean(),
  currentQuestion: QuestionView.nullable(),
  currentStep: StepView,
  allSteps: z.array(StepView),
  stepHistory: z.array(z.object({ question: QuestionView, answer: AnswerView })),
  /** The current question's answer: saved, or suggested from the previous assessment (see {@link ExistingAnswerView}). */
  existingAnswer: ExistingAnswerView.nullable(),
  progress: ProgressView,
  /**
   * The completed assessment this one re-takes (its answers are the suggestions), or null
   *.
   */
  previousAssessmentId: z.string().nullable().optional(),
  /** Version of the question bank the assessment is answered on (`BANK_VERSION`). */
  bankVersion: z.number().int(),
  /**
   * `bank-updated` when a started assessment recorded on an older bank version was restarted on
   * the current one (its old answers kept, unscored), until the first new answer.
   */
  notice: z.enum(['bank-updated']).nullable(),
});
export type CurrentView = z.infer<typeof CurrentView>;

/** Performance of a step against its ideal (spec §4 "Step performance"). */
export const StepPerformanceSchema = z.enum(['developing', 'excellent', 'good', 'needs_improvement']);

/**
 * One step's score (spec §3 "step score", domain-design.md §3). `your*`, `score` and `alignment`
 * are null when the step is not scored: every activity answered E (`allAnswersAreOptionE`), fewer
 * than 5 practised answers (`insufficient`, "not enough answers to score") or unanswered.
 */
export const StepScoreView = z.object({
  stepId: z.string(),
  stepName: z.string(),
  stepOrder: z.number().int(),
  yourAiPercent: z.number().nullable(),
  yourHumanPercent: z.number().nullable(),
  targetAiPercent: z.number(),
  targetHumanPercent: z.number(),
  allAnswersAreOptionE: z.boolean(),
  /** Some practised answers, but fewer than the 5 a step needs to be scored. */
  insufficient: z.boolean(),
  /** The step score, alignment × coverage, rounded, 0..100. */
  score: z.number().min(0).max(100).nullable(),
  /**
   * Alignment, rounded, 0..100: how closely the practised activities match their ideals (full at
   * the ideal, half one scale step away, none further).
   */
  alignment: z.number().min(0).max(100).nullable(),
  /** Coverage: practised activities ÷ activity questions, 0..1. */
  coverage: z.number().min(0).max(1),
  /** Activities answered A–D. */
  practisedCount: z.number().int().min(0),
  /** Activity questions of the step. */
  activityCount: z.number().int().min(0),
  /** Activities answered E ("we don't do this yet"). */
  notYetCount: z.number().int().min(0),
  /** Practised activities answered exactly at their ideal. */
  atIdealCount: z.number().int().min(0),
  performance: StepPerformanceSchema.nullable(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
});
export type StepScoreView = z.infer<typeof StepScoreView>;

/**
 * POST /assessment/answer answer (spec §3 "submission response"), near constant in size: the next
 * question with its existing answer, the progress, when this answer finished a step that step with
 * its score for the step-progress page, and when it changed the company's path the steps' new
 * question counts (12 numbers). No step history (the chat already shows it).
 */
export const SubmissionView = z.object({
  completed: z.boolean(),
  nextQuestion: QuestionView.nullable(),
  nextStep: StepView.nullable(),
  /** The next question's answer: saved, or suggested from the previous assessment (see {@link ExistingAnswerView}). */
  existingAnswer: ExistingAnswerView.nullable(),
  progress: ProgressView,
  /** The step whose last question was just answered, with its score; null otherwise. */
  completedStep: z.object({ step: StepView, score: StepScoreView }).nullable(),
  /**
   * Each step's question count on the company's path, in step order (12 numbers), when this
   * answer changed the path (an answer to a context question that decides which activities apply:
   * domain-design.md §9); null otherwise, when the counts the chat shows still hold. The only part
   * of a step's view that depends on the path. Optional for clients of the earlier shape.
   */
  stepQuestionCounts: z.array(z.number().int().min(0)).length(12).nullable().optional(),
});
export type SubmissionView = z.infer<typeof SubmissionView>;

/** GET /assessment/steps answer. */
export const StepsOutput = z.object({ steps: z.array(StepView) });
export type StepsOutput = z.infer<typeof StepsOutput>;

/** A step the overview names as furthest from its target. */
export const FurthestStepView = z.object({
  stepId: z.string(),
  stepOrder: z.number().int(),
  stepName: z.string(),
  yourHumanPercent: z.number(),
  targetHumanPercent: z.number(),
  /** yourHumanPercent − targetHumanPercent, points (+ = too much human). */
  gap: z.number(),
});

/** A step the overview names for its activities not done yet ("coverage gaps"). */
export const CoverageGapView = z.object({
  stepId: z.string(),
  stepOrder: z.number().int(),
  stepName: z.string(),
  /** Activities answered E. */
  notYetCount: z.number().int().min(1),
  activityCount: z.number().int().min(1),
});

/**
 * The executive summary (`report/summary.ts`): at most 250 words, in the
 * requested locale — headings and sentences ready to show, with the numbers beside them.
 */
export const ExecutiveSummaryView = z.object({
  title: z.string(),
  headline: z.string(),
  gapsTitle: z.string(),
  gaps: z.array(
    z.object({
      stepId: z.string(),
      stepName: z.string(),
      score: z.number().nullable(),
      shortfall: z.number(),
      text: z.string(),
    }),
  ),
  actionsTitle: z.string(),
  actions: z.array(
    z.object({
      day: z.union([z.literal(30), z.literal(60), z.literal(90)]),
      title: z.string(),
      category: z.string(),
      text: z.string(),
    }),
  ),
  investmentTitle: z.string(),
  investment: z.object({
    lowEur: z.number().int().min(0),
    highEur: z.number().int().min(0),
    bandRange: z.string(),
    text: z.string(),
  }),
  wordCount: z.number().int().min(0),
});
export type ExecutiveSummaryView = z.infer<typeof ExecutiveSummaryView>;

/**
 * GET /assessment/overall-score answer (spec §3) with the per-step scores for the radar charts,
 * and the overview's advice: the executive summary, the band's summary (focus,
 * priority, timeline, investment, recommendations; null when nothing is scored), the steps
 * furthest from their target and those with the most activities not done yet.
 */
export const OverallScoreView = z.object({
  overallScore: z.number().min(0).max(100),
  categoryCount: z.number().int().min(0).max(12),
  band: z.enum(BANDS).nullable(),
  steps: z.array(StepScoreView),
  executiveSummary: ExecutiveSummaryView.nullable(),
  summary: BandSummaryView.nullable(),
  furthestSteps: z.array(FurthestStepView),
  coverageGaps: z.array(CoverageGapView),
});
export type OverallScoreView = z.infer<typeof OverallScoreView>;

/** GET /health answer: the process is up. */
export const HealthOutput = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export type HealthOutput = z.infer<typeof HealthOutput>;

/** GET /ready answer: the database answers and every migration is applied (503 otherwise). */
export const ReadyOutput = z.object({
  status: z.literal('ready'),
  database: z.enum(['postgres', 'pglite']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
});
export type ReadyOutput = z.infer<typeof ReadyOutput>;

/** Optional `locale` of a query that returns translated text: part of the query key, so a language switch refetches. */
export const LocaleQuery = z.strictObject({ locale: LocaleSchema.optional() });
export type LocaleQuery = z.infer<typeof LocaleQuery>;
