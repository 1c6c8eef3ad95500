/**
 * Translation resources: `locales/<lng>/<namespace>.json` (conventions.md §10), bundled with the
 * app. The `roadmap` namespace is not here: it is added by the roadmap screen's chunk
 * (`features/roadmap/i18n.ts`), so the results route's first load does not carry it.
 */
import enAssessment from './en/assessment.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enPdf from './en/pdf.json';
import enReport from './en/report.json';
import enResults from './en/results.json';
import roAssessment from './ro/assessment.json';
import roAuth from './ro/auth.json';
import roCommon from './ro/common.json';
import roPdf from './ro/pdf.json';
import roReport from './ro/report.json';
import roResults from './ro/results.json';

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    assessment: enAssessment,
    results: enResults,
    report: enReport,
    pdf: enPdf,
  },
  ro: {
    common: roCommon,
    auth: roAuth,
    assessment: roAssessment,
    results: roResults,
    report: roReport,
    pdf: roPdf,
  },
} as const;
