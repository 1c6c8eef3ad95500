/**
 * COLABORARE: context questions (1 of the step's 15), asked after its 14 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'team-size',
    fact: 'team.size',
    stem: {
      en: 'How many people work in marketing, agencies excluded?',
      ro: 'Câți oameni lucrează în marketing, fără agenții?',
    },
  },
]);
