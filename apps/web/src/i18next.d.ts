/** Typed translation keys: a missing key in the English source is a type error. */
import 'i18next';
import type { resources } from './locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
