/**
 * Compare and reading an older assessment, through the REST shim (and tRPC once)
 * on a real database with the SMTP trap: a user completes an assessment, re-takes it changing
 * several answers, completes it again; the comparison's figures are the two reports' (overall and
 * per step, as the results calls give them), the moved activities are exactly the changed answers,
 * the tasks completed on the first roadmap appear beside their steps; another user's id is a 404,
 * fewer than two completed assessments a 409. The first assessment's results and roadmap read with
 * its `assessmentId` stay exactly as they were, and its roadmap refuses writes (409). The results
 * e-mail gains "since last time" only when there is an earlier completed assessment.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '@hai/db';
import {
  BANK_VERSION,
  QUESTIONS,
  RETIRED_QUESTION_IDS,
  STEPS,
  type ActivityQuestion,
  type BankQuestion,
  type OptionKey,
  type PractisedKey,
} from '@hai/domain';
import { TU_FORMS, answerKey, perfectAnswers, type GeneratedAnswer } from '@hai/domain/testing';
import { sinceLastTimeHtml, sinceLastTimeText } from '../src/mail/since-last-time.js';
import { apiCall, bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
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
const get = async (token: string, url: string, lang = 'en') => {
  const res = await call(token, 'GET', url, undefined, lang);
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return json<Json>(res);
};

async function answerAll(token: string, answers: readonly GeneratedAnswer[]): Promise<void> {
  for (const a of answers) {
    const res = await call(token, 'POST', '/assessment/answer', a);
    if (res.statusCode !== 200) throw new Error(`answer ${a.questionId}: ${res.body}`);
  }
}

/** The bank's activity questions, in bank order. */
type Activity = BankQuestion & ActivityQuestion;
const ACT = QUESTIONS.filter((q): q is Activity => q.kind === 'activity');
const PERFECT = perfectAnswers(STEPS);
/** The end of the scale furthest from the ideal. */
const far = (q: ActivityQuestion): PractisedKey => (['A', 'B'].includes(q.activity.ideal) ? 'D' : 'A');
/** The answer on the other side of an ideal B or C, as far from it (A ↔ C, B ↔ D). */
const across = (ideal: PractisedKey): [PractisedKey, PractisedKey] =>
  ideal === 'B' ? ['A', 'C'] : ['B', 'D'];
const NEITHER = ACT.find((q, i) => i > 100 && (q.activity.ideal === 'B' || q.activity.ideal === 'C'))!;

/**
 * The answers changed by the re-take, each with its letter then and now and the move it is:
 * started (E → ideal), changed toward (far → ideal), stopped (ideal → E), changed away
 * (ideal → far), and one across its ideal (neither).
 */
const CHANGES: { q: Activity; then: OptionKey; now: OptionKey; kind: string; direction: string }[] = [
  { q: ACT[1]!, then: 'E', now: ACT[1]!.activity.ideal, kind: 'started', direction: 'toward' },
  { q: ACT[30]!, then: 'E', now: ACT[30]!.activity.ideal, kind: 'started', direction: 'toward' },
  { q: ACT[14]!, then: far(ACT[14]!), now: ACT[14]!.activity.ideal, kind: 'changed', direction: 'toward' },
  { q: ACT[60]!, then: far(ACT[60]!), now: ACT[60]!.activity.ideal, kind: 'changed', direction: 'toward' },
  { q: ACT[90]!, then: ACT[90]!.activity.ideal, now: 'E', kind: 'stopped', direction: 'away' },
  { q: ACT[80]!, then: ACT[80]!.activity.ideal, now: far(ACT[80]!), kind: 'changed', direction: 'away' },
  {
    q: NEITHER,
    then: across(NEITHER.activity.ideal)[0],
    now: across(NEITHER.activity.ideal)[1],
    kind: 'changed',
    direction: 'neither',
  },
];
/** Unchanged on both: one activity not done yet, one far from its ideal. */
const STEADY: [ActivityQuestion, OptionKey][] = [
  [ACT[2]!, 'E'],
  [ACT[40]!, far(ACT[40]!)],
];

