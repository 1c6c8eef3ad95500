/**
 * Versions of the question bank: an assessment records the version it is
 * answered on; one recorded on an older version reads as a fresh start on the current one with a
 * translated notice, is restarted by its first answer, and keeps its old answers, unscored. A
 * completed one on an older version has no results until it is completed again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '@hai/db';
import { BANK_VERSION, QUESTIONS, STEPS, getQuestion } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = (token: string, url: string, lang = 'en') =>
  h.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-locale': lang } });
const post = (token: string, url: string, payload?: object) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Turn the user's assessment into one answered on version 2: status, counts and three v2 answers. */
async function makeVersion2(
  email: string,
  status: 'started' | 'completed',
  answered: number,
): Promise<string> {
  const [user] = await executeRows<{ id: string }>(
    h.app.deps.db,
    sql`SELECT id FROM users WHERE email = ${email}`,
  );
  const [row] = await executeRows<{ id: string }>(
    h.app.deps.db,
    sql`INSERT INTO assessments (user_id, status, answered_count, current_question_number, bank_version, completed_at)
        VALUES (${user!.id}, ${status}, ${answered}, ${Math.min(answered + 1, 180)}, 2,
                ${status === 'completed' ? sql`now()` : sql`NULL`})
        RETURNING id`,
  );
  for (const id of ['viziune-01', 'viziune-02', 'viziune-03'])
    await executeRows(
      h.app.deps.db,
      sql`INSERT INTO answers (assessment_id, question_id, selected_option_ids)
          VALUES (${row!.id}, ${id}, ${JSON.stringify([`${id}-a`])}::jsonb)`,
    );
  return row!.id;
}

const storedAnswers = async (assessmentId: string) =>
  (
    await executeRows<{ question_id: string }>(
      h.app.deps.db,
      sql`SELECT question_id FROM answers WHERE assessment_id = ${assessmentId} ORDER BY question_id`,
    )
  ).map((r) => r.question_id);

describe('an assessment recorded on an older bank version', () => {
  it('reads as a fresh start with a translated notice, restarts on the first answer and keeps the old answers', async () => {
    const { token, email } = await loggedInUser(h);
    const id = await makeVersion2(email, 'started', 40);

    const current = json<Json>(await get(token, '/api/assessment/current'));
    expect(current).toMatchObject({
      assessmentId: id,
      status: 'started',
      bankVersion: BANK_VERSION,
      notice: 'bank-updated',
    });
    expect(current.currentQuestion.id).toBe(QUESTIONS[0]!.id);
    expect(current.progress.answeredQuestions).toBe(0);
    expect(current.stepHistory).toEqual([]);
    expect(json<Json>(await get(token, '/api/assessment/status'))).toMatchObject({
      started: true,
      completed: false,
    });
    // A query never writes: the row is still on version 2.
    const [before] = await executeRows<{ bank_version: number }>(
      h.app.deps.db,
      sql`SELECT bank_version FROM assessments WHERE id = ${id}`,
    );
    expect(before!.bank_version).toBe(2);

    // The first answer restarts it on the current version.
    const first = perfectAnswers(STEPS)[0]!;
    expect((await post(token, '/api/assessment/answer', first)).statusCode).toBe(200);
    const [after] = await executeRows<{
      bank_version: number;
      restarted_from_version: number;
      answered_count: number;
    }>(
      h.app.deps.db,
      sql`SELECT bank_version, restarted_from_version, answered_count FROM assessments WHERE id = ${id}`,
    );
    expect(after).toEqual({ bank_version: BANK_VERSION, restarted_from_version: 2, answered_count: 1 });
    // The old answers are kept beside the new one; the notice is gone.
    expect(await storedAnswers(id)).toEqual(
      [first.questionId, 'viziune-01', 'viziune-02', 'viziune-03'].sort(),
    );
    const next = json<Json>(await get(token, '/api/assessment/current'));
    expect(next).toMatchObject({ notice: null, progress: { answeredQuestions: 1 } });
    // The old answers are not scored: once the first activity is answered, step 1 has one
    // practised activity only.
    const activities = perfectAnswers(STEPS).slice(1, 3);
    for (const a of activities) expect((await post(token, '/api/assessment/answer', a)).statusCode).toBe(200);
    expect(getQuestion(activities[1]!.questionId)!.kind).toBe('activity');
    const score = json<Json>(await get(token, '/api/assessment/step-score/VIZIUNE'));
    expect(score).toMatchObject({ practisedCount: 1, insufficient: true });
  });

  it('a completed one has no results until it is completed again on the current version', async () => {
    const { token, email } = await loggedInUser(h);
    await makeVersion2(email, 'completed', 180);
    expect(json<Json>(await get(token, '/api/assessment/status'))).toMatchObject({ completed: false });
    const feedback = await get(token, '/api/assessment/feedback', 'ro');
    expect(feedback.statusCode).toBe(409);
    const current = json<Json>(await get(token, '/api/assessment/current', 'ro'));
    expect(current).toMatchObject({ completed: false, notice: 'bank-updated' });
    expect(current.currentQuestion.questionNumber).toBe(1);
  });

  it('a new assessment is recorded on the current version and shows no notice', async () => {
    const { token, email } = await loggedInUser(h);
    expect(json<Json>(await get(token, '/api/assessment/current'))).toMatchObject({
      notice: null,
      bankVersion: BANK_VERSION,
    });
    expect((await post(token, '/api/assessment/answer', perfectAnswers(STEPS)[0]!)).statusCode).toBe(200);
    const rows = await executeRows<{ bank_version: number; restarted_from_version: number | null }>(
      h.app.deps.db,
      sql`SELECT a.bank_version, a.restarted_from_version FROM assessments a
          JOIN users u ON u.id = a.user_id WHERE u.email = ${email}`,
    );
    expect(rows[0]).toEqual({ bank_version: BANK_VERSION, restarted_from_version: null });
  });
});
