/**
 * "Download PDF" (spec §2 "Results", §4 "PDF generation", §8, §9): the button,
 * its busy overlay ("Generating the PDF, please wait…", scrolling blocked) and its alerts. The
 * work — fetching the results in the page's language, building the PDF in a worker (pdf-lib,
 * fontkit and the fonts load there, off the main thread) and downloading
 * `HAI-Marketing-Wheel-Rezultate-YYYY-MM-DD.pdf` — is generate.ts, loaded on pointer or focus
 * over the button (with the worker) or at the click, so the results page's first load carries
 * only this file. A hidden tab refuses the start and cancels a build under way (guard.ts), each
 * with its translated alert; any other failure shows the generic one.
 *
 * The report is of the assessment the page shows: the latest, or an earlier one's, read-only
 * (`/results?assessment=<id>`; see generate.ts for what differs).
 */
import { useEffect, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/useLocale';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../ui/Button';
import { useViewedAssessmentId } from '../older';
import type * as Generate from './generate';
import { runWhileVisible, type PdfOutcome } from './guard';

/** generate.ts, loaded once; a failed load is tried again next time. */
let generator: Promise<typeof Generate> | null = null;
function loadGenerator(): Promise<typeof Generate> {
  generator ??= import('./generate').catch((error: unknown) => {
    generator = null;
    throw error;
  });
  return generator;
}

/** Loads generate.ts and starts the worker ahead of a click (pointer or focus over the button). */
function prewarm(): void {
  loadGenerator().then(
    (m) => m.prewarmPdfWorker(),
    () => {},
  );
}

function DownloadIcon() {
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
      <path d="M12 3v12" />
      <path d="M7 10l5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}

const ALERTS: Partial<Record<PdfOutcome, 'hiddenAtStart' | 'cancelledHidden' | 'failed'>> = {
  'hidden-at-start': 'hiddenAtStart',
  'cancelled-hidden': 'cancelledHidden',
  failed: 'failed',
};

/** Blocks scrolling (overflow, wheel, touch and scrolling keys) until the returned function runs. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  const stop = (e: Event) => e.preventDefault();
  const keys = new Set([' ', 'PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown']);
  const stopKeys = (e: KeyboardEvent) => {
    if (keys.has(e.key)) e.preventDefault();
  };
  window.addEventListener('wheel', stop, { passive: false });
  window.addEventListener('touchmove', stop, { passive: false });
  window.addEventListener('keydown', stopKeys);
  return () => {
    root.style.overflow = previous;
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stopKeys);
  };
}

export function PdfButton(): JSX.Element {
  const { t } = useTranslation('pdf');
  const locale = useLocale();
  const utils = trpc.useUtils();
  const assessmentId = useViewedAssessmentId();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<PdfOutcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!busy) return;
    overlay.current?.focus();
    return lockScroll();
  }, [busy]);

  async function generate() {
    setAlert(null);
    if (document.visibilityState === 'hidden') {
      setAlert('hidden-at-start');
      return;
    }
    setBusy(true);
    const outcome = await runWhileVisible(
      document,
      async (signal) => {
        const { generateReport } = await loadGenerator();
        signal.throwIfAborted();
        await generateReport({ utils, locale, assessmentId }, signal);
      },
      (error) => console.error('PDF generation failed', error),
    );
    setBusy(false);
    if (outcome !== 'done') setAlert(outcome);
    button.current?.focus();
  }

  const alertKey = alert ? ALERTS[alert] : undefined;
  return (
    <div className="pdf-download" data-testid="pdf-download">
      <Button
        ref={button}
        variant="secondary"
        busy={busy}
        busyLabel={t('busy')}
        onClick={() => void generate()}
        onPointerEnter={prewarm}
        onFocus={prewarm}
        data-testid="download-pdf"
      >
        <DownloadIcon />
        {t('button')}
      </Button>
      <div role="alert">
        {alertKey && (
          <p className="alert alert--error pdf-download__alert" data-testid={`pdf-alert-${alert}`}>
            {t(alertKey)}
          </p>
        )}
      </div>
      {busy && (
        <div
          ref={overlay}
          className="pdf-overlay"
          role="status"
          aria-live="polite"
          tabIndex={-1}
          data-testid="pdf-overlay"
        >
          <div className="pdf-overlay__box">
            <span className="spinner" aria-hidden="true" />
            <p className="pdf-overlay__title">{t('overlay')}</p>
            <p className="pdf-overlay__hint">{t('overlayHint')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
