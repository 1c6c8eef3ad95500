/**
 * The progress tab's waiting and failure states, shared by the comparison (ProgressView) and the
 * peer card (PeersCard): a spinner while the query runs; the server's translated message (or the
 * given fallback) with a retry button when it failed.
 */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/trpc';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import '../history/i18n';

/** A failed query: its error in words, and a button that runs it again. */
export function LoadFailed({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallback: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('history');
  return (
    <div className="compare__error">
      <Alert tone="error">{errorMessage(error, fallback)}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
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
