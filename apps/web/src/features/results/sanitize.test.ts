/**
 * The feedback sanitiser's allow-list, run by DOMPurify in the system Chromium: DOMPurify needs a
 * real DOM and the unit tests run in Node without one (no jsdom in the workspace). Skipped, with
 * a message, when Chromium is missing unless REQUIRE_E2E is set, like the browser specs.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPurifyPage, SKIP_PURIFY } from '../../test-support/purify-page';
import { FEEDBACK_SANITIZE_CONFIG } from './sanitize';

const skip = SKIP_PURIFY;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const opened = await openPurifyPage('sanitize.test');
  if (!opened) return;
  ({ browser, page } = opened);
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

/** `html` through DOMPurify with the feedback configuration, in the page. */
function clean(html: string): Promise<string> {
  return page.evaluate(
    ([dirty, config]) =>
      (window as unknown as { DOMPurify: { sanitize(h: string, c: object): string } }).DOMPurify.sanitize(
        dirty,
        config,
      ),
    [html, FEEDBACK_SANITIZE_CONFIG] as const,
  );
}

describe.skipIf(skip)('feedback sanitiser', () => {
  it('keeps the allowed tags', async () => {
    const html =
      '<p><strong>Well balanced.</strong> Keep <em>this</em>:</p><ul><li>one</li><li>two</li></ul>';
    expect(await clean(html)).toBe(html);
  });

  it('removes scripts with their content', async () => {
    expect(await clean('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
  });

  it('removes event handlers and the elements that carry them', async () => {
    expect(await clean('<p onclick="alert(1)">x</p><img src=x onerror="alert(1)">')).toBe('<p>x</p>');
  });

  it('removes links, keeping their text', async () => {
    expect(
      await clean('<p>see <a href="javascript:alert(1)">here</a> or <a href="https://x.test">there</a></p>'),
    ).toBe('<p>see here or there</p>');
  });

  it('removes every attribute and tag outside the list', async () => {
    expect(
      await clean(
        '<div class="x"><p style="color:red" data-x="1" aria-label="y">t</p><iframe src="https://x.test"></iframe><h1>H</h1></div>',
      ),
    ).toBe('<p>t</p>H');
  });
});
