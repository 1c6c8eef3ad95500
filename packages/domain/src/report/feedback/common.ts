/**
 * Feedback texts shared by all steps (product-spec §4, domain-design.md §5).
 */
import type { Localized } from '../../bank/types.js';
import { MIN_PRACTISED_ANSWERS } from '../../scoring/constants.js';

/**
 * Shown when a step has no answers yet (product-spec §4: "continue advancing in the assessment
 * to get personalised feedback"). Rich text, one `<p>`.
 */
export const DEFAULT_FEEDBACK: Localized = {
  en: '<p>Continue advancing in the assessment to get personalised feedback for this step.</p>',
  ro: '<p>Continuați evaluarea ca să primiți feedback personalizat pentru acest pas.</p>',
};

/**
 * Lead sentence of the feedback of an `insufficient` step (domain-design.md §3, minimum
 * evidence: fewer than {@link MIN_PRACTISED_ANSWERS} practised activities). The step's `notImplemented`
 * advice follows it. Rich text, one `<p>`.
 */
export const INSUFFICIENT_LEAD: Localized = {
  en: `<p><strong>Not enough answers to score this step.</strong> A score needs at least ${MIN_PRACTISED_ANSWERS} activities you practise (answers A to D); fewer are practised here, so no AI–human split is shown. Here is how to build this category:</p>`,
  ro: `<p><strong>Nu sunt destule răspunsuri pentru a evalua acest pas.</strong> Un scor are nevoie de cel puțin ${MIN_PRACTISED_ANSWERS} activități pe care le practicați (răspunsurile de la A la D); aici practicați mai puține, așa că nu afișăm împărțirea între AI și oameni. Iată cum construiți această categorie:</p>`,
};
