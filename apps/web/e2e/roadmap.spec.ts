/**
 * Roadmap screen: the roadmap generated on first visit, a
 * custom task added in the modal (HTML shown as typed, the Custom badge), a kanban card moved to
 * another column with the keyboard only (with its announcement) and by mouse, a reorder within a
 * column, an edit in the modal (focus back on the card), a delete with confirmation, a regenerate
 * that keeps the custom task, and a reload that shows everything as it was saved; the list's
 * sorting and status select, the remembered view and category, a refused change rolled back with
 * an alert, and the CSV and iCalendar exports. With SHOTS_DIR set, screenshots of the three views.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { RoadmapTaskView } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, completeAssessment, expect, storedToken, test } from './fixtures';
import { fitsThenShoot, watchErrors } from './screens';
import type { Harness } from './harness';

test.skip(SKIP_BROWSER, SKIP_REASON);

/** The user's tasks as the REST API returns them, by orderIndex. */
async function apiTasks(page: Page, h: Harness): Promise<RoadmapTaskView[]> {
  const res = await h.api('GET', '/api/roadmap', undefined, (await storedToken(page))!);
  expect(res.status).toBe(200);
  return (res.body as { tasks: RoadmapTaskView[] }).tasks;
}

const column = (page: Page, status: string) => page.getByTestId(`kanban-column-${status}`);
const cards = (page: Page, status: string) => column(page, status).getByTestId('kanban-card');
const cardTitles = (page: Page, status: string) => cards(page, status).getByTestId('task-open');
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Move a picked-up card with `key` until the live region says `announced`. dnd-kit's keyboard
 * sensor starts listening a task after the pick-up: on a busy machine the first arrow can come
 * before it does and do nothing, so it is pressed again, never once the move is announced.
 */
async function moveBy(page: Page, key: 'ArrowDown' | 'ArrowRight', announced: string): Promise<void> {
  await expect(async () => {
    if (!(await liveRegion(page).textContent())?.includes(announced)) await page.keyboard.press(key);
    await expect(liveRegion(page)).toContainText(announced, { timeout: 1_000 });
  }).toPass();
}

/** Drag `source` onto `target` with the mouse, in small steps (dnd-kit waits for 6 px of movement). */
async function mouseDrag(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 3 });
  await page.mouse.up();
}

