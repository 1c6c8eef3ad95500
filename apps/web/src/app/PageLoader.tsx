import { useTranslation } from 'react-i18next';

/** Centered spinner for a screen that is not ready yet. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
