import type { StepDef } from '../types.js';

/** Step 5 — Courage (domain-design.md §1). Target human share 85 %. */
export const curaj: StepDef = {
  key: 'CURAJ',
  globalOrder: 5,
  targetHumanPercent: 85,
  name: { en: 'Courage', ro: 'Curaj' },
  description: { en: '', ro: '' },
  questions: [],
};
