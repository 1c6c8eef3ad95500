/**
 * The only script of the pages whose first screen is in the HTML (target: a first
 * load under one second on mobile): the server sends `/ro`, `/en`, `/{ro,en}/login` and
 * `/{ro,en}/register` prerendered, and a logged-in user's `/{ro,en}/assessment` drawn for them
 * (apps/server/src/plugins/static.ts, first-screen.ts), and, in place of the app's entry script,
 * this one with the entry's URL in `data-app` and its chunks in `data-preload`:
 *
 * - the app (React, the router, i18next, the page) starts on the visitor's first sign of intent
 *   (pointer, touch, key, focus, wheel or scroll), so reading the page costs no script time on a
 *   slow phone; or right after the first paint when a session token is stored (a signed-in
 *   first screen drawn by the server, which the user is about to use);
 * - a click on a link or button, or a form sent, before the app has taken over is held (its
 *   default action prevented, the cursor shows progress) and replayed on React's element at the
 *   same place once the app has rendered (the same tree as the prerendered one); should the app
 *   fail to load, a held link is followed as a plain link; so are the keys the app acts on (the
 *   chat's letters, Enter), replayed where the focus is then;
 * - what was typed and where the focus was carry over (app/carry-over.ts).
 *
 * Plain DOM code whose only import is app/carry-over.ts (nothing the app's entry imports too, or
 * it would become a chunk of its own in every route's first load): with it, the whole script of
 * those pages until the first interaction.
 */
import { elementAt, pathOf, readTakeover, restoreTakeover, type Takeover } from './app/carry-over';

/** Events that say a visitor is about to use the page: the app starts on the first of them. */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
/** Elements whose click the app handles (the router's links, buttons); held until it has started. */
const ACTIONABLE = 'a[href], button, summary, [role="button"], [role="link"], [role="tab"]';
/** lib/storage.ts `STORAGE_KEYS.token` (not imported: see above); e2e/first-paint.spec.ts checks it. */
const TOKEN_KEY = 'authToken';

/** A click or a form submission held until the app has started, by its target's place. */
interface HeldAction {
  kind: 'click' | 'submit';
  path: number[];
  tag: string;
}
/** A key held until the app has started, replayed where the focus is then (carried over). */
interface HeldKey {
  kind: 'key';
  key: string;
  code: string;
  shiftKey: boolean;
}
type Held = HeldAction | HeldKey;

/** Elements that take typing themselves: what is typed there is their value, carried over. */
const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable]';

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const root = document.getElementById('root');

if (tag?.dataset.app && root) {
  const appUrl = tag.dataset.app;
  const preload = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  const held: Held[] = [];
  let loading = false;
  let ready = false;
  let takeover: Takeover = { fields: [], focus: null };
  const listen = { capture: true, passive: true } as const;

  const hold = (event: Event, kind: HeldAction['kind'], el: Element) => {
    const path = pathOf(root, el);
    if (!path) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A double click (or a second impatient one) on the same element acts once.
    const last = held[held.length - 1];
    if (last?.kind !== kind || last.path.join() !== path.join()) held.push({ kind, path, tag: el.tagName });
    document.documentElement.style.cursor = 'progress';
    start();
  };
  /**
   * Keys the app gives a meaning to and the page alone would lose (the chat's letters A–E, Enter
   * to send), held: a character typed outside a field, Enter outside a form and off a link or
   * button (whose Enter is a click, held as such). Tab, arrows, Space, shortcuts and typing into
   * fields keep their native effect, which carries over.
   */
  const onKey = (event: KeyboardEvent) => {
    if (ready || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target && target !== document.body && !root.contains(target)) return;
    if (event.key === 'Enter') {
      if (target?.closest(`${ACTIONABLE}, form`)) return;
    } else if (event.key.length !== 1 || event.key === ' ' || target?.closest(TYPING)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'key', key: event.key, code: event.code, shiftKey: event.shiftKey });
    start();
  };
  const onClick = (event: MouseEvent) => {
    if (ready || event.button !== 0 || !(event.target instanceof Element)) return;
    const el = event.target.closest(ACTIONABLE);
    if (!el || !root.contains(el)) return;
    // A link opened elsewhere (new tab, download) is the browser's business.
    const link = el instanceof HTMLAnchorElement;
    if (link && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    if (link && ((el.target && el.target !== '_self') || el.hasAttribute('download'))) return;
    hold(event, 'click', el);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!ready && event.target instanceof HTMLFormElement) hold(event, 'submit', event.target);
  };

  const start = (): void => {
    if (loading) return;
    loading = true;
    for (const type of INTENT) removeEventListener(type, start, listen);
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(/* @vite-ignore */ appUrl).catch((err: unknown) => {
      // The page stays what the HTML drew, a link held meanwhile is followed the browser's way
      // (to another prerendered page or the app's shell), and the next interaction tries again.
      console.error('The app could not start:', err);
      const link = held
        .map((h) => (h.kind === 'key' ? null : elementAt(root, h.path)))
        .filter((el): el is HTMLAnchorElement => el instanceof HTMLAnchorElement)
        .pop();
      held.length = 0;
      loading = false;
      document.documentElement.style.cursor = '';
      if (link) return window.location.assign(link.href);
      for (const type of INTENT) addEventListener(type, start, listen);
    });
  };

  document.addEventListener(__APP_RENDER_EVENT__, () => {
    takeover = readTakeover(root);
  });
  document.addEventListener(__APP_READY_EVENT__, () => {
    ready = true;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('keydown', onKey, true);
    restoreTakeover(root, takeover);
    document.documentElement.style.cursor = '';
    for (const h of held.splice(0)) {
      if (h.kind === 'key') {
        const at = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
        const { key, code, shiftKey } = h;
        at.dispatchEvent(
          new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }),
        );
        continue;
      }
      const el = elementAt(root, h.path);
      if (el?.tagName !== h.tag) continue;
      if (h.kind === 'submit') (el as HTMLFormElement).requestSubmit();
      else (el as HTMLElement).click();
    }
  });
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('keydown', onKey, true);

  let stored: string | null = null;
  try {
    stored = localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage blocked: no stored session either.
  }
  if (stored === null) for (const type of INTENT) addEventListener(type, start, listen);
  // A stored session: the user's own screen at once (the one the server drew, taken over, or
  // theirs instead of the anonymous one if the server's flag was lost), yet after the first
  // paint, so that the app's scripts never hold back what the HTML already has to show. A hidden
  // tab paints no frames: there, at once.
  else if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
