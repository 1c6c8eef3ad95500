/**
 * When an activity applies (domain-design.md §9, version 4 of the bank): an activity may declare
 * the conditions, over the company's context facts, under which it exists at all. A business with
 * no sales team has nobody who "assigns each new lead to whoever sells"; a marketer who works alone
 * holds no one-to-ones with the team. Such an activity is not asked, and it is left out of the
 * step's coverage, split, advice, prompts and roadmap.
 *
 * The profile also keeps what the roadmap's wording reads (business model, online shop), which no
 * activity needs to be asked or left out.
 *
 * Applicability comes only from the context answers, never from an answer to the activity itself
 * (there is no "does not apply" answer), and a fact that is unknown ("we don't know", "we'd
 * rather not say", not answered yet) keeps the activity: the full bank is the default, so saying
 * less never shortens the assessment.
 *
 * This module holds no bank data (it is imported by the steps' files); the profile of a set of
 * answers and the questions a profile is asked are in `./profile.ts`.
 */
import type { Localized } from '../i18n/localized.js';

/** Company size classes (domain-design.md §4): micro < 10 employees, small 10–49, medium 50–249, large 250+. */
export const SIZE_CLASSES = ['micro', 'small', 'medium', 'large'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/**
 * What the applicability rules know of a company, from its context answers. `null` = unknown
 * (answered "we don't know" / "we'd rather not say", or not answered yet).
 */
export interface CompanyProfile {
  /** From `company.size`. */
  sizeClass: SizeClass | null;
  /** From `business.model`: whom the company sells to. */
  businessModel: 'b2b' | 'b2c' | 'both' | null;
  /** From `sales.model`: people who sell and take leads (own sales people, or resellers). */
  salesTeam: boolean | null;
  /** From `sales.model`: customers buy online without a salesperson. */
  onlineShop: boolean | null;
  /** From `customer.records`: the company keeps its customer and lead records in a CRM. */
  crm: boolean | null;
  /** From `team.size`: more than one person works in marketing. */
  marketingTeam: boolean | null;
}

/** The profile of a company that said nothing: every activity applies. */
export const UNKNOWN_PROFILE: CompanyProfile = {
  sizeClass: null,
  businessModel: null,
  salesTeam: null,
  onlineShop: null,
  crm: null,
  marketingTeam: null,
};

/** One condition an activity may require, with the reason said when it fails. */
export interface ApplicabilityConditionDef {
  /** The context facts the condition reads (their questions come first in their steps). */
  facts: readonly ('company.size' | 'business.model' | 'sales.model' | 'customer.records' | 'team.size')[];
  /** True when the activity can exist for this company; an unknown fact always holds. */
  holds: (profile: CompanyProfile) => boolean;
  /** Why the activity did not apply, as a clause: "you have no sales team". */
  reason: Localized;
}

/**
 * The conditions an activity can declare in `appliesWhen` (all must hold). Each holds when its
 * fact is unknown, so only a context answer that rules the activity out removes it.
 */
export const APPLICABILITY_CONDITIONS = {
  /** Someone sells and takes leads: own sales people (alone or beside online sales) or resellers. */
  'sales-team': {
    facts: ['sales.model'],
    holds: (p) => p.salesTeam !== false,
    reason: { en: 'you have no sales people', ro: 'nu aveți oameni de vânzări' },
  },
  /** Customer and lead records are kept in a CRM. */
  crm: {
    facts: ['customer.records'],
    holds: (p) => p.crm !== false,
    reason: { en: 'you keep no CRM', ro: 'nu folosiți un CRM' },
  },
  /** More than one person works in marketing. */
  'marketing-team': {
    facts: ['team.size'],
    holds: (p) => p.marketingTeam !== false,
    reason: { en: 'one person does your marketing', ro: 'o singură persoană se ocupă de marketing' },
  },
  /** The company has 10 employees or more. */
  'not-micro': {
    facts: ['company.size'],
    holds: (p) => p.sizeClass !== 'micro',
    reason: { en: 'your company has fewer than 10 people', ro: 'compania are sub 10 oameni' },
  },
} as const satisfies Record<string, ApplicabilityConditionDef>;

/** A condition's name, as an activity's `appliesWhen` lists it. */
export type ApplicabilityCondition = keyof typeof APPLICABILITY_CONDITIONS;
export const APPLICABILITY_CONDITION_KEYS = Object.keys(APPLICABILITY_CONDITIONS) as ApplicabilityCondition[];

/**
 * The context facts applicability reads. Their questions are asked first in their steps
 * (`define.ts` `defineStep`), before any activity that depends on them.
 */
export const APPLICABILITY_FACTS = [
  ...new Set(APPLICABILITY_CONDITION_KEYS.flatMap((k) => APPLICABILITY_CONDITIONS[k].facts)),
] as const;

/** The conditions of `appliesWhen` that fail for `profile` (empty: the activity applies). */
export function failedConditions(
  appliesWhen: readonly ApplicabilityCondition[] | undefined,
  profile: CompanyProfile,
): ApplicabilityCondition[] {
  return (appliesWhen ?? []).filter((c) => !APPLICABILITY_CONDITIONS[c].holds(profile));
}

/** Whether an activity with `appliesWhen` applies to `profile`. */
export function appliesTo(
  appliesWhen: readonly ApplicabilityCondition[] | undefined,
  profile: CompanyProfile,
): boolean {
  return failedConditions(appliesWhen, profile).length === 0;
}
