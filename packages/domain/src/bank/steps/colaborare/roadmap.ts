/** COLABORARE: who owns the step’s roadmap tasks and what its quarterly review looks at (roadmap/types.ts `StepTasks`; the tasks themselves are the activities’ levers). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 85 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
  practices: {
    en: 'who writes agency briefs, coaches colleagues and answers the community, and which admin AI takes over',
    ro: 'cine scrie brief-urile pentru agenții, îi îndrumă pe colegi și răspunde comunității și ce muncă administrativă preia AI-ul',
  },
};
