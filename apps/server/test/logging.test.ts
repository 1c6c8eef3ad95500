/** Structured logs without passwords, tokens, Authorization headers or links. */
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, scrubText, serializeError } from '../src/plugins/logging.js';
import { bearer, loggedInUser, startHarness, uniqueEmail, type Harness } from './harness.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, cb) {
    lines.push(String(chunk));
    cb();
  },
});

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { logger: loggerOptions('info', stream) });
});
afterAll(async () => {
  await h?.close();
});

describe('logs (ASVS 16.2)', () => {
  it('are JSON lines and keep secrets out', async () => {
    const email = uniqueEmail('logs');
    const { token } = await loggedInUser(h, email);
    await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    await h.app.inject({ method: 'GET', url: '/ro/verify-email?token=SECRET-LINK-TOKEN&x=1' });
    const all = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
    expect(all).not.toContain('correct horse battery');
    expect(all).not.toContain(token);
    expect(all).not.toContain('SECRET-LINK-TOKEN');
    expect(all).toContain('/ro/verify-email?token=[redacted]&x=1');
    const events = lines
      .map((l) => JSON.parse(l))
      .filter((l) => typeof l.event === 'string' && l.event.startsWith('auth.'));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['auth.register', 'auth.verify', 'auth.login']),
    );
    for (const e of events) {
      expect(e.userId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(e)).not.toContain(email);
    }
  });

  it('keep statement parameters, session ids, tokens and e-mails out of a failed query’s error', async () => {
    const email = uniqueEmail('dberr');
    const { token } = await loggedInUser(h, email);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const sessionId = payload.sid;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const from = lines.length;
    // The session and user lookups fail on the database; their parameters are the session id and
    // the e-mail, which Drizzle's error puts in its message ("Failed query: … params: …").
    await h.app.deps.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_away`);
    await h.app.deps.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
    try {
      const rest = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(rest.statusCode).toBe(500);
      const trpc = await h.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer(token) });
      expect(trpc.statusCode).toBe(500);
      const login = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'correct horse battery' },
      });
      expect(login.statusCode).toBe(500);
    } finally {
      await h.app.deps.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
      await h.app.deps.db.execute(sql`ALTER TABLE sessions_away RENAME TO sessions`);
    }
    const logged = lines.slice(from);
    const failures = logged.map((l) => JSON.parse(l)).filter((l) => l.level >= 50 && l.err);
    // The failures are logged, with what failed (the SQL text) but not the values.
    expect(failures.length).toBeGreaterThanOrEqual(3);
    const text = JSON.stringify(failures);
    expect(text).toContain('Failed query');
    expect(text).toContain('params: [redacted]');
    const all = logged.join('');
    for (const secret of [sessionId, token, email, email.split('@')[0]!, 'correct horse battery'])
      expect(all, secret).not.toContain(secret);
  });

  it('scrub values out of error messages and stacks', () => {
    const sid = '5b2b6a3e-8f1c-4c8e-9a51-3f8e2d7c1b90';
    const err = Object.assign(
      new Error(`Failed query: select * from "sessions" where "id" = $1\nparams: ${sid},x@example.com`, {
        cause: Object.assign(new Error(`invalid input syntax for type uuid: "${sid}-zz"`), {
          code: '22P02',
          detail: 'Key (email)=(x@example.com) already exists.',
          parameters: [sid],
        }),
      }),
      { query: 'select * from "sessions" where "id" = $1', params: [sid, 'x@example.com'] },
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain(sid);
    expect(text).not.toContain('x@example.com');
    expect(out.message).toBe('Failed query: select * from "sessions" where "id" = $1\nparams: [redacted]');
    expect(out.query).toBe('select * from "sessions" where "id" = $1');
    expect(out.params).toBeUndefined();
    expect(out.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
    expect(scrubText('Key (email)=(a@b.ro) already exists')).toBe('Key (email)=([redacted]) already exists');
    expect(scrubText('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl')).toBe('Bearer [redacted]');
    expect(serializeError('550 <x@example.com> rejected').message).toBe('550 <[redacted]> rejected');
  });

  it('masks token query values', () => {
    expect(redactUrl('/en/reset-password?token=abc&email=x')).toBe(
      '/en/reset-password?token=[redacted]&email=x',
    );
    expect(redactUrl('/api/x?a=1&TOKEN=zzz')).toBe('/api/x?a=1&TOKEN=[redacted]');
  });
});

describe('dev outbox', () => {
  it('logs e-mail links for developers, but not in production', async () => {
    const { mkdtempSync, readdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createMailer } = await import('../src/mail/mailer.js');
    const message = {
      to: 'a@example.com',
      subject: 'Reset',
      html: '<p>x</p>',
      text: 'Open http://wheel.test/ro/reset-password?token=LIVE-TOKEN',
    };
    for (const logLinks of [true, false]) {
      const out: string[] = [];
      const log = {
        info: (obj: unknown, msg: string) => out.push(JSON.stringify(obj) + msg),
      } as unknown as FastifyBaseLogger;
      const dir = mkdtempSync(join(tmpdir(), 'hai-outbox-'));
      const mailer = createMailer({ from: 'x@example.com', outboxDir: dir, log, logLinks });
      await mailer.send(message);
      expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      expect(out.join('').includes('LIVE-TOKEN')).toBe(logLinks);
    }
  });
});
