/**
 * E-mail is never dropped. With the retry clock compressed (a 3 s "72 hours",
 * retries 50–200 ms apart), the SMTP server is down for longer than the old cap (10 attempts):
 * only one message is really tried per pass and only tries are counted, messages past the retry
 * period are kept as `failed` and counted, the answers and `GET /api/mail-status` say the e-mail
 * is delayed, and once the server is back every message arrives exactly once. A message the
 * server refuses does not hold the others.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '@hai/db';
import { outboxStats } from '../src/mail/outbox-stats.js';
import { SENDING, UNREACHABLE } from '../src/mail/retry-policy.js';
import { startMailTrap, type MailTrap } from '../src/testing/mail-trap.js';
import { json, registration, startHarness, uniqueEmail, type Harness } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Wait until `check()` resolves true, up to `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

/**
 * A mail server that is down: it accepts each connection and resets it at once (so a try fails
 * fast, as a refused connection would), counting them.
 */
async function downServer(port: number): Promise<{ connections: () => number; close(): Promise<void> }> {
  let count = 0;
  const server: Server = createServer((socket) => {
    count += 1;
    socket.resetAndDestroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    connections: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('an SMTP outage longer than the old cap', () => {
  let h: Harness;
  let port: number;
  let back: MailTrap | undefined;
  beforeAll(async () => {
    const trap = await startMailTrap();
    port = trap.port;
    h = await startHarness(
      {},
      {
        mail: trap,
        outbox: { pollMs: 50, retryScheduleMs: [50, 100, 200], retryForMs: 3000 },
        // The recovery probe every second (its shortest interval on PostgreSQL).
        jobs: { everyMs: { 'mail-recover': 1000 }, pollMs: 500 },
      },
    );
    await trap.stop();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps every message, says so, and delivers each once when the server is back', async () => {
    const down = await downServer(port);
    const db = h.app.deps.db;
    const rows = () => db.select().from(mailOutbox);
    const status = async () => json<{ delayed: boolean }>(await h.app.inject({ url: '/api/mail-status' }));
    expect(await status()).toEqual({ delayed: false });

    const emails = Array.from({ length: 6 }, () => uniqueEmail('outage'));
    for (const email of emails.slice(0, 5)) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration(email),
      });
      expect(res.statusCode).toBe(201);
    }
    // The first failed try makes the delay visible to everyone asking.
    await until(async () => (await status()).delayed);
    const late = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(emails[5]!),
    });
    expect(json(late)).toMatchObject({ email: emails[5], mailDelayed: true });
    const forgot = await h.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: emails[1] },
    });
    expect(json(forgot)).toMatchObject({ mailDelayed: true });
    const resend = await h.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: emails[0] },
    });
    expect(json(resend)).toMatchObject({ mailDelayed: true });

    // While the server is down a pass tries the first due message only and puts the rest back
    // untried, so the others do not burn attempts with the oldest (before, every message of a
    // claimed batch gained one each pass). How many wait with none depends on how the passes
    // fall (one arriving between two retries of the oldest gets its own try and schedule); the
    // attempts are matched against the connections really opened below.
    await until(async () => (await rows()).some((r) => r.attempts >= 5));
    const during = await rows();
    expect(during.filter((r) => r.attempts >= 5).length).toBeLessThan(during.length);
    expect(during.some((r) => r.attempts <= 1)).toBe(true);
    // A row claimed by a pass at that instant reads `SENDING` + its last error: still unreachable.
    const lastTry = (e: string) => (e.startsWith(SENDING) ? e.slice(SENDING.length) : e);
    expect(
      during.every((r) => r.lastError === null || lastTry(r.lastError).startsWith(UNREACHABLE)),
      JSON.stringify(during.map((r) => r.lastError)),
    ).toBe(true);

    // Past the old cap (10 attempts) and past the retry period: kept as failed, counted. Each of
    // the 7 rows fails only when a pass reaches it after its 3 s; on a machine busy with other
    // suites those passes run late, so this wait has the bound of the deliveries below.
    await until(async () => {
      const all = await rows();
      return all.some((r) => r.attempts > 10) && all.every((r) => r.status === 'failed');
    }, 30_000);
    const stats = await outboxStats(db);
    expect(stats).toMatchObject({ depth: 0, failed: 7, waitingForServer: 0 });
    const outage = await rows();
    // An attempt is a real try: each one opened a connection (the recovery probe opened others).
    const attempts = outage.reduce((n, r) => n + r.attempts, 0);
    expect(attempts).toBeGreaterThan(10);
    expect(attempts).toBeLessThanOrEqual(down.connections());
    expect(outage.every((r) => r.lastError?.startsWith(UNREACHABLE))).toBe(true);

    // The server returns on the same address: the recovery job finds it and every message goes.
    await down.close();
    back = await startMailTrap(port);
    h.mail = back;
    for (const email of emails) await back.waitFor(email, { subject: /verif|confirm/i, timeoutMs: 20_000 });
    await back.waitFor(emails[1]!, { subject: /parol|password/i, timeoutMs: 20_000 });
    await until(async () => (await rows()).every((r) => r.status === 'sent'));
    expect(back.messages).toHaveLength(7);
    for (const email of emails) {
      const to = back.messages.filter((m) => m.to?.some((a) => a.address === email));
      expect(to).toHaveLength(email === emails[1] ? 2 : 1);
    }
    expect(await outboxStats(db)).toEqual({ depth: 0, oldestAgeSeconds: 0, failed: 0, waitingForServer: 0 });
    expect(await status()).toEqual({ delayed: false });
  });
});

