export * from './auth.js';
export * from './assessment.js';
export * from './common.js';
export * from './errors.js';
export * from './views.js';
export * from './report.js';
export * from './roadmap.js';
export * from './account.js';
