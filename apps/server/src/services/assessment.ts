/**
 * Assessment use cases shared by tRPC and REST (product-spec §3, §4, §7): status, current
 * question, answer, previous, steps, step score, overall score. Questions are answered in order;
 * an earlier answer may be changed through "previous".
 */
import { and, eq } from 'drizzle-orm';
import { answers, assessments, type AnswerRow, type AssessmentRow } from '@hai/db';
import {
  STEPS,
  TOTAL_QUESTIONS,
  getQuestion,
  getQuestionByNumber,
  getStep,
  roundHalfAwayFromZero,
  scoreOverall,
  scoreStep,
  stepPerformance,
  validateAnswer,
  type AnswerSubmission,
  type Locale,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';
import {
  firstUnanswered,
  progressView,
  questionView,
  stepView,
  type AnswerView,
  type ProgressView,
  type QuestionView,
  type StepView,
} from './assessment-view.js';

interface Loaded {
  assessment: AssessmentRow;
  answers: Map<string, AnswerRow>;
}

async function ensureAssessment(deps: Deps, userId: string): Promise<AssessmentRow> {
  const found = await deps.db.select().from(assessments).where(eq(assessments.userId, userId));
  if (found[0]) return found[0];
  await deps.db.insert(assessments).values({ userId }).onConflictDoNothing({ target: assessments.userId });
  const [row] = await deps.db.select().from(assessments).where(eq(assessments.userId, userId));
  return row!;
}

async function load(deps: Deps, userId: string): Promise<Loaded> {
  const assessment = await ensureAssessment(deps, userId);
  const rows = await deps.db.select().from(answers).where(eq(answers.assessmentId, assessment.id));
  return { assessment, answers: new Map(rows.map((r) => [r.questionId, r])) };
}

function answerView(row: AnswerRow | undefined): AnswerView | null {
  return row ? { selectedOptionIds: row.selectedOptionIds, additionalInputs: row.additionalInputs } : null;
}

async function moveCursor(deps: Deps, assessment: AssessmentRow, questionNumber: number): Promise<void> {
  if (assessment.currentQuestionNumber === questionNumber) return;
  await deps.db
    .update(assessments)
    .set({ currentQuestionNumber: questionNumber, updatedAt: new Date() })
    .where(eq(assessments.id, assessment.id));
  assessment.currentQuestionNumber = questionNumber;
}

/** The chat's state (spec §3 "current assessment response"). */
export interface CurrentView {
  assessmentId: string;
  status: 'started' | 'completed';
  completed: boolean;
  currentQuestion: QuestionView | null;
  currentStep: StepView;
  allSteps: StepView[];
  /** Earlier questions of the current step with their answers, oldest first. */
  stepHistory: { question: QuestionView; answer: AnswerView }[];
  existingAnswer: AnswerView | null;
  progress: ProgressView;
}

function buildCurrent(loaded: Loaded, questionNumber: number | null, locale: Locale): CurrentView {
  const answered = new Set(loaded.answers.keys());
  const question = questionNumber === null ? undefined : getQuestionByNumber(questionNumber);
  const step = question?.step ?? STEPS[STEPS.length - 1]!;
  const history = question
    ? step.questions.slice(0, question.indexInStep).flatMap((q) => {
        const a = answerView(loaded.answers.get(q.id));
        return a ? [{ question: questionView(getQuestion(q.id)!, locale), answer: a }] : [];
      })
    : [];
  const progress = progressView(answered);
  return {
    assessmentId: loaded.assessment.id,
    status: progress.isCompleted ? 'completed' : 'started',
    completed: progress.isCompleted,
    currentQuestion: question ? questionView(question, locale) : null,
    currentStep: stepView(step, locale),
    allSteps: STEPS.map((s) => stepView(s, locale)),
    stepHistory: history,
    existingAnswer: question ? answerView(loaded.answers.get(question.id)) : null,
    progress,
  };
}

/** Whether the user has started and completed the assessment (spec §7 GET /assessment/status). */
export async function status(
  deps: Deps,
  principal: Principal,
): Promise<{ started: boolean; completed: boolean; assessmentId: string | null }> {
  const [row] = await deps.db.select().from(assessments).where(eq(assessments.userId, principal.user.id));
  return {
    started: row !== undefined,
    completed: row?.status === 'completed',
    assessmentId: row?.id ?? null,
  };
}

/**
 * The current question and chat state. With `redirectToUnanswered` (default) the chat resumes
 * at the first unanswered question; without it (results screen) the stored position is kept.
 */
export async function current(
  deps: Deps,
  principal: Principal,
  redirectToUnanswered: boolean,
  locale: Locale,
): Promise<CurrentView> {
  const loaded = await load(deps, principal.user.id);
  const next = firstUnanswered(new Set(loaded.answers.keys()));
  if (redirectToUnanswered) {
    if (next !== null) await moveCursor(deps, loaded.assessment, next);
    return buildCurrent(loaded, next, locale);
  }
  return buildCurrent(loaded, loaded.assessment.currentQuestionNumber, locale);
}

/** Answer to a submission (spec §3 "submission response"). */
export interface SubmissionView {
  completed: boolean;
  nextQuestion: QuestionView | null;
  nextStep: StepView | null;
  existingAnswer: AnswerView | null;
  progress: ProgressView;
  /** The step whose last question was just answered, if any (for the step-progress page). */
  completedStep: StepView | null;
  stepHistory: { question: QuestionView; answer: AnswerView }[];
}

/**
 * Save an answer (spec §5 rules, 400 with fields on bad input) and move to the next question.
 * Only answered questions and the first unanswered one may be answered (409 otherwise).
 */
export async function answer(
  deps: Deps,
  principal: Principal,
  input: AnswerSubmission,
  locale: Locale,
): Promise<SubmissionView> {
  const question = getQuestion(input.questionId);
  if (!question) {
    throw new DomainError('VALIDATION_ERROR', 'answer.unknownQuestion', {
      fields: [{ field: 'questionId', code: 'answer.unknownQuestion' }],
    });
  }
  const loaded = await load(deps, principal.user.id);
  const firstOpen = firstUnanswered(new Set(loaded.answers.keys()));
  if (firstOpen !== null && question.questionNumber > firstOpen) {
    throw new DomainError('CONFLICT', 'answer.notCurrent');
  }
  const checked = validateAnswer(question, input.selectedOptionIds, input.additionalInputs, locale);
  if (!checked.ok) {
    throw new DomainError('VALIDATION_ERROR', checked.issues[0]!.code, {
      fields: checked.issues,
      params: checked.issues[0]!.params,
    });
  }
  const now = new Date();
  const next =
    question.questionNumber < TOTAL_QUESTIONS ? getQuestionByNumber(question.questionNumber + 1) : undefined;
  const answeredAfter = new Set([...loaded.answers.keys(), question.id]);
  const progress = progressView(answeredAfter);
  // The answer and the chat position change together.
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(answers)
      .values({
        assessmentId: loaded.assessment.id,
        questionId: question.id,
        selectedOptionIds: checked.selectedOptionIds,
        additionalInputs: checked.additionalInputs,
      })
      .onConflictDoUpdate({
        target: [answers.assessmentId, answers.questionId],
        set: {
          selectedOptionIds: checked.selectedOptionIds,
          additionalInputs: checked.additionalInputs,
          updatedAt: now,
        },
      })
      .returning();
    await tx
      .update(assessments)
      .set({
        currentQuestionNumber: next?.questionNumber ?? question.questionNumber,
        status: progress.isCompleted ? 'completed' : 'started',
        completedAt: progress.isCompleted ? (loaded.assessment.completedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(assessments.id, loaded.assessment.id));
    return saved!;
  });
  loaded.answers.set(question.id, row);
  const stepDone = question.indexInStep === question.step.questions.length - 1;
  const nextView = !progress.isCompleted && next ? buildCurrent(loaded, next.questionNumber, locale) : null;
  return {
    completed: progress.isCompleted,
    nextQuestion: nextView?.currentQuestion ?? null,
    nextStep: nextView?.currentStep ?? null,
    existingAnswer: nextView?.existingAnswer ?? null,
    progress,
    completedStep: stepDone ? stepView(question.step, locale) : null,
    stepHistory: nextView?.stepHistory ?? [],
  };
}

/** Go back one question (spec §4 back button): returns the chat state there, with its answer. */
export async function previous(deps: Deps, principal: Principal, locale: Locale): Promise<CurrentView> {
  const loaded = await load(deps, principal.user.id);
  const at = loaded.assessment.currentQuestionNumber;
  if (at <= 1) throw new DomainError('CONFLICT', 'assessment.noPrevious');
  await moveCursor(deps, loaded.assessment, at - 1);
  return buildCurrent(loaded, at - 1, locale);
}

/** The 12 steps (spec §7 GET /assessment/steps). */
export function steps(locale: Locale): { steps: StepView[] } {
  return { steps: STEPS.map((s) => stepView(s, locale)) };
}

/** One step's score (spec §3 "step score"); `your*` are null when nothing in the step is scored. */
export interface StepScoreView {
  stepId: string;
  stepName: string;
  stepOrder: number;
  yourAiPercent: number | null;
  yourHumanPercent: number | null;
  targetAiPercent: number;
  targetHumanPercent: number;
  allAnswersAreOptionE: boolean;
  /** Alignment A(s), rounded, 0..100; null when nothing is scored. */
  alignment: number | null;
  performance: ReturnType<typeof stepPerformance> | null;
  answeredCount: number;
  questionCount: number;
  /** Scored answers / answered questions, 0..1. */
  adoption: number | null;
}

async function answerRecords(deps: Deps, userId: string) {
  const rows = await deps.db
    .select({ questionId: answers.questionId, selectedOptionIds: answers.selectedOptionIds })
    .from(answers)
    .innerJoin(assessments, and(eq(assessments.id, answers.assessmentId), eq(assessments.userId, userId)));
  return rows;
}

function stepScoreView(
  step: (typeof STEPS)[number],
  records: { questionId: string; selectedOptionIds: string[] }[],
  locale: Locale,
): StepScoreView {
  const r = scoreStep(step, records);
  return {
    stepId: step.key,
    stepName: step.name[locale],
    stepOrder: step.globalOrder,
    yourAiPercent: r.yourAiPercent,
    yourHumanPercent: r.yourHumanPercent,
    targetAiPercent: r.targetAiPercent,
    targetHumanPercent: r.targetHumanPercent,
    allAnswersAreOptionE: r.allAnswersAreOptionE,
    alignment: r.alignment === null ? null : roundHalfAwayFromZero(r.alignment),
    performance:
      r.yourHumanPercent === null ? null : stepPerformance(r.yourHumanPercent, r.targetHumanPercent),
    answeredCount: r.answeredCount,
    questionCount: step.questions.length,
    adoption: r.adoption,
  };
}

/** Score of one step by key (404 for an unknown key). */
export async function stepScore(
  deps: Deps,
  principal: Principal,
  stepKey: string,
  locale: Locale,
): Promise<StepScoreView> {
  const step = getStep(stepKey.toUpperCase());
  if (!step) throw new DomainError('NOT_FOUND', 'assessment.unknownStep');
  return stepScoreView(step, await answerRecords(deps, principal.user.id), locale);
}

/** Overall score (spec §3) with per-step results for the radar charts. */
export async function overallScore(deps: Deps, principal: Principal, locale: Locale) {
  const records = await answerRecords(deps, principal.user.id);
  const overall = scoreOverall(STEPS, records);
  return {
    overallScore: overall.overallScore,
    categoryCount: overall.categoryCount,
    band: overall.band,
    steps: STEPS.map((s) => stepScoreView(s, records, locale)),
  };
}
