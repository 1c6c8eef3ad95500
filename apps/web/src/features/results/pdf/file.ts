/**
 * The PDF download's name and date (spec §9 "PDF"): `HAI-Marketing-Wheel-Rezultate-YYYY-MM-DD.pdf`,
 * the date being the user's calendar day, not UTC's.
 */

/** `date` as YYYY-MM-DD in the browser's time zone. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The file name for a report dated `date` (YYYY-MM-DD). */
export function pdfFileName(date: string): string {
  return `HAI-Marketing-Wheel-Rezultate-${date}.pdf`;
}

/** Offers `bytes` as a download named `fileName` (an object URL on a temporary link). */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next turns; the URL is no longer needed after it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
