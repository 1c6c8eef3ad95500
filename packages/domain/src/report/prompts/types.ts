/**
 * Shapes of the per-step AI prompts (domain-design.md §5; product-spec §2 Results "Prompts" tab,
 * §3 "Prompt item: stepNumber, stepName, title, context, aiRole").
 */
import type { Localized } from '../../i18n/localized.js';

/**
 * Which prompt a step gets, from its score (domain-design.md §3, product-spec §4 feedback status):
 * - `tooHuman`: scored, human share more than 5 points above the target (status above-target);
 * - `tooAi`: scored, human share more than 5 points below the target (status below-target);
 * - `onTarget`: scored, within ±5 points of the target;
 * - `notStarted`: no split to judge: every answer was option E ("not yet"), fewer than 5 scored
 *   answers (`insufficient`), or the step is unanswered. The prompt asks for a plan to start.
 */
export type PromptSituation = 'tooHuman' | 'tooAi' | 'onTarget' | 'notStarted';

/** All situations, in the order the templates list them. */
export const PROMPT_SITUATIONS: readonly PromptSituation[] = ['tooHuman', 'tooAi', 'onTarget', 'notStarted'];

/**
 * Why a step has the evidence it has (domain-design.md §3): `scored` (at least 5 scored answers),
 * `allE` (answers, none scored), `insufficient` (1–4 scored answers), `unanswered` (no answer).
 */
export type PromptEvidence = 'scored' | 'allE' | 'insufficient' | 'unanswered';

/** The step-specific texts of one situation. */
export interface PromptVariant {
  /** What the prompt helps do, imperative, under 10 words ("Stress-test your three-year brand vision"). */
  title: Localized;
  /**
   * What the AI assistant plays and delivers, plain text, one paragraph of about 60–90 words. May
   * use the slots `{company}`, `{targetHuman}`, `{targetAi}` (see `fill.ts`).
   */
  aiRole: Localized;
}

/** The prompt template of one step: its subject and one variant per situation. */
export interface StepPromptTemplate {
  /** The step's subject as a noun phrase, lower case, for the context ("long-term direction, …"). */
  theme: Localized;
  variants: Readonly<Record<PromptSituation, PromptVariant>>;
}

/**
 * Who the prompt speaks for (product-spec §3 User: companyName, companyRole). User input: it is
 * cleaned (control characters removed, at most 100 characters) before it enters a text.
 */
export interface PromptProfile {
  companyName: string;
  /** The user's role or job title; `null` or blank when not given. */
  jobTitle: string | null;
  /**
   * Employee count (the `company.employees` context input, domain-design.md §4), for the size
   * class; `null` when the user did not say.
   */
  employees: number | null;
}

/**
 * One prompt card (product-spec §3 "Prompt item"). All texts plain (no HTML, no markdown
 * headings), in one locale; `context` and `aiRole` together are what the copy button pastes.
 */
export interface PromptItem {
  /** The step's `globalOrder`, 1..12. */
  stepNumber: number;
  stepName: string;
  title: string;
  /** The company and its situation, first person plural, short paragraphs separated by a blank line. */
  context: string;
  /** The role and deliverable asked of the AI assistant. */
  aiRole: string;
}
