/** @hai/server public surface: the app factory, configuration and the router type for the web client. */
export { buildApp, BODY_LIMIT } from './app.js';
export { loadConfig, type Config } from './env.js';
export type { AppRouter } from './trpc/root.js';
