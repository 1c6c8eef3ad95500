/**
 * Step 5, CURAJ (domain-design.md §1): target 85 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const curaj = defineStep({
  key: 'CURAJ',
  globalOrder: 5,
  targetHumanPercent: 85,
  name: { en: 'Courage', ro: 'Curaj' },
  description: {
    en: '<p>Creative risk and brand bravery: big ideas, tone of voice, bold tests.</p><p>Ideal: <strong>about 85 % people, 15 % AI or automation</strong>. Machines pull towards the average; courage is human.</p>',
    ro: '<p>Riscul creativ și curajul brandului: idei mari, tonul comunicării, teste îndrăznețe.</p><p>Ideal: <strong>circa 85 % oameni, 15 % AI sau automatizare</strong>. Mașinile trag spre medie; curajul este omenesc.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
