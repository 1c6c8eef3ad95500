/** CLARITATE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 45 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who interprets customer research and writes the positioning, and what AI gathers and groups',
    ro: 'cine interpretează cercetarea despre clienți și scrie poziționarea și ce adună și grupează AI-ul',
  },
};
