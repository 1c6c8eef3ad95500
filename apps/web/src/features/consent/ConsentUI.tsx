/**
 * Cookie consent UI (product-spec §2 shell, §4 "Cookie consent"; issue 10 item 6), mounted once
 * by the locale layout: the banner while no choice is saved (accept all / deny / manage), the
 * manage dialog (functional always on; statistics; marketing; accept all / deny / save), and,
 * once a choice exists, a floating button at the bottom left that reopens the dialog. Closing the
 * dialog without a choice brings the banner back. Texts: namespace `consent`.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../roadmap/Dialog';
import {
  closeConsentSettings,
  consentReturnFocus,
  openConsentSettings,
  saveConsent,
  useConsent,
} from './store';
import './consent.css';

const ALL = { statistics: true, marketing: true } as const;
const NONE = { statistics: false, marketing: false } as const;

/** The banner, the dialog and the floating button, driven by the consent store. */
export function ConsentUI() {
  const { consent, dialogOpen } = useConsent();
  return (
    <>
      {!consent && !dialogOpen && <ConsentBanner />}
      <ConsentDialog open={dialogOpen} />
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

/** The manage dialog; its toggles start from the saved choice (or off). */
function ConsentDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('consent');
  const headingId = useId();
  return (
    <Dialog
      open={open}
      onClose={closeConsentSettings}
      labelledBy={headingId}
      className="consent-dialog"
      testId="consent-dialog"
      returnFocus={consentReturnFocus}
    >
      <div className="dialog__header">
        <h2 id={headingId} className="dialog__title">
          {t('dialog.title')}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('actions.close')}
          onClick={closeConsentSettings}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && <ConsentForm />}
    </Dialog>
  );
}

function ConsentForm() {
  const { t } = useTranslation('consent');
  const { consent } = useConsent();
  const [statistics, setStatistics] = useState(consent?.statistics ?? false);
  const [marketing, setMarketing] = useState(consent?.marketing ?? false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent({ statistics, marketing });
      }}
    >
      <p className="consent-dialog__intro">{t('dialog.intro')}</p>
      <ul className="consent-categories">
        <Category name="functional" checked disabled onChange={() => undefined} />
        <Category name="statistics" checked={statistics} onChange={setStatistics} />
        <Category name="marketing" checked={marketing} onChange={setMarketing} />
      </ul>
      <p className="consent-dialog__note">{t('dialog.none')}</p>
      <div className="consent-actions consent-actions--dialog">
        <button type="button" className="btn btn--secondary" onClick={() => saveConsent(NONE)}>
          {t('actions.deny')}
        </button>
        <button type="submit" className="btn btn--secondary" data-testid="consent-save">
          {t('actions.save')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => saveConsent(ALL)}>
          {t('actions.acceptAll')}
        </button>
      </div>
    </form>
  );
}

function Category({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: 'functional' | 'statistics' | 'marketing';
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation('consent');
  const id = useId();
  return (
    <li className="consent-category">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-desc`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="consent-category__name">
          {t(`categories.${name}.label`)}
          {disabled && <span className="consent-category__badge">{t('alwaysOn')}</span>}
        </label>
        <p id={`${id}-desc`} className="consent-category__desc">
          {t(`categories.${name}.description`)}
        </p>
      </div>
    </li>
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
