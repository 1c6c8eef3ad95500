/**
 * `pnpm bench` load run: figures, not a test. For the embedded PGlite and then, with
 * DATABASE_URL set, a throwaway PostgreSQL database, it starts the built server (dist/server.js)
 * as a separate process and prints, next to a bare Fastify route measured with the same client:
 * - closed loop: BENCH_USERS users (default 50), registered and logged in, all answering their 180
 *   questions at once with no pause: answers/s and its ratio to the bare route's requests/s,
 *   latency p50/p95/p99, errors, the server's peak RSS;
 * - open loop: a fixed offered rate of answers (BENCH_RATE, default 500/s on PostgreSQL and 200/s
 *   on PGlite) for BENCH_SECONDS (default 15) from fresh users, latency measured from each
 *   request's scheduled time (no coordinated omission): p50/p95/p99, errors, requests sent late;
 * - read-back: once the server has stopped, every acknowledged answer is looked up in the database.
 * Targets on the 2-core machines: PostgreSQL closed loop ≥ 0.03× the bare route, open loop at 500/s
 * p99 ≤ 50 ms; PGlite closed loop ≥ 0.015×, open loop at 200/s p99 ≤ 100 ms; 0 errors; nothing lost.
 *
 * Other settings: BENCH_OPEN_USERS (default rate/2, so each user answers every 0.5 s),
 * BENCH_BARE_SECONDS (5), BENCH_CLOSED_MAX_SECONDS (30: a slow server's closed loop stops there),
 * BENCH_DATABASES (`pglite,postgres`; PostgreSQL only with DATABASE_URL), BENCH_SERVER_NODE_ARGS (extra
 * node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under load).
 * Run `pnpm build` first.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb } from '@hai/db';
import { createTestDatabase } from '@hai/db/testing';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { HttpClient } from './http-client.js';
import { ANSWER_PATH, envNumber, percentile } from './common.js';
import {
  type CpuShare,
  type RunningServer,
  cpuLine,
  cpuMark,
  cpuSince,
  machineTicks,
  peakRssMb,
  startBare,
  startServer,
} from './load-processes.js';
import {
  type Acks,
  type BenchUser,
  type ReadBack,
  Errors,
  PERFECT,
  QUESTIONS,
  READ_BACK_SQL,
  ack,
  compareReadBack,
  registerUsers,
} from './load-users.js';

/** An open-loop request not sent this long after the run's end is given up (and counts as unanswered). */
const GRACE_SECONDS = 5;

type Kind = 'pglite' | 'postgres';

/** Load targets per database. */
const TARGETS: Record<Kind, { title: string; closedRatio: number; openRate: number; openP99Ms: number }> = {
  pglite: { title: 'Embedded PGlite', closedRatio: 0.015, openRate: 200, openP99Ms: 100 },
  postgres: { title: 'PostgreSQL', closedRatio: 0.03, openRate: 500, openP99Ms: 50 },
};

const SETTINGS = {
  users: Math.round(envNumber('BENCH_USERS', 50)),
  seconds: envNumber('BENCH_SECONDS', 15),
  rate: process.env.BENCH_RATE ? envNumber('BENCH_RATE', 1) : undefined,
  openUsers: process.env.BENCH_OPEN_USERS ? Math.round(envNumber('BENCH_OPEN_USERS', 1)) : undefined,
  bareSeconds: envNumber('BENCH_BARE_SECONDS', 5),
  closedMaxSeconds: envNumber('BENCH_CLOSED_MAX_SECONDS', 30),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()),
  serverNodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
};

// ---------------------------------------------------------------- statistics and formatting

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function latency(xs: readonly number[]): Latency {
  const s = Float64Array.from(xs).sort();
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN };
}

function ms(x: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? '–' : '∞';
  return x < 10 ? x.toFixed(1) : x.toFixed(0);
}

const round = (x: number, digits = 1) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);

// ---------------------------------------------------------------- the runs

