/**
 * A text in both supported languages (product-spec §1: Romanian and English). Its own module so
 * that the bank, the report and the roadmap can share it without importing each other's types.
 */

/** A text in both supported languages. Romanian uses comma-below ș ț and ă â î. */
export interface Localized {
  en: string;
  ro: string;
}
