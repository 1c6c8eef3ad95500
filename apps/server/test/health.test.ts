/** GET /api/health and GET /api/ready (domain-design.md §8 additions). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectedMigrationCount } from '@hai/db';
import { json, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('health and readiness', () => {
  it('GET /api/health answers while the process is up, without a session', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'ok' });
  });

  it('GET /api/ready answers 200 once every committed migration is applied', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const expected = expectedMigrationCount();
    expect(expected).toBeGreaterThanOrEqual(3);
    expect(json(res)).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      migrations: { applied: expected, expected },
    });
  });

  it('GET /api/ready answers 503 with the error body while a migration is missing', async () => {
    await h.app.deps.db.execute(
      sql`ALTER TABLE drizzle.__drizzle_migrations RENAME TO __drizzle_migrations_away`,
    );
    await h.app.deps.db.execute(
      sql`CREATE TABLE drizzle.__drizzle_migrations AS TABLE drizzle.__drizzle_migrations_away`,
    );
    await h.app.deps.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
    );
    try {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('3');
      expect(json(res)).toEqual({
        error: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        requestId: res.headers['x-request-id'],
      });
    } finally {
      await h.app.deps.db.execute(sql`DROP TABLE drizzle.__drizzle_migrations`);
      await h.app.deps.db.execute(
        sql`ALTER TABLE drizzle.__drizzle_migrations_away RENAME TO __drizzle_migrations`,
      );
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