interface BareFigures extends Latency {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  errors: number;
  cpu: CpuShare;
}

/**
 * Closed loop against the bare route: `concurrency` workers, each sending `POST /bare` with an
 * answer-sized body back to back for `seconds` (after a 1 s warm-up), over the same client.
 */
async function bareRun(
  origin: string,
  pid: number,
  concurrency: number,
  seconds: number,
): Promise<BareFigures> {
  const client = new HttpClient(origin, concurrency);
  const body = JSON.stringify(PERFECT[0]);
  const errors = new Errors();
  const latencies: number[] = [];
  let recording = false;
  let stopAt = performance.now() + 1000;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const t = performance.now();
      const r = await client.send('POST', '/bare', body);
      if (!recording) continue;
      if (r.ok) latencies.push(r.doneAt - t);
      else errors.add(r.status, r.error);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker)); // warm-up
    recording = true;
    const mark = cpuMark(pid);
    const t0 = performance.now();
    stopAt = t0 + seconds * 1000;
    await Promise.all(Array.from({ length: concurrency }, worker));
    const wall = (performance.now() - t0) / 1000;
    const cpu = cpuSince(mark, pid);
    errors.print('      bare route error: ');
    return {
      connections: concurrency,
      seconds: wall,
      requests: latencies.length,
      rps: latencies.length / wall,
      errors: errors.count,
      cpu,
      ...latency(latencies),
    };
  } finally {
    await client.close();
  }
}

interface ClosedFigures extends Latency {
  users: number;
  planned: number;
  answered: number;
  seconds: number;
  answersPerSecond: number;
  errors: number;
  /** The run hit BENCH_CLOSED_MAX_SECONDS before every user had finished. */
  capped: boolean;
  cpu: CpuShare;
  errorSamples: Errors;
}

/**
 * Closed loop: every user sends its answers back to back, all users at once, one connection each.
 * A user stops at its first failed answer (the later ones would be out of order) or at the time cap.
 */
