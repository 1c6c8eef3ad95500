/**
 * Database factory (conventions.md §8): PostgreSQL through postgres.js when a URL is given,
 * otherwise the embedded PGlite (PostgreSQL compiled to WASM) in a folder or in memory.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

/** The Drizzle database either driver gives; services depend on this type only. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: `databaseUrl` wins; else PGlite at `pgliteDir` (`memory://` for none). */
export interface DbConfig {
  databaseUrl?: string;
  pgliteDir: string;
  /** Connection pool size for PostgreSQL (default 10). */
  poolSize?: number;
}

/** An open database with its driver name and a `close()` that releases it. */
export interface DbHandle {
  db: Db;
  driver: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Folder holding the committed migrations (`drizzle-kit generate`). */
export const MIGRATIONS_DIR = resolve(here, '../migrations');

/** A freshly initialised cluster made at build time (scripts/pglite-template.mjs); optional. */
const PGLITE_TEMPLATE = resolve(here, '../dist/pglite-template.tar.gz');

/**
 * PostgreSQL settings for the embedded database: one local user needs no 128 MB buffer cache,
 * and the smaller cache keeps the server's peak memory near 300 MB instead of ~400 MB.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=512kB'];

/** Open the database chosen by `config` (domain-design.md §7: DATABASE_URL, PGLITE_DIR). */
export async function createDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(config.databaseUrl, { max: config.poolSize ?? 10, onnotice: () => {} });
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = config.pgliteDir;
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  // A new cluster loads the prebuilt template instead of running initdb.
  const fresh = inMemory || !existsSync(join(dir, 'PG_VERSION'));
  const template =
    fresh && existsSync(PGLITE_TEMPLATE) ? new Blob([readFileSync(PGLITE_TEMPLATE)]) : undefined;
  const client = new PGlite(dir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close() };
}

/** Apply pending migrations from {@link MIGRATIONS_DIR}. Safe to call at every start. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
