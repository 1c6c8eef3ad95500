/** Integration: the assessment routes of spec §7 through the REST shim and tRPC, on a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { answers, assessments, users } from '@hai/db';
import { QUESTIONS, STEPS, UNKNOWN_PROFILE, getQuestion, pathMinutes } from '@hai/domain';
import { perfectAnswers, unscoredAnswer, type GeneratedAnswer } from '@hai/domain/testing';
import { bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
/** SQL statements sent while a test records them (see "constant work"). */
let recorded: string[] | null = null;
beforeAll(async () => {
  h = await startHarness({}, { onQuery: (q) => recorded?.push(q) });
});

/** The SQL statements `run` sends (the mail outbox worker's polling left out). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  recorded = [];
  try {
    await run();
    return recorded.filter((q) => !q.includes('"mail_outbox"'));
  } finally {
    recorded = null;
  }
}
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const api = (token: string, lang = 'en') => ({
  get: async (url: string) =>
    h.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-locale': lang } }),
  post: async (url: string, payload?: unknown) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'x-locale': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
});

const answerAll = async (token: string, answers: GeneratedAnswer[]) => {
  const out: Json[] = [];
  for (const a of answers) {
    const res = await api(token).post('/api/assessment/answer', a);
    if (res.statusCode !== 200) throw new Error(`answer ${a.questionId}: ${res.body}`);
    // The submission answer is constant in size: at most 4 KB, whatever the position.
    expect(Buffer.byteLength(res.body), `answer to ${a.questionId}`).toBeLessThanOrEqual(4096);
    out.push(json<Json>(res));
  }
  return out;
};

const PERFECT = perfectAnswers(STEPS);
const firstActivity = QUESTIONS.find((q) => q.kind === 'activity')!;
const firstContext = QUESTIONS.find((q) => q.kind === 'context')!;
/** The bank's activities: every one applies to the contexts of `PERFECT`. */
const ACTIVITY_COUNT = QUESTIONS.filter((q) => q.kind === 'activity').length;

