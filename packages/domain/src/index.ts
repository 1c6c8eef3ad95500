/** @hai/domain: the question bank, scoring, schemas, messages and constants shared by server and web. */
export * from './assessment/validate-answer.js';
export * from './bank/index.js';
export * from './i18n/index.js';
export * from './schemas/index.js';
export * from './scoring/index.js';
export * from './peers/index.js';
export * from './report/answers.js';
export * from './report/feedback/index.js';
export * from './report/strategies/index.js';
export * from './report/report.js';
export * from './report/summary.js';
export * from './report/step-words.js';
export * from './report/prompts/index.js';
export * from './report/compare.js';
export * from './report/since-last-time.js';
export * from './roadmap/index.js';
export * from './shell.js';
