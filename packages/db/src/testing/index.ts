/**
 * Throwaway databases for tests (`@hai/db/testing`): with `DATABASE_URL` set, a fresh database
 * `hai_test_<random>` on that server, dropped afterwards, so runs never see each other's rows;
 * otherwise an in-memory PGlite.
 */
import { randomBytes } from 'node:crypto';

/** A database for one test file: its config and a `drop()` to call when done. */
export interface TestDatabase {
  databaseUrl?: string;
  pgliteDir: string;
  drop(): Promise<void>;
}

/** Create a throwaway database (see module doc). */
export async function createTestDatabase(baseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!baseUrl) return { pgliteDir: 'memory://', drop: async () => {} };
  const { default: postgres } = await import('postgres');
  const name = `hai_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    pgliteDir: 'memory://',
    drop: async () => {
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
