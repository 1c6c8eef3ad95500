import type { StepDef } from '../types.js';

/** Step 8 — Systems (domain-design.md §1). Target human share 25 %. */
export const sisteme: StepDef = {
  key: 'SISTEME',
  globalOrder: 8,
  targetHumanPercent: 25,
  name: { en: 'Systems', ro: 'Sisteme' },
  description: { en: '', ro: '' },
  questions: [],
};
