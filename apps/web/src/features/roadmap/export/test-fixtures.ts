/** Test fixtures of the roadmap export: tasks and translated labels (Romanian, with diacritics). */
import type { ExportTask, RoadmapExportLabels } from './text';

/** Romanian labels, as the caller would fill them from the translations. */
export const RO_LABELS: RoadmapExportLabels = {
  status: { not_started: 'Neînceput', in_progress: 'În desfășurare', completed: 'Finalizat' },
  priority: { critical: 'Critică', high: 'Ridicată', medium: 'Medie', low: 'Scăzută' },
  otherCategory: 'Altele',
  targetKpis: 'KPI-uri țintă',
  recommendedTools: 'Instrumente recomandate',
  investment: 'Investiție',
  expectedResults: 'Rezultate așteptate',
  notes: 'Note',
};

let counter = 0;

/** A task with every field filled; `overrides` replace fields. Ids are distinct valid UUIDs. */
export function task(overrides: Partial<ExportTask> = {}): ExportTask {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Sarcina ${counter}`,
    category: 'Strategie de conținut',
    description: 'Stabiliți calendarul editorial.',
    priority: 'high',
    status: 'not_started',
    horizon: '0-3',
    budget: '500–1.000 €',
    tools: 'Notion\nCanva',
    kpi: 'Rata de deschidere ≥ 25%',
    expectedResults: 'Mai mulți clienți potențiali.',
    notes: null,
    orderIndex: counter,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
