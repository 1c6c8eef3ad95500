/**
 * Translation resources: `locales/<lng>/<namespace>.json` (conventions.md §10), bundled with the
 * app. The `roadmap`, `legal` and `account` namespaces are not here: each is added by its
 * screen's chunk (`features/<name>/i18n.ts`), so a route's first load does not carry them.
 */
import enAssessment from './en/assessment.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enPdf from './en/pdf.json';
import enReport from './en/report.json';
import enConsent from './en/consent.json';
import enResults from './en/results.json';
import roAssessment from './ro/assessment.json';
import roAuth from './ro/auth.json';
import roCommon from './ro/common.json';
import roPdf from './ro/pdf.json';
import roReport from './ro/report.json';
import roConsent from './ro/consent.json';
import roResults from './ro/results.json';

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    assessment: enAssessment,
    results: enResults,
    report: enReport,
    pdf: enPdf,
    consent: enConsent,
  },
  ro: {
    common: roCommon,
    auth: roAuth,
    assessment: roAssessment,
    results: roResults,
    report: roReport,
    pdf: roPdf,
    consent: roConsent,
  },
} as const;
