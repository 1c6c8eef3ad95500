/**
 * "Send results by e-mail" (spec §2 "Results", §8, §9): asks the server to
 * e-mail the results in the page's language. Busy while the call runs; the server's message
 * ("Results sent to …") shows for 5 s; a failure shows the server's translated message (a 429
 * says how long to wait), else a generic one.
 */
import { useEffect, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { errorMessage, trpc } from '../../lib/trpc';
import { Button } from '../ui/Button';
import { CheckCircleIcon } from '../ui/icons';

/** How long the success notice stays (spec §9). */
export const SENT_NOTICE_MS = 5000;

function MailIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}

export function SendResultsButton(): JSX.Element {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const [sent, setSent] = useState<string | null>(null);
  // Kept while busy, so the shorter "Sending…" label does not shift the header.
  const [minWidth, setMinWidth] = useState<number>();
  const send = trpc.assessment.sendResults.useMutation({
    onMutate: () => setSent(null),
    onSuccess: (r) => setSent(r.message),
  });

  // A disabled button loses focus (to the body): give it back once the call is over, so a
  // keyboard user stays where they were.
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (send.isPending || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body)
      root.current?.querySelector('button')?.focus();
  }, [send.isPending]);

  useEffect(() => {
    if (sent === null) return;
    const id = window.setTimeout(() => setSent(null), SENT_NOTICE_MS);
    return () => window.clearTimeout(id);
  }, [sent]);

  // The notices take the button's width without widening it (width 0, min-width 100%), so a long
  // address wraps under the button instead of stretching the header.
  const notice = {
    width: 0,
    minWidth: '100%',
    margin: '8px 0 0',
    display: 'flex',
    gap: 8,
    alignItems: 'flex-start',
    overflowWrap: 'anywhere',
  } as const;
  return (
    <div ref={root} className="send-results" style={{ display: 'grid' }} data-testid="send-results">
      <Button
        variant="secondary"
        busy={send.isPending}
        busyLabel={t('sendResults.busy')}
        style={send.isPending ? { minWidth } : undefined}
        onClick={(e) => {
          setMinWidth(e.currentTarget.offsetWidth);
          refocus.current = document.activeElement === e.currentTarget;
          send.mutate({ locale });
        }}
        data-testid="send-results-button"
      >
        <MailIcon />
        {t('sendResults.button')}
      </Button>
      {/* Live regions exist before their text, so screen readers announce what appears in them. */}
      <div role="status" aria-live="polite">
        {sent !== null && (
          <p className="alert alert--success" style={notice} data-testid="send-results-success">
            <span style={{ display: 'inline-flex', flexShrink: 0 }}>
              <CheckCircleIcon size={18} />
            </span>
            <span>{sent}</span>
          </p>
        )}
      </div>
      <div role="alert">
        {send.error && (
          <p className="alert alert--error" style={notice} data-testid="send-results-error">
            {errorMessage(send.error, t('sendResults.error'))}
          </p>
        )}
      </div>
    </div>
  );
}
