/**
 * Integration harness: the real app (`buildApp`) on a throwaway database (PGlite in memory, or a
 * fresh PostgreSQL database when DATABASE_URL is set) with mail going to a real SMTP server on
 * loopback. Requests go through `app.inject()`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { createDb, mailOutbox } from '@hai/db';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import type { JobQueueOptions } from '../src/jobs/index.js';
import type { OutboxOptions } from '../src/mail/outbox.js';
import { startMailTrap, type MailTrap } from '../src/testing/mail-trap.js';

export interface Harness {
  app: FastifyInstance;
  mail: MailTrap;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** Start the app on a fresh database with a mail trap. */
export async function startHarness(
  env: Record<string, string> = {},
  opts: {
    outbox?: OutboxOptions;
    /** Job kinds and intervals (buildApp's `jobs`). */
    jobs?: Partial<Pick<JobQueueOptions, 'kinds' | 'pollMs' | 'everyMs'>>;
    mail?: MailTrap;
    logger?: FastifyServerOptions['logger'];
    /** Called with every SQL statement the app sends. */
    onQuery?: (query: string) => void;
    /**
     * Another harness's database (its `testDb`), for a second app instance on the same one
     * (PostgreSQL); this harness does not drop it on close.
     */
    sharedDb?: TestDatabase;
  } = {},
): Promise<Harness> {
  const mail = opts.mail ?? (await startMailTrap());
  const testDb = opts.sharedDb ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'hai-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    APP_URL: 'http://wheel.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    // Integration tests send many requests from one address; the rate-limit test sets its own.
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    RATE_LIMIT_ACCOUNT_PER_15_MIN: '100000',
    RATE_LIMIT_DELAY_MS: '0',
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : { PGLITE_DIR: 'memory://' }),
    ...env,
  });
  const db = await createDb({ ...config, onQuery: opts.onQuery });
  const app = await buildApp(config, {
    db,
    logger: opts.logger ?? false,
    outbox: opts.outbox ?? { pollMs: 200, retryScheduleMs: [200, 400, 800, 1600] },
    jobs: opts.jobs,
  });
  return {
    app,
    mail,
    testDb,
    async close() {
      await app.close();
      await db.close();
      await mail.stop();
      if (!opts.sharedDb) await testDb.drop();
    },
  };
}

/** JSON body of an inject response. */
export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

let counter = 0;
/** A unique e-mail for a test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A valid registration payload. */
export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'correct horse battery',
    firstName: 'Ioana',
    lastName: 'Popescu',
    companyName: 'Acme Distribuție SRL',
    companyRole: 'CMO',
    preferredLocale: 'ro',
    ...overrides,
  };
}

/** The verification token in the latest e-mail to `email`. */
export async function verificationToken(h: Harness, email: string): Promise<string> {
  const msg = await h.mail.waitFor(email);
  const m = /verify-email\?token=([\w-]+)/.exec(msg.text ?? '');
  if (!m) throw new Error('no token in mail');
  return m[1]!;
}

/**
 * Register (with `opts.registration` over the defaults), verify and log in (`opts.rememberMe`);
 * returns the bearer token and the login answer's `Set-Cookie` headers.
 */
export async function loggedInUser(
  h: Harness,
  email = uniqueEmail(),
  opts: { registration?: Record<string, unknown>; rememberMe?: boolean } = {},
): Promise<{ token: string; email: string; setCookie: string[] }> {
  const reg = await h.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration(email, opts.registration),
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const token = await verificationToken(h, email);
  const v = await h.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (v.statusCode !== 200) throw new Error(`verify failed: ${v.body}`);
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'correct horse battery', rememberMe: opts.rememberMe ?? false },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookies = login.headers['set-cookie'];
  const setCookie = Array.isArray(cookies) ? cookies : cookies ? [cookies] : [];
  return { token: json<{ token: string }>(login).token, email, setCookie };
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One REST call of `token`'s user through `h.app.inject`: `method` on `/api{url}`, with `payload`
 * as the JSON body when given, in `lang` (`X-Locale`, English unless told).
 */
export function apiCall(
  h: Harness,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'en',
) {
  return h.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'x-locale': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * The e-mails queued for `to` (subjects), read from the outbox table. A request queues its e-mail
 * in its own transaction, so once it has answered this count is final: tests of "no second
 * e-mail" read it instead of sleeping and counting delivered mail.
 */
export async function queuedMail(h: Harness, to: string): Promise<string[]> {
  const rows = await h.app.deps.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to.toLowerCase()))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((r) => r.subject);
}
