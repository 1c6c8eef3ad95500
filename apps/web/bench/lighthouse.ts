/**
 * First-load benchmark (issue 10 "Benchmarks"): Lighthouse 12 against the built app and server
 * (`pnpm build` first; `E2E_WEB_DIST` points at another build), in the system Chromium, on
 * `/ro`, `/ro/login` and `/ro/assessment` with a logged-in user (the token in localStorage),
 * with the mobile (default, simulated slow 4G and 4× CPU) and desktop presets. Prints, per page
 * and preset: the performance, accessibility, best-practices and SEO scores, LCP, TBT, CLS and
 * the JavaScript transferred (compressed) and its size once decompressed.
 * Targets (issue 10): mobile performance ≥ 95 (LCP ≤ 1.5 s), accessibility 100, best practices
 * 100, SEO ≥ 95, CLS ≤ 0.02. Figures, not assertions: `pnpm bench:web`.
 *
 * Each run gets its own Chromium profile, copied from one prepared with the token (storage is
 * not reset by Lighthouse, so the token stays; the HTTP cache starts cold), on a debugging port
 * that the Lighthouse CLI attaches to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startHarness } from '../e2e/harness';
import { CHROMIUM } from '../playwright.config';

const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;
const PAGES = ['/ro', '/ro/login', '/ro/assessment'] as const;
const PRESETS = ['mobile', 'desktop'] as const;

/** One Lighthouse run's figures. */
interface Figures {
  page: string;
  preset: (typeof PRESETS)[number];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferKb: number;
  jsResourceKb: number;
  failed: string[];
  /** What `errors-in-console` found (source: description). */
  consoleErrors: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err.slice(-2000)}`)),
    );
  });
}

/** A headless Chromium on `profile` with a debugging port, ready for Lighthouse to attach. */
async function startChromium(profile: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
}

interface LhAudit {
  score: number | null;
  numericValue?: number;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      resourceSize?: number;
      source?: string;
      description?: string;
      sourceLocation?: { url?: string };
    }[];
  };
}
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
}

/** Run Lighthouse on `url` in a fresh copy of `profile`, return its figures. */
async function lighthouse(
  url: string,
  page: string,
  preset: (typeof PRESETS)[number],
  profile: string,
): Promise<Figures> {
  const work = mkdtempSync(join(tmpdir(), 'hai-lh-'));
  const copy = join(work, 'profile');
  cpSync(profile, copy, { recursive: true });
  const { port, child } = await startChromium(copy);
  const out = join(work, 'report.json');
  try {
    await run(LIGHTHOUSE, [
      url,
      `--port=${port}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--disable-storage-reset',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ]);
    const r = JSON.parse(readFileSync(out, 'utf8')) as LhResult;
    const score = (id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);
    const scripts = (r.audits['network-requests']?.details?.items ?? []).filter(
      (i) => i.resourceType === 'Script',
    );
    const failed = Object.values(r.categories)
      .flatMap((c) => c.auditRefs)
      .filter((a) => a.weight > 0 && (r.audits[a.id]?.score ?? 1) < 1)
      .map((a) => a.id);
    return {
      page,
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: r.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: r.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: r.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsTransferKb: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024,
      jsResourceKb: scripts.reduce((s, i) => s + (i.resourceSize ?? 0), 0) / 1024,
      failed: [...new Set(failed)],
      consoleErrors: (r.audits['errors-in-console']?.details?.items ?? []).map((i) =>
        `${i.source}: ${i.description} ${i.sourceLocation?.url ?? ''}`.trim(),
      ),
    };
  } finally {
    child.kill();
    await new Promise((r) => setTimeout(r, 300));
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const h = await startHarness();
  const profiles = mkdtempSync(join(tmpdir(), 'hai-lh-profiles-'));
  try {
    // A profile with nothing stored, and one holding a logged-in user's token for the origin
    // (set on the favicon, so that no app script lands in the HTTP cache).
    const anonymous = join(profiles, 'anonymous');
    const loggedIn = join(profiles, 'logged-in');
    const account = await h.createAccount({ verified: true, locale: 'ro' });
    const login = await h.api('POST', '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const token = (login.body as { token: string }).token;
    for (const [dir, t] of [
      [anonymous, null],
      [loggedIn, token],
    ] as const) {
      const ctx = await chromium.launchPersistentContext(dir, {
        executablePath: CHROME_PATH,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      const p = await ctx.newPage();
      await p.goto(`${h.baseUrl}/favicon.svg`);
      if (t) await p.evaluate((v) => window.localStorage.setItem('authToken', v), t);
      await ctx.close();
    }

    const rows: Figures[] = [];
    for (const page of PAGES)
      for (const preset of PRESETS) {
        const profile = page === '/ro/assessment' ? loggedIn : anonymous;
        rows.push(await lighthouse(`${h.baseUrl}${page}`, page, preset, profile));
      }

    console.log(
      'Lighthouse 12.8.2, built app and server, system Chromium (mobile: simulated slow 4G, 4× CPU)',
    );
    console.log(
      'page            preset   perf  a11y  b.p.  SEO   LCP ms  TBT ms  CLS     JS KB (transferred / decompressed)',
    );
    for (const r of rows)
      console.log(
        [
          r.page.padEnd(15),
          r.preset.padEnd(8),
          String(r.performance).padStart(4),
          String(r.accessibility).padStart(5),
          String(r.bestPractices).padStart(5),
          String(r.seo).padStart(4),
          r.lcpMs.toFixed(0).padStart(8),
          r.tbtMs.toFixed(0).padStart(7),
          r.cls.toFixed(3).padStart(6),
          `   ${r.jsTransferKb.toFixed(1)} / ${r.jsResourceKb.toFixed(1)}`,
        ].join(' '),
      );
    console.log('Audits below full score (weighted):');
    for (const r of rows) {
      console.log(`  ${r.page} ${r.preset}: ${r.failed.join(', ') || 'none'}`);
      for (const e of r.consoleErrors) console.log(`    console: ${e}`);
    }
  } finally {
    rmSync(profiles, { recursive: true, force: true });
    await h.stop();
  }
}

await main();
