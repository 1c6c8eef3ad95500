/** Translation resources: `locales/<lng>/<namespace>.json` (conventions.md §10). */
import enAssessment from './en/assessment.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enPdf from './en/pdf.json';
import enReport from './en/report.json';
import enResults from './en/results.json';
import enRoadmap from './en/roadmap.json';
import roAssessment from './ro/assessment.json';
import roAuth from './ro/auth.json';
import roCommon from './ro/common.json';
import roPdf from './ro/pdf.json';
import roReport from './ro/report.json';
import roResults from './ro/results.json';
import roRoadmap from './ro/roadmap.json';

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    assessment: enAssessment,
    results: enResults,
    report: enReport,
    pdf: enPdf,
    roadmap: enRoadmap,
  },
  ro: {
    common: roCommon,
    auth: roAuth,
    assessment: roAssessment,
    results: roResults,
    report: roReport,
    pdf: roPdf,
    roadmap: roRoadmap,
  },
} as const;
