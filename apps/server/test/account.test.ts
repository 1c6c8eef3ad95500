/**
 * Integration: privacy in practice (GDPR art. 15, 17, 20) through the REST shim
 * and tRPC on a real database: the export holds the user's answers and tasks, nothing of another
 * user and no secret; a wrong password deletes nothing; a deletion leaves 0 rows of the user in
 * every table, ends the token, e-mails a confirmation and leaves the other user untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows } from '@hai/db';
import { bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({});
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const PASSWORD = 'correct horse battery';
const ANSWERS = perfectAnswers(STEPS);

const rest = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  h.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'x-locale': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });

/** A logged-in user with `n` answers and one custom roadmap task titled `title`. */
async function userWithData(n: number, title: string) {
  const u = await loggedInUser(h);
  for (const a of ANSWERS.slice(0, n)) {
    const res = await rest(u.token, 'POST', '/assessment/answer', a);
    if (res.statusCode !== 200) throw new Error(`answer: ${res.body}`);
  }
  const task = await rest(u.token, 'POST', '/roadmap', {
    title,
    category: 'Altele',
    notes: `notes of ${title}`,
  });
  if (task.statusCode !== 201) throw new Error(`task: ${task.body}`);
  const me = json<Json>(await rest(u.token, 'GET', '/auth/me')).user as Json;
  return { ...u, id: me.id as string };
}

/** Rows of `userId` in every table that holds user data (the outbox by address). */
async function rowsOf(userId: string, email: string): Promise<Record<string, number>> {
  const count = async (query: SQL) =>
    Number((await executeRows<{ n: number | string }>(h.app.deps.db, query))[0]!.n);
  return {
    users: await count(sql`select count(*) as n from users where id = ${userId}`),
    sessions: await count(sql`select count(*) as n from sessions where user_id = ${userId}`),
    email_tokens: await count(sql`select count(*) as n from email_tokens where user_id = ${userId}`),
    assessments: await count(sql`select count(*) as n from assessments where user_id = ${userId}`),
    answers: await count(
      sql`select count(*) as n from answers a join assessments s on s.id = a.assessment_id where s.user_id = ${userId}`,
    ),
    roadmap_tasks: await count(sql`select count(*) as n from roadmap_tasks where user_id = ${userId}`),
    // Before the deletion the verification e-mail; after it, only the confirmation being sent.
    mail_outbox: await count(
      sql`select count(*) as n from mail_outbox where to_address = ${email} and subject not like '%șters%' and subject not like '%deleted%'`,
    ),
  };
}

