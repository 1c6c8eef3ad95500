import type { StepDef } from '../types.js';

/** Step 3 — Decision (domain-design.md §1). Target human share 75 %. */
export const decizie: StepDef = {
  key: 'DECIZIE',
  globalOrder: 3,
  targetHumanPercent: 75,
  name: { en: 'Decision', ro: 'Decizie' },
  description: { en: '', ro: '' },
  questions: [],
};
