import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, executeRows, migrate, MIGRATIONS_DIR, type DbHandle } from './client.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

/** Apply only the first `count` migrations of the committed folder (a database as an older release left it). */
async function migrateTo(handle: DbHandle, count: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hai-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
    const { migrate: run } =
      handle.driver === 'postgres'
        ? await import('drizzle-orm/postgres-js/migrator')
        : await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let testDb: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await createDb(testDb);
});
afterAll(async () => {
  await handle.close();
  await testDb.drop();
});

describe(`migration 0007: the spec's task fields (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps existing tasks: tool and KPI lists become text, one item per line; nothing else changes', async () => {
    await migrateTo(handle, 7);
    const [user] = await executeRows<{ id: string }>(
      handle.db,
      sql`INSERT INTO users (email, password_hash, first_name, company_name, company_role)
          VALUES ('old@example.com', 'x', 'O', 'C', 'CMO') RETURNING id`,
    );
    await handle.db.execute(sql`
      INSERT INTO roadmap_tasks (user_id, title, category, priority, recommended_tools, target_kpis, order_index)
      VALUES (${user!.id}, 'With lists', 'Viziune', 'high', '["HubSpot","GA4"]'::jsonb, '["Rata de conversie"]'::jsonb, 0),
             (${user!.id}, 'Without lists', NULL, 'medium', '[]'::jsonb, '[]'::jsonb, 1)`);

    await migrate(handle);

    const rows = await executeRows<Record<string, unknown>>(
      handle.db,
      sql`SELECT title, category, priority, tools, kpi, score_range, level, order_index
          FROM roadmap_tasks ORDER BY order_index`,
    );
    expect(rows).toEqual([
      {
        title: 'With lists',
        category: 'Viziune',
        priority: 'high',
        tools: 'HubSpot\nGA4',
        kpi: 'Rata de conversie',
        score_range: null,
        level: null,
        order_index: 0,
      },
      {
        title: 'Without lists',
        category: null,
        priority: 'medium',
        tools: null,
        kpi: null,
        score_range: null,
        level: null,
        order_index: 1,
      },
    ]);
    // A priority may now be empty (spec §3 "priority (free text, nullable)").
    await handle.db.execute(sql`UPDATE roadmap_tasks SET priority = NULL WHERE title = 'Without lists'`);
  });
});

describe(`migration 0009: re-take (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every assessment, answer and task; ties the tasks to the assessment; allows a second assessment', async () => {
    const fresh = await createTestDatabase();
    const h = await createDb(fresh);
    try {
      await migrateTo(h, 9);
      const [withAssessment] = await executeRows<{ id: string }>(
        h.db,
        sql`INSERT INTO users (email, password_hash, first_name, company_name, company_role)
            VALUES ('a@example.com', 'x', 'A', 'C', 'CMO') RETURNING id`,
      );
      const [withoutAssessment] = await executeRows<{ id: string }>(
        h.db,
        sql`INSERT INTO users (email, password_hash, first_name, company_name, company_role)
            VALUES ('b@example.com', 'x', 'B', 'C', 'CMO') RETURNING id`,
      );
      const [assessment] = await executeRows<{ id: string }>(
        h.db,
        sql`INSERT INTO assessments (user_id, status, answered_count, current_question_number, bank_version, completed_at)
            VALUES (${withAssessment!.id}, 'completed', 180, 180, 3, now()) RETURNING id`,
      );
      await h.db.execute(sql`
        INSERT INTO answers (assessment_id, question_id, selected_option_ids)
        VALUES (${assessment!.id}, 'viziune-01', '["viziune-01-a"]'::jsonb)`);
      await h.db.execute(sql`
        INSERT INTO roadmap_tasks (user_id, title, order_index, is_generated)
        VALUES (${withAssessment!.id}, 'Generated', 0, true), (${withAssessment!.id}, 'Custom', 1, false),
               (${withoutAssessment!.id}, 'Early', 0, false)`);

      await migrate(h);

      const assessments = await executeRows<Record<string, unknown>>(
        h.db,
        sql`SELECT id, status, answered_count, previous_assessment_id FROM assessments`,
      );
      expect(assessments).toEqual([
        { id: assessment!.id, status: 'completed', answered_count: 180, previous_assessment_id: null },
      ]);
      const answers = await executeRows<Record<string, unknown>>(
        h.db,
        sql`SELECT assessment_id, question_id, selected_option_ids FROM answers`,
      );
      expect(answers).toEqual([
        { assessment_id: assessment!.id, question_id: 'viziune-01', selected_option_ids: ['viziune-01-a'] },
      ]);
      const tasks = await executeRows<Record<string, unknown>>(
        h.db,
        sql`SELECT title, assessment_id, order_index FROM roadmap_tasks ORDER BY title`,
      );
      expect(tasks).toEqual([
        { title: 'Custom', assessment_id: assessment!.id, order_index: 1 },
        { title: 'Early', assessment_id: null, order_index: 0 },
        { title: 'Generated', assessment_id: assessment!.id, order_index: 0 },
      ]);
      const [user] = await executeRows<{ retake_reminder_at: unknown }>(
        h.db,
        sql`SELECT retake_reminder_at FROM users WHERE id = ${withAssessment!.id}`,
      );
      expect(user!.retake_reminder_at).toBeNull();

      // A re-take of the completed assessment is now possible, once; a second first one is not.
      await h.db.execute(sql`
        INSERT INTO assessments (user_id, bank_version, previous_assessment_id)
        VALUES (${withAssessment!.id}, 3, ${assessment!.id})`);
      await expect(
        h.db.execute(sql`
          INSERT INTO assessments (user_id, bank_version, previous_assessment_id)
          VALUES (${withAssessment!.id}, 3, ${assessment!.id})`),
      ).rejects.toThrow();
      await expect(
        h.db.execute(sql`INSERT INTO assessments (user_id, bank_version) VALUES (${withAssessment!.id}, 3)`),
      ).rejects.toThrow();
      // Deleting the user deletes the whole chain and its tasks.
      await h.db.execute(sql`DELETE FROM users WHERE id = ${withAssessment!.id}`);
      const [left] = await executeRows<{ n: number }>(
        h.db,
        sql`SELECT (SELECT count(*) FROM assessments)::int + (SELECT count(*) FROM answers)::int
                 + (SELECT count(*) FROM roadmap_tasks WHERE user_id = ${withAssessment!.id})::int AS n`,
      );
      expect(left!.n).toBe(0);
    } finally {
      await h.close();
      await fresh.drop();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('migrations from several instances at once (PostgreSQL)', () => {
  it('two instances starting together on an empty database both start; the migrations are applied once', async () => {
    const fresh = await createTestDatabase();
    const a = await createDb(fresh);
    const b = await createDb(fresh);
    try {
      await expect(Promise.all([migrate(a), migrate(b)])).resolves.toEqual([undefined, undefined]);
      const [row] = await executeRows<{ n: number }>(
        a.db,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(row!.n).toBe(
        JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')).entries.length,
      );
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  });
});