describe('the first e-mail of an SMTP outage', () => {
  let h: Harness;
  let trap: MailTrap;
  beforeAll(async () => {
    trap = await startMailTrap();
    // Every answer asks the server afresh (no remembered state), so each case below stands alone.
    h = await startHarness(
      {},
      { mail: trap, outbox: { pollMs: 50, retryScheduleMs: [100], serverFreshMs: 0, serverProbeMs: 300 } },
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload });

  it('says mailDelayed in its own answer, for every address alike, and no longer once the server is back', async () => {
    const beforeEmail = uniqueEmail('before');
    const before = await post('/api/auth/register', registration(beforeEmail));
    expect(json(before)).toMatchObject({ mailDelayed: false });
    await trap.waitFor(beforeEmail);

    // The SMTP trap stops: its port refuses connections. Nothing has failed yet in the outbox.
    await trap.stop();
    const first = uniqueEmail('first');
    const res = await post('/api/auth/register', registration(first));
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ email: first, mailDelayed: true });
    // The same for an address without an account (no enumeration).
    expect(json(await post('/api/auth/forgot-password', { email: uniqueEmail('nobody') }))).toMatchObject({
      mailDelayed: true,
    });
    expect(json(await post('/api/auth/resend-verification', { email: uniqueEmail('nobody') }))).toMatchObject(
      { mailDelayed: true },
    );

    // Back on the same port: the waiting messages go, then the answers no longer say it.
    trap = await startMailTrap(trap.port);
    h.mail = trap;
    await h.app.deps.outbox.recover();
    await trap.waitFor(first, { timeoutMs: 20_000 });
    await until(async () => (await outboxStats(h.app.deps.db)).depth === 0);
    const after = await post('/api/auth/register', registration(uniqueEmail('after')));
    expect(json(after)).toMatchObject({ mailDelayed: false });
  });

  it('says mailDelayed when the server accepts and does not greet within the probe bound', async () => {
    const silent = createServer(() => {});
    const sockets = new Set<Socket>();
    silent.on('connection', (s) => sockets.add(s));
    await trap.stop();
    await new Promise<void>((resolve) => silent.listen(trap.port, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const res = await post('/api/auth/register', registration(uniqueEmail('hung')));
      expect(json(res)).toMatchObject({ mailDelayed: true });
      // Within the probe bound (300 ms here) plus the request's own work, far from a greeting timeout.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      trap = await startMailTrap(trap.port);
      h.mail = trap;
    }
  });
});

describe('a message the server refuses', () => {
  let h: Harness;
  let smtp: SMTPServer;
  const delivered: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('refused'))
          return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const trap: MailTrap = {
      url: `smtp://127.0.0.1:${port}`,
      port,
      messages: [],
      waitFor: () => Promise.reject(new Error('unused')),
      stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
    };
    h = await startHarness({}, { mail: trap, outbox: { pollMs: 50, retryScheduleMs: [60_000] } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is retried later on its own while the rest of the batch is delivered', async () => {
    const refused = uniqueEmail('refused');
    const fine = [uniqueEmail('fine'), uniqueEmail('fine')];
    for (const email of [refused, ...fine])
      await h.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(email) });
    await until(() => fine.every((e) => delivered.includes(e)));
    const [row] = await h.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, refused));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/550|mailbox unavailable/);
    expect(row!.lastError!.startsWith(UNREACHABLE)).toBe(false);
    // Refused by a server that answers is not "e-mail delayed" for everyone.
    expect(json(await h.app.inject({ url: '/api/mail-status' }))).toEqual({ delayed: false });
  });
});
