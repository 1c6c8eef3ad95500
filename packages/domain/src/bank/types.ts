/**
 * Typed shape of the question bank (domain-design.md §2).
 *
 * The bank is data: one file per step under `./steps/`, each exporting a {@link StepDef}.
 * Ids are stable forever once shipped, because stored answers reference them.
 */

/** A text in both supported languages. Romanian uses comma-below ș ț and ă â î. */
export interface Localized {
  en: string;
  ro: string;
}

/** The 12 step keys, in `globalOrder` (product-spec §1). */
export const STEP_KEYS = [
  'VIZIUNE',
  'CLARITATE',
  'DECIZIE',
  'AMPLIFICARE',
  'CURAJ',
  'CONVERGENTA',
  'COLABORARE',
  'SISTEME',
  'PREDICTII',
  'INTEGRARE',
  'TRANSFORMARE',
  'IMPACT',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** Option letters. Split questions use A..E; multi-select and context questions may go further. */
export type OptionKey = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J';

/**
 * The integer inputs the strategy engine reads (domain-design.md §4). An option whose input
 * carries one of these keys feeds that value; each key appears exactly once in the whole bank.
 */
export const CONTEXT_KEYS = [
  'company.employees',
  'peso.paid',
  'peso.earned',
  'peso.shared',
  'peso.owned',
  'funnel.visitorToLead',
  'funnel.leadToQualified',
  'funnel.qualifiedToCustomer',
  'funnel.retention',
  'channelPerformance.seo',
  'channelPerformance.paidSearch',
  'channelPerformance.paidSocial',
  'channelPerformance.organicSocial',
  'channelPerformance.email',
  'channelPerformance.events',
  'channelPerformance.pr',
  'channelPerformance.partnerships',
  'channelPotential.seo',
  'channelPotential.paidSearch',
  'channelPotential.paidSocial',
  'channelPotential.organicSocial',
  'channelPotential.email',
  'channelPotential.events',
  'channelPotential.pr',
  'channelPotential.partnerships',
  'content.tofu',
  'content.mofu',
  'content.bofu',
  'content.retention',
] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];

/** A free input attached to an option (shown when the option is selected). */
export type OptionInput =
  | {
      /**
       * `integer`: a whole number; `decimal`: a number with at most one decimal (0.1 steps, for
       * rates such as a 1.5 % visitor→lead conversion; a decimal comma is accepted and stored as
       * a point).
       */
      type: 'integer' | 'decimal';
      /** Inclusive bounds; `null` means unbounded on that side. */
      min: number | null;
      max: number | null;
      /** The strategy-engine value this input feeds, if any. */
      contextKey?: ContextKey;
    }
  | {
      /** "Other: …" free text. Kept and shown back, never scored (domain-design.md §2). */
      type: 'text';
      maxLength: number;
    };

/** One answer option. */
export interface OptionDef {
  /** Stable id, `${questionId}-${key lowercased}`, e.g. `viziune-03-b`. */
  id: string;
  key: OptionKey;
  text: Localized;
  /**
   * AI share of the work when this option describes the company, 0..100 (human = 100 - ai).
   * `null` = unscored (option E "not yet / not applicable", "none of these", context options).
   */
  aiPercent: number | null;
  /**
   * Calibration task (docs/question-authoring.md rule 1): a kebab-case id naming the AI practice
   * this option describes, e.g. `ai-draft-human-edit`. Required when `aiPercent` > 15; every
   * option with the same task carries the same weight ±10 across the bank
   * (docs/bank-calibration.md lists the groups).
   */
  task?: string;
  /** Cannot be combined with other options in a multi-select answer ("none of these"). */
  exclusive?: boolean;
  input?: OptionInput;
}

/**
 * Question kinds (domain-design.md §2):
 * - `split`: single choice, options A..D weighted, E null ("not yet / not applicable").
 * - `multi`: multiple choice, each option weighted or null; an `exclusive` option may exist.
 * - `context`: feeds the strategy engine through integer inputs, or collects text; usually unscored.
 */
export type QuestionKind = 'split' | 'multi' | 'context';

export interface QuestionDef {
  /**
   * Stable id, `${stepKey lowercased}-${two digits}`, e.g. `viziune-03`. The original 15 took the
   * numbers 01..15 in order; a question that replaces another gets the next unused number (16,
   * 17…) at the replaced one's position, so an id never changes meaning.
   */
  id: string;
  kind: QuestionKind;
  type: 'single_choice' | 'multiple_choice';
  text: Localized;
  options: OptionDef[];
}

/** One of the 12 steps with its 15 questions (domain-design.md §1). */
export interface StepDef {
  key: StepKey;
  /** 1..12 */
  globalOrder: number;
  /** Ideal human share of the work in this step, percent (spec §9). AI = 100 - human. */
  targetHumanPercent: number;
  name: Localized;
  /** Rich text (a few `<p>`/`<strong>`/`<ul>` tags at most); sanitised on display. */
  description: Localized;
  questions: QuestionDef[];
}
