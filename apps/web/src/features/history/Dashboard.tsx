/**
 * The signed-in dashboard's parts for re-take and history, loaded on demand by the home page
 * (its chunk stays within budget): {@link FinishedDashboard} in the hero once the latest
 * assessment is completed — the re-take reminder's notice when due, the score with the ways to
 * the results and the roadmap, and the re-take — and {@link DashboardHistory}, "Your assessments".
 */
import type { StatusOutput } from '@hai/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../app/useLocale';
import { trpc } from '../../lib/trpc';
import { LEVEL_COLORS } from '../results/levels';
import { DueNotice } from './DueNotice';
import { HistoryList } from './HistoryList';
import './history.css';
import './i18n';
import { RetakeAction } from './RetakeAction';

/** The finished user's hero: the due reminder, then the score, level, links and the re-take. */
export function FinishedDashboard({ status }: { status: StatusOutput }) {
  return (
    <>
      <DueNotice status={status} />
      <FinishedSummary retake={!status.retakeDue} />
    </>
  );
}

/**
 * The finished user's score, level and the ways to the results and the roadmap (spec §2 Home),
 * and the re-take with its explanation unless the due notice above offers it.
 */
function FinishedSummary({ retake }: { retake: boolean }) {
  const { t } = useTranslation('common');
  const { t: th } = useTranslation('history');
  const locale = useLocale();
  const id = useId();
  const score = trpc.assessment.overallScore.useQuery({ locale });
  const data = score.data;
  return (
    <div className="home-score card" data-testid="home-score">
      <h2 className="home-score__title">{t('home.doneTitle')}</h2>
      {data ? (
        <p className="home-score__value">
          <span className="home-score__label">{t('home.scoreLabel')}</span>
          <strong className="home-score__number" data-testid="home-score-value">
            {t('home.scoreValue', { score: Math.round(data.overallScore) })}
          </strong>
          {data.band && (
            <span className="home-score__level" style={{ color: LEVEL_COLORS[data.band] }}>
              {t('home.levelLabel', { level: t(`home.levels.${data.band}`) })}
            </span>
          )}
        </p>
      ) : score.error ? (
        <p className="home-score__error" role="alert">
          {t('home.scoreFailed')}{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void score.refetch()}>
            {t('home.retry')}
          </button>
        </p>
      ) : (
        <p className="home-score__value" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
        </p>
      )}
      <div className="home-score__links">
        <Link to={`/${locale}/results`} className="btn btn--primary" data-testid="home-view-results">
          {t('home.viewResults')}
        </Link>
        <Link to={`/${locale}/roadmap`} className="btn btn--secondary" data-testid="home-view-roadmap">
          {t('home.viewRoadmap')}
        </Link>
        {retake && <RetakeAction variant="secondary" describedBy={`${id}-explain`} testId="home-retake" />}
      </div>
      {retake && (
        <p id={`${id}-explain`} className="home-score__note muted">
          {th('retake.explain')}
        </p>
      )}
    </div>
  );
}

/** "Your assessments" below the hero, with a way to the results' progress tab. */
export function DashboardHistory() {
  return (
    <div className="home-history">
      <HistoryList />
    </div>
  );
}
