/**
 * Home and dashboard (spec §2 "Home / dashboard"): hero with the call to action
 * by progress (features/home/HomeAction), the 4 numbered discovery items, the info cards and the
 * intro video. A logged-in user whose assessment is started but not finished is redirected to the
 * assessment on load, unless the navigation asked to stay (features/home/dashboard-state.ts:
 * `{ stay: true }`, or "back to dashboard" from the results); a finished user normally never lands
 * here (SessionGate sends them to the results) except through "back to dashboard", and then sees
 * their score with links to the results and the roadmap, and the re-take. Once the
 * re-take reminder is due the dashboard is where a finished user lands (SessionGate), with its
 * notice; "Your assessments" follows the hero once one is completed or a re-take is under way
 * (features/history, loaded on demand).
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../app/PageLoader';
import { useSession } from '../app/session';
import { useLocale } from '../app/useLocale';
import { showsHistory, staysOnDashboard } from '../features/home/dashboard-state';
import { DiscoveryList } from '../features/home/DiscoveryList';
import { HomeAction } from '../features/home/HomeAction';
import { InfoCards } from '../features/home/InfoCards';
import { IntroVideo } from '../features/home/IntroVideo';
import { trpc } from '../lib/trpc';

const DashboardHistory = lazy(async () => ({
  default: (await import('../features/history/Dashboard')).DashboardHistory,
}));

export function HomePage() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { state } = useLocation();
  const { authenticated, user } = useSession();
  const stay = staysOnDashboard(state);
  // SessionGate has just fetched the status (same query key), so this is usually answered from
  // the cache; after "back to dashboard" the gate skips its check and this loads it.
  const status = trpc.assessment.status.useQuery(undefined, { enabled: authenticated });

  if (authenticated && !stay) {
    if (status.isPending) return <PageLoader />;
    if (status.data?.started && !status.data.completed) {
      return <Navigate to={`/${locale}/assessment`} replace />;
    }
  }

  return (
    <div className="page page--home">
      <section className="hero">
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 className="hero__title">
          {authenticated && user ? t('home.welcome', { name: user.firstName }) : t('home.title')}
        </h1>
        {/* The invitation to answer is for those who have not finished yet. */}
        {!(authenticated && status.data?.completed) && <p className="hero__subtitle">{t('home.subtitle')}</p>}
        <HomeAction authenticated={authenticated} status={status.data} />
      </section>
      {authenticated && status.data && showsHistory(status.data) && (
        <Suspense fallback={null}>
          <DashboardHistory />
        </Suspense>
      )}
      <InfoCards />
      <DiscoveryList />
      <IntroVideo />
    </div>
  );
}
