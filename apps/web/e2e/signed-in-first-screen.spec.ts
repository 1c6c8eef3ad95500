/**
 * Fast first load on the assessment (target: mobile LCP ≤ 1.5 s for a logged-in user): the server draws
 * the user's own chat into the HTML (apps/server/src/plugins/first-screen.ts, the web build's
 * ssr/entry.js) for the `hai_auth` cookie that the login sets, and the app takes it over:
 * - with JavaScript disabled, `/ro/assessment` and `/en/assessment` show the step, the answers
 *   given so far and the current question with its options, under the page's title;
 * - with JavaScript, the app takes over with no request for what the page shows (the answers
 *   come with it), no loading spinner, no layout shift (≤ 0.02) and the same drawing, at 1280
 *   and 375 px (the side panel closed above the chat on a phone, beside it on a wide screen);
 * - an option clicked, or its letter pressed, before the app has taken over is answered once
 *   it has;
 * - the cookie is HttpOnly and SameSite=Lax, scoped to the assessment's paths; logout deletes it,
 *   and the next visit gets no page drawn by the server.
 */
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { contextAnswers, expect, logIn, SKIP_BROWSER, SKIP_REASON, storedToken, test } from './fixtures';
import { drawnTree, holdApp, watchFirstPaint, withoutJs } from './first-paint';
import type { Harness } from './harness';

test.skip(SKIP_BROWSER, SKIP_REASON);

const STEP = STEPS[0]!;
const ANSWERED = 3;
/** The question after {@link ANSWERED} answers, and the one after it. */
const CURRENT = STEP.questions[ANSWERED]!;
const NEXT = STEP.questions[ANSWERED + 1]!;

/** Log in through the login screen (which sets the cookie) and give the first answers through the API. */
async function startedUser(page: Page, h: Harness, answers = ANSWERED): Promise<string> {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  const token = (await storedToken(page))!;
  for (const a of contextAnswers().slice(0, answers)) {
    const res = await h.api('POST', '/api/assessment/answer', a, token);
    expect(res.status, a.questionId).toBe(200);
  }
  return token;
}

/** How many answers the server holds for the user of `token`. */
async function answeredCount(h: Harness, token: string): Promise<number> {
  const res = await h.api('GET', '/api/assessment/current?redirectToUnanswered=true', undefined, token);
  return (res.body as { progress: { answeredQuestions: number } }).progress.answeredQuestions;
}

test('without JavaScript, the assessment shows the step, the answers so far and the question', async ({
  page,
  browser,
  h,
}) => {
  await startedUser(page, h);
  const storageState = await page.context().storageState();
  const cookies = storageState.cookies.filter((c) => c.name === 'hai_auth');
  // The login set it for the server alone, with the pages drawn with it: no script reads it, no
  // other request (API, assets) or other site's subrequest carries it.
  expect(cookies.map((c) => c.path).sort()).toEqual(['/en/assessment', '/ro/assessment']);
  for (const c of cookies) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  for (const locale of ['ro', 'en'] as const) {
    await withoutJs(
      browser,
      async (p) => {
        await p.goto(`${h.baseUrl}/${locale}/assessment`);
        await expect(p.locator('html')).toHaveAttribute('lang', locale);
        await expect(p).toHaveTitle(locale === 'ro' ? 'Evaluare · HAI Marketing Wheel' : /^Assessment · /);
        await expect(p.getByTestId('step-name')).toHaveText(STEP.name[locale]);
        await expect(p.getByTestId('current-question')).toHaveAttribute('data-question-id', CURRENT.id);
        await expect(p.getByTestId('question')).toContainText(CURRENT.text[locale]);
        for (const option of CURRENT.options)
          await expect(p.getByTestId('current-question')).toContainText(option.text[locale]);
        // The answers given so far, above the question.
        await expect(p.getByTestId('chat')).toContainText(STEP.questions[0]!.text[locale]);
        await expect(p.getByTestId('side-panel')).toBeVisible();
      },
      { storageState },
    );
  }
});

