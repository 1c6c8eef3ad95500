/** @hai/db: Drizzle schema, the database factory and migrations. */
export * from './client.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
