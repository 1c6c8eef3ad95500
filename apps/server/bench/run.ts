/**
 * `pnpm bench`: figures, not a test (DEVELOPERS.md). Starts the built server as a separate process
 * on a fresh embedded-database folder and prints:
 * - start time: spawn → first HTTP answer, with migrations on an empty PGlite folder;
 * - answer submission latency p50/p95 over a full 180-question run (sequential, one user);
 * - the server's peak RSS (VmHWM) at the end.
 * Targets on these machines (issue 2): start < 5 s, p95 < 30 ms, RSS < 300 MB.
 * With DATABASE_URL set, the same run on a throwaway PostgreSQL database follows.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { createTestDatabase } from '@hai/db/testing';
import PostalMime from 'postal-mime';

const SERVER = resolve(import.meta.dirname, '../dist/server.js');

function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Figures {
  startMs: number;
  latencies: number[];
  rssMb: number;
  overallScore: number;
}

/** Drive one server at `base` through register → verify → login → 180 answers. */
async function journey(base: string, dataDir: string, pid: number, startMs: number): Promise<Figures> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const email = 'bench@example.com';
  const password = 'benchmark password';
  await call('POST', '/api/auth/register', { email, password, firstName: 'Bench', companyName: 'Bench SRL', companyRole: 'CMO' });
  const outbox = join(dataDir, 'outbox');
  // The outbox worker writes the message just after the registration commits.
  for (let i = 0; i < 200 && !(existsSync(outbox) && readdirSync(outbox).length > 0); i++) await new Promise((r) => setTimeout(r, 25));
  const mail = await PostalMime.parse(readFileSync(join(outbox, readdirSync(outbox)[0]!)));
  const token = /verify-email\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
  await call('POST', '/api/auth/verify-email', { token });
  const { token: access } = (await call('POST', '/api/auth/login', { email, password })) as { token: string };
  await call('GET', '/api/assessment/current', undefined, access);
  const latencies: number[] = [];
  for (const a of perfectAnswers(STEPS)) {
    const t = performance.now();
    await call('POST', '/api/assessment/answer', a, access);
    latencies.push(performance.now() - t);
  }
  const overall = (await call('GET', '/api/assessment/overall-score', undefined, access)) as { overallScore: number };
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssMb = Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
  return { startMs, latencies, rssMb, overallScore: overall.overallScore };
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hai-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.pipe(process.stderr);
  let f: Figures;
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
    f = await journey(base, dataDir, child.pid!, performance.now() - t0);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...f.latencies].sort((a, b) => a - b);
  console.log(`\n${label}`);
  console.log(`  start (fresh database, migrations)   ${f.startMs.toFixed(0)} ms   (target < 5000)`);
  console.log(`  answer submission, ${sorted.length} requests   p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms   (target p95 < 30)`);
  console.log(`  server peak RSS                      ${f.rssMb.toFixed(0)} MB   (target < 300)`);
  console.log(`  overall score after the run          ${f.overallScore} %`);
}

await run('Embedded PGlite');
if (process.env.DATABASE_URL) {
  const db = await createTestDatabase(process.env.DATABASE_URL);
  try {
    await run('PostgreSQL', db.databaseUrl);
  } finally {
    await db.drop();
  }
}
