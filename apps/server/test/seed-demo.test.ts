/**
 * `pnpm seed:demo`: the command refuses to run with NODE_ENV=production and
 * writes nothing; it seeds the database the server would use (DATABASE_URL, else PGLITE_DIR);
 * `seedDemo` fills a throwaway database so that every size class, and small software companies
 * (the test answer sets' context), have at least 20 companies, with verified demo accounts that
 * log in and see a percentile; a second run adds nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, executeRows } from '@hai/db';
import { createTestDatabase } from '@hai/db/testing';
import { BANK_VERSION, STEPS } from '@hai/domain';
import { sameLetterAnswers } from '@hai/domain/testing';
import { DEMO_DOMAIN, DEMO_PASSWORD, demoCompany, seedDemo } from '../src/seed/demo.js';
import { bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Run the seed command with `args` in `env` (nothing inherited but PATH); its exit code and output. */
function runSeed(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed-demo.ts', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('the seed:demo command', () => {
  it('refuses with NODE_ENV=production, says why, and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hai-seed-'));
    try {
      const r = await runSeed(['--companies', '5'], {
        NODE_ENV: 'production',
        DATA_DIR: dir,
        PGLITE_DIR: join(dir, 'pglite'),
        JWT_SECRET: 'a-production-secret-that-is-long-enough-0123',
      });
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/refused: NODE_ENV=production/);
      expect(existsSync(join(dir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad --companies with exit code 2', async () => {
    const r = await runSeed(['--companies', 'many'], { NODE_ENV: 'development', DATA_DIR: tmpdir() });
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/--companies must be a whole number/);
  });

  it('seeds the database the server would open (DATABASE_URL, else PGLITE_DIR), additively', async () => {
    const testDb = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'hai-seed-'));
    const env = {
      NODE_ENV: 'development',
      DATA_DIR: dir,
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : { PGLITE_DIR: join(dir, 'pglite') }),
    };
    try {
      const first = await runSeed(['--companies', '4'], env);
      expect(first.code, first.out).toBe(0);
      expect(first.out).toMatch(/Created 4 companies, kept 0/);
      const again = await runSeed(['--companies', '6'], env);
      expect(again.out).toMatch(/Created 2 companies, kept 4/);
      const handle = await createDb({ databaseUrl: testDb.databaseUrl, pgliteDir: join(dir, 'pglite') });
      try {
        const [row] = await executeRows<{ users: number; rows: number }>(
          handle.db,
          sql`SELECT (SELECT count(*)::int FROM users WHERE email LIKE ${`%@${DEMO_DOMAIN}`}) AS users,
                     (SELECT count(*)::int FROM peer_scores) AS rows`,
        );
        expect(row).toEqual({ users: 6, rows: 6 * 13 });
      } finally {
        await handle.close();
      }
    } finally {
      await testDb.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seedDemo', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('fills a throwaway database: every size class and small software with 20+ companies, demo accounts that see a percentile', async () => {
    const result = await seedDemo(h.app.deps.db, { companies: 300 });
    expect(result.created).toBe(300);
    for (const size of ['micro', 'small', 'medium', 'large'] as const)
      expect(result.bySize[size], size).toBeGreaterThanOrEqual(20);
    expect(result.smallSoftware).toBeGreaterThanOrEqual(20);
    // A realistic spread: every band is there.
    for (const [band, n] of Object.entries(result.byBand))
      if (band !== 'none') expect(n, band).toBeGreaterThan(0);

    const groups = await executeRows<{ size_class: string | null; n: number }>(
      h.app.deps.db,
      sql`SELECT size_class, count(*)::int AS n FROM peer_scores
          WHERE dimension = 'overall' AND bank_version = ${BANK_VERSION}::int GROUP BY size_class`,
    );
    const bySize = Object.fromEntries(groups.map((g) => [g.size_class ?? 'unsaid', g.n]));
    expect(bySize).toEqual(result.bySize);
    const [accounts] = await executeRows<{ n: number; verified: number }>(
      h.app.deps.db,
      sql`SELECT count(*)::int AS n, count(email_verified_at)::int AS verified FROM users
          WHERE email LIKE ${`%@${DEMO_DOMAIN}`}`,
    );
    expect(accounts).toEqual({ n: 300, verified: 300 });

    // A demo account logs in and sees its percentile among its size class.
    const demo = demoCompany(1);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = json<{ token: string }>(login).token;
    const peers = json<Json>(
      await h.app.inject({ method: 'GET', url: '/api/assessment/peers', headers: bearer(token) }),
    );
    if (demo.size !== 'unsaid') {
      expect(peers.size).toMatchObject({ available: true, companyCount: result.bySize[demo.size] });
      expect(peers.size.overall.percentile).toEqual(expect.any(Number));
    }

    // A new user with the test answer sets' context (small, software) sees both groups.
    const u = await loggedInUser(h);
    for (const a of STEPS.flatMap((s) => sameLetterAnswers(s, 'B'))) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/assessment/answer',
        headers: bearer(u.token),
        payload: a,
      });
      expect(res.statusCode).toBe(200);
    }
    const mine = json<Json>(
      await h.app.inject({ method: 'GET', url: '/api/assessment/peers', headers: bearer(u.token) }),
    );
    expect(mine.size).toMatchObject({ available: true, companyCount: result.bySize.small + 1 });
    expect(mine.sizeIndustry).toMatchObject({ available: true, companyCount: result.smallSoftware + 1 });

    // Additive: a second run creates nothing.
    expect(await seedDemo(h.app.deps.db, { companies: 300 })).toMatchObject({ created: 0, existing: 300 });
  });
});
