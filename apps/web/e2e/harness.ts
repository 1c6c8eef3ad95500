/**
 * What the browser tests run against: a real SMTP sink on loopback (`startMailTrap` from @hai/server/testing), a
 * throwaway database (@hai/db/testing) and the built server (`node ../server/dist/server.js`)
 * serving the built web app, on free ports, with a short e-mail cooldown so that no test waits a
 * minute. Plus API shortcuts (REST, with fetch) to set up accounts without going through the
 * screens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Email } from 'postal-mime';
import { startMailTrap } from '@hai/server/testing';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';

const SERVER_JS = fileURLToPath(new URL('../../server/dist/server.js', import.meta.url));
/** The built web app; `E2E_WEB_DIST` points elsewhere (a build of one's own while others build too). */
const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The server's e-mail cooldown in the browser tests (EMAIL_COOLDOWN_SECONDS; 60 s in production,
 * spec §9): the resend and forgot-password countdowns run for this long.
 */
export const EMAIL_COOLDOWN_SECONDS = 3;

export interface MailQuery {
  /** Only messages with exactly this subject. */
  subject?: string;
  /** Which matching message, in order of arrival (0: the first). */
  nth?: number;
  timeoutMs?: number;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  locale: 'en' | 'ro';
}

export interface Harness {
  baseUrl: string;
  mail: Email[];
  /** Resolves with the `nth` message to `address` matching the query (polls for up to `timeoutMs`). */
  waitForMail(address: string, query?: MailQuery): Promise<Email>;
  /** Messages to `address` received so far. */
  mailTo(address: string): Email[];
  /**
   * Resolves once every e-mail queued so far has been delivered: the server's outbox sends in
   * order, so it queues one more (a throwaway registration) and waits for that one. For "no
   * second e-mail" checks, without a fixed sleep.
   */
  flushMail(): Promise<void>;
  /** A JSON call to the REST API (`/api…`), optionally with a bearer token. */
  api(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: unknown }>;
  /**
   * Write `answers` as the account's completed first assessment through the server's own services
   * (its test channel, apps/server `seed/channel.ts`): for a test that needs a finished assessment
   * and is not about answering. Rejects with the server's reason for an invalid or incomplete set.
   */
  seedCompleted(email: string, answers: readonly unknown[]): Promise<void>;
  /** Register an account through the API; with `verified`, also open its verification link. */
  createAccount(opts?: { verified?: boolean; locale?: 'en' | 'ro'; password?: string }): Promise<Account>;
  stop(): Promise<void>;
}

/** Subject of the verification e-mail (apps/server/src/mail/templates.ts). */
export const VERIFY_SUBJECT = {
  en: 'Confirm your email address — HAI Marketing Wheel',
  ro: 'Confirmați adresa de email — HAI Marketing Wheel',
} as const;

/** The first `{baseUrl}/{locale}/{page}?token=…` link in the text part of an e-mail, or null. */
export function linkIn(mail: Email, page: string): string | null {
  return mail.text?.match(new RegExp(`https?://\\S+/(?:en|ro)/${page}\\?token=[\\w-]+`))?.[0] ?? null;
}

