/**
 * Home and dashboard (spec §2 "Home / dashboard"; domain-design.md §9 "Time" for
 * the duration): an anonymous visitor sees the hero, the 4 numbered discovery items (the first with
 * the 12 step names in upper case), the info cards with the bank's reading estimate, and the intro
 * video (poster, no preload, WebM and MP4, captions in the page's language by default, a download
 * link that serves an MP4); "start" sends them to the login with its notice. A logged-in user with
 * a started assessment who opens the dashboard lands in the assessment; a finished user coming
 * "back to dashboard" from the results sees their score and the way back to the results.
 * With SHOTS_DIR set, screenshots at 1280 and 375 px in both languages.
 */
import { join } from 'node:path';
import { READING_MINUTES, READING_MINUTES_SHORTEST, STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { SKIP_BROWSER, SKIP_REASON, completeAssessment, expect, logIn, storedToken, test } from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

const shots = process.env.SHOTS_DIR;

const TEXT = {
  ro: {
    minutes: 'minute',
    discover: 'Ce aflați în urma evaluării',
    download: /^Descărcați videoclipul \(MP4, \d+(,\d)? MB\)$/,
    captions: 'Română',
    notice: 'Autentificați-vă mai întâi pentru a începe evaluarea.',
  },
  en: {
    minutes: 'minutes',
    discover: 'What you find out',
    download: /^Download the video \(MP4, \d+(\.\d)? MB\)$/,
    captions: 'English',
    notice: 'Please log in first to start the assessment.',
  },
} as const;

for (const locale of ['ro', 'en'] as const) {
  test(`the ${locale} home page: hero, discovery items, info cards and the intro video`, async ({
    page,
    h,
  }) => {
    const text = TEXT[locale];
    await page.goto(`${h.baseUrl}/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const card = page.getByTestId('info-duration');
    await expect(card).toContainText(`${READING_MINUTES_SHORTEST[locale]}–${READING_MINUTES[locale]}`);
    await expect(card).toContainText(text.minutes);
    await expect(page.getByTestId('info-questions')).toContainText('180');

    // The 4 numbered items, an ordered list; the first lists the 12 steps in upper case.
    await expect(page.getByRole('heading', { level: 2, name: text.discover })).toBeVisible();
    const items = page.getByTestId('discovery-items');
    expect(await items.evaluate((el) => el.tagName)).toBe('OL');
    await expect(items.locator(':scope > li')).toHaveCount(4);
    await expect(items.locator(':scope > li .discover__number')).toHaveText(['1', '2', '3', '4']);
    const names = [...STEPS]
      .sort((a, b) => a.globalOrder - b.globalOrder)
      .map((s) => s.name[locale].toLocaleUpperCase(locale));
    await expect(page.getByTestId('discover-step-names').locator('li')).toHaveText(names);
    if (locale === 'ro') await expect(page.getByTestId('discover-step-names')).toContainText('CONVERGENȚĂ');

    // The video: poster first, nothing downloaded before play, two sources, captions, fallback.
    const video = page.getByTestId('intro-video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('poster', `/video/intro-${locale}-poster.webp`);
    await expect(video.locator('source')).toHaveCount(2);
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute(
      'src',
      `/video/intro-${locale}.webm`,
    );
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute(
      'src',
      `/video/intro-${locale}.mp4`,
    );
    const track = video.locator('track[default]');
    await expect(track).toHaveCount(1);
    await expect(track).toHaveAttribute('srclang', locale);
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('label', text.captions);
    await expect(video.locator('track')).toHaveCount(2);
    const download = page.locator('.intro-video__below').getByRole('link');
    await expect(download).toHaveText(text.download);
    // The fallback inside the element (not rendered where video plays, so not a role in the tree).
    await expect(video.locator('a[download]')).toHaveText(text.download);

    const href = (await download.getAttribute('href'))!;
    for (const [url, type] of [
      [href, 'video/mp4'],
      [`/video/intro-${locale}.webm`, 'video/webm'],
      [`/video/intro-${locale}-poster.webp`, 'image/webp'],
      [`/video/captions-${locale}.vtt`, 'text/vtt'],
    ] as const) {
      const res = await page.request.head(`${h.baseUrl}${url}`);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toContain(type);
    }
    const mp4 = await page.request.head(`${h.baseUrl}${href}`);
    expect(Number(mp4.headers()['content-length'])).toBeLessThanOrEqual(3 * 1024 * 1024);

    if (shots) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
        await page.screenshot({ path: join(shots, `home-${locale}-${width}.png`), fullPage: true });
      }
    }

    await page.getByTestId('start-assessment').click();
    await expect(page).toHaveURL(`${h.baseUrl}/${locale}/login`);
    await expect(page.getByTestId('notice-login-first')).toHaveText(text.notice);
  });
}

test('a logged-in user with a started assessment who opens the dashboard lands in the assessment', async ({
  page,
  h,
}) => {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  // Nothing answered yet: the dashboard stays, with "start".
  await expect(page.getByTestId('start-assessment')).toHaveText('Începeți evaluarea');
  const token = (await storedToken(page))!;
  for (const a of perfectAnswers([STEPS[0]!]).slice(0, 3))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);

  await page.goto(`${h.baseUrl}/ro/dashboard`);
  await expect(page).toHaveURL(`${h.baseUrl}/ro/assessment`);
  await expect(page.getByTestId('current-question')).toBeVisible();
  await page.goto(`${h.baseUrl}/ro`);
  await expect(page).toHaveURL(`${h.baseUrl}/ro/assessment`);
});

test('a finished user back on the dashboard sees the score and the way to the results', async ({
  page,
  h,
}) => {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await completeAssessment(page, h, account);
  const token = (await storedToken(page))!;
  const score = (await h.api('GET', '/api/assessment/overall-score', undefined, token)).body as {
    overallScore: number;
  };

  await page.goto(`${h.baseUrl}/ro/results`);
  await page.getByTestId('back-to-dashboard').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/dashboard`);
  const summary = page.getByTestId('home-score');
  await expect(summary.getByRole('heading', { name: 'Evaluarea dumneavoastră este completă' })).toBeVisible();
  await expect(page.getByTestId('home-score-value')).toHaveText(`${Math.round(score.overallScore)}%`);
  await expect(page.getByTestId('start-assessment')).toHaveCount(0);
  await expect(summary.getByRole('link', { name: 'Deschideți foaia de parcurs' })).toHaveAttribute(
    'href',
    '/ro/roadmap',
  );

  if (shots) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await page.screenshot({ path: join(shots, `dashboard-done-ro-${width}.png`) });
    }
  }

  await summary.getByRole('link', { name: 'Vedeți rezultatele' }).click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/results`);
});
