/**
 * The results' "Progress" tab, loaded when first opened: the next round (re-take and reminder),
 * then the user's assessments.
 *
 * Between the two: the progress view (features/progress/ProgressView.tsx, the
 * comparison with the last time: per step then and now, the activities that moved, the tasks
 * completed in between) and the peer percentiles (PeersCard.tsx), in this chunk.
 */
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { trpc } from '../../lib/trpc';
import { HistoryList } from './HistoryList';
import './history.css';
import './i18n';
import { NextRound } from './NextRound';
import { PeersCard } from '../progress/PeersCard';
import { ProgressView } from '../progress/ProgressView';
import { LoadFailed } from '../ui/LoadFailed';

export function ProgressTab() {
  const { t } = useTranslation('history');
  // The results page has just read it (same key): usually answered from the cache.
  const status = trpc.assessment.status.useQuery(undefined, { staleTime: 30_000 });
  if (status.isPending) return <PageLoader />;
  if (!status.data)
    return (
      <LoadFailed
        error={status.error}
        fallback={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  return (
    <div className="progress-tab" data-testid="progress-tab">
      <NextRound status={status.data} />
      <ProgressView />
      <PeersCard />
      <HistoryList />
    </div>
  );
}
