/**
 * `pnpm bench` two-instance run: figures, not a test.
 * With DATABASE_URL set it makes a throwaway PostgreSQL database and starts two instances of the
 * built server (dist/server.js) on it, each its own process with its own DATA_DIR, one shared
 * JWT_SECRET (so a login on one is good on the other) and the rate limits out of the way. The job
 * (pg-boss) and outbox workers run in both. Then, in one run:
 * - setup: BENCH_USERS users (default 50) for each loop and for a warm-up, registered, verified
 *   and logged in with calls going round robin; a verification e-mail may be delivered by either
 *   instance, so both outbox folders are read;
 * - warm-up: the same closed loop, round robin, not timed (both processes warmed up alike);
 * - two instances: a closed loop, every user answering its 180 questions at once with no pause,
 *   through a round-robin client (request i goes to instance i mod 2, as a load balancer without
 *   sticky sessions would send it): answers/s, latency p50/p95/p99, errors;
 * - one instance: the second instance stopped (SIGTERM), the same closed loop with the other
 *   users against the first instance alone;
 * - read-back: both stopped, every acknowledged answer is looked up in the database, and the
 *   outbox folders are counted (each registration's e-mail delivered once, by either instance).
 * Without DATABASE_URL it prints one line and exits: the run needs PostgreSQL.
 *
 * Other settings: BENCH_CLOSED_MAX_SECONDS (30: a slow closed loop stops there),
 * BENCH_SERVER_NODE_ARGS (extra node flags for both servers). Run `pnpm build` first.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '@hai/db/testing';
import postgres from 'postgres';
import { ANSWER_PATH, envNumber, percentile } from './common.js';
import { HttpClient } from './http-client.js';
import {
  type CpuShare,
  type RunningServer,
  cpuLine,
  cpuMark,
  cpuSince,
  machineTicks,
  peakRssMb,
  processTicks,
  startServer,
} from './load-processes.js';
import {
  type Acks,
  type BenchUser,
  type ReadBack,
  Errors,
  READ_BACK_SQL,
  ack,
  compareReadBack,
  registerUsers,
} from './load-users.js';

const SETTINGS = {
  users: Math.round(envNumber('BENCH_USERS', 50)),
  closedMaxSeconds: envNumber('BENCH_CLOSED_MAX_SECONDS', 30),
  serverNodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
};

/**
 * Warm-up users (as many as a loop's): their whole closed loop goes round robin before the timed
 * ones, so both instances have run the answer path a few thousand times (JIT) before the two-instance
 * loop; with a few hundred answers the first loop, run on colder processes, came out ~20 % slower.
 */
const WARMUP_USERS = SETTINGS.users;

const NAMES = ['A', 'B'];

// ---------------------------------------------------------------- CPU of several servers

interface Marks {
  first: ReturnType<typeof cpuMark>;
  others: number[];
}

function markAll(servers: readonly RunningServer[]): Marks {
  return { first: cpuMark(servers[0]!.pid), others: servers.slice(1).map((s) => processTicks(s.pid).ticks) };
}

/** {@link cpuSince} with every server's process counted as "server". */
function cpuSinceAll(start: Marks, servers: readonly RunningServer[]): CpuShare {
  const seconds = (performance.now() - start.first.at) / 1000;
  const share = cpuSince(start.first, servers[0]!.pid);
  let others = 0;
  servers.slice(1).forEach((s, i) => (others += processTicks(s.pid).ticks - start.others[i]!));
  const othersPct = (others / 100 / seconds) * 100;
  return {
    ...share,
    serverPct: share.serverPct + othersPct,
    otherPct: Math.max(0, share.otherPct - othersPct),
  };
}

// ---------------------------------------------------------------- the closed loop

interface LoopFigures {
  instances: number;
  users: number;
  planned: number;
  answered: number;
  /** Answers acknowledged by each instance. */
  perInstance: number[];
  seconds: number;
  answersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: Errors;
  capped: boolean;
  cpu: CpuShare;
  /** Each instance's peak RSS so far (VmHWM), MB. */
  peakRssMb: number[];
}

/**
 * Every user sends its answers back to back, all users at once; request i (over all users) goes
 * to server i mod n. A user stops at its first failed answer (the later ones would be out of
 * order) or at the time cap.
 */
