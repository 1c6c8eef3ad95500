/**
 * The PDF builder's worker (pdf.worker.ts), one at a time, kept warm between reports: started
 * when the user shows intent (`prewarmPdfWorker`, on pointer or focus over the button) or at the
 * first report, closed after a minute unused. `buildPdfInWorker` resolves with the PDF's bytes;
 * aborting its signal terminates the worker at once and rejects with the signal's reason; a
 * failure in the worker rejects with its message (and the worker is replaced next time).
 */
import type { PdfWorkerReply } from './pdf.worker';
import type { ResultsPdfData } from './report-pdf';

/** How long an idle worker is kept, ms. */
export const WORKER_IDLE_MS = 60_000;

let current: { worker: Worker; idle?: number } | null = null;

function worker(): Worker {
  if (!current) {
    current = {
      worker: new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf-report' }),
    };
  }
  window.clearTimeout(current.idle);
  return current.worker;
}

function closeWhenIdle(): void {
  if (!current) return;
  const held = current;
  held.idle = window.setTimeout(() => {
    held.worker.terminate();
    if (current === held) current = null;
  }, WORKER_IDLE_MS);
}

function discard(): void {
  current?.worker.terminate();
  current = null;
}

/** Starts the worker (it loads pdf-lib, fontkit and the fonts) ahead of a click. */
export function prewarmPdfWorker(): void {
  worker();
  closeWhenIdle();
}

export function buildPdfInWorker(data: ResultsPdfData, signal: AbortSignal): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const w = worker();
    const finish = () => {
      signal.removeEventListener('abort', onAbort);
      w.onmessage = null;
      w.onerror = null;
    };
    const onAbort = () => {
      finish();
      discard();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort);
    w.onmessage = (event: MessageEvent<PdfWorkerReply>) => {
      finish();
      if ('bytes' in event.data) {
        closeWhenIdle();
        resolve(event.data.bytes);
      } else {
        discard();
        reject(new Error(event.data.error));
      }
    };
    w.onerror = (event) => {
      finish();
      discard();
      reject(new Error(`PDF worker: ${event.message}`));
    };
    w.postMessage(data);
  });
}
