/** Mail that cannot be sent neither fails the request nor is lost. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@hai/db';
import { TU_FORMS } from '@hai/domain/testing';
import { DEFAULT_RETRY_FOR_MS, DEFAULT_RETRY_SCHEDULE_MS, retryDelayMs } from '../src/mail/retry-policy.js';
import {
  accountExistsEmail,
  passwordChangedEmail,
  resetEmail,
  verificationEmail,
} from '../src/mail/templates.js';
import { startMailTrap, type MailTrap } from '../src/testing/mail-trap.js';
import { json, registration, startHarness, uniqueEmail, type Harness } from './harness.js';

let h: Harness;
let trap: MailTrap;
beforeAll(async () => {
  trap = await startMailTrap();
  h = await startHarness({}, { mail: trap, outbox: { pollMs: 100, retryScheduleMs: [100, 200, 400] } });
});
afterAll(async () => {
  await h?.close();
});

describe('mail outbox', () => {
  it('registers normally while the SMTP server is down and delivers the e-mail once it is back', async () => {
    const port = trap.port;
    await trap.stop();
    const email = uniqueEmail('outage');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(email),
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).email).toBe(email);

    // The worker tries, fails and keeps the message with its error.
    let row;
    for (let i = 0; i < 50; i++) {
      [row] = await h.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      if (row && row.attempts >= 1 && row.lastError) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.lastError).toBeTruthy();

    // The SMTP server comes back on the same port: the message arrives without any new request.
    const back = await startMailTrap(port);
    h.mail = back;
    const mail = await back.waitFor(email, { timeoutMs: 15_000 });
    expect(mail.subject).toContain('HAI Marketing Wheel');
    expect(mail.text).toMatch(/verify-email\?token=[\w-]{43}/);
    // The worker marks the row once the server has accepted the message.
    let sent;
    for (let i = 0; i < 100 && sent?.status !== 'sent'; i++) {
      [sent] = await h.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      if (sent?.status !== 'sent') await new Promise((r) => setTimeout(r, 50));
    }
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('writes the e-mail in the same transaction as the account: a refused registration queues nothing', async () => {
    const email = uniqueEmail('dupmail');
    await h.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(email) });
    await h.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(email) });
    const rows = await h.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(rows).toHaveLength(1);
  });

  it('backs off from 30 s up to 4 hours, and retries for 72 hours', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a))).toEqual([30_000, 60_000, 120_000, 300_000]);
    expect(retryDelayMs(10)).toBe(4 * 3600_000);
    expect(retryDelayMs(30)).toBe(4 * 3600_000);
    expect(DEFAULT_RETRY_FOR_MS).toBe(72 * 3600_000);
    // Attempts within the 72 hours: the schedule, then one every 4 hours.
    const scheduled = DEFAULT_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0);
    expect(scheduled).toBeLessThan(9 * 3600_000);
    expect(
      DEFAULT_RETRY_SCHEDULE_MS.length + Math.floor((DEFAULT_RETRY_FOR_MS - scheduled) / (4 * 3600_000)),
    ).toBeGreaterThanOrEqual(25);
  });
});

describe('Romanian e-mails', () => {
  const link = 'http://wheel.test/ro/page?token=abc';
  const mails = {
    verification: verificationEmail('ro', 'Ana', link),
    reset: resetEmail('ro', 'Ana', link),
    passwordChanged: passwordChangedEmail('ro', 'Ana', link),
    accountExists: accountExistsEmail('ro', 'Ana', link, link),
  };

  it.each(Object.entries(mails))('%s addresses the reader formally, never with "tu" forms', (_, m) => {
    expect(m.subject).not.toMatch(TU_FORMS);
    expect(m.text).not.toMatch(TU_FORMS);
    expect(m.html.replace(/<[^>]+>/g, ' ')).not.toMatch(TU_FORMS);
  });
});
