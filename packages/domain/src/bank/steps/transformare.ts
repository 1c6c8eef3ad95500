import type { StepDef } from '../types.js';

/** Step 11 — Transformation (domain-design.md §1). Target human share 90 %. */
export const transformare: StepDef = {
  key: 'TRANSFORMARE',
  globalOrder: 11,
  targetHumanPercent: 90,
  name: { en: 'Transformation', ro: 'Transformare' },
  description: { en: '', ro: '' },
  questions: [],
};
