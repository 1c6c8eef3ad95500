export * from './answers.js';
export * from './assessments.js';
export * from './email-tokens.js';
export * from './sessions.js';
export * from './users.js';
export * from './mail-outbox.js';
export * from './roadmap-tasks.js';
export * from './rate-limit-buckets.js';
