/** Typed translation keys: a missing key in the English source is a type error. */
import 'i18next';
import type { resources } from './locales';
import type enAccount from './locales/en/account.json';
import type enLegal from './locales/en/legal.json';
import type enRoadmap from './locales/en/roadmap.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `roadmap`, `legal` and `account` are added at run time by their screens' chunks (features/<name>/i18n.ts).
    resources: (typeof resources)['en'] & {
      roadmap: typeof enRoadmap;
      legal: typeof enLegal;
      account: typeof enAccount;
    };
  }
}
