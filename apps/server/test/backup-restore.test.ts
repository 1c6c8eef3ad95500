/**
 * The documented backup and restore (docker/backup.sh, docker/restore.sh) run
 * for real: a database with a user, answers and a roadmap is dumped with the same pg_dump flags,
 * restored with the same pg_restore flags into an empty database, and every table comes back
 * row for row, with every migration recorded, so the app starts on it as it was.
 * PostgreSQL pass only (PGlite has no pg_dump).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, executeRows, migrationStatus, type DbHandle } from '@hai/db';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';
import { bearer, loggedInUser, startHarness, type Harness } from './harness.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const hasTools = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    execFileSync('pg_restore', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

/** Every table's row count and a digest of its rows, by schema-qualified name. */
async function snapshot(
  db: DbHandle['db'],
): Promise<Record<string, { rows: number; digest: string | null }>> {
  const tables = await executeRows<{ name: string }>(
    db,
    sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1`,
  );
  const out: Record<string, { rows: number; digest: string | null }> = {};
  for (const { name } of tables) {
    const [row] = await executeRows<{ rows: number; digest: string | null }>(
      db,
      sql.raw(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
      ),
    );
    out[name] = row!;
  }
  return out;
}

describe.skipIf(!onPostgres || !hasTools)(
  `backup and restore with pg_dump / pg_restore (${onPostgres ? 'PostgreSQL' : 'PostgreSQL pass only: PGlite has no pg_dump'})`,
  () => {
    let h: Harness;
    let target: TestDatabase;
    const dir = mkdtempSync(join(tmpdir(), 'hai-backup-'));

    beforeAll(async () => {
      h = await startHarness();
      target = await createTestDatabase();
    });
    afterAll(async () => {
      await h?.close();
      await target?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('restores every row of every table, and the migrations the app checks at start', async () => {
      const { token } = await loggedInUser(h);
      const current = await h.app.inject({
        method: 'GET',
        url: '/api/assessment/current',
        headers: bearer(token),
      });
      const q = current.json().currentQuestion as { id: string; options: { id: string }[] };
      const answered = await h.app.inject({
        method: 'POST',
        url: '/api/assessment/answer',
        headers: bearer(token),
        payload: { questionId: q.id, selectedOptionIds: [q.options[0]!.id], additionalInputs: {} },
      });
      expect(answered.statusCode).toBe(200);

      const source = await createDb({ databaseUrl: h.testDb.databaseUrl!, pgliteDir: 'memory://' });
      const before = await snapshot(source.db);
      expect(before['public.users']!.rows).toBeGreaterThan(0);
      expect(before['public.answers']!.rows).toBe(1);

      // docker/backup.sh's command, against the test database.
      const file = join(dir, 'hai.dump');
      execFileSync('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--dbname=${h.testDb.databaseUrl}`,
        `--file=${file}`,
      ]);
      expect(statSync(file).size).toBeGreaterThan(0);
      // docker/restore.sh's command, into an empty database.
      execFileSync('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${target.databaseUrl}`,
        file,
      ]);

      const restored = await createDb({ databaseUrl: target.databaseUrl!, pgliteDir: 'memory://' });
      try {
        expect(await snapshot(restored.db)).toEqual(before);
        const status = await migrationStatus(restored.db);
        expect(status.applied).toBe(status.expected);
      } finally {
        await restored.close();
        await source.close();
      }
    });
  },
);
