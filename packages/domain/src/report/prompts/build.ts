/**
 * The per-step AI prompts (domain-design.md §5; product-spec §2 Results "Prompts" tab, §3
 * "Prompt item"): the step's template filled with the user's company, role, size class, the
 * step's AI/human split against its target, the activities to move and those not practised yet.
 * Pure.
 */
import { companyWords, inCompanyWords } from '../vocabulary.js';
import { STEPS } from '../../bank/index.js';
import type { StepDef } from '../../bank/types.js';
import type { Locale } from '../../i18n/locale.js';
import { MIN_PRACTISED_ANSWERS, TOLERANCE_POINTS } from '../../scoring/constants.js';
import { feedbackStatus, scoreStep, type AnswerRecord, type StepResult } from '../../scoring/step.js';
import { CONTEXT_FACTS } from '../../bank/context-facts.js';
import { lowerFirst } from '../../roadmap/render.js';
import {
  contextFacts,
  type ContextFacts,
  notYetActivities,
  offIdealActivities,
  scaleShortText,
  type NotYetActivity,
  type OffIdealActivity,
} from '../answers.js';
import { neededDirection } from '../feedback/step-feedback.js';
import {
  ASSESSED,
  CLOSING,
  COMPANY_FALLBACK,
  MARKET,
  SALES_SENTENCE,
  IN_PERSON_SENTENCE,
  MODEL_PHRASE,
  MISSING_LEAD,
  POINTS,
  PRACTICES,
  QUOTE_LINE,
  QUOTE_LINE_IDEAL,
  QUOTES_LEAD,
  SIZE_SENTENCE,
  SPLIT,
  STEP_ABOUT,
  WHO,
} from './common.js';
import { cleanProfileText, fillTemplate, formatCount, formatPercent, wordCount } from './fill.js';
import { promptSizeClass } from './size.js';
import type { PromptEvidence, PromptItem, PromptProfile, PromptSituation } from './types.js';

/** Most words a prompt (context + aiRole) should have; quoted answers are dropped to fit. */
export const MAX_PROMPT_WORDS = 220;
/**
 * The bound of a Romanian prompt, which quotes the activities the English one fits in
 * {@link MAX_PROMPT_WORDS} and says the same in about 15 % more words.
 */
export const MAX_PROMPT_WORDS_RO = 255;
/** Activities away from their ideal quoted at most (`offIdealActivities`). */
export const MAX_QUOTED_ANSWERS = 3;
/** Activities not practised yet named at most (`notYetActivities`). */
export const MAX_MISSING_PRACTICES = 2;

/** The evidence a step's score rests on (domain-design.md §3; see `PromptEvidence`). */
export function promptEvidence(result: StepResult): PromptEvidence {
  if (result.answeredCount === 0) return 'unanswered';
  if (result.allAnswersAreOptionE) return 'allE';
  if (result.insufficient || result.yourHumanPercent === null) return 'insufficient';
  return 'scored';
}

/**
 * Which prompt a step gets: the feedback status of its rounded human share (product-spec §4,
 * ±5 points) when scored — above-target → `tooHuman`, below-target → `tooAi`, on-target →
 * `onTarget` — and `notStarted` otherwise (all-E, insufficient, unanswered).
 */
export function promptSituation(result: StepResult): PromptSituation {
  if (promptEvidence(result) !== 'scored' || result.yourHumanPercent === null) return 'notStarted';
  const status = feedbackStatus(result.yourHumanPercent, result.targetHumanPercent);
  return status === 'on-target' ? 'onTarget' : status === 'above-target' ? 'tooHuman' : 'tooAi';
}

/** The slot values of one step's texts; only the slots its situation can use are present. */
function slotsOf(
  step: StepDef,
  result: StepResult,
  evidence: PromptEvidence,
  profile: PromptProfile,
  locale: Locale,
): Record<string, string> {
  const pct = (n: number) => formatPercent(n, locale);
  const slots: Record<string, string> = {
    company: cleanProfileText(profile.companyName) || COMPANY_FALLBACK[locale],
    role: cleanProfileText(profile.jobTitle),
    stepName: step.name[locale],
    theme: step.prompt.theme[locale],
    targetHuman: pct(result.targetHumanPercent),
    targetAi: pct(result.targetAiPercent),
    minScored: String(MIN_PRACTISED_ANSWERS),
    tolerance: formatCount(TOLERANCE_POINTS, POINTS[locale], locale),
  };
  if (evidence === 'scored' && result.yourHumanPercent !== null && result.yourAiPercent !== null) {
    slots.yourHuman = pct(result.yourHumanPercent);
    slots.yourAi = pct(result.yourAiPercent);
    const gap = Math.abs(result.yourHumanPercent - result.targetHumanPercent);
    slots.gap = formatCount(gap, POINTS[locale], locale);
  }
  if (evidence === 'insufficient') {
    const n = result.practisedCount;
    slots.practices =
      n === 1 ? PRACTICES.one[locale] : fillTemplate(PRACTICES.many[locale], { count: String(n) });
  }
  return slots;
}

