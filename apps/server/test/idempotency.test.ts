/**
 * Idempotency-Key on the creating POSTs (draft-ietf-httpapi-idempotency-key-header;
 * services/idempotency.ts, `meta.rest.idempotent`), through the REST shim on a real database
 * (PGlite, or PostgreSQL with DATABASE_URL): the same key and body within 24 hours answers the
 * first answer again, marked `Idempotent-Replayed: true`, without doing it twice; another body is
 * a 422, a repeat while the first runs a 409 with `Retry-After: 1`; keys belong to their user
 * (or, for registration, the client address); 4xx answers are kept, 5xx are not; a key older than
 * 24 hours is not replayed and is purged; two instances on one PostgreSQL share the keys.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, idempotencyKeys, roadmapTasks, users } from '@hai/db';
import { perfectAnswers } from '@hai/domain/testing';
import { purgeExpiredIdempotencyKeys } from '../src/jobs/purge.js';
import { requestFingerprint, runIdempotent } from '../src/services/idempotency.js';
import {
  apiCall,
  bearer,
  json,
  loggedInUser,
  queuedMail,
  registration,
  startHarness,
  uniqueEmail,
  type Harness,
} from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A REST call of `token`'s user with an `Idempotency-Key` (when `key` is given). */
function keyed(
  token: string | null,
  url: string,
  key: string | null,
  payload?: unknown,
  lang = 'en',
  target: Harness = h,
) {
  return target.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
      'x-locale': lang,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function taskCount(userEmail: string): Promise<number> {
  const [row] = await h.app.deps.db
    .select({ n: count() })
    .from(roadmapTasks)
    .innerJoin(users, eq(users.id, roadmapTasks.userId))
    .where(eq(users.email, userEmail.toLowerCase()));
  return row!.n;
}

const TASK = { title: 'Plan the launch', category: 'Other', priority: 'high' };

describe('POST /api/roadmap with an Idempotency-Key', () => {
  it('makes one task from two identical calls; the second answers the first answer, marked replayed', async () => {
    const { token, email } = await loggedInUser(h);
    const first = await keyed(token, '/roadmap', 'task-key-1', TASK);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await keyed(token, '/roadmap', 'task-key-1', TASK);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(json(second)).toEqual(json(first));
    expect(second.body).toBe(first.body);
    expect(await taskCount(email)).toBe(1);
  });

  it('reads the body canonically: keys in another order, or the key as a quoted Structured Field String, replay', async () => {
    const { token, email } = await loggedInUser(h);
    const first = await keyed(token, '/roadmap', 'task-key-2', TASK);
    const reordered = Object.fromEntries(Object.entries(TASK).reverse());
    const again = await keyed(token, '/roadmap', '"task-key-2"', reordered);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    expect(await taskCount(email)).toBe(1);
  });

  it('makes two tasks without a key, as before', async () => {
    const { token, email } = await loggedInUser(h);
    const a = await keyed(token, '/roadmap', null, TASK);
    const b = await keyed(token, '/roadmap', null, TASK);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(json(a).id).not.toBe(json(b).id);
    expect(await taskCount(email)).toBe(2);
  });

  it('refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, translated, nothing created', async () => {
    const { token, email } = await loggedInUser(h);
    expect((await keyed(token, '/roadmap', 'task-key-3', TASK)).statusCode).toBe(201);
    const en = await keyed(token, '/roadmap', 'task-key-3', { ...TASK, title: 'Another task' });
    expect(en.statusCode).toBe(422);
    expect(json(en)).toMatchObject({
      error: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different request. Please send a new key with a new request.',
    });
    const ro = await keyed(token, '/roadmap', 'task-key-3', { ...TASK, title: 'Altă sarcină' }, 'ro');
    expect(ro.statusCode).toBe(422);
    expect(json(ro).message).toMatch(/^Această cheie Idempotency-Key a fost deja folosită/);
    expect(await taskCount(email)).toBe(1);
  });

  it('keeps keys per user: the same key from another user is independent', async () => {
    const alice = await loggedInUser(h);
    const bob = await loggedInUser(h);
    const a = await keyed(alice.token, '/roadmap', 'shared-key', TASK);
    const b = await keyed(bob.token, '/roadmap', 'shared-key', { ...TASK, title: 'Bob’s task' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(json(b).title).toBe('Bob’s task');
    expect([await taskCount(alice.email), await taskCount(bob.email)]).toEqual([1, 1]);
  });

  it('refuses a key that is not 1–255 visible ASCII characters with a translated 400, creating nothing', async () => {
    const { token, email } = await loggedInUser(h);
    for (const bad of ['', 'has space', 'x'.repeat(256), '"unterminated', '"a"b']) {
      const res = await keyed(token, '/roadmap', bad, TASK);
      expect(res.statusCode, bad).toBe(400);
      expect(json(res), bad).toMatchObject({
        error: 'VALIDATION_ERROR',
        message:
          'The Idempotency-Key header must be 1 to 255 visible ASCII characters, without spaces (a UUID, for example).',
      });
    }
    const ro = await keyed(token, '/roadmap', 'două cuvinte', TASK, 'ro');
    expect(ro.statusCode).toBe(400);
    expect(json(ro).message).toBe(
      'Antetul Idempotency-Key trebuie să aibă între 1 și 255 caractere ASCII vizibile, fără spații (de exemplu, un UUID).',
    );
    expect((await keyed(token, '/roadmap', 'x'.repeat(255), TASK)).statusCode).toBe(201);
    expect(await taskCount(email)).toBe(1);
  });

  it('keeps a 4xx answer: a repeat of an invalid body answers the same 400, replayed', async () => {
    const { token } = await loggedInUser(h);
    const first = await keyed(token, '/roadmap', 'bad-body', { category: 'Other' });
    expect(first.statusCode).toBe(400);
    const again = await keyed(token, '/roadmap', 'bad-body', { category: 'Other' });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After: 1 while the first request runs', async () => {
    const { token, email } = await loggedInUser(h);
    expect((await keyed(token, '/roadmap', 'probe', TASK)).statusCode).toBe(201);
    const [probe] = await h.app.deps.db
      .select({ scope: idempotencyKeys.scope, path: idempotencyKeys.path })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'probe'));
    // The first request's claim, as an instance holds it while its procedure runs.
    await h.app.deps.db
      .insert(idempotencyKeys)
      .values({ ...probe!, key: 'in-flight', requestHash: requestFingerprint(TASK) });
    const res = await keyed(token, '/roadmap', 'in-flight', TASK, 'ro');
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(json(res)).toMatchObject({ error: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
    expect(json(res).message).toMatch(/^O cerere cu această cheie Idempotency-Key este încă în curs/);
    // Another body with the key is still the 422, not the 409.
    expect((await keyed(token, '/roadmap', 'in-flight', { ...TASK, title: 'Other' })).statusCode).toBe(422);
    expect(await taskCount(email)).toBe(1);
    // A first request that never stored its answer (its process died) is abandoned after a minute.
    await h.app.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, 'in-flight'));
    expect((await keyed(token, '/roadmap', 'in-flight', TASK)).statusCode).toBe(201);
    expect(await taskCount(email)).toBe(2);
  });

  it('makes one task from two identical calls sent together', async () => {
    const { token, email } = await loggedInUser(h);
    const answers = await Promise.all([
      keyed(token, '/roadmap', 'together', TASK),
      keyed(token, '/roadmap', 'together', TASK),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await taskCount(email)).toBe(1);
  });

  it('does not replay a key older than 24 hours, and the purge deletes it', async () => {
    const { token, email } = await loggedInUser(h);
    const first = await keyed(token, '/roadmap', 'old-key', TASK);
    await h.app.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(idempotencyKeys.key, 'old-key'));
    const again = await keyed(token, '/roadmap', 'old-key', TASK);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(json(again).id).not.toBe(json(first).id);
    expect(await taskCount(email)).toBe(2);
    // The new answer is kept; an expired one is purged by the hourly job.
    expect((await keyed(token, '/roadmap', 'old-key', TASK)).headers['idempotent-replayed']).toBe('true');
    await h.app.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'old-key'));
    expect(await purgeExpiredIdempotencyKeys(h.app.deps.db)).toBeGreaterThanOrEqual(1);
    const left = await h.app.deps.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'old-key'));
    expect(left).toEqual([]);
  });

  it('answers 401 without a session, with or without a key, and keeps nothing', async () => {
    const res = await keyed(null, '/roadmap', 'no-session', TASK);
    expect(res.statusCode).toBe(401);
    const rows = await h.app.deps.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'no-session'));
    expect(rows).toEqual([]);
  });
});