function answersAt(pick: (c: (typeof CHANGES)[number]) => OptionKey): GeneratedAnswer[] {
  const letters = new Map<string, OptionKey>([
    ...STEADY.map(([q, l]) => [q.id, l] as [string, OptionKey]),
    ...CHANGES.map((c) => [c.q.id, pick(c)] as [string, OptionKey]),
  ]);
  return PERFECT.map((a) => {
    const letter = letters.get(a.questionId);
    return letter
      ? answerKey(
          ACT.find((q) => q.id === a.questionId)!,
          letter,
        )
      : a;
  });
}
const FIRST = answersAt((c) => c.then);
const SECOND = answersAt((c) => c.now);

/** Everything the results calls answer for one assessment (`?assessmentId=` when given). */
async function reports(token: string, assessmentId?: string) {
  const q = assessmentId ? `assessmentId=${assessmentId}` : '';
  const amp = q ? `&${q}` : '';
  return {
    overall: await get(token, `/assessment/overall-score?locale=en${amp}`),
    stepScore: await get(token, `/assessment/step-score/VIZIUNE?locale=en${amp}`),
    feedback: await get(token, `/assessment/feedback?locale=en${amp}`),
    prompts: await get(token, `/assessment/prompts?locale=en${amp}`),
    strategies: await get(token, `/assessment/strategy-recommendations?locale=en${amp}`),
    roadmap: await get(token, `/roadmap${q ? `?${q}` : ''}`),
  };
}

/** A user who completed one assessment on `answers`; returns the token and the assessment id. */
async function completedUser(answers: readonly GeneratedAnswer[] = FIRST) {
  const user = await loggedInUser(h);
  await answerAll(user.token, answers);
  const status = await get(user.token, '/assessment/status');
  expect(status.completed).toBe(true);
  return { ...user, assessmentId: status.assessmentId as string };
}

