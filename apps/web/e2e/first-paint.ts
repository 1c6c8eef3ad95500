/**
 * Helpers of the specs about first screens sent in the HTML (first-paint.spec.ts for the public
 * entry pages, signed-in-first-screen.spec.ts for the assessment): what the HTML alone shows,
 * what changes when the app takes over, and holding the app back meanwhile.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** A page with JavaScript disabled: what the HTML alone shows. */
export async function withoutJs(
  browser: Browser,
  fn: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ro-RO', ...options });
  try {
    await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Before the page loads: sum the layout shifts (not caused by input), and note whether the
 * loading spinner or the login form ever appear.
 */
export async function watchFirstPaint(
  page: Page,
): Promise<() => Promise<{ shift: number; loader: boolean; form: boolean }>> {
  await page.addInitScript(() => {
    const seen = { shift: 0, loader: false, form: false };
    (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) seen.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('.page-loader')) seen.loader = true;
      if (document.querySelector('[data-testid="login-form"]')) seen.form = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __firstPaint: { shift: number; loader: boolean; form: boolean } })
          .__firstPaint,
    );
}

/** The elements under #root as `tag.class` lines with their own text: what a visitor sees drawn. */
export function drawnTree(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walk = (el: Element, depth: number) => {
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      lines.push(`${' '.repeat(depth)}${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${text}`);
      for (const child of el.children) walk(child, depth + 1);
    };
    for (const child of document.getElementById('root')!.children) walk(child, 0);
    return lines;
  });
}

/**
 * Hold the app's entry script until the returned function is called; its `requested` resolves
 * once the page has asked for it (the starter is running, its listeners in place).
 */
export async function holdApp(page: Page): Promise<(() => void) & { requested: Promise<void> }> {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return Object.assign(() => release(), { requested });
}
