/**
 * VIZIUNE: context questions (2 of the step's 15), asked first in the bank: the company's size and
 * how its customers buy decide which activities apply (bank/applicability.ts). The bands and the
 * "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'company-size',
    fact: 'company.size',
    stem: { en: 'How many people work in your company?', ro: 'Câți oameni lucrează în compania voastră?' },
  },
  {
    slug: 'sales-model',
    fact: 'sales.model',
    stem: {
      en: 'How do most of your customers buy from you?',
      ro: 'Cum cumpără de la voi majoritatea clienților?',
    },
  },
]);
