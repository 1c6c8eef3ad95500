/**
 * The hidden-tab rules of PDF generation (spec §4 "PDF generation", §8): refused when the tab is
 * hidden at the start; cancelled when it becomes hidden while the report is being built (a
 * background tab's timers are throttled, and the user would not see the result). Kept apart
 * from the button so the rules can be tested with a fake document.
 */

/** How a generation ended. */
export type PdfOutcome = 'done' | 'hidden-at-start' | 'cancelled-hidden' | 'failed';

/** The abort reason when the tab was hidden during generation. */
export class TabHiddenError extends Error {
  constructor() {
    super('The tab was hidden during PDF generation');
    this.name = 'TabHiddenError';
  }
}

/** The part of `document` the rules need. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `build` unless `doc` is hidden now; aborts its signal (reason: TabHiddenError) as soon as
 * `doc` becomes hidden. Resolves with the outcome, never rejects; `onError` sees unexpected
 * failures (for logging).
 */
export async function runWhileVisible(
  doc: VisibilitySource,
  build: (signal: AbortSignal) => Promise<void>,
  onError: (error: unknown) => void = () => {},
): Promise<PdfOutcome> {
  if (doc.visibilityState === 'hidden') return 'hidden-at-start';
  const controller = new AbortController();
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') controller.abort(new TabHiddenError());
  };
  doc.addEventListener('visibilitychange', onVisibility);
  try {
    await build(controller.signal);
    // Hidden at the very end: the download may not have been seen; report it like a cancel.
    return controller.signal.aborted ? 'cancelled-hidden' : 'done';
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof TabHiddenError)
      return 'cancelled-hidden';
    onError(error);
    return 'failed';
  } finally {
    doc.removeEventListener('visibilitychange', onVisibility);
  }
}
