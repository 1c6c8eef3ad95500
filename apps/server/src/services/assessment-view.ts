/**
 * Wire shapes of the assessment (product-spec §3), built from the question bank in a locale.
 */
import { QUESTIONS, STEPS, TOTAL_QUESTIONS, type BankQuestion, type Locale, type StepDef } from '@hai/domain';

/** Option on the wire (spec §3). */
export interface OptionView {
  id: string;
  key: string;
  optionText: string;
  requiresInput: boolean;
  inputType: 'integer' | 'text' | null;
  inputMin: number | null;
  inputMax: number | null;
  /** Maximum length of a text input. */
  maxLength: number | null;
  /** "None of these": cannot be combined with other options. */
  exclusive: boolean;
}

/** Question on the wire (spec §3). */
export interface QuestionView {
  id: string;
  questionNumber: number;
  questionText: string;
  questionType: 'single_choice' | 'multiple_choice';
  stepId: string;
  /** 1-based position inside the step. */
  numberInStep: number;
  options: OptionView[];
}

/** Step on the wire (spec §3). `id` is the step key. */
export interface StepView {
  id: string;
  name: string;
  description: string;
  globalOrder: number;
  order: number;
  questionCount: number;
  aiPercent: number;
  humanPercent: number;
}

/** A stored answer on the wire. */
export interface AnswerView {
  selectedOptionIds: string[];
  additionalInputs: Record<string, string>;
}

/** Progress (spec §3); `completionPercentage` is a decimal 0..100. */
export interface ProgressView {
  answeredQuestions: number;
  totalQuestions: number;
  completionPercentage: number;
  completedSteps: number;
  totalSteps: number;
  isCompleted: boolean;
}

export function questionView(q: BankQuestion, locale: Locale): QuestionView {
  return {
    id: q.id,
    questionNumber: q.questionNumber,
    questionText: q.text[locale],
    questionType: q.type,
    stepId: q.step.key,
    numberInStep: q.indexInStep + 1,
    options: q.options.map((o) => ({
      id: o.id,
      key: o.key,
      optionText: o.text[locale],
      requiresInput: o.input !== undefined,
      inputType: o.input?.type ?? null,
      inputMin: o.input?.type === 'integer' ? o.input.min : null,
      inputMax: o.input?.type === 'integer' ? o.input.max : null,
      maxLength: o.input?.type === 'text' ? o.input.maxLength : null,
      exclusive: o.exclusive === true,
    })),
  };
}

export function stepView(s: StepDef, locale: Locale): StepView {
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

/** Progress from the set of answered question ids. */
export function progressView(answered: ReadonlySet<string>): ProgressView {
  const completedSteps = STEPS.filter((s) => s.questions.every((q) => answered.has(q.id))).length;
  const isCompleted = answered.size >= TOTAL_QUESTIONS;
  return {
    answeredQuestions: answered.size,
    totalQuestions: TOTAL_QUESTIONS,
    completionPercentage: Math.round((answered.size / TOTAL_QUESTIONS) * 10000) / 100,
    completedSteps,
    totalSteps: STEPS.length,
    isCompleted,
  };
}

/** Global number of the first unanswered question, or `null` when all are answered. */
export function firstUnanswered(answered: ReadonlySet<string>): number | null {
  const q = QUESTIONS.find((x) => !answered.has(x.id));
  return q ? q.questionNumber : null;
}
