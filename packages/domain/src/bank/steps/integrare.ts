import type { StepDef } from '../types.js';

/** Step 10 — Integration (domain-design.md §1). Target human share 30 %. */
export const integrare: StepDef = {
  key: 'INTEGRARE',
  globalOrder: 10,
  targetHumanPercent: 30,
  name: { en: 'Integration', ro: 'Integrare' },
  description: { en: '', ro: '' },
  questions: [],
};