test('generate, add, move by keyboard and mouse, reorder, edit, delete, regenerate, reload', async ({
  page,
  h,
}) => {
  test.setTimeout(180_000);
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await completeAssessment(page, h, account);
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));

  // First visit: the roadmap is generated from the results, shown as a timeline.
  await page.goto(`${h.baseUrl}/ro/roadmap`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap strategic' })).toBeVisible();
  await expect(page.getByTestId('roadmap-timeline')).toBeVisible();
  const generated = await apiTasks(page, h);
  expect(generated.length).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('count-not_started')).toHaveText(String(generated.length));
  await expect(page.getByTestId('roadmap-percent')).toHaveText('0% finalizat');
  await expect(page.getByTestId('timeline-task')).toHaveCount(generated.length);
  await expect(page.getByTestId('timeline-group').first().getByRole('heading')).toContainText('0–3 luni');

  // Kanban: every task under "Neînceput", the two other columns empty.
  await page.getByTestId('view-kanban').click();
  await expect(cards(page, 'not_started')).toHaveCount(generated.length);
  await expect(column(page, 'in_progress').getByTestId('column-empty')).toHaveText('Nu există task-uri');
  await expect(column(page, 'completed').getByTestId('column-empty')).toHaveText('Nu există task-uri');

  // Add a custom task: HTML in the title is stored and shown as text; uncategorised → "Altele".
  const customTitle = '<b>Newsletter</b> lunar „Știri & trucuri”';
  await page.getByTestId('roadmap-add').click();
  const modal = page.getByTestId('task-modal');
  await expect(modal.getByRole('heading', { name: 'Task nou' })).toBeVisible();
  await expect(modal.getByTestId('task-title')).toBeFocused();
  // Every field is found by its label (a screen-reader or voice user's way in): the title's
  // label points at the input, not at the dialog's heading.
  const titleField = modal.getByLabel('Titlu', { exact: true });
  await expect(titleField).toHaveCount(1);
  await expect(titleField).toHaveAttribute('data-testid', 'task-title');
  for (const label of ['Categorie', 'Stare', 'Prioritate'])
    await expect(modal.getByLabel(label, { exact: true }), label).toHaveCount(1);
  const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    'duplicate ids',
  ).toEqual([]);
  await modal.getByTestId('task-save').click();
  await expect(modal.getByTestId('task-error-title')).toHaveText('Acest câmp este obligatoriu');
  await titleField.fill(`   ${customTitle}  `);
  await modal.getByTestId('task-category').selectOption({ label: 'Altele' });
  await modal.getByTestId('task-status').selectOption({ label: 'În desfășurare' });
  await modal.getByTestId('task-notes').fill('Cu echipa de conținut');
  await modal.getByTestId('task-save').click();
  await expect(modal).toBeHidden();
  const custom = cards(page, 'in_progress').filter({ hasText: 'Newsletter' });
  await expect(custom.getByTestId('task-open')).toHaveText(customTitle);
  await expect(custom.getByTestId('custom-badge')).toHaveText('Personalizat');
  await expect(custom.getByTestId('task-category')).toHaveText('Altele');
  await expect(custom.locator('b')).toHaveCount(0);
  let saved = (await apiTasks(page, h)).find((t) => !t.isGenerated)!;
  expect(saved).toMatchObject({
    title: customTitle,
    category: expect.stringMatching(/^(Altele|Other)$/), // the spec's catch-all
    status: 'in_progress',
    notes: 'Cu echipa de conținut',
  });
  expect(saved.orderIndex).toBe(generated.length);

  // Keyboard only: pick up the first card, move it one column right, drop it.
  const first = generated[0]!;
  const handle = cards(page, 'not_started').first().getByTestId('task-drag-handle');
  await expect(handle).toHaveAccessibleName(`Mutați „${first.title}”`);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Ați ridicat „${first.title}”`);
  await moveBy(page, 'ArrowRight', 'În desfășurare');
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Ați lăsat „${first.title}” în În desfășurare`);
  await expect(cardTitles(page, 'in_progress').filter({ hasText: first.title })).toHaveCount(1);
  await expect(page.getByTestId('count-in_progress')).toHaveText('2');
  await expect
    .poll(async () => (await apiTasks(page, h)).find((t) => t.id === first.id)?.status)
    .toBe('in_progress');

  // Mouse: drag the (new) first "not started" card onto the empty "completed" column.
  const second = (await cardTitles(page, 'not_started').first().textContent())!;
  await mouseDrag(page, cards(page, 'not_started').first(), column(page, 'completed'));
  await expect(cardTitles(page, 'completed')).toHaveText([second]);
  await expect(page.getByTestId('count-completed')).toHaveText('1');
  await expect(page.getByTestId('roadmap-percent')).toHaveText(
    `${Math.round(100 / (generated.length + 1))}% finalizat`,
  );
  await expect
    .poll(async () => (await apiTasks(page, h)).find((t) => t.title === second)?.status)
    .toBe('completed');

  // Reorder within a column by keyboard: the first "not started" card goes one place down.
  const before = await cardTitles(page, 'not_started').allTextContents();
  await cards(page, 'not_started').first().getByTestId('task-drag-handle').focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Ați ridicat „${before[0]}”`);
  await moveBy(page, 'ArrowDown', 'Neînceput, poziția 2');
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Ați lăsat „${before[0]}” în Neînceput, poziția 2`);
  await expect(cardTitles(page, 'not_started')).toHaveText([before[1]!, before[0]!, ...before.slice(2)]);
  await expect
    .poll(async () => {
      const tasks = await apiTasks(page, h);
      return tasks.filter((t) => t.status === 'not_started').map((t) => t.title);
    })
    .toEqual([before[1]!, before[0]!, ...before.slice(2)]);
  const order = (await apiTasks(page, h)).map((t) => t.orderIndex);
  expect(order).toEqual(order.map((_, i) => i));

  // Edit in the modal: Escape closes without saving and focus returns to the card's title.
  const target = cards(page, 'not_started').nth(1);
  const targetTitle = (await target.getByTestId('task-open').textContent())!;
  await target.getByTestId('task-open').click();
  await expect(modal.getByRole('heading', { name: 'Editați task-ul' })).toBeVisible();
  await modal.getByTestId('task-title').fill('nu se salvează');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(target.getByTestId('task-open')).toBeFocused();
  await expect(target.getByTestId('task-open')).toHaveText(targetTitle);
  // Focus stays inside: Tab from the last button comes back to the first control.
  await target.getByTestId('task-open').press('Enter');
  await modal.getByTestId('task-save').focus();
  await page.keyboard.press('Tab');
  await expect(modal.getByTestId('task-modal-close')).toBeFocused();
  await modal.getByTestId('task-title').fill(`${targetTitle} (revizuit)`);
  await modal.getByTestId('task-priority').selectOption('critical');
  await modal.getByTestId('task-save').click();
  await expect(modal).toBeHidden();
  await expect(cards(page, 'not_started').nth(1).getByTestId('task-open')).toHaveText(
    `${targetTitle} (revizuit)`,
  );
  await expect(cards(page, 'not_started').nth(1).getByTestId('task-priority')).toContainText('Critică');

  // Delete with confirmation (cancel first, then confirm).
  await cards(page, 'not_started').nth(1).getByTestId('task-open').click();
  await modal.getByTestId('task-delete').click();
  await expect(modal.getByText('Ștergeți definitiv acest task?')).toBeVisible();
  await expect(modal.getByTestId('task-delete-cancel')).toBeFocused();
  await modal.getByTestId('task-delete-cancel').click();
  await modal.getByTestId('task-delete').click();
  await modal.getByTestId('task-delete-confirm').click();
  await expect(modal).toBeHidden();
  await expect(cardTitles(page, 'not_started').filter({ hasText: `${targetTitle} (revizuit)` })).toHaveCount(
    0,
  );
  await expect.poll(async () => (await apiTasks(page, h)).length).toBe(generated.length);

  // Regenerate: asks first; generated tasks are back to "not started", the custom task stays.
  await page.getByTestId('roadmap-regenerate').click();
  const confirm = page.getByTestId('regenerate-confirm');
  await expect(confirm.getByRole('heading', { name: 'Regenerați roadmap-ul?' })).toBeVisible();
  await confirm.getByTestId('regenerate-confirm-confirm').click();
  await expect(confirm).toBeHidden();
  const regenerated = await apiTasks(page, h);
  const generatedCount = regenerated.filter((t) => t.isGenerated).length;
  await expect(page.getByTestId('roadmap-notice-success')).toHaveText(
    new RegExp(`^Roadmap regenerat: ${generatedCount} (de )?task-uri pentru intervalul de scor 90-100\\.`),
  );
  await expect(cardTitles(page, 'in_progress')).toHaveText([customTitle]);
  saved = regenerated.find((t) => !t.isGenerated)!;
  expect(saved.title).toBe(customTitle);
  expect(regenerated.filter((t) => t.isGenerated).every((t) => t.status === 'not_started')).toBe(true);

  // Make one more change, then reload: the kanban view and every change are still there.
  await cards(page, 'in_progress').first().getByTestId('task-drag-handle').focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText('Ați ridicat');
  await moveBy(page, 'ArrowRight', 'Finalizat');
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText('Ați lăsat');
  await expect(cardTitles(page, 'completed')).toHaveText([customTitle]);
  await expect
    .poll(async () => (await apiTasks(page, h)).find((t) => !t.isGenerated)?.status)
    .toBe('completed');
  await page.reload();
  await expect(page.getByTestId('view-kanban')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page, 'completed')).toHaveText([customTitle]);
  await expect(cards(page, 'not_started')).toHaveCount(generatedCount);
  await expect(page.getByTestId('count-completed')).toHaveText('1');
  expect(pageErrors).toEqual([]);
});

