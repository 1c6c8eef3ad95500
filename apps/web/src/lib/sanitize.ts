/**
 * Sanitising of rich text from the server (product-spec §5): only the allow-listed tags and
 * attributes survive; links opening a new tab get rel="noopener noreferrer".
 *
 * DOMPurify (11 KB gzip) is loaded on demand, so the assessment route's first
 * load does not wait for it: {@link loadSanitizer} starts the download, {@link sanitizeHtml}
 * answers `null` until it has arrived, and {@link useSanitizedHtml} renders the text with every
 * tag stripped ({@link plainText}) meanwhile, never the raw HTML.
 */
import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify } from 'dompurify';

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'a',
  'span',
  'div',
];
export const ALLOWED_ATTR = ['href', 'title', 'target', 'class'];

/**
 * DOMPurify's `afterSanitizeAttributes` hook: a link opening a new tab gets
 * rel="noopener noreferrer". Self-contained (the browser test runs its source in a page).
 */
export function relNoopener(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

let purify: DOMPurify | null = null;
let loading: Promise<void> | null = null;
/** The sanitiser of a render outside the browser (see {@link setRenderSanitizer}). */
let renderSanitizer: ((html: string) => string) | null = null;

/**
 * Sanitise with `sanitize` where DOMPurify cannot run (it needs a browser's DOM): the server's
 * renderer of signed-in first screens (src/prerender/entry.tsx), which applies the same allow
 * lists, so that its markup matches what the app draws once DOMPurify is in.
 */
export function setRenderSanitizer(sanitize: (html: string) => string): void {
  renderSanitizer = sanitize;
}

/** Whether {@link sanitizeHtml} answers now (DOMPurify loaded, or a render sanitiser set). */
export function sanitizerReady(): boolean {
  return purify !== null || renderSanitizer !== null;
}

/**
 * Start loading DOMPurify (once; later calls return the same promise), resolved when
 * {@link sanitizeHtml} can sanitise. Rejects if the chunk fails to load; a later call retries.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: instance }) => {
      instance.addHook('afterSanitizeAttributes', relNoopener);
      purify = instance;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Resolves once {@link sanitizeHtml} answers: DOMPurify is in, or has failed to load (the text
 * stays plain then), or a render sanitiser is set.
 */
export function sanitizerLoaded(): Promise<void> {
  return renderSanitizer ? Promise.resolve() : loadSanitizer().catch(() => undefined);
}

/** Sanitised HTML, safe for `dangerouslySetInnerHTML`; `null` while DOMPurify is not loaded yet. */
export function sanitizeHtml(html: string): string | null {
  // Outside a browser the render sanitiser, never a DOMPurify without a DOM.
  if (renderSanitizer) return renderSanitizer(html);
  return purify ? purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }) : null;
}

/**
 * The text of `html` with every tag dropped, for plain rendering (React escapes it) until
 * DOMPurify arrives: the contents of script, style and other non-text elements are dropped too,
 * and a space follows each block element, so that paragraphs and items stay apart. DOMParser's
 * documents run no scripts and load no resources. Self-contained (the browser test runs its
 * source in a page).
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const el of body.querySelectorAll(
    'script, style, template, noscript, iframe, object, embed, svg, math',
  ))
    el.remove();
  for (const el of body.querySelectorAll('p, br, li, div, blockquote, h1, h2, h3, h4, h5, h6')) el.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * `html` ready for rendering: `{ html }` sanitised for `dangerouslySetInnerHTML` once DOMPurify
 * is loaded (its download started on first use), `{ text }` with the tags stripped before then
 * or if it fails to load.
 */
export function useSanitizedHtml(html: string): { html: string } | { text: string } {
  const [ready, setReady] = useState(sanitizerReady);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      () => {
        if (live) setReady(true);
      },
      () => undefined, // the chunk did not load: the stripped text stays
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return useMemo(() => {
    const clean = ready ? sanitizeHtml(html) : null;
    return clean === null ? { text: plainText(html) } : { html: clean };
  }, [html, ready]);
}
