export * from './locale.js';
export * from './messages.js';
export * from './form-messages.js';
