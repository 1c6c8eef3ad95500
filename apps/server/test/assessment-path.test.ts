/**
 * Integration: the chat asks the questions of the company's path (domain-design.md §9) — the
 * activities that apply to the profile its context answers give — through the REST API on a real
 * database; and an assessment completed on bank version 3 keeps its results and can be re-taken.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '@hai/db';
import {
  APPLICABILITY_QUESTION_IDS,
  BANK_VERSION,
  QUESTIONS,
  STEPS,
  assessmentPath,
  getQuestion,
  pathMinutes,
  profileOfAnswers,
  type BankQuestion,
} from '@hai/domain';
import {
  answerKey,
  contextAnswer,
  perfectAnswers,
  profile as workedExample,
  profileAnswers,
  unscoredAnswer,
  type GeneratedAnswer,
} from '@hai/domain/testing';
import { apiCall, json, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A micro consumer company: 1–9 people, sells in person, no CRM, one marketer. */
const MICRO: Readonly<Record<string, string>> = {
  'company.size': '1-9',
  'business.model': 'b2c',
  'sales.model': 'in-person',
  'customer.records': 'other-tool',
  'team.size': '1',
};

/** The micro company's answer to `q`: its context, else the activity's ideal (or the sample context). */
function microAnswer(q: BankQuestion, context: Readonly<Record<string, string>> = MICRO): GeneratedAnswer {
  if (q.kind === 'context') return q.fact in context ? contextAnswer(q, context[q.fact]) : unscoredAnswer(q);
  return answerKey(q, q.activity.ideal);
}

const MICRO_PATH = assessmentPath(profileOfAnswers(QUESTIONS.map((q) => microAnswer(q))));
const LEAD_ROUTING = getQuestion('sisteme-lead-routing')!;
const SALES_MODEL = getQuestion('viziune-sales-model')!;

const post = (token: string, url: string, payload?: unknown, lang = 'en') =>
  apiCall(h, token, 'POST', url, payload, lang);
const get = (token: string, url: string, lang = 'en') => apiCall(h, token, 'GET', url, undefined, lang);

/** Answer `q` (the micro company's answer unless told); fails on anything but 200. */
async function answer(token: string, a: GeneratedAnswer): Promise<Json> {
  const res = await post(token, '/assessment/answer', a);
  if (res.statusCode !== 200) throw new Error(`answer ${a.questionId}: ${res.body}`);
  return json<Json>(res);
}

