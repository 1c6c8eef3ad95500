/**
 * Cookie consent UI (product-spec §2 shell, §4 "Cookie consent"), mounted once
 * by the locale layout: the banner while no choice is saved (accept all / deny / manage), the
 * manage dialog (functional always on; statistics; marketing; accept all / deny / save), and,
 * once a choice exists, a floating button at the bottom left that reopens the dialog. Closing the
 * dialog without a choice brings the banner back. Texts: namespace `consent`.
 */
import { Suspense, lazy, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL, NONE } from './choices';
import { openConsentSettings, saveConsent, useConsent } from './store';
import './consent.css';

/**
 * The manage dialog is code only a click needs: it loads on demand (it stays out of
 * every route's first load), fetched once the browser is idle so that the click finds it there.
 */
const loadDialog = () => import('./ConsentDialog');
const ConsentDialog = lazy(loadDialog);

/** The banner, the dialog and the floating button, driven by the consent store. */
export function ConsentUI() {
  const { consent, dialogOpen } = useConsent();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    idle(() => void loadDialog());
  }, []);
  return (
    <>
      {!consent && !dialogOpen && <ConsentBanner />}
      {dialogOpen && (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      )}
      {consent && !dialogOpen && <ConsentFloatingButton />}
    </>
  );
}

/** First-visit banner: a labelled region with a heading and the three choices. */
function ConsentBanner() {
  const { t } = useTranslation('consent');
  const headingId = useId();
  return (
    <section className="consent-banner" aria-labelledby={headingId} data-testid="consent-banner">
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={headingId} className="consent-banner__title">
            {t('banner.title')}
          </h2>
          <p>{t('banner.body')}</p>
        </div>
        <div className="consent-actions">
          <button type="button" className="btn btn--ghost" onClick={openConsentSettings}>
            {t('actions.manage')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => saveConsent(NONE)}>
            {t('actions.deny')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => saveConsent(ALL)}>
            {t('actions.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Bottom-left button that reopens the dialog once a choice exists. */
function ConsentFloatingButton() {
  const { t } = useTranslation('consent');
  return (
    <button
      type="button"
      className="consent-fab"
      aria-label={t('actions.settings')}
      title={t('actions.settings')}
      onClick={openConsentSettings}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm3-4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm1 8a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm5 1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
        />
      </svg>
    </button>
  );
}
