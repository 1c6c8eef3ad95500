/**
 * INTEGRARE: context questions (2 of the step's 15), asked after its 13 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'lead-to-customer',
    fact: 'funnel.leadToCustomer',
    stem: { en: 'What share of leads become customers?', ro: 'Ce procent din lead-uri devin clienți?' },
  },
  {
    slug: 'repeat-purchase',
    fact: 'funnel.retention',
    stem: {
      en: 'What share of customers buy again within a year?',
      ro: 'Ce procent din clienți cumpără din nou într-un an?',
    },
  },
]);