async function closedLoop(
  servers: readonly RunningServer[],
  users: readonly BenchUser[],
  acks: Acks,
): Promise<LoopFigures> {
  const clients = servers.map((s) => new HttpClient(s.base, users.length));
  const errors = new Errors();
  const latencies: number[] = [];
  const perInstance = servers.map(() => 0);
  let turn = 0;
  let capped = false;
  try {
    const mark = markAll(servers);
    const t0 = performance.now();
    const stopAt = t0 + SETTINGS.closedMaxSeconds * 1000;
    await Promise.all(
      users.map(async (u) => {
        for (const a of u.answers) {
          if (performance.now() > stopAt) {
            capped = true;
            return;
          }
          const i = turn++ % clients.length;
          const t = performance.now();
          const r = await clients[i]!.send('POST', ANSWER_PATH, a.json, u.token);
          if (!r.ok) {
            errors.add(r.status, r.error);
            return;
          }
          latencies.push(r.doneAt - t);
          perInstance[i]!++;
          ack(acks, u.email, a);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSinceAll(mark, servers);
    const sorted = Float64Array.from(latencies).sort();
    return {
      instances: servers.length,
      users: users.length,
      planned: users.reduce((n, u) => n + u.answers.length, 0),
      answered: latencies.length,
      perInstance,
      seconds,
      answersPerSecond: latencies.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
      errors,
      capped,
      cpu,
      peakRssMb: servers.map((s) => peakRssMb(s.pid)),
    };
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

// ---------------------------------------------------------------- read-back and e-mails

/** Every acknowledged answer looked up in the database at `databaseUrl`. */
async function readBack(acks: Acks, databaseUrl: string): Promise<ReadBack> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return compareReadBack(acks, await client.unsafe(READ_BACK_SQL));
  } finally {
    await client.end();
  }
}

interface Mails {
  /** .eml files in each instance's outbox. */
  perInstance: number[];
  total: number;
  recipients: number;
  /** Recipients with more than one message. */
  twice: number;
}

/** Count the messages in the servers' outbox folders, by recipient (the `To:` header). */
function countMails(servers: readonly RunningServer[]): Mails {
  const byRecipient = new Map<string, number>();
  const perInstance = servers.map((s) => {
    const dir = join(s.dataDir, 'outbox');
    if (!existsSync(dir)) return 0;
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    for (const f of files) {
      const to =
        /^To: *(.+)$/im
          .exec(readFileSync(join(dir, f), 'utf8'))?.[1]
          ?.trim()
          .toLowerCase() ?? '?';
      byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
    }
    return files.length;
  });
  return {
    perInstance,
    total: perInstance.reduce((a, b) => a + b, 0),
    recipients: byRecipient.size,
    twice: [...byRecipient.values()].filter((n) => n > 1).length,
  };
}

// ---------------------------------------------------------------- printing

function ms(x: number): string {
  if (!Number.isFinite(x)) return '–';
  return x < 10 ? x.toFixed(1) : x.toFixed(0);
}

const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '–');
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
const round = (x: number, digits = 1) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);

function row(label: string, two: string, one: string, twoOverOne = ''): void {
  console.log(`  ${label.padEnd(26)} ${two.padEnd(34)} ${one.padEnd(34)} ${twoOverOne}`);
}

function printFigures(
  two: LoopFigures,
  one: LoopFigures,
  back: ReadBack,
  mails: Mails,
  registered: number,
): void {
  const split = (f: LoopFigures) => f.perInstance.map((n, i) => `${NAMES[i]} ${n}`).join(', ');
  row('', 'two instances, round robin', 'one instance', 'two / one');
  row(
    `closed loop, ${two.users} users`,
    `${two.answered} of ${two.planned}${two.capped ? ' (time cap)' : ''}`,
    `${one.answered} of ${one.planned}${one.capped ? ' (time cap)' : ''}`,
  );
  row('  answered by', split(two), split(one));
  row('  time', `${two.seconds.toFixed(1)} s`, `${one.seconds.toFixed(1)} s`);
  row(
    '  answers/s',
    two.answersPerSecond.toFixed(0),
    one.answersPerSecond.toFixed(0),
    ratio(two.answersPerSecond, one.answersPerSecond),
  );
  for (const [label, key] of [
    ['  latency p50', 'p50'],
    ['  latency p95', 'p95'],
    ['  latency p99', 'p99'],
    ['  latency max', 'max'],
  ] as const)
    row(label, `${ms(two[key])} ms`, `${ms(one[key])} ms`, ratio(two[key], one[key]));
  row(
    '  errors',
    String(two.errors.count),
    String(one.errors.count),
    verdict(two.errors.count === 0 && one.errors.count === 0),
  );
  two.errors.print('      two: ');
  one.errors.print('      one: ');
  row(
    '  server peak RSS',
    two.peakRssMb.map((m, i) => `${NAMES[i]} ${m.toFixed(0)} MB`).join(', '),
    `A ${one.peakRssMb[0]!.toFixed(0)} MB`,
  );
  console.log(`    two: ${cpuLine(two.cpu, 'servers')}`);
  console.log(`    one: ${cpuLine(one.cpu)}`);
  console.log(
    `  read back: ${back.found} of ${back.acknowledged} acknowledged answers found, ${back.mismatched} mismatched`.padEnd(
      98,
    ) + verdict(back.found === back.acknowledged && back.mismatched === 0),
  );
  console.log(
    `  e-mails: ${mails.total} for ${registered} registrations (${mails.perInstance.map((n, i) => `${NAMES[i]} ${n}`).join(', ')}), ${mails.twice} recipients twice`.padEnd(
      98,
    ) + verdict(mails.total === registered && mails.recipients === registered && mails.twice === 0),
  );
}

function summary(f: LoopFigures) {
  return {
    instances: f.instances,
    users: f.users,
    answered: f.answered,
    perInstance: f.perInstance,
    seconds: round(f.seconds),
    answersPerSecond: round(f.answersPerSecond),
    p50: round(f.p50),
    p95: round(f.p95),
    p99: round(f.p99),
    max: round(f.max),
    errors: f.errors.count,
    peakRssMb: f.peakRssMb.map((m) => round(m, 0)),
    cpu: {
      client: round(f.cpu.clientPct, 0),
      servers: round(f.cpu.serverPct, 0),
      postgres: round(f.cpu.postgresPct, 0),
      machine: round(f.cpu.machinePct, 0),
    },
  };
}

// ---------------------------------------------------------------- main

/** Percent of all cores busy over the next `seconds`. */
async function machineBusy(seconds: number): Promise<number> {
  const a = machineTicks();
  await sleep(seconds * 1000);
  const b = machineTicks();
  return ((b.busy - a.busy) / Math.max(1, b.total - a.total)) * 100;
}

async function run(databaseUrl: string): Promise<void> {
  const t0 = performance.now();
  const before = await machineBusy(1);
  if (before > 10)
    console.log(`note: the machine was ${before.toFixed(0)}% busy before the run; the figures will be noisy`);
  const db = await createTestDatabase(databaseUrl);
  const env = { JWT_SECRET: randomBytes(48).toString('base64url') };
  const servers: RunningServer[] = [];
  const stopped = new Set<RunningServer>();
  const stop = async (s: RunningServer) => {
    if (stopped.has(s)) return;
    stopped.add(s);
    await s.stop();
  };
  try {
    // One after the other: the first start migrates the fresh database.
    for (let i = 0; i < 2; i++) servers.push(await startServer(db.databaseUrl, SETTINGS.serverNodeArgs, env));
    const [a, b] = servers as [RunningServer, RunningServer];

    const ts = performance.now();
    const warm = await registerUsers(servers, 'warm', WARMUP_USERS, 0);
    const twoUsers = await registerUsers(servers, 'two', SETTINGS.users, WARMUP_USERS);
    const oneUsers = await registerUsers(servers, 'one', SETTINGS.users, WARMUP_USERS + SETTINGS.users);
    const registered = WARMUP_USERS + 2 * SETTINGS.users;
    console.log(
      `  setup: ${registered} users registered, verified and logged in, calls round robin, in ${((performance.now() - ts) / 1000).toFixed(1)} s`,
    );

    const acks: Acks = new Map();
    const warmup = await closedLoop(servers, warm, acks);
    if (warmup.errors.count > 0) {
      console.log(`  warm-up: ${warmup.errors.count} errors`);
      warmup.errors.print('      ');
    }
    const two = await closedLoop(servers, twoUsers, acks);
    await stop(b);
    const one = await closedLoop([a], oneUsers, acks);
    await stop(a);
    const back = await readBack(acks, db.databaseUrl!);
    const mails = countMails(servers);
    printFigures(two, one, back, mails, registered);
    console.log(`\ntwo-instance run: ${((performance.now() - t0) / 1000).toFixed(0)} s; figures as JSON:`);
    console.log(
      JSON.stringify({
        twoInstancesBench: {
          two: summary(two),
          one: summary(one),
          ratio: {
            answersPerSecond: round(two.answersPerSecond / one.answersPerSecond, 2),
            p99: round(two.p99 / one.p99, 2),
          },
          readBack: back,
          mails: { ...mails, registered },
        },
      }),
    );
  } finally {
    for (const s of servers) {
      await stop(s);
      rmSync(s.dataDir, { recursive: true, force: true });
    }
    await db.drop();
  }
}

if (!process.env.DATABASE_URL)
  console.log('\nTwo instances: skipped, the two-instance run needs PostgreSQL (DATABASE_URL not set)');
else {
  console.log(
    `\nPostgreSQL, two instances on one database: closed loop of ${SETTINGS.users} users through a round-robin client, and against one instance alone`,
  );
  await run(process.env.DATABASE_URL);
}
