/**
 * Step 9, PREDICTII (domain-design.md §1): target 15 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const predictii = defineStep({
  key: 'PREDICTII',
  globalOrder: 9,
  targetHumanPercent: 15,
  name: { en: 'Predictions', ro: 'Predicții' },
  description: {
    en: '<p>Forecasts, attribution, predictive models and tests.</p><p>Ideal: <strong>about 15 % people, 85 % AI or automation</strong>. Models find the patterns; people ask the questions and decide.</p>',
    ro: '<p>Prognozele, atribuirea, modelele predictive și testele.</p><p>Ideal: <strong>circa 15 % oameni, 85 % AI sau automatizare</strong>. Modelele găsesc tiparele; oamenii pun întrebările și decid.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
