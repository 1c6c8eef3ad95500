import type { StepDef } from '../types.js';

/** Step 4 — Amplification (domain-design.md §1). Target human share 55 %. */
export const amplificare: StepDef = {
  key: 'AMPLIFICARE',
  globalOrder: 4,
  targetHumanPercent: 55,
  name: { en: 'Amplification', ro: 'Amplificare' },
  description: { en: '', ro: '' },
  questions: [],
};
