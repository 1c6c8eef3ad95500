/** INTEGRARE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 30 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever keeps your customer records', ro: 'Persoana care ține evidența clienților' },
  practices: {
    en: 'how customer records are matched and used, who designs journeys and owns consent, and what AI runs on its own',
    ro: 'cum sunt unificate și folosite fișele clienților, cine proiectează parcursurile și răspunde de acorduri și ce rulează AI-ul singur',
  },
};
