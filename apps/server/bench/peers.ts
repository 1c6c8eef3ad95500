/**
 * `pnpm --filter @hai/server bench:peers`: figures, not a test. The peer
 * percentile's latency with 10,000 companies in the benchmark, on the embedded PGlite (a fresh
 * data folder on disk, as `pnpm start` uses) and, with DATABASE_URL set, on a throwaway
 * PostgreSQL database. Target: p95 ≤ 50 ms on each.
 *
 * Seeding: 10,000 companies (users, completed assessments, `peer_scores` rows: 130,000), drawn
 * with the demo seed's size and industry mix (seed/demo.ts): the first `PEERS_BENCH_USERS` (40)
 * are demo companies with their 180 real answers, written by the same `writePeerScores` the
 * answer path uses; the others get synthetic scores directly (their answers are never read).
 *
 * Measured: `peers(deps, principal)` of services/peers.ts, the service behind GET
 * /assessment/peers, called in process on the real database for the 40 users in turn (every size
 * class and many industries; the small class, the largest group, holds about 3,400 companies):
 * one statement reading the user's latest completed assessment with its answers, the scoring,
 * one statement counting both groups' ranks on 13 dimensions. Not measured: HTTP, the session
 * check, JSON encoding (the server's other benches cover those). `PEERS_BENCH_CALLS` (600) calls
 * after 50 unmeasured ones, twice: right after the bulk insert, and after `VACUUM ANALYZE` (the
 * state PostgreSQL's autovacuum reaches by itself; PGlite runs no autovacuum).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDb, executeRows, migrate, type Db } from '@hai/db';
import { createTestDatabase } from '@hai/db/testing';
import { BANK_VERSION, PEER_DIMENSIONS, companyKeyOf } from '@hai/domain';
import { demoCompany, seededRandom } from '../src/seed/demo.js';
import type { Principal } from '../src/services/auth.js';
import type { Deps } from '../src/services/deps.js';
import { peers, vacuumPeerScores, writePeerScores } from '../src/services/peers.js';
import { envNumber, percentile } from './common.js';

const COMPANIES = envNumber('PEERS_BENCH_COMPANIES', 10_000);
const USERS = envNumber('PEERS_BENCH_USERS', 40);
const CALLS = envNumber('PEERS_BENCH_CALLS', 600);
const WARMUP = 50;
/** Companies a statement while seeding (13 rows × 9 columns each stay under 65,535 parameters). */
const BATCH = 400;

interface Seeded {
  principals: { principal: Principal; size: string }[];
  seedMs: number;
}

/** Insert users and completed assessments for `companies`; returns their ids in order. */
async function insertOwners(
  db: Db,
  companies: { email: string; name: string; daysAgo: number }[],
): Promise<{ userId: string; assessmentId: string }[]> {
  const ids = companies.map(() => ({ userId: randomUUID(), assessmentId: randomUUID() }));
  await executeRows(
    db,
    sql`INSERT INTO users (id, email, password_hash, first_name, company_name, company_role, email_verified_at)
        VALUES ${sql.join(
          companies.map(
            (c, i) => sql`(${ids[i]!.userId}::uuid, ${c.email}, 'x', 'Bench', ${c.name}, 'CMO', now())`,
          ),
          sql`, `,
        )}`,
  );
  await executeRows(
    db,
    sql`INSERT INTO assessments (id, user_id, status, bank_version, answered_count, current_question_number, completed_at)
        VALUES ${sql.join(
          companies.map(
            (c, i) =>
              sql`(${ids[i]!.assessmentId}::uuid, ${ids[i]!.userId}::uuid, 'completed', ${BANK_VERSION}::int, 180, 180,
                   now() - ${`${c.daysAgo} days`}::interval)`,
          ),
          sql`, `,
        )}`,
  );
  return ids;
}

