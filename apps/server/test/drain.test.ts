/**
 * Drain on SIGTERM. During the grace period `/api/ready` and every new request
 * answer 503 with `Retry-After` (REST and tRPC), requests already running finish, no request
 * sent meanwhile meets a reset or refused connection, and the process exits within the grace
 * period plus a margin — also while the mail server accepts and never greets (nodemailer would
 * otherwise wait for its greeting timeout).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';
import { CLOSE_TIMEOUT_MS, drainAndClose } from '../src/shutdown.js';
import { registration, startHarness, uniqueEmail, type Harness } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request's outcome: its status and headers, or the error code that ended it. */
type Outcome = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

/** GET or POST `path` on `base` with `agent` (false: a connection of its own). */
function call(base: string, path: string, agent: Agent | false, body?: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${path}`,
      {
        method: payload ? 'POST' : 'GET',
        agent,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}

/**
 * Requests every 40 ms until `until` (epoch ms), alternating a kept-alive connection and a new
 * one, to /api/ready, a REST and a tRPC path; resolves their outcomes.
 */
async function traffic(base: string, until: number): Promise<Outcome[]> {
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 2 });
  const paths = ['/api/ready', '/api/auth/me', '/trpc/system.ready', '/ro'];
  const pending: Promise<Outcome>[] = [];
  for (let i = 0; Date.now() < until; i++) {
    pending.push(call(base, paths[i % paths.length]!, i % 2 ? keepAlive : false));
    await sleep(40);
  }
  const outcomes = await Promise.all(pending);
  keepAlive.destroy();
  return outcomes;
}

/** Expect every outcome to be a 503 with Retry-After and Connection: close, never an error. */
function expectDrained(outcomes: Outcome[]): void {
  expect(outcomes.length).toBeGreaterThan(5);
  for (const o of outcomes) {
    expect(o).not.toHaveProperty('error');
    const r = o as Extract<Outcome, { status: number }>;
    expect(r.status).toBe(503);
    expect(r.headers['retry-after']).toBe('1');
    expect(r.headers.connection).toBe('close');
  }
}

describe('drain in process (either database)', () => {
  let h: Harness;
  let base: string;
  /** Resolves when the slow request's handler has started. */
  let slowStarted!: () => void;
  const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
  beforeAll(async () => {
    h = await startHarness({ SHUTDOWN_GRACE_MS: '1000' });
    // A request that is still running when the drain starts: it takes 700 ms.
    h.app.get('/api/test-slow', async () => {
      slowStarted();
      await sleep(700);
      return { done: true };
    });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 503 at once, lets running requests finish, resets nothing and closes after the grace', async () => {
    expect((await call(base, '/api/ready', false)) as { status: number }).toMatchObject({ status: 200 });
    const slow = call(base, '/api/test-slow', false);
    await slowRunning;
    const t0 = Date.now();
    const done = drainAndClose(h.app, 1000);
    const ready = (await call(base, '/api/ready', false)) as Extract<Outcome, { status: number }>;
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    const trpc = (await call(base, '/trpc/system.ready', false)) as Extract<Outcome, { status: number }>;
    expect(trpc.status).toBe(503);
    expect(JSON.parse(trpc.body)).toMatchObject({ error: { data: { httpStatus: 503 } } });
    // Liveness stays up, so an orchestrator does not kill the process mid-drain.
    expect((await call(base, '/api/health', false)) as { status: number }).toMatchObject({ status: 200 });
    const during = await traffic(base, t0 + 850);
    expectDrained(during);
    // The request that was running finished with its own answer.
    expect(await slow).toMatchObject({ status: 200, body: JSON.stringify({ done: true }) });
    expect(await done).toBe(true);
    const elapsed = Date.now() - t0;
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(1000 + 1500);
    // After the close the port no longer accepts connections.
    expect(await call(base, '/api/ready', false)).toEqual({ error: 'ECONNREFUSED' });
  });
});

/** The raw HTTP/1.1 answers read from `socket` until it ends: status, headers and body of each. */
function rawAnswers(
  socket: Socket,
): Promise<{ status: number; headers: Record<string, string>; body: string }[]> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      const answers: { status: number; headers: Record<string, string>; body: string }[] = [];
      let rest = text;
      while (rest.startsWith('HTTP/1.1 ')) {
        const end = rest.indexOf('\r\n\r\n');
        const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers['content-length'] ?? 0);
        answers.push({
          status: Number(statusLine!.split(' ')[1]),
          headers,
          body: rest.slice(end + 4, end + 4 + length),
        });
        rest = rest.slice(end + 4 + length);
      }
      resolve(answers);
    });
  });
}

describe('a request that reaches the app while it closes (either database)', () => {
  let h: Harness;
  let port: number;
  let entered!: () => void;
  let release!: () => void;
  let lateAnswered!: () => void;
  const inHeld = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const lateSeen = new Promise<void>((resolve) => (lateAnswered = resolve));
  beforeAll(async () => {
    h = await startHarness();
    // A request still running when the close starts keeps its connection open meanwhile.
    h.app.get('/api/test-held', async () => {
      entered();
      await released;
      return { done: true };
    });
    // The app's answer to the request sent during the close is on its way (Fastify's own 503
    // would pass no hook: then the bound below lets the held request go, and the checks fail).
    h.app.addHook('onSend', async (req, _reply, payload) => {
      if (req.url === '/api/ready') lateAnswered();
      return payload;
    });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    release();
    await h?.close();
  });

  it("answers the product's 503 with Retry-After and a request id, not Fastify's own", async () => {
    const socket = connect(port, '127.0.0.1');
    const answers = rawAnswers(socket);
    socket.write('GET /api/test-held HTTP/1.1\r\nHost: wheel.test\r\n\r\n');
    await inHeld;
    const closed = h.app.close();
    // The close has begun (its preClose hook ran): wait for that event, not for a time.
    while (!h.app.drain.closing) await new Promise((r) => setImmediate(r));
    // Pipelined on the busy connection, so it reaches the app although the listener is closed.
    socket.write('GET /api/ready HTTP/1.1\r\nHost: wheel.test\r\nX-Locale: en\r\n\r\n');
    // The held request goes once the app has answered the late one (queued behind it).
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([lateSeen, new Promise((r) => (bound = setTimeout(r, 5000)))]);
    clearTimeout(bound);
    release();
    await closed;
    socket.end();
    const [held, late] = await answers;
    expect(held).toMatchObject({ status: 200, body: JSON.stringify({ done: true }) });
    expect(late, 'the request sent during the close').toBeDefined();
    expect(late!.status).toBe(503);
    expect(late!.headers['retry-after']).toBe('1');
    expect(late!.headers['x-request-id']).toMatch(/\S/);
    expect(JSON.parse(late!.body)).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      requestId: late!.headers['x-request-id'],
    });
  });
});

/** A TCP server that accepts connections and never says anything (a hung mail server). */
async function silentServer(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((s) => void sockets.push(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => sockets.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('SIGTERM of the server process with a hung mail server', () => {
  const GRACE = 1500;
  let testDb: TestDatabase;
  let smtp: Awaited<ReturnType<typeof silentServer>>;
  let child: ChildProcess;
  let output = '';
  let base: string;
  let dataDir: string;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    smtp = await silentServer();
    dataDir = mkdtempSync(join(tmpdir(), 'hai-drain-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        JWT_SECRET: 'drain-test-secret-0123456789abcdefghij',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SHUTDOWN_GRACE_MS: String(GRACE),
        LOG_LEVEL: 'info',
        ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : { PGLITE_DIR: 'memory://' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      const r = await call(base, '/api/ready', false);
      if ('status' in r && r.status === 200) break;
      if (Date.now() > deadline) throw new Error(`server not ready:\n${output}`);
      await sleep(200);
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp?.close();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains for the grace period and exits in time, not waiting for the greeting', async () => {
    // A registration queues an e-mail; the outbox connects and waits for a greeting that never comes.
    const reg = await call(base, '/api/auth/register', false, registration(uniqueEmail('drain')));
    expect(reg).toMatchObject({ status: 201 });
    const deadline = Date.now() + 10_000;
    while (smtp.connections() === 0 && Date.now() < deadline) await sleep(20);
    expect(smtp.connections()).toBeGreaterThan(0);

    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const t0 = Date.now();
    child.kill('SIGTERM');
    // Readiness fails at once (as soon as the signal is handled).
    let first: Outcome;
    do first = await call(base, '/api/ready', false);
    while ('status' in first && first.status === 200 && Date.now() - t0 < 1000);
    expect(first).toMatchObject({ status: 503 });
    expect(Date.now() - t0).toBeLessThan(500);
    // Requests sent during the grace period get a 503 or an answer, never a reset connection.
    expectDrained(await traffic(base, t0 + GRACE - 250));

    const { code, at } = await exited;
    expect(code).toBe(0);
    // Exit within the grace period plus a margin, far from nodemailer's 10 s greeting timeout.
    expect(at - t0).toBeGreaterThanOrEqual(GRACE);
    expect(at - t0).toBeLessThan(GRACE + 2000);
    expect(at - t0).toBeLessThan(GRACE + CLOSE_TIMEOUT_MS);
    expect(output).toMatch(/draining/);
  });
});
