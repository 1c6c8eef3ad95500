/**
 * Integration: the results routes (feedback, prompts, strategy recommendations)
 * through the REST shim and tRPC, on a real database: 409 until the assessment is completed,
 * then the report model's facts in the requested locale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS, STEPS } from '@hai/domain';
import { contextAnswer, perfectAnswers, unscoredAnswer, type GeneratedAnswer } from '@hai/domain/testing';
import { bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({});
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = (token: string, url: string, lang = 'en') =>
  h.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'x-locale': lang } });

async function answerAll(token: string, answers: readonly GeneratedAnswer[]) {
  for (const a of answers) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/assessment/answer',
      headers: bearer(token),
      payload: a,
    });
    if (res.statusCode !== 200) throw new Error(`answer ${a.questionId}: ${res.body}`);
  }
}

const RESULTS = [
  '/api/assessment/feedback',
  '/api/assessment/prompts',
  '/api/assessment/strategy-recommendations',
];
const sizeQuestion = QUESTIONS.find((q) => q.kind === 'context' && q.fact === 'company.size')!;

/** Perfect answers with a company of 50–249 people (medium: budget ×2). */
const PERFECT = perfectAnswers(STEPS).map((a) =>
  a.questionId === sizeQuestion.id ? contextAnswer(sizeQuestion, '50-249') : a,
);

describe('before the assessment is completed', () => {
  it.each(RESULTS)('%s answers a translated 409', async (url) => {
    const { token } = await loggedInUser(h);
    await answerAll(token, PERFECT.slice(0, 20));
    const en = await get(token, url, 'en');
    expect(en.statusCode).toBe(409);
    expect(json<Json>(en)).toMatchObject({
      error: 'CONFLICT',
      message: 'Complete the assessment to see your results',
    });
    const ro = await get(token, `${url}?locale=ro`, 'ro');
    expect(json<Json>(ro).message).toBe('Finalizați evaluarea ca să vă vedeți rezultatele');
  });

  it('answers 401 without a token', async () => {
    for (const url of RESULTS) expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('after a completed assessment', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await loggedInUser(h));
    await answerAll(token, PERFECT);
  });

  it('gives the 12 steps feedback in order, all on target, in the requested locale', async () => {
    const en = json<Json>(await get(token, '/api/assessment/feedback?locale=en'));
    expect(en.feedback.map((f: Json) => f.stepOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(en.feedback.every((f: Json) => f.status === 'on-target')).toBe(true);
    expect(en.feedback[0].stepName).toBe('Vision');
    const ro = json<Json>(await get(token, '/api/assessment/feedback?locale=ro'));
    expect(ro.feedback[0].stepName).toBe('Viziune');
    expect(ro.feedback[0].feedbackText).not.toBe(en.feedback[0].feedbackText);
    expect(ro.feedback[0].feedbackText).toMatch(/[ăâîșț]/);
  });

  it('fills one prompt per step with the company, the role and the size class', async () => {
    const { prompts } = json<Json>(await get(token, '/api/assessment/prompts?locale=en'));
    expect(prompts).toHaveLength(12);
    for (const p of prompts) {
      expect(p.context).toContain('Acme Distribuție SRL');
      expect(p.context).toContain('CMO');
      expect(`${p.context} ${p.aiRole}`).not.toMatch(/undefined|null|NaN/);
    }
    expect(prompts[0].context).toMatch(/medium/i);
  });

  it('recommends strategies in Romanian by default, with the context of a 120-person company', async () => {
    const res = await get(token, '/api/assessment/strategy-recommendations?_t=1732000000000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json<Json>(res);
    expect(body.context).toMatchObject({ haiScore: 100, budgetMultiplier: 2 });
    expect(body.context.companySize).toMatch(/medie|mijlocie/i);
    expect(body.strategies.length).toBeGreaterThanOrEqual(10);
    // Triggered strategies come first, and the count agrees.
    const flags = body.strategies.map((s: Json) => s.triggered);
    expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    expect(body.triggeredCount).toBe(flags.filter(Boolean).length);
    const en = json<Json>(await get(token, '/api/assessment/strategy-recommendations?locale=en'));
    expect(en.strategies.map((s: Json) => s.id)).toEqual(body.strategies.map((s: Json) => s.id));
    expect(en.strategies[0].name).not.toBe(body.strategies[0].name);
  });

  it('answers the same through tRPC as through REST', async () => {
    const rest = json<Json>(await get(token, '/api/assessment/feedback?locale=en'));
    const input = encodeURIComponent(JSON.stringify({ locale: 'en' }));
    const trpc = await h.app.inject({
      method: 'GET',
      url: `/trpc/assessment.feedback?input=${input}`,
      headers: bearer(token),
    });
    expect(trpc.statusCode).toBe(200);
    expect(json<{ result: { data: Json } }>(trpc).result.data).toEqual(rest);
  });
});

describe('a completed assessment with every context fact unknown and a practice-less step', () => {
  it('degrades to the answer-driven strategies and feedback, never NaN', async () => {
    const { token } = await loggedInUser(h);
    const answers = PERFECT.map((a) => {
      const q = QUESTIONS.find((x) => x.id === a.questionId)!;
      if (q.kind === 'context') return contextAnswer(q, null);
      return q.step.key === 'TRANSFORMARE' ? unscoredAnswer(q) : a;
    });
    await answerAll(token, answers);
    const strategies = await get(token, '/api/assessment/strategy-recommendations?locale=en');
    expect(strategies.statusCode).toBe(200);
    const body = json<Json>(strategies);
    expect(body.context.companySize).toBeNull();
    expect(strategies.body).not.toMatch(/NaN/);
    // Missing AI governance practices (TRANSFORMARE all E) are gaps: the governance strategy fires.
    expect(body.strategies.find((s: Json) => s.id === 'ai-governance').triggered).toBe(true);
    const feedback = json<Json>(await get(token, '/api/assessment/feedback?locale=en')).feedback;
    const t = feedback.find((f: Json) => f.stepId === 'TRANSFORMARE');
    expect(t).toMatchObject({ allAnswersAreOptionE: true, status: null, yourHumanPercent: null });
    expect(t.notYet).toHaveLength(3);
    expect(t.practisedCount).toBe(0);
  });
});
