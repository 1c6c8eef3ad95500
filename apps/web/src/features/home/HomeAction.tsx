import type { StatusOutput } from '@hai/domain';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../app/useLocale';
import { trpc } from '../../lib/trpc';

// The finished dashboard (score, re-take, reminder notice) loads on demand.
const FinishedDashboard = lazy(async () => ({
  default: (await import('../history/Dashboard')).FinishedDashboard,
}));

interface Props {
  authenticated: boolean;
  /** The assessment status of a logged-in user (undefined while loading or when anonymous). */
  status: StatusOutput | undefined;
}

/**
 * The hero's call to action (spec §2 Home), by the user's progress:
 * - anonymous, or logged in without answers: "Start the assessment" (anonymous → login with the
 *   "log in first" notice; logged in → assessment);
 * - started, not finished (only seen when the redirect was skipped, see dashboard-state.ts):
 *   "Continue the assessment (30 of 180)", the count from `assessment.current`;
 * - finished: the overall score and level (`assessment.overallScore`) with links to the results
 *   and the roadmap, the re-take, and the re-take reminder's notice once it is due
 *   (features/history/Dashboard.tsx, loaded on demand).
 */
export function HomeAction({ authenticated, status }: Props) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();

  if (authenticated && status?.completed)
    return (
      <Suspense fallback={<FinishedFallback />}>
        <FinishedDashboard status={status} />
      </Suspense>
    );
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

/** The finished dashboard's place while its chunk loads: the score card's loading state. */
function FinishedFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="home-score card">
      <h2 className="home-score__title">{t('home.doneTitle')}</h2>
      <p className="home-score__value" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
      </p>
    </div>
  );
}
