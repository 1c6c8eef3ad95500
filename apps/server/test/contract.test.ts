/**
 * The REST contract as product-spec §3, §7 and §8 write it: a client that knows
 * only the spec — its paths, its payload field names, its answer field names — walks the whole
 * product over real HTTP (register → verify → 180 answers → every results call → roadmap CRUD,
 * reorder, regenerate → logout) and checks every field the spec names. It never reads our own
 * schemas or the web app's code; the one thing it takes from the server is the OpenAPI document,
 * and only to check it afterwards: every answer received must validate against the document's
 * schema for its operation and status, and every status seen must be listed there.
 *
 * Runs on the embedded database and, in the PostgreSQL pass, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startHarness, uniqueEmail, type Harness } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One answer the client received, for the OpenAPI check at the end. */
interface Seen {
  method: string;
  path: string;
  status: number;
  body: unknown;
  contentType: string;
  /** A call to a path or method the API does not have (see `call`). */
  outsideApi?: true;
  /** What the client sent: its JSON body (when it sent one) and its query parameters. */
  request: { body?: unknown; query: Record<string, string>; path: string };
}

let h: Harness;
let base: string;
const seen: Seen[] = [];

/** A spec-only client: JSON under /api, a bearer token when it has one (spec §7 first line). */
async function call(
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    contentType?: string;
    headers?: Record<string, string>;
    /** A path or method the API does not have, on purpose: its answer is the one error shape. */
    outsideApi?: true;
  } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.rawBody !== undefined) payload = opts.rawBody;
  else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  const body = text && contentType.includes('json') ? (JSON.parse(text) as Json) : ({} as Json);
  const [pathOnly, search] = path.split('?') as [string, string | undefined];
  seen.push({
    method,
    path: pathOnly,
    status: res.status,
    body,
    contentType,
    ...(opts.outsideApi ? { outsideApi: true } : {}),
    request: {
      ...(opts.rawBody === undefined && opts.body !== undefined ? { body: opts.body } : {}),
      query: Object.fromEntries(new URLSearchParams(search ?? '')),
      path: pathOnly,
    },
  });
  return { status: res.status, body, headers: res.headers };
}

/** Every named field is present on `obj` (spec §3's field lists). */
function expectFields(obj: Json | null | undefined, fields: readonly string[], where: string): void {
  expect(obj, where).toBeTruthy();
  const missing = fields.filter((f) => !Object.prototype.hasOwnProperty.call(obj, f));
  expect(missing, `${where} lacks ${missing.join(', ')}`).toEqual([]);
}

const USER_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'companyRole',
  'email',
  'preferredLocale',
  'emailVerified',
  'role',
];
const STEP_FIELDS = [
  'id',
  'name',
  'description',
  'globalOrder',
  'questionCount',
  'aiPercent',
  'humanPercent',
];
const QUESTION_FIELDS = ['id', 'questionNumber', 'questionText', 'questionType', 'options'];
const OPTION_FIELDS = ['id', 'optionText', 'requiresInput', 'inputType', 'inputMin', 'inputMax'];
const PROGRESS_FIELDS = ['completionPercentage', 'completedSteps', 'totalSteps', 'isCompleted'];
const STEP_SCORE_FIELDS = [
  'yourAiPercent',
  'yourHumanPercent',
  'targetAiPercent',
  'targetHumanPercent',
  'allAnswersAreOptionE',
  'stepName',
];
const TASK_FIELDS = [
  'id',
  'title',
  'category',
  'description',
  'priority',
  'timeline',
  'budget',
  'tools',
  'kpi',
  'expectedResults',
  'notes',
  'status',
  'orderIndex',
  'isGenerated',
  'scoreRange',
  'nivel',
];
const PRIORITIES = ['low', 'medium', 'high', 'critical'];
const STATUSES = ['not_started', 'in_progress', 'completed'];

function expectQuestion(q: Json, where: string): void {
  expectFields(q, QUESTION_FIELDS, where);
  expect(['single_choice', 'multiple_choice']).toContain(q.questionType);
  for (const o of q.options as Json[]) expectFields(o, OPTION_FIELDS, `${where} option`);
}

