import type { StepDef } from '../types.js';

/** Step 1 — Vision (domain-design.md §1). Target human share 90 %. */
export const viziune: StepDef = {
  key: 'VIZIUNE',
  globalOrder: 1,
  targetHumanPercent: 90,
  name: { en: 'Vision', ro: 'Viziune' },
  description: { en: '', ro: '' },
  questions: [],
};
