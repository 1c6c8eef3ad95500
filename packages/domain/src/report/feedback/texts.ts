/**
 * The feedback texts of all 12 steps, by step key (domain-design.md §5, product-spec §3).
 */
import type { StepKey } from '../../bank/types.js';
import { TEXTS_1 } from './texts-1.js';
import { TEXTS_2 } from './texts-2.js';
import { TEXTS_3 } from './texts-3.js';
import type { StepFeedbackTexts } from './types.js';

/**
 * `onTarget`, `aboveTarget`, `belowTarget` and `notImplemented` texts (en, ro) of every step.
 * Typed as a full record, so a step missing from the three groups fails to compile.
 */
export const STEP_FEEDBACK: Readonly<Record<StepKey, StepFeedbackTexts>> = {
  ...TEXTS_1,
  ...TEXTS_2,
  ...TEXTS_3,
};
