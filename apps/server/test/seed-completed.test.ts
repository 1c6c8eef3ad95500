/**
 * Integration: a completed assessment seeded in one step (`seed/completed.ts`, the browser tests'
 * shortcut through the server's test channel) reads exactly as one answered question by question
 * through the REST API, on a real database: the same status, scores, feedback, strategies, prompts
 * and peer benchmark row; and a set that the company's own path would not accept is refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '@hai/db';
import { QUESTIONS, assessmentPath, profileOfAnswers } from '@hai/domain';
import { profile as workedExample, profileAnswers } from '@hai/domain/testing';
import { SeedRefused, seedCompletedAssessment } from '../src/seed/completed.js';
import { apiCall, json, loggedInUser, startHarness, uniqueEmail, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The micro bakery of the worked examples: its path skips the activities that do not apply. */
/** An answer as the seed takes it (the request's shape, additional inputs optional). */
type SeedAnswer = Parameters<typeof seedCompletedAssessment>[2][number];
const ANSWERS: SeedAnswer[] = profileAnswers(workedExample('micro-consumer'));
const READS = [
  '/assessment/status',
  '/assessment/overall-score',
  '/assessment/feedback',
  '/assessment/strategy-recommendations',
  '/assessment/prompts',
  '/assessment/steps',
] as const;

/** A body with the values that differ between the two users (ids, timestamps, company) blanked. */
function comparable(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body)
      .replace(/"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g, '"<id>"')
      .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"')
      .replace(/Brutăria (Unu|Doi) SRL/g, '<company>'),
  );
}

describe('a seeded completed assessment', () => {
  it('reads as the same answers given one by one through the API', async () => {
    // Two companies: the benchmark counts a company once.
    const answered = await loggedInUser(h, uniqueEmail(), {
      registration: { companyName: 'Brutăria Unu SRL' },
    });
    const seeded = await loggedInUser(h, uniqueEmail(), {
      registration: { companyName: 'Brutăria Doi SRL' },
    });
    const path = assessmentPath(profileOfAnswers(ANSWERS));
    expect(path.questions.length).toBeLessThan(QUESTIONS.length);
    for (const a of ANSWERS) {
      const res = await apiCall(h, answered.token, 'POST', '/assessment/answer', a);
      expect(res.statusCode, a.questionId).toBe(200);
    }
    await seedCompletedAssessment(h.app.deps.db, seeded.email.toUpperCase(), ANSWERS);
    for (const url of READS) {
      const one = await apiCall(h, answered.token, 'GET', url);
      const other = await apiCall(h, seeded.token, 'GET', url);
      expect(other.statusCode, url).toBe(200);
      expect(comparable(json(other)), url).toEqual(comparable(json(one)));
    }
    expect(json(await apiCall(h, seeded.token, 'GET', '/assessment/status'))).toMatchObject({
      completed: true,
    });
    // The peer benchmark counts both, with the same scores.
    const rows = await executeRows<{ email: string; dimension: string; score: number }>(
      h.app.deps.db,
      sql`SELECT u.email, p.dimension, p.score FROM peer_scores p JOIN users u ON u.id = p.user_id
          WHERE u.email IN (${answered.email}, ${seeded.email}) ORDER BY p.dimension, u.email`,
    );
    const of = (email: string) =>
      rows.filter((r) => r.email === email).map(({ dimension, score }) => ({ dimension, score }));
    expect(of(seeded.email).length).toBeGreaterThan(0);
    expect(of(seeded.email)).toEqual(of(answered.email));
  });

  it('is refused for a set the path would not accept, and for a user who has an assessment', async () => {
    const user = await loggedInUser(h);
    const db = h.app.deps.db;
    const path = assessmentPath(profileOfAnswers(ANSWERS));
    const lastAsked = path.last.id;
    const notAsked = QUESTIONS.find((q) => path.positionOf(q.questionNumber) === undefined)!;
    const refusals: [SeedAnswer[], RegExp][] = [
      [ANSWERS.filter((a) => a.questionId !== lastAsked), /on the path and unanswered/],
      [[...ANSWERS, { questionId: notAsked.id, selectedOptionIds: [notAsked.options[0]!.id] }], /not on/],
      [ANSWERS.map((a, i) => (i === 0 ? { ...a, selectedOptionIds: [] } : a)), /answer\.noOption/],
    ];
    for (const [answers, reason] of refusals) {
      const refused = seedCompletedAssessment(db, user.email, answers);
      await expect(refused).rejects.toBeInstanceOf(SeedRefused);
      await expect(refused).rejects.toThrow(reason);
    }
    await expect(seedCompletedAssessment(db, uniqueEmail('nobody'), ANSWERS)).rejects.toThrow(/no user/);
    // Nothing was written by a refusal; the first valid seed is, and a second is refused.
    expect(json(await apiCall(h, user.token, 'GET', '/assessment/status'))).not.toMatchObject({
      completed: true,
    });
    await seedCompletedAssessment(db, user.email, ANSWERS);
    await expect(seedCompletedAssessment(db, user.email, ANSWERS)).rejects.toThrow(/already has/);
  });
});
