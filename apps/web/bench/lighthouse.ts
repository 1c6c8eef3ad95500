/**
 * First-load benchmark: Lighthouse 12 against the built app and server
 * (`pnpm build` first; `E2E_WEB_DIST` points at another build), in the system Chromium, on
 * `/ro`, `/ro/login` and `/ro/assessment` with a logged-in user (logged in through the login
 * screen: the token stored, the session flag and the `hai_auth` cookie set; three answers given),
 * once before and once after a cookie choice, and `/ro/results` and `/ro/dashboard` (which sends a
 * finished user on to the results) for a user who completed the assessment (the
 * results' layout shift), with the mobile (default, simulated slow 4G and 4×
 * CPU) and desktop presets. Prints, per page and preset: the performance, accessibility,
 * best-practices and SEO scores, LCP, TBT, CLS and the JavaScript transferred (compressed) and
 * its size once decompressed. `LH_PAGES=/ro/assessment` runs the rows of those pages only, and
 * `LH_REPORTS=<folder>` keeps each run's JSON report there.
 * Targets: mobile performance ≥ 95 (LCP ≤ 1.5 s), accessibility 100, best practices
 * 100, SEO ≥ 95, CLS ≤ 0.02. Figures, not assertions: `pnpm bench:web`.
 *
 * Each run gets its own Chromium profile, copied from one prepared with the token (storage is
 * not reset by Lighthouse, so the token stays; the HTTP cache starts cold), on a debugging port
 * that the Lighthouse CLI attaches to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { contextAnswers, perfectAnswers } from '@hai/domain/testing';
import { startHarness, type Account, type Harness } from '../e2e/harness';
import { CHROMIUM } from '../playwright.config';

const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;
/** What is measured: a page, and the browser profile it is opened in. */
interface Row {
  label: string;
  page: string;
  profile: 'anonymous' | 'loggedIn' | 'loggedInConsent' | 'finished' | 'finishedConsent';
}
const ROWS = (
  [
    { label: '/ro', page: '/ro', profile: 'anonymous' },
    { label: '/ro/login', page: '/ro/login', profile: 'anonymous' },
    { label: 'assessment', page: '/ro/assessment', profile: 'loggedIn' },
    { label: 'assessment*', page: '/ro/assessment', profile: 'loggedInConsent' },
    { label: 'results', page: '/ro/results', profile: 'finished' },
    { label: 'results*', page: '/ro/results', profile: 'finishedConsent' },
    { label: 'dashboard→res.', page: '/ro/dashboard', profile: 'finished' },
  ] satisfies Row[]
).filter((r) => !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(r.page));
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
  /** The largest contentful paint's element (Lighthouse's selector). */
  lcpElement: string;
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

/** The selector of the largest contentful paint's element in a report, or `?`. */
function lcpElementOf(r: LhResult): string {
  const details = r.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector ?? '?';
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
      lcpElement: lcpElementOf(r),
      consoleErrors: (r.audits['errors-in-console']?.details?.items ?? []).map((i) =>
        `${i.source}: ${i.description} ${i.sourceLocation?.url ?? ''}`.trim(),
      ),
    };
  } finally {
    child.kill();
    await new Promise((r) => setTimeout(r, 300));
    if (process.env.LH_REPORTS && existsSync(out))
      cpSync(out, join(process.env.LH_REPORTS, `${page.replace(/\W+/g, '_')}-${preset}.json`));
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Prepare a browser profile in `dir`: anonymous, or logged in through the login screen (the
 * finished user lands on the results, as `/ro/dashboard` sends them there).
 */
async function prepareProfile(
  h: Harness,
  dir: string,
  kind: Row['profile'],
  account: Account,
): Promise<void> {
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const p = await ctx.newPage();
    if (kind === 'anonymous') {
      // Only the origin's storage exists: no app script lands in the HTTP cache.
      await p.goto(`${h.baseUrl}/favicon.svg`);
      return;
    }
    await p.goto(`${h.baseUrl}/ro/login?email=${encodeURIComponent(account.email)}`);
    await p.getByTestId('field-password').fill(account.password);
    await p.getByTestId('login-submit').click();
    const done = kind === 'finished' || kind === 'finishedConsent';
    await p.waitForURL(`${h.baseUrl}/ro/${done ? 'results' : 'dashboard'}`);
    if (kind === 'loggedInConsent' || kind === 'finishedConsent')
      await p.getByRole('button', { name: 'Refuzați' }).click();
    await p.goto(`${h.baseUrl}/favicon.svg`);
  } finally {
    await ctx.close();
  }
  // Lighthouse starts from an empty HTTP cache: only the origin's storage and cookies carry over.
  rmSync(join(dir, 'Default', 'Cache'), { recursive: true, force: true });
  rmSync(join(dir, 'Default', 'Code Cache'), { recursive: true, force: true });
}

/** A verified Romanian account with `answers` given through the API. */
async function accountWith(h: Harness, answers: readonly unknown[]): Promise<Account> {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  const login = await h.api('POST', '/api/auth/login', { email: account.email, password: account.password });
  const token = (login.body as { token: string }).token;
  for (const answer of answers) {
    const res = await h.api('POST', '/api/assessment/answer', answer, token);
    if (res.status !== 200) throw new Error(`answer refused (${res.status}): ${JSON.stringify(res.body)}`);
  }
  return account;
}

async function main() {
  const h = await startHarness();
  const profiles = mkdtempSync(join(tmpdir(), 'hai-lh-profiles-'));
  try {
    // Three answers given: the chat shows a step's history above the question, as it mostly does.
    const account = await accountWith(h, contextAnswers().slice(0, 3));
    // The results' user: every question answered (the perfect set).
    const finished = await accountWith(h, perfectAnswers(STEPS));
    const dirs = new Map<Row['profile'], string>();
    for (const kind of new Set(ROWS.map((r) => r.profile))) {
      const dir = join(profiles, kind);
      await prepareProfile(h, dir, kind, kind.startsWith('finished') ? finished : account);
      dirs.set(kind, dir);
    }

    const rows: Figures[] = [];
    for (const row of ROWS)
      for (const preset of PRESETS) {
        const measure = () =>
          lighthouse(`${h.baseUrl}${row.page}`, row.label, preset, dirs.get(row.profile)!);
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try.
        rows.push(
          await measure().catch((err: unknown) => {
            console.warn(`${row.label} ${preset}: ${String(err).slice(0, 200)}; trying again`);
            return measure();
          }),
        );
      }

    console.log(
      'Lighthouse 12.8.2, built app and server, system Chromium (mobile: simulated slow 4G, 4× CPU)',
    );
    console.log('assessment: a logged-in user before a cookie choice; assessment*: after one');
    console.log(
      'results, dashboard→res.: a user who completed the assessment, before a cookie choice; results*: after one',
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
      console.log(`  ${r.page} ${r.preset}: ${r.failed.join(', ') || 'none'}; LCP element: ${r.lcpElement}`);
      for (const e of r.consoleErrors) console.log(`    console: ${e}`);
    }
  } finally {
    rmSync(profiles, { recursive: true, force: true });
    await h.stop();
  }
}

await main();
