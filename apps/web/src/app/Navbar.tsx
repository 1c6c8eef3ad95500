/**
 * Navbar (spec §2 "Navbar and shell"): logo, EN/RO switcher, the menu items —
 * home, dashboard (both shown without the progress redirects), assessment, results once completed, roadmap once it has tasks, account — the user's
 * short name and company (cut at 20 characters) with logout, or a login button; the
 * answered-of-total bar while on the assessment. Up to 1,240 px the items, the user and logout move
 * into a disclosure menu (a button with `aria-expanded`; Escape or a navigation closes it and
 * focus returns to the button).
 */
import { useQueryClient } from '@tanstack/react-query';
import { ProgressBar } from '../features/ui/ProgressBar';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOCALES, type Locale } from '@hai/domain';
import { useAssessmentProgress } from '../features/assessment/useAssessmentProgress';
import { DASHBOARD_STAY_STATE } from '../features/home/dashboard-state';
import { shortName, truncate } from '../lib/format';
import { switchLocalePath } from '../lib/locale';
import { trpc } from '../lib/trpc';
import { endSession } from './end-session';
import { Logo } from './Logo';
import { useSession } from './session';
import { useLocale } from './useLocale';
import './navbar.css';

/** Screens where the logo scrolls to the top instead of navigating. */
const SCROLL_PAGES = new Set(['assessment', 'step-progress', 'results', 'roadmap']);

export function Navbar() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, authenticated, token } = useSession();
  const utils = trpc.useUtils();
  const updateLocale = trpc.auth.updateLocale.useMutation({
    onSuccess: (r) => utils.auth.me.setData(undefined, { user: r.user }),
    onError: (err) => console.warn('saving the locale failed', err),
  });
  const logout = trpc.auth.logout.useMutation();
  const [loggingOut, setLoggingOut] = useState(false);
  const page = pathname.split('/').filter(Boolean)[1] ?? '';
  const progress = useAssessmentProgress();
  const status = trpc.assessment.status.useQuery(undefined, { enabled: authenticated, staleTime: 30_000 });
  const completed = status.data?.completed === true;
  const roadmap = trpc.roadmap.list.useQuery(undefined, {
    enabled: authenticated && completed,
    staleTime: 30_000,
  });
  const items = [
    'home',
    'dashboard',
    'assessment',
    ...(completed ? (['results'] as const) : []),
    ...(roadmap.data && roadmap.data.tasks.length > 0 ? (['roadmap'] as const) : []),
    'account',
  ] as const;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu (state adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggle.current?.focus();
    }
  };

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
            <div className="navbar__session" onKeyDown={onMenuKey}>
              <button
                ref={toggle}
                type="button"
                className="navbar__toggle"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
                onClick={() => setMenuOpen((o) => !o)}
                data-testid="nav-toggle"
              >
                <MenuIcon open={menuOpen} />
              </button>
              <div id={menuId} className={`navbar__panel${menuOpen ? ' navbar__panel--open' : ''}`}>
                <nav aria-label={t('nav.menu')}>
                  <ul className="navbar__menu">
                    {items.map((item) => (
                      <li key={item}>
                        <Link
                          to={item === 'home' ? `/${locale}` : `/${locale}/${item}`}
                          // Home and dashboard are a deliberate choice: shown even to a user whose
                          // assessment is started or finished (no redirect; dashboard-state.ts).
                          state={item === 'home' || item === 'dashboard' ? DASHBOARD_STAY_STATE : undefined}
                          className="navbar__link"
                          aria-current={(item === 'home' ? page === '' : page === item) ? 'page' : undefined}
                          data-testid={`nav-${item}`}
                        >
                          {t(`nav.${item}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="navbar__panel-user">
                  <UserBlock user={user} testId="nav-user-menu" />
                  <LogoutButton
                    onLogout={onLogout}
                    busy={loggingOut}
                    label={loggingOut ? t('nav.loggingOut') : t('nav.logout')}
                    testId="logout-menu"
                  />
                </div>
              </div>
              <span className="navbar__desktop-only">
                <UserBlock user={user} testId="nav-user" />
              </span>
              <span className="navbar__desktop-only">
                <LogoutButton
                  onLogout={onLogout}
                  busy={loggingOut}
                  label={loggingOut ? t('nav.loggingOut') : t('nav.logout')}
                  testId="logout"
                />
              </span>
            </div>
          ) : (
            // While a stored session is being loaded nothing shows here (not a "Log in" that the
            // user's menu would replace a moment later).
            token === null &&
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

/** The user's short name and company (cut at 20 characters, spec §9), full texts in the title. */
function UserBlock({
  user,
  testId,
}: {
  user: { firstName: string; lastName: string | null; companyName: string };
  testId: string;
}) {
  return (
    <div className="navbar__user" data-testid={testId}>
      <span className="navbar__name" title={`${user.firstName} ${user.lastName ?? ''}`.trim()}>
        {shortName(user.firstName, user.lastName ?? '')}
      </span>
      <span className="navbar__company" title={user.companyName}>
        {truncate(user.companyName)}
      </span>
    </div>
  );
}

function LogoutButton({
  onLogout,
  busy,
  label,
  testId,
}: {
  onLogout: () => void;
  busy: boolean;
  label: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      onClick={onLogout}
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
    >
      {label}
    </button>
  );
}

/** Three bars, or a cross when the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
