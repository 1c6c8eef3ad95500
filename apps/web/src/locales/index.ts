/**
 * Translation resources: `locales/<lng>/<namespace>.json` (conventions.md §10). Only what the shell
 * (navbar, footer, consent banner, home, page titles) shows is bundled with the app; every other
 * namespace is added by the chunk of the screens that use it (`features/<name>/i18n.ts`: auth,
 * assessment, step-progress, results with report and pdf, roadmap, legal, account), so a route's first load
 * carries only its own texts.
 */
import enCommon from './en/common.json';
import enConsent from './en/consent.json';
import roCommon from './ro/common.json';
import roConsent from './ro/consent.json';

export const resources = {
  en: { common: enCommon, consent: enConsent },
  ro: { common: roCommon, consent: roConsent },
} as const;
