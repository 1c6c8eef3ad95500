/**
 * Answers kept in the browser while offline (product-spec §4 "Assessment"; features/assessment/
 * offline/): offline mid-step, each answer is kept in IndexedDB, shown "saved on this device" and
 * the chat goes on with the step's next question (from the question bank, in a worker started
 * while online); the kept answers outlive the tab; once the server is reachable they are sent in
 * order, each exactly once, and the server's position moves by exactly their number. At a step's
 * end, offline, the chat says the next step needs a connection. At 375 px the kept line fits.
 *
 * Reopening: the app has no service worker, so a tab opened while the browser is fully offline
 * cannot load at all. The tab is therefore reopened with the network back but every API call
 * failing at the network level (the server unreachable, the other case the queue covers): the
 * page and its scripts load, the chat shows the kept answers and resumes after them, and they are
 * sent when the browser then comes back online (`setOffline(false)`).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, expect, logIn, storedToken, test, withoutAutoAdvance } from './fixtures';
import type { Harness } from './harness';

test.skip(SKIP_BROWSER, SKIP_REASON);

const STEP = STEPS[0]!;
/** The first step: two context questions, then activities (every one asked for this company). */
const QUESTIONS = STEP.questions;
/** The options chosen: a company of 10–49 people with its own sales people, so nothing is left out. */
const CONTEXT_CHOICES = [1, 1];
/** The five answers given offline (questions 3–7): A, B, C, D, E. */
const OFFLINE = [2, 3, 4, 5, 6].map((i, n) => ({
  question: QUESTIONS[i]!,
  option: QUESTIONS[i]!.options[n]!,
}));

const SAVED = {
  ro: 'Salvat pe acest dispozitiv; va fi trimis când reveniți online',
  en: 'Saved on this device; it will be sent when you are back online',
} as const;
const NEXT_STEP = {
  ro: 'Pasul următor are nevoie de conexiune. Răspunsurile dumneavoastră sunt salvate pe acest dispozitiv și vor fi trimise când reveniți online.',
  en: 'The next step needs a connection. Your answers are saved on this device and will be sent when you are back online.',
} as const;

/** The answer call, as the chat sends it (one call a batch). */
const ANSWER_CALL = /\/trpc\/assessment\.answer\?batch=1$/;
const shown = (page: Page) => page.getByTestId('current-question');

interface Position {
  questionNumber: number;
  answered: number;
  history: { questionId: string; selectedOptionIds: string[] }[];
}

/** Where the server stands (the stored position, not the first unanswered), through REST. */
async function position(h: Harness, token: string): Promise<Position> {
  const res = await h.api('GET', '/api/assessment/current?redirectToUnanswered=false', undefined, token);
  expect(res.status).toBe(200);
  const body = res.body as {
    currentQuestion: { questionNumber: number };
    progress: { answeredQuestions: number };
    stepHistory: { question: { id: string }; answer: { selectedOptionIds: string[] } }[];
  };
  return {
    questionNumber: body.currentQuestion.questionNumber,
    answered: body.progress.answeredQuestions,
    history: body.stepHistory.map((p) => ({
      questionId: p.question.id,
      selectedOptionIds: p.answer.selectedOptionIds,
    })),
  };
}

/** Every answer the server stored (200) from the pages of `context`, as question ids in order. */
function storedAnswers(context: BrowserContext): string[] {
  const stored: string[] = [];
  context.on('response', (res) => {
    if (!ANSWER_CALL.test(res.url()) || res.status() !== 200) return;
    const body = JSON.parse(res.request().postData() ?? '{}') as { 0?: { questionId: string } };
    if (body[0]) stored.push(body[0].questionId);
  });
  return stored;
}

/** Choose option `optionId` of the question shown and send it. */
async function answer(page: Page, questionId: string, optionId: string): Promise<void> {
  await expect(shown(page)).toHaveAttribute('data-question-id', questionId);
  await page.getByTestId(`option-${optionId}`).click();
  await page.getByTestId('submit').click();
}

/**
 * Log in (`locale`), open the chat, answer the two context questions online, and wait until the
 * question bank's worker runs (started once the chat shows). Returns the stored token.
 */
async function startStep(page: Page, h: Harness, locale: 'ro' | 'en'): Promise<string> {
  await withoutAutoAdvance(page);
  const account = await h.createAccount({ verified: true, locale });
  await logIn(page, h, account, { locale });
  await page.goto(`${h.baseUrl}/${locale}/assessment`);
  for (const [i, choice] of CONTEXT_CHOICES.entries())
    await answer(page, QUESTIONS[i]!.id, QUESTIONS[i]!.options[choice]!.id);
  await expect(shown(page)).toHaveAttribute('data-question-id', OFFLINE[0]!.question.id);
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  await page.workers()[0]!.evaluate(() => true);
  return (await storedToken(page))!;
}

