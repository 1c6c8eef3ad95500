/**
 * The PDF report's worker (benchmark target: no main-thread task over 200 ms). pdf-lib, fontkit
 * (whose bundled Brotli decompresses its dictionary when loaded), the layout and the
 * serialisation all run here, so the page stays responsive while the report is built. It
 * receives the results data (ResultsPdfData), translates with its own i18next instance from the
 * same locale files as the page, and answers `{ bytes }` (transferred) or `{ error }`.
 */
import i18next from 'i18next';
import enPdf from '../../../locales/en/pdf.json';
import enReport from '../../../locales/en/report.json';
import enResults from '../../../locales/en/results.json';
import roPdf from '../../../locales/ro/pdf.json';
import roReport from '../../../locales/ro/report.json';
import roResults from '../../../locales/ro/results.json';
import { buildResultsPdf, type ResultsPdfData } from './report-pdf';

const NAMESPACES = ['pdf', 'results', 'report'] as const;

// Warm-up as soon as the worker starts (it may be started before the click): fontkit's chunk is
// the slowest to load; the report's own import of it then finds it ready.
void import('@pdf-lib/fontkit');

/** What the worker answers. */
export type PdfWorkerReply = { bytes: Uint8Array } | { error: string };

self.onmessage = async (event: MessageEvent<ResultsPdfData>) => {
  const data = event.data;
  try {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: {
        en: { pdf: enPdf, results: enResults, report: enReport },
        ro: { pdf: roPdf, results: roResults, report: roReport },
      },
      lng: data.locale,
      fallbackLng: false,
      ns: [...NAMESPACES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const bytes = await buildResultsPdf({ ...data, t: i18n.getFixedT(data.locale, [...NAMESPACES]) });
    self.postMessage({ bytes } satisfies PdfWorkerReply, { transfer: [bytes.buffer] });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    self.postMessage({ error: message } satisfies PdfWorkerReply);
  }
};
