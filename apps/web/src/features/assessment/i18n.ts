/**
 * The `assessment` translations, one language at a time: the page's own language is loaded with
 * the assessment route (its `lazy` awaits {@link assessmentTexts} beside the page's chunk, so the
 * first render is translated), the other one when the browser is idle after it, so that a language
 * switch finds it in memory. Each language is its own chunk (`texts-assessment-<lang>`, see
 * vite.config.ts): the page's first load carries only the texts it shows. The home, auth and
 * results routes carry neither. On the server's renderer (no `window`) both are loaded, as it
 * draws pages in either language.
 */
import i18n from 'i18next';
import type { Locale } from '@hai/domain';

const LOADERS: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/assessment.json'),
  ro: () => import('../../locales/ro/assessment.json'),
};

const loading = new Map<Locale, Promise<void>>();

/** Load the `assessment` texts of `locale` into i18next once (later calls share the first). */
export function assessmentTexts(locale: Locale): Promise<void> {
  let p = loading.get(locale);
  if (!p) {
    p = LOADERS[locale]().then(
      (m) => {
        i18n.addResourceBundle(locale, 'assessment', m.default, true, true);
      },
      (err: unknown) => {
        loading.delete(locale);
        throw err;
      },
    );
    loading.set(locale, p);
  }
  return p;
}

/** The other language's texts, loaded when the browser is idle (a timeout where it has no idle callback). */
export function preloadOtherAssessmentTexts(locale: Locale): void {
  const other: Locale = locale === 'ro' ? 'en' : 'ro';
  const load = () => void assessmentTexts(other).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

/** The texts the route needs before its first render: the page's language (both on the server). */
export function routeAssessmentTexts(locale: Locale): Promise<void> {
  if (typeof window === 'undefined')
    return Promise.all([assessmentTexts('en'), assessmentTexts('ro')]).then(() => undefined);
  return assessmentTexts(locale).then(() => preloadOtherAssessmentTexts(locale));
}

// A language switch on the assessment (or after it) reads the texts of the new language: load them
// if the idle preload has not yet (react-i18next redraws when the bundle is added).
i18n.on('languageChanged', (lng) => {
  if ((lng === 'en' || lng === 'ro') && loading.size > 0) void assessmentTexts(lng).catch(() => undefined);
});
