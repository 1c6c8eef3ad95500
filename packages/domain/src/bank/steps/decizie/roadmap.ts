/** DECIZIE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 75 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who decides priorities, budget moves and campaign approvals, and what AI prepares for those decisions',
    ro: 'cine decide prioritățile, mutările de buget și aprobarea campaniilor și ce pregătește AI-ul pentru aceste decizii',
  },
};
