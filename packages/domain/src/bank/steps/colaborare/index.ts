/**
 * Step 7, COLABORARE (domain-design.md §1): target 85 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const colaborare = defineStep({
  key: 'COLABORARE',
  globalOrder: 7,
  targetHumanPercent: 85,
  name: { en: 'Collaboration', ro: 'Colaborare' },
  description: {
    en: '<p>Working with people: team, agencies, sales, partners, community.</p><p>Ideal: <strong>about 85 % people, 15 % AI or automation</strong>. Trust is built between people; machines take the admin.</p>',
    ro: '<p>Lucrul cu oamenii: echipa, agențiile, vânzările, partenerii, comunitatea.</p><p>Ideal: <strong>circa 85 % oameni, 15 % AI sau automatizare</strong>. Încrederea se construiește între oameni; mașinile preiau administrativul.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
