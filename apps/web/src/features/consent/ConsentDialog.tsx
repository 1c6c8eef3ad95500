/**
 * The cookie consent's manage dialog (product-spec §4 "Cookie consent"):
 * functional always on, statistics and marketing toggles, deny / save / accept all. Loaded on
 * demand by ConsentUI, which mounts it while the consent store says the dialog is open.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../roadmap/Dialog';
import { ALL, NONE } from './choices';
import { closeConsentSettings, consentReturnFocus, saveConsent, useConsent } from './store';

/** The manage dialog, open while mounted; its toggles start from the saved choice (or off). */
export default function ConsentDialog() {
  const { t } = useTranslation('consent');
  const headingId = useId();
  return (
    <Dialog
      open
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
      <ConsentForm />
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
