/** VIZIUNE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 90 % human.
export const ROADMAP: StepTasks = {
  owner: {
    en: 'The owner or leadership, with whoever leads marketing',
    ro: 'Conducerea, împreună cu persoana care conduce marketingul',
  },
  practices: {
    en: 'who writes the vision, purpose and market ambition, and what AI prepares for them',
    ro: 'cine scrie viziunea, scopul și ambiția de piață și ce pregătește AI-ul pentru ele',
  },
};
