/** Typed translation keys: a missing key in the English source is a type error. */
import 'i18next';
import type { resources } from './locales';
import type enRoadmap from './locales/en/roadmap.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `roadmap` is added at run time by the roadmap screen's chunk (features/roadmap/i18n.ts).
    resources: (typeof resources)['en'] & { roadmap: typeof enRoadmap };
  }
}
