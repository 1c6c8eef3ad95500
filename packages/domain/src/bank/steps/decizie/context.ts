/**
 * DECIZIE: context questions (1 of the step's 15), asked after its 14 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
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
]);
