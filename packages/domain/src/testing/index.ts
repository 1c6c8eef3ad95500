export * from './answers.js';
