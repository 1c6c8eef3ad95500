/**
 * Time to answer the questionnaire: a pure reading-time model of what the user reads and taps
 * (domain-design.md §3 "Time to answer", issue 19 item 5). The home page shows its result
 * (`READING_MINUTES`, generated); a test keeps it at most 20 minutes (spec §1, §9: 15–20).
 *
 * What is counted, per language:
 * - the scale's explanation and legend, read once;
 * - each step's name and description, read once, and its step-progress page after the step;
 * - each activity question: its stem read, then one decision on the known scale, then the chat's
 *   typing indicator before the next question;
 * - each context question: its stem and every option read, then one decision and the indicator.
 */
import { countWords, scaleTexts } from './rules.js';
import type { StepDef } from './types.js';

/**
 * Reading speed, words a minute: 238, the average silent reading rate of adults for English
 * non-fiction (Brysbaert, M. 2019, "How many words do we read per minute? A review and
 * meta-analysis of reading rate", Journal of Memory and Language 109, 104047; 190 studies,
 * 18,573 readers). Brysbaert finds other languages' rates follow the number of words they need
 * for the same message, so one rate a word is applied to both languages: the Romanian texts,
 * which use as many words or more, come out as long or longer — the cautious side.
 */
export const READING_WORDS_PER_MINUTE = 238;

/**
 * Seconds from having read a question to answering it, key press included: 2. Response latencies
 * to survey questions, measured from the end of the question to the answer, run about one to three
 * seconds (Bassili, J. N. & Fletcher, J. F. 1991, "Response-time measurement in survey research",
 * Public Opinion Quarterly 55(3), 331–346); a fixed answer scale, learned once and shown as a
 * legend, keeps each decision at the short end. Used for activity and context questions alike.
 */
export const DECISION_SECONDS = 2;

/** The chat's typing indicator before each next question, seconds (spec §4, §9: about 800 ms). */
export const TYPING_INDICATOR_SECONDS = 0.8;

/**
 * Words of a step-progress page the user reads before pressing Continue (title, score against the
 * ideal, the two numbers in words, the recommendation): about 45 in either language, counted from
 * the page's texts (apps/web `assessment.json` `stepDone.*`).
 */
export const STEP_PROGRESS_WORDS = 45;

/** The model's figures for one language, seconds. */
export interface ReadingTime {
  /** Words read in all. */
  words: number;
  readingSeconds: number;
  decisionSeconds: number;
  waitingSeconds: number;
  /** Total, minutes, unrounded. */
  minutes: number;
}

const seconds = (words: number) => (words / READING_WORDS_PER_MINUTE) * 60;

/**
 * Time to answer every question of `steps` in `lang` (see the module comment for what is
 * counted). Pure; the figures are unrounded.
 */
export function readingTime(steps: readonly StepDef[], lang: 'en' | 'ro'): ReadingTime {
  let words = scaleTexts(lang).reduce((n, t) => n + countWords(t), 0);
  let decisions = 0;
  for (const step of steps) {
    words += countWords(step.name[lang]) + countWords(step.description[lang]) + STEP_PROGRESS_WORDS;
    decisions += 1; // Continue on the step-progress page
    for (const q of step.questions) {
      words += countWords(q.text[lang]);
      if (q.kind === 'context') words += q.options.reduce((n, o) => n + countWords(o.text[lang]), 0);
      decisions += 1;
    }
  }
  const questions = steps.reduce((n, s) => n + s.questions.length, 0);
  const readingSeconds = seconds(words);
  const decisionSeconds = decisions * DECISION_SECONDS;
  const waitingSeconds = questions * TYPING_INDICATOR_SECONDS;
  return {
    words,
    readingSeconds,
    decisionSeconds,
    waitingSeconds,
    minutes: (readingSeconds + decisionSeconds + waitingSeconds) / 60,
  };
}

/** Whole minutes the home page states: the model's time rounded up. */
export function readingMinutes(steps: readonly StepDef[], lang: 'en' | 'ro'): number {
  return Math.ceil(readingTime(steps, lang).minutes);
}