describe('without a valid token', () => {
  it.each([
    ['GET', '/api/assessment/status'],
    ['GET', '/api/assessment/current'],
    ['POST', '/api/assessment/answer'],
    ['POST', '/api/assessment/previous'],
    ['GET', '/api/assessment/steps'],
    ['GET', '/api/assessment/step-score/VIZIUNE'],
    ['GET', '/api/assessment/overall-score'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await h.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer nope' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(json<Json>(res)).toMatchObject({ error: 'UNAUTHORIZED' });
  });
});

describe('the full journey through the REST API', () => {
  it('answers all 180 questions, completes, and scores 100 % pioneer over 12 categories', async () => {
    const { token } = await loggedInUser(h);
    const a = api(token);
    expect(json<Json>(await a.get('/api/assessment/status'))).toMatchObject({
      started: false,
      completed: false,
    });

    const current = json<Json>(await a.get('/api/assessment/current'));
    expect(current.currentQuestion).toMatchObject({ id: QUESTIONS[0]!.id, questionNumber: 1 });
    expect(current.currentStep).toMatchObject({
      id: 'VIZIUNE',
      globalOrder: 1,
      questionCount: 15,
      humanPercent: 90,
      aiPercent: 10,
    });
    expect(current.allSteps).toHaveLength(12);
    expect(current.progress).toEqual({
      answeredQuestions: 0,
      totalQuestions: 180,
      completionPercentage: 0,
      completedSteps: 0,
      totalSteps: 12,
      isCompleted: false,
      // The whole bank's reading time (nothing known yet), in whole minutes.
      minutesLeft: Math.ceil(pathMinutes(UNKNOWN_PROFILE, 'en')),
    });
    // Reading the chat's state writes nothing (conventions.md §17): not started until an answer.
    expect(json<Json>(await a.get('/api/assessment/status'))).toMatchObject({
      started: false,
      completed: false,
    });

    const results = await answerAll(token, PERFECT);
    expect(json<Json>(await a.get('/api/assessment/status'))).toMatchObject({ started: true });
    expect(results.slice(0, 179).every((r) => r.completed === false)).toBe(true);
    expect(results[0]!.nextQuestion.questionNumber).toBe(2);
    expect(results[0]!.progress.completionPercentage).toBeCloseTo(0.56, 2);
    expect(results[14]!.completedStep).toMatchObject({
      step: { id: 'VIZIUNE' },
      score: {
        stepId: 'VIZIUNE',
        score: 100,
        alignment: 100,
        coverage: 1,
        performance: 'excellent',
        answeredCount: 15,
      },
    });
    expect(results[14]!.nextStep).toMatchObject({ id: 'CLARITATE' });
    expect(results[13]!.completedStep).toBeNull();
    expect(results[100]).not.toHaveProperty('stepHistory');
    const last = results[179]!;
    expect(last).toMatchObject({
      completed: true,
      nextQuestion: null,
      progress: { isCompleted: true, completedSteps: 12, completionPercentage: 100, minutesLeft: 0 },
    });

    expect(json<Json>(await a.get('/api/assessment/status'))).toMatchObject({
      started: true,
      completed: true,
    });
    const overall = json<Json>(await a.get('/api/assessment/overall-score'));
    expect(overall).toMatchObject({ overallScore: 100, categoryCount: 12, band: 'pioneer' });
    // The overview's advice: the pioneer band's summary, and no step off target to name.
    expect(overall.summary).toMatchObject({ band: 'pioneer', priorityLevel: 'low' });
    // The level's usual range, beside what the sample context's budget allows when that is less.
    expect(overall.summary.investment).toMatch(/^€500k or more( \(at your budget: up to €[\d,]+ a year\))?$/);
    expect(overall.furthestSteps).toEqual([]);
    expect(overall.coverageGaps).toEqual([]);
    // The executive summary: every activity practised, at its ideal; the sample context's
    // visitor → lead rate (under 0.5 %) is the funnel stage furthest below its typical rate.
    expect(overall.executiveSummary.headline).toMatch(
      new RegExp(
        `^Your HAI score is 100 of 100, level: Pioneer\\. You practise ${ACTIVITY_COUNT} of the ${ACTIVITY_COUNT} activities \\(100%\\), ${ACTIVITY_COUNT} of them exactly at their ideal; counting half for those one step away, alignment is 100%\\. Your funnel loses most at “Visitor → lead”: under 0\\.5%, against a typical 2\\.5%\\.$`,
      ),
    );
    expect(overall.executiveSummary.wordCount).toBeLessThanOrEqual(250);
    expect(overall.steps).toHaveLength(12);
    for (const s of STEPS) {
      const score = json<Json>(await a.get(`/api/assessment/step-score/${s.key}`));
      expect(score).toMatchObject({
        stepId: s.key,
        targetHumanPercent: s.targetHumanPercent,
        allAnswersAreOptionE: false,
        score: 100,
        alignment: 100,
        coverage: 1,
        practisedCount: s.activities.length,
        activityCount: s.activities.length,
        notYetCount: 0,
        performance: 'excellent',
      });
      // Every ideal: the split within 2.5 points of the target (the ideals' mean, rounded).
      expect(Math.abs(score.yourHumanPercent - s.targetHumanPercent)).toBeLessThanOrEqual(3);
      expect(score.yourAiPercent + score.yourHumanPercent).toBe(100);
    }
    const done = json<Json>(await a.get('/api/assessment/current?redirectToUnanswered=false'));
    expect(done).toMatchObject({ completed: true, status: 'completed' });
  });

  it('scores an all-option-E assessment as nothing to score, not urgent', async () => {
    const { token } = await loggedInUser(h);
    await answerAll(
      token,
      QUESTIONS.map((q) => unscoredAnswer(q)),
    );
    const overall = json<Json>(await api(token).get('/api/assessment/overall-score'));
    expect(overall).toMatchObject({ overallScore: 0, categoryCount: 0, band: null });
    const step = json<Json>(await api(token).get('/api/assessment/step-score/CURAJ'));
    expect(step).toMatchObject({ allAnswersAreOptionE: true, yourHumanPercent: null, alignment: null });
  });
});

describe('the answer path does constant work', () => {
  it('sends the same three statements for the 2nd and the 170th answer, and reads no other answers', async () => {
    const { token } = await loggedInUser(h);
    await answerAll(token, PERFECT.slice(0, 1));
    const early = await statementsOf(() => answerAll(token, PERFECT.slice(1, 2)));
    await answerAll(token, PERFECT.slice(2, 169));
    const late = await statementsOf(() => answerAll(token, PERFECT.slice(169, 170)));
    // The session check, the profile's applicability answers (at most five rows), then one
    // statement that saves the answer and moves the assessment.
    expect(early).toHaveLength(3);
    expect(late).toHaveLength(early.length);
    expect(late.filter((q) => /^\s*select[^;]*from "answers"/i.test(q))).toHaveLength(1);
  });

  it('reads back only the finished step when an answer completes it', async () => {
    const { token } = await loggedInUser(h);
    await answerAll(token, PERFECT.slice(0, 14));
    const last = await statementsOf(() => answerAll(token, PERFECT.slice(14, 15)));
    expect(last).toHaveLength(4);
    // The profile's answers, and the finished step's.
    expect(last.filter((q) => /^\s*select[^;]*from "answers"/i.test(q))).toHaveLength(2);
  });
});

describe('concurrent answers', () => {
  it('keep the answered questions a prefix: a question is never stored before the ones ahead of it', async () => {
    const { token } = await loggedInUser(h);
    const post = (i: number) => api(token).post('/api/assessment/answer', PERFECT[i]);
    await post(0);
    // Questions 2..13 all at once, three rounds: each is accepted only once the one before it is stored.
    for (let round = 0; round < 3; round++)
      await Promise.all(Array.from({ length: 12 }, (_, i) => post(i + 1)));
    const rows = await h.app.deps.db
      .select({ questionId: answers.questionId, answered: assessments.answeredCount })
      .from(answers)
      .innerJoin(assessments, eq(assessments.id, answers.assessmentId))
      .innerJoin(users, eq(users.id, assessments.userId))
      .where(eq(users.email, (await api(token).get('/api/auth/me')).json().user.email));
    const numbers = rows.map((r) => getQuestion(r.questionId)!.questionNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(rows[0]!.answered).toBe(numbers.length);
    const progress = json<Json>(await api(token).get('/api/assessment/current')).progress;
    expect(progress.answeredQuestions).toBe(numbers.length);
  });
});

describe('current is read-only; previous is explicit', () => {
  it('creates nothing and moves nothing when the chat is read', async () => {
    const { token } = await loggedInUser(h);
    const a = api(token);
    const fresh = json<Json>(await a.get('/api/assessment/current'));
    expect(fresh).toMatchObject({ assessmentId: null, status: 'not_started', completed: false });
    expect(fresh.currentQuestion.questionNumber).toBe(1);
    expect(json<Json>(await a.get('/api/assessment/status'))).toMatchObject({ started: false });
    await answerAll(token, PERFECT.slice(0, 4));
    const back = json<Json>(await a.post('/api/assessment/previous', { questionId: PERFECT[4]!.questionId }));
    expect(back.currentQuestion.questionNumber).toBe(4);
    // Resuming shows the first unanswered question without moving the stored position.
    expect(json<Json>(await a.get('/api/assessment/current')).currentQuestion.questionNumber).toBe(5);
    const kept = json<Json>(await a.get('/api/assessment/current?redirectToUnanswered=false'));
    expect(kept.currentQuestion.questionNumber).toBe(4);
    expect(kept.existingAnswer.selectedOptionIds).toEqual(PERFECT[3]!.selectedOptionIds);
  });

  it('goes back from the question the chat shows, whatever the stored position', async () => {
    const { token } = await loggedInUser(h);
    const a = api(token);
    await answerAll(token, PERFECT.slice(0, 6));
    await a.post('/api/assessment/previous', { questionId: PERFECT[6]!.questionId });
    // After a reload the chat shows question 7 again; back from there is question 6, not 5.
    const back = json<Json>(await a.post('/api/assessment/previous', { questionId: PERFECT[6]!.questionId }));
    expect(back.currentQuestion.questionNumber).toBe(6);
    expect(back.stepHistory).toHaveLength(5);
    const ahead = await a.post('/api/assessment/previous', { questionId: QUESTIONS[50]!.id });
    expect(ahead.statusCode).toBe(409);
    const unknown = await a.post('/api/assessment/previous', { questionId: 'nope-01' });
    expect(unknown.statusCode).toBe(400);
    expect(json<Json>(unknown).fields).toEqual([
      { field: 'questionId', code: 'answer.unknownQuestion', message: 'This question does not exist' },
    ]);
  });
});

describe('resume, previous and languages', () => {
  it('resumes at the first unanswered question with the step history, in the request language', async () => {
    const { token } = await loggedInUser(h);
    await answerAll(token, PERFECT.slice(0, 5));
    const en = json<Json>(await api(token, 'en').get('/api/assessment/current'));
    expect(en.currentQuestion.questionNumber).toBe(6);
    expect(en.currentQuestion.questionText).toBe(QUESTIONS[5]!.text.en);
    expect(en.stepHistory).toHaveLength(5);
    expect(en.stepHistory[0].answer.selectedOptionIds).toEqual(PERFECT[0]!.selectedOptionIds);
    expect(en.existingAnswer).toBeNull();
    const ro = json<Json>(await api(token, 'ro').get('/api/assessment/current'));
    expect(ro.currentQuestion.questionText).toBe(QUESTIONS[5]!.text.ro);
    expect(ro.currentStep.name).toBe('Viziune');
  });

  it('goes back with the earlier answer prefilled, and a changed answer is kept', async () => {
    const { token } = await loggedInUser(h);
    const a = api(token);
    await answerAll(token, PERFECT.slice(0, 3));
    const prev = json<Json>(await a.post('/api/assessment/previous'));
    expect(prev.currentQuestion.questionNumber).toBe(3);
    expect(prev.existingAnswer.selectedOptionIds).toEqual(PERFECT[2]!.selectedOptionIds);
    const q3 = getQuestion(PERFECT[2]!.questionId)!;
    const other = q3.options.find(
      (o) => !PERFECT[2]!.selectedOptionIds.includes(o.id) && !o.input && !o.exclusive,
    )!;
    const res = json<Json>(
      await a.post('/api/assessment/answer', {
        questionId: q3.id,
        selectedOptionIds: [other.id],
        additionalInputs: {},
      }),
    );
    expect(res.nextQuestion.questionNumber).toBe(4);
    expect(res.existingAnswer).toBeNull();
    expect(res.progress.answeredQuestions).toBe(3);
    const back = json<Json>(await a.post('/api/assessment/previous'));
    expect(back.existingAnswer.selectedOptionIds).toEqual([other.id]);
  });

  it('refuses previous on the first question with 409', async () => {
    const { token } = await loggedInUser(h);
    await api(token).get('/api/assessment/current');
    const res = await api(token).post('/api/assessment/previous');
    expect(res.statusCode).toBe(409);
    expect(json<Json>(res)).toEqual({
      error: 'CONFLICT',
      message: 'There is no previous question',
      requestId: res.headers['x-request-id'],
    });
  });

  it('lists the 12 steps and refuses an unknown step with 404', async () => {
    const { token } = await loggedInUser(h);
    const steps = json<Json>(await api(token, 'ro').get('/api/assessment/steps')).steps as Json[];
    expect(steps.map((s) => s.id)).toEqual(STEPS.map((s) => s.key));
    expect(steps.map((s) => s.name)).toContain('Convergență');
    expect((await api(token).get('/api/assessment/step-score/NOPE')).statusCode).toBe(404);
  });
});

describe('bad answers are refused with a translated 400 and change nothing', () => {
  const single = firstActivity;
  const opt = (q: typeof single, k: string) => q.options.find((o) => o.key === k)!.id;

  const cases: [string, () => GeneratedAnswer | Json, string, string][] = [
    [
      'no option',
      () => ({ questionId: single.id, selectedOptionIds: [], additionalInputs: {} }),
      'selectedOptionIds',
      'Select an answer',
    ],
    [
      'an unknown option',
      () => ({ questionId: single.id, selectedOptionIds: ['viziune-99-z'], additionalInputs: {} }),
      'selectedOptionIds',
      'This answer does not belong to the question',
    ],
    [
      'two options on a single-choice question',
      () => ({
        questionId: single.id,
        selectedOptionIds: [opt(single, 'A'), opt(single, 'B')],
        additionalInputs: {},
      }),
      'selectedOptionIds',
      'Select exactly one answer',
    ],
    [
      'an option of another question',
      () => ({ questionId: firstContext.id, selectedOptionIds: [opt(single, 'A')], additionalInputs: {} }),
      'selectedOptionIds',
      'This answer does not belong to the question',
    ],
    [
      'a typed value for an option that takes none',
      () => ({
        questionId: single.id,
        selectedOptionIds: [opt(single, 'A')],
        additionalInputs: { [opt(single, 'A')]: '42' },
      }),
      `additionalInputs.${opt(single, 'A')}`,
      'A value was given for an answer that was not selected',
    ],
    [
      'an unknown question',
      () => ({ questionId: 'viziune-99', selectedOptionIds: ['viziune-99-a'], additionalInputs: {} }),
      'questionId',
      'This question does not exist',
    ],
    [
      'a question of the retired bank version 2',
      () => ({ questionId: 'viziune-02', selectedOptionIds: ['viziune-02-a'], additionalInputs: {} }),
      'questionId',
      'This question does not exist',
    ],
    [
      'an unknown field',
      () => ({
        questionId: single.id,
        selectedOptionIds: [opt(single, 'A')],
        additionalInputs: {},
        assessmentId: '00000000-0000-0000-0000-000000000000',
      }),
      'assessmentId',
      'Unknown field: assessmentId',
    ],
  ];

  it.each(cases)('%s', async (_name, make, field, message) => {
    const { token } = await loggedInUser(h);
    const a = api(token);
    // Answer everything before the target question so it is the current one.
    const payload = make() as Json;
    const target = getQuestion(payload.questionId) ?? single;
    await answerAll(token, PERFECT.slice(0, target.questionNumber - 1));
    const before = json<Json>(await a.get('/api/assessment/current'));
    const res = await a.post('/api/assessment/answer', payload);
    expect(res.statusCode).toBe(400);
    const body = json<Json>(res);
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.fields).toContainEqual(expect.objectContaining({ field, message }));
    // The same call through tRPC: the same status and the same error body, in its envelope.
    const viaTrpc = await h.app.inject({
      method: 'POST',
      url: '/trpc/assessment.answer',
      headers: { ...bearer(token), 'x-locale': 'en', 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(viaTrpc.statusCode).toBe(400);
    expect(json<{ error: { message: string; data: Json } }>(viaTrpc).error).toEqual({
      code: -32600,
      message: body.message,
      data: { ...body, httpStatus: 400, requestId: viaTrpc.headers['x-request-id'] },
    });
    const after = json<Json>(await a.get('/api/assessment/current'));
    expect(after.progress).toEqual(before.progress);
    expect(after.existingAnswer).toEqual(before.existingAnswer);
  });

  it('says the same in Romanian', async () => {
    const { token } = await loggedInUser(h);
    const res = await api(token, 'ro').post('/api/assessment/answer', {
      questionId: single.id,
      selectedOptionIds: [opt(single, 'A'), opt(single, 'B')],
      additionalInputs: {},
    });
    expect(res.statusCode).toBe(400);
    expect(json<Json>(res).message).toBe('Alegeți un singur răspuns');
  });

  it('refuses malformed JSON', async () => {
    const { token } = await loggedInUser(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/assessment/answer',
      headers: { ...bearer(token), 'content-type': 'application/json', 'x-locale': 'en' },
      payload: '{"questionId":',
    });
    expect(res.statusCode).toBe(400);
    expect(json<Json>(res)).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON',
      requestId: res.headers['x-request-id'],
    });
  });

  it('refuses a question ahead of the current one with 409, and keeps answers apart between users', async () => {
    const alice = await loggedInUser(h);
    const bob = await loggedInUser(h);
    await answerAll(alice.token, PERFECT.slice(0, 3));
    const ahead = await api(bob.token).post('/api/assessment/answer', PERFECT[2]);
    expect(ahead.statusCode).toBe(409);
    expect(json<Json>(ahead).error).toBe('CONFLICT');
    const bobCurrent = json<Json>(await api(bob.token).get('/api/assessment/current'));
    expect(bobCurrent.progress.answeredQuestions).toBe(0);
    expect(bobCurrent.stepHistory).toEqual([]);
    const aliceCurrent = json<Json>(await api(alice.token).get('/api/assessment/current'));
    expect(aliceCurrent.progress.answeredQuestions).toBe(3);
  });
});

describe('tRPC and REST share one implementation', () => {
  it('returns the same current question through /trpc as through /api', async () => {
    const { token } = await loggedInUser(h);
    const rest = json<Json>(await api(token).get('/api/assessment/current'));
    const trpc = await h.app.inject({
      method: 'GET',
      url: '/trpc/assessment.current',
      headers: { ...bearer(token), 'x-locale': 'en' },
    });
    expect(trpc.statusCode).toBe(200);
    expect(json<{ result: { data: Json } }>(trpc).result.data).toEqual(rest);
  });

  it("answers a signed-in user's errors in the saved locale, not Accept-Language; X-Locale still wins", async () => {
    const { token } = await loggedInUser(h); // saved locale ro
    const send = (headers: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url: '/trpc/assessment.answer',
        headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({
          questionId: QUESTIONS[0]!.id,
          selectedOptionIds: [],
          additionalInputs: {},
        }),
      });
    const byAccept = json<{ error: { message: string } }>(
      await send({ 'accept-language': 'en-GB,en;q=0.9' }),
    );
    expect(byAccept.error.message).toBe('Alegeți un răspuns');
    const explicit = json<{ error: { message: string } }>(await send({ 'x-locale': 'en' }));
    expect(explicit.error.message).toBe('Select an answer');
    // Before the session is known (no token), Accept-Language decides.
    const anonymous = await h.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'accept-language': 'en' },
    });
    expect(json<Json>(anonymous).message).toMatch(/^[A-Z][a-z]/);
    expect(json<Json>(anonymous).message).not.toMatch(/[ăâîșț]/);
  });

  it('formats tRPC errors with translated fields and no stack trace', async () => {
    const { token } = await loggedInUser(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/assessment.answer',
      headers: { ...bearer(token), 'x-locale': 'en', 'content-type': 'application/json' },
      payload: JSON.stringify({ questionId: QUESTIONS[0]!.id, selectedOptionIds: [], additionalInputs: {} }),
    });
    expect(res.statusCode).toBe(400);
    const err = json<{ error: { message: string; data: Json } }>(res).error;
    expect(err.message).toBe('Select an answer');
    expect(err.data).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Select an answer',
      httpStatus: 400,
      fields: [{ field: 'selectedOptionIds', code: 'answer.noOption', message: 'Select an answer' }],
    });
    expect(err.data).not.toHaveProperty('stack');
    expect(res.body).not.toMatch(/\.ts:\d+|node_modules/);
  });
});
