/**
 * `pnpm bench`: figures, not a test (DEVELOPERS.md). Starts the built server as a separate process
 * on a fresh embedded-database folder and prints:
 * - start time: spawn → first HTTP answer, with migrations on an empty PGlite folder;
 * - answer submission latency p50/p95 over a full 180-question run (sequential, one user);
 * - strategy recommendations latency p50/p95 over 100 calls after the run (target: p95 ≤ 30 ms);
 * - the assessment page drawn by the server for a logged-in user (the signed-in
 *   first screen) p50/p95 over 100 loads, a step's 14 answers above the question, against the
 *   same user's bare shell of another page (needs the web build);
 * - the server's peak RSS (VmHWM) at the end.
 * Targets on these machines: start < 5 s, p95 < 30 ms, RSS < 300 MB.
 * With DATABASE_URL set, the same run on a throwaway PostgreSQL database follows.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { createTestDatabase } from '@hai/db/testing';
import PostalMime from 'postal-mime';
import { SERVER, freePort, percentile, serverEnv } from './common.js';

interface Figures {
  startMs: number;
  /** GET /ro/assessment drawn for the user, and a bare shell for comparison, ms; null without a web build. */
  firstScreen: { drawn: number[]; shell: number[]; bytes: number } | null;
  latencies: number[];
  /** GET /assessment/strategy-recommendations latencies, ms (target p95 ≤ 30). */
  strategies: number[];
  rssMb: number;
  overallScore: number;
}

type Call = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<Record<string, unknown>>;

