/**
 * The question bank (domain-design.md §2): 12 steps × 15 questions, in step order.
 * Global question numbers (1..180) follow from that order and are derived here, never stored.
 */
import type { OptionDef, QuestionDef, StepDef, StepKey } from './types.js';
import { viziune } from './steps/viziune.js';
import { claritate } from './steps/claritate.js';
import { decizie } from './steps/decizie.js';
import { amplificare } from './steps/amplificare.js';
import { curaj } from './steps/curaj.js';
import { convergenta } from './steps/convergenta.js';
import { colaborare } from './steps/colaborare.js';
import { sisteme } from './steps/sisteme.js';
import { predictii } from './steps/predictii.js';
import { integrare } from './steps/integrare.js';
import { transformare } from './steps/transformare.js';
import { impact } from './steps/impact.js';

export * from './types.js';
export { READING_MINUTES } from './reading-minutes.js';

/**
 * Question ids replaced by a question on another topic (docs/question-authoring.md rule 8). They
 * are never reused, so a stored answer can never be read against a different question.
 */
export const RETIRED_QUESTION_IDS: readonly string[] = [
  'curaj-14',
  'convergenta-14',
  'integrare-11',
  'integrare-14',
  'transformare-13',
  'impact-11',
];

/** The 12 steps in `globalOrder`. */
export const STEPS: readonly StepDef[] = [
  viziune,
  claritate,
  decizie,
  amplificare,
  curaj,
  convergenta,
  colaborare,
  sisteme,
  predictii,
  integrare,
  transformare,
  impact,
];

/** A question with its place in the bank. */
export interface BankQuestion extends QuestionDef {
  /** 1-based global number (1..180). */
  questionNumber: number;
  step: StepDef;
  /** 0-based position inside its step. */
  indexInStep: number;
}

/** All questions in order, with global numbers. */
export const QUESTIONS: readonly BankQuestion[] = STEPS.flatMap((step, s) =>
  step.questions.map((q, i) => ({
    ...q,
    step,
    indexInStep: i,
    questionNumber: STEPS.slice(0, s).reduce((n, prev) => n + prev.questions.length, 0) + i + 1,
  })),
);

/** Total number of questions (180 once the bank is complete). */
export const TOTAL_QUESTIONS = QUESTIONS.length;

const questionById = new Map(QUESTIONS.map((q) => [q.id, q]));
const optionById = new Map<string, { option: OptionDef; question: BankQuestion }>(
  QUESTIONS.flatMap((question) =>
    question.options.map((option) => [option.id, { option, question }] as const),
  ),
);
const stepByKey = new Map(STEPS.map((s) => [s.key, s]));

/** Question by id, or `undefined`. */
export function getQuestion(id: string): BankQuestion | undefined {
  return questionById.get(id);
}

/** Option (with its question) by option id, or `undefined`. */
export function getOption(id: string): { option: OptionDef; question: BankQuestion } | undefined {
  return optionById.get(id);
}

/** Step by key, or `undefined`. */
export function getStep(key: string): StepDef | undefined {
  return stepByKey.get(key as StepKey);
}

/** Question by 1-based global number, or `undefined`. */
export function getQuestionByNumber(n: number): BankQuestion | undefined {
  return QUESTIONS[n - 1];
}