test('list sorting, status select, remembered filter, rollback on a refused change, exports, results tab', async ({
  page,
  h,
}) => {
  test.setTimeout(120_000);
  const account = await h.createAccount({ verified: true, locale: 'en' });
  await completeAssessment(page, h, account, { locale: 'en' });
  await page.goto(`${h.baseUrl}/en/results?tab=roadmap`);
  const panel = page.getByTestId('tab-roadmap');
  await expect(panel.getByRole('heading', { level: 2, name: 'Strategic roadmap' })).toBeVisible();
  await expect(panel.getByTestId('roadmap-timeline')).toBeVisible();
  const tasks = await apiTasks(page, h);

  // List: global order first; sorting by title and by priority; a second press reverses.
  await page.getByTestId('view-list').click();
  const rows = page.getByTestId('list-row');
  await expect(rows).toHaveCount(tasks.length);
  await expect(rows.getByTestId('task-open')).toHaveText(tasks.map((t) => t.title));
  await page.getByTestId('sort-title').click();
  const byTitle = [...tasks.map((t) => t.title)].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
  );
  await expect(rows.getByTestId('task-open')).toHaveText(byTitle);
  await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByTestId('sort-title').click();
  await expect(rows.getByTestId('task-open')).toHaveText([...byTitle].reverse());
  await page.getByTestId('sort-priority').click();
  const ranks = ['critical', 'high', 'medium', 'low'];
  const priorities = await rows.getByTestId('task-priority').allTextContents();
  const shownRanks = priorities.map((p) => ranks.indexOf(p.replace('Priority: ', '').toLowerCase()));
  expect(shownRanks).toEqual([...shownRanks].sort((a, b) => a - b));

  // Status select on a row.
  await page.getByTestId('sort-order').click();
  await rows.first().getByTestId('task-status-select').selectOption('completed');
  await expect(page.getByTestId('count-completed')).toHaveText('1');
  await expect.poll(async () => (await apiTasks(page, h))[0]!.status).toBe('completed');

  // A refused change rolls back with an alert.
  await page.route('**/trpc/roadmap.setStatus**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '[{"error":{"message":"boom","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}]',
    }),
  );
  await rows.nth(1).getByTestId('task-status-select').selectOption('in_progress');
  await expect(page.getByTestId('roadmap-notice-error')).toBeVisible();
  await expect(rows.nth(1).getByTestId('task-status-select')).toHaveValue('not_started');
  await expect(page.getByTestId('count-in_progress')).toHaveText('0');
  await page.unroute('**/trpc/roadmap.setStatus**');
  expect((await apiTasks(page, h))[1]!.status).toBe('not_started');

  // Category filter: one category; the choice and the view survive a reload.
  const category = tasks.find((t) => t.category)!.category!;
  await page.getByTestId('category-filter').selectOption({ label: category });
  await expect(rows).toHaveCount(tasks.filter((t) => t.category === category).length);
  await page.reload();
  await expect(page.getByTestId('view-list')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('category-filter')).toHaveValue(category);
  await expect(rows).toHaveCount(tasks.filter((t) => t.category === category).length);
  await page.getByTestId('category-filter').selectOption({ label: 'All categories' });

  // Exports: a CSV with the importers' header and every task; a calendar with one event per dated task.
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^HAI-Marketing-Wheel-Roadmap-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await readFile((await csv.path())!, 'utf8');
  expect(csvText.startsWith('\uFEFFSummary,Description,Status,Priority')).toBe(true);
  for (const t of tasks) expect(csvText).toContain(t.title);
  const icsDownload = page.waitForEvent('download');
  await page.getByTestId('export-ics').click();
  const ics = await icsDownload;
  expect(ics.suggestedFilename()).toMatch(/\.ics$/);
  const icsText = await readFile((await ics.path())!, 'utf8');
  expect(icsText).toContain('BEGIN:VCALENDAR');
  expect(icsText.match(/BEGIN:VEVENT/g)).toHaveLength(tasks.filter((t) => t.horizon).length);
});

test('the three views and the task modal fit at 1280 and 375 px without errors (screenshots with SHOTS_DIR)', async ({
  page,
  h,
}) => {
  test.setTimeout(180_000);
  const dir = process.env.SHOTS_DIR;
  const errors = watchErrors(page);
  for (const locale of ['ro', 'en'] as const) {
    const account = await h.createAccount({ verified: true, locale });
    await completeAssessment(page, h, account, { locale });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const view of ['timeline', 'kanban', 'list'] as const) {
        await page.goto(`${h.baseUrl}/${locale}/roadmap`);
        await page.getByTestId(`view-${view}`).click();
        await expect(page.getByTestId(`roadmap-${view}`)).toBeVisible();
        await fitsThenShoot(page, dir, `roadmap-${view}-${locale}-${width}.png`, { fullPage: width > 375 });
        if (width === 375 && dir) {
          await page.getByTestId(`roadmap-${view}`).scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(dir, `roadmap-${view}-${locale}-${width}-view.png`) });
        }
      }
      await page.getByTestId('task-open').first().click();
      await fitsThenShoot(page, dir, `roadmap-modal-${locale}-${width}.png`);
      await page.keyboard.press('Escape');
    }
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  errors.check('roadmap');
});
