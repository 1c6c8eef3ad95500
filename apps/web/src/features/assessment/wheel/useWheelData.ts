/**
 * The side panel's data, read from the query cache like the navbar's progress
 * (features/assessment/useAssessmentProgress.ts): the most recently written `assessment.current`
 * view, which is the chat's own. No request of its own; null until the chat has loaded.
 */
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { trpc, type CurrentView } from '../../../lib/trpc';
import { wheelData, type WheelData } from './wheel-data';

/** The freshest cached `assessment.current` view, or null. */
export function latestView(cache: QueryCache): CurrentView | null {
  let latest: { at: number; data: CurrentView } | null = null;
  for (const q of cache.findAll({ queryKey: getQueryKey(trpc.assessment.current) })) {
    const data = q.state.data as CurrentView | undefined;
    if (data && (!latest || q.state.dataUpdatedAt >= latest.at)) latest = { at: q.state.dataUpdatedAt, data };
  }
  return latest?.data ?? null;
}

/** The side panel's data (see wheel-data.ts), or null while the chat has no view yet. */
export function useWheelData(): WheelData | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(() => latestView(cache), [cache]);
  const view = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => (view ? wheelData(view) : null), [view]);
}
