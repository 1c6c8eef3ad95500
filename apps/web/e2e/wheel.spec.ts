/**
 * The assessment's side panel (spec §2 "Assessment"): after step 1, the wheel is
 * a 320×320 canvas with step 1 teal, step 2 yellow and the rest grey; hovering or tapping a
 * segment shows the step's name and ideal AI / HUMAN split; "1 din 12 completate" and the two
 * progress bars. On the way, the step-progress page throws its confetti with no CSP violation.
 * With SHOTS_DIR set, screenshots of the panel at 1280 and 375 px in ro and en.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import {
  SKIP_BROWSER,
  SKIP_REASON,
  completeAssessment,
  contextAnswers,
  expect,
  logIn,
  storedToken,
  test,
} from './fixtures';
import { fitsThenShoot, watchErrors } from './screens';
import type { Account, Harness } from './harness';

test.skip(SKIP_BROWSER, SKIP_REASON);

const shots = process.env.SHOTS_DIR;
const STEP1 = perfectAnswers([STEPS[0]!]);
// The wheel's geometry (features/assessment/wheel/geometry.ts): ring 35..140 around (160, 160),
// 12 segments clockwise from 12 o'clock. The middle of segment i at radius 75 (labels sit near
// the outer edge).
const mid = (i: number) => {
  const a = -Math.PI / 2 + ((i + 0.5) * 2 * Math.PI) / 12;
  return { x: 160 + 75 * Math.cos(a), y: 160 + 75 * Math.sin(a) };
};

/** Log in and answer step 1 through the API and step 2's first question. */
async function afterStepOne(page: Page, h: Harness, account: Account) {
  await logIn(page, h, account, { locale: account.locale });
  const token = (await storedToken(page))!;
  const two = perfectAnswers([STEPS[1]!]).slice(0, 1);
  for (const a of [...STEP1, ...two])
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);
}

/** The RGB of the canvas pixel at CSS point (x, y) of the 320-px wheel. */
function pixel(page: Page, x: number, y: number): Promise<number[]> {
  return page.getByTestId('wheel-canvas').evaluate(
    (c: HTMLCanvasElement, [px, py]) => {
      const k = c.width / c.getBoundingClientRect().width;
      return Array.from(
        c.getContext('2d')!.getImageData(Math.round(px! * k), Math.round(py! * k), 1, 1).data,
      ).slice(0, 3);
    },
    [x, y],
  );
}

test('finishing step 1: confetti without a CSP violation, then the wheel shows step 1 done and step 2 current', async ({
  page,
  h,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The suite runs with reduced motion, which (rightly) skips the confetti: not here.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  const token = (await storedToken(page))!;
  for (const a of STEP1.slice(0, -1))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);

  await page.goto(`${h.baseUrl}/ro/assessment`);
  const last = STEP1.at(-1)!;
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', last.questionId);
  await expect(page.getByTestId('wheel-completed')).toHaveText('0 din 12 completate');
  // A single choice is sent as soon as it is chosen (auto-advance, on by default).
  for (const id of last.selectedOptionIds) await page.getByTestId(`option-${id}`).click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`);

  await test.step('the confetti is drawn on our canvas and the CSP reports nothing', async () => {
    const confetti = page.getByTestId('confetti');
    await expect(confetti).toBeAttached();
    await expect
      .poll(() =>
        confetti.evaluate((c: HTMLCanvasElement) => {
          const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) return true;
          return false;
        }),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  await page.getByTestId('continue').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/assessment`);
  const canvas = page.getByTestId('wheel-canvas');
  await expect(canvas).toBeVisible();

  await test.step('a 320×320 canvas: step 1 teal, step 2 yellow, the others grey', async () => {
    const box = (await canvas.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([320, 320]);
    const near = (got: number[], want: number[]) =>
      expect(
        got.every((v, i) => Math.abs(v - want[i]!) <= 3),
        `${got} ≈ ${want}`,
      ).toBe(true);
    const at = (i: number) => pixel(page, mid(i).x, mid(i).y);
    near(await at(0), [0x0f, 0x76, 0x6e]);
    near(await at(1), [0xfb, 0xbf, 0x24]);
    near(await at(2), [0xcb, 0xd5, 0xe1]);
    near(await at(11), [0xcb, 0xd5, 0xe1]);
  });

  await expect(page.getByTestId('wheel-completed')).toHaveText('1 din 12 completate');
  await expect(canvas).toHaveAttribute('role', 'img');
  await expect(canvas).toHaveAttribute('aria-label', /1 din 12 pași completați, pasul curent: /);
  await expect(page.getByTestId('wheel-overall-progress')).toHaveAttribute('aria-valuenow', '15');
  await expect(page.getByTestId('wheel-overall-progress')).toHaveAttribute('aria-valuemax', '180');
  await expect(page.getByTestId('wheel-step-progress')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('wheel-step-progress')).toHaveAttribute('aria-valuemax', '15');

  await test.step('hovering a segment shows its step name and ideal split', async () => {
    const s = STEPS[1]!;
    await canvas.hover({ position: mid(1) });
    const tip = page.getByTestId('wheel-tooltip');
    await expect(tip).toContainText(`2. ${s.name.ro}`);
    await expect(tip).toContainText(`AI ${100 - s.targetHumanPercent}% · UMAN ${s.targetHumanPercent}%`);
    await page.mouse.move(5, 5);
    await expect(tip).toHaveCount(0);
  });

  await test.step('the hidden table lists the 12 steps with status and split', async () => {
    const rows = page.getByTestId('wheel-table').locator('tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(rows.nth(0)).toContainText('completat');
    await expect(rows.nth(1)).toContainText('în curs');
    await expect(rows.nth(2)).toContainText('neînceput');
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 760 } });

  test('the panel is collapsed above the chat, and a tap shows the tooltip', async ({ page, h }) => {
    const account = await h.createAccount({ verified: true, locale: 'en' });
    await afterStepOne(page, h, account);
    await page.goto(`${h.baseUrl}/en/assessment`);
    const summary = page.getByTestId('side-panel-summary');
    await expect(summary).toHaveText('Progress: 1 of 12 steps');
    const canvas = page.getByTestId('wheel-canvas');
    await expect(canvas).toBeHidden();
    // Above the chat: measured until both boxes exist (a box read while the chat's first screen
    // gives way to the app is null for an instant).
    await expect
      .poll(async () => {
        const chat = await page.getByTestId('chat').boundingBox();
        const panel = await summary.boundingBox();
        return chat && panel ? panel.y < chat.y : null;
      })
      .toBe(true);

    await summary.tap();
    await expect(canvas).toBeVisible();
    await expect(page.getByTestId('wheel-completed')).toHaveText('1 of 12 completed');
    const box = (await canvas.boundingBox())!;
    const s = STEPS[5]!;
    await canvas.tap({ position: { x: (mid(5).x * box.width) / 320, y: (mid(5).y * box.height) / 320 } });
    const tip = page.getByTestId('wheel-tooltip');
    await expect(tip).toContainText(`6. ${s.name.en}`);
    await expect(tip).toContainText(`AI ${100 - s.targetHumanPercent}% · HUMAN ${s.targetHumanPercent}%`);
  });
});

