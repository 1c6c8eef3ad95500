/**
 * Saving an export in the browser: the file name and the download itself.
 */
import { isoLocalDate } from './due';

/** The export formats. */
export type ExportKind = 'csv' | 'ics';

/** `HAI-Marketing-Wheel-Roadmap-YYYY-MM-DD.csv` or `.ics`, with `date`'s local calendar day. */
export function exportFileName(kind: ExportKind, date: Date): string {
  return `HAI-Marketing-Wheel-Roadmap-${isoLocalDate(date)}.${kind}`;
}

/**
 * Offers `content` as a file download named `fileName`: a Blob of type `mime` (the string is
 * written as UTF-8), an object URL, a temporary hidden `<a download>` clicked and removed, and the
 * URL revoked once the click has been handled (next task). Browser only: needs `document`,
 * `Blob` and `URL.createObjectURL`.
 */
export function downloadText(fileName: string, mime: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mime }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