/** Seed the benchmark (see the module doc). */
async function seed(db: Db): Promise<Seeded> {
  const started = performance.now();
  const principals: Seeded['principals'] = [];
  // The measured users: demo companies with real answers, recorded as a completion records them.
  const real = Array.from({ length: USERS }, (_, i) => demoCompany(i + 1, 4242));
  const owners = await insertOwners(
    db,
    real.map((c) => ({
      email: `bench-${c.index}@demo.invalid`,
      name: `Bench Real ${c.index}`,
      daysAgo: c.daysAgo,
    })),
  );
  for (let i = 0; i < real.length; i++) {
    const c = real[i]!;
    await executeRows(
      db,
      sql`INSERT INTO answers (assessment_id, question_id, selected_option_ids) VALUES ${sql.join(
        c.answers.map(
          (a) =>
            sql`(${owners[i]!.assessmentId}::uuid, ${a.questionId}, ${JSON.stringify(a.selectedOptionIds)}::jsonb)`,
        ),
        sql`, `,
      )}`,
    );
    principals.push({
      principal: { user: { id: owners[i]!.userId }, sessionId: 'bench' } as unknown as Principal,
      size: c.size,
    });
  }
  await writePeerScores(
    db,
    real.map((c, i) => ({
      assessmentId: owners[i]!.assessmentId,
      companyName: `Bench Real ${c.index}`,
      answers: c.answers,
    })),
  );
  // The others: the demo mix of sizes and industries, synthetic scores around a maturity.
  const random = seededRandom(99);
  for (let from = USERS + 1; from <= COMPANIES; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, COMPANIES - from + 1) }, (_, i) => {
      const index = from + i;
      // Only size and industry of the demo company are used (its answers are drawn but not scored).
      const { size, industry, daysAgo } = demoCompany(index, 4242);
      const level = 20 + 75 * ((random() + random()) / 2);
      const scores = PEER_DIMENSIONS.map((d) =>
        d !== 'overall' && random() < 0.05
          ? null
          : Math.max(0, Math.min(100, Math.round(level + (random() - 0.5) * 40))),
      );
      return { index, size, industry, daysAgo, scores, name: `Bench ${index}` };
    });
    const ids = await insertOwners(
      db,
      batch.map((c) => ({ email: `bench-${c.index}@demo.invalid`, name: c.name, daysAgo: c.daysAgo })),
    );
    await executeRows(
      db,
      sql`INSERT INTO peer_scores (company_key, dimension, score, size_class, industry, bank_version,
                                   assessment_id, user_id, completed_at)
          SELECT v.company_key, v.dimension, v.score, v.size_class, v.industry, a.bank_version, a.id, a.user_id, a.completed_at
          FROM (VALUES ${sql.join(
            batch.flatMap((c, i) =>
              PEER_DIMENSIONS.map(
                (d, k) =>
                  sql`(${companyKeyOf(c.name)}, ${d}, ${c.scores[k]}::int, ${c.size === 'unsaid' ? null : c.size}::text,
                       ${c.industry}, ${ids[i]!.assessmentId}::uuid)`,
              ),
            ),
            sql`, `,
          )}) AS v(company_key, dimension, score, size_class, industry, assessment_id)
          JOIN assessments a ON a.id = v.assessment_id`,
    );
  }
  return { principals, seedMs: performance.now() - started };
}

/** `CALLS` measured calls of the peers service, round robin over the users; latencies in ms. */
async function measure(
  deps: Deps,
  seeded: Seeded,
): Promise<{ all: number[]; bySize: Map<string, number[]> }> {
  const all: number[] = [];
  const bySize = new Map<string, number[]>();
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const { principal, size } = seeded.principals[i % seeded.principals.length]!;
    const t = performance.now();
    const out = await peers(deps, principal);
    const ms = performance.now() - t;
    if (i === 0 && size !== 'unsaid' && !out.size.available) throw new Error(`group ${size} unavailable`);
    if (i < WARMUP) continue;
    all.push(ms);
    bySize.set(size, [...(bySize.get(size) ?? []), ms]);
  }
  return { all, bySize };
}

const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)}  p95 ${percentile(s, 95).toFixed(1)}  p99 ${percentile(s, 99).toFixed(1)} ms`;
};

async function run(label: string, config: { databaseUrl?: string; pgliteDir: string }): Promise<void> {
  const handle = await createDb({ ...config, statementTimeoutMs: 0 });
  try {
    await migrate(handle);
    const seeded = await seed(handle.db);
    const [count] = await executeRows<{ companies: number; rows: number }>(
      handle.db,
      sql`SELECT count(DISTINCT company_key)::int AS companies, count(*)::int AS rows FROM peer_scores`,
    );
    const [small] = await executeRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM peer_scores WHERE dimension = 'overall' AND size_class = 'small'`,
    );
    const deps = { db: handle.db, config: { peerMinGroup: 20 } } as unknown as Deps;
    console.log(
      `\n${label}: GET /assessment/peers service call, ${CALLS} calls over ${seeded.principals.length} users`,
    );
    console.log(
      `  seeded ${count!.companies} companies, ${count!.rows} peer rows (small class: ${small!.n}) in ${(seeded.seedMs / 1000).toFixed(1)} s`,
    );
    const fresh = await measure(deps, seeded);
    console.log(`  right after the bulk insert        ${fmt(fresh.all)}   (target p95 ≤ 50)`);
    const vacuumStarted = performance.now();
    await vacuumPeerScores(handle.db);
    const vacuumMs = performance.now() - vacuumStarted;
    await executeRows(handle.db, sql`VACUUM ANALYZE answers`);
    await executeRows(handle.db, sql`VACUUM ANALYZE assessments`);
    const steady = await measure(deps, seeded);
    console.log(`  after VACUUM ANALYZE               ${fmt(steady.all)}   (target p95 ≤ 50)`);
    console.log(`  (VACUUM (ANALYZE) peer_scores took ${vacuumMs.toFixed(0)} ms)`);
    for (const [size, xs] of [...steady.bySize].sort())
      console.log(`    ${size.padEnd(8)} (${String(xs.length).padStart(3)} calls)  ${fmt(xs)}`);
  } finally {
    await handle.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hai-bench-peers-'));
try {
  await run('PGlite', { pgliteDir: join(dir, 'pglite') });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const db = await createTestDatabase(process.env.DATABASE_URL);
  try {
    await run('PostgreSQL', { databaseUrl: db.databaseUrl, pgliteDir: 'memory://' });
  } finally {
    await db.drop();
  }
}
