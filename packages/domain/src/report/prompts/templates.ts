/**
 * The prompt template of every step (domain-design.md §5), by step key: a view of the templates
 * kept in each step's folder (`bank/steps/<key>/prompt.ts`).
 */
import { STEPS } from '../../bank/index.js';
import type { StepKey } from '../../bank/types.js';
import type { StepPromptTemplate } from './types.js';

/** Title, theme and aiRole texts of the 12 steps, en and ro, read from the steps. */
export const PROMPT_TEMPLATES: Readonly<Record<StepKey, StepPromptTemplate>> = Object.fromEntries(
  STEPS.map((s) => [s.key, s.prompt]),
) as Record<StepKey, StepPromptTemplate>;
