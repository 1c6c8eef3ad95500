/**
 * Step 8, SISTEME (domain-design.md §1): target 25 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const sisteme = defineStep({
  key: 'SISTEME',
  globalOrder: 8,
  targetHumanPercent: 25,
  name: { en: 'Systems', ro: 'Sisteme' },
  description: {
    en: '<p>Your martech stack, workflows and operations.</p><p>Ideal: <strong>about 25 % people, 75 % AI or automation</strong>. Machines run the repetitive work; people set rules and handle exceptions.</p>',
    ro: '<p>Setul de instrumente de marketing, fluxurile de lucru și operațiunile.</p><p>Ideal: <strong>circa 25 % oameni, 75 % AI sau automatizare</strong>. Mașinile fac munca repetitivă; oamenii stabilesc regulile și tratează excepțiile.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
