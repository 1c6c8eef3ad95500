/**
 * Step 10, INTEGRARE (domain-design.md §1): target 30 % human. Everything of the step is kept in
 * this folder: activities, context questions, feedback, prompt template, roadmap tasks.
 */
import { defineStep } from '../../define.js';
import { ACTIVITIES } from './activities.js';
import { CONTEXT } from './context.js';
import { FEEDBACK } from './feedback.js';
import { PROMPT } from './prompt.js';
import { ROADMAP } from './roadmap.js';

export const integrare = defineStep({
  key: 'INTEGRARE',
  globalOrder: 10,
  targetHumanPercent: 30,
  name: { en: 'Integration', ro: 'Integrare' },
  description: {
    en: '<p>Customer data: your customer records (CRM or spreadsheet), one view per customer, personalisation, journeys.</p><p>Ideal: <strong>about 30 % people, 70 % AI or automation</strong>. Machines match and tailor; people design journeys and set limits.</p>',
    ro: '<p>Datele clienților: evidența clienților (CRM sau tabel), fișa unică a clientului, personalizare, parcursuri.</p><p>Ideal: <strong>circa 30 % oameni, 70 % AI sau automatizare</strong>. Mașinile potrivesc și adaptează; oamenii proiectează parcursurile și pun limitele.</p>',
  },
  activities: ACTIVITIES,
  context: CONTEXT,
  feedback: FEEDBACK,
  prompt: PROMPT,
  roadmap: ROADMAP,
});
