/**
 * Export buttons: the roadmap as CSV (columns Trello, Asana and Jira import) and
 * as an iCalendar file (one all-day event per task at the end of its horizon). The export code and
 * its libraries (papaparse, ics) load on the first click; a failure shows a translated alert.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_PRIORITIES, TASK_STATUSES, type RoadmapTaskView } from '@hai/domain';
import { Alert } from '../ui/Alert';
import { DownloadIcon } from '../ui/icons';
import type { RoadmapExportLabels } from './export';

export function ExportButtons({ tasks }: { tasks: RoadmapTaskView[] }) {
  const { t } = useTranslation('roadmap');
  const [busy, setBusy] = useState<'csv' | 'ics' | null>(null);
  const [failed, setFailed] = useState(false);

  const labels = (): RoadmapExportLabels => ({
    status: Object.fromEntries(
      TASK_STATUSES.map((s) => [s, t(`status.${s}`)]),
    ) as RoadmapExportLabels['status'],
    priority: Object.fromEntries(
      TASK_PRIORITIES.map((p) => [p, t(`priority.${p}`)]),
    ) as RoadmapExportLabels['priority'],
    otherCategory: t('other'),
    targetKpis: t('fields.kpis'),
    recommendedTools: t('fields.tools'),
    investment: t('fields.budget'),
    expectedResults: t('fields.expectedResults'),
    notes: t('fields.notes'),
  });

  const run = async (kind: 'csv' | 'ics') => {
    setBusy(kind);
    setFailed(false);
    try {
      const exp = await import('./export');
      const start = new Date();
      const content =
        kind === 'csv'
          ? exp.roadmapCsv(tasks, labels(), start)
          : exp.roadmapIcs(tasks, { start, labels: labels(), productName: 'HAI Marketing Wheel' });
      exp.downloadText(
        exp.exportFileName(kind, start),
        kind === 'csv' ? exp.CSV_MIME : exp.ICS_MIME,
        content,
      );
    } catch (err) {
      console.warn('roadmap export failed', err);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="roadmap__export" role="group" aria-label={t('export.label')}>
      {(['csv', 'ics'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void run(kind)}
          disabled={busy !== null}
          aria-busy={busy === kind || undefined}
          title={t(`export.${kind}Hint`)}
          data-testid={`export-${kind}`}
        >
          <DownloadIcon size={16} /> {t(`export.${kind}`)}
        </button>
      ))}
      {failed && <Alert tone="error">{t('export.failed')}</Alert>}
    </div>
  );
}
