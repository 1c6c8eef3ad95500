/** TRANSFORMARE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 90 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who sets the AI roadmap, policy and review levels, and how people’s roles and skills are decided',
    ro: 'cine stabilește planul de AI, politica și nivelurile de verificare și cum se decid rolurile și competențele oamenilor',
  },
};
