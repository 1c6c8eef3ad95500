/** CONVERGENTA: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 60 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who sets each channel’s role and owns the relationships, and which budget shifts automation makes within limits',
    ro: 'cine stabilește rolul fiecărui canal și deține relațiile și ce mutări de buget face automatizarea în limitele stabilite',
  },
};
