/**
 * Measurable authoring rules of the question bank (docs/question-authoring.md, issue 7): word
 * counts, the reading estimate, the AI-naming rule, the closest-to-target letter. Used by the
 * integrity tests and by the generator of docs/bank-calibration.md; pure.
 */
import type { OptionDef, OptionKey, QuestionDef, StepDef } from './types.js';

/** Rule 1: an option that names no AI weighs at most this much. */
export const NON_AI_MAX_PERCENT = 15;
/** Rule 1: the options of one task stay within this spread (±10 around their middle). */
export const TASK_MAX_SPREAD = 20;
/** Rule 2: the closest-to-target letter may win at most this share of a step's split questions. */
export const CLOSEST_LETTER_MAX_SHARE = 0.4;
/** Rule 2: answering one letter throughout a step scores at most this much there. */
export const SAME_LETTER_MAX_STEP_SCORE = 75;
/** Rule 2: answering one letter throughout the bank scores at most this much overall. */
export const SAME_LETTER_MAX_OVERALL = 60;
/** Rule 5 limits, in words. */
export const WORD_LIMITS = {
  stem: 20,
  option: 10,
  optionMedian: 8,
  optionE: 6,
  description: 45,
  step: 640,
  bank: 8000,
} as const;
/** Rule 5: reading speed, words a minute, and the time to choose an answer, seconds. */
export const READING = { wordsPerMinute: 200, secondsPerQuestion: 3 } as const;

/** Words in a text: tokens holding a letter or digit, after HTML tags are dropped. */
export function countWords(text: string): number {
  return text
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** Every text a reader of one language reads in a step: description, stems and options. */
export function stepTexts(step: StepDef, lang: 'en' | 'ro'): string[] {
  return [
    step.description[lang],
    ...step.questions.flatMap((q) => [q.text[lang], ...q.options.map((o) => o.text[lang])]),
  ];
}

/** Words in a step (description, stems, options) for one language. */
export function stepWordCount(step: StepDef, lang: 'en' | 'ro'): number {
  return stepTexts(step, lang).reduce((n, t) => n + countWords(t), 0);
}

/**
 * Reading estimate of the whole questionnaire in minutes (rule 5): words at 200 a minute plus
 * 3 s a question, rounded up to a multiple of 5.
 */
export function readingMinutes(steps: readonly StepDef[], lang: 'en' | 'ro'): number {
  const words = steps.reduce((n, s) => n + stepWordCount(s, lang), 0);
  const questions = steps.reduce((n, s) => n + s.questions.length, 0);
  const minutes = words / READING.wordsPerMinute + (questions * READING.secondsPerQuestion) / 60;
  return Math.ceil(minutes / 5) * 5;
}

const NAMES_AI = /(?<![\p{L}])(AI|ML|machine learning)(?![\p{L}])/u;

/** Whether an option's text names AI in both languages (rule 1). */
export function namesAi(option: OptionDef): boolean {
  return NAMES_AI.test(option.text.en) && NAMES_AI.test(option.text.ro);
}

/** The weighted options A..D of a split question. */
export function weightedOptions(question: QuestionDef): OptionDef[] {
  return question.options.filter((o) => o.aiPercent !== null);
}

/**
 * Letters of the split question's options closest to the step's target AI share (several on a
 * tie). Rule 2 counts each of them.
 */
export function closestLetters(question: QuestionDef, targetAiPercent: number): OptionKey[] {
  const weighted = weightedOptions(question);
  const best = Math.min(...weighted.map((o) => Math.abs(o.aiPercent! - targetAiPercent)));
  return weighted.filter((o) => Math.abs(o.aiPercent! - targetAiPercent) === best).map((o) => o.key);
}

/** Whether a split question's A..D weights rise strictly from A to D. */
export function risesAtoD(question: QuestionDef): boolean {
  const w = weightedOptions(question).map((o) => o.aiPercent!);
  return w.every((v, i) => i === 0 || v > w[i - 1]!);
}

/** Median of a list of numbers; `null` when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
