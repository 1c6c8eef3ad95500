/**
 * Step 11, TRANSFORMARE (domain-design.md §1): target 90 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const transformare = defineStep({
  key: 'TRANSFORMARE',
  globalOrder: 11,
  targetHumanPercent: 90,
  name: { en: 'Transformation', ro: 'Transformare' },
  description: {
    en: '<p>Changing with AI: leadership, skills, roles, rules for AI use.</p><p>Ideal: <strong>about 90 % people, 10 % AI or automation</strong>. Direction, trust and accountability stay human.</p>',
    ro: '<p>Schimbarea odată cu AI-ul: conducere, competențe, roluri, reguli de folosire.</p><p>Ideal: <strong>circa 90 % oameni, 10 % AI sau automatizare</strong>. Direcția, încrederea și responsabilitatea rămân umane.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
