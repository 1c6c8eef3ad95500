/**
 * The names of the 12 steps in `globalOrder`, per language, for the home page's first discovery
 * item (spec §2 Home). A copy of `STEPS[i].name` from @hai/domain: importing
 * `STEPS` would put the whole question bank (180 questions) into the home page's first load
 * (budget ≤ 100 KB gzip). step-names.test.ts keeps this list equal to the bank.
 */
export const STEP_NAMES = {
  en: [
    'Vision',
    'Clarity',
    'Decision',
    'Amplification',
    'Courage',
    'Convergence',
    'Collaboration',
    'Systems',
    'Predictions',
    'Integration',
    'Transformation',
    'Impact',
  ],
  ro: [
    'Viziune',
    'Claritate',
    'Decizie',
    'Amplificare',
    'Curaj',
    'Convergență',
    'Colaborare',
    'Sisteme',
    'Predicții',
    'Integrare',
    'Transformare',
    'Impact',
  ],
} as const satisfies Record<'en' | 'ro', readonly string[]>;

/**
 * The step names of `locale` in upper case with that locale's rules (`toLocaleUpperCase`), so
 * "Convergență" becomes "CONVERGENȚĂ" (ț → Ț, comma below kept). Returns 12 strings in step order.
 */
export function upperStepNames(locale: 'en' | 'ro'): string[] {
  return STEP_NAMES[locale].map((name) => name.toLocaleUpperCase(locale));
}
