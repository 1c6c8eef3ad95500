import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { trpc, type CurrentView } from '../../lib/trpc';
import { latestProgress } from './useAssessmentProgress';

const view = (answered: number): CurrentView =>
  ({
    progress: {
      answeredQuestions: answered,
      totalQuestions: 180,
      completionPercentage: (answered / 180) * 100,
      completedSteps: 0,
      totalSteps: 12,
      isCompleted: false,
    },
  }) as CurrentView;

const key = (input: { redirectToUnanswered: boolean; locale: 'en' | 'ro' }) =>
  getQueryKey(trpc.assessment.current, input, 'query');

describe('latestProgress (navbar: answered of total, from the query cache)', () => {
  it('is null without any assessment view', () => {
    const client = new QueryClient();
    client.setQueryData(getQueryKey(trpc.assessment.status, undefined, 'query'), { started: true });
    expect(latestProgress(client.getQueryCache())).toBeNull();
  });

  it('follows the most recently written view, whatever its input or language', () => {
    const client = new QueryClient();
    client.setQueryData(key({ redirectToUnanswered: true, locale: 'ro' }), view(4), { updatedAt: 1000 });
    client.setQueryData(key({ redirectToUnanswered: false, locale: 'en' }), view(5), { updatedAt: 3000 });
    client.setQueryData(key({ redirectToUnanswered: false, locale: 'ro' }), view(3), { updatedAt: 2000 });
    expect(latestProgress(client.getQueryCache())?.answeredQuestions).toBe(5);
  });

  it('is gone once the cache is cleared (logout)', () => {
    const client = new QueryClient();
    client.setQueryData(key({ redirectToUnanswered: true, locale: 'ro' }), view(4));
    client.clear();
    expect(latestProgress(client.getQueryCache())).toBeNull();
  });
});
