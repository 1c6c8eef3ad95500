import type { QueryClient } from '@tanstack/react-query';
import { completedStepStore } from '../features/assessment/step-completed-store';
import { session } from './session';

/** End the session locally (spec §4 logout): token, cached server state (the user too), step-completed state. */
export function endSession(queryClient: QueryClient): void {
  session.clear();
  completedStepStore.clear();
  queryClient.clear();
}
