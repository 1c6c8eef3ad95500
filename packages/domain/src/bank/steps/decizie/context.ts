/**
 * DECIZIE: context questions (2 of the step's 15). Where customer records are kept decides which
 * activities apply (bank/applicability.ts), so it is asked before the step's 13 activities; the
 * budget after them. The bands and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'marketing-budget',
    fact: 'marketing.budget',
    stem: {
      en: 'What is your yearly marketing budget, salaries excluded?',
      ro: 'Care este bugetul anual de marketing, fără salarii?',
    },
  },
  {
    slug: 'customer-records',
    fact: 'customer.records',
    stem: {
      en: 'Where do you keep your customer and lead records?',
      ro: 'Unde țineți evidența clienților și a lead-urilor?',
    },
  },
]);
