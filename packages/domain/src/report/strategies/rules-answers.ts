/**
 * All answer-driven rules (domain-design.md §4), for the catalogue and for the test that checks
 * every bank reference they make.
 */
import type { ConditionRule } from './rule.js';
import { HUMAN_OVERSIGHT, REPETITIVE_WORK_AUTOMATION, SHARED_STEPS_COWORKING } from './rules-oversight.js';
import {
  AI_GOVERNANCE,
  DATA_FOUNDATIONS,
  GENAI_DATA_PROTECTION,
  MEASUREMENT_ROI,
  TEAM_UPSKILLING,
} from './rules-practices.js';

export * from './rules-oversight.js';
export * from './rules-practices.js';

/** Every answer-driven rule, for the bank-reference test. */
export const ANSWER_RULES: Readonly<Record<string, ConditionRule>> = {
  HUMAN_OVERSIGHT,
  REPETITIVE_WORK_AUTOMATION,
  DATA_FOUNDATIONS,
  TEAM_UPSKILLING,
  AI_GOVERNANCE,
  MEASUREMENT_ROI,
  GENAI_DATA_PROTECTION,
  SHARED_STEPS_COWORKING,
};
