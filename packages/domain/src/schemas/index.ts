export * from './auth.js';
export * from './assessment.js';
export * from './common.js';
