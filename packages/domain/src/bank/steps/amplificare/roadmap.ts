/** AMPLIFICARE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 55 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
  practices: {
    en: 'who shapes each piece’s idea and angle, who checks facts, and what AI writes, adapts and translates',
    ro: 'cine dă ideea și unghiul fiecărui material, cine verifică faptele și ce scrie, adaptează și traduce AI-ul',
  },
};
