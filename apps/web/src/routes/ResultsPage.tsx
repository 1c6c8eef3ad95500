/**
 * Results (spec §2 "Results"): redirects to the assessment until it is completed; header,
 * then the tabs. The score's texts come translated: the locale is in its query input, so a
 * language switch refetches them (spec §4), the old ones staying until then. Only the overview exists yet: strategy, steps, prompts and roadmap are later
 * issues and slot into TABS (the tab bar appears once there is more than one).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../app/PageLoader';
import { useLocale } from '../app/useLocale';
import { OverviewTab } from '../features/results/OverviewTab';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';
import { TrophyIcon } from '../features/ui/icons';
import { errorMessage, trpc, type OverallScoreView } from '../lib/trpc';

interface Tab {
  id: 'overview' | 'strategy' | 'steps' | 'prompts' | 'roadmap';
  Component: ComponentType<{ data: OverallScoreView }>;
}

const TABS: Tab[] = [{ id: 'overview', Component: OverviewTab }];

export function ResultsPage() {
  const { t } = useTranslation('results');
  const locale = useLocale();
  // Always asked afresh: a cached "not completed" from before the last answer must not redirect.
  const status = trpc.assessment.status.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });
  const completed = status.data?.completed === true;
  const score = trpc.assessment.overallScore.useQuery(
    { locale },
    { enabled: completed, placeholderData: keepPreviousData },
  );
  const { refetch } = score;

  if (status.isPending || (status.isFetching && !status.isFetchedAfterMount))
    return <PageLoader label={t('loading')} />;
  if (status.data && !status.data.completed) return <Navigate to={`/${locale}/assessment`} replace />;

  const active = TABS[0]!;
  return (
    <div className="page results">
      <header className="results__header">
        <span className="results__trophy">
          <TrophyIcon size={30} />
        </span>
        <div>
          <h1 className="results__title">{t('title')}</h1>
          <p className="results__subtitle">{t('subtitle')}</p>
        </div>
        <Link
          to={`/${locale}/dashboard`}
          state={{ fromResults: true }}
          className="btn btn--ghost results__back"
          data-testid="back-to-dashboard"
        >
          <span aria-hidden="true">← </span>
          {t('backToDashboard')}
        </Link>
      </header>

      {TABS.length > 1 && (
        <div className="tabs" role="tablist" aria-label={t('tabsLabel')}>
          {TABS.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={tab.id === active.id}
              className="tabs__tab"
            >
              {t(`tabs.${tab.id}`)}
            </button>
          ))}
        </div>
      )}

      {status.error && !status.data ? (
        <Alert tone="error">{errorMessage(status.error, t('loadFailed'))}</Alert>
      ) : score.isPending ? (
        <PageLoader label={t('loading')} />
      ) : score.error ? (
        <div>
          <Alert tone="error">{errorMessage(score.error, t('loadFailed'))}</Alert>
          <Button onClick={() => void refetch()}>{t('retry')}</Button>
        </div>
      ) : (
        <div role={TABS.length > 1 ? 'tabpanel' : undefined} data-testid={`tab-${active.id}`}>
          <active.Component data={score.data} />
        </div>
      )}
    </div>
  );
}
