/**
 * The /:locale shell (spec §2): the URL's locale sets the language and <html lang>; an
 * unprefixed known path is redirected under the current locale; page title and skip link; the
 * cookie consent banner, dialog and floating button (product-spec §4 "Cookie consent"), mounted once here.
 * The banner sits in the page flow under the skip link, so it never covers the page's controls.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { asLocale } from '@hai/domain';
import { ConsentUI } from '../features/consent/ConsentUI';
import { unprefixedRedirect } from '../lib/locale';
import { Footer } from './Footer';
import { currentLocale } from './i18n';
import { Navbar } from './Navbar';
import { titleKeyOf } from './titles';
import { NotFoundPage } from '../routes/NotFoundPage';

/** The shell of every /:locale page: skip link, consent UI, navbar, main, footer. */
export function LocaleLayout() {
  const params = useParams();
  const locale = asLocale(params.locale);
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation('common');
  const matches = useMatches();
  const titleKey = titleKeyOf(matches);

  useLayoutEffect(() => {
    if (locale && i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);

  useEffect(() => {
    document.title = `${t(`titles.${titleKey}`)} · ${t('appName')}`;
  }, [t, titleKey, i18n.language]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!locale) {
    const target = unprefixedRedirect(pathname, search, currentLocale());
    if (target) return <Navigate to={target} replace />;
  }

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ConsentUI />
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        {locale ? <Outlet /> : <NotFoundPage />}
      </main>
      <Footer />
    </div>
  );
}
