/**
 * The wait of a call the server refused for too many requests, counting down from its
 * `Retry-After` (see `useRetryAfter`): "Too many requests. Try again in 42 s.", in minutes
 * rounded up from 90 s on, as the server's own message words it (`error.tooManyRequests*` in
 * @hai/domain). Announced once, as an alert; the figure then changes without a new announcement.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { MINUTES_FROM_SECONDS } from '../ui/useCooldown';

/** The wait's words for `left` seconds, in the page's language. */
function useRetryAfterText(): (left: number) => string {
  const { t } = useTranslation('auth');
  return (left) =>
    left >= MINUTES_FROM_SECONDS
      ? t('retryAfter.minutes', { minutes: Math.ceil(left / 60) })
      : t('retryAfter.seconds', { seconds: left });
}

export function RetryAfterAlert({ left }: { left: number }) {
  const text = useRetryAfterText();
  return (
    <Alert tone="error" testId="retry-after">
      {text(left)}
    </Alert>
  );
}
