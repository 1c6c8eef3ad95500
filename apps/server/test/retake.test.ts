/**
 * Re-take, history and the re-take reminder, through the REST shim on a
 * real database: a re-take pre-fills every question from the previous answers and leaves the
 * completed assessment, its results and its roadmap as they were; 409 before completion; the
 * history lists both with their scores; the reminder and `retakeDue`; the export and the account
 * deletion cover both assessments; unknown fields are refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '@hai/db';
import { BANK_VERSION, QUESTIONS, STEPS, buildReport, getQuestion } from '@hai/domain';
import { perfectAnswers, unscoredAnswer, type GeneratedAnswer } from '@hai/domain/testing';
import { apiCall, bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
/** SQL statements sent while a test records them. */
let recorded: string[] | null = null;
beforeAll(async () => {
  h = await startHarness({}, { onQuery: (q) => recorded?.push(q) });
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const call = (
  token: string,
  method: Parameters<typeof apiCall>[2],
  url: string,
  payload?: unknown,
  lang = 'en',
) => apiCall(h, token, method, url, payload, lang);

const PERFECT = perfectAnswers(STEPS);
/** The re-take's changes: the first ten activity questions answered "not yet" (E). */
const CHANGED = new Map(
  QUESTIONS.filter((q) => q.kind === 'activity')
    .slice(0, 10)
    .map((q) => [q.id, unscoredAnswer(q)]),
);

async function answer(token: string, a: GeneratedAnswer): Promise<Json> {
  const res = await call(token, 'POST', '/assessment/answer', a);
  if (res.statusCode !== 200) throw new Error(`answer ${a.questionId}: ${res.body}`);
  return json<Json>(res);
}

/** The stored rows of an assessment: the row and its answers, ordered, as the database holds them. */
async function snapshot(assessmentId: string) {
  const [row] = await executeRows(
    h.app.deps.db,
    sql`SELECT status, answered_count, current_question_number, bank_version, completed_at::text AS completed_at
        FROM assessments WHERE id = ${assessmentId}`,
  );
  const answers = await executeRows<{ question_id: string; selected_option_ids: string[] }>(
    h.app.deps.db,
    sql`SELECT question_id, selected_option_ids, additional_inputs, updated_at::text AS updated_at
        FROM answers WHERE assessment_id = ${assessmentId} ORDER BY question_id`,
  );
  const tasks = await executeRows(
    h.app.deps.db,
    sql`SELECT id, title, status, order_index, notes, updated_at::text AS updated_at
        FROM roadmap_tasks WHERE assessment_id = ${assessmentId} ORDER BY order_index`,
  );
  return { row, answers, tasks };
}

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('re-take', () => {
  it('is refused with a translated 409 before the assessment is completed', async () => {
    const { token } = await loggedInUser(h);
    const none = await call(token, 'POST', '/assessment/retake');
    expect(none.statusCode).toBe(409);
    expect(json<Json>(none)).toMatchObject({
      error: 'CONFLICT',
      message: 'You can re-take the assessment once it is completed; finish the current one first',
    });
    await answer(token, PERFECT[0]!);
    const started = await call(token, 'POST', '/assessment/retake', undefined, 'ro');
    expect(started.statusCode).toBe(409);
    expect(json<Json>(started).message).toBe(
      'Puteți reface evaluarea după ce este finalizată; finalizați mai întâi evaluarea curentă',
    );
    // The same through tRPC.
    const trpc = await h.app.inject({
      method: 'POST',
      url: '/trpc/assessment.retake',
      headers: { ...bearer(token), 'x-locale': 'en', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(trpc.statusCode).toBe(409);
    expect(json<Json>(await call(token, 'GET', '/assessment/status'))).toMatchObject({ assessmentCount: 1 });
  });

  it('refuses unknown body fields and ignores unknown query fields: no user or assessment can be named', async () => {
    const { token } = await loggedInUser(h);
    const retake = await call(token, 'POST', '/assessment/retake', { assessmentId: 'x' });
    expect(retake.statusCode).toBe(400);
    expect(json<Json>(retake).fields).toEqual([
      expect.objectContaining({ field: 'assessmentId', message: 'Unknown field: assessmentId' }),
    ]);
    // A read ignores a query parameter it does not know: the caller's own (empty) history.
    const named = await call(token, 'GET', '/assessment/history?userId=x');
    expect(named.statusCode).toBe(200);
    expect(json<Json>(named)).toEqual(json<Json>(await call(token, 'GET', '/assessment/history')));
    expect(
      (await call(token, 'PUT', '/assessment/retake-reminder', { inDays: 90, user: 1 })).statusCode,
    ).toBe(400);
  });

  it('pre-fills every question from the previous answers and leaves the completed assessment, its results and roadmap as they were', async () => {
    const { token, email } = await loggedInUser(h);
    for (const a of PERFECT) await answer(token, a);
    const first = json<Json>(await call(token, 'GET', '/assessment/status'));
    expect(first).toMatchObject({ completed: true, assessmentCount: 1 });
    const oldId = first.assessmentId as string;
    const overallBefore = json<Json>(await call(token, 'GET', '/assessment/overall-score'));
    const feedbackBefore = json<Json>(await call(token, 'GET', '/assessment/feedback'));
    expect(overallBefore).toMatchObject({ overallScore: 100, band: 'pioneer' });
    const generated = await call(token, 'POST', '/roadmap/generate');
    expect(generated.statusCode).toBe(200);
    const tasks = json<Json>(generated).tasks as Json[];
    await call(token, 'PATCH', `/roadmap/${tasks[0]!.id}/status`, { status: 'completed' });
    const before = await snapshot(oldId);
    expect(before.answers).toHaveLength(180);
    expect(before.tasks.length).toBeGreaterThanOrEqual(10);

    // Re-take: a new started assessment, question 1 showing the earlier answer as a suggestion.
    const res = await call(token, 'POST', '/assessment/retake');
    expect(res.statusCode).toBe(200);
    const view = json<Json>(res);
    expect(view).toMatchObject({
      status: 'started',
      completed: false,
      previousAssessmentId: oldId,
      bankVersion: BANK_VERSION,
      notice: null,
      stepHistory: [],
      progress: { answeredQuestions: 0 },
    });
    const newId = view.assessmentId as string;
    expect(newId).not.toBe(oldId);
    expect(view.currentQuestion.questionNumber).toBe(1);
    expect(view.existingAnswer).toEqual({ ...strip(PERFECT[0]!), source: 'previous' });
    expect(json<Json>(await call(token, 'GET', '/assessment/current'))).toEqual(view);
    // A second re-take while this one is under way: 409.
    expect((await call(token, 'POST', '/assessment/retake')).statusCode).toBe(409);

    // While the re-take is under way the latest assessment has no results and an empty roadmap;
    // the earlier roadmap's tasks cannot be changed (read-only: 409, test/compare.test.ts).
    expect(json<Json>(await call(token, 'GET', '/assessment/status'))).toMatchObject({
      started: true,
      completed: false,
      assessmentId: newId,
      assessmentCount: 2,
    });
    expect((await call(token, 'GET', '/assessment/feedback')).statusCode).toBe(409);
    expect(json<Json>(await call(token, 'GET', '/roadmap')).tasks).toEqual([]);
    expect(
      (await call(token, 'PATCH', `/roadmap/${tasks[1]!.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(409);
    expect((await call(token, 'DELETE', `/roadmap/${tasks[1]!.id}`)).statusCode).toBe(409);

    // Every question arrives with the previous answer suggested; confirm it, or change ten.
    let suggested: Json | null = view.existingAnswer;
    for (const [i, a] of PERFECT.entries()) {
      expect(suggested, `question ${i + 1}`).toEqual({ ...strip(a), source: 'previous' });
      const submitted = CHANGED.get(a.questionId) ?? { ...strip(a), questionId: a.questionId };
      const out = await answer(token, submitted as GeneratedAnswer);
      suggested = out.existingAnswer;
      if (i === 4) {
        // Back one question: its own saved answer, marked saved; forward again: the suggestion.
        const back = json<Json>(
          await call(token, 'POST', '/assessment/previous', { questionId: PERFECT[5]!.questionId }),
        );
        expect(back.existingAnswer).toEqual({ ...strip(submitted as GeneratedAnswer), source: 'saved' });
        const current = json<Json>(await call(token, 'GET', '/assessment/current'));
        expect(current.currentQuestion.id).toBe(PERFECT[5]!.questionId);
        expect(current.existingAnswer).toEqual({ ...strip(PERFECT[5]!), source: 'previous' });
      }
    }
    expect(suggested).toBeNull();

    // The new assessment is completed with its own results; the old one is exactly as it was.
    const overallAfter = json<Json>(await call(token, 'GET', '/assessment/overall-score'));
    expect(overallAfter.overallScore).toBeLessThan(100);
    expect(await snapshot(oldId)).toEqual(before);
    const oldAnswers = before.answers.map((a) => ({
      questionId: a.question_id,
      selectedOptionIds: a.selected_option_ids,
    }));
    expect(buildReport(oldAnswers, 'en').overall.overallScore).toBe(overallBefore.overallScore);
    // The results calls answer for the new assessment now.
    const feedbackAfter = json<Json>(await call(token, 'GET', '/assessment/feedback'));
    expect(feedbackAfter).not.toEqual(feedbackBefore);
    expect(json<Json>(await call(token, 'GET', '/roadmap')).tasks).toEqual([]);
    const regenerated = json<Json>(await call(token, 'POST', '/roadmap/generate'));
    expect(regenerated.tasks.length).toBeGreaterThanOrEqual(10);
    expect(await snapshot(oldId)).toEqual(before);

    // The history lists both, newest first, with the scores the results show.
    const history = json<Json>(await call(token, 'GET', '/assessment/history'));
    expect(history.assessments).toHaveLength(2);
    const [latest, earlier] = history.assessments as [Json, Json];
    expect(latest).toMatchObject({
      id: newId,
      previousAssessmentId: oldId,
      status: 'completed',
      overallScore: overallAfter.overallScore,
      band: overallAfter.band,
      categoryCount: overallAfter.categoryCount,
      bankVersion: BANK_VERSION,
      answeredCount: 180,
      latest: true,
    });
    expect(earlier).toMatchObject({
      id: oldId,
      previousAssessmentId: null,
      status: 'completed',
      overallScore: 100,
      band: 'pioneer',
      categoryCount: 12,
      coverage: 1,
      latest: false,
    });
    expect(earlier.practisedCount).toBe(earlier.activityCount);
    expect(latest.practisedCount).toBe(earlier.activityCount - CHANGED.size);
    expect(latest.coverage).toBeCloseTo((earlier.activityCount - CHANGED.size) / earlier.activityCount, 10);
    expect(Date.parse(latest.startedAt)).toBeGreaterThan(Date.parse(earlier.startedAt));

    // The export holds both assessments and both roadmaps; deleting the account removes them all.
    const exported = json<Json>(await call(token, 'GET', '/account/export'));
    expect(exported.formatVersion).toBe(3);
    expect(exported.assessments.map((a: Json) => [a.id, a.previousAssessmentId, a.answers.length])).toEqual([
      [oldId, null, 180],
      [newId, oldId, 180],
    ]);
    const byAssessment = (id: string) =>
      exported.roadmapTasks.filter((t: Json) => t.assessmentId === id).length;
    expect(byAssessment(oldId)).toBe(before.tasks.length);
    expect(byAssessment(newId)).toBe(regenerated.tasks.length);
    const deleted = await call(token, 'POST', '/account/delete', {
      password: 'correct horse battery',
      confirm: true,
    });
    expect(deleted.statusCode).toBe(200);
    const [left] = await executeRows<{ n: number }>(
      h.app.deps.db,
      sql`SELECT (SELECT count(*) FROM assessments WHERE id IN (${oldId}, ${newId}))::int
               + (SELECT count(*) FROM answers WHERE assessment_id IN (${oldId}, ${newId}))::int
               + (SELECT count(*) FROM roadmap_tasks WHERE assessment_id IN (${oldId}, ${newId}))::int
               + (SELECT count(*) FROM users WHERE email = ${email})::int AS n`,
    );
    expect(left!.n).toBe(0);
  });

  it('keeps the answer path to three statements while re-taking (the suggestion comes with the save)', async () => {
    const { token } = await loggedInUser(h);
    for (const a of PERFECT) await answer(token, a);
    expect((await call(token, 'POST', '/assessment/retake')).statusCode).toBe(200);
    for (const a of PERFECT.slice(0, 20)) await answer(token, a);
    recorded = [];
    let out: Json;
    try {
      out = await answer(token, PERFECT[20]!);
    } finally {
      const statements = recorded.filter((q) => !q.includes('"mail_outbox"'));
      recorded = null;
      // The session check, the profile's applicability answers, the save.
      expect(statements).toHaveLength(3);
    }
    expect(out.existingAnswer).toEqual({ ...strip(PERFECT[21]!), source: 'previous' });
  });

  it('keeps the chain linear whatever runs at once: one first assessment, one re-take', async () => {
    const { token } = await loggedInUser(h);
    const firsts = await Promise.all([answer(token, PERFECT[0]!), answer(token, PERFECT[0]!)]);
    expect(firsts.map((f) => f.progress.answeredQuestions)).toEqual([1, 1]);
    expect(json<Json>(await call(token, 'GET', '/assessment/status')).assessmentCount).toBe(1);
    for (const a of PERFECT.slice(1)) await answer(token, a);
    const both = await Promise.all([
      call(token, 'POST', '/assessment/retake'),
      call(token, 'POST', '/assessment/retake'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(json<Json>(await call(token, 'GET', '/assessment/status')).assessmentCount).toBe(2);
  });

  it("keeps a task added before any assessment on the first assessment's roadmap", async () => {
    const { token } = await loggedInUser(h);
    const early = json<Json>(await call(token, 'POST', '/roadmap', { category: 'Other', title: 'Early' }));
    for (const a of PERFECT) await answer(token, a);
    const generated = json<Json>(await call(token, 'POST', '/roadmap/generate'));
    expect(generated.tasks.map((t: Json) => t.title)).toContain('Early');
    expect(generated.tasks.map((t: Json) => t.orderIndex)).toEqual(
      generated.tasks.map((_: Json, i: number) => i),
    );
    await call(token, 'POST', '/assessment/retake');
    const during = json<Json>(await call(token, 'POST', '/roadmap', { category: 'Other', title: 'During' }));
    expect(json<Json>(await call(token, 'GET', '/roadmap')).tasks).toEqual([during]);
    expect(
      (await call(token, 'PATCH', `/roadmap/${early.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(409);
  });

  it('does not suggest an earlier answer that no longer validates', async () => {
    const { token } = await loggedInUser(h);
    for (const a of PERFECT) await answer(token, a);
    const status = json<Json>(await call(token, 'GET', '/assessment/status'));
    // The stored answer to question 1 names an option the bank no longer has.
    await executeRows(
      h.app.deps.db,
      sql`UPDATE answers SET selected_option_ids = '["gone-option"]'::jsonb
          WHERE assessment_id = ${status.assessmentId} AND question_id = ${PERFECT[0]!.questionId}`,
    );
    const view = json<Json>(await call(token, 'POST', '/assessment/retake'));
    expect(view.existingAnswer).toBeNull();
    const next = await answer(token, PERFECT[0]!);
    expect(next.existingAnswer).toEqual({ ...strip(PERFECT[1]!), source: 'previous' });
  });
});

describe('the re-take reminder', () => {
  it('stores a day, says when it is due, and clears', async () => {
    const { token } = await loggedInUser(h);
    const status = () => call(token, 'GET', '/assessment/status').then((r) => json<Json>(r));
    expect(await status()).toMatchObject({ retakeReminderAt: null, retakeDue: false });

    const set = await call(token, 'PUT', '/assessment/retake-reminder', { inDays: 90 });
    expect(set.statusCode).toBe(200);
    expect(json<Json>(set)).toEqual({ retakeReminderAt: daysFromToday(90), retakeDue: false });
    expect(await status()).toMatchObject({ retakeReminderAt: daysFromToday(90), retakeDue: false });

    // Today, before the assessment is completed: not due; once completed: due.
    expect(json<Json>(await call(token, 'PUT', '/assessment/retake-reminder', { at: today() }))).toEqual({
      retakeReminderAt: today(),
      retakeDue: false,
    });
    for (const a of PERFECT) await answer(token, a);
    expect(await status()).toMatchObject({ retakeReminderAt: today(), retakeDue: true });
    // A day in the past (set by the database, e.g. 90 days ago) is due too.
    await executeRows(
      h.app.deps.db,
      sql`UPDATE users SET retake_reminder_at = ${daysFromToday(-3)}::date
          WHERE id = (SELECT user_id FROM assessments WHERE id = ${(await status()).assessmentId})`,
    );
    expect(await status()).toMatchObject({ retakeReminderAt: daysFromToday(-3), retakeDue: true });
    // Re-taking clears the reminder with the start (it would otherwise come due again over the
    // new assessment the moment it is completed).
    expect((await call(token, 'POST', '/assessment/retake')).statusCode).toBe(200);
    expect(await status()).toMatchObject({ retakeReminderAt: null, retakeDue: false });
    await call(token, 'PUT', '/assessment/retake-reminder', { inDays: 30 });

    const cleared = await call(token, 'DELETE', '/assessment/retake-reminder');
    expect(cleared.statusCode).toBe(200);
    expect(json<Json>(cleared)).toEqual({ retakeReminderAt: null, retakeDue: false });
    await call(token, 'PUT', '/assessment/retake-reminder', { inDays: 1 });
    expect(json<Json>(await call(token, 'PUT', '/assessment/retake-reminder', { at: null }))).toEqual({
      retakeReminderAt: null,
      retakeDue: false,
    });
    expect(await status()).toMatchObject({ retakeReminderAt: null });
  });

  it.each([
    ['both fields', { inDays: 90, at: '2030-01-01' }, 'inDays', 'Give either a number of days or a date'],
    ['no field', {}, 'inDays', 'Give either a number of days or a date'],
    ['zero days', { inDays: 0 }, 'inDays', 'This value is not valid'],
    ['a fraction of a day', { inDays: 1.5 }, 'inDays', 'This value is not valid'],
    ['not a date', { at: '2030-13-45' }, 'at', 'This value is not valid'],
    ['a day in the past', { at: '2000-01-01' }, 'at', 'Choose a date from today on, within two years'],
    [
      'more than two years ahead',
      { at: '2999-01-01' },
      'at',
      'Choose a date from today on, within two years',
    ],
  ])('refuses %s with a translated 400', async (_name, payload, field, message) => {
    const { token } = await loggedInUser(h);
    const res = await call(token, 'PUT', '/assessment/retake-reminder', payload);
    expect(res.statusCode).toBe(400);
    expect(json<Json>(res).fields).toContainEqual(expect.objectContaining({ field, message }));
    expect(json<Json>(await call(token, 'GET', '/assessment/status')).retakeReminderAt).toBeNull();
  });
});

/** A generated answer as the wire carries it (no question id). */
function strip(a: GeneratedAnswer): {
  selectedOptionIds: string[];
  additionalInputs: Record<string, string>;
} {
  expect(getQuestion(a.questionId)).toBeDefined();
  return { selectedOptionIds: [...a.selectedOptionIds], additionalInputs: { ...a.additionalInputs } };
}
