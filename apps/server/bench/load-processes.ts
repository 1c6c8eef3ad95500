/**
 * bench/load.ts, processes: the built server and the bare Fastify route as child processes, their
 * peak memory, and the CPU each process and PostgreSQL used during a phase (from /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER, freePort, serverEnv } from './common.js';

const BARE = resolve(import.meta.dirname, 'bare-server.ts');

// ---------------------------------------------------------------- processes

/** Stop `child` with SIGTERM (SIGKILL after 15 s) and wait until it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface RunningServer {
  base: string;
  dataDir: string;
  child: ChildProcess;
  pid: number;
  /** Stop the process (the data folder stays, for the read-back). */
  stop(): Promise<void>;
}

/**
 * Start dist/server.js on a fresh data folder with the rate limits out of the way; resolves once
 * GET /api/health answers (any status below 500, so a server without that route counts too).
 * `databaseUrl`: the PostgreSQL database to use (several servers may share one), else PGlite in
 * the data folder; `env`: extra environment, applied last (e.g. a `JWT_SECRET` shared by instances).
 */
export async function startServer(
  databaseUrl: string | undefined,
  nodeArgs: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`pnpm build\` at the repository root`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hai-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    env: serverEnv(port, dataDir, databaseUrl, {
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      RATE_LIMIT_ACCOUNT_PER_15_MIN: '1000000',
      RATE_LIMIT_DELAY_MS: '0',
      ...env,
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.pipe(process.stderr);
  const stop = () => stopChild(child);
  const t0 = performance.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      try {
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (res.status < 500) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 30_000) throw new Error('server did not start in 30 s');
      await sleep(20);
    }
  } catch (err) {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { base, dataDir, child, pid: child.pid!, stop };
}

/** Start bench/bare-server.ts; resolves with its origin once it listens. */
export async function startBare(): Promise<{ origin: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((res, rej) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => res(line));
    child.once('exit', (code) => rej(new Error(`bare server exited with code ${code}`)));
  });
  const { port } = JSON.parse(first) as { port: number };
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child) };
}

/** Peak resident set size of process `pid` so far (VmHWM), MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

// ---------------------------------------------------------------- CPU accounting

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - (cpu[3] ?? 0) - (cpu[4] ?? 0), total };
}

/** CPU time of process `pid` (user + system), jiffies; 0 once it has gone. */
export function processTicks(pid: number): { comm: string; ticks: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return { comm: '', ticks: 0 };
  }
}

/** CPU jiffies of every `postgres` process on this machine, by pid. */
export function postgresTicks(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const { comm, ticks } = processTicks(Number(name));
    if (comm === 'postgres') out.set(Number(name), ticks);
  }
  return out;
}

export interface CpuMark {
  at: number;
  client: NodeJS.CpuUsage;
  /** Server (or bare server) process jiffies. */
  server: number;
  postgres: Map<number, number>;
  machine: { busy: number; total: number };
}

/** Where the CPU went during a phase, in percent of one core (machine: of all cores together). */
export interface CpuShare {
  clientPct: number;
  serverPct: number;
  /** PostgreSQL's processes, when they run on this machine. */
  postgresPct: number;
  /** Everything else busy on the machine meanwhile. */
  otherPct: number;
  machinePct: number;
}

export function cpuMark(pid: number): CpuMark {
  return {
    at: performance.now(),
    client: process.cpuUsage(),
    server: processTicks(pid).ticks,
    postgres: postgresTicks(),
    machine: machineTicks(),
  };
}

/** CPU shares since `start` (USER_HZ = 100 jiffies a second). */
export function cpuSince(start: CpuMark, pid: number): CpuShare {
  const end = cpuMark(pid);
  const seconds = (end.at - start.at) / 1000;
  const pct = (jiffies: number) => (jiffies / 100 / seconds) * 100;
  const client = process.cpuUsage(start.client);
  const clientPct = ((client.user + client.system) / 1e6 / seconds) * 100;
  const serverPct = pct(end.server - start.server);
  let pg = 0;
  for (const [p, t] of end.postgres) pg += t - (start.postgres.get(p) ?? 0);
  const postgresPct = pct(pg);
  const busy = end.machine.busy - start.machine.busy;
  return {
    clientPct,
    serverPct,
    postgresPct,
    otherPct: Math.max(0, pct(busy) - clientPct - serverPct - postgresPct),
    machinePct: (busy / Math.max(1, end.machine.total - start.machine.total)) * 100,
  };
}

export function cpuLine(c: CpuShare, server = 'server'): string {
  return (
    `CPU (% of a core): client ${c.clientPct.toFixed(0)}, ${server} ${c.serverPct.toFixed(0)}, ` +
    `postgres ${c.postgresPct.toFixed(0)}, other ${c.otherPct.toFixed(0)}; machine ${c.machinePct.toFixed(0)}% busy`
  );
}
