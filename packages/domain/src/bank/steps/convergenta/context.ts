/**
 * CONVERGENTA: context questions (2 of the step's 15), asked after its 13 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([
  {
    slug: 'peso-lead',
    fact: 'peso.lead',
    stem: {
      en: 'Where does most of your marketing budget go?',
      ro: 'Unde merge cea mai mare parte a bugetului de marketing?',
    },
  },
  {
    slug: 'best-channel',
    fact: 'channel.best',
    stem: {
      en: 'Which channel brings you the most customers?',
      ro: 'Ce canal vă aduce cei mai mulți clienți?',
    },
  },
]);
