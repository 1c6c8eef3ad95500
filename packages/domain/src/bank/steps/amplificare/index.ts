/**
 * Step 4, AMPLIFICARE (domain-design.md §1): target 55 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const amplificare = defineStep({
  key: 'AMPLIFICARE',
  globalOrder: 4,
  targetHumanPercent: 55,
  name: { en: 'Amplification', ro: 'Amplificare' },
  description: {
    en: '<p>Producing, adapting and distributing content at scale.</p><p>Ideal: <strong>about 55 % people, 45 % AI or automation</strong>. Machines multiply output; people own ideas and quality.</p>',
    ro: '<p>Producerea, adaptarea și distribuirea conținutului la scară.</p><p>Ideal: <strong>circa 55 % oameni, 45 % AI sau automatizare</strong>. Mașinile multiplică volumul; oamenii răspund de idei și calitate.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
