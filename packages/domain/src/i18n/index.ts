export * from './locale.js';
export * from './messages.js';
