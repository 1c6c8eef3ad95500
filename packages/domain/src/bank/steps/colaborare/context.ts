/**
 * COLABORARE: context questions (1 of the step's 15), asked first in the step: the size of the marketing team decides which activities apply
 * (bank/applicability.ts). The bands
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