describe("the company's path", () => {
  it('asks a micro consumer company fewer questions, never lead routing, and completes with the path', async () => {
    expect(MICRO_PATH.total).toBeLessThan(QUESTIONS.length);
    expect(MICRO_PATH.positionOf(LEAD_ROUTING.questionNumber)).toBeUndefined();
    const { token } = await loggedInUser(h);
    const path = MICRO_PATH.questions;
    const responses: Json[] = [];
    const known: GeneratedAnswer[] = [];
    const lastFact = Math.max(...APPLICABILITY_QUESTION_IDS.map((id) => getQuestion(id)!.questionNumber));
    const checkpoint = path.findIndex((q) => q.questionNumber === lastFact);
    for (const [i, q] of path.entries()) {
      const given = microAnswer(q);
      const out = await answer(token, given);
      responses.push(out);
      known.push(given);
      const next = path[i + 1];
      if (next) {
        // The next question is the next one on the path; the counts are those of the path the
        // answers so far give (a context fact decides only questions after it).
        const sofar = assessmentPath(profileOfAnswers(known));
        expect(out.nextQuestion.id, `after ${q.id}`).toBe(next.id);
        expect(out.nextQuestion.numberInStep).toBe(sofar.positionInStep(next.questionNumber));
        expect(out.nextStep.questionCount).toBe(sofar.stepCounts[next.step.key]);
        expect(out.progress.totalQuestions).toBe(sofar.total);
        // The minutes left are those of the rest of the path the answers so far give.
        expect(out.progress.minutesLeft).toBe(
          Math.ceil(pathMinutes(profileOfAnswers(known), 'en', q.questionNumber)),
        );
      }
      if (i === checkpoint) {
        // Once every context question that decides the path is answered, the path is the company's.
        const current = json<Json>(await get(token, '/assessment/current'));
        expect(current.progress).toMatchObject({
          answeredQuestions: i + 1,
          totalQuestions: MICRO_PATH.total,
          isCompleted: false,
        });
        expect(current.allSteps.map((s: Json) => s.questionCount)).toEqual(
          STEPS.map((s) => MICRO_PATH.stepCounts[s.key]),
        );
        expect(current.currentQuestion.id).toBe(path[i + 1]!.id);
      }
      if (q.questionNumber === LEAD_ROUTING.questionNumber - 1) {
        const refused = await post(token, '/assessment/answer', microAnswer(LEAD_ROUTING));
        expect(refused.statusCode).toBe(409);
        expect(json<Json>(refused)).toMatchObject({
          error: 'CONFLICT',
          message: 'This question is not asked of your company, given your earlier answers',
        });
        const ro = await post(token, '/assessment/answer', microAnswer(LEAD_ROUTING), 'ro');
        expect(json<Json>(ro).message).toBe(
          'Această întrebare nu se aplică firmei voastre, după răspunsurile date mai devreme',
        );
      }
    }
    expect(responses.map((r) => r.nextQuestion?.id)).not.toContain(LEAD_ROUTING.id);
    // Each step is finished by its last asked question, scored over its applicable activities.
    const finished = responses.filter((r) => r.completedStep !== null);
    expect(finished.map((r) => r.completedStep.step.id)).toEqual(STEPS.map((s) => s.key));
    for (const r of finished)
      expect(r.completedStep.score).toMatchObject({
        questionCount: MICRO_PATH.stepCounts[r.completedStep.step.id as keyof typeof MICRO_PATH.stepCounts],
        score: 100,
        coverage: 1,
      });
    const last = responses.at(-1)!;
    expect(last).toMatchObject({
      completed: true,
      nextQuestion: null,
      progress: {
        answeredQuestions: MICRO_PATH.total,
        totalQuestions: MICRO_PATH.total,
        completedSteps: 12,
        completionPercentage: 100,
        isCompleted: true,
        minutesLeft: 0,
      },
    });
    expect(json<Json>(await get(token, '/assessment/status'))).toMatchObject({ completed: true });
    const steps = json<Json>(await get(token, '/assessment/steps')).steps as Json[];
    expect(steps.map((s) => s.questionCount)).toEqual(STEPS.map((s) => MICRO_PATH.stepCounts[s.key]));
    const overall = json<Json>(await get(token, '/assessment/overall-score'));
    expect(overall).toMatchObject({ overallScore: 100, categoryCount: 12, band: 'pioneer' });
    const sisteme = json<Json>(await get(token, '/assessment/step-score/SISTEME'));
    expect(sisteme.activityCount).toBeLessThan(STEPS.find((s) => s.key === 'SISTEME')!.activities.length);
    expect((await get(token, '/assessment/feedback')).statusCode).toBe(200);
    expect((await get(token, '/roadmap')).statusCode).toBe(200);
  });

  it('brings the skipped questions back when the sales model changes to a sales team', async () => {
    const { token } = await loggedInUser(h);
    const skipped = QUESTIONS.filter((q) => MICRO_PATH.positionOf(q.questionNumber) === undefined);
    const firstSkipped = skipped[0]!;
    // Answer the micro path a good way past the first question it skips.
    const answered = MICRO_PATH.questions.filter((q) => q.questionNumber <= firstSkipped.questionNumber + 30);
    for (const q of answered) await answer(token, microAnswer(q));
    const frontier = answered.at(-1)!.questionNumber;
    const before = json<Json>(await get(token, '/assessment/current'));
    expect(before.progress.answeredQuestions).toBe(answered.length);

    // Back to the sales model (from the question after it) and change it to a sales team.
    const third = MICRO_PATH.nextAfter(SALES_MODEL.questionNumber)!;
    const back = json<Json>(await post(token, '/assessment/previous', { questionId: third.id }));
    expect(back.currentQuestion.id).toBe(SALES_MODEL.id);
    expect(back.existingAnswer.selectedOptionIds).toEqual(microAnswer(SALES_MODEL).selectedOptionIds);
    const sales = { ...MICRO, 'sales.model': 'sales-team' };
    const salesPath = assessmentPath(profileOfAnswers(QUESTIONS.map((q) => microAnswer(q, sales))));
    expect(salesPath.total).toBeGreaterThan(MICRO_PATH.total);
    const brought = salesPath.questions.find(
      (q) => q.questionNumber <= frontier && MICRO_PATH.positionOf(q.questionNumber) === undefined,
    )!;
    expect(brought).toBeDefined();
    const changed = await answer(token, microAnswer(SALES_MODEL, sales));
    // The next question is the one after the sales model, its saved answer shown; the progress
    // counts the new path up to just before the first question it brought back.
    expect(changed.nextQuestion.id).toBe(salesPath.nextAfter(SALES_MODEL.questionNumber)!.id);
    expect(changed.existingAnswer).toMatchObject({ source: 'saved' });
    expect(changed.progress).toMatchObject({
      totalQuestions: salesPath.total,
      answeredQuestions: salesPath.countUpTo(brought.questionNumber - 1),
    });
    // The answer's response carries the steps' new question counts, so the chat's step counters
    // follow the new path without another call; an answer that does not change the path carries none.
    expect(changed.stepQuestionCounts).toEqual(STEPS.map((s) => salesPath.stepCounts[s.key]));
    expect(changed.stepQuestionCounts).not.toEqual(STEPS.map((s) => MICRO_PATH.stepCounts[s.key]));
    const resumed = json<Json>(await get(token, '/assessment/current'));
    expect(resumed.currentQuestion.id).toBe(brought.id);
    expect(resumed.allSteps.map((s: Json) => s.questionCount)).toEqual(
      STEPS.map((s) => salesPath.stepCounts[s.key]),
    );
    // A question after the one brought back waits for it; the one brought back is answered.
    const after = salesPath.nextAfter(brought.questionNumber)!;
    expect((await post(token, '/assessment/answer', microAnswer(after, sales))).statusCode).toBe(409);
    const out = await answer(token, microAnswer(brought, sales));
    expect(out.progress.answeredQuestions).toBe(salesPath.countUpTo(brought.questionNumber));
    expect(out.stepQuestionCounts).toBeNull();
    // Lead routing is on the path again.
    expect(salesPath.positionOf(LEAD_ROUTING.questionNumber)).toBeDefined();
  });
});

