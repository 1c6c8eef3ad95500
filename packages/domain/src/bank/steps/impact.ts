import type { StepDef } from '../types.js';

/** Step 12 — Impact (domain-design.md §1). Target human share 55 %. */
export const impact: StepDef = {
  key: 'IMPACT',
  globalOrder: 12,
  targetHumanPercent: 55,
  name: { en: 'Impact', ro: 'Impact' },
  description: { en: '', ro: '' },
  questions: [],
};
