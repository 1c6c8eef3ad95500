/**
 * AMPLIFICARE: context questions (2 of the step's 15), asked after its 13 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'content-volume',
    fact: 'content.volume',
    stem: {
      en: 'How many content pieces do you publish a month?',
      ro: 'Câte materiale de conținut publicați pe lună?',
    },
  },
  {
    slug: 'weakest-stage',
    fact: 'content.weakestStage',
    stem: {
      en: 'Which buyer stage gets the least content from you?',
      ro: 'Ce etapă a cumpărătorului primește cel mai puțin conținut?',
    },
  },
]);