/** Offline, answer the five questions: each is kept and marked, and the chat goes on. */
async function answerOffline(page: Page, locale: 'ro' | 'en'): Promise<void> {
  await page.context().setOffline(true);
  for (const [n, { question, option }] of OFFLINE.entries()) {
    await answer(page, question.id, option.id);
    await expect(page.getByTestId('answer-pending')).toHaveCount(n + 1);
    await expect(page.getByTestId('answer-kept')).toHaveCount(n + 1);
  }
  await expect(page.getByTestId('answer-kept').first()).toHaveText(SAVED[locale]);
  // The next question of the step, as the server would ask it, from the bank.
  const next = QUESTIONS[7]!;
  await expect(shown(page)).toHaveAttribute('data-question-id', next.id);
  await expect(page.getByTestId('question')).toContainText(next.text[locale]);
  await expect(page.getByTestId('reconnecting')).not.toBeEmpty();
}

/** The server holds the five answers, in order, each as clicked, and moved on by exactly five. */
async function expectOnServer(h: Harness, token: string, before: Position, stored: string[]): Promise<void> {
  const after = await position(h, token);
  expect(after.questionNumber).toBe(before.questionNumber + OFFLINE.length);
  expect(after.answered).toBe(before.answered + OFFLINE.length);
  expect(after.history.slice(CONTEXT_CHOICES.length)).toEqual(
    OFFLINE.map(({ question, option }) => ({ questionId: question.id, selectedOptionIds: [option.id] })),
  );
  // Each reached the server once (no request stored the same answer twice), in the order given.
  expect(stored.slice(CONTEXT_CHOICES.length)).toEqual(OFFLINE.map(({ question }) => question.id));
}

