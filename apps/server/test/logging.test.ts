/** Issue 3 control 11: structured logs without passwords, tokens, Authorization headers or links. */
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/plugins/logging.js';
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
