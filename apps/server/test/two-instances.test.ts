/**
 * Two app instances (PostgreSQL pass) listening on one throwaway PostgreSQL
 * database, called over HTTP by a round-robin client as a load balancer without sticky sessions
 * would (call i goes to instance i mod 2; a 503 or a refused connection is sent to the other one,
 * as nginx's `proxy_next_upstream` does in docker/compose.yml). With the default limits (30 logins
 * a minute per address, 10 per account in 15 minutes) they hold across both — not 60 and 20 —
 * the results e-mail goes once a minute, every e-mail is delivered once, a job sent or scheduled
 * on both runs once, and draining one instance (what SIGTERM does) loses no acknowledged answer
 * while the other serves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executeRows } from '@hai/db';
import { perfectAnswers } from '@hai/domain/testing';
import { JOB_KINDS } from '../src/jobs/index.js';
import { defineJob } from '../src/jobs/types.js';
import { drainAndClose } from '../src/shutdown.js';
import { startHarness, uniqueEmail, verificationToken, type Harness } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The spec's defaults (README "Configuration"), the tarpit shortened to keep the test quick. */
const LIMITS = {
  RATE_LIMIT_IP_PER_MINUTE: '30',
  RATE_LIMIT_ACCOUNT_PER_15_MIN: '10',
  RATE_LIMIT_DELAY_MS: '50',
  TRUST_PROXY: '1',
};

