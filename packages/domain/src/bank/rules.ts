/**
 * Measurable authoring rules of the question bank, version 3 (domain-design.md §2,
 * docs/question-authoring.md): word counts, the shape of a step, the ideals' mean, the levers'
 * presence and length. Used by the integrity tests and the generator of docs/bank-calibration.md;
 * pure.
 */
import { MACHINE_SHARE, ANSWER_SCALE, SCALE_INTRO } from './scale.js';
import type { ActivityQuestion, Localized, PractisedKey, StepDef } from './types.js';

/** Questions in every step (spec §9: 180 in 12 steps). */
export const QUESTIONS_PER_STEP = 15;
/** At least this many activity questions a step. */
export const MIN_ACTIVITIES_PER_STEP = 13;
/** At most this many context questions a step. */
export const MAX_CONTEXT_PER_STEP = 2;
/** The ideals' mean machine share lies within this many points of the step's target AI share. */
export const IDEAL_MEAN_TOLERANCE = 2.5;

/** Word limits. */
export const WORD_LIMITS = {
  /** An activity stem: at most 12 words… */
  stem: 12,
  /** …and the median stem of a step at most 9. */
  stemMedian: 9,
  /** A lever text. */
  lever: 35,
  /** A rationale: one sentence. */
  rationale: 30,
  /** A step description (both paragraphs). */
  description: 45,
  /** A context question's stem. */
  contextStem: 12,
  /** A lever's task title in English… */
  taskTitleEn: 10,
  /** …and in Romanian, which needs more words for the same action. */
  taskTitleRo: 13,
  /** A lever task's tool. */
  taskTool: 6,
} as const;

/** Words in a text: tokens holding a letter or digit, after HTML tags are dropped. */
export function countWords(text: string): number {
  return text
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Mean machine share of a step's ideals, percent. */
export function idealMeanMachineShare(step: StepDef): number {
  const shares = step.activities.map((a) => MACHINE_SHARE[a.activity.ideal]);
  return shares.reduce((n, v) => n + v, 0) / shares.length;
}

/**
 * Which lever texts an activity needs: `towardMachine` unless its ideal is A (nobody can be more
 * human than A), `towardHuman` unless its ideal is D; `start` always; `takeAiOut` only with ideal
 * A (the B answer one step short of it), `letItRun` only with ideal D (the C answer short of it).
 */
export function requiredLevers(
  ideal: PractisedKey,
): ('towardMachine' | 'towardHuman' | 'start' | 'takeAiOut' | 'letItRun')[] {
  return [
    ...(ideal !== 'A' ? ['towardMachine' as const] : []),
    ...(ideal !== 'D' ? ['towardHuman' as const] : []),
    'start',
    ...(ideal === 'A' ? ['takeAiOut' as const] : []),
    ...(ideal === 'D' ? ['letItRun' as const] : []),
  ];
}

/** Every text of an activity an author wrote: stem, rationale, levers. */
export function activityTexts(q: ActivityQuestion): Localized[] {
  const { towardMachine, towardHuman, start, takeAiOut, letItRun } = q.activity.levers;
  const tasks = q.activity.tasks;
  return [
    q.text,
    q.activity.rationale,
    ...[towardMachine, towardHuman, start, takeAiOut, letItRun].filter((t): t is Localized => !!t),
    ...[tasks.towardMachine, tasks.towardHuman, tasks.start].flatMap((t) => (t ? [t.title, t.tool] : [])),
  ];
}

/** Every text of a step in one language: description, stems, options, rationales, levers. */
export function stepTexts(step: StepDef, lang: 'en' | 'ro'): string[] {
  return [
    step.name[lang],
    step.description[lang],
    ...step.questions.flatMap((q) =>
      q.kind === 'activity'
        ? activityTexts(q).map((t) => t[lang])
        : [q.text[lang], ...q.options.map((o) => o.text[lang])],
    ),
  ];
}

/** The scale's texts (intro, legend, options) in one language, read once per assessment. */
export function scaleTexts(lang: 'en' | 'ro'): string[] {
  return [
    SCALE_INTRO.title[lang],
    ...SCALE_INTRO.body.map((b) => b[lang]),
    SCALE_INTRO.legendTitle[lang],
    ...ANSWER_SCALE.map((p) => p.text[lang]),
  ];
}

/** Normalised content words of a stem, for the duplicate check ("who", articles, "your" dropped). */
export function stemContentWords(stem: string): Set<string> {
  const STOP = new Set([
    'who',
    'the',
    'a',
    'an',
    'your',
    'you',
    'of',
    'for',
    'to',
    'in',
    'on',
    'and',
    'or',
    'with',
    'do',
    'does',
    'by',
    'it',
    'its',
    'at',
    'from',
    'about',
    'each',
    'every',
    'our',
    'which',
    'what',
    'how',
  ]);
  return new Set(
    stem
      .toLowerCase()
      .replace(/[^\p{L}\s-]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.replace(/(ing|es|s|ed)$/, '')),
  );
}

/** Jaccard similarity of two sets, 0..1. */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  const inter = [...a].filter((x) => b.has(x)).length;
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : inter / union;
}
