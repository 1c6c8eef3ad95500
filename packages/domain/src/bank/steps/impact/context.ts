/**
 * IMPACT: context questions (1 of the step's 15), asked after its 14 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'untapped-channel',
    fact: 'channel.untapped',
    stem: {
      en: 'Which channel has the most untapped potential for you?',
      ro: 'Ce canal are cel mai mare potențial nefolosit pentru voi?',
    },
  },
]);
