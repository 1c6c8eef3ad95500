import type { QueryClient } from '@tanstack/react-query';
import { progressStore } from '../features/assessment/progress-store';
import { completedStepStore } from '../features/assessment/step-completed-store';
import { session } from './session';

/** End the session locally (spec §4 logout): token, user, cached server state, chat progress, step-completed state. */
export function endSession(queryClient: QueryClient): void {
  session.clear();
  progressStore.set(null);
  completedStepStore.clear();
  queryClient.clear();
}
