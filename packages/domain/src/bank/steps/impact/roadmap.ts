/** IMPACT: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 55 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who sets KPIs and targets, who tests campaign impact, and what AI collects and reports',
    ro: 'cine stabilește KPI-urile și țintele, cine testează efectul campaniilor și ce colectează și raportează AI-ul',
  },
};
