/** Integration: the auth routes of spec §7 through the REST shim, on a real database and SMTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { emailTokens, mailOutbox, users } from '@hai/db';
import { sha256 } from '../src/services/tokens.js';
import {
  bearer,
  json,
  loggedInUser,
  queuedMail,
  registration,
  startHarness,
  uniqueEmail,
  verificationToken,
  type Harness,
} from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates the account and e-mails a Romanian verification link built from APP_URL, storing only its hash', async () => {
    const email = uniqueEmail('reg');
    const res = await post('/api/auth/register', registration(email), { host: 'evil.example' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      message: expect.stringContaining('Verificați emailul'),
      email,
      mailDelayed: false,
    });
    const mail = await h.mail.waitFor(email);
    expect(mail.subject).toBe('Confirmați adresa de email — HAI Marketing Wheel');
    const token = await verificationToken(h, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.text).toContain(`http://wheel.test/ro/verify-email?token=${token}`);
    expect(mail.html).toContain(`http://wheel.test/ro/verify-email?token=${token}`);
    expect(mail.html).not.toContain('evil.example');
    const [user] = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    const stored = await h.app.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('sends the e-mail in English for an English registration', async () => {
    const email = uniqueEmail('en');
    const res = await post('/api/auth/register', registration(email, { preferredLocale: 'en' }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Account created. Check your email to confirm your address.');
    const mail = await h.mail.waitFor(email);
    expect(mail.subject).toBe('Confirm your email address — HAI Marketing Wheel');
    expect(mail.text).toContain('http://wheel.test/en/verify-email?token=');
  });

  it('answers a second registration of an address like a new one, keeps the first account and e-mails its owner', async () => {
    const email = uniqueEmail('dup');
    const first = await post('/api/auth/register', registration(email), { 'accept-language': 'en' });
    expect(first.statusCode).toBe(201);
    await h.mail.waitFor(email, { subject: /Confirm/ });
    const again = await post(
      '/api/auth/register',
      registration(email.toUpperCase(), { firstName: 'Mallory', password: 'another password' }),
      {
        'accept-language': 'en',
      },
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(json(again)).toEqual(json(first));
    const rows = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Ioana');
    // The verification e-mail went out less than 60 s ago: the cooldown holds the notice back
    // (the outbox is final once the request has answered).
    expect(await queuedMail(h, email)).toHaveLength(1);
    const token = await verificationToken(h, email);
    await post('/api/auth/verify-email', { token });
    expect((await post('/api/auth/login', { email, password: 'correct horse battery' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/login', { email, password: 'another password' })).statusCode).toBe(401);
  });

  it('e-mails the owner a notice when the address is registered again after the cooldown', async () => {
    const { email } = await loggedInUser(h);
    await h.app.deps.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(mailOutbox.toAddress, email));
    const res = await post('/api/auth/register', registration(email, { firstName: 'Mallory' }));
    expect(res.statusCode).toBe(201);
    const notice = await h.mail.waitFor(email, { subject: /Cineva a încercat să se înregistreze/ });
    expect(notice.text).toContain('http://wheel.test/ro/forgot-password');
    expect(notice.text).toContain('Ioana');
  });

  it.each([
    [
      'malformed JSON',
      '{"email": "x@example.com",',
      'VALIDATION_ERROR',
      'The request body is not valid JSON',
      undefined,
    ],
    [
      'an unknown field',
      { ...registration('u@example.com'), isAdmin: true },
      'VALIDATION_ERROR',
      'Unknown field: isAdmin',
      'isAdmin',
    ],
    [
      'a missing password',
      { ...registration('m@example.com'), password: undefined },
      'VALIDATION_ERROR',
      'This field is required',
      'password',
    ],
    [
      'a 7-character password',
      registration('s@example.com', { password: '1234567' }),
      'VALIDATION_ERROR',
      'Password must contain at least 8 characters',
      'password',
    ],
    [
      'a bad e-mail',
      registration('not-an-email'),
      'VALIDATION_ERROR',
      'Enter a valid email address',
      'email',
    ],
    [
      'a blank first name',
      registration('b@example.com', { firstName: '   ' }),
      'VALIDATION_ERROR',
      'This field is required',
      'firstName',
    ],
  ])('answers 400 to %s, translated, and creates nothing', async (_name, payload, code, message, field) => {
    const before = await h.app.deps.db.select({ id: users.id }).from(users);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ error: string; message: string; fields?: { field: string; message: string }[] }>(res);
    expect(body.error).toBe(code);
    expect(body.message).toBe(message);
    if (field) expect(body.fields).toContainEqual(expect.objectContaining({ field, message }));
    expect(res.body).not.toMatch(/stack|\bat \w+ \(/);
    // The same call through tRPC: the same status and error body, in tRPC's envelope.
    const viaTrpc = await h.app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(viaTrpc.statusCode).toBe(400);
    expect(json<{ error: { message: string; data: unknown } }>(viaTrpc).error).toMatchObject({
      message,
      data: { ...body, httpStatus: 400, requestId: viaTrpc.headers['x-request-id'] },
    });
    expect(viaTrpc.body).not.toMatch(/stack|\bat \w+ \(/);
    expect(await h.app.deps.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('translates validation messages into Romanian', async () => {
    const res = await post('/api/auth/register', registration('s2@example.com', { password: 'scurt' }), {
      'accept-language': 'ro',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Parola trebuie să aibă cel puțin 8 caractere');
  });

  it('accepts a 64+ character Unicode password unchanged', async () => {
    const email = uniqueEmail('long');
    const password = 'ștergător de parbriz țâfnos și îngândurat — '.repeat(3);
    expect((await post('/api/auth/register', registration(email, { password }))).statusCode).toBe(201);
    await post('/api/auth/verify-email', { token: await verificationToken(h, email) });
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: password.slice(0, 64) })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/verify-email and login', () => {
  it('refuses login before verification with emailVerified false, then verifies once and logs in', async () => {
    const email = uniqueEmail('ver');
    await post('/api/auth/register', registration(email));
    const early = await post(
      '/api/auth/login',
      { email, password: 'correct horse battery' },
      { 'accept-language': 'en' },
    );
    expect(early.statusCode).toBe(403);
    expect(json(early)).toMatchObject({ error: 'EMAIL_NOT_VERIFIED', emailVerified: false });
    expect(early.body).not.toContain('"token"');

    const token = await verificationToken(h, email);
    const ok = await post('/api/auth/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({
      message: 'Email verificat! Acum vă puteți autentifica.',
      email,
      alreadyVerified: false,
    });

    // Re-opening the used link: the address is confirmed, log in.
    const reused = await post('/api/auth/verify-email', { token }, { 'accept-language': 'en' });
    expect(reused.statusCode).toBe(200);
    expect(json(reused)).toEqual({
      message: 'This email address is already confirmed. You can log in.',
      email,
      alreadyVerified: true,
    });
    const reusedRo = await post('/api/auth/verify-email', { token }, { 'accept-language': 'ro' });
    expect(json(reusedRo)).toMatchObject({
      message: 'Această adresă de email este deja confirmată. Vă puteți autentifica.',
      alreadyVerified: true,
    });

    const login = await post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    const body = json<{ token: string; user: Record<string, unknown> }>(login);
    expect(body.user).toMatchObject({
      email,
      firstName: 'Ioana',
      lastName: 'Popescu',
      companyName: 'Acme Distribuție SRL',
      companyRole: 'CMO',
      emailVerified: true,
      role: 'user',
      preferredLocale: 'ro',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('still refuses a used link whose account is not verified', async () => {
    const email = uniqueEmail('unver');
    await post('/api/auth/register', registration(email));
    const token = await verificationToken(h, email);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    // An account whose verification was withdrawn: its used link gives no "already confirmed".
    await h.app.deps.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email));
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('INVALID_TOKEN');
  });

  it('refuses a forged verification token', async () => {
    const res = await post('/api/auth/verify-email', { token: 'A'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('INVALID_TOKEN');
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const { email } = await loggedInUser(h);
    const wrong = await post(
      '/api/auth/login',
      { email, password: 'wrong password!' },
      { 'accept-language': 'en' },
    );
    const unknown = await post(
      '/api/auth/login',
      { email: uniqueEmail('nobody'), password: 'wrong password!' },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual({
      error: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
      requestId: wrong.headers['x-request-id'],
    });
    // Alike but for the request's own id.
    expect({ ...json(unknown), requestId: unknown.headers['x-request-id'] }).toEqual({
      ...json(wrong),
      requestId: unknown.headers['x-request-id'],
    });
  });

  it('requires e-mail and password to log in', async () => {
    const res = await post('/api/auth/login', { email: '' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const fields = json<{ fields: { field: string }[] }>(res).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('issues a 30-day session with remember me and a 12-hour one without', async () => {
    const { email } = await loggedInUser(h);
    const short = json<{ token: string }>(
      await post('/api/auth/login', { email, password: 'correct horse battery' }),
    );
    const long = json<{ token: string }>(
      await post('/api/auth/login', { email, password: 'correct horse battery', rememberMe: true }),
    );
    const ttl = (t: string) => decodeJwt(t).exp! - decodeJwt(t).iat!;
    expect(ttl(short.token)).toBeGreaterThan(12 * 3600 - 5);
    expect(ttl(short.token)).toBeLessThanOrEqual(12 * 3600);
    expect(ttl(long.token)).toBeGreaterThan(30 * 24 * 3600 - 5);
  });
});

describe('session routes', () => {
  it('GET /api/auth/me returns the user; logout revokes the session', async () => {
    const { token, email } = await loggedInUser(h);
    const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(json<{ user: { email: string } }>(me).user.email).toBe(email);
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(json(after).error).toBe('UNAUTHORIZED');
  });

  it('PUT /api/auth/update-locale saves the locale and refuses others', async () => {
    const { token } = await loggedInUser(h);
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/update-locale',
      headers: bearer(token),
      payload: { locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Language saved', user: { preferredLocale: 'en' } });
    const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(json<{ user: { preferredLocale: string } }>(me).user.preferredLocale).toBe('en');
    const bad = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/update-locale',
      headers: bearer(token),
      payload: { locale: 'de' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'Bearer not-a-jwt'],
    [
      'a token signed with another key',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSIsInR5cCI6ImFjY2VzcyJ9.c2lnbmF0dXJl',
    ],
    ['an alg:none token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieSIsInR5cCI6ImFjY2VzcyJ9.'],
  ])('answers 401 to /api/auth/me with %s', async (_name, authorization) => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(json(res).error).toBe('UNAUTHORIZED');
  });

  it('refuses a token whose signature was tampered with', async () => {
    const { token } = await loggedInUser(h);
    const [head, payload, sig] = token.split('.');
    const tampered = `${head}.${payload}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tampered) });
    expect(res.statusCode).toBe(401);
  });
});
