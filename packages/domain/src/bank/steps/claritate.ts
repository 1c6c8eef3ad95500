import type { StepDef } from '../types.js';

/** Step 2 — Clarity (domain-design.md §1). Target human share 45 %. */
export const claritate: StepDef = {
  key: 'CLARITATE',
  globalOrder: 2,
  targetHumanPercent: 45,
  name: { en: 'Clarity', ro: 'Claritate' },
  description: { en: '', ro: '' },
  questions: [],
};