describe('GET /assessment/compare', () => {
  it('matches the two reports, lists exactly the changed answers and the tasks completed on the first roadmap', async () => {
    const { token, assessmentId: firstId } = await completedUser();
    // One completed assessment: nothing to compare yet.
    const early = await call(token, 'GET', '/assessment/compare');
    expect(early.statusCode).toBe(409);
    expect(json<Json>(early)).toMatchObject({
      error: 'CONFLICT',
      message:
        'There is nothing to compare yet: comparing needs two completed assessments. Re-take the assessment and complete it.',
    });
    const first = await reports(token);
    // The first roadmap: one step task and one other completed, one in progress.
    const tasks = json<Json>(await call(token, 'POST', '/roadmap/generate')).tasks as Json[];
    const stepTask = tasks.find((t) => t.source?.kind === 'step')!;
    const otherTask = tasks.find((t) => t.source?.kind === 'strategy') ?? tasks.find((t) => t !== stepTask)!;
    for (const t of [stepTask, otherTask])
      expect(
        (await call(token, 'PATCH', `/roadmap/${t.id}/status`, { status: 'completed' })).statusCode,
      ).toBe(200);
    const inProgress = tasks.find((t) => t !== stepTask && t !== otherTask)!;
    await call(token, 'PATCH', `/roadmap/${inProgress.id}/status`, { status: 'in_progress' });

    // Re-take: while it is under way there is still one completed assessment.
    const retake = json<Json>(await call(token, 'POST', '/assessment/retake'));
    const secondId = retake.assessmentId as string;
    await answerAll(token, SECOND.slice(0, 30));
    expect((await call(token, 'GET', '/assessment/compare')).statusCode).toBe(409);
    const notDone = await call(
      token,
      'GET',
      `/assessment/compare?from=${firstId}&to=${secondId}`,
      undefined,
      'ro',
    );
    expect(notDone.statusCode).toBe(409);
    expect(json<Json>(notDone).message).toBe('Se pot compara doar evaluări finalizate');
    await answerAll(token, SECOND.slice(30));
    const second = await reports(token);

    const c = await get(token, '/assessment/compare?locale=en');
    expect(c.from).toMatchObject({
      id: firstId,
      bankVersion: BANK_VERSION,
      overallScore: first.overall.overallScore,
      band: first.overall.band,
    });
    expect(c.to).toMatchObject({
      id: secondId,
      bankVersion: BANK_VERSION,
      overallScore: second.overall.overallScore,
      band: second.overall.band,
    });
    expect(Date.parse(c.to.completedAt)).toBeGreaterThanOrEqual(Date.parse(c.from.completedAt));
    expect(c.sameBankVersion).toBe(true);
    expect(c.leftOut).toEqual({ questions: [], steps: [], retiredAnswerCount: 0 });
    expect(c.overall.then).toMatchObject({
      score: first.overall.overallScore,
      band: first.overall.band,
      categoryCount: first.overall.categoryCount,
    });
    expect(c.overall.now).toMatchObject({
      score: second.overall.overallScore,
      band: second.overall.band,
      categoryCount: second.overall.categoryCount,
    });
    expect(c.overall.change.score).toBe(second.overall.overallScore - first.overall.overallScore);

    // Per step: the numbers the step scores of each report give.
    const figures = (s: Json) => ({
      score: s.score,
      alignment: s.alignment,
      yourHumanPercent: s.yourHumanPercent,
      yourAiPercent: s.yourAiPercent,
      coverage: s.coverage,
      practisedCount: s.practisedCount,
      activityCount: s.activityCount,
      notYetCount: s.notYetCount,
      insufficient: s.insufficient,
      allAnswersAreOptionE: s.allAnswersAreOptionE,
    });
    expect(c.steps).toHaveLength(12);
    for (const [i, s] of (c.steps as Json[]).entries()) {
      const then = first.overall.steps[i];
      const now = second.overall.steps[i];
      expect(s).toMatchObject({
        stepId: then.stepId,
        stepName: then.stepName,
        stepOrder: then.stepOrder,
        targetHumanPercent: then.targetHumanPercent,
        targetAiPercent: then.targetAiPercent,
      });
      expect(s.then).toEqual(figures(then));
      expect(s.now).toEqual(figures(now));
      expect(s.change.score).toBe(then.score === null || now.score === null ? null : now.score - then.score);
      expect(s.change.practisedCount).toBe(now.practisedCount - then.practisedCount);
    }
    expect(c.steps[0].then).toEqual(figures(first.stepScore));
    expect(c.steps[0].now).toEqual(figures(second.stepScore));
    // The overall's coverage is the activities practised over the bank.
    const practised = (r: Json) => r.overall.steps.reduce((n: number, s: Json) => n + s.practisedCount, 0);
    expect(c.overall.then.practisedCount).toBe(practised(first));
    expect(c.overall.now.practisedCount).toBe(practised(second));

    // Moved: exactly the changed answers, in bank order, with their direction.
    const expected = [...CHANGES].sort((a, b) => ACT.indexOf(a.q) - ACT.indexOf(b.q));
    expect(
      (c.movedActivities as Json[]).map((m) => [m.questionId, m.from.key, m.to.key, m.kind, m.direction]),
    ).toEqual(expected.map((x) => [x.q.id, x.then, x.now, x.kind, x.direction]));
    expect(c.moved).toEqual({ toward: 4, away: 2, neither: 1 });
    const started = (c.movedActivities as Json[]).find((m) => m.questionId === ACT[1]!.id)!;
    expect(started).toMatchObject({
      stepId: ACT[1]!.step.key,
      activity: ACT[1]!.text.en,
      from: { key: 'E', optionId: `${ACT[1]!.id}-e`, machineShare: null, humanPercent: null },
      ideal: { key: ACT[1]!.activity.ideal },
    });

    // The tasks completed on the first roadmap, beside their steps; not the one in progress.
    expect((c.tasksCompleted as Json[]).map((t) => t.id).sort()).toEqual([stepTask.id, otherTask.id].sort());
    const done = (c.tasksCompleted as Json[]).find((t) => t.id === stepTask.id)!;
    expect(done).toEqual({
      id: stepTask.id,
      title: stepTask.title,
      category: stepTask.category,
      stepId: stepTask.source.id,
    });

    // Named explicitly, and the other way round: the same figures, the changes negated.
    expect(await get(token, `/assessment/compare?from=${firstId}&to=${secondId}&locale=en`)).toEqual(c);
    const back = await get(token, `/assessment/compare?from=${secondId}&to=${firstId}&locale=en`);
    expect(back.overall.change.score).toBe(-c.overall.change.score);
    expect(back.moved).toEqual({ toward: 2, away: 4, neither: 1 });

    // tRPC answers the same.
    const trpc = await h.app.inject({
      method: 'GET',
      url: `/trpc/assessment.compare?input=${encodeURIComponent(JSON.stringify({ locale: 'en' }))}`,
      headers: bearer(token),
    });
    expect(trpc.statusCode).toBe(200);
    expect(json<{ result: { data: Json } }>(trpc).result.data).toEqual(c);

    // Romanian texts.
    const ro = await get(token, '/assessment/compare', 'ro');
    expect(ro.steps[0].stepName).toBe(STEPS[0]!.name.ro);
    expect(ro.movedActivities[0].activity).toBe(expected[0]!.q.text.ro);

    // Across bank versions: the first is marked as answered on an older version, with an answer to
    // a retired question; only what both share is compared, and the answer says so.
    await executeRows(
      h.app.deps.db,
      sql`UPDATE assessments SET bank_version = ${BANK_VERSION - 1}::int WHERE id = ${firstId}`,
    );
    await executeRows(
      h.app.deps.db,
      sql`INSERT INTO answers (assessment_id, question_id, selected_option_ids, additional_inputs)
          VALUES (${firstId}, ${RETIRED_QUESTION_IDS[0]!}, '["old-option"]'::jsonb, '{}'::jsonb)`,
    );
    const across = await get(token, '/assessment/compare?locale=en');
    expect(across).toMatchObject({
      sameBankVersion: false,
      from: { id: firstId, bankVersion: BANK_VERSION - 1 },
      leftOut: { questions: [], steps: [], retiredAnswerCount: 1 },
    });
    expect(across.overall).toEqual(c.overall);
    expect(sinceLastTimeText(across as never, 'en').join('\n')).toContain(
      `only the ${c.overall.now.activityCount} activities both versions share are compared`,
    );
  });

  it("answers 404 for another user's or an unknown assessment, 400 for a bad id, 409 without two completed", async () => {
    const other = await completedUser(PERFECT);
    const { token, assessmentId } = await completedUser();
    await call(token, 'POST', '/assessment/retake');
    for (const [query, lang, message] of [
      [`from=${other.assessmentId}`, 'en', 'Assessment not found'],
      [`to=${other.assessmentId}`, 'ro', 'Evaluarea nu a fost găsită'],
      [`from=${randomUUID()}&to=${assessmentId}`, 'en', 'Assessment not found'],
    ] as const) {
      const res = await call(token, 'GET', `/assessment/compare?${query}`, undefined, lang);
      expect(res.statusCode, query).toBe(404);
      expect(json<Json>(res)).toMatchObject({ error: 'NOT_FOUND', message });
    }
    const bad = await call(token, 'GET', '/assessment/compare?from=abc');
    expect(bad.statusCode).toBe(400);
    expect(json<Json>(bad).fields).toEqual([expect.objectContaining({ field: 'from' })]);
    const same = await call(token, 'GET', `/assessment/compare?from=${assessmentId}&to=${assessmentId}`);
    expect(same.statusCode).toBe(400);
    expect(json<Json>(same).fields).toEqual([
      expect.objectContaining({ field: 'to', message: 'Choose two different assessments to compare' }),
    ]);
    // A read ignores a query parameter it does not know: naming a user changes nothing.
    const own = await call(token, 'GET', '/assessment/compare');
    const named = await call(token, 'GET', `/assessment/compare?userId=${other.assessmentId}`);
    expect([named.statusCode, json<Json>(named).error]).toEqual([own.statusCode, json<Json>(own).error]);
    // The other user's own comparison is not there either: one assessment, 409.
    expect((await call(other.token, 'GET', '/assessment/compare')).statusCode).toBe(409);
    const nothing = await loggedInUser(h);
    expect((await call(nothing.token, 'GET', '/assessment/compare')).statusCode).toBe(409);
    expect((await h.app.inject({ method: 'GET', url: '/api/assessment/compare' })).statusCode).toBe(401);
  });
});

