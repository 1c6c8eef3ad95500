import type { StepDef } from '../types.js';

/** Step 9 — Predictions (domain-design.md §1). Target human share 15 %. */
export const predictii: StepDef = {
  key: 'PREDICTII',
  globalOrder: 9,
  targetHumanPercent: 15,
  name: { en: 'Predictions', ro: 'Predicții' },
  description: { en: '', ro: '' },
  questions: [],
};
