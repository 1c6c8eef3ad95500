/**
 * Navigation guards (product-spec §2 "Navigation guards", §6 roles):
 * - SessionGate: a stored token without a loaded user waits for `auth.me` (failure ends the
 *   session); a logged-in user on any page but results/roadmap/verify-email is sent to results once the
 *   assessment is completed (a failed check is only logged), except when the user chose "back to
 *   dashboard" on the results page or the navbar's home or dashboard item (dashboard-state.ts),
 *   and except home and dashboard once the re-take reminder is due (the
 *   dashboard shows its notice).
 * - GuestOnly: login, register, forgot and reset password; a logged-in user goes to the dashboard
 *   (or results, via the gate).
 * - RequireAuth: assessment/step-progress/results/roadmap; without login → login.
 * - RequireCompletedStep: step-progress without a completed-step state → assessment.
 */
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useCompletedStep } from '../features/assessment/step-completed-store';
import { staysOnDashboard } from '../features/home/dashboard-state';
import { trpc } from '../lib/trpc';
import { isFirstScreen } from './first-screen';
import { PageLoader } from './PageLoader';
import { session, useSession } from './session';
import { useLocale } from './useLocale';

/**
 * Pages where the completion check does not run: results and verify-email (spec §2), and the
 * pages a finished user must still reach — the roadmap, the account, the legal pages.
 */
const UNCHECKED_PAGES = new Set([
  'results',
  'roadmap',
  'verify-email',
  'account',
  'privacy',
  'terms',
  'gdpr',
  'ai-transparency',
  'opt-out',
]);

/** Home and dashboard: where a due re-take reminder keeps a finished user. */
const DASHBOARD_PAGES = new Set(['', 'dashboard']);

function pageOf(pathname: string): string {
  return pathname.split('/').filter(Boolean)[1] ?? '';
}

/** The path without its locale: switching language is not a new navigation for the check. */
function checkKeyOf(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}

export function SessionGate() {
  const { token, user, authenticated, userError } = useSession();
  const locale = useLocale();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  // "Back to dashboard" on the results page, or the navbar's home and dashboard items, are a
  // deliberate choice: honour it once instead of bouncing the user straight back to results.
  const stays = staysOnDashboard(state);
  const utils = trpc.useUtils();
  const needsCheck = authenticated && !stays && !UNCHECKED_PAGES.has(pageOf(pathname));
  const checkKey = `${user?.id ?? ''}:${checkKeyOf(pathname)}`;
  const onDashboard = DASHBOARD_PAGES.has(pageOf(pathname));
  // A page the server drew for the user has been checked there (it draws none for a completed
  // assessment, app/first-screen.ts): it shows at once instead of waiting for a second answer.
  const [checkedPath, setCheckedPath] = useState<string | null>(() =>
    needsCheck && isFirstScreen ? checkKey : null,
  );

  // Spec §4: failing to fetch the current user clears the session (an UNAUTHORIZED answer has
  // already ended it through the tRPC link, with the way to the login page).
  useEffect(() => {
    if (userError) {
      console.warn('auth.me failed; session cleared', userError);
      session.clear();
    }
  }, [userError]);

  useEffect(() => {
    if (!needsCheck || checkedPath === checkKey) return;
    let cancelled = false;
    utils.assessment.status
      .fetch(undefined, { staleTime: 0 })
      .then((status) => {
        if (cancelled) return;
        if (status.completed && !(status.retakeDue && onDashboard))
          void navigate(`/${locale}/results`, { replace: true });
        else setCheckedPath(checkKey);
      })
      .catch((err: unknown) => {
        console.error('assessment status check failed', err);
        if (!cancelled) setCheckedPath(checkKey);
      });
    return () => {
      cancelled = true;
    };
  }, [needsCheck, checkedPath, checkKey, locale, navigate, utils, onDashboard]);

  if (token !== null && user === null) return <PageLoader />;
  if (needsCheck && checkedPath !== checkKey) return <PageLoader />;
  return <Outlet />;
}

export function GuestOnly() {
  const { authenticated } = useSession();
  const locale = useLocale();
  if (authenticated) return <Navigate to={`/${locale}/dashboard`} replace />;
  return <Outlet />;
}

export function RequireAuth() {
  const { authenticated } = useSession();
  const locale = useLocale();
  if (!authenticated) return <Navigate to={`/${locale}/login`} replace />;
  return <Outlet />;
}

export function RequireCompletedStep() {
  const completed = useCompletedStep();
  const locale = useLocale();
  if (!completed) return <Navigate to={`/${locale}/assessment`} replace />;
  return <Outlet />;
}
