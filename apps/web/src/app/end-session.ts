import type { QueryClient } from '@tanstack/react-query';
import { progressStore } from '../features/assessment/progress-store';
import { session } from './session';

/** End the session locally (spec §4 logout): token, user, cached server state, chat progress. */
export function endSession(queryClient: QueryClient): void {
  session.clear();
  progressStore.set(null);
  queryClient.clear();
}