describe('reading an older assessment', () => {
  it("answers the first assessment's results and roadmap exactly as before the re-take, and refuses writes to its roadmap", async () => {
    const { token, assessmentId: firstId } = await completedUser();
    const tasks = json<Json>(await call(token, 'POST', '/roadmap/generate')).tasks as Json[];
    await call(token, 'PATCH', `/roadmap/${tasks[0]!.id}/status`, { status: 'completed' });
    const before = await reports(token);
    expect(await reports(token, firstId)).toEqual(before);

    const retake = json<Json>(await call(token, 'POST', '/assessment/retake'));
    await answerAll(token, SECOND.slice(0, 40));
    expect(await reports(token, firstId)).toEqual(before);
    // Without assessmentId the calls answer for the re-take under way.
    expect((await call(token, 'GET', '/assessment/feedback')).statusCode).toBe(409);
    expect(
      (await call(token, 'GET', `/assessment/feedback?assessmentId=${retake.assessmentId}`)).statusCode,
    ).toBe(409);
    expect((await get(token, '/roadmap')).tasks).toEqual([]);

    // The first roadmap is read-only: every write to one of its tasks is a translated 409.
    const old = tasks[1]!;
    for (const [method, url, payload] of [
      ['PATCH', `/roadmap/${old.id}/status`, { status: 'completed' }],
      ['PUT', `/roadmap/${old.id}`, { title: 'Changed' }],
      ['DELETE', `/roadmap/${old.id}`, undefined],
      ['POST', '/roadmap/reorder', { updates: [{ taskId: old.id, orderIndex: 0 }] }],
    ] as const) {
      const res = await call(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(json<Json>(res)).toMatchObject({
        error: 'CONFLICT',
        message:
          'This task is on the roadmap of an earlier assessment, which is kept as it was and can no longer be changed',
      });
    }
    const ro = await call(token, 'PATCH', `/roadmap/${old.id}/status`, { status: 'completed' }, 'ro');
    expect(json<Json>(ro).message).toBe(
      'Acest task face parte din roadmap-ul unei evaluări anterioare, păstrat așa cum era, și nu mai poate fi modificat',
    );
    await answerAll(token, SECOND.slice(40));
    expect(await reports(token, firstId)).toEqual(before);
    // The latest read with its id is the latest read without.
    const latest = await reports(token);
    expect(await reports(token, retake.assessmentId)).toEqual(latest);
    expect(latest.overall).not.toEqual(before.overall);

    // Another user's assessment or task: 404, as if it did not exist.
    const other = await completedUser(PERFECT);
    for (const url of [
      `/assessment/overall-score?assessmentId=${firstId}`,
      `/assessment/step-score/1?assessmentId=${firstId}`,
      `/assessment/feedback?assessmentId=${firstId}`,
      `/assessment/prompts?assessmentId=${firstId}`,
      `/assessment/strategy-recommendations?assessmentId=${firstId}`,
      `/roadmap?assessmentId=${firstId}`,
      `/roadmap?assessmentId=${randomUUID()}`,
    ]) {
      const res = await call(other.token, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(json<Json>(res)).toMatchObject({ error: 'NOT_FOUND', message: 'Assessment not found' });
    }
    expect(
      (await call(other.token, 'PATCH', `/roadmap/${old.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(404);
    const bad = await call(token, 'GET', '/assessment/overall-score?assessmentId=nope');
    expect(bad.statusCode).toBe(400);
    expect(json<Json>(bad).fields).toEqual([expect.objectContaining({ field: 'assessmentId' })]);
    // A read ignores a query parameter it does not know: the caller's own roadmap.
    const named = await call(token, 'GET', '/roadmap?userId=x');
    expect(named.statusCode).toBe(200);
    expect(json<Json>(named)).toEqual(json<Json>(await call(token, 'GET', '/roadmap')));
  });
});

describe('the results e-mail: since last time', () => {
  it('has no "since last time" section for a single assessment', async () => {
    const { token, email } = await completedUser();
    expect((await call(token, 'POST', '/assessment/send-results', { locale: 'en' })).statusCode).toBe(200);
    const mail = await h.mail.waitFor(email, { subject: /Your results/ });
    expect(mail.text).not.toContain('SINCE LAST TIME');
    expect(mail.html).not.toContain('since-last-time');
    expect(mail.text).toContain('Overall score:');
  });

  it('states the overall then → now, the steps that moved most, the moved activities and the tasks completed in between', async () => {
    const { token, email } = await completedUser();
    const tasks = json<Json>(await call(token, 'POST', '/roadmap/generate')).tasks as Json[];
    await call(token, 'PATCH', `/roadmap/${tasks[0]!.id}/status`, { status: 'completed' });
    await call(token, 'PATCH', `/roadmap/${tasks[2]!.id}/status`, { status: 'completed' });
    await call(token, 'POST', '/assessment/retake');
    await answerAll(token, SECOND);
    const c = await get(token, '/assessment/compare?locale=en');
    expect((await call(token, 'POST', '/assessment/send-results', { locale: 'en' })).statusCode).toBe(200);
    const mail = await h.mail.waitFor(email, { subject: /Your results/ });
    const text = mail.text ?? '';
    const html = mail.html ?? '';
    const { then, now, change } = c.overall;
    const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
    expect(text).toContain('SINCE LAST TIME');
    expect(text).toContain(
      `Overall score: ${then.score}% → ${now.score}% (${sign(change.score)} ${Math.abs(change.score) === 1 ? 'point' : 'points'})`,
    );
    // The three steps whose score moved most, with their figures.
    const moved = (c.steps as Json[])
      .map((s) => ({ s, d: (s.now.score ?? 0) - (s.then.score ?? 0) }))
      .filter((x) => x.d !== 0)
      .sort((a, b) => Math.abs(b.d) - Math.abs(a.d) || a.s.stepOrder - b.s.stepOrder)
      .slice(0, 3);
    expect(moved.length).toBeGreaterThan(0);
    const lines = text.split('\n');
    const heading = lines.indexOf('The steps that moved most');
    const stepLines = lines.slice(heading + 1, lines.indexOf('', heading));
    expect(stepLines).toHaveLength(moved.length);
    for (const [i, { s }] of moved.entries()) {
      const figure = (x: number | null) => (x === null ? 'not scored' : `${x}%`);
      expect(stepLines[i]).toBe(
        `- ${s.stepOrder}. ${s.stepName}: ${figure(s.then.score)} → ${figure(s.now.score)}${
          s.change.score === null ? '' : ` (${sign(s.change.score)})`
        }`,
      );
    }
    expect(text).toContain(
      'Activities that changed: 4 moved toward their ideal, 2 away from it, 1 changed without getting closer.',
    );
    expect(text).toContain('Roadmap tasks completed in between: 2.');
    expect(text).toContain(`- ${tasks[0]!.title}`);
    expect(text).toContain(`- ${tasks[2]!.title}`);
    expect(text).not.toContain('question bank changed');
    expect(html).toContain('data-section="since-last-time"');
    expect(html).toContain(`${then.score}% → ${now.score}%`);
    // The section comes after the executive summary and before the score.
    expect(text.indexOf('SINCE LAST TIME')).toBeLessThan(text.indexOf(`Overall score: ${now.score}%\n`));

    // In Romanian: the same figures, comma-below ș ț, the formal register.
    const roText = sinceLastTimeText(c as never, 'ro').join('\n');
    expect(roText).toContain('FAȚĂ DE EVALUAREA ANTERIOARĂ');
    expect(roText).toContain(`Scor general: ${then.score}% → ${now.score}%`);
    expect(roText).toContain(
      'Activități schimbate: 4 s-au apropiat de ideal, 2 s-au îndepărtat de el, 1 s-a schimbat fără să se apropie.',
    );
    expect(roText).toContain('Task-uri din roadmap finalizate între timp: 2.');
    expect(roText).toContain('Comparat cu evaluarea dumneavoastră din');
    expect(roText).not.toMatch(/[şţŞŢ]/);
    expect(roText).not.toMatch(TU_FORMS);
    expect(sinceLastTimeHtml(c as never, 'ro')).toContain('Pașii care s-au schimbat cel mai mult');
  });
});
