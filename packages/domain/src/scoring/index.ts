export * from './answer.js';
export * from './constants.js';
export * from './math.js';
export * from './overall.js';
export * from './step.js';
