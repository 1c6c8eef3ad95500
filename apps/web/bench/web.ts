/**
 * Web benchmark: against the built app and server (`pnpm build` first),
 * in the system Chromium, prints
 *  - the results route's initial JavaScript: every script the browser loads from a cold start on
 *    /ro/results until the overview is drawn, with its gzip size (target ≤ 170 KB gzip, the PDF
 *    chunk not included);
 *  - the PDF chunk(s) and fonts loaded on "Download PDF", gzip sizes;
 *  - the time from the click to the download for the full PDF report (target ≤ 2 s) and the
 *    longest main-thread task meanwhile (target ≤ 200 ms; PerformanceObserver "longtask"), as
 *    median and worst of RUNS builds (default 5).
 * Figures, not assertions: `pnpm --filter @hai/web bench`.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { contextAnswers } from '../e2e/answers';
import { startHarness } from '../e2e/harness';
import { CHROMIUM } from '../playwright.config';

const RUNS = Number(process.env.RUNS ?? 5);
const ASSETS = fileURLToPath(new URL('../dist/assets/', import.meta.url));
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Gzip size (level 9, as a server would) of a built asset, in KB. */
function gzipKb(url: string): number {
  const file = join(ASSETS, basename(new URL(url).pathname));
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

const kb = (n: number) => `${n.toFixed(1)} KB`;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Asset URLs (scripts, fonts) the context's pages and workers request from now on. */
function recordAssets(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => {
    if (/\/assets\/.+\.(js|ttf)$/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

async function main() {
  const h = await startHarness();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const account = await h.createAccount({ verified: true, locale: 'ro' });
    const login = await h.api('POST', '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const token = (login.body as { token: string }).token;
    const answers = contextAnswers((i) =>
      i === STEPS.length - 1 ? null : (['A', 'B', 'C', 'D'] as const)[i % 4]!,
    );
    for (const a of answers) {
      const r = await h.api('POST', '/api/assessment/answer', a, token);
      if (r.status !== 200) throw new Error(`answer ${a.questionId}: HTTP ${r.status}`);
    }

    // Cold start on the results route: a new context, the token in storage before any script.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await context.addInitScript((t) => {
      window.localStorage.setItem('authToken', t);
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          (window as unknown as { __longTasks: number[] }).__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    }, token);
    const initial = recordAssets(context);
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/ro/results`);
    await page.getByTestId('score').waitFor();
    await page.waitForLoadState('networkidle');
    const initialScripts = [...new Set(initial.filter((u) => u.endsWith('.js')))];
    const initialKb = sum(initialScripts.map(gzipKb));

    const onPdf = recordAssets(context);
    const times: number[] = [];
    const tasks: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
      const downloading = page.waitForEvent('download');
      const start = Date.now();
      await page.getByTestId('download-pdf').click();
      await downloading;
      times.push(Date.now() - start);
      await page.getByTestId('pdf-overlay').waitFor({ state: 'detached' });
      tasks.push(
        await page.evaluate(() =>
          Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
        ),
      );
    }
    const pdfAssets = [...new Set(onPdf)];
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;

    console.log('web bench (built app, system Chromium, 1280×900)');
    console.log(
      `results route initial JS: ${kb(initialKb)} gzip in ${initialScripts.length} scripts (target ≤ 170 KB)`,
    );
    for (const u of initialScripts) console.log(`  ${basename(u)}  ${kb(gzipKb(u))}`);
    console.log(`PDF on demand: ${kb(sum(pdfAssets.map(gzipKb)))} gzip`);
    for (const u of pdfAssets) console.log(`  ${basename(u)}  ${kb(gzipKb(u))}`);
    console.log(
      `PDF build, click to download, ${RUNS} runs: median ${median} ms, worst ${sorted.at(-1)} ms, first (cold chunk) ${times[0]} ms (target ≤ 2000 ms)`,
    );
    console.log(
      `longest main-thread task during a build: median ${[...tasks].sort((a, b) => a - b)[Math.floor(tasks.length / 2)]} ms, worst ${Math.max(...tasks)} ms (target ≤ 200 ms)`,
    );
  } finally {
    await browser.close();
    await h.stop();
  }
}

await main();
