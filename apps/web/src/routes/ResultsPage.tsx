/**
 * Results (spec §2 "Results"): redirects to the assessment until it is completed; a header with
 * the actions (send by e-mail, download PDF, back to dashboard), then the tabs — overview, strategy, steps,
 * prompts, roadmap and progress (the re-take, the reminder and the user's assessments,
 * features/history/ProgressTab.tsx). The active tab lives in the URL and in
 * local storage (useActiveTab). Every tab fetches its own data with the locale in the query
 * input, so a language switch refetches it (spec §4), the old texts staying until then.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../app/PageLoader';
import { useLocale } from '../app/useLocale';
import { OverviewTab } from '../features/results/OverviewTab';
// Before any component below renders: the results, report and pdf texts.
import '../features/results/i18n';
import { PdfButton } from '../features/results/pdf/PdfButton';
import { ResultsTabs } from '../features/results/ResultsTabs';
import { SendResultsButton } from '../features/results/SendResultsButton';
import { RESULTS_TABS, useActiveTab, type ResultsTab } from '../features/results/useActiveTab';
import { TrophyIcon } from '../features/ui/icons';
import { trpc } from '../lib/trpc';
import { useViewedAssessmentId, useViewedResults, withAssessment } from '../features/results/older';
// The results' styles load with the page, not with the first lazily loaded tab that uses them.
import '../features/results/report.css';
import { LoadFailed } from '../features/ui/LoadFailed';

/** The overview: the overall score (with the band's advice) and the radars. */
function OverviewPanel() {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const assessmentId = useViewedAssessmentId();
  const score = trpc.assessment.overallScore.useQuery(withAssessment({ locale }, assessmentId), {
    placeholderData: keepPreviousData,
  });
  if (score.isPending) return <PageLoader label={t('loading')} />;
  if (score.error && !score.data)
    return (
      <LoadFailed
        error={score.error}
        fallback={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void score.refetch()}
      />
    );
  return <OverviewTab data={score.data} />;
}

// The other tabs load when first opened: the results route's first load is the overview only.
const StrategyTab = lazy(async () => ({
  default: (await import('../features/results/StrategyTab')).StrategyTab,
}));
const StepsTab = lazy(async () => ({ default: (await import('../features/results/StepsTab')).StepsTab }));
const PromptsTab = lazy(async () => ({
  default: (await import('../features/results/PromptsTab')).PromptsTab,
}));

const RoadmapTab = lazy(async () => ({
  default: (await import('../features/roadmap/RoadmapScreen')).RoadmapScreen,
}));

const ProgressTab = lazy(async () => ({
  default: (await import('../features/history/ProgressTab')).ProgressTab,
}));

// An earlier assessment's frame: the read-only banner, or its "not found".
const OlderResults = lazy(async () => ({
  default: (await import('../features/history/OlderResults')).OlderResults,
}));

const PANELS: Record<ResultsTab, ComponentType> = {
  overview: OverviewPanel,
  strategy: StrategyTab,
  steps: StepsTab,
  prompts: PromptsTab,
  roadmap: RoadmapTab,
  progress: ProgressTab,
};

/**
 * The tabs; mounted only once the assessment is known to be completed, so they never touch the URL
 * before a redirect. An earlier assessment's results (`older`) leave out the progress tab: its
 * re-take, reminder and comparison are about the latest assessment.
 */
function ResultsSections({ older = false }: { older?: boolean }) {
  const { t } = useTranslation('results');
  const [selected, select] = useActiveTab();
  const active = older && selected === 'progress' ? 'overview' : selected;
  const Panel = PANELS[active];
  return (
    <ResultsTabs
      tabs={(older ? RESULTS_TABS.filter((id) => id !== 'progress') : RESULTS_TABS).map((id) => ({
        id,
        label: t(`tabs.${id}`),
      }))}
      active={active}
      onSelect={select}
      label={t('tabsLabel')}
    >
      <Suspense fallback={<PageLoader label={t('loading')} />}>
        <Panel />
      </Suspense>
    </ResultsTabs>
  );
}

export function ResultsPage() {
  const { t } = useTranslation('results');
  const locale = useLocale();
  // `?assessment=<id>`: an earlier assessment's results, read-only, also while a re-take is under way.
  const viewed = useViewedResults();
  const older = viewed.kind !== 'latest';
  // Always asked afresh: a cached "not completed" from before the last answer must not redirect.
  const status = trpc.assessment.status.useQuery(undefined, {
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: !older,
  });

  if (!older && (status.isPending || (status.isFetching && !status.isFetchedAfterMount)))
    return <PageLoader label={t('loading')} />;
  if (!older && status.data && !status.data.completed)
    return <Navigate to={`/${locale}/assessment`} replace />;

  const header = (
    <header className="results__header">
      <span className="results__trophy">
        <TrophyIcon size={30} />
      </span>
      <div>
        <h1 className="results__title">{t('title')}</h1>
        <p className="results__subtitle">{t('subtitle')}</p>
      </div>
      <div className="results__actions">
        {/* The e-mail is the latest assessment’s; the PDF is the shown one’s. */}
        {!older && <SendResultsButton />}
        <PdfButton />
        <Link
          to={`/${locale}/dashboard`}
          state={{ fromResults: true }}
          className="btn btn--ghost results__back"
          data-testid="back-to-dashboard"
        >
          <span aria-hidden="true">← </span>
          {t('backToDashboard')}
        </Link>
      </div>
    </header>
  );

  if (older)
    return (
      <div className="page results">
        <Suspense fallback={<PageLoader label={t('loading')} />}>
          <OlderResults viewed={viewed} header={header}>
            <ResultsSections key={viewed.kind === 'older' ? viewed.id : ''} older />
          </OlderResults>
        </Suspense>
      </div>
    );

  return (
    <div className="page results">
      {header}
      {status.error && !status.data ? (
        <LoadFailed
          error={status.error}
          fallback={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <ResultsSections />
      )}
    </div>
  );
}
