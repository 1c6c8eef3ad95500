/** Typed translation keys: a missing key in the English source is a type error. */
import 'i18next';
import type { resources } from './locales';
import type enAccount from './locales/en/account.json';
import type enAssessment from './locales/en/assessment.json';
import type enAuth from './locales/en/auth.json';
import type enHistory from './locales/en/history.json';
import type enLegal from './locales/en/legal.json';
import type enPdf from './locales/en/pdf.json';
import type enReport from './locales/en/report.json';
import type enResults from './locales/en/results.json';
import type enRoadmap from './locales/en/roadmap.json';
import type enStepProgress from './locales/en/step-progress.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Only `common` and `consent` are bundled (locales/index.ts); the others are added at run time
    // by their screens' chunks (features/<name>/i18n.ts).
    resources: (typeof resources)['en'] & {
      auth: typeof enAuth;
      assessment: typeof enAssessment;
      'step-progress': typeof enStepProgress;
      results: typeof enResults;
      report: typeof enReport;
      pdf: typeof enPdf;
      roadmap: typeof enRoadmap;
      legal: typeof enLegal;
      account: typeof enAccount;
      history: typeof enHistory;
    };
  }
}
