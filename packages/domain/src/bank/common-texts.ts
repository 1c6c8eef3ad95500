import type { Localized } from './types.js';

/** Text of the "Other" option that takes free text, the same in every multi-select question. */
export const OTHER_TEXT: Localized = { en: 'Other (please specify)', ro: 'Altceva (vă rugăm să precizați)' };

/** Text of the exclusive "none of these yet" option of multi-select questions. */
export const NONE_YET_TEXT: Localized = { en: 'None of these yet', ro: 'Niciuna dintre acestea deocamdată' };
