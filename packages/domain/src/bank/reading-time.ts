/**
 * Time to answer the questionnaire: a pure reading-time model of what the user reads and taps
 * (domain-design.md §3 "Time to answer"). The home page shows its result (`READING_MINUTES`,
 * generated; `generated.test.ts` keeps it equal to the model). At this honest pace the full bank
 * takes about 25 minutes, above the spec's 15–20 (§1, §9): `docs/bank-calibration.md` prints the
 * shortest, median and longest paths and how many activities fewer a 20-minute path would need.
 *
 * What is counted, per language:
 * - the scale's explanation and legend, read once;
 * - each step's name and description, read once, and its step-progress page after the step;
 * - each activity question: its stem read, then one decision on the known scale
 *   ({@link DECISION_SECONDS}), then the chat's typing indicator before the next question (spec
 *   §4: about 800 ms; counted, though a user who prefers reduced motion or "answer faster" skips it);
 * - each context question: its stem and every option read, then one decision and the indicator;
 * - only the questions a company is asked: `pathMinutes` (bank/path-time.ts) times one company's
 *   path (domain-design.md §9), the rest of it from any question on.
 */
import { countWords, scaleTexts } from './rules.js';
import type { QuestionDef, StepDef } from './types.js';

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
 * Seconds from having read an activity question to answering it, key press included: 4. Timed
 * grid items on a fixed five-point scale — this bank's format — run at ten or more a minute,
 * about 6 s an item with its reading (Amplitude Research, "Online market research: survey
 * length", amplituderesearch.com: "a radio table with column headings consisting of a 5-point
 * scale … can equate to 10 or more questions a minute"); the stem's own reading (≈ 2 s at
 * {@link READING_WORDS_PER_MINUTE} for the bank's median of 8 words) is counted apart, which
 * leaves 4 s for the decision. Pew Research Center budgets a stand-alone question at about 10 s
 * and an item of a battery at less ("How we keep our online surveys from running too long",
 * 2022), the same order. An honest pace, not the quickest: version 3's model took 2 s.
 */
export const DECISION_SECONDS = 4;

/**
 * Seconds from having read a context question and its bands (counted as words) to choosing one: 2.
 * Response latencies to survey questions, measured from the end of the question to the answer, run
 * about one to three seconds (Bassili, J. N. & Fletcher, J. F. 1991, "Response-time measurement in
 * survey research", Public Opinion Quarterly 55(3), 331–346); the company's own facts need no
 * weighing.
 */
export const CONTEXT_DECISION_SECONDS = 2;

/**
 * Seconds to press Continue on a step-progress page once it is read (its words are counted
 * apart, {@link STEP_PROGRESS_WORDS}): a single known button.
 */
export const CONTINUE_SECONDS = 1;

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
 * Time to answer the questions of `steps` that `asked` keeps (every one by default) in `lang`, see
 * the module comment for what is counted. A step none of whose questions is asked is skipped
 * whole. Pure; the figures are unrounded.
 */
export function readingTime(
  steps: readonly StepDef[],
  lang: 'en' | 'ro',
  asked: (q: QuestionDef) => boolean = () => true,
  includeScaleIntro = true,
): ReadingTime {
  let words = includeScaleIntro ? scaleTexts(lang).reduce((n, t) => n + countWords(t), 0) : 0;
  let activityDecisions = 0;
  let contextDecisions = 0;
  let continues = 0;
  let questions = 0;
  for (const step of steps) {
    const own = step.questions.filter(asked);
    if (own.length === 0) continue;
    words += countWords(step.name[lang]) + countWords(step.description[lang]) + STEP_PROGRESS_WORDS;
    continues += 1; // Continue on the step-progress page
    for (const q of own) {
      words += countWords(q.text[lang]);
      if (q.kind === 'context') {
        words += q.options.reduce((n, o) => n + countWords(o.text[lang]), 0);
        contextDecisions += 1;
      } else activityDecisions += 1;
      questions += 1;
    }
  }
  const readingSeconds = seconds(words);
  const decisionSeconds =
    activityDecisions * DECISION_SECONDS +
    contextDecisions * CONTEXT_DECISION_SECONDS +
    continues * CONTINUE_SECONDS;
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
