/**
 * The answers a signed-in first screen was drawn from (issue 10 item 8): the server renders the
 * assessment's first screen into the HTML (apps/server/src/plugins/first-screen.ts) and puts the
 * tRPC answers it used beside it as JSON (`FirstScreenState`, in
 * `<script type="application/json" id="hai-first-screen">`). The app puts them into its query
 * cache before its first render, under the keys its components ask with, so that first render
 * draws the same screen again, with no request and no loading state in between.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { FIRST_SCREEN_STATE_ID, type AnsweredQuery, type FirstScreenState } from '@hai/domain';
import { trpc } from '../lib/trpc';

/** The query key of one answered query, as the page's `useQuery` call builds it. */
function keyOf(q: AnsweredQuery): readonly unknown[] {
  switch (q.path) {
    case 'auth.me':
      return getQueryKey(trpc.auth.me, undefined, 'query');
    case 'assessment.status':
      return getQueryKey(trpc.assessment.status, undefined, 'query');
    case 'assessment.current':
      return getQueryKey(trpc.assessment.current, q.input, 'query');
  }
}

/** Put each answer into `queryClient`'s cache, as fresh as a response received now. */
export function seedQueries(queryClient: QueryClient, queries: readonly AnsweredQuery[]): void {
  for (const q of queries) queryClient.setQueryData(keyOf(q), q.data);
}

/** Whether `value` has the shape of a {@link FirstScreenState} (the page is ours, but be strict). */
function isState(value: unknown): value is FirstScreenState {
  if (!value || typeof value !== 'object') return false;
  const { queries } = value as { queries?: unknown };
  return (
    Array.isArray(queries) &&
    queries.every(
      (q: unknown) =>
        !!q &&
        typeof q === 'object' &&
        ['auth.me', 'assessment.status', 'assessment.current'].includes((q as AnsweredQuery).path) &&
        'data' in q,
    )
  );
}

let taken: readonly AnsweredQuery[] | null = null;

/**
 * The page's first-screen answers, taken out of the document on the first call (the element is
 * removed; later calls return the same list, so a component created twice in development still
 * finds them); an empty list without any, or when malformed.
 */
export function firstScreenAnswers(): readonly AnsweredQuery[] {
  if (taken) return taken;
  taken = [];
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!el) return taken;
  el.remove();
  try {
    const state: unknown = JSON.parse(el.textContent ?? '');
    if (isState(state)) taken = state.queries;
  } catch {
    // Not ours to show: the app asks the server as usual.
  }
  return taken;
}
