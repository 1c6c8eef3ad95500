/** VIZIUNE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 90 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'CEO and CMO', ro: 'CEO-ul și CMO-ul' },
  practices: {
    en: 'who writes the vision, purpose and market ambition, and what AI prepares for them',
    ro: 'cine scrie viziunea, scopul și ambiția de piață și ce pregătește AI-ul pentru ele',
  },
};
