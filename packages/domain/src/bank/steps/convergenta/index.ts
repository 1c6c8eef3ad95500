/**
 * Step 6, CONVERGENTA (domain-design.md §1): target 60 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const convergenta = defineStep({
  key: 'CONVERGENTA',
  globalOrder: 6,
  targetHumanPercent: 60,
  name: { en: 'Convergence', ro: 'Convergență' },
  description: {
    en: '<p>Your channel mix (PESO: paid, earned, shared, owned) and how channels work together.</p><p>Ideal: <strong>about 60 % people, 40 % AI or automation</strong>. Machines bid and monitor; people set roles and the story.</p>',
    ro: '<p>Mixul de canale (PESO: media plătită, câștigată, distribuită, proprie) și cum lucrează împreună.</p><p>Ideal: <strong>circa 60 % oameni, 40 % AI sau automatizare</strong>. Mașinile licitează și monitorizează; oamenii stabilesc rolurile și povestea.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
