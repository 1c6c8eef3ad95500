import type { QueryClient } from '@tanstack/react-query';
import { completedStepStore } from '../features/assessment/step-completed-store';
import { session } from './session';

/**
 * End the session locally (spec §4 logout): token, cached server state (the user too), step-completed
 * state, and the answers kept on this device that were not sent (their code loads on demand).
 */
export function endSession(queryClient: QueryClient): void {
  session.clear();
  completedStepStore.clear();
  queryClient.clear();
  void import('../features/assessment/offline/answer-sync').then(
    (m) => m.forgetKeptAnswers(),
    (err: unknown) => console.error('forgetting the answers kept on this device failed', err),
  );
}
