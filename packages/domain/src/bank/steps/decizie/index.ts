/**
 * Step 3, DECIZIE (domain-design.md §1): target 75 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const decizie = defineStep({
  key: 'DECIZIE',
  globalOrder: 3,
  targetHumanPercent: 75,
  name: { en: 'Decision', ro: 'Decizie' },
  description: {
    en: '<p>The big marketing choices: priorities, budget, launches, what to stop.</p><p>Ideal: <strong>about 75 % people, 25 % AI or automation</strong>. Machines prepare options; people decide.</p>',
    ro: '<p>Marile alegeri de marketing: priorități, buget, lansări, ce opriți.</p><p>Ideal: <strong>circa 75 % oameni, 25 % AI sau automatizare</strong>. Mașinile pregătesc opțiunile; oamenii decid.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
