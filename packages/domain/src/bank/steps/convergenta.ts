import type { StepDef } from '../types.js';

/** Step 6 — Convergence (domain-design.md §1). Target human share 60 %. */
export const convergenta: StepDef = {
  key: 'CONVERGENTA',
  globalOrder: 6,
  targetHumanPercent: 60,
  name: { en: 'Convergence', ro: 'Convergență' },
  description: { en: '', ro: '' },
  questions: [],
};
