/**
 * Makes the home page's intro video (spec §2 Home) from real screens of the app:
 * starts the browser-test harness (built server + built web app, throwaway database, SMTP sink),
 * walks a new account through the product in Chromium at 1280×720 in Romanian and English
 * (home, the chat answering, step progress, results overview, a strategy, the roadmap's kanban),
 * and composes the screenshots with ffmpeg (cross-fades) into, per language:
 *   public/video/intro-{ro,en}.webm  VP9      public/video/intro-{ro,en}.mp4  H.264, yuv420p, faststart
 *   public/video/intro-{ro,en}-poster.webp (the first frame, WebP: a third of the JPEG's bytes)
 * plus public/video/captions-{ro,en}.vtt (shared timing, see scenes.ts) and the sizes in
 * src/features/home/intro-video.json (the page's "Download the video (MP4, N MB)").
 * Each video must stay ≤ 3 MB (checked here). Needs ffmpeg and the system Chromium; see README.md.
 *
 * Run from apps/web: `node --import tsx scripts/intro-video/make.ts` (E2E_WEB_DIST for another
 * build of the web app, as with the browser tests; SHOTS_ONLY=1 to stop after the screenshots).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { contextAnswers, type GeneratedAnswer } from '@hai/domain/testing';
import { startHarness, type Harness } from '../../e2e/harness';
import { CONSENT_COOKIE } from '@hai/domain';
import { makeConsent, serializeConsent } from '../../src/features/consent/cookie';
import { FADE_SECONDS, SCENES, type Scene } from './scenes';
import { timeline, toVtt } from './vtt';

type Locale = 'en' | 'ro';
const LOCALES: readonly Locale[] = ['ro', 'en'];
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
/** The largest accepted video file. */
const MAX_BYTES = 3 * 1024 * 1024;

