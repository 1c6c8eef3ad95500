/** Scoring constants (product-spec §4, §9; domain-design.md §3). */

/**
 * Minimum evidence (domain-design.md §3): a step is scored only with at least this many practised
 * answers (A–D); with fewer it is `insufficient` and counts 0 in the overall score.
 */
export const MIN_PRACTISED_ANSWERS = 5;
/** Points either side of the target human share that still count as on target (spec §4). */
export const TOLERANCE_POINTS = 5;

/**
 * Credit of one practised activity by its distance from the ideal on the answer scale, in scale
 * steps (domain-design.md §3): full at the ideal, half one step away, none two or
 * more steps away. The same strictness as the spec's `100 − 2·|gap|` applied to a whole step: one
 * scale step is a third of the work (33 points of machine share), which that formula prices at 66.
 */
export const CREDIT_BY_DISTANCE: readonly number[] = [100, 50, 0, 0];

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
