/** Scoring constants (product-spec §9, domain-design.md §3). */

/**
 * Minimum evidence (domain-design.md §3, revised turn 2): a step is scored only with at least
 * this many scored answers; below that it is `insufficient` and left out of the overall score.
 */
export const MIN_SCORED_ANSWERS = 5;
/** Points either side of the target human share that still count as on target. */
export const TOLERANCE_POINTS = 5;

/** Lower edges of the overall-score bands, highest first (spec §4, §9). */
export const BAND_EDGES = { pioneer: 90, advanced: 75, average: 60, earlyStage: 45 } as const;

/** Overall performance level, best first. */
export const BANDS = ['pioneer', 'advanced', 'average', 'early_stage', 'urgent'] as const;
export type Band = (typeof BANDS)[number];

/** Score range label of each band, as shown in the roadmap (`scoreRange`, domain-design.md §6). */
export const BAND_SCORE_RANGE: Record<Band, string> = {
  pioneer: '90-100',
  advanced: '75-89',
  average: '60-74',
  early_stage: '45-59',
  urgent: '0-44',
};
