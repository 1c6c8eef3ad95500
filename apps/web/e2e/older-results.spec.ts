/**
 * An earlier assessment's results, read-only, in English and Romanian: a user
 * completes an assessment (with its roadmap), starts a re-take and answers a few questions; the
 * dashboard's "Your assessments" links the first one's date to its results
 * (`/en/results?assessment=<id>`), which open during the re-take with the banner "You are viewing
 * your assessment of {date} (read-only)", the first assessment's overall score (as
 * `GET /assessment/overall-score?assessmentId` gives it), no e-mail or progress tab, a PDF of that
 * assessment (its cover "Assessment of {date}", its score and roadmap, named after the day it was
 * completed), and its roadmap's tasks without add, regenerate, kanban, status or edit controls; "See your latest
 * results" leads to the chat (the re-take is under way). A malformed or unknown id shows
 * "Assessment not found" with the link to the latest results.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HistoryOutput, OverallScoreView, RoadmapTaskView } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, completeAssessment, expect, storedToken, test } from './fixtures';
import { answerSets } from './progress-setup';

test.skip(SKIP_BROWSER, SKIP_REASON);

const work = mkdtempSync(join(tmpdir(), 'hai-older-pdf-'));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const date = (iso: string, locale: 'en' | 'ro') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

test('an earlier assessment’s results and roadmap, read-only, while a re-take is under way', async ({
  page,
  h,
}) => {
  test.setTimeout(180_000);
  const sets = answerSets();
  const account = await h.createAccount({ verified: true, locale: 'en' });
  await completeAssessment(page, h, account, { locale: 'en', answers: sets.then });
  const token = (await storedToken(page))!;
  const generated = await h.api('POST', '/api/roadmap/generate', { locale: 'en' }, token);
  expect(generated.status, JSON.stringify(generated.body)).toBeLessThan(300);
  const tasks = (generated.body as { tasks: RoadmapTaskView[] }).tasks;
  expect(tasks.length).toBeGreaterThan(0);

  const retake = await h.api('POST', '/api/assessment/retake', undefined, token);
  expect(retake.status, JSON.stringify(retake.body)).toBeLessThan(300);
  for (const a of sets.now.slice(0, 4))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);

  const history = (await h.api('GET', '/api/assessment/history', undefined, token)).body as HistoryOutput;
  const first = history.assessments.find((a) => a.status === 'completed')!;
  expect(first.latest).toBe(false);
  const overall = (
    await h.api('GET', `/api/assessment/overall-score?locale=en&assessmentId=${first.id}`, undefined, token)
  ).body as OverallScoreView;
  expect(overall.overallScore).toBeLessThan(100);

  await test.step('the history links the first assessment’s date to its results', async () => {
    // The re-take under way opens the chat; the navbar's "Dashboard" keeps the user there.
    await page.goto(`${h.baseUrl}/en/dashboard`);
    await expect(page).toHaveURL(`${h.baseUrl}/en/assessment`);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(`${h.baseUrl}/en/dashboard`);
    await expect(page.getByTestId('history-row')).toHaveCount(2);
    // Only the earlier completed one links; the re-take under way does not.
    await expect(page.getByTestId('history-open')).toHaveCount(1);
    await page
      .getByRole('link', { name: `Results of your assessment of ${date(first.completedAt!, 'en')}` })
      .click();
    await expect(page).toHaveURL(`${h.baseUrl}/en/results?assessment=${first.id}`);
  });

  await test.step('the banner, the first assessment’s score, nothing acting on the latest', async () => {
    await expect(page.getByTestId('older-banner')).toContainText(
      `You are viewing your assessment of ${date(first.completedAt!, 'en')} (read-only). See your latest results`,
    );
    await expect(page.getByTestId('score')).toHaveText(`${overall.overallScore}%`);
    await expect(page.getByTestId('level')).toHaveAttribute('data-band', String(overall.band));
    await expect(page.getByTestId('send-results')).toHaveCount(0);
    await expect(page.getByTestId('tab-button-progress')).toHaveCount(0);
  });

  await test.step('its PDF: that assessment’s cover, score and roadmap, named after its day', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-pdf').click();
    const download = await downloading;
    const completed = await page.evaluate((iso) => {
      const d = new Date(iso);
      const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      return { day, long: new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(d) };
    }, first.completedAt!);
    expect(download.suggestedFilename()).toBe(`HAI-Marketing-Wheel-Rezultate-${completed.day}.pdf`);
    const path = join(work, 'older.pdf');
    await download.saveAs(path);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Assessment of ${completed.long} · generated on `);
    expect(flat).toContain(`${overall.overallScore}%`);
    // Its own roadmap, not a generated one: every task's title is in the report.
    const squashed = text.replace(/\s+/g, '');
    for (const task of tasks) expect(squashed).toContain(task.title.replace(/\s+/g, ''));
    await expect(page.locator('[data-testid^="pdf-alert-"]')).toHaveCount(0);
    // Nothing was added to the earlier roadmap, and no roadmap was generated for the re-take.
    const after = await h.api('GET', `/api/roadmap?assessmentId=${first.id}`, undefined, token);
    expect((after.body as { tasks: unknown[] }).tasks).toHaveLength(tasks.length);
    const latest = await h.api('GET', '/api/roadmap', undefined, token);
    expect((latest.body as { tasks: unknown[] }).tasks).toHaveLength(0);
  });

  await test.step('its roadmap: the tasks, no add, regenerate, drag, status or edit', async () => {
    await page.getByTestId('tab-button-roadmap').click();
    await expect(page).toHaveURL(`${h.baseUrl}/en/results?assessment=${first.id}&tab=roadmap`);
    await expect(page.getByTestId('roadmap-readonly')).toHaveText(
      "An earlier assessment's roadmap is kept as it was: its tasks cannot be changed.",
    );
    await expect(page.getByTestId('timeline-task')).toHaveCount(tasks.length);
    await expect(page.getByTestId('task-status')).toHaveCount(tasks.length);
    for (const id of ['roadmap-add', 'roadmap-regenerate', 'view-kanban', 'task-status-select', 'task-open'])
      await expect(page.getByTestId(id)).toHaveCount(0);
    await page.getByTestId('view-list').click();
    await expect(page.getByTestId('list-row')).toHaveCount(tasks.length);
    await expect(page.getByTestId('task-status-select')).toHaveCount(0);
    await expect(page.getByTestId('task-open')).toHaveCount(0);
  });

  await test.step('in Romanian', async () => {
    await page.goto(`${h.baseUrl}/ro/results?assessment=${first.id}&tab=overview`);
    await expect(page.getByTestId('older-banner')).toContainText(
      `Vizualizați evaluarea dumneavoastră din ${date(first.completedAt!, 'ro')} (doar pentru citire).`,
    );
    await expect(page.getByTestId('score')).toHaveText(`${overall.overallScore}%`);
  });

  await test.step('a malformed or unknown id: not found, with the way to the latest', async () => {
    await page.goto(`${h.baseUrl}/en/results?assessment=nonsense`);
    await expect(page.getByTestId('older-not-found')).toContainText('Assessment not found');
    await page.goto(`${h.baseUrl}/en/results?assessment=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByTestId('older-not-found')).toContainText('Assessment not found');
    await expect(page.getByTestId('tab-button-overview')).toHaveCount(0);
  });

  await test.step('"See your latest results": the re-take under way, so the chat', async () => {
    await page.goto(`${h.baseUrl}/en/results?assessment=${first.id}`);
    await page.getByRole('link', { name: 'See your latest results' }).click();
    await expect(page).toHaveURL(`${h.baseUrl}/en/assessment`);
  });
});