const OUT_DIR = fileURLToPath(new URL('../../public/video/', import.meta.url));
const MANIFEST = fileURLToPath(new URL('../../src/features/home/intro-video.json', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Answers that put the steps off target and trigger strategies (as results-screens.spec.ts). */
const ANSWERS: GeneratedAnswer[] = contextAnswers((i) => (['A', 'B', 'C', 'D'] as const)[i % 4]!);
/** Questions of the first step (answered: all but the last through the API, the last on screen). */
const STEP_SIZE = 15;

async function api(h: Harness, path: string, body: unknown, token: string): Promise<void> {
  const res = await h.api('POST', path, body, token);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Lets the last animation frames and late requests settle before a screenshot. */
const settle = (page: Page, ms = 700) => page.waitForTimeout(ms);

/** Takes the screenshots of every scene in `locale` into `dir` (`<scene id>.png`). */
async function capture(browser: Browser, h: Harness, locale: Locale, dir: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    locale: locale === 'ro' ? 'ro-RO' : 'en-GB',
    reducedMotion: 'reduce',
  });
  // The consent banner would cover every scene: the visitor has already chosen (functional only).
  const consent = serializeConsent(makeConsent({ statistics: false, marketing: false }));
  await context.addCookies([{ name: CONSENT_COOKIE, value: consent, url: h.baseUrl }]);
  const page = await context.newPage();
  const shot = (id: Scene['id']) => page.screenshot({ path: join(dir, `${id}.png`) });

  await page.goto(`${h.baseUrl}/${locale}`);
  await page.locator('.hero__title').waitFor();
  await settle(page);
  await shot('home');

  const account = await h.createAccount({ verified: true, locale });
  await page.goto(`${h.baseUrl}/${locale}/login?email=${encodeURIComponent(account.email)}`);
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${h.baseUrl}/${locale}/dashboard`);
  const token = (await page.evaluate(() => window.localStorage.getItem('authToken')))!;

  for (const a of ANSWERS.slice(0, STEP_SIZE - 1)) await api(h, '/api/assessment/answer', a, token);
  const last = ANSWERS[STEP_SIZE - 1]!;
  await page.goto(`${h.baseUrl}/${locale}/assessment`);
  await page.locator(`[data-testid="current-question"][data-question-id="${last.questionId}"]`).waitFor();
  await settle(page, 1200);
  await shot('chat');

  for (const id of last.selectedOptionIds) await page.getByTestId(`option-${id}`).click();
  for (const [id, value] of Object.entries(last.additionalInputs))
    await page.getByTestId(`input-${id}`).fill(value);
  await page.waitForTimeout(300);
  // The chosen answer on screen, unless a single choice has already moved on by itself.
  if (page.url().endsWith('/assessment')) await shot('chat');
  // A single choice may advance by itself (auto-advance); otherwise send it.
  const stepUrl = `${h.baseUrl}/${locale}/step-progress`;
  try {
    await page.waitForURL(stepUrl, { timeout: 1500 });
  } catch {
    await page.getByTestId('submit').click();
    await page.waitForURL(stepUrl);
  }
  const title = page.getByTestId('step-done-title');
  await title.waitFor();
  await settle(page, 1000);
  // From the step's title down: the celebration emoji above it needs a colour-emoji font that a
  // server has not always got (a blank box in the video otherwise).
  await title.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -72));
  await shot('step');

  for (const a of ANSWERS.slice(STEP_SIZE)) await api(h, '/api/assessment/answer', a, token);

  await page.goto(`${h.baseUrl}/${locale}/results?tab=overview`);
  const overview = page.getByTestId('tab-overview');
  await overview.waitFor();
  await overview.locator('.spinner').waitFor({ state: 'detached' });
  await settle(page);
  await shot('overview');

  await page.goto(`${h.baseUrl}/${locale}/results?tab=strategy`);
  const strategy = page.getByTestId('tab-strategy');
  await strategy.waitFor();
  await strategy.locator('.spinner').waitFor({ state: 'detached' });
  await strategy.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80));
  await page.mouse.move(1, HEIGHT - 1);
  await settle(page);
  await shot('strategy');

  await page.goto(`${h.baseUrl}/${locale}/roadmap`);
  await page.getByTestId('view-kanban').click();
  await page.getByTestId('kanban-column-not_started').waitFor();
  await settle(page);
  await shot('roadmap');

  await context.close();
}

function ffmpeg(args: string[]): void {
  // Niced: the machine is shared; the encodes are short anyway.
  const run = spawnSync('nice', ['-n', '10', 'ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`ffmpeg failed (${run.status}): ffmpeg ${args.join(' ')}`);
}

/** The ffmpeg inputs and the cross-fade filter graph of the scenes' screenshots in `dir`. */
function slideshowArgs(dir: string, offsets: number[]): string[] {
  const inputs = SCENES.flatMap((s) => [
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(s.seconds),
    '-i',
    join(dir, `${s.id}.png`),
  ]);
  const prep = SCENES.map(
    (_, i) => `[${i}:v]scale=${WIDTH}:${HEIGHT},setsar=1,fps=${FPS},format=yuv420p,settb=AVTB[s${i}]`,
  );
  let prev = 's0';
  const fades = offsets.map((offset, i) => {
    const out = i === offsets.length - 1 ? 'out' : `x${i + 1}`;
    const f = `[${prev}][s${i + 1}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[${out}]`;
    prev = out;
    return f;
  });
  return [...inputs, '-filter_complex', [...prep, ...fades].join(';'), '-map', '[out]', '-an'];
}

/** Encodes the video of `locale` from its screenshots; returns the sizes in bytes. */
function compose(locale: Locale, dir: string, offsets: number[]): { mp4Bytes: number; webmBytes: number } {
  const mp4 = join(OUT_DIR, `intro-${locale}.mp4`);
  const webm = join(OUT_DIR, `intro-${locale}.webm`);
  const graph = slideshowArgs(dir, offsets);
  ffmpeg([
    ...graph,
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-tune',
    'stillimage',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-threads',
    '1',
    mp4,
  ]);
  ffmpeg([
    ...graph,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '38',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    webm,
  ]);
  // The poster is the first frame: the home screen.
  // WebP at quality 70: 26 KB against 73 KB as a JPEG, which the home page's first load on a
  // slow phone connection shares with its stylesheet.
  ffmpeg([
    '-i',
    join(dir, `${SCENES[0]!.id}.png`),
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    join(OUT_DIR, `intro-${locale}-poster.webp`),
  ]);
  const sizes = { mp4Bytes: statSync(mp4).size, webmBytes: statSync(webm).size };
  for (const [file, bytes] of [
    [mp4, sizes.mp4Bytes],
    [webm, sizes.webmBytes],
  ] as const) {
    if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over the 3 MB limit`);
  }
  return sizes;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'hai-intro-'));
  mkdirSync(OUT_DIR, { recursive: true });
  const h = await startHarness();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (const locale of LOCALES) {
      const dir = join(work, locale);
      mkdirSync(dir);
      await capture(browser, h, locale, dir);
      console.log(`screens (${locale}): ${dir}`);
    }
  } finally {
    await browser.close();
    await h.stop();
  }
  if (process.env.SHOTS_ONLY) return;

  const files = {} as Record<Locale, { mp4Bytes: number; webmBytes: number }>;
  let total = 0;
  for (const locale of LOCALES) {
    const t = timeline(SCENES, locale, FADE_SECONDS);
    total = t.total;
    writeFileSync(join(OUT_DIR, `captions-${locale}.vtt`), toVtt(t.cues));
    files[locale] = compose(locale, join(work, locale), t.offsets);
    console.log(`intro-${locale}: mp4 ${files[locale].mp4Bytes} B, webm ${files[locale].webmBytes} B`);
  }
  const manifest = { durationSeconds: Math.round(total), files: { en: files.en, ro: files.ro } };
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(work, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
