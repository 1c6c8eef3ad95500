/**
 * CLARITATE: context questions (2 of the step's 15), whom the company sells to first, as it decides which activities apply
 * (bank/applicability.ts), the sector after the 13 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'business-model',
    fact: 'business.model',
    stem: { en: 'Whom do you sell to?', ro: 'Cui vindeți?' },
  },
  {
    slug: 'industry',
    fact: 'industry',
    stem: { en: 'Which sector is your company in?', ro: 'În ce sector activează compania voastră?' },
  },
]);
