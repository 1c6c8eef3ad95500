/**
 * Step 1, VIZIUNE (domain-design.md §1): target 90 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const viziune = defineStep({
  key: 'VIZIUNE',
  globalOrder: 1,
  targetHumanPercent: 90,
  name: { en: 'Vision', ro: 'Viziune' },
  description: {
    en: '<p>Long-term direction: brand purpose, ambition, values, and who sets them.</p><p>Ideal: <strong>about 90 % people, 10 % AI or automation</strong>. Machines scan; leaders choose.</p>',
    ro: '<p>Direcția pe termen lung: scopul brandului, ambiția, valorile și cine le stabilește.</p><p>Ideal: <strong>circa 90 % oameni, 10 % AI sau automatizare</strong>. Mașinile urmăresc; conducerea alege.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
