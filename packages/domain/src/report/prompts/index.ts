/** Per-step AI prompts of the results page (domain-design.md §5, product-spec §2 "Prompts", §3). */
export * from './build.js';
export { cleanProfileText, fillTemplate, MAX_PROFILE_TEXT, wordCount } from './fill.js';
export { PROMPT_TEMPLATES } from './templates.js';
export * from './types.js';
