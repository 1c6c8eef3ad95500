/** Integration: resend verification, forgot and reset password (spec §4, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens, users } from '@hai/db';
import { issueEmailToken } from '../src/services/email-tokens.js';
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

const post = (url: string, payload: unknown, lang = 'en') =>
  h.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, host: 'attacker.example' },
  });

async function resetToken(email: string, after = 0): Promise<string> {
  const msg = await h.mail.waitFor(email, { subject: /Resetați|Reset your password/, after });
  return /reset-password\?token=([\w-]+)/.exec(msg.text ?? '')![1]!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers alike for known and unknown addresses and e-mails a 1-hour link built from APP_URL', async () => {
    const { email } = await loggedInUser(h);
    const known = await post('/api/auth/forgot-password', { email }, 'ro');
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') }, 'ro');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual({
      message: 'Emailul cu instrucțiuni a fost trimis. Verificați inbox-ul.',
      cooldownSeconds: 60,
      mailDelayed: false,
    });
    expect(json(unknown)).toEqual(json(known));
    const msg = await h.mail.waitFor(email, { subject: /Resetați parola/ });
    expect(msg.text).toMatch(/^.*http:\/\/wheel\.test\/ro\/reset-password\?token=[\w-]{43}/m);
    expect(msg.html).not.toContain('attacker.example');
    const [user] = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    const tokens = await h.app.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    const reset = tokens.find((t) => t.purpose === 'reset_password')!;
    const ttl = reset.expiresAt.getTime() - reset.createdAt.getTime();
    expect(ttl).toBeGreaterThan(3590_000);
    expect(ttl).toBeLessThanOrEqual(3600_000 + 1000);
  });

  it('sends at most one e-mail per 60 s to an account', async () => {
    const { email } = await loggedInUser(h);
    await post('/api/auth/forgot-password', { email });
    const second = await post('/api/auth/forgot-password', { email });
    expect(second.statusCode).toBe(200);
    // Each request queues its e-mail before it answers: the outbox is final here, no waiting.
    expect((await queuedMail(h, email)).filter((s) => /Resetați|Reset your/.test(s))).toHaveLength(1);
    await h.mail.waitFor(email, { subject: /Reset your password|Resetați/ });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every session, e-mails a notice and does not log in', async () => {
    const { email, token: session } = await loggedInUser(h);
    await post('/api/auth/forgot-password', { email });
    const token = await resetToken(email);
    const res = await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Your password has been reset successfully!', email });
    expect(res.body).not.toContain('"token"');
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'correct horse battery' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email, password: 'a brand new passphrase' })).statusCode).toBe(
      200,
    );
    const notice = await h.mail.waitFor(email, {
      subject: /password was changed|Parola dumneavoastră a fost schimbată/,
    });
    expect(notice.text).toContain('http://wheel.test/ro/login');
  });

  it('refuses a used, forged or short-password reset with translated 400s', async () => {
    const { email } = await loggedInUser(h);
    await post('/api/auth/forgot-password', { email });
    const token = await resetToken(email);
    expect((await post('/api/auth/reset-password', { token, password: 'short' }, 'ro')).statusCode).toBe(400);
    expect(json(await post('/api/auth/reset-password', { token, password: 'short' }, 'ro')).message).toBe(
      'Parola trebuie să aibă cel puțin 8 caractere',
    );
    expect((await post('/api/auth/reset-password', { token, password: 'long enough now' })).statusCode).toBe(
      200,
    );
    const reused = await post('/api/auth/reset-password', { token, password: 'another new one' }, 'ro');
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual({
      error: 'INVALID_TOKEN',
      message: 'Token de resetare invalid. Vă rugăm să solicitați un nou link de resetare.',
      requestId: reused.headers['x-request-id'],
    });
    expect(
      (await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'another new one' }))
        .statusCode,
    ).toBe(400);
  });

  it('lets exactly one of two parallel uses of a token succeed', async () => {
    const { email } = await loggedInUser(h);
    const [user] = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    const token = await issueEmailToken(h.app.deps.db, user!.id, 'reset_password');
    const results = await Promise.all([
      post('/api/auth/reset-password', { token, password: 'parallel one!!' }),
      post('/api/auth/reset-password', { token, password: 'parallel two!!' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('voids older tokens when a newer one is issued, and refuses expired ones', async () => {
    const { email } = await loggedInUser(h);
    const [user] = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    const older = await issueEmailToken(h.app.deps.db, user!.id, 'reset_password');
    const newer = await issueEmailToken(h.app.deps.db, user!.id, 'reset_password');
    expect(
      (await post('/api/auth/reset-password', { token: older, password: 'older token pw' })).statusCode,
    ).toBe(400);
    await h.app.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user!.id));
    expect(
      (await post('/api/auth/reset-password', { token: newer, password: 'expired token pw' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link to an unverified account, voids the old one, and answers alike otherwise', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/register', registration(email, { preferredLocale: 'en' }));
    const first = await verificationToken(h, email);
    const count = h.mail.messages.length;
    await h.app.deps.db.update(emailTokens).set({ createdAt: new Date(Date.now() - 61_000) });
    const res = await post('/api/auth/resend-verification', { email });
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(res.statusCode).toBe(200);
    expect(json(unknown)).toEqual(json(res));
    const second = await h.mail.waitFor(email, { after: count });
    const token = /verify-email\?token=([\w-]+)/.exec(second.text ?? '')![1]!;
    expect(token).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
  });

  it('sends nothing to a verified account', async () => {
    const { email } = await loggedInUser(h);
    const before = await queuedMail(h, email);
    await h.app.deps.db.update(emailTokens).set({ createdAt: new Date(Date.now() - 61_000) });
    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    expect(await queuedMail(h, email)).toEqual(before);
  });
});

describe('e-mail language', () => {
  it('follows the locale saved with update-locale, whatever language the request uses', async () => {
    const { email, token } = await loggedInUser(h);
    await h.app.inject({
      method: 'PUT',
      url: '/api/auth/update-locale',
      headers: bearer(token),
      payload: { locale: 'en' },
    });
    await post('/api/auth/forgot-password', { email }, 'ro');
    const msg = await h.mail.waitFor(email, { subject: /Reset your password/ });
    expect(msg.text).toContain('http://wheel.test/en/reset-password?token=');
  });
});

describe('verification tokens (ASVS 6.4.1)', () => {
  it('live 24 hours and are refused once expired', async () => {
    const email = uniqueEmail('ttl');
    await post('/api/auth/register', registration(email));
    const token = await verificationToken(h, email);
    const [user] = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    const [row] = await h.app.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 5000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    await h.app.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user!.id));
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });
});

describe('EMAIL_COOLDOWN_SECONDS', () => {
  let quick: Harness;
  beforeAll(async () => {
    quick = await startHarness({ EMAIL_COOLDOWN_SECONDS: '0' });
  });
  afterAll(async () => {
    await quick?.close();
  });

  it('sets the cooldown the server applies and tells the client', async () => {
    const { email } = await loggedInUser(quick);
    const send = () =>
      quick.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(json(await send())).toMatchObject({ cooldownSeconds: 0 });
    await send();
    expect((await queuedMail(quick, email)).filter((s) => /Resetați|Reset your/.test(s))).toHaveLength(2);
  });
});
