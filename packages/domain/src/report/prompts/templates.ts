/**
 * The prompt template of every step (domain-design.md §5), by step key. The texts live in three
 * files of four steps each, in step order.
 */
import type { StepKey } from '../../bank/types.js';
import {
  AMPLIFICARE_PROMPT,
  CLARITATE_PROMPT,
  DECIZIE_PROMPT,
  VIZIUNE_PROMPT,
} from './templates-direction.js';
import {
  COLABORARE_PROMPT,
  CONVERGENTA_PROMPT,
  CURAJ_PROMPT,
  SISTEME_PROMPT,
} from './templates-execution.js';
import {
  IMPACT_PROMPT,
  INTEGRARE_PROMPT,
  PREDICTII_PROMPT,
  TRANSFORMARE_PROMPT,
} from './templates-measurement.js';
import type { StepPromptTemplate } from './types.js';

/** Title, theme and aiRole texts of the 12 steps, en and ro (domain-design.md §5). */
export const PROMPT_TEMPLATES: Readonly<Record<StepKey, StepPromptTemplate>> = {
  VIZIUNE: VIZIUNE_PROMPT,
  CLARITATE: CLARITATE_PROMPT,
  DECIZIE: DECIZIE_PROMPT,
  AMPLIFICARE: AMPLIFICARE_PROMPT,
  CURAJ: CURAJ_PROMPT,
  CONVERGENTA: CONVERGENTA_PROMPT,
  COLABORARE: COLABORARE_PROMPT,
  SISTEME: SISTEME_PROMPT,
  PREDICTII: PREDICTII_PROMPT,
  INTEGRARE: INTEGRARE_PROMPT,
  TRANSFORMARE: TRANSFORMARE_PROMPT,
  IMPACT: IMPACT_PROMPT,
};
