/**
 * Roadmap export: CSV for Trello, Asana and Jira, and iCalendar. Pure functions
 * plus the browser download; load it on demand (`await import(…)`) so that `ics` and `papaparse`
 * stay out of the roadmap screen's first chunk.
 */
export { roadmapCsv, CSV_COLUMNS, CSV_MIME, BOM } from './csv';
export { roadmapIcs, taskUid, ICS_MIME, UID_DOMAIN, type RoadmapIcsOptions } from './ics';
export { horizonDueDate, addMonths, isoLocalDate, HORIZON_END_MONTHS } from './due';
export { downloadText, exportFileName, type ExportKind } from './download';
export { taskPlainText, inExportOrder, type ExportTask, type RoadmapExportLabels } from './text';
