/**
 * Wire shapes of the assessment (product-spec §3, `@hai/domain` view schemas), built from the
 * question bank. The bank is constant, so each question and step view is built once per locale
 * and reused: the answer path does no per-request translation work.
 */
import type { LOCALES } from '@hai/domain';
import {
  QUESTIONS,
  STEPS,
  TOTAL_QUESTIONS,
  getQuestion,
  roundHalfAwayFromZero,
  scoreStep,
  stepPerformance,
  type AnswerRecord,
  type BankQuestion,
  type Locale,
  type ProgressView,
  type QuestionView,
  type StepDef,
  type StepScoreView,
  type StepView,
} from '@hai/domain';

function buildQuestionView(q: BankQuestion, locale: Locale): QuestionView {
  return {
    id: q.id,
    questionNumber: q.questionNumber,
    questionText: q.text[locale],
    questionType: q.type,
    kind: q.kind,
    stepId: q.step.key,
    numberInStep: q.indexInStep + 1,
    options: q.options.map((o) => ({
      id: o.id,
      key: o.key,
      optionText: o.text[locale],
      requiresInput: o.input !== undefined,
      inputType: o.input?.type ?? null,
      inputMin: o.input && o.input.type !== 'text' ? o.input.min : null,
      inputMax: o.input && o.input.type !== 'text' ? o.input.max : null,
      maxLength: o.input?.type === 'text' ? o.input.maxLength : null,
      exclusive: o.exclusive === true,
    })),
  };
}

function buildStepView(s: StepDef, locale: Locale): StepView {
  return {
    id: s.key,
    name: s.name[locale],
    description: s.description[locale],
    globalOrder: s.globalOrder,
    order: s.globalOrder,
    questionCount: s.questions.length,
    aiPercent: 100 - s.targetHumanPercent,
    humanPercent: s.targetHumanPercent,
  };
}

/** One value per locale, built once. */
function perLocale<T>(build: (locale: Locale) => T): Record<Locale, T> {
  return { en: build('en'), ro: build('ro') } satisfies Record<(typeof LOCALES)[number], T>;
}

const QUESTION_VIEWS = perLocale((l) => QUESTIONS.map((q) => buildQuestionView(q, l)));
const STEP_VIEWS = perLocale((l) => STEPS.map((s) => buildStepView(s, l)));
/** Global number of each step's last question, in step order. */
const STEP_LAST_NUMBER = STEPS.map((s) => getQuestion(s.questions.at(-1)!.id)!.questionNumber);

/** The question with global number `n` (1..180) in `locale`. */
export function questionView(n: number, locale: Locale): QuestionView {
  return QUESTION_VIEWS[locale][n - 1]!;
}

/** The step in `locale`. */
export function stepView(s: StepDef, locale: Locale): StepView {
  return STEP_VIEWS[locale][s.globalOrder - 1]!;
}

/** The 12 steps in `locale`. */
export function allStepViews(locale: Locale): readonly StepView[] {
  return STEP_VIEWS[locale];
}

/**
 * Progress (spec §3) from the number of answered questions: questions are answered in order, so
 * they are 1..`answered`, and a step is complete when its last question is among them.
 */
export function progressView(answered: number): ProgressView {
  return {
    answeredQuestions: answered,
    totalQuestions: TOTAL_QUESTIONS,
    completionPercentage: Math.round((answered / TOTAL_QUESTIONS) * 10000) / 100,
    completedSteps: STEP_LAST_NUMBER.filter((last) => last <= answered).length,
    totalSteps: STEPS.length,
    isCompleted: answered >= TOTAL_QUESTIONS,
  };
}

/** Global number of the first unanswered question, or `null` when all are answered. */
export function firstUnanswered(answered: number): number | null {
  return answered < TOTAL_QUESTIONS ? answered + 1 : null;
}

/** One step's score on the wire (spec §3 "step score") from the user's answers. */
export function stepScoreView(
  step: StepDef,
  records: readonly AnswerRecord[],
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
    insufficient: r.insufficient,
    score: r.score === null ? null : roundHalfAwayFromZero(r.score),
    alignment: r.alignment === null ? null : roundHalfAwayFromZero(r.alignment),
    coverage: r.coverage,
    practisedCount: r.practisedCount,
    activityCount: r.activityCount,
    notYetCount: r.notYetCount,
    atIdealCount: r.atIdealCount,
    performance:
      r.yourHumanPercent === null ? null : stepPerformance(r.yourHumanPercent, r.targetHumanPercent),
    answeredCount: r.answeredCount,
    questionCount: step.questions.length,
  };
}
