/**
 * The server's first screens sanitise rich text with sanitize-html (./sanitize-html.ts), the app
 * with DOMPurify (lib/sanitize.ts) once it has taken over: both must leave the same document, or
 * the step description would change under the reader's eyes. Compared as DOM
 * trees, in the system Chromium (DOMPurify needs a real DOM): every step description of the bank
 * in both languages, and hostile input. Skipped, with a message, when Chromium is missing unless
 * REQUIRE_E2E is set, like the browser specs.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, STEPS } from '@hai/domain';
import { openAppPurifyPage, SKIP_PURIFY } from '../test-support/purify-page';
import { ALLOWED_ATTR, ALLOWED_TAGS } from '../lib/sanitize';
import { sanitizeForRender } from './sanitize-html';

interface TestWindow {
  DOMPurify: { sanitize(h: string, c: object): string };
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const opened = await openAppPurifyPage('prerender/sanitize-html.test');
  if (!opened) return;
  ({ browser, page } = opened);
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * `html` through DOMPurify (the app's allow-list and hook), and `rendered` (the server's output)
 * parsed by the same page, both serialised back by the DOM: equal strings, equal trees.
 */
function bothInPage(html: string, rendered: string): Promise<{ purified: string; server: string }> {
  return page.evaluate(
    ([dirty, server, config]) => {
      const parse = (markup: string) => {
        const t = document.createElement('template');
        t.innerHTML = markup;
        return t.innerHTML;
      };
      const purified = (window as unknown as TestWindow).DOMPurify.sanitize(dirty, config);
      return { purified: parse(purified), server: parse(server) };
    },
    [html, rendered, { ALLOWED_TAGS, ALLOWED_ATTR }] as const,
  );
}

const descriptions = STEPS.flatMap((step) =>
  LOCALES.map((locale) => [`${step.key} (${locale})`, step.description[locale]] as const),
);

const HOSTILE = [
  '<p>ok</p><script>alert(1)</script>',
  '<img src=x onerror="alert(1)"><p>text</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="https://example.com" target="_blank">new tab</a>',
  '<a href="https://example.com" rel="opener">kept rel?</a>',
  '<p onclick="x()" class="lead" style="color:red">styled</p>',
  '<iframe src="https://evil"></iframe><p>after</p>',
  '<ul><li>one</li><li><strong>two</strong></li></ul>',
];

describe.skipIf(SKIP_PURIFY)('server sanitiser = DOMPurify for the first screens', () => {
  it.each(descriptions)('leaves the same document for %s', async (_label, html) => {
    const { purified, server } = await bothInPage(html, sanitizeForRender(html));
    expect(server).toBe(purified);
    // The bank's descriptions are formatted text: something is left, and it is not just text.
    expect(server).toMatch(/<p>/);
  });

  it.each(HOSTILE)('treats hostile input the same: %s', async (html) => {
    const { purified, server } = await bothInPage(html, sanitizeForRender(html));
    expect(server).toBe(purified);
    expect(server).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
  });
});