describe('GET /api/account/export', () => {
  it("holds the user's profile, answers and tasks, nothing of another user and no secret", async () => {
    const me = await userWithData(4, 'Mine: launch newsletter');
    const other = await userWithData(2, 'Theirs: rebrand');
    const res = await rest(me.token, 'GET', '/account/export');
    expect(res.statusCode).toBe(200);
    const body = json<Json>(res);
    expect(body.formatVersion).toBe(3);
    expect(body.profile).toMatchObject({ email: me.email, firstName: 'Ioana', companyRole: 'CMO' });
    expect(body.assessments[0].answers).toHaveLength(4);
    expect(body.assessments[0].answers[0]).toMatchObject({
      questionId: ANSWERS[0]!.questionId,
      questionNumber: 1,
      selectedOptionIds: ANSWERS[0]!.selectedOptionIds,
    });
    expect(body.assessments[0].answers[0].questionText).toEqual(expect.any(String));
    expect(body.roadmapTasks.map((t: Json) => t.title)).toEqual(['Mine: launch newsletter']);
    expect(body.roadmapTasks[0].notes).toBe('notes of Mine: launch newsletter');
    expect(body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(body.emails.length).toBeGreaterThanOrEqual(1);

    const text = res.body;
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain('Theirs: rebrand');
    // No secret: the stored password hash, the token hashes, the e-mail bodies (single-use links).
    const [secrets] = await executeRows<{ password_hash: string }>(
      h.app.deps.db,
      sql`select password_hash from users where id = ${me.id}`,
    );
    expect(text).not.toContain(secrets!.password_hash);
    expect(text).not.toMatch(/\$argon2/);
    const tokens = await executeRows<{ token_hash: string }>(
      h.app.deps.db,
      sql`select token_hash from email_tokens where user_id = ${me.id}`,
    );
    expect(tokens.length).toBeGreaterThan(0);
    for (const t of tokens) expect(text).not.toContain(t.token_hash);
    expect(text).not.toMatch(/passwordHash|tokenHash|token=/);
  });

  it('gives the same export through tRPC, in the language asked', async () => {
    const me = await userWithData(1, 'A task');
    const res = await h.app.inject({
      method: 'GET',
      url: `/trpc/account.export?input=${encodeURIComponent(JSON.stringify({ locale: 'ro' }))}`,
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    const data = json<{ result: { data: Json } }>(res).result.data;
    expect(data.locale).toBe('ro');
    expect(data.profile.email).toBe(me.email);
    const q = STEPS[0]!.questions[0]!;
    expect(data.assessments[0].answers[0].questionText).toBe(q.text.ro);
  });

  it('answers 401 without a token', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong password with 401 INVALID_CREDENTIALS and deletes nothing', async () => {
    const me = await userWithData(3, 'Keep me');
    const before = await rowsOf(me.id, me.email);
    const res = await rest(me.token, 'POST', '/account/delete', {
      password: 'wrong password!',
      confirm: true,
    });
    expect(res.statusCode).toBe(401);
    expect(json<Json>(res)).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(await rowsOf(me.id, me.email)).toEqual(before);
    expect(before).toMatchObject({ users: 1, sessions: 1, assessments: 1, answers: 3, roadmap_tasks: 1 });
    expect((await rest(me.token, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('refuses a call without the confirmation, field by field', async () => {
    const me = await loggedInUser(h);
    const res = await rest(me.token, 'POST', '/account/delete', { password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(json<Json>(res).fields).toContainEqual(
      expect.objectContaining({ field: 'confirm', message: 'Confirm that you want to delete your account' }),
    );
    expect((await rest(me.token, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('removes every row of the user, ends the token, e-mails a confirmation, spares the other user', async () => {
    const me = await userWithData(5, 'Delete me');
    const other = await userWithData(2, 'Not me');
    const otherBefore = await rowsOf(other.id, other.email);
    // A second session, to show that every session ends, not only the one that asked.
    const second = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: PASSWORD },
    });
    const secondToken = json<{ token: string }>(second).token;
    const sentBefore = h.mail.messages.length;

    const res = await rest(me.token, 'POST', '/account/delete', { password: PASSWORD, confirm: true });
    expect(res.statusCode).toBe(200);
    expect(json<Json>(res)).toEqual({
      email: me.email,
      message: `Your account and all your data have been deleted. A confirmation was sent to ${me.email}.`,
    });
    expect(await rowsOf(me.id, me.email)).toEqual({
      users: 0,
      sessions: 0,
      email_tokens: 0,
      assessments: 0,
      answers: 0,
      roadmap_tasks: 0,
      mail_outbox: 0,
    });
    expect((await rest(me.token, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await rest(secondToken, 'GET', '/account/export')).statusCode).toBe(401);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The user's language was Romanian (registration default in the harness).
    const mail = await h.mail.waitFor(me.email, { subject: /a fost șters/, after: sentBefore });
    expect(mail.text).toContain('Bună ziua, Ioana');
    expect(mail.text).not.toMatch(/token=/);

    expect(await rowsOf(other.id, other.email)).toEqual(otherBefore);
    expect((await rest(other.token, 'GET', '/auth/me')).statusCode).toBe(200);
    const theirs = json<Json>(await rest(other.token, 'GET', '/account/export'));
    expect(theirs.assessments[0].answers).toHaveLength(2);
    expect(theirs.roadmapTasks.map((t: Json) => t.title)).toEqual(['Not me']);
  });

  it('works through tRPC alike, and a wrong password there keeps the session', async () => {
    const me = await userWithData(2, 'Via tRPC');
    const call = (password: string) =>
      h.app.inject({
        method: 'POST',
        url: '/trpc/account.delete',
        headers: { ...bearer(me.token), 'x-locale': 'ro', 'content-type': 'application/json' },
        payload: JSON.stringify({ password, confirm: true }),
      });
    const wrong = await call('not the password');
    expect(wrong.statusCode).toBe(401);
    expect(json<{ error: { message: string; data: Json } }>(wrong).error).toMatchObject({
      message: 'Email sau parolă incorecte',
      data: { error: 'INVALID_CREDENTIALS' },
    });
    expect((await rowsOf(me.id, me.email)).users).toBe(1);

    const ok = await call(PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(json<{ result: { data: Json } }>(ok).result.data.message).toMatch(/^Contul și toate datele/);
    expect(await rowsOf(me.id, me.email)).toMatchObject({
      users: 0,
      sessions: 0,
      answers: 0,
      roadmap_tasks: 0,
    });
    await h.mail.waitFor(me.email, { subject: /a fost șters/ });
  });
});