/**
 * The activities a step's prompt asks the assistant to work on (domain-design.md §5): up to
 * {@link MAX_QUOTED_ANSWERS} furthest from their ideal in the direction the step needs (only for a
 * scored step) and up to {@link MAX_MISSING_PRACTICES} not done yet, the most important first.
 * Each `toMove` item carries the direction it must move, so a prompt never asks to push an activity
 * the way it already is.
 */
export function promptActivities(
  step: StepDef,
  result: StepResult,
): { toMove: OffIdealActivity[]; missing: NotYetActivity[] } {
  const evidence = promptEvidence(result);
  const status =
    evidence === 'scored' ? feedbackStatus(result.yourHumanPercent!, result.targetHumanPercent) : null;
  return {
    toMove:
      evidence === 'scored'
        ? offIdealActivities(step, result, neededDirection(status), MAX_QUOTED_ANSWERS)
        : [],
    missing: notYetActivities(step, result, MAX_MISSING_PRACTICES),
  };
}

/**
 * The business model and sector the user gave, as one sentence, then how most customers buy
 * ({@link SALES_SENTENCE}, or {@link IN_PERSON_SENTENCE} for an in-person business that sells to
 * consumers or to companies only) when given; `''` when none is known.
 */
export function marketSentence(facts: ContextFacts, locale: Locale): string {
  const model = facts['business.model'] as keyof typeof MODEL_PHRASE | undefined;
  const industryValue = facts.industry;
  const band = CONTEXT_FACTS.industry.bands.find((b) => b.value === industryValue);
  const industry = band ? lowerFirst(band.text[locale]) : undefined;
  const values = { model: model ? MODEL_PHRASE[model][locale] : '', industry: industry ?? '' };
  const market =
    model && industry
      ? fillTemplate(MARKET.both[locale], values)
      : model
        ? fillTemplate(MARKET.model[locale], values)
        : industry
          ? fillTemplate(MARKET.industry[locale], values)
          : '';
  const sales =
    facts['sales.model'] === 'in-person' && (model === 'b2c' || model === 'b2b')
      ? IN_PERSON_SENTENCE[model][locale]
      : SALES_SENTENCE[facts['sales.model'] as keyof typeof SALES_SENTENCE]?.[locale];
  return [market, sales].filter(Boolean).join(' ');
}

/** The split sentence of a step. */
function splitSentence(evidence: PromptEvidence, situation: PromptSituation, locale: Locale): string {
  if (evidence === 'scored') return SPLIT[situation === 'notStarted' ? 'onTarget' : situation][locale];
  return SPLIT[evidence][locale];
}

/** A block of quoted lines under a lead line, or `null` when there is nothing to quote. */
function quoteBlock(
  lead: string,
  items: readonly { question: string; answer: string; ideal?: string }[],
  locale: Locale,
): string | null {
  if (items.length === 0) return null;
  const lines = items.map((i) =>
    fillTemplate((i.ideal ? QUOTE_LINE_IDEAL : QUOTE_LINE)[locale], { ...i, ideal: i.ideal ?? '' }),
  );
  return [lead, ...lines].join('\n');
}

/**
 * The prompt card of one step (product-spec §3 "Prompt item"; domain-design.md §5), in `locale`.
 *
 * - `answers`: the whole assessment's answers (other steps' answers are ignored);
 * - `profile`: company name and job title as the user typed them (cleaned here: control
 *   characters removed, at most 100 characters each) and the employee count, or `null`;
 * - the split comes from `scoreStep` (rounded percentages, ±5-point tolerance); all-E,
 *   insufficient (fewer than 5 practised activities) and unanswered steps say so and get the
 *   `notStarted` aiRole, which asks for a plan to start the practice.
 *
 * The context quotes up to 3 activities furthest from their ideal in the direction the step needs
 * (`offIdealActivities`: the activity, the answer and the ideal, as the scale says them; for an
 * insufficient step the activities practised) and names up to 2 activities not practised yet, the
 * most important first (`notYetActivities`). Context and aiRole
 * together hold at most {@link MAX_PROMPT_WORDS} words: quotes are dropped, extra missing practices
 * first, until they fit. Plain text, paragraphs separated by a blank line; never "undefined",
 * "null" or "NaN".
 */