for (const locale of ['ro', 'en'] as const) {
  test(`the panel fits at 1280 and 375 px without errors (${locale}; screenshots with SHOTS_DIR)`, async ({
    page,
    h,
  }) => {
    const errors = watchErrors(page);
    const account = await h.createAccount({ verified: true, locale });
    await afterStepOne(page, h, account);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await page.goto(`${h.baseUrl}/${locale}/assessment`);
      await expect(page.getByTestId('side-panel')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      if (width < 900) {
        await fitsThenShoot(page, shots, `wheel-${locale}-${width}-closed.png`);
        await page.getByTestId('side-panel-summary').click();
      }
      await page.getByTestId('wheel-canvas').hover({ position: mid(3) });
      await fitsThenShoot(page, shots, `wheel-${locale}-${width}.png`);
    }
    errors.check(`wheel ${locale}`);
  });

  test(`the radars name every axis with its values, with nothing focusable in the drawing (${locale})`, async ({
    page,
    h,
  }) => {
    const answers = contextAnswers((i) =>
      i === STEPS.length - 1 ? null : (['A', 'B', 'C', 'D'] as const)[i % 4]!,
    );
    const account = await h.createAccount({ verified: true, locale });
    await completeAssessment(page, h, account, { locale, answers });
    await page.goto(`${h.baseUrl}/${locale}/results?tab=overview`);
    const chart = page.getByTestId('chart-ai');
    const items = page.getByTestId('chart-ai-list').getByRole('listitem');
    await expect(items).toHaveCount(12);
    const [you, target, missing] =
      locale === 'ro'
        ? ['Actual', 'Țintă', /Neevaluat|Prea puține răspunsuri/]
        : ['You', 'Target', /Not scored|Not enough answers/];
    const first = STEPS[0]!;
    await expect(items.nth(0)).toContainText(first.name[locale]);
    await expect(items.nth(0)).toContainText(
      new RegExp(`${you}: \\d+% · ${target}: ${100 - first.targetHumanPercent}%`),
    );
    await expect(items.nth(11)).toContainText(missing);
    await expect(chart.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(chart.locator('svg [tabindex], svg [role]')).toHaveCount(0);
    // The pointer still gets a tooltip.
    await chart.getByTestId('radar-hit').nth(3).hover();
    await expect(page.getByTestId('chart-ai-tooltip')).toContainText(`4. ${STEPS[3]!.name[locale]}`);
    await expect(items.nth(3)).toHaveClass(/radar-bars__item--active/);
    if (!shots) return;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await page.goto(`${h.baseUrl}/${locale}/results?tab=overview`);
      await expect(page.getByTestId('chart-ai-list')).toBeVisible();
      await page.getByTestId('chart-ai').screenshot({ path: join(shots, `radar-${locale}-${width}.png`) });
    }
  });
}
