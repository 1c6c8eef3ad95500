/**
 * Questionnaire progress for the navbar (spec §2 "Navbar": answered of total), read from the
 * query cache rather than copied into a store: the most recently written `assessment.current`
 * view, which is the chat's (its query, or the answer it just wrote). Progress does not depend on
 * the question shown nor on the language, so any fresh view carries the right one; logout clears
 * the cache and with it the bar.
 */
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { trpc, type CurrentView, type ProgressView } from '../../lib/trpc';

/** The progress of the freshest cached `assessment.current` view, or null when there is none. */
export function latestProgress(cache: QueryCache): ProgressView | null {
  let latest: { at: number; data: CurrentView } | null = null;
  for (const q of cache.findAll({ queryKey: getQueryKey(trpc.assessment.current) })) {
    const data = q.state.data as CurrentView | undefined;
    if (data && (!latest || q.state.dataUpdatedAt >= latest.at)) latest = { at: q.state.dataUpdatedAt, data };
  }
  return latest?.data.progress ?? null;
}

export function useAssessmentProgress(): ProgressView | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(() => latestProgress(cache), [cache]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
