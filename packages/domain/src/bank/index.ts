/**
 * The question bank, version 3 (domain-design.md §2): 12 steps × 15 questions, in step order.
 * Global question numbers (1..180) follow from that order and are derived here, never stored.
 */
import type { ContextFactKey } from './context-facts.js';
import type { ActivityQuestion, OptionDef, QuestionDef, StepDef, StepKey } from './types.js';
import { viziune } from './steps/viziune/index.js';
import { claritate } from './steps/claritate/index.js';
import { decizie } from './steps/decizie/index.js';
import { amplificare } from './steps/amplificare/index.js';
import { curaj } from './steps/curaj/index.js';
import { convergenta } from './steps/convergenta/index.js';
import { colaborare } from './steps/colaborare/index.js';
import { sisteme } from './steps/sisteme/index.js';
import { predictii } from './steps/predictii/index.js';
import { integrare } from './steps/integrare/index.js';
import { transformare } from './steps/transformare/index.js';
import { impact } from './steps/impact/index.js';

export * from './types.js';
export * from './scale.js';
export * from './context-facts.js';
export * from './applicability.js';
export { optionId, questionId } from './define.js';
export { READING_MINUTES, READING_MINUTES_SHORTEST } from './reading-minutes.js';

/**
 * Version of the bank an assessment is answered on. Version 3 replaced the per-question weighted
 * options of version 2 by activity questions on one answer scale; version 4 (domain-design.md §9)
 * adds applicability: two context questions (how customers buy, where customer records are kept)
 * asked before the activities they decide, and the A/B boundary of the scale settled. An
 * assessment completed on version 3 keeps its results (its answers are read on this bank: the
 * question ids it shares are the same questions); a started one restarts on this version, its
 * answers offered again under their ids.
 */
export const BANK_VERSION = 4;

/** Activity ids of version 3 retired in version 4, to make room for the two context questions. */
const RETIRED_IN_V4: readonly string[] = ['viziune-direction-check', 'decizie-launch-tier'];

/** How many numbered questions each step had in version 2 (`<key>-01` .. `<key>-NN`). */
const V2_LAST_NUMBER: Readonly<Record<StepKey, number>> = {
  VIZIUNE: 15,
  CLARITATE: 15,
  DECIZIE: 15,
  AMPLIFICARE: 15,
  CURAJ: 16,
  CONVERGENTA: 16,
  COLABORARE: 15,
  SISTEME: 15,
  PREDICTII: 15,
  INTEGRARE: 17,
  TRANSFORMARE: 16,
  IMPACT: 16,
};

/**
 * Question ids that are no longer in the bank (domain-design.md §2): every id of versions 1 and 2
 * (`<key>-NN`, two digits) and the activities version 4 retired. They are never reused, so a
 * stored answer can never be read against a different question; version 3 ids are `<key>-<slug>`
 * with a slug that is not a number.
 */
export const RETIRED_QUESTION_IDS: readonly string[] = [
  ...Object.entries(V2_LAST_NUMBER).flatMap(([key, last]) =>
    Array.from({ length: last }, (_, i) => `${key.toLowerCase()}-${String(i + 1).padStart(2, '0')}`),
  ),
  ...RETIRED_IN_V4,
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
export type BankQuestion = QuestionDef & {
  /** 1-based global number (1..180). */
  questionNumber: number;
  step: StepDef;
  /** 0-based position inside its step. */
  indexInStep: number;
};

/** All questions in order, with global numbers. */
export const QUESTIONS: readonly BankQuestion[] = STEPS.flatMap((step, s) =>
  step.questions.map((q, i): BankQuestion => ({
    ...q,
    step,
    indexInStep: i,
    questionNumber: STEPS.slice(0, s).reduce((n, prev) => n + prev.questions.length, 0) + i + 1,
  })),
);

/** Total number of questions (180). */
export const TOTAL_QUESTIONS = QUESTIONS.length;

/** Every activity question of the bank, in order. */
export const ACTIVITY_QUESTIONS: readonly ActivityQuestion[] = STEPS.flatMap((s) => s.activities);

const questionById = new Map(QUESTIONS.map((q) => [q.id, q]));
const optionById = new Map<string, { option: OptionDef; question: BankQuestion }>(
  QUESTIONS.flatMap((question) =>
    question.options.map((option) => [option.id, { option, question }] as const),
  ),
);
const stepByKey = new Map(STEPS.map((s) => [s.key, s]));

const questionByFact = new Map(
  QUESTIONS.flatMap((q) => (q.kind === 'context' ? [[q.fact, q.id] as const] : [])),
);

/** Id of the context question that asks `fact` (each fact is asked once). */
export function factQuestionId(fact: ContextFactKey): string {
  return questionByFact.get(fact)!;
}

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

/**
 * Step named by a path identifier (GET /assessment/step-score/{step}): its key or id in
 * any case (`VIZIUNE`, `viziune`; the id is the key) or its order `1`…`12` (spec §3
 * `globalOrder`). `undefined` for anything else.
 */
export function stepOfIdentifier(identifier: string): StepDef | undefined {
  const trimmed = identifier.trim();
  if (/^\d{1,2}$/.test(trimmed)) {
    const order = Number(trimmed);
    return order >= 1 && order <= STEPS.length ? STEPS[order - 1] : undefined;
  }
  return getStep(trimmed.toUpperCase());
}

/** Question by 1-based global number, or `undefined`. */
export function getQuestionByNumber(n: number): BankQuestion | undefined {
  return QUESTIONS[n - 1];
}
