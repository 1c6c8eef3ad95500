import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from './client.js';
import { InFlight } from './pool-stats.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

let testDb: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await createDb({ ...testDb, poolSize: 4 });
});
afterAll(async () => {
  await handle.close();
  await testDb.drop();
});

describe(`pool stats (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts statements and transactions while they run, and nothing once they settle', async () => {
    const max = process.env.DATABASE_URL ? 4 : 1;
    expect(handle.stats()).toEqual({ maxConnections: max, queriesInFlight: 0, transactionsOpen: 0 });
    let during = handle.stats();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = handle.db.transaction(async (t) => {
      await t.execute(sql`SELECT 1`);
      during = handle.stats();
      await held;
    });
    // Drizzle's query runs on its first `then`; on PGlite it waits for the transaction's lock.
    const query = handle.db.execute(sql`SELECT pg_sleep(0.05)`).then(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    const both = handle.stats();
    release();
    await Promise.all([tx, query]);
    expect(both).toMatchObject({ queriesInFlight: 1, transactionsOpen: 1 });
    expect(during.transactionsOpen).toBe(1);
    await expect(handle.db.execute(sql`SELECT nope`)).rejects.toThrow();
    expect(handle.stats()).toEqual({ maxConnections: max, queriesInFlight: 0, transactionsOpen: 0 });
  });

  it('tracks a promise without starting or changing it', async () => {
    const inFlight = new InFlight();
    let started = false;
    const lazy = Object.assign(Promise.reject(new Error('x')), {
      then: () => {
        started = true;
        return Promise.resolve();
      },
    });
    expect(inFlight.track('queries', lazy)).toBe(lazy);
    expect(inFlight.queries).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(false);
    expect(inFlight.queries).toBe(0);
  });
});