export function stepPrompt(
  step: StepDef,
  answers: readonly AnswerRecord[],
  profile: PromptProfile,
  locale: Locale,
): PromptItem {
  // The English prompt decides how many activities fit; the Romanian one quotes the same ones,
  // so both languages ask the assistant about the same activities.
  const en = promptParts(step, answers, profile, 'en');
  const { q, m } = fit(en, MAX_PROMPT_WORDS);
  const parts = locale === 'en' ? en : promptParts(step, answers, profile, locale);
  return {
    stepNumber: step.globalOrder,
    stepName: step.name[locale],
    title: parts.title,
    context: parts.compose(q, m),
    aiRole: parts.aiRole,
  };
}

/** What a step's prompt is made of in one locale, with the context composed for `q` quotes and `m` gaps. */
interface PromptParts {
  title: string;
  aiRole: string;
  quotes: number;
  gaps: number;
  compose: (q: number, m: number) => string;
}

/**
 * How many quotes and gaps fit in `limit` words with the aiRole: extra missing practices are
 * dropped first, then extra quotes, keeping one of each as long as possible.
 */
function fit(parts: PromptParts, limit: number): { q: number; m: number } {
  let q = parts.quotes;
  let m = parts.gaps;
  while (wordCount(parts.compose(q, m)) + wordCount(parts.aiRole) > limit) {
    if (m > 1) m -= 1;
    else if (q > 1) q -= 1;
    else if (m > 0) m -= 1;
    else if (q > 0) q -= 1;
    else break;
  }
  return { q, m };
}

/** The parts of `step`'s prompt in `locale`. */
function promptParts(
  step: StepDef,
  answers: readonly AnswerRecord[],
  profile: PromptProfile,
  locale: Locale,
): PromptParts {
  const result = scoreStep(step, answers);
  const evidence = promptEvidence(result);
  const situation = promptSituation(result);
  const variant = step.prompt.variants[situation];
  const slots = slotsOf(step, result, evidence, profile, locale);
  const fill = (template: string) => fillTemplate(template, slots);

  const who = fill((slots.role ? WHO.withRole : WHO.withoutRole)[locale]);
  const size = SIZE_SENTENCE[promptSizeClass(profile.employees) ?? 'unknown'][locale];
  const intro = [who, size, marketSentence(contextFacts(answers), locale), ASSESSED[locale]]
    .filter((s) => s !== '')
    .join(' ');
  const split = [fill(STEP_ABOUT[locale]), fill(splitSentence(evidence, situation, locale))].join(' ');
  const aiRole = [fill(variant.aiRole[locale]), CLOSING[locale]].join('\n\n');

  const picked = promptActivities(step, result);
  const quotes =
    evidence === 'scored'
      ? picked.toMove.map((a) => ({
          question: a.question.text[locale],
          answer: scaleShortText(a.answer)[locale],
          ideal: scaleShortText(a.question.activity.ideal)[locale],
        }))
      : step.activities
          .map((q, i) => ({ q, r: result.activities[i]! }))
          .filter(({ r }) => r.credit !== null)
          .slice(0, MAX_QUOTED_ANSWERS)
          .map(({ q, r }) => ({ question: q.text[locale], answer: scaleShortText(r.answer!)[locale] }));
  const gaps = picked.missing.map((a) => ({
    question: a.question.text[locale],
    answer: scaleShortText('E')[locale],
  }));
  const quotesLead = QUOTES_LEAD[evidence === 'insufficient' ? 'insufficient' : 'scored'][locale];

  const compose = (q: number, m: number): string =>
    [
      intro,
      split,
      quoteBlock(quotesLead, quotes.slice(0, q), locale),
      quoteBlock(MISSING_LEAD[locale], gaps.slice(0, m), locale),
    ]
      .filter((p): p is string => p !== null)
      .join('\n\n');

  return { title: variant.title[locale], aiRole, quotes: quotes.length, gaps: gaps.length, compose };
}

/**
 * The prompt cards of all steps, in step order (product-spec §2 Results "Prompts" tab); see
 * {@link stepPrompt}, in the company's words (`report/vocabulary.ts`). `steps` defaults to the
 * question bank's 12 steps.
 */
export function allPrompts(
  answers: readonly AnswerRecord[],
  profile: PromptProfile,
  locale: Locale,
  steps: readonly StepDef[] = STEPS,
): PromptItem[] {
  const words = companyWords(contextFacts(answers), locale);
  return steps.map((step) => inCompanyWords(stepPrompt(step, answers, profile, locale), words));
}
