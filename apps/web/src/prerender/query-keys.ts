/**
 * A signed-in first screen's answers keyed as the app's query cache holds them:
 * the TanStack Query key each `useQuery` call of the page builds (tRPC's `getQueryKey` with the
 * same input), for the renderer's own cache and for the page's `FirstScreenState`.
 */
import { getQueryKey } from '@trpc/react-query';
import type { AnsweredQuery, CachedAnswer } from '@hai/domain';
import { trpc } from '../lib/trpc';

/** The query key of one answered query, as the page's `useQuery` call builds it. */
function keyOf(q: AnsweredQuery): unknown[] {
  switch (q.path) {
    case 'auth.me':
      return getQueryKey(trpc.auth.me, undefined, 'query');
    case 'assessment.status':
      return getQueryKey(trpc.assessment.status, undefined, 'query');
    case 'assessment.current':
      return getQueryKey(trpc.assessment.current, q.input, 'query');
  }
}

/** `queries` as cache entries. */
export function cacheOf(queries: readonly AnsweredQuery[]): CachedAnswer[] {
  return queries.map((q) => ({ key: keyOf(q), data: q.data }));
}
