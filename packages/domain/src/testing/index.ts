export * from './answers.js';
export * from './fixture-step.js';
export * from './profiles.js';
/** The "tu" forms refused in Romanian texts: tests of the UI strings and e-mails reuse them. */
export { TU_FORMS } from '../bank/glossary.js';
