/**
 * SISTEME: context questions (0 of the step's 15), asked after its 15 activities. The bands
 * and the "unknown" option come from the fact (bank/context-facts.ts).
 */
import { contextQuestions } from '../../define.js';

export const CONTEXT = contextQuestions([]);
