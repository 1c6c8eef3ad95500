import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDb, migrate, type DbHandle } from './client.js';
import { answers, assessments, roadmapTasks, users } from './schema/index.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

let testDb: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await createDb(testDb);
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
  await testDb.drop();
});

describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies migrations idempotently', async () => {
    await expect(migrate(handle)).resolves.toBeUndefined();
  });

  it('keeps e-mails unique and one answer per assessment and question', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({
        email: 'a@example.com',
        passwordHash: 'x',
        firstName: 'A',
        companyName: 'C',
        companyRole: 'CMO',
      })
      .returning();
    await expect(
      handle.db.insert(users).values({
        email: 'a@example.com',
        passwordHash: 'y',
        firstName: 'B',
        companyName: 'D',
        companyRole: 'CEO',
      }),
    ).rejects.toThrow();
    const [a] = await handle.db.insert(assessments).values({ userId: user!.id }).returning();
    await handle.db
      .insert(answers)
      .values({ assessmentId: a!.id, questionId: 'viziune-02', selectedOptionIds: ['viziune-02-a'] });
    await expect(
      handle.db
        .insert(answers)
        .values({ assessmentId: a!.id, questionId: 'viziune-02', selectedOptionIds: ['viziune-02-b'] }),
    ).rejects.toThrow();
    const rows = await handle.db.select().from(answers).where(eq(answers.assessmentId, a!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.selectedOptionIds).toEqual(['viziune-02-a']);
    expect(rows[0]!.additionalInputs).toEqual({});
  });

  it('stores roadmap tasks with their defaults and deletes them with their owner', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({
        email: 'r@example.com',
        passwordHash: 'x',
        firstName: 'R',
        companyName: 'C',
        companyRole: 'CMO',
      })
      .returning();
    const [task] = await handle.db
      .insert(roadmapTasks)
      .values({ userId: user!.id, title: '<b>Scrieți regula</b> despre date', orderIndex: 0 })
      .returning();
    // Free text kept as written; the defaults of a task the user adds.
    expect(task).toMatchObject({
      title: '<b>Scrieți regula</b> despre date',
      category: null,
      priority: 'medium',
      status: 'not_started',
      tools: null,
      kpi: null,
      scoreRange: null,
      level: null,
      expectedResults: null,
      notes: null,
      isGenerated: false,
      source: null,
    });
    await handle.db.insert(roadmapTasks).values({
      userId: user!.id,
      title: 'Generated',
      orderIndex: 1,
      isGenerated: true,
      source: { kind: 'strategy', id: 'genai-data-protection', questionIds: ['integrare-16'] },
      tools: 'CRM',
    });
    const stored = await handle.db.select().from(roadmapTasks).where(eq(roadmapTasks.userId, user!.id));
    expect(stored.map((t) => t.orderIndex).sort()).toEqual([0, 1]);
    expect(stored.find((t) => t.isGenerated)!.source).toEqual({
      kind: 'strategy',
      id: 'genai-data-protection',
      questionIds: ['integrare-16'],
    });
    await expect(
      handle.db.insert(roadmapTasks).values({ userId: user!.id, title: 'No order' } as never),
    ).rejects.toThrow();
    await handle.db.delete(users).where(eq(users.id, user!.id));
    expect(await handle.db.select().from(roadmapTasks).where(eq(roadmapTasks.userId, user!.id))).toEqual([]);
  });
});