function caller(base: string): Call {
  return async (method, path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** Register, verify (token from the outbox .eml) and log in `email`; returns the access token. */
async function newUser(call: Call, dataDir: string, email: string, password: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const before = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0;
  await call('POST', '/api/auth/register', {
    email,
    password,
    firstName: 'Bench',
    companyName: 'Bench SRL',
    companyRole: 'CMO',
  });
  // The outbox worker writes the message just after the registration commits.
  for (
    let i = 0;
    i < 200 && !(existsSync(outbox) && readdirSync(outbox).filter((f) => f.endsWith('.eml')).length > before);
    i++
  )
    await new Promise((r) => setTimeout(r, 25));
  const file = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .at(-1)!;
  const mail = await PostalMime.parse(readFileSync(join(outbox, file)));
  const token = /verify-email\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
  await call('POST', '/api/auth/verify-email', { token });
  const { token: access } = (await call('POST', '/api/auth/login', { email, password })) as { token: string };
  return access;
}

/** Submit the 180 answers of a perfect run; returns each request's latency in ms. */
async function answerAll(call: Call, access: string): Promise<number[]> {
  await call('GET', '/api/assessment/current', undefined, access);
  const latencies: number[] = [];
  for (const a of perfectAnswers(STEPS)) {
    const t = performance.now();
    await call('POST', '/api/assessment/answer', a, access);
    latencies.push(performance.now() - t);
  }
  return latencies;
}

/**
 * Load times of the assessment drawn for a logged-in user (the login's `hai_auth` cookie and the
 * session flag), after `answers` answers, against a bare shell (`/ro/results` for the same user),
 * 100 each, brotli as a browser asks; null when the page is not drawn (no web build).
 */
async function firstScreenFigures(
  base: string,
  call: Call,
  access: string,
  email: string,
  password: string,
  answers: number,
): Promise<Figures['firstScreen']> {
  for (const a of perfectAnswers(STEPS).slice(0, answers))
    await call('POST', '/api/assessment/answer', a, access);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = `${
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('hai_auth='))
      ?.split(';')[0]
  }; hai_session=1`;
  const load = async (path: string) => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    return {
      ms: performance.now() - t,
      drawn: res.headers.get('cache-control') === 'private, no-store',
      // fetch decompresses: the length header is what went over the wire.
      bytes: Number(res.headers.get('content-length')),
    };
  };
  const first = await load('/ro/assessment');
  if (!first.drawn) return null;
  const drawn: number[] = [];
  const shell: number[] = [];
  for (let i = 0; i < 100; i++) {
    drawn.push((await load('/ro/assessment')).ms);
    shell.push((await load('/ro/results')).ms);
  }
  return { drawn, shell, bytes: first.bytes };
}

/** Start the built server on a fresh data folder; resolves once it answers. */
async function startServer(databaseUrl: string | undefined, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hai-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: serverEnv(port, dataDir, databaseUrl, env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.pipe(process.stderr);
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (;;) {
      try {
        await fetch(`${base}/api/assessment/steps`);
        break;
      } catch {
        if (performance.now() - t0 > 30_000) throw new Error('server did not start in 30 s');
        await new Promise((r) => setTimeout(r, 10));
      }
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, dataDir, child, startMs: performance.now() - t0, stop };
}

const p95 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    95,
  );

/**
 * Auth hardening figures on one server with the default rate limits: logins per second (argon2id
 * dominated), login time for a known and an unknown address, and answer-submission p95 quiet
 * versus while another process floods the login route.
 */
async function authFigures(label: string, databaseUrl?: string) {
  // Logins per second and enumeration timing need the limits out of the way.
  const open = await startServer(databaseUrl, {
    RATE_LIMIT_IP_PER_MINUTE: '100000',
    RATE_LIMIT_ACCOUNT_PER_15_MIN: '100000',
  });
  let loginsPerSecond: number;
  let known: number;
  let unknown: number;
  try {
    const call = caller(open.base);
    await newUser(call, open.dataDir, 'logins@example.com', 'benchmark password');
    const n = 40;
    const t = performance.now();
    for (let i = 0; i < n; i++)
      await call('POST', '/api/auth/login', { email: 'logins@example.com', password: 'benchmark password' });
    loginsPerSecond = n / ((performance.now() - t) / 1000);
    const time = async (email: string) => {
      const xs: number[] = [];
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        await fetch(`${open.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong password!' }),
        });
        xs.push(performance.now() - t0);
      }
      return percentile(
        xs.sort((a, b) => a - b),
        50,
      );
    };
    known = await time('logins@example.com');
    unknown = await time('nobody@example.com');
  } finally {
    await open.stop();
  }

  const srv = await startServer(databaseUrl);
  try {
    const call = caller(srv.base);
    const quiet = await answerAll(
      call,
      await newUser(call, srv.dataDir, 'quiet@example.com', 'benchmark password'),
    );
    const second = await newUser(call, srv.dataDir, 'flooded@example.com', 'benchmark password');
    const flood = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'flood.ts'), srv.base, '120', '16'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let floodOut = '';
    flood.stdout.on('data', (d) => (floodOut += d));
    await new Promise((r) => setTimeout(r, 1000));
    const loud = await answerAll(call, second);
    flood.kill('SIGTERM');
    await new Promise((r) => flood.once('exit', r));
    console.log(`\n${label}: authentication`);
    console.log(`  logins per second (argon2id m=19456 KiB, t=2)   ${loginsPerSecond.toFixed(1)}`);
    console.log(
      `  failed login p50, known vs unknown e-mail        ${known.toFixed(1)} ms vs ${unknown.toFixed(1)} ms`,
    );
    console.log(
      `  answer p95 quiet vs under a login flood         ${p95(quiet).toFixed(1)} ms vs ${p95(loud).toFixed(1)} ms (ratio ${(p95(loud) / p95(quiet)).toFixed(2)}, target < 2)`,
    );
    console.log(`  flood answers by status                          ${floodOut.trim()}`);
  } finally {
    await srv.stop();
  }
}

async function run(label: string, databaseUrl?: string) {
  const srv = await startServer(databaseUrl);
  let f: Figures;
  try {
    const call = caller(srv.base);
    const reader = await newUser(call, srv.dataDir, 'reader@example.com', 'benchmark password');
    const firstScreen = await firstScreenFigures(
      srv.base,
      call,
      reader,
      'reader@example.com',
      'benchmark password',
      14,
    );
    const access = await newUser(call, srv.dataDir, 'bench@example.com', 'benchmark password');
    const latencies = await answerAll(call, access);
    const overall = (await call('GET', '/api/assessment/overall-score', undefined, access)) as {
      overallScore: number;
    };
    const strategies: number[] = [];
    for (let i = 0; i < 100; i++) {
      const locale = i % 2 ? 'en' : 'ro';
      const t = performance.now();
      await call(
        'GET',
        `/api/assessment/strategy-recommendations?locale=${locale}&_t=${Date.now()}`,
        undefined,
        access,
      );
      strategies.push(performance.now() - t);
    }
    const status = readFileSync(`/proc/${srv.child.pid}/status`, 'utf8');
    const rssMb = Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
    f = {
      startMs: srv.startMs,
      firstScreen,
      latencies,
      strategies,
      rssMb,
      overallScore: overall.overallScore,
    };
  } finally {
    await srv.stop();
  }
  const sorted = [...f.latencies].sort((a, b) => a - b);
  console.log(`\n${label}`);
  console.log(`  start (fresh database, migrations)   ${f.startMs.toFixed(0)} ms   (target < 5000)`);
  console.log(
    `  answer submission, ${sorted.length} requests   p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms   (target p95 < 30)`,
  );
  const strat = [...f.strategies].sort((a, b) => a - b);
  console.log(
    `  strategy recommendations, ${strat.length} requests   p50 ${percentile(strat, 50).toFixed(1)} ms, p95 ${percentile(strat, 95).toFixed(1)} ms   (target p95 ≤ 30)`,
  );
  if (f.firstScreen) {
    const drawn = [...f.firstScreen.drawn].sort((a, b) => a - b);
    const shell = [...f.firstScreen.shell].sort((a, b) => a - b);
    console.log(
      `  assessment drawn for its user, ${drawn.length} loads   p50 ${percentile(drawn, 50).toFixed(1)} ms, p95 ${percentile(drawn, 95).toFixed(1)} ms, ${(f.firstScreen.bytes / 1024).toFixed(1)} KB brotli (bare shell p50 ${percentile(shell, 50).toFixed(1)} ms, p95 ${percentile(shell, 95).toFixed(1)} ms)`,
    );
  } else console.log('  assessment drawn for its user        not drawn (no web build: pnpm build first)');
  console.log(`  server peak RSS                      ${f.rssMb.toFixed(0)} MB   (target < 300)`);
  console.log(`  overall score after the run          ${f.overallScore} %`);
}

await run('Embedded PGlite');
await authFigures('Embedded PGlite');
if (process.env.DATABASE_URL) {
  const db = await createTestDatabase(process.env.DATABASE_URL);
  try {
    await run('PostgreSQL', db.databaseUrl);
  } finally {
    await db.drop();
  }
  const db2 = await createTestDatabase(process.env.DATABASE_URL);
  try {
    await authFigures('PostgreSQL', db2.databaseUrl);
  } finally {
    await db2.drop();
  }
}
