/**
 * An answer sent during an outage (the web part): the tRPC answer call
 * (`POST /trpc/assessment.answer?batch=1`) is answered 503 with `Retry-After`, as the server does
 * while its database is down, or fails on the network. The chat says in a polite live region that
 * it is reconnecting, keeps the answer's bubble, sends the same payload again, and once it is
 * stored shows the next question with the message gone; so too while the browser is offline. A refusal (409) is not sent again and
 * shows its error as before. With SHOTS_DIR set, the message is photographed at 1280 and 375 px.
 */
import type { Page, Route } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, axe, expect, logIn, test, withoutAutoAdvance } from './fixtures';
import { fitsThenShoot, watchErrors } from './screens';

test.skip(SKIP_BROWSER, SKIP_REASON);

/** The answer alone in its batch, as the chat sends it. */
const ANSWER_CALL = /\/trpc\/assessment\.answer\?batch=1$/;
const STEP = STEPS[0]!;
const [Q1, Q2] = STEP.questions as [(typeof STEP.questions)[number], (typeof STEP.questions)[number]];
const C = Q1.options[2]!;

const RECONNECTING = {
  ro: 'Conexiunea s-a întrerupt — se reconectează… Răspunsul dumneavoastră este păstrat și va fi trimis imediat ce serverul este din nou disponibil.',
  en: 'Connection lost — reconnecting… Your answer is kept and will be sent as soon as the server is back.',
} as const;

/** The server's answer while its database is down: the tRPC envelope of a 503, and Retry-After. */
function unavailable(route: Route, retryAfterSeconds: number): Promise<void> {
  const message = 'Serviciul nu este încă pregătit. Vă rugăm să încercați din nou în câteva momente.';
  return route.fulfill({
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
    body: JSON.stringify([
      {
        error: {
          code: -32603,
          message,
          data: { error: 'SERVICE_UNAVAILABLE', message, httpStatus: 503 },
        },
      },
    ]),
  });
}

/**
 * Route the answer calls through `answer` (each request's body recorded in `bodies`); `answer`
 * returns false to let the call reach the server.
 */
async function interceptAnswers(
  page: Page,
  answer: (route: Route, n: number) => Promise<boolean>,
): Promise<string[]> {
  const bodies: string[] = [];
  await page.route(ANSWER_CALL, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    bodies.push(route.request().postData() ?? '');
    if (!(await answer(route, bodies.length))) await route.continue();
  });
  return bodies;
}

/** Log in (`locale`), open the chat at question 1 and send option C. */
async function sendFirstAnswer(
  page: Page,
  h: Parameters<typeof logIn>[1],
  locale: 'ro' | 'en',
): Promise<void> {
  await withoutAutoAdvance(page);
  const account = await h.createAccount({ verified: true, locale });
  await logIn(page, h, account, { locale });
  await page.goto(`${h.baseUrl}/${locale}/assessment`);
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', Q1.id);
  await page.getByTestId(`option-${C.id}`).click();
  await page.getByTestId('submit').click();
}

test('a 503 is waited out: reconnecting message, same answer sent again, then the next question', async ({
  page,
  h,
}) => {
  const times: number[] = [];
  const bodies = await interceptAnswers(page, async (route, n) => {
    times.push(Date.now());
    if (n > 2) return false;
    await unavailable(route, 2);
    return true;
  });
  await sendFirstAnswer(page, h, 'ro');

  // In a polite live region (there, empty, before), with the answer kept on screen.
  const message = page.getByTestId('reconnecting');
  await expect(message).toHaveText(RECONNECTING.ro);
  await expect(message).toHaveAttribute('aria-live', 'polite');
  await expect(message).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('answer-pending')).toBeVisible();
  // The message's contrast and markup, as the a11y spec checks every screen.
  const found = await axe(page).include('[data-testid="reconnecting"]').analyze();
  expect(found.violations.map((v) => v.id)).toEqual([]);

  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', Q2.id, {
    timeout: 15_000,
  });
  await expect(message).toBeEmpty();
  await expect(page.getByTestId('action-error')).toHaveCount(0);
  await expect(page.getByTestId('nav-progress')).toContainText('1 din 180');
  // Two refusals, then the one that landed: the same payload each time.
  expect(bodies).toHaveLength(3);
  expect(new Set(bodies).size).toBe(1);
  // Sent again after the server's Retry-After (2 s), not sooner.
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1900);
  expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1900);
  expect(JSON.parse(bodies[0]!)).toEqual({
    0: { questionId: Q1.id, selectedOptionIds: [C.id], additionalInputs: {} },
  });
});

test('a network failure is retried too (en)', async ({ page, h }) => {
  const bodies = await interceptAnswers(page, async (route, n) => {
    if (n > 1) return false;
    await route.abort('internetdisconnected');
    return true;
  });
  await sendFirstAnswer(page, h, 'en');
  await expect(page.getByTestId('reconnecting')).toHaveText(RECONNECTING.en);
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', Q2.id, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('reconnecting')).toBeEmpty();
  expect(bodies).toHaveLength(2);
});

test('offline: the answer waits, then is sent once the browser is back online', async ({ page, h }) => {
  await withoutAutoAdvance(page);
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await page.getByTestId(`option-${C.id}`).click();
  await page.context().setOffline(true);
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('reconnecting')).toHaveText(RECONNECTING.ro);
  await expect(page.getByTestId('answer-pending')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', Q2.id, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('reconnecting')).toBeEmpty();
});

test('a refusal (409) is not sent again and shows its error, as before', async ({ page, h }) => {
  // The page's timers run on a clock the test moves: the first retry's wait passes at once.
  await page.clock.install();
  const bodies = await interceptAnswers(page, async (route) => {
    const message = 'Răspundeți mai întâi la întrebările anterioare.';
    await route.fulfill({
      status: 409,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { error: { code: -32009, message, data: { error: 'CONFLICT', message, httpStatus: 409 } } },
      ]),
    });
    return true;
  });
  await sendFirstAnswer(page, h, 'ro');
  await expect(page.getByTestId('action-error')).toHaveText(
    'Răspundeți mai întâi la întrebările anterioare.',
  );
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', Q1.id);
  await expect(page.getByTestId('reconnecting')).toBeEmpty();
  // Past the first retry's wait (1 s) on the page's clock, a retry would be sent at once; a call
  // the page sends after that reaches the interception after it, so the count is complete then.
  await page.clock.runFor(1500);
  await page.route('**/api/health', (route) => route.continue());
  expect(await page.evaluate(() => fetch('/api/health').then((r) => r.status))).toBe(200);
  expect(bodies).toHaveLength(1);
});

test('the reconnecting message fits at 1280 and 375 px without errors (screenshots with SHOTS_DIR)', async ({
  page,
  h,
}) => {
  const dir = process.env.SHOTS_DIR;
  const errors = watchErrors(page);
  let outage = true;
  await interceptAnswers(page, async (route) => {
    if (!outage) return false;
    await unavailable(route, 1);
    return true;
  });
  for (const locale of ['ro', 'en'] as const) {
    outage = true;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.context().clearCookies();
    await sendFirstAnswer(page, h, locale);
    await expect(page.getByTestId('reconnecting')).not.toBeEmpty();
    for (const size of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(size);
      await page.getByTestId('reconnecting').scrollIntoViewIfNeeded();
      await fitsThenShoot(page, dir, `reconnecting-${locale}-${size.width}.png`);
    }
    outage = false;
    await expect(page.getByTestId('reconnecting')).toBeEmpty({ timeout: 15_000 });
    await page.evaluate(() => window.localStorage.removeItem('authToken'));
  }
  errors.check('reconnecting');
});
