/**
 * Step 12, IMPACT (domain-design.md §1): target 55 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const impact = defineStep({
  key: 'IMPACT',
  globalOrder: 12,
  targetHumanPercent: 55,
  name: { en: 'Impact', ro: 'Impact' },
  description: {
    en: '<p>Proving results: KPIs, funnel, ROI, revenue, reporting to leadership.</p><p>Ideal: <strong>about 55 % people, 45 % AI or automation</strong>. Machines collect and flag; people judge causes and own the story.</p>',
    ro: '<p>Demonstrarea rezultatelor: KPI-uri, pâlnia de vânzare, ROI, venituri, raportarea către conducere.</p><p>Ideal: <strong>circa 55 % oameni, 45 % AI sau automatizare</strong>. Mașinile adună și semnalează; oamenii judecă și își asumă concluziile.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
