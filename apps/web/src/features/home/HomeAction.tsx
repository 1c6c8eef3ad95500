import type { StatusOutput } from '@hai/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../app/useLocale';
import { trpc } from '../../lib/trpc';
import { LEVEL_COLORS } from '../results/levels';

interface Props {
  authenticated: boolean;
  /** The assessment status of a logged-in user (undefined while loading or when anonymous). */
  status: StatusOutput | undefined;
}

/**
 * The hero's call to action (spec §2 Home, issue 10 item 3), by the user's progress:
 * - anonymous, or logged in without answers: "Start the assessment" (anonymous → login with the
 *   "log in first" notice; logged in → assessment);
 * - started, not finished (only seen when the redirect was skipped, see dashboard-state.ts):
 *   "Continue the assessment (30 of 180)", the count from `assessment.current`;
 * - finished: the overall score and level (`assessment.overallScore`) with links to the results
 *   and the roadmap.
 */
export function HomeAction({ authenticated, status }: Props) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();

  if (authenticated && status?.completed) return <FinishedSummary />;
  if (authenticated && status?.started) return <ContinueButton />;

  const start = () => {
    if (authenticated) void navigate(`/${locale}/assessment`);
    else void navigate(`/${locale}/login`, { state: { notice: 'loginFirst' } });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--lg"
        onClick={start}
        data-testid="start-assessment"
      >
        {t('home.start')}
      </button>
      <p className="hero__note">{t('home.free')}</p>
    </>
  );
}

/** "Continue the assessment (X of 180)": a link to the chat with the answered count. */
function ContinueButton() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const current = trpc.assessment.current.useQuery({ locale });
  const progress = current.data?.progress;
  return (
    <>
      <Link
        to={`/${locale}/assessment`}
        className="btn btn--primary btn--lg"
        data-testid="continue-assessment"
      >
        {progress
          ? t('home.continue', { answered: progress.answeredQuestions, total: progress.totalQuestions })
          : t('home.start')}
      </Link>
      <p className="hero__note">{t('home.continueNote')}</p>
    </>
  );
}

/** The finished user's score, level and the ways to the results and the roadmap. */
function FinishedSummary() {
  const { t } = useTranslation('common');
  const locale = useLocale();
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
      </div>
    </div>
  );
}