/** Every field of a roadmap task as spec §3 types it. */
function expectTask(t: Json, where: string): void {
  expectFields(t, TASK_FIELDS, where);
  expect(typeof t.title).toBe('string');
  expect(typeof t.category, `${where} category`).toBe('string');
  expect(t.category.length).toBeGreaterThan(0);
  // Free text up to 60 characters or null (spec §3); the generator writes the named levels.
  if (t.priority !== null) expect(typeof t.priority === 'string' && t.priority.length <= 60).toBe(true);
  if (t.isGenerated === true) expect(PRIORITIES).toContain(t.priority);
  expect(STATUSES).toContain(t.status);
  for (const f of ['tools', 'kpi', 'timeline', 'budget', 'expectedResults', 'notes', 'description'])
    expect(t[f] === null || typeof t[f] === 'string', `${where} ${f}`).toBe(true);
  expect(Number.isInteger(t.orderIndex)).toBe(true);
  expect(typeof t.isGenerated).toBe('boolean');
}

/** The answer a director might give: a varied option, with a value where the option asks one. */
function answerFor(q: Json): {
  questionId: string;
  selectedOptionIds: string[];
  additionalInputs: Record<string, string>;
} {
  const options = q.options as Json[];
  const pick = options[q.questionNumber % options.length]!;
  const additionalInputs: Record<string, string> = {};
  if (pick.requiresInput)
    additionalInputs[pick.id] = pick.inputType === 'text' ? 'Echipa internă' : String(pick.inputMin ?? 1);
  return { questionId: q.id, selectedOptionIds: [pick.id], additionalInputs };
}

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/api`;
});
afterAll(async () => {
  await h?.close();
});

/** The OpenAPI document, read once the walk has run (the last tests check against it). */
let doc: Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
let lastErrors = '';

/** Whether `value` meets `schema` (a schema of `doc`); the errors are kept in `lastErrors`. */
function validates(schema: Json, value: unknown): boolean {
  const validate = ajv.compile({ ...schema, components: doc.components });
  const ok = validate(value);
  lastErrors = ok ? '' : ajv.errorsText(validate.errors);
  return ok;
}

/** The operation of `doc` that `method` on `path` (under /api) reaches: literal paths before templated ones. */
function operationOf(d: Json, method: string, path: string): { op: Json; template: string } | null {
  const templates = Object.keys(d.paths as Json)
    .map((p) => ({
      template: p,
      params: (p.match(/\{/g) ?? []).length,
      regex: new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
  const match = templates.find((t) => t.regex.test(path) && d.paths[t.template][method.toLowerCase()]);
  return match
    ? { op: d.paths[match.template][method.toLowerCase()] as Json, template: match.template }
    : null;
}

describe(`the spec's REST contract (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const email = uniqueEmail('contract');
  const password = 'Un plan de marketing 2026';
  let token = '';
  let overallBefore = -1;

  it("registers with the spec's fields (jobRole, confirmPassword), verifies by e-mail and logs in", async () => {
    const mismatch = await call('POST', '/auth/register', {
      body: {
        email,
        password,
        confirmPassword: 'something else',
        firstName: 'Ana',
        lastName: 'Ionescu',
        companyName: 'Contract SRL',
        jobRole: 'CMO',
        preferredLocale: 'ro',
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toContainEqual(
      expect.objectContaining({ field: 'confirmPassword', message: 'Parolele nu se potrivesc' }),
    );

    const reg = await call('POST', '/auth/register', {
      body: {
        email,
        password,
        confirmPassword: password,
        firstName: 'Ana',
        lastName: 'Ionescu',
        companyName: 'Contract SRL',
        jobRole: 'CMO',
        preferredLocale: 'ro',
      },
    });
    expect(reg.status).toBeLessThan(300);

    // Before verification: refused with emailVerified false (spec §4, §8).
    const early = await call('POST', '/auth/login', {
      body: { email, password, rememberMe: false, preferredLocale: 'ro' },
    });
    expect(early.status).toBe(403);
    expect(early.body.emailVerified).toBe(false);
    expect(typeof early.body.message).toBe('string');

    const resend = await call('POST', '/auth/resend-verification', { body: { email } });
    expect(resend.status).toBe(200);
    expect(typeof resend.body.message).toBe('string');

    const mail = await h.mail.waitFor(email);
    const verifyToken = /verify-email\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    const verified = await call('POST', '/auth/verify-email', { body: { token: verifyToken } });
    expect(verified.status).toBe(200);
    expect(verified.body.email).toBe(email);

    const wrong = await call('POST', '/auth/login', {
      body: { email, password: 'not the password', rememberMe: false },
    });
    expect(wrong.status).toBe(401);
    expect(typeof wrong.body.message).toBe('string');

    const login = await call('POST', '/auth/login', {
      body: { email, password, rememberMe: true, preferredLocale: 'ro' },
    });
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
    expectFields(login.body.user, USER_FIELDS, 'login user');
    expect(login.body.user.companyRole).toBe('CMO');
    expect(login.body.user.emailVerified).toBe(true);
    token = login.body.token as string;

    const me = await call('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expectFields(me.body.user, USER_FIELDS, 'me');
  });

  it('answers messages in the saved locale whatever Accept-Language says, and follows update-locale', async () => {
    const en = await call('POST', '/assessment/answer', {
      token,
      body: { questionId: 'no-such-question', selectedOptionIds: [], additionalInputs: {} },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Această întrebare nu există'); // Romanian: the saved locale
    const put = await call('PUT', '/auth/update-locale', { token, body: { locale: 'en' } });
    expect(put.status).toBe(200);
    const after = await call('GET', '/assessment/step-score/13', {
      token,
      headers: { 'accept-language': 'ro' },
    });
    expect(after.status).toBe(404);
    expect(after.body.message).toMatch(/^Unknown step/);
    await call('PUT', '/auth/update-locale', { token, body: { locale: 'ro' } });
  });

  it('walks the assessment: status, steps, current, 180 answers with the step scores, previous', async () => {
    const status = await call('GET', '/assessment/status', { token });
    expect(status.status).toBe(200);
    expectFields(status.body, ['started', 'completed'], 'status');
    expect(status.body.completed).toBe(false);

    const steps = await call('GET', '/assessment/steps', { token });
    expect(steps.status).toBe(200);
    expect(steps.body.steps).toHaveLength(12);
    for (const s of steps.body.steps as Json[]) expectFields(s, ['id', 'name'], 'steps item');

    const current = await call('GET', '/assessment/current', { token });
    expect(current.status).toBe(200);
    expectFields(
      current.body,
      [
        'currentQuestion',
        'currentStep',
        'allSteps',
        'stepHistory',
        'progress',
        'existingAnswer',
        'completed',
      ],
      'current',
    );
    expectFields(current.body.currentStep, ['id', 'order'], 'currentStep');
    expect(current.body.allSteps).toHaveLength(12);
    for (const s of current.body.allSteps as Json[]) expectFields(s, STEP_FIELDS, 'allSteps item');
    expectFields(current.body.progress, PROGRESS_FIELDS, 'progress');
    expectQuestion(current.body.currentQuestion, 'currentQuestion');
    expect(current.body.currentQuestion.questionNumber).toBe(1);

    let question: Json | null = current.body.currentQuestion as Json;
    let answered = 0;
    let lastProgress = -1;
    while (question) {
      const res = await call('POST', '/assessment/answer', { token, body: answerFor(question) });
      expect(res.status, `answer ${question.id}: ${JSON.stringify(res.body)}`).toBe(200);
      answered += 1;
      expectFields(
        res.body,
        ['completed', 'nextQuestion', 'nextStep', 'existingAnswer', 'progress'],
        'submission',
      );
      expectFields(res.body.progress, PROGRESS_FIELDS, 'submission progress');
      expect(typeof res.body.progress.completionPercentage).toBe('number');
      expect(res.body.progress.completionPercentage).toBeGreaterThanOrEqual(lastProgress);
      lastProgress = res.body.progress.completionPercentage as number;
      if (res.body.nextQuestion) {
        expectQuestion(res.body.nextQuestion, 'nextQuestion');
        expect(res.body.nextQuestion.questionNumber).toBe(answered + 1);
      }
      if (answered === 20) {
        // Back (spec §4): the previous question with its earlier answer, then on again.
        const back = await call('POST', '/assessment/previous', {
          token,
          body: { questionId: res.body.nextQuestion.id },
        });
        expect(back.status).toBe(200);
        expect(back.body.currentQuestion.questionNumber).toBe(20);
        expect(back.body.existingAnswer.selectedOptionIds).toEqual(answerFor(question).selectedOptionIds);
        expectFields(back.body.existingAnswer, ['additionalInputs'], 'existingAnswer');
      }
      question = res.body.completed ? null : (res.body.nextQuestion as Json | null);
    }
    expect(answered).toBe(180);

    const done = await call('GET', '/assessment/status', { token });
    expect(done.body).toMatchObject({ started: true, completed: true });
  });

  it("reads a step score by the step's id, key in any case and order 1–12; 404 for anything else", async () => {
    const steps = (await call('GET', '/assessment/steps', { token })).body.steps as Json[];
    const first = steps[0]!;
    const byId = await call('GET', `/assessment/step-score/${encodeURIComponent(first.id as string)}`, {
      token,
    });
    expect(byId.status).toBe(200);
    expectFields(byId.body, STEP_SCORE_FIELDS, 'step score');
    expect(byId.body.yourAiPercent + byId.body.yourHumanPercent).toBeCloseTo(100, 0);
    const byOrder = await call('GET', '/assessment/step-score/1', { token });
    expect(byOrder.body).toEqual(byId.body);
    const lower = await call('GET', `/assessment/step-score/${(first.id as string).toLowerCase()}`, {
      token,
    });
    expect(lower.body).toEqual(byId.body);
    const last = await call('GET', '/assessment/step-score/12', { token });
    expect(last.body.stepName).toBe(steps[11]!.name);
    for (const bad of ['0', '13', 'NOPE']) {
      const res = await call('GET', `/assessment/step-score/${bad}`, { token });
      expect(res.status, bad).toBe(404);
      expectFields(res.body, ['error', 'message'], 'error body');
    }
  });

  it('gives every results call: overall score, current (no redirect), strategies, feedback, prompts', async () => {
    const overall = await call('GET', '/assessment/overall-score', { token });
    expect(overall.status).toBe(200);
    expectFields(overall.body, ['overallScore', 'categoryCount'], 'overall');
    expect(overall.body.categoryCount).toBeGreaterThan(0);
    overallBefore = overall.body.overallScore as number;

    const current = await call('GET', '/assessment/current?redirectToUnanswered=false', { token });
    expect(current.status).toBe(200);
    expect(current.body.completed).toBe(true);
    expect(current.body.progress.isCompleted).toBe(true);

    const strategy = await call('GET', `/assessment/strategy-recommendations?_t=${Date.now()}&locale=ro`, {
      token,
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    expect(strategy.status).toBe(200);
    expectFields(strategy.body, ['strategies', 'triggeredCount', 'context'], 'strategy response');
    expectFields(
      strategy.body.context,
      ['companySize', 'haiScore', 'focus', 'budgetMultiplier'],
      'strategy context',
    );
    for (const s of strategy.body.strategies as Json[]) {
      expectFields(
        s,
        ['id', 'name', 'triggered', 'priority', 'timeline', 'budget', 'impact', 'tactics', 'details'],
        'strategy',
      );
      expect(Array.isArray(s.tactics)).toBe(true);
      expect((s.tactics as unknown[]).every((t) => typeof t === 'string')).toBe(true);
    }

    const feedback = await call('GET', '/assessment/feedback', { token });
    expect(feedback.status).toBe(200);
    const items = (feedback.body.feedback ?? feedback.body.steps ?? feedback.body.items) as Json[];
    expect(items).toHaveLength(12);
    for (const f of items)
      expectFields(
        f,
        [
          'stepName',
          'stepOrder',
          'yourAiPercent',
          'yourHumanPercent',
          'targetAiPercent',
          'targetHumanPercent',
          'status',
          'feedbackText',
          'allAnswersAreOptionE',
        ],
        'feedback item',
      );

    const prompts = await call('GET', '/assessment/prompts', { token });
    expect(prompts.status).toBe(200);
    const promptItems = (prompts.body.prompts ?? prompts.body.items) as Json[];
    expect(promptItems).toHaveLength(12);
    for (const p of promptItems)
      expectFields(p, ['stepNumber', 'stepName', 'title', 'context', 'aiRole'], 'prompt');
  });

  it('refuses an answer after completion with 409 and keeps the results as they were', async () => {
    const anyQuestion = (await call('GET', '/assessment/current?redirectToUnanswered=false', { token })).body;
    const steps = anyQuestion.stepHistory as Json[];
    const q = (steps[0]?.question ?? anyQuestion.currentQuestion) as Json | null;
    const target = q ?? { id: 'viziune-01', options: [{ id: 'viziune-01-a' }], questionNumber: 1 };
    const other = (target.options as Json[])[
      ((target.questionNumber as number) + 1) % (target.options as Json[]).length
    ]!;
    const late = await call('POST', '/assessment/answer', {
      token,
      body: { questionId: target.id, selectedOptionIds: [other.id], additionalInputs: {} },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('CONFLICT');
    expect(late.body.message).toMatch(/finalizată/);
    const overall = await call('GET', '/assessment/overall-score', { token });
    expect(overall.body.overallScore).toBe(overallBefore);
  });

  it('sends the results once a minute (429 for a second), with a message', async () => {
    const sent = await call('POST', '/assessment/send-results', { token });
    expect(sent.status).toBe(200);
    expect(typeof sent.body.message).toBe('string');
    const again = await call('POST', '/assessment/send-results', { token });
    expect(again.status).toBe(429);
    expect(typeof again.body.message).toBe('string');
  });

  it("manages the roadmap with the spec's task form: generate, create, update, status, reorder, delete, regenerate", async () => {
    const empty = await call('GET', '/roadmap', { token });
    expect(empty.status).toBe(200);
    expect(empty.body.tasks).toEqual([]);

    // Spec §7: an empty list → POST /roadmap/generate, no payload, returns tasks.
    const generated = await call('POST', '/roadmap/generate', { token });
    expect(generated.status).toBe(200);
    expect(generated.body.tasks.length).toBeGreaterThan(0);
    for (const t of generated.body.tasks as Json[]) {
      expectTask(t, 'generated task');
      expect(t.isGenerated).toBe(true);
      expect(t.scoreRange).toMatch(/^\d{1,3}-\d{1,3}$/);
      expect(t.nivel).toBeTruthy();
    }
    const categories = [...new Set((generated.body.tasks as Json[]).map((t) => t.category as string))];

    // The task modal's form (spec §5: empty optional fields sent as null).
    const form = {
      title: 'Briefing cu agenția pentru campania de primăvară',
      category: categories[0],
      priority: null,
      timeline: null,
      budget: '2.000 €',
      tools: 'HubSpot\nGoogle Analytics 4',
      kpi: 'Rata de conversie a landing page-ului ≥ 3 %',
      expectedResults: null,
      notes: null,
      status: 'not_started',
    };
    const created = await call('POST', '/roadmap', { token, body: form });
    expect(created.status).toBeLessThan(300);
    expectTask(created.body, 'created task');
    expect(created.body).toMatchObject({ ...form, isGenerated: false });
    expect(created.body.scoreRange).toBe(generated.body.tasks[0].scoreRange);

    const other = await call('POST', '/roadmap', {
      token,
      body: { ...form, title: 'Altă sarcină', category: 'Altele' },
    });
    expect(other.status).toBeLessThan(300);
    expect(other.body.category).toBe('Altele');

    const noCategory = await call('POST', '/roadmap', { token, body: { ...form, category: null } });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.fields).toContainEqual(expect.objectContaining({ field: 'category' }));

    const updated = await call('PUT', `/roadmap/${created.body.id}`, {
      token,
      body: { ...form, priority: 'critical', notes: 'Confirmat cu Maria', status: 'in_progress' },
    });
    expect(updated.status).toBe(200);
    expectTask(updated.body, 'updated task');
    expect(updated.body).toMatchObject({
      priority: 'critical',
      notes: 'Confirmat cu Maria',
      status: 'in_progress',
    });

    const patched = await call('PATCH', `/roadmap/${created.body.id}/status`, {
      token,
      body: { status: 'completed' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.status).toBe('completed');

    const reordered = await call('POST', '/roadmap/reorder', {
      token,
      body: { updates: [{ taskId: created.body.id, orderIndex: 0 }] },
    });
    expect(reordered.status).toBeLessThan(300);
    const list = await call('GET', '/roadmap', { token });
    const tasks = list.body.tasks as Json[];
    expect(tasks[0]!.id).toBe(created.body.id);
    expect(tasks.map((t) => t.orderIndex)).toEqual(tasks.map((_, i) => i));
    for (const t of tasks) expectTask(t, 'listed task');

    const removed = await call('DELETE', `/roadmap/${other.body.id}`, { token });
    expect(removed.status).toBeLessThan(300);
    const gone = await call('PUT', `/roadmap/${other.body.id}`, { token, body: form });
    expect(gone.status).toBe(404);

    // Spec §7: regenerate → tasks and scoreRange; the custom task stays (spec §8 confirmation).
    const regenerated = await call('POST', '/roadmap/regenerate', { token });
    expect(regenerated.status).toBe(200);
    expectFields(regenerated.body, ['tasks', 'scoreRange'], 'regenerate');
    expect((regenerated.body.tasks as Json[]).some((t) => t.id === created.body.id)).toBe(true);
  });

  it("keeps a REST client's habits: body-less POSTs, cache-busters, a task written back as read, free-text priority, idempotency, rate-limit headers, errors in the client's language", async () => {
    // A body-less POST with no body, `{}` or `null`: refused after completion, and nothing moves.
    const before = (await call('GET', '/assessment/current?redirectToUnanswered=false', { token })).body;
    for (const opts of [{}, { body: {} }, { rawBody: 'null' }]) {
      const back = await call('POST', '/assessment/previous', { token, ...opts });
      expect(back.status).toBe(409);
      expect(back.body.error).toBe('CONFLICT');
    }
    const after = (await call('GET', '/assessment/current?redirectToUnanswered=false', { token })).body;
    expect(after.progress).toEqual(before.progress);

    // A cache-buster on a read answers as without it.
    const plain = await call('GET', '/roadmap', { token });
    const busted = await call('GET', `/roadmap?_t=${Date.now()}`, { token });
    expect(busted.status).toBe(200);
    expect(busted.body).toEqual(plain.body);

    // A task written back as it was read (server-owned fields included) is accepted unchanged;
    // priority is free text (spec §3), kept as written; an unknown field is named.
    const task = (plain.body.tasks as Json[])[0]!;
    const asRead = await call('PUT', `/roadmap/${task.id}`, { token, body: task });
    expect(asRead.status).toBe(200);
    expect(asRead.body).toMatchObject({ id: task.id, title: task.title, status: task.status });
    const free = await call('PATCH', `/roadmap/${task.id}`, {
      token,
      body: { priority: 'Urgent - fundații' },
    });
    expect(free.status).toBe(200);
    expect(free.body.priority).toBe('Urgent - fundații');
    const unknown = await call('PATCH', `/roadmap/${task.id}`, { token, body: { owner: 'Maria' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toContainEqual(expect.objectContaining({ field: 'owner' }));

    // The same Idempotency-Key and body: the first answer again, one task; another body: 422.
    const key = `contract-${Date.now()}`;
    const body = { title: 'Un singur task, oricâte retrimiteri', category: 'Altele' };
    const first = await call('POST', '/roadmap', { token, body, headers: { 'idempotency-key': key } });
    const replay = await call('POST', '/roadmap', { token, body, headers: { 'idempotency-key': key } });
    expect(first.status).toBeLessThan(300);
    expect(replay.status).toBe(first.status);
    expect(replay.body.id).toBe(first.body.id);
    const titles = ((await call('GET', '/roadmap', { token })).body.tasks as Json[]).filter(
      (t) => t.title === body.title,
    );
    expect(titles).toHaveLength(1);
    const reused = await call('POST', '/roadmap', {
      token,
      body: { ...body, title: 'Alt task' },
      headers: { 'idempotency-key': key },
    });
    expect(reused.status).toBe(422);

    // A limited call announces its quota; a refusal says when to try again, in header and words.
    const wrong = await call('POST', '/auth/login', {
      body: { email: uniqueEmail('habits'), password: 'nu este parola' },
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('ratelimit-policy')).toMatch(/q=\d+;w=\d+/);
    expect(wrong.headers.get('ratelimit')).toMatch(/r=\d+;t=\d+/);

    // The framework's own errors in the client's language, with their own codes.
    const method = await call('PUT', '/assessment/status', { token, body: {}, outsideApi: true });
    expect(method.status).toBe(405);
    expect(method.body.error).toBe('METHOD_NOT_ALLOWED');
    expect(method.headers.get('allow')).toBeTruthy();
    const missing = await call('GET', '/no-such-path', {
      headers: { 'accept-language': 'en' },
      outsideApi: true,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/[a-z]/);
    expect(missing.body.message).not.toMatch(/[ăâîșț]/);
  });

  it("answers bad requests in the one error shape, the server's own included (spec §8)", async () => {
    const noToken = await call('GET', '/auth/me');
    expect(noToken.status).toBe(401);
    const malformed = await call('POST', '/auth/login', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    const notJson = await call('POST', '/auth/login', { rawBody: 'email=a', contentType: 'text/plain' });
    expect([400, 415]).toContain(notJson.status);
    const badId = await call('PATCH', '/roadmap/not-a-uuid/status', { token, body: { status: 'completed' } });
    expect(badId.status).toBe(400);
    for (const r of [noToken, malformed, notJson, badId]) {
      expectFields(r.body, ['error', 'message'], 'error body');
      expect(JSON.stringify(r.body)).not.toMatch(/FST_|stack|statusCode/);
    }
  });

  it("recovers a password with the spec's forms and logs out", async () => {
    const forgot = await call('POST', '/auth/forgot-password', { body: { email } });
    expect(forgot.status).toBe(200);
    expect(typeof forgot.body.message).toBe('string');
    const mail = await h.mail.waitFor(email, { subject: /Resetați|Reset your password/ });
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    const mismatch = await call('POST', '/auth/reset-password', {
      body: { token: resetToken, password: 'O parolă nouă 2026', confirmPassword: 'alta' },
    });
    expect(mismatch.status).toBe(400);
    const reset = await call('POST', '/auth/reset-password', {
      body: { token: resetToken, password: 'O parolă nouă 2026', confirmPassword: 'O parolă nouă 2026' },
    });
    expect(reset.status).toBe(200);
    expectFields(reset.body, ['message', 'email'], 'reset');
    const login = await call('POST', '/auth/login', {
      body: { email, password: 'O parolă nouă 2026', rememberMe: false },
    });
    expect(login.status).toBe(200);
    const out = await call('POST', '/auth/logout', { token: login.body.token as string });
    expect(out.status).toBe(200);
    const after = await call('GET', '/auth/me', { token: login.body.token as string });
    expect(after.status).toBe(401);
  });

  it('the OpenAPI document lists every status seen and every answer validates against it', async () => {
    doc = (await (await fetch(`${base}/openapi.json`)).json()) as Json;
    const templates = Object.keys(doc.paths as Json)
      .map((p) => ({
        template: p,
        params: (p.match(/\{/g) ?? []).length,
        regex: new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`),
      }))
      .sort((a, b) => a.params - b.params);
    const problems: string[] = [];
    let validated = 0;
    const statuses = new Map<string, Set<number>>();
    for (const s of seen) {
      const path = `/api${s.path}`;
      const match = templates.find(
        (t) => t.regex.test(path) && doc.paths[t.template][s.method.toLowerCase()],
      );
      if (!match && s.outsideApi) {
        // Not an operation of the document, on purpose: the answer is still its one error body.
        validated += 1;
        if (!validates(doc.components.schemas.Error as Json, s.body))
          problems.push(`${s.method} ${path} ${s.status}: ${lastErrors}`);
        continue;
      }
      if (!match) {
        problems.push(`${s.method} ${path}: no operation`);
        continue;
      }
      const op = doc.paths[match.template][s.method.toLowerCase()] as Json;
      const key = `${s.method} ${match.template}`;
      statuses.set(key, (statuses.get(key) ?? new Set()).add(s.status));
      const response = op.responses[String(s.status)] as Json | undefined;
      if (!response) {
        problems.push(`${key}: status ${s.status} not listed (${Object.keys(op.responses).join(', ')})`);
        continue;
      }
      const schema = response.content?.['application/json']?.schema as Json | undefined;
      if (!schema) continue;
      const validate = ajv.compile({ ...schema, components: doc.components });
      validated += 1;
      if (!validate(s.body))
        problems.push(
          `${key} ${s.status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(s.body).slice(0, 200)}`,
        );
    }
    expect(problems).toEqual([]);
    expect(validated).toBe(seen.length);
    // The walk met every operation of spec §7 and a spread of failures.
    expect(statuses.size).toBeGreaterThanOrEqual(25);
    const all = new Set(seen.map((s) => s.status));
    for (const status of [200, 400, 401, 403, 404, 409, 429])
      expect(all.has(status), String(status)).toBe(true);
  });
  it("every request the server accepted validates against its operation's requestBody and parameters", async () => {
    doc ??= (await (await fetch(`${base}/openapi.json`)).json()) as Json;
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const s of seen.filter((x) => x.status >= 200 && x.status < 300)) {
      const found = operationOf(doc, s.method, `/api${s.path}`);
      if (!found) {
        problems.push(`${s.method} ${s.path}: no operation`);
        continue;
      }
      const { op, template } = found;
      const key = `${s.method} ${template}`;
      const params = (op.parameters ?? []) as Json[];
      const requestBody = op.requestBody as Json | undefined;
      if (s.request.body !== undefined) {
        const schema = requestBody?.content?.['application/json']?.schema as Json | undefined;
        if (!schema) problems.push(`${key}: sent a body, the document has no requestBody`);
        else if (!validates(schema, s.request.body))
          problems.push(`${key} body: ${lastErrors} in ${JSON.stringify(s.request.body).slice(0, 200)}`);
        else checked.add(`${key} body`);
      } else if (requestBody?.required)
        problems.push(`${key}: no body sent, yet the requestBody is required`);
      for (const p of params.filter((x) => x.in === 'query' && x.required))
        if (!(p.name in s.request.query))
          problems.push(`${key}: required query parameter ${p.name} not sent`);
      for (const [name, value] of Object.entries(s.request.query)) {
        const p = params.find((x) => x.in === 'query' && x.name === name);
        // A read ignores query parameters it does not declare (a cache-buster).
        if (!p) {
          if (s.method !== 'GET') problems.push(`${key}: query parameter ${name} not documented`);
          continue;
        }
        if (!validates(p.schema as Json, value)) problems.push(`${key} ?${name}=${value}: ${lastErrors}`);
        else checked.add(`${key} ?${name}`);
      }
      const segments = template.split('/');
      const actual = `/api${s.path}`.split('/');
      segments.forEach((segment, i) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!name) return;
        const p = params.find((x) => x.in === 'path' && x.name === name);
        const value = decodeURIComponent(actual[i]!);
        if (!p) problems.push(`${key}: path parameter ${name} not documented`);
        else if (!validates(p.schema as Json, value))
          problems.push(`${key} {${name}}=${value}: ${lastErrors}`);
        else checked.add(`${key} {${name}}`);
      });
    }
    expect(problems).toEqual([]);
    // The two inputs zod pipes (preprocess, transform) once kept out of the document, and a spread
    // of the rest: bodies, query and path parameters.
    for (const k of [
      'POST /api/auth/register body',
      'POST /api/auth/reset-password body',
      'POST /api/auth/login body',
      'POST /api/assessment/answer body',
      'PUT /api/roadmap/{id} body',
      'PUT /api/roadmap/{id} {id}',
      'GET /api/assessment/step-score/{step} {step}',
      'GET /api/assessment/current ?redirectToUnanswered',
      'GET /api/assessment/strategy-recommendations ?locale',
    ])
      expect(checked, k).toContain(k);
    expect(checked.size).toBeGreaterThanOrEqual(15);
  });
});