const runs: { kind: string; key?: string; at: number }[] = [];
const keyed = defineJob<{ key: string }>({
  name: 'two-instances-keyed',
  run: async (_deps, payload) => {
    runs.push({ kind: 'keyed', key: payload.key, at: Date.now() });
  },
});
const tick = defineJob({
  name: 'two-instances-tick',
  everyMs: 1000,
  run: async () => {
    runs.push({ kind: 'tick', at: Date.now() });
  },
});
const JOBS = { kinds: [...JOB_KINDS, keyed, tick], pollMs: 500 };

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database, round robin', () => {
  let a: Harness;
  let b: Harness;
  const base: string[] = [];
  let turn = 0;
  /** Calls the balancer sent to the other instance after a 503 or a refused connection. */
  let rerouted = 0;

  /**
   * The load balancer: the next instance in turn; a 503 (draining, or the database away) or a
   * refused connection goes to the other instance once.
   */
  async function call(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; forwardedFor?: string } = {},
  ): Promise<{ status: number; body: Json }> {
    const first = turn++ % 2;
    for (const i of [first, 1 - first]) {
      const headers: Record<string, string> = { 'x-locale': 'en' };
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
      try {
        const res = await fetch(`${base[i]}${path}`, {
          method,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        });
        const text = await res.text();
        if (res.status === 503 && i === first) {
          rerouted += 1;
          continue;
        }
        return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
      } catch (err) {
        if (i !== first) throw err;
        rerouted += 1;
      }
    }
    throw new Error('unreachable');
  }

  async function newUser(): Promise<{ email: string; token: string }> {
    const email = uniqueEmail('two');
    const reg = await call('POST', '/api/auth/register', {
      body: {
        email,
        password: 'correct horse battery',
        firstName: 'Ioana',
        companyName: 'Două Instanțe SRL',
        companyRole: 'CMO',
      },
    });
    expect(reg.status).toBe(201);
    const token = await verificationToken(a, email);
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    const login = await call('POST', '/api/auth/login', {
      body: { email, password: 'correct horse battery' },
      forwardedFor: `192.0.2.${turn % 250}`,
    });
    expect(login.status).toBe(200);
    return { email, token: login.body.token as string };
  }

  beforeAll(async () => {
    a = await startHarness(LIMITS, { jobs: JOBS });
    b = await startHarness(LIMITS, {
      jobs: JOBS,
      sharedDb: a.testDb,
      mail: { ...a.mail, stop: async () => {} },
    });
    for (const h of [a, b]) {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const address = h.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      base.push(`http://127.0.0.1:${address.port}`);
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close().catch(() => {}); // a may be drained and closed already
  });

  it('hold the per-address limit across both: 30 logins a minute, not 60', async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('POST', '/api/auth/login', {
          body: { email: uniqueEmail('nobody'), password: 'wrong password!' },
          forwardedFor: '198.51.100.8',
        }),
      ),
    );
    const count = (s: number) => codes.filter((c) => c.status === s).length;
    expect(count(401)).toBe(30);
    expect(count(429)).toBe(10);
  });

  it('hold the per-account limit across both: 10 attempts, not 20, whatever the address', async () => {
    const victim = uniqueEmail('victim');
    const codes: number[] = [];
    for (let i = 0; i < 14; i++)
      codes.push(
        (
          await call('POST', '/api/auth/login', {
            body: { email: victim, password: 'wrong password!' },
            forwardedFor: `203.0.113.${i + 1}`,
          })
        ).status,
      );
    expect(codes.filter((s) => s === 401)).toHaveLength(10);
    expect(codes.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('deliver every e-mail once, whichever instance queued it and whichever delivers it', async () => {
    const emails = await Promise.all(Array.from({ length: 6 }, () => newUser().then((u) => u.email)));
    // Let both outbox workers run a few more rounds: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of emails) {
      const got = a.mail.messages.filter((m) => m.to?.some((t) => t.address === email));
      expect(got.map((m) => m.subject)).toHaveLength(1);
    }
  });

  it('send the results e-mail once a minute across both, delivered once', async () => {
    const { email, token } = await newUser();
    for (const answer of perfectAnswers())
      expect((await call('POST', '/api/assessment/answer', { token, body: answer })).status).toBe(200);
    expect((await call('POST', '/api/assessment/send-results', { token })).status).toBe(200);
    const again = await call('POST', '/api/assessment/send-results', { token });
    expect(again.status).toBe(429);
    await a.mail.waitFor(email, { subject: /results/i });
    await new Promise((r) => setTimeout(r, 1000));
    const results = a.mail.messages.filter(
      (m) => m.to?.some((t) => t.address === email) && /results/i.test(m.subject ?? ''),
    );
    expect(results).toHaveLength(1);
  });

  it('run a job sent on both once, and a periodic job once a period, not once per instance', async () => {
    const key = `k-${Date.now()}`;
    expect(await a.app.deps.jobs.send(keyed, { key }, { key })).toBe(true);
    expect(await b.app.deps.jobs.send(keyed, { key }, { key })).toBe(false);
    const deadline = Date.now() + 10_000;
    while (!runs.some((r) => r.key === key) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const ticksBefore = runs.filter((r) => r.kind === 'tick').length;
    await new Promise((r) => setTimeout(r, 4000));
    expect(runs.filter((r) => r.key === key)).toHaveLength(1);
    // Both instances offer the tick every second; it runs once a second (±1 for the edges).
    const ticks = runs.filter((r) => r.kind === 'tick').length - ticksBefore;
    expect(ticks).toBeGreaterThanOrEqual(2);
    expect(ticks).toBeLessThanOrEqual(5);
  });

  it('lose no acknowledged answer when one instance drains (SIGTERM) while the other serves', async () => {
    const { token, email } = await newUser();
    const answers = perfectAnswers();
    const reroutedBefore = rerouted;
    let acknowledged = 0;
    const failures: number[] = [];
    const answering = (async () => {
      for (const answer of answers) {
        const res = await call('POST', '/api/assessment/answer', { token, body: answer });
        if (res.status === 200) acknowledged += 1;
        else failures.push(res.status);
      }
    })();
    // Mid-way, instance a drains and closes as on SIGTERM (shutdown.ts, a 1 s grace).
    while (acknowledged < 40) await new Promise((r) => setTimeout(r, 5));
    const drained = drainAndClose(a.app, 1000);
    await answering;
    expect(await drained).toBe(true);
    expect(failures).toEqual([]);
    expect(acknowledged).toBe(answers.length);
    // The drain was met: calls to a were answered 503 (or refused once closed) and went to b.
    expect(rerouted - reroutedBefore).toBeGreaterThan(0);
    const [row] = await executeRows<{ n: number }>(
      b.app.deps.db,
      sql`SELECT count(*)::int AS n FROM answers WHERE assessment_id =
            (SELECT a.id FROM assessments a JOIN users u ON u.id = a.user_id WHERE u.email = ${email})`,
    );
    expect(row!.n).toBe(answers.length);
    const status = await call('GET', '/api/assessment/status', { token });
    expect(status.body).toMatchObject({ completed: true });
  });
});