describe('an assessment completed on bank version 3', () => {
  /** Complete the user's assessment, then make it one completed on version 3 (without the v4 questions). */
  async function completedOnVersion3(token: string, email: string): Promise<string> {
    for (const a of perfectAnswers(STEPS)) await answer(token, a);
    const [row] = await executeRows<{ id: string }>(
      h.app.deps.db,
      sql`UPDATE assessments SET bank_version = 3
          WHERE user_id = (SELECT id FROM users WHERE email = ${email}) RETURNING id`,
    );
    await executeRows(
      h.app.deps.db,
      sql`DELETE FROM answers WHERE assessment_id = ${row!.id}
          AND question_id IN ('viziune-sales-model', 'decizie-customer-records')`,
    );
    return row!.id;
  }

  it('keeps its results, scored on the current bank, and can be re-taken with its answers suggested', async () => {
    const { token, email } = await loggedInUser(h);
    const id = await completedOnVersion3(token, email);
    expect(json<Json>(await get(token, '/assessment/status'))).toMatchObject({
      completed: true,
      assessmentId: id,
    });
    const current = json<Json>(await get(token, '/assessment/current'));
    expect(current).toMatchObject({ assessmentId: id, completed: true, status: 'completed', notice: null });
    const overall = json<Json>(await get(token, '/assessment/overall-score'));
    expect(overall).toMatchObject({ overallScore: 100, categoryCount: 12, band: 'pioneer' });
    for (const url of [
      '/assessment/feedback',
      '/assessment/prompts',
      '/assessment/strategy-recommendations',
      '/roadmap',
    ])
      expect((await get(token, url)).statusCode, url).toBe(200);
    const history = json<Json>(await get(token, '/assessment/history'));
    expect(history.assessments[0]).toMatchObject({
      id,
      status: 'completed',
      bankVersion: 3,
      overallScore: 100,
    });
    // Completed means completed: an answer is refused.
    const refused = await post(token, '/assessment/answer', perfectAnswers(STEPS)[0]);
    expect(json<Json>(refused)).toMatchObject({ error: 'CONFLICT' });

    const retake = await post(token, '/assessment/retake');
    expect(retake.statusCode).toBe(200);
    const started = json<Json>(retake);
    expect(started).toMatchObject({ previousAssessmentId: id, bankVersion: BANK_VERSION, completed: false });
    expect(started.currentQuestion.questionNumber).toBe(1);
    expect(started.existingAnswer).toMatchObject({
      selectedOptionIds: perfectAnswers(STEPS)[0]!.selectedOptionIds,
      source: 'previous',
    });
    const [row] = await executeRows<{ bank_version: number }>(
      h.app.deps.db,
      sql`SELECT bank_version FROM assessments WHERE previous_assessment_id = ${id}`,
    );
    expect(row!.bank_version).toBe(BANK_VERSION);
    // The version-4 question version 3 did not have is not suggested.
    const first = await answer(token, perfectAnswers(STEPS)[0]!);
    expect(first.nextQuestion.id).toBe(SALES_MODEL.id);
    expect(first.existingAnswer).toBeNull();
    // The completed assessment's results stay readable by id.
    const old = await get(token, `/assessment/overall-score?assessmentId=${id}`);
    expect(json<Json>(old)).toMatchObject({ overallScore: 100 });
  });
});

