export * from './locale.js';
export * from './messages.js';
export * from './form-messages.js';
export * from './input-messages.js';
