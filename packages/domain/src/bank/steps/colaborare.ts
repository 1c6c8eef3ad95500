import type { StepDef } from '../types.js';

/** Step 7 — Collaboration (domain-design.md §1). Target human share 85 %. */
export const colaborare: StepDef = {
  key: 'COLABORARE',
  globalOrder: 7,
  targetHumanPercent: 85,
  name: { en: 'Collaboration', ro: 'Colaborare' },
  description: { en: '', ro: '' },
  questions: [],
};
