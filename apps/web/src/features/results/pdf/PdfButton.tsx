/**
 * "Download PDF" (spec §2 "Results", §4 "PDF generation", §8, §9; issue 8 item 8): fetches the
 * results in the page's language, has the PDF built in a worker (pdf-lib, fontkit and the fonts
 * load there, off the main thread) and downloads `HAI-Marketing-Wheel-Rezultate-YYYY-MM-DD.pdf`. While it works, a busy
 * overlay ("Generating the PDF, please wait…") covers the page and scrolling is blocked. A hidden
 * tab refuses the start and cancels a build under way (guard.ts), each with its translated
 * alert; any other failure shows the generic one.
 *
 * The report ends with the strategic roadmap (issue 9 item 6): the user's tasks, generated first
 * when there are none yet (and put in the query cache, so the roadmap screen shows them). When
 * the roadmap cannot be had, the report is built without that section rather than not at all.
 *
 * After a re-take, the report has a "Since last time" section (issue 23 item 2) from
 * `assessment.compare` (the progress view's query, shared through the cache); a 409 (no earlier
 * completed assessment) means no section, and so does, with a warning, any other failure.
 */
import type { CompareOutput } from '@hai/domain';
import { useEffect, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/useLocale';
import { errorBody, trpc } from '../../../lib/trpc';
import { Button } from '../../ui/Button';
import { downloadPdf, localDate, pdfFileName } from './file';
import { runWhileVisible, type PdfOutcome } from './guard';
import { roadmapPdfTask, type RoadmapPdfTask } from './roadmap';
import { buildPdfInWorker, prewarmPdfWorker } from './worker-client';

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
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<PdfOutcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const overlay = useRef<HTMLDivElement>(null);

  /**
   * The user's roadmap tasks: the stored ones, or (none yet) the ones `roadmap.generate` creates,
   * which also go into the `roadmap.list` cache. Null, with a warning, when either call fails.
   */
  async function roadmapTasks(): Promise<RoadmapPdfTask[] | null> {
    try {
      let { tasks } = await utils.roadmap.list.fetch();
      if (tasks.length === 0) {
        ({ tasks } = await utils.client.roadmap.generate.mutate({ locale }));
        utils.roadmap.list.setData(undefined, { tasks });
      }
      return tasks.map(roadmapPdfTask);
    } catch (error) {
      console.warn('PDF report: roadmap unavailable, building the report without it', error);
      return null;
    }
  }

  /**
   * The latest completed assessment against the one it re-takes; null when there is none (409
   * `compare.notEnough`) or, with a warning, when the call fails.
   */
  async function comparison(): Promise<CompareOutput | null> {
    try {
      return await utils.assessment.compare.fetch({ locale });
    } catch (error) {
      if (errorBody(error)?.error !== 'CONFLICT')
        console.warn('PDF report: comparison unavailable, building the report without it', error);
      return null;
    }
  }

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
        const [user, overall, strategies, feedback, prompts, roadmap, sinceLastTime] = await Promise.all([
          utils.auth.me.fetch(),
          utils.assessment.overallScore.fetch({ locale }),
          utils.assessment.strategyRecommendations.fetch({ locale }),
          utils.assessment.feedback.fetch({ locale }),
          utils.assessment.prompts.fetch({ locale }),
          roadmapTasks(),
          comparison(),
        ]);
        signal.throwIfAborted();
        const now = new Date();
        const bytes = await buildPdfInWorker(
          {
            locale,
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now),
            user: user.user,
            overall,
            strategies,
            feedback: feedback.feedback,
            prompts: prompts.prompts,
            roadmap,
            sinceLastTime,
          },
          signal,
        );
        signal.throwIfAborted();
        downloadPdf(bytes, pdfFileName(localDate(now)));
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
        onPointerEnter={prewarmPdfWorker}
        onFocus={prewarmPdfWorker}
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