describe('runIdempotent', () => {
  const request = (key: string) => ({ key, scope: 'user:test', path: 'POST /api/test', requestHash: 'h' });

  it('keeps no 5xx or 429 answer, so a retry runs again; keeps a 4xx', async () => {
    const deps = h.app.deps;
    for (const status of [500, 503, 429]) {
      let runs = 0;
      const run = async () => ({ status, body: { error: 'X', message: String((runs += 1)) } });
      expect((await runIdempotent(deps, request(`s-${status}`), run)).status).toBe(status);
      const second = await runIdempotent(deps, request(`s-${status}`), run);
      expect(second.replayed).toBeUndefined();
      expect(runs).toBe(2);
    }
    let runs = 0;
    const notFound = async () => ({ status: 404, body: { n: (runs += 1) } });
    await runIdempotent(deps, request('s-404'), notFound);
    expect(await runIdempotent(deps, request('s-404'), notFound)).toEqual({
      status: 404,
      body: { n: 1 },
      replayed: true,
    });
    expect(runs).toBe(1);
  });

  it('releases the key when the request throws', async () => {
    const deps = h.app.deps;
    await expect(
      runIdempotent(deps, request('throws'), () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    const again = await runIdempotent(deps, request('throws'), async () => ({ status: 201, body: {} }));
    expect(again).toEqual({ status: 201, body: {} });
  });
});

describe('POST /api/auth/register with an Idempotency-Key', () => {
  it('makes one account and sends one verification e-mail from two identical calls', async () => {
    const email = uniqueEmail('idem');
    const payload = registration(email);
    const first = await keyed(null, '/auth/register', 'register-key', payload);
    expect(first.statusCode).toBe(201);
    const second = await keyed(null, '/auth/register', 'register-key', payload);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(json(second)).toEqual(json(first));
    const [accounts] = await h.app.deps.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(accounts!.n).toBe(1);
    expect(await queuedMail(h, email)).toHaveLength(1);
    // The key with another registration is refused, not a second account.
    const other = await keyed(null, '/auth/register', 'register-key', registration(uniqueEmail('idem')));
    expect(other.statusCode).toBe(422);
  });
});

describe('the results e-mail and the re-take with an Idempotency-Key', () => {
  it('send once and start one new assessment from two identical calls each', async () => {
    const { token, email } = await loggedInUser(h);
    for (const answer of perfectAnswers()) {
      const res = await apiCall(h, token, 'POST', '/assessment/answer', answer);
      expect(res.statusCode).toBe(200);
    }
    const mailBefore = (await queuedMail(h, email)).length;
    const sent = await keyed(token, '/assessment/send-results', 'send-key');
    expect(sent.statusCode).toBe(200);
    // Without the key this would be the 429 of "one a minute"; with it, the first answer.
    const resent = await keyed(token, '/assessment/send-results', 'send-key');
    expect(resent.statusCode).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(await queuedMail(h, email)).toHaveLength(mailBefore + 1);

    const retake = await keyed(token, '/assessment/retake', 'retake-key');
    expect(retake.statusCode).toBe(200);
    const again = await keyed(token, '/assessment/retake', 'retake-key');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(retake));
    const [user] = await h.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    const [n] = await h.app.deps.db
      .select({ n: count() })
      .from(assessments)
      .where(eq(assessments.userId, user!.id));
    expect(n!.n).toBe(2);
  });
});

describe('the OpenAPI document', () => {
  it('lists the Idempotency-Key header, 409 and 422 on the idempotent POSTs only', async () => {
    const doc = json<Json>(await h.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    const idempotent = [
      '/api/roadmap',
      '/api/auth/register',
      '/api/assessment/send-results',
      '/api/assessment/retake',
    ];
    for (const path of idempotent) {
      const op = doc.paths[path].post;
      expect(op.parameters, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false }),
      );
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['409', '422']));
      expect(op.responses['409'].headers['Retry-After'], path).toBeDefined();
      expect(op.parameters.find((p: Json) => p.name === 'Idempotency-Key').description, path).toMatch(
        /24 hours.*Idempotent-Replayed: true/,
      );
    }
    // A procedure's own 409 is still described.
    expect(doc.paths['/api/assessment/retake'].post.responses['409'].description).toMatch(
      /assessment.retakeNotCompleted.*IDEMPOTENCY_KEY_IN_PROGRESS/,
    );
    const generate = doc.paths['/api/roadmap/generate'].post;
    expect(generate.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
    expect(generate.responses['422']).toBeUndefined();
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let b: Harness;
  beforeAll(async () => {
    b = await startHarness({}, { sharedDb: h.testDb, mail: { ...h.mail, stop: async () => {} } });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('share the stored key: a repeat sent to the other instance is replayed, one task is made', async () => {
    const { token, email } = await loggedInUser(h);
    const first = await keyed(token, '/roadmap', 'across-instances', TASK, 'en', h);
    expect(first.statusCode).toBe(201);
    const second = await keyed(token, '/roadmap', 'across-instances', TASK, 'en', b);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    const reused = await keyed(token, '/roadmap', 'across-instances', { ...TASK, title: 'x' }, 'en', b);
    expect(reused.statusCode).toBe(422);
    // Sent together to both: still one task.
    const together = await Promise.all([
      keyed(token, '/roadmap', 'both-at-once', TASK, 'en', h),
      keyed(token, '/roadmap', 'both-at-once', TASK, 'en', b),
    ]);
    expect(together.map((r) => r.statusCode).every((s) => s === 201 || s === 409)).toBe(true);
    expect(await taskCount(email)).toBe(2);
    const rows = await h.app.deps.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, 'across-instances')));
    expect(rows).toHaveLength(1);
  });
});