describe("the micro bakery's honest answers, on the path users take", () => {
  it('results and roadmap sized to it: the summary says what waits for budget, at most 10 tasks, none naming what it lacks', async () => {
    const { token } = await loggedInUser(h);
    for (const a of profileAnswers(workedExample('micro-consumer'))) await answer(token, a);
    expect(json<Json>(await get(token, '/assessment/status'))).toMatchObject({ completed: true });
    // The executive summary of the REST results says which tasks wait "when budget allows".
    const en = json<Json>(await get(token, '/assessment/overall-score'));
    expect(en.executiveSummary.investment.text).toMatch(/when budget allows/);
    const ro = json<Json>(await get(token, '/assessment/overall-score', 'ro'));
    expect(ro.executiveSummary.investment.text).toMatch(/când bugetul permite/);
    // The generated roadmap: the micro size class's cap, the first 90 days at most 5.
    const generated = await post(token, '/roadmap/generate');
    expect(generated.statusCode).toBe(200);
    const tasks = json<Json>(await get(token, '/roadmap')).tasks as Json[];
    expect(tasks).toHaveLength(10);
    expect(tasks.filter((t) => t.horizon === '0-3').length).toBeLessThanOrEqual(5);
    expect(tasks.some((t) => /— when budget allows$/.test(t.budget))).toBe(true);
    for (const t of tasks)
      for (const text of [t.title, t.description, t.tools, t.kpi, t.expectedResults])
        expect(text ?? '', t.title).not.toMatch(/\bCRM\b|\bCMO\b|\bCEO\b|\bDPO\b|sales team|\banalysts?\b/);
    // The step feedback says which activities were not asked and why.
    const feedback = json<Json>(await get(token, '/assessment/feedback')).feedback as Json[];
    expect(feedback.find((f) => f.stepId === 'COLABORARE')!.notApplicableText).toMatch(
      /since you have no sales people/,
    );
    // The strategy tab says its cards are whole programmes, beside the third of the budget and
    // what the roadmap funds: the funded tasks and the total the summary states.
    const strategy = json<Json>(await get(token, '/assessment/strategy-recommendations?locale=en'));
    const funded = tasks.filter((t) => !/— when budget allows$/.test(t.budget));
    const range = /^Recommended: (€[\d,]+–€[\d,]+) over the next 12 months/.exec(
      en.executiveSummary.investment.text,
    )![1];
    expect(strategy.context.budgetNote).toContain(
      `Your roadmap may take €8,333 a year, a third of your yearly marketing budget (Under €50,000, taken as €25,000), so it takes from them only the steps that fit: ${funded.length} tasks, ${range}, this year`,
    );
    const ro2 = json<Json>(await get(token, '/assessment/strategy-recommendations?locale=ro', 'ro'));
    expect(ro2.context.budgetNote).toMatch(/^Bugetul fiecărui card este costul întregului program/);
  });
});
