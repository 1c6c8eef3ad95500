import { useParams } from 'react-router';
import { asLocale, type Locale } from '@hai/domain';
import { currentLocale } from './i18n';

/** The locale of the current route (falls back to the interface language). */
export function useLocale(): Locale {
  const { locale } = useParams();
  return asLocale(locale) ?? currentLocale();
}
