/**
 * The answers a signed-in first screen was drawn from (fast first load): the server draws the
 * assessment's first screen into the HTML (apps/server/src/plugins/first-screen.ts) and puts the
 * answers it used beside it, keyed for the query cache (`FirstScreenState`, in
 * `<script type="application/json" id="hai-first-screen">`). The app fills its cache with them
 * before its first render, so that render draws the same screen again, with no request and no
 * loading state in between.
 */
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_STATE_ID, type CachedAnswer } from '@hai/domain';

const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_STATE_ID);

/** Whether this page is a signed-in first screen drawn by the server (read when the app loads). */
export let isFirstScreen = element !== null;

/** For the server's renderer (prerender/entry.tsx): every signed-in page it draws is one. */
export function drawingFirstScreens(): void {
  isFirstScreen = true;
}

let taken: CachedAnswer[] | null = null;

/**
 * The page's first-screen answers, taken out of the document on the first call (later calls
 * return the same list, so a component created twice in development still finds them); an empty
 * list without any, or when malformed.
 */
export function takeFirstScreenCache(): CachedAnswer[] {
  if (taken) return taken;
  taken = [];
  if (!element) return taken;
  element.remove();
  try {
    const { cache } = JSON.parse(element.textContent ?? '') as { cache?: CachedAnswer[] };
    if (Array.isArray(cache)) taken = cache.filter((c) => Array.isArray(c?.key) && c.data !== undefined);
  } catch {
    // Not ours to show: the app asks the server as usual.
  }
  return taken;
}

/** Put each answer into `queryClient`'s cache, as fresh as a response received now. */
export function seedCache(queryClient: QueryClient, cache: readonly CachedAnswer[]): void {
  for (const { key, data } of cache) queryClient.setQueryData(key, data);
}