for (const { width, height, mobile } of [
  { width: 1280, height: 900, mobile: false },
  { width: 375, height: 740, mobile: true },
]) {
  test(`the app takes over the assessment with no request, spinner or shift at ${width} px`, async ({
    page,
    browser,
    h,
  }) => {
    await startedUser(page, h);
    const storageState = await page.context().storageState();
    // A phone's browser, or a narrow desktop window: the server cannot tell them apart.
    const options = mobile
      ? { viewport: { width, height }, isMobile: true, hasTouch: true, storageState }
      : { viewport: { width, height }, storageState };
    let html: string[] = [];
    await withoutJs(
      browser,
      async (p) => {
        await p.goto(`${h.baseUrl}/ro/assessment`);
        html = await drawnTree(p);
      },
      options,
    );
    const context = await browser.newContext({ ...options, locale: 'ro-RO' });
    const p = await context.newPage();
    const firstPaint = await watchFirstPaint(p);
    const calls: string[] = [];
    p.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/trpc/')) calls.push(url.pathname);
    });
    await p.goto(`${h.baseUrl}/ro/assessment`);
    await expect(p.locator('html')).toHaveAttribute('data-app', 'ready');
    await p.waitForLoadState('networkidle');
    // The user, the status and the chat's view came with the page: the app asked for none of them.
    expect(calls.filter((c) => /auth\.me|assessment\.(status|current)/.test(c))).toEqual([]);
    const seen = await firstPaint();
    expect(seen.loader, 'the loading spinner appeared').toBe(false);
    expect(seen.shift, 'layout shift sum').toBeLessThanOrEqual(0.02);
    // The same drawing; only the server's marker for "width unknown, the stylesheet decides" goes.
    const unmeasured = html.filter((line) => line.includes('side-panel--unsized'));
    expect(unmeasured).toHaveLength(1);
    expect(await drawnTree(p), 'the app draws what the HTML drew').toEqual(
      html.map((line) => line.replace(' side-panel--unsized', '')),
    );
    // The side panel: beside the chat and open on a wide screen, closed above it on a phone.
    const details = p.getByTestId('side-panel').locator('details');
    if (mobile) await expect(details).not.toHaveAttribute('open');
    else await expect(details).toHaveAttribute('open');
    await expect(p.getByTestId('wheel-completed')).toBeVisible({ visible: !mobile });
    await context.close();
  });
}

test('an option clicked, or its letter pressed, before the app has taken over is answered', async ({
  page,
  h,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await startedUser(page, h);
  // Reduced motion: the answer comes without the typing indicator's wait.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let release = await holdApp(page);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  const question = page.getByTestId('current-question');
  await expect(question).toHaveAttribute('data-question-id', CURRENT.id);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  // A click on option A's label (auto-advance is on by default): nothing is sent yet.
  await question.getByText(CURRENT.options[0]!.text.ro, { exact: true }).click();
  expect(await answeredCount(h, token)).toBe(ANSWERED);
  release();
  await expect(question).toHaveAttribute('data-question-id', NEXT.id);
  expect(await answeredCount(h, token)).toBe(ANSWERED + 1);

  // The letter of option B on the next page load, pressed while the app is still on its way.
  await page.unrouteAll();
  release = await holdApp(page);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(question).toHaveAttribute('data-question-id', NEXT.id);
  // The starter runs (it has asked for the app): a key pressed now is its to hold.
  await release.requested;
  await page.keyboard.press('b');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  expect(await answeredCount(h, token)).toBe(ANSWERED + 1);
  release();
  await expect(question).toHaveAttribute('data-question-id', STEP.questions[ANSWERED + 2]!.id);
  expect(await answeredCount(h, token)).toBe(ANSWERED + 2);
  // The letter chose option B.
  const current = await h.api('GET', '/api/assessment/current?redirectToUnanswered=true', undefined, token);
  const history = (
    current.body as { stepHistory: { question: { id: string }; answer: { selectedOptionIds: string[] } }[] }
  ).stepHistory;
  expect(history.find((a) => a.question.id === NEXT.id)?.answer.selectedOptionIds).toEqual([
    NEXT.options[1]!.id,
  ]);
});

test('after the step opened by a page load is finished, Continue shows the next step, not the question the page came with', async ({
  page,
  h,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startedUser(page, h, STEP.questions.length - 1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const last = STEP.questions[STEP.questions.length - 1]!;
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const question = page.getByTestId('current-question');
  await expect(question).toHaveAttribute('data-question-id', last.id);
  await question.getByText(last.options[0]!.text.ro, { exact: true }).click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`);
  await page.getByTestId('continue').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/assessment`);
  await expect(question).toHaveAttribute('data-question-id', STEPS[1]!.questions[0]!.id);
});

test('logout deletes the cookie: the next visit to the assessment is not drawn by the server', async ({
  page,
  h,
}) => {
  await startedUser(page, h);
  const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'hai_auth');
  expect(await cookie()).toBeDefined();
  const before = await (await page.request.get(`${h.baseUrl}/ro/assessment`)).text();
  expect(before).toContain(CURRENT.text.ro);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/login`);
  await expect.poll(cookie).toBeUndefined();
  const after = await (await page.request.get(`${h.baseUrl}/ro/assessment`)).text();
  expect(after).toContain('<div id="root"></div>');
  expect(after).not.toContain(CURRENT.text.ro);
});
