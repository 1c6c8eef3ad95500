/** COLABORARE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 85 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who writes the briefs for outside help, who keeps in touch with colleagues, customers and partners, and which admin AI takes over',
    ro: 'cine scrie brief-urile pentru colaboratorii externi, cine ține legătura cu colegii, clienții și partenerii și ce muncă administrativă preia AI-ul',
  },
};
