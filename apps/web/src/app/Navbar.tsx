/**
 * Navbar (spec §2 "Navbar and shell"): logo, EN/RO switcher, the results and roadmap items, the
 * user's short name and company with logout, or a login button; the answered-of-total bar while
 * on the assessment.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ProgressBar } from '../features/ui/ProgressBar';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOCALES, type Locale } from '@hai/domain';
import { useAssessmentProgress } from '../features/assessment/useAssessmentProgress';
import { shortName, truncate } from '../lib/format';
import { switchLocalePath } from '../lib/locale';
import { trpc } from '../lib/trpc';
import { endSession } from './end-session';
import { Logo } from './Logo';
import { useSession } from './session';
import { useLocale } from './useLocale';

/** Screens where the logo scrolls to the top instead of navigating. */
const SCROLL_PAGES = new Set(['assessment', 'step-progress', 'results', 'roadmap']);

export function Navbar() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, authenticated } = useSession();
  const utils = trpc.useUtils();
  const updateLocale = trpc.auth.updateLocale.useMutation({
    onSuccess: (r) => utils.auth.me.setData(undefined, { user: r.user }),
    onError: (err) => console.warn('saving the locale failed', err),
  });
  const logout = trpc.auth.logout.useMutation();
  const [loggingOut, setLoggingOut] = useState(false);
  const page = pathname.split('/').filter(Boolean)[1] ?? '';
  const progress = useAssessmentProgress();

  const onLogo = (e: MouseEvent) => {
    if (SCROLL_PAGES.has(page)) {
      e.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const switchTo = (next: Locale) => {
    if (next === locale) return;
    void navigate(switchLocalePath(pathname, search, next));
    if (authenticated) updateLocale.mutate({ locale: next });
  };

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout.mutateAsync({});
    } catch (err) {
      console.warn('logout failed; clearing the session anyway', err);
    } finally {
      endSession(queryClient);
      setLoggingOut(false);
      void navigate(`/${locale}/login`, { replace: true });
    }
  };

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link
          to={authenticated ? `/${locale}/dashboard` : `/${locale}`}
          className="navbar__logo"
          onClick={onLogo}
          aria-label={t('nav.logoLabel')}
        >
          <Logo />
          <span className="navbar__brand">
            HAI <span className="navbar__brand-sub">Marketing Wheel</span>
          </span>
        </Link>

        <div className="navbar__actions">
          <div className="lang-switch" role="group" aria-label={t('nav.language')}>
            {LOCALES.map((l) => (
              <button
                key={l}
                type="button"
                className="lang-switch__btn"
                aria-pressed={l === locale}
                lang={l}
                title={t(`nav.languageName.${l}`)}
                onClick={() => switchTo(l)}
                data-testid={`lang-${l}`}
              >
                {l.toUpperCase()}
              </button>
            ))}
          </div>

          {authenticated && user ? (
            <>
              <nav className="navbar__menu" aria-label={t('nav.menu')}>
                {(['results', 'roadmap'] as const).map((item) => (
                  <Link
                    key={item}
                    to={`/${locale}/${item}`}
                    className="navbar__link"
                    aria-current={page === item ? 'page' : undefined}
                    data-testid={`nav-${item}`}
                  >
                    {t(`nav.${item}`)}
                  </Link>
                ))}
              </nav>
              <div className="navbar__user" data-testid="nav-user">
                <span className="navbar__name" title={`${user.firstName} ${user.lastName}`.trim()}>
                  {shortName(user.firstName, user.lastName)}
                </span>
                <span className="navbar__company" title={user.companyName}>
                  {truncate(user.companyName)}
                </span>
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={onLogout}
                disabled={loggingOut}
                aria-busy={loggingOut}
                data-testid="logout"
              >
                {loggingOut ? t('nav.loggingOut') : t('nav.logout')}
              </button>
            </>
          ) : (
            page !== 'login' && (
              <Link to={`/${locale}/login`} className="btn btn--primary btn--sm" data-testid="nav-login">
                {t('nav.login')}
              </Link>
            )
          )}
        </div>
      </div>

      {page === 'assessment' && progress && (
        <div className="navbar__progress" data-testid="nav-progress">
          <ProgressBar
            value={progress.answeredQuestions}
            max={progress.totalQuestions}
            label={t('nav.progressLabel')}
          />
          <span className="navbar__progress-text">
            {t('nav.progress', { answered: progress.answeredQuestions, total: progress.totalQuestions })}
          </span>
        </div>
      )}
    </header>
  );
}
