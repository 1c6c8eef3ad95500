/**
 * The progress tab's waiting and failure states, shared by the comparison (ProgressView) and the
 * peer card (PeersCard): a spinner while the query runs; the server's translated message (or the
 * given fallback) with a retry button when it failed.
 */
import { useTranslation } from 'react-i18next';
import { LoadFailed as QueryError } from '../ui/LoadFailed';
import '../history/i18n';

/** A failed query: its error in words, and a button that runs it again ("Try again"). */
export function LoadFailed(props: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('history');
  return (
    <QueryError {...props} className="compare__error" variant="secondary" retryLabel={t('list.retry')} />
  );
}

/** A query still running. */
export function Loading() {
  return (
    <p className="compare__loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
    </p>
  );
}
