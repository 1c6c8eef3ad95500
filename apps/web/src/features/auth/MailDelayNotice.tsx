/**
 * "We could not send the email yet, we keep trying", on the screens that have
 * just promised an e-mail: login after a registration or a resend, forgot password after a send.
 * It reads `system.mailStatus` (`GET /api/mail-status`: `{ delayed }`, true while e-mail waits
 * for a mail server that cannot be reached; the same answer for everyone), seeded by the
 * register, resend and forgot answers' `mailDelayed` ({@link seedMailStatus}) and asked again
 * every {@link MAIL_STATUS_POLL_MS} while shown, so the notice appears if the first try fails
 * after the answer, and goes once the e-mail has left. Renders nothing while e-mail flows.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { trpc } from '../../lib/trpc';

/** How often a shown notice asks whether e-mail is still delayed, ms. */
export const MAIL_STATUS_POLL_MS = 15_000;

/** The notice, a polite live region (announced when it appears). */
export function MailDelayNotice() {
  const { t } = useTranslation('auth');
  const status = trpc.system.mailStatus.useQuery(undefined, {
    refetchInterval: MAIL_STATUS_POLL_MS,
    staleTime: MAIL_STATUS_POLL_MS / 3,
  });
  if (!status.data?.delayed) return null;
  return (
    <Alert tone="warning" testId="mail-delayed">
      {t('mailDelayed')}
    </Alert>
  );
}

/**
 * Put an answer's `mailDelayed` into the `system.mailStatus` cache, so the notice shows (or not)
 * with no request of its own. `utils` is `trpc.useUtils()`.
 */
export function seedMailStatus(utils: ReturnType<typeof trpc.useUtils>, mailDelayed: boolean): void {
  utils.system.mailStatus.setData(undefined, { delayed: mailDelayed });
}