let accounts = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(
  url: string,
  server: ChildProcess,
  output: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** Options of {@link startHarness}. */
export interface HarnessOptions {
  /**
   * Synthetic companies to seed before the server starts (`seedDemo` of `@hai/server/seed`),
   * so the peer percentile has a population: with PGlite the database then lives in a
   * temporary directory (one owner at a time: seeded in this process, then handed to the server),
   * with PostgreSQL it is the throwaway database itself.
   */
  seedCompanies?: number;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  for (const [file, hint] of [
    [SERVER_JS, 'pnpm --filter @hai/server build'],
    [join(WEB_DIST, 'index.html'), 'pnpm --filter @hai/web build'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` first`);
  }
  const smtp = await startMailTrap();
  const mail: Email[] = smtp.messages;
  let db: TestDatabase | undefined;
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'hai-e2e-'));
  try {
    db = await createTestDatabase();
    const pgliteDir = opts.seedCompanies && !db.databaseUrl ? join(dataDir, 'pglite') : db.pgliteDir;
    if (opts.seedCompanies) await seed(db.databaseUrl, pgliteDir, opts.seedCompanies);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: pgliteDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      EMAIL_COOLDOWN_SECONDS: String(EMAIL_COOLDOWN_SECONDS),
    };
    let out = '';
    // The IPC channel carries seed requests (`seedCompleted`).
    server = spawn(process.execPath, [SERVER_JS], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    server.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    server.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    await waitUntilUp(`${baseUrl}/ro`, server, () => out);

    const running = server;
    const database = db;
    const mailTo = (address: string) =>
      mail.filter((m) => m.to?.some((t) => t.address?.toLowerCase() === address.toLowerCase()));
    const waitForMail = async (address: string, { subject, nth = 0, timeoutMs = 15_000 }: MailQuery = {}) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mailTo(address).filter((m) => subject === undefined || m.subject === subject)[nth];
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      const seen = mailTo(address).map((m) => m.subject);
      throw new Error(
        `no e-mail #${nth} to ${address}${subject ? ` with subject "${subject}"` : ''} within ${timeoutMs} ms (seen: ${JSON.stringify(seen)}; server output:\n${out})`,
      );
    };
    const api: Harness['api'] = async (method, path, body, token) => {
      const r = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      return { status: r.status, body: text ? (JSON.parse(text) as unknown) : null };
    };
    let seeds = 0;
    const replies = new Map<number, (reply: { error?: string }) => void>();
    running.on('message', (m: { id?: number; error?: string }) => {
      if (typeof m?.id === 'number') replies.get(m.id)?.(m);
    });
    const harness: Harness = {
      baseUrl,
      seedCompleted(email, answers) {
        const id = ++seeds;
        return new Promise((resolve, reject) => {
          replies.set(id, (reply) => {
            replies.delete(id);
            if (reply.error) reject(new Error(`seed for ${email} refused: ${reply.error}`));
            else resolve();
          });
          running.send({ type: 'seed-completed', id, email, answers });
        });
      },
      mail,
      mailTo,
      waitForMail,
      api,
      async flushMail() {
        const barrier = await harness.createAccount({ verified: false, locale: 'en' });
        await waitForMail(barrier.email, { subject: VERIFY_SUBJECT.en });
      },
      async createAccount({ verified = true, locale = 'ro', password = 'o parolă destul de lungă' } = {}) {
        const email = `user${++accounts}.${Date.now()}@example.ro`;
        const account: Account = { email, password, firstName: 'Ioana', locale };
        const reg = await api('POST', '/api/auth/register', {
          email,
          password,
          firstName: account.firstName,
          lastName: 'Ionescu',
          companyName: 'Exemplu SRL',
          companyRole: 'Marketing',
          preferredLocale: locale,
        });
        if (reg.status !== 201)
          throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
        if (verified) {
          const link = linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT[locale] }), 'verify-email');
          if (!link) throw new Error('no verification link in the e-mail');
          const token = new URL(link).searchParams.get('token');
          const v = await api('POST', '/api/auth/verify-email', { token });
          if (v.status !== 200)
            throw new Error(`verify-email answered ${v.status}: ${JSON.stringify(v.body)}`);
        }
        return account;
      },
      async stop() {
        await stopProcess(running);
        await smtp.stop();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return harness;
  } catch (err) {
    if (server) await stopProcess(server);
    await smtp.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Seed `companies` demo companies into the database the server will use (see {@link HarnessOptions}). */
async function seed(databaseUrl: string | undefined, pgliteDir: string, companies: number): Promise<void> {
  const { createDb, migrate } = await import('@hai/db');
  const { seedDemo } = await import('@hai/server/seed');
  const handle = await createDb({ databaseUrl, pgliteDir, statementTimeoutMs: 0 });
  try {
    await migrate(handle);
    await seedDemo(handle.db, { companies });
  } finally {
    await handle.close();
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
