/** CURAJ: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 85 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who chooses big ideas, taglines and bold tests, and where AI only adds references and checks',
    ro: 'cine alege ideile mari, sloganurile și testele îndrăznețe și unde AI-ul doar aduce referințe și verificări',
  },
};
