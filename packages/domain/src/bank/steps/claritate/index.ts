/**
 * Step 2, CLARITATE (domain-design.md §1): target 45 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const claritate = defineStep({
  key: 'CLARITATE',
  globalOrder: 2,
  targetHumanPercent: 45,
  name: { en: 'Clarity', ro: 'Claritate' },
  description: {
    en: '<p>Customer insight, positioning and messages.</p><p>Ideal: <strong>about 45 % people, 55 % AI or automation</strong>. Machines gather and group data; people interpret and choose the message.</p>',
    ro: '<p>Cunoașterea clienților, poziționarea și mesajele.</p><p>Ideal: <strong>circa 45 % oameni, 55 % AI sau automatizare</strong>. Mașinile adună și grupează datele; oamenii le interpretează și aleg mesajul.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
