/**
 * The data export's file (GDPR art. 20): its name and its content.
 */
import { isoLocalDate } from '../roadmap/export/due';

/** MIME type of the export. */
export const EXPORT_MIME = 'application/json;charset=utf-8';

/** `HAI-Marketing-Wheel-date-YYYY-MM-DD.json`, with `date`'s local calendar day. */
export function exportFileName(date: Date): string {
  return `HAI-Marketing-Wheel-date-${isoLocalDate(date)}.json`;
}

/** The export as the file holds it: JSON indented by two spaces, ending with a newline. */
export function exportFileContent(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
