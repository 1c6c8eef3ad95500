/**
 * Start a re-take: `assessment.retake` answers the chat's view at question 1 of
 * the new assessment (`CurrentView`, its answer suggested from last time), which goes into the
 * cache as the `assessment.current` the chat opens with (conventions.md §23: the mutation returns
 * what the query caches), so the chat shows it with no second request. Then the chat opens, and
 * what now answers for the new assessment is read afresh when next shown: the status and the
 * history; the scores, results and roadmap of the completed one are dropped from the cache, so
 * that they never show as the new one's. The server clears a reminder to re-take in the same
 * transaction (services/retake.ts), so the status is updated here to say so.
 * A refusal (409 `assessment.retakeNotCompleted`, translated by the server) is the mutation's error.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import { completedStepStore } from '../assessment/step-completed-store';

export function useRetake() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return trpc.assessment.retake.useMutation({
    // The language of the call (its texts): the view is cached under it.
    onMutate: () => ({ locale: currentLocale(), status: utils.assessment.status.getData() }),
    onSuccess: async (view, _input, sent) => {
      // Every cached chat view is the completed assessment's; the chat opens on this one.
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.assessment.current) });
      utils.assessment.current.setData({ redirectToUnanswered: true, locale: sent.locale }, view);
      completedStepStore.clear();
      utils.assessment.status.setData(
        undefined,
        (prev) =>
          prev && {
            ...prev,
            started: true,
            completed: false,
            assessmentId: view.assessmentId,
            assessmentCount: prev.assessmentCount + 1,
            retakeReminderAt: null,
            retakeDue: false,
          },
      );
      await navigate(`/${sent.locale}/assessment`);
      // Off screen now: read afresh when shown again.
      void utils.assessment.status.invalidate();
      void utils.assessment.history.invalidate();
      for (const results of [
        trpc.assessment.overallScore,
        trpc.assessment.stepScore,
        trpc.assessment.feedback,
        trpc.assessment.prompts,
        trpc.assessment.strategyRecommendations,
        trpc.roadmap,
      ])
        queryClient.removeQueries({ queryKey: getQueryKey(results) });
    },
    onError: (err) => console.error('starting the re-take failed', err),
  });
}
