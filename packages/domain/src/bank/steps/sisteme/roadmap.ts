/** SISTEME: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 25 % human.
export const ROADMAP: StepTasks = {
  owner: {
    en: 'Whoever runs your marketing tools',
    ro: 'Persoana care se ocupă de instrumentele de marketing',
  },
  practices: {
    en: 'which operations run on AI and automation, who owns each automation, and how exceptions reach people',
    ro: 'ce operațiuni rulează cu AI și automatizări, cine răspunde de fiecare automatizare și cum ajung excepțiile la oameni',
  },
};