async function closedLoop(srv: RunningServer, users: BenchUser[], acks: Acks): Promise<ClosedFigures> {
  const client = new HttpClient(srv.base, users.length);
  const errors = new Errors();
  const latencies: number[] = [];
  let capped = false;
  try {
    const mark = cpuMark(srv.pid);
    const t0 = performance.now();
    const stopAt = t0 + SETTINGS.closedMaxSeconds * 1000;
    await Promise.all(
      users.map(async (u) => {
        for (const a of u.answers) {
          if (performance.now() > stopAt) {
            capped = true;
            return;
          }
          const t = performance.now();
          const r = await client.send('POST', ANSWER_PATH, a.json, u.token);
          if (!r.ok) {
            errors.add(r.status, r.error);
            return;
          }
          latencies.push(r.doneAt - t);
          ack(acks, u.email, a);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return {
      users: users.length,
      planned: users.reduce((n, u) => n + u.answers.length, 0),
      answered: latencies.length,
      seconds,
      answersPerSecond: latencies.length / seconds,
      errors: errors.count,
      capped,
      cpu: cpuSince(mark, srv.pid),
      errorSamples: errors,
      ...latency(latencies),
    };
  } finally {
    await client.close();
  }
}

interface OpenFigures extends Latency {
  offered: number;
  seconds: number;
  users: number;
  scheduled: number;
  answered: number;
  achieved: number;
  errors: number;
  /** Sent after their scheduled time because the same user's previous answer was still pending. */
  late: number;
  /** Never sent: past the grace period after the run, or after an error of the same user. */
  unsent: number;
  /** p99 of how long after it could have gone out a request actually went (client timer lag). */
  sendLagP99: number;
  cpu: CpuShare;
  errorSamples: Errors;
}

/**
 * Open loop: `rate × seconds` answers scheduled at fixed times `t0 + k/rate`, request k belonging
 * to user k mod U (so each user answers every U/rate s, in order). A request goes out at its time,
 * or when the same user's previous answer is acknowledged if that is later; its latency counts
 * from the scheduled time. Requests still unsent GRACE_SECONDS after the run count as never answered in
 * the percentiles.
 */
async function openLoop(
  srv: RunningServer,
  users: BenchUser[],
  rate: number,
  acks: Acks,
): Promise<OpenFigures> {
  const client = new HttpClient(srv.base, users.length);
  const errors = new Errors();
  const total = Math.round(rate * SETTINGS.seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  let late = 0;
  let unsent = 0;
  let lastDone = 0;
  try {
    const mark = cpuMark(srv.pid);
    const t0 = performance.now() + 50;
    const deadline = t0 + (SETTINGS.seconds + GRACE_SECONDS) * 1000;
    await Promise.all(
      users.map(async (u, n) => {
        let prevDone = 0;
        for (let j = 0, k = n; k < total; j++, k += users.length) {
          const scheduled = t0 + k * interval;
          const now = performance.now();
          if (now < scheduled) await sleep(scheduled - now);
          else if (prevDone > scheduled) late++;
          const sentAt = performance.now();
          if (sentAt > deadline) {
            unsent += Math.ceil((total - k) / users.length);
            return;
          }
          lags.push(sentAt - Math.max(scheduled, prevDone));
          const a = u.answers[j]!;
          const r = await client.send('POST', ANSWER_PATH, a.json, u.token);
          prevDone = r.doneAt;
          lastDone = Math.max(lastDone, r.doneAt);
          if (!r.ok) {
            errors.add(r.status, r.error);
            unsent += Math.ceil((total - k) / users.length) - 1;
            return;
          }
          latencies.push(r.doneAt - scheduled);
          ack(acks, u.email, a);
        }
      }),
    );
    const cpu = cpuSince(mark, srv.pid);
    const withUnsent = latencies.concat(Array.from({ length: unsent }, () => Infinity));
    return {
      offered: rate,
      seconds: SETTINGS.seconds,
      users: users.length,
      scheduled: total,
      answered: latencies.length,
      achieved: latencies.length / ((lastDone - t0) / 1000),
      errors: errors.count,
      late,
      unsent,
      sendLagP99: latency(lags).p99,
      cpu,
      errorSamples: errors,
      ...latency(withUnsent),
      max: latency(latencies).max,
    };
  } finally {
    await client.close();
  }
}

/** Read the answers back from the stopped server's database: PostgreSQL at `databaseUrl`, else its PGlite folder. */
async function readBack(acks: Acks, databaseUrl: string | undefined, dataDir: string): Promise<ReadBack> {
  if (databaseUrl) {
    const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return compareReadBack(acks, await client.unsafe(READ_BACK_SQL));
    } finally {
      await client.end();
    }
  }
  const { db, close } = await createDb({ pgliteDir: join(dataDir, 'pglite') });
  try {
    const result = (await db.execute(sql.raw(READ_BACK_SQL))) as unknown as
      { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    return compareReadBack(acks, Array.isArray(result) ? result : result.rows);
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------- one database

interface DbFigures {
  kind: Kind;
  bare: BareFigures;
  closed: ClosedFigures & { ratio: number; peakRssMb: number };
  open: OpenFigures;
  readBack: ReadBack;
  /** Server peak RSS after registering every user, and at the end. */
  setupRssMb: number;
  peakRssMb: number;
  setupSeconds: number;
}

/** Closed loop, open loop and read-back on one fresh server over `kind`. */
async function runDatabase(kind: Kind, databaseUrl: string | undefined): Promise<DbFigures> {
  const target = TARGETS[kind];
  const rate = SETTINGS.rate ?? target.openRate;
  const total = Math.round(rate * SETTINGS.seconds);
  // Each open-loop user answers every 0.5 s by default, and never more than its 180 questions.
  const openUsers = Math.max(SETTINGS.openUsers ?? Math.ceil(rate / 2), Math.ceil(total / QUESTIONS.length));
  console.log(
    `\n${target.title}: load (open loop at ${rate}/s${SETTINGS.rate ? ', from BENCH_RATE' : ', the default for this database'})`,
  );
  const srv = await startServer(databaseUrl, SETTINGS.serverNodeArgs);
  const acks: Acks = new Map();
  let stopped = false;
  try {
    const t = performance.now();
    const closedUsers = await registerUsers(srv, 'closed', SETTINGS.users, 0);
    const openUsersList = await registerUsers(srv, 'open', openUsers, SETTINGS.users);
    const setupSeconds = (performance.now() - t) / 1000;
    const setupRssMb = peakRssMb(srv.pid);
    console.log(
      `  setup: ${SETTINGS.users + openUsers} users registered, verified, logged in in ${setupSeconds.toFixed(1)} s`,
    );

    const bareServer = await startBare();
    let bare: BareFigures;
    try {
      bare = await bareRun(bareServer.origin, bareServer.pid, SETTINGS.users, SETTINGS.bareSeconds);
    } finally {
      await bareServer.stop();
    }
    const closed = await closedLoop(srv, closedUsers, acks);
    const closedRss = peakRssMb(srv.pid);
    const open = await openLoop(srv, openUsersList, rate, acks);
    const peakRssMbEnd = peakRssMb(srv.pid);
    await srv.stop();
    stopped = true;
    const back = await readBack(acks, databaseUrl, srv.dataDir);
    const figures: DbFigures = {
      kind,
      bare,
      closed: { ...closed, ratio: closed.answersPerSecond / bare.rps, peakRssMb: closedRss },
      open,
      readBack: back,
      setupRssMb,
      peakRssMb: peakRssMbEnd,
      setupSeconds,
    };
    printFigures(figures);
    return figures;
  } finally {
    if (!stopped) await srv.stop();
    rmSync(srv.dataDir, { recursive: true, force: true });
  }
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

function row(label: string, figure: string, target = '', result = ''): void {
  console.log(`  ${label.padEnd(30)} ${figure.padEnd(48)} ${target.padEnd(20)} ${result}`);
}

function printFigures(f: DbFigures): void {
  const t = TARGETS[f.kind];
  const { bare, closed, open, readBack: back } = f;
  row('', 'figure', 'target', '');
  row(
    `bare Fastify route`,
    `${bare.rps.toFixed(0)} req/s (${bare.connections} conns, p50 ${ms(bare.p50)} ms, p99 ${ms(bare.p99)} ms)`,
  );
  console.log(`    ${cpuLine(bare.cpu, 'bare server')}`);
  row(
    `closed loop, ${closed.users} users`,
    `${closed.answered} of ${closed.planned} answers in ${closed.seconds.toFixed(1)} s${closed.capped ? ' (time cap)' : ''}`,
  );
  row(
    '  answers/s',
    `${closed.answersPerSecond.toFixed(1)} = ${closed.ratio.toFixed(4)}× bare`,
    `≥ ${t.closedRatio}×`,
    verdict(closed.ratio >= t.closedRatio),
  );
  row(
    '  latency p50 / p95 / p99',
    `${ms(closed.p50)} / ${ms(closed.p95)} / ${ms(closed.p99)} ms (max ${ms(closed.max)})`,
  );
  row('  errors', String(closed.errors), '0', verdict(closed.errors === 0));
  closed.errorSamples.print('      ');
  row(
    '  server peak RSS',
    `${closed.peakRssMb.toFixed(0)} MB (${f.setupRssMb.toFixed(0)} after setup, ${f.peakRssMb.toFixed(0)} at the end)`,
  );
  console.log(`    ${cpuLine(closed.cpu)}`);
  row(
    `open loop, ${open.users} users`,
    `${open.offered}/s offered for ${open.seconds} s: ${open.scheduled} answers`,
  );
  row(
    '  achieved',
    `${open.achieved.toFixed(1)}/s, ${open.answered} answered, ${open.late} sent late, ${open.unsent} not sent`,
  );
  const atTargetRate = open.offered === t.openRate;
  row(
    '  latency p50 / p95 / p99',
    `${ms(open.p50)} / ${ms(open.p95)} / ${ms(open.p99)} ms (max ${ms(open.max)})`,
    `p99 ≤ ${t.openP99Ms} ms at ${t.openRate}/s`,
    atTargetRate ? verdict(open.p99 <= t.openP99Ms) : 'n/a (other rate)',
  );
  if (open.unsent > 0) console.log(`    (∞: not sent by ${GRACE_SECONDS} s after the run's end)`);
  row('  errors', String(open.errors), '0', verdict(open.errors === 0));
  open.errorSamples.print('      ');
  row('  client send lag p99', `${ms(open.sendLagP99)} ms`);
  console.log(`    ${cpuLine(open.cpu)}`);
  console.log(
    `  read back: ${back.found} of ${back.acknowledged} acknowledged answers found, ${back.mismatched} mismatched`.padEnd(
      81,
    ) + `${'nothing lost'.padEnd(20)} ${verdict(back.found === back.acknowledged && back.mismatched === 0)}`,
  );
}

/** The figures as plain numbers, for the JSON line. */
function summary(f: DbFigures) {
  const t = TARGETS[f.kind];
  return {
    bareRps: round(f.bare.rps, 0),
    closed: {
      users: f.closed.users,
      answered: f.closed.answered,
      answersPerSecond: round(f.closed.answersPerSecond),
      ratio: round(f.closed.ratio, 4),
      p50: round(f.closed.p50),
      p95: round(f.closed.p95),
      p99: round(f.closed.p99),
      errors: f.closed.errors,
      peakRssMb: round(f.closed.peakRssMb, 0),
      setupRssMb: round(f.setupRssMb, 0),
      pass: f.closed.ratio >= t.closedRatio && f.closed.errors === 0,
    },
    open: {
      rate: f.open.offered,
      seconds: f.open.seconds,
      users: f.open.users,
      achieved: round(f.open.achieved),
      p50: round(f.open.p50),
      p95: round(f.open.p95),
      p99: round(f.open.p99),
      errors: f.open.errors,
      late: f.open.late,
      unsent: f.open.unsent,
      pass:
        f.open.offered === t.openRate &&
        f.open.p99 <= t.openP99Ms &&
        f.open.errors === 0 &&
        f.open.unsent === 0,
    },
    readBack: f.readBack,
  };
}

/** Percent of all cores busy over the next `seconds`. */
async function machineBusy(seconds: number): Promise<number> {
  const a = machineTicks();
  await sleep(seconds * 1000);
  const b = machineTicks();
  return ((b.busy - a.busy) / Math.max(1, b.total - a.total)) * 100;
}

/** Run the load bench on each configured database and print the table and the JSON line. */
async function main(): Promise<void> {
  const t0 = performance.now();
  const before = await machineBusy(1);
  if (before > 10)
    console.log(
      `\nnote: the machine was ${before.toFixed(0)}% busy before the run; the figures will be noisy`,
    );
  const results: Partial<Record<Kind, ReturnType<typeof summary>>> = {};
  if (SETTINGS.databases.includes('pglite')) results.pglite = summary(await runDatabase('pglite', undefined));
  if (SETTINGS.databases.includes('postgres')) {
    if (!process.env.DATABASE_URL) console.log('\nPostgreSQL: skipped (DATABASE_URL not set)');
    else {
      const db = await createTestDatabase(process.env.DATABASE_URL);
      try {
        results.postgres = summary(await runDatabase('postgres', db.databaseUrl));
      } finally {
        await db.drop();
      }
    }
  }
  console.log(`\nload run: ${((performance.now() - t0) / 1000).toFixed(0)} s; figures as JSON:`);
  console.log(JSON.stringify({ loadBench: results }));
}

await main();
