/**
 * Wire shapes of the assessment (product-spec §3, `@hai/domain` view schemas), built from the
 * question bank. The bank is constant, so each question and step view is built once per locale
 * and reused: the answer path does no per-request translation work.
 *
 * Counts follow the company's path (domain-design.md §9): a step's `questionCount`, a question's
 * `numberInStep` and the progress count the questions the company's profile is asked
 * ({@link pathOf}), not the bank's.
 */
import type { LOCALES } from '@hai/domain';
import {
  QUESTIONS,
  STEPS,
  UNKNOWN_PROFILE,
  assessmentPath,
  pathMinutes,
  profileOfAnswers,
  questionView as bankQuestionView,
  roundHalfAwayFromZero,
  scoreStep,
  stepPerformance,
  type AnswerRecord,
  type AssessmentPath,
  type CompanyProfile,
  type Locale,
  type ProgressView,
  type QuestionView,
  type StepDef,
  type StepResult,
  type StepScoreView,
  type StepView,
} from '@hai/domain';

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

const QUESTION_VIEWS = perLocale((l) => QUESTIONS.map((q) => bankQuestionView(q, l)));
const STEP_VIEWS = perLocale((l) => STEPS.map((s) => buildStepView(s, l)));

/** The paths built so far, by profile (a profile has a few dozen possible values at most). */
const PATHS = new Map<string, AssessmentPath>();

/**
 * The questions a company of `profile` is asked ({@link assessmentPath}), built once per profile
 * and reused. Without a profile (nothing known), the whole bank.
 */
export function pathOf(profile: CompanyProfile = UNKNOWN_PROFILE): AssessmentPath {
  const key = JSON.stringify(profile);
  let path = PATHS.get(key);
  if (!path) {
    path = assessmentPath(profile);
    PATHS.set(key, path);
  }
  return path;
}

/** The path of everything known: every question of the bank. */
export const FULL_PATH = pathOf(UNKNOWN_PROFILE);

/**
 * The question with bank number `n` (1..180) in `locale`; `numberInStep` is its position among
 * its step's questions on `path` (the chat's "Question 3 of 12"). A question not on the path keeps
 * its bank position.
 */
export function questionView(n: number, locale: Locale, path: AssessmentPath = FULL_PATH): QuestionView {
  const view = QUESTION_VIEWS[locale][n - 1]!;
  const inStep = path.positionInStep(n);
  return inStep === undefined || inStep === view.numberInStep ? view : { ...view, numberInStep: inStep };
}

/** The step in `locale`, its `questionCount` the number of its questions on `path`. */
export function stepView(s: StepDef, locale: Locale, path: AssessmentPath = FULL_PATH): StepView {
  const view = STEP_VIEWS[locale][s.globalOrder - 1]!;
  const count = path.stepCounts[s.key];
  return count === view.questionCount ? view : { ...view, questionCount: count };
}

/** The 12 steps in `locale`, counted on `path` (see {@link stepView}). */
export function allStepViews(locale: Locale, path: AssessmentPath = FULL_PATH): readonly StepView[] {
  return path === FULL_PATH ? STEP_VIEWS[locale] : STEPS.map((s) => stepView(s, locale, path));
}

/** Bank number of each step's last question on `path`, in step order (0 when it asks none). */
function stepLastNumbers(path: AssessmentPath): number[] {
  const last = STEPS.map(() => 0);
  for (const q of path.questions) last[q.step.globalOrder - 1] = q.questionNumber;
  return last;
}

/** Minutes left by profile, locale and frontier, computed once each. */
const MINUTES = new Map<string, number>();

/**
 * Whole minutes (rounded up) to answer the questions of `profile`'s path after the frontier
 * `answered` in `locale` (`pathMinutes`, the reading-time model), 0 once the path is answered.
 */
export function minutesLeft(profile: CompanyProfile, locale: Locale, answered: number): number {
  if (answered >= pathOf(profile).last.questionNumber) return 0;
  const key = `${JSON.stringify(profile)}|${locale}|${answered}`;
  let minutes = MINUTES.get(key);
  if (minutes === undefined) {
    minutes = Math.ceil(pathMinutes(profile, locale, answered));
    MINUTES.set(key, minutes);
  }
  return minutes;
}

/**
 * Progress (spec §3) on the path of `profile` from the frontier `answered`: the bank number up to
 * which every asked question is answered (the assessment's `answered_count`). Answered are the
 * asked questions up to it, out of the path's total; a step is complete when its last asked
 * question is among them; the assessment when the frontier reaches the path's last question;
 * `minutesLeft` the time the rest of the path takes in `locale` ({@link minutesLeft}).
 */
export function progressView(
  answered: number,
  profile: CompanyProfile = UNKNOWN_PROFILE,
  locale: Locale = 'ro',
): ProgressView {
  const path = pathOf(profile);
  const count = path.countUpTo(answered);
  return {
    answeredQuestions: count,
    totalQuestions: path.total,
    completionPercentage: Math.round((count / path.total) * 10000) / 100,
    completedSteps: stepLastNumbers(path).filter((last) => last > 0 && last <= answered).length,
    totalSteps: STEPS.length,
    isCompleted: answered >= path.last.questionNumber,
    minutesLeft: minutesLeft(profile, locale, answered),
  };
}

/** Bank number of the first asked question after the frontier `answered`, or `null` when none is left. */
export function firstUnanswered(answered: number, path: AssessmentPath = FULL_PATH): number | null {
  return answered >= path.last.questionNumber ? null : (path.nextAfter(answered)?.questionNumber ?? null);
}

/**
 * One step's score on the wire (spec §3 "step score") from the user's answers, over the activities
 * that apply to `profile` (by default the profile of `records`, which must then hold the context
 * answers: pass it when `records` holds one step's answers only). `questionCount` is the step's
 * count on the profile's path.
 */
export function stepScoreView(
  step: StepDef,
  records: readonly AnswerRecord[],
  locale: Locale,
  profile: CompanyProfile = profileOfAnswers(records),
): StepScoreView {
  return stepResultView(step, scoreStep(step, records, { profile }), locale, profile);
}

/**
 * {@link stepScoreView} of a step already scored: `r` is `scoreStep` of `step` on answers whose
 * profile is `profile` (for example one of `scoreOverall`'s step results).
 */
export function stepResultView(
  step: StepDef,
  r: StepResult,
  locale: Locale,
  profile: CompanyProfile,
): StepScoreView {
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
    questionCount: pathOf(profile).stepCounts[step.key],
  };
}
