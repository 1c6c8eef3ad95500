/**
 * PREDICTII: context questions (1 of the step's 15), asked after its 14 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'visitor-to-lead',
    fact: 'funnel.visitorToLead',
    stem: {
      en: 'What share of website visitors become leads?',
      ro: 'Ce procent din vizitatorii site-ului devin lead-uri?',
    },
  },
]);
