/** PREDICTII: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 15 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'which forecasts and scores models produce, and who challenges them and sets their thresholds',
    ro: 'ce prognoze și scoruri produc modelele și cine le contestă și le stabilește pragurile',
  },
};
