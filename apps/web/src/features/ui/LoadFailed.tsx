import { errorMessage } from '../../lib/trpc';
import { Alert } from './Alert';
import { Button } from './Button';

/**
 * A read that failed with nothing to show instead (the results' tabs, the progress tab): the
 * server's translated message — or `fallback` when the error carries none (a network failure) —
 * and a button that runs the read again. Each screen keeps its own texts and layout class.
 */
export function LoadFailed({
  error,
  fallback,
  retryLabel,
  onRetry,
  className = 'results-error',
  variant,
}: {
  /** The query's error (a tRPC client error or any other). */
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallback: string;
  /** The retry button's label ("Try again" / "Reîncercați"). */
  retryLabel: string;
  onRetry: () => void;
  /** The wrapper's layout class: `results-error` (default), `report-error`, `compare__error`. */
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <div className={className}>
      <Alert tone="error">{errorMessage(error, fallback)}</Alert>
      <Button variant={variant} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