test('offline answers are kept, survive the tab, and are sent in order once (ro, 375 px)', async ({
  page,
  context,
  h,
}) => {
  const stored = storedAnswers(context);
  const token = await startStep(page, h, 'ro');
  const before = await position(h, token);
  expect(before.questionNumber).toBe(3);

  await answerOffline(page, 'ro');
  // Nothing reached the server meanwhile.
  expect(await position(h, token)).toEqual(before);

  // At 375 px the kept lines wrap inside the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const line of await page.getByTestId('answer-kept').all()) {
    const box = (await line.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The tab is closed; a new one opens with the server still unreachable (see the file comment).
  await page.close();
  await context.setOffline(false);
  const unreachable = (route: { abort: (code: string) => Promise<void> }) =>
    route.abort('internetdisconnected');
  await context.route('**/trpc/**', unreachable);
  await context.route('**/api/**', unreachable);
  const again = await context.newPage();
  await again.goto(`${h.baseUrl}/ro/assessment`);
  await expect(again.getByTestId('answer-pending')).toHaveCount(OFFLINE.length);
  await expect(again.getByTestId('answer-kept')).toHaveCount(OFFLINE.length);
  await expect(shown(again)).toHaveAttribute('data-question-id', QUESTIONS[7]!.id);
  await expect(again.getByTestId('reconnecting')).not.toBeEmpty();
  expect(await position(h, token)).toEqual(before);

  // Back online: sent in order, once each; the chat then shows the server's next question.
  await context.setOffline(true);
  await context.unrouteAll();
  await context.setOffline(false);
  await expect(again.getByTestId('answer-pending')).toHaveCount(0, { timeout: 15_000 });
  await expect(again.getByTestId('answer-kept')).toHaveCount(0);
  await expect(again.getByTestId('reconnecting')).toBeEmpty();
  await expect(shown(again)).toHaveAttribute('data-question-id', QUESTIONS[7]!.id);
  await expect(again.getByTestId('nav-progress')).toContainText(`${before.answered + OFFLINE.length} din`);
  await expectOnServer(h, token, before, stored);
  // Nothing is left to send: the stored queue is empty.
  expect(await again.evaluate(keptInBrowser)).toBe(0);

  // The browser storage it uses is named on the privacy page, in both languages.
  const databases = await again.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  expect(databases).toContain('hai.answerQueue');
  for (const locale of ['ro', 'en'] as const) {
    await again.goto(`${h.baseUrl}/${locale}/privacy`);
    await expect(again.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const text = await again.getByRole('main').innerText();
    for (const name of databases) expect(text, `${name} on /${locale}/privacy`).toContain(name);
  }
});

test('a reopened chat sends the kept answers first, then shows where the server is (en)', async ({
  page,
  context,
  h,
}) => {
  const stored = storedAnswers(context);
  const token = await startStep(page, h, 'en');
  const before = await position(h, token);
  await answerOffline(page, 'en');
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(`${h.baseUrl}/en/assessment`);
  await expect(shown(again)).toHaveAttribute('data-question-id', QUESTIONS[7]!.id);
  await expect(again.getByTestId('answer-pending')).toHaveCount(0, { timeout: 15_000 });
  await expectOnServer(h, token, before, stored);
});

test('at the end of a step, offline, the next step waits for a connection (ro)', async ({
  page,
  context,
  h,
}) => {
  const stored = storedAnswers(context);
  const token = await startStep(page, h, 'ro');
  // Up to the step's last two questions through the API, then the chat opens there.
  const last = QUESTIONS.length;
  for (const q of QUESTIONS.slice(2, last - 2)) {
    const res = await h.api(
      'POST',
      '/api/assessment/answer',
      { questionId: q.id, selectedOptionIds: [q.options[0]!.id] },
      token,
    );
    expect(res.status).toBe(200);
  }
  await page.reload();
  await expect(shown(page)).toHaveAttribute('data-question-id', QUESTIONS[last - 2]!.id);
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  await page.workers()[0]!.evaluate(() => true);

  await context.setOffline(true);
  for (const q of QUESTIONS.slice(last - 2)) await answer(page, q.id, q.options[1]!.id);
  await expect(page.getByTestId('answer-kept')).toHaveCount(2);
  await expect(page.getByTestId('needs-connection')).toHaveText(NEXT_STEP.ro);
  await expect(shown(page)).toHaveCount(0);

  await context.setOffline(false);
  // Sent in order; the last finished the step: step progress opens, as after an answer online.
  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`, { timeout: 15_000 });
  expect(stored.slice(-2)).toEqual(QUESTIONS.slice(last - 2).map((q) => q.id));
  const after = await h.api('GET', '/api/assessment/status', undefined, token);
  expect(after.status).toBe(200);
});

test('a kept answer the server refuses is dropped, its message shown, and the chat goes back to it (en)', async ({
  page,
  context,
  h,
}) => {
  const message = 'Choose one answer';
  const [first, second] = OFFLINE as [(typeof OFFLINE)[number], (typeof OFFLINE)[number]];
  await context.route(ANSWER_CALL, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { 0?: { questionId: string } };
    if (body[0]?.questionId !== second.question.id) return route.continue();
    await route.fulfill({
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { error: { code: -32600, message, data: { error: 'VALIDATION_ERROR', message, httpStatus: 400 } } },
      ]),
    });
  });
  const token = await startStep(page, h, 'en');
  await context.setOffline(true);
  for (const { question, option } of [first, second]) await answer(page, question.id, option.id);
  await expect(page.getByTestId('answer-kept')).toHaveCount(2);

  await context.setOffline(false);
  await expect(page.getByTestId('answer-kept')).toHaveCount(0, { timeout: 15_000 });
  await expect(shown(page)).toHaveAttribute('data-question-id', second.question.id);
  await expect(page.getByTestId('action-error')).toHaveText(message);
  const after = await position(h, token);
  expect(after.history.map((p) => p.questionId)).toEqual(
    [...QUESTIONS.slice(0, 2), first.question].map((q) => q.id),
  );
  expect(await page.evaluate(keptInBrowser)).toBe(0);
});

test('logout forgets the answers kept on this device (ro)', async ({ page, context, h }) => {
  const token = await startStep(page, h, 'ro');
  const before = await position(h, token);
  // The server cannot be reached: the answers stay in the browser.
  await context.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
  for (const { question, option } of OFFLINE.slice(0, 2)) await answer(page, question.id, option.id);
  await expect(page.getByTestId('answer-kept')).toHaveCount(2);
  expect(await page.evaluate(keptInBrowser)).toBe(2);

  // Logout ends the session even when its call fails (spec §4), and forgets them.
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect.poll(() => page.evaluate(keptInBrowser)).toBe(0);
  await context.unrouteAll();
  expect(await position(h, token)).toEqual(before);
});

/** How many answers the browser still keeps, over every user (run in the page). */
async function keptInBrowser(): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('hai.answerQueue');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  if (!db.objectStoreNames.contains('answers')) return 0;
  const values = await new Promise<unknown[]>((resolve, reject) => {
    const req = db.transaction('answers').objectStore('answers').getAll();
    req.onsuccess = () => resolve(req.result as unknown[]);
    req.onerror = () => reject(req.error);
  });
  db.close();
  return values.reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);
}
