/**
 * i18next setup (conventions.md §10): one namespace per feature plus `common`. The shell's
 * namespaces are bundled so that the first paint is already translated; the others arrive with
 * their screens' chunks (`features/<name>/i18n.ts`, see locales/index.ts). The URL's locale
 * decides the language (LocaleLayout).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@hai/domain';
import { resources } from '../locales';
import { localeOfPath, rootLocale } from '../lib/locale';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

/** The namespaces bundled with the shell; the rest are added by their screens' chunks. */
export const NAMESPACES = ['common', 'consent'] as const;

/** Language at start-up: the URL's prefix, else the stored preference, else Romanian. */
function initialLocale(): Locale {
  return localeOfPath(window.location.pathname) ?? rootLocale(readStorage(STORAGE_KEYS.locale));
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // A screen's texts that arrive after it drew (a language switch before they were preloaded)
  // redraw it.
  react: { bindI18nStore: 'added' },
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  writeStorage(STORAGE_KEYS.locale, lng);
});
document.documentElement.lang = i18n.language;

/** The current interface language. */
export function currentLocale(): Locale {
  return rootLocale(i18n.language);
}

export default i18n;
