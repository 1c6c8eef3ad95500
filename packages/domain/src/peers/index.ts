/**
 * The peer benchmark's pure part: what a completed assessment contributes to
 * the benchmark (its scores, size class and industry), how a company is recognised, the
 * percentile definition, and the band's percentile wording of product-spec §4. The server stores
 * the profiles (`peer_scores`) and counts the percentiles in the database; this module is the
 * reference both are checked against.
 */
import { STEPS } from '../bank/index.js';
import type { StepDef, StepKey } from '../bank/types.js';
import { contextFacts, factMid } from '../report/answers.js';
import { sizeClassOf } from '../report/strategies/context.js';
import type { SizeClass } from '../report/strategies/types.js';
import type { Band } from '../scoring/constants.js';
import { roundHalfAwayFromZero } from '../scoring/math.js';
import { scoreOverall } from '../scoring/overall.js';
import type { AnswerRecord } from '../scoring/step.js';
import type { PeerDimension } from '../schemas/peers.js';

/**
 * Default and lowest allowed minimum group ("at least 20 companies", the
 * `PEER_MIN_GROUP` setting). Below 5, a percentile among so few would say too much about each.
 */
export const DEFAULT_PEER_MIN_GROUP = 20;
export const LOWEST_PEER_MIN_GROUP = 5;

/**
 * The key that identifies a company among the users: the company name as registered, NFKC
 * normalised, trimmed, runs of white space made one space, lower-cased. "Acme  SRL" and
 * " acme srl" are one company; "Acme" and "Acme SRL" are two (no fuzzy matching).
 */
export function companyKeyOf(companyName: string): string {
  return companyName.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** A completed assessment as the benchmark sees it. */
export interface PeerProfile {
  /** From the `company.size` answer (domain-design.md §4); null when "we'd rather not say". */
  sizeClass: SizeClass | null;
  /** The `industry` answer's value id (`software` …); null when "we'd rather not say". */
  industry: string | null;
  /**
   * The numbers the results show: `overall` (0..100, the overall score) and each step's score
   * rounded half away from zero, null for a step that is not scored.
   */
  scores: Record<PeerDimension, number | null>;
  /** The band of the overall score (spec §4); null when no step is scored. */
  band: Band | null;
}

/**
 * The benchmark profile of a completed assessment's `answers` (scored on `steps`, the current
 * bank by default): the same scoring as the results (`scoreOverall`, domain-design.md §3) and
 * the context facts `company.size` and `industry`.
 */
export function peerProfileOf(
  answers: readonly AnswerRecord[],
  steps: readonly StepDef[] = STEPS,
): PeerProfile {
  const facts = contextFacts(answers, steps);
  const overall = scoreOverall(steps, answers);
  const scores = { overall: overall.overallScore } as Record<PeerDimension, number | null>;
  steps.forEach((s, i) => {
    const score = overall.steps[i]!.score;
    scores[s.key as StepKey] = score === null ? null : roundHalfAwayFromZero(score);
  });
  return {
    sizeClass: sizeClassOf(factMid(facts, 'company.size')),
    industry: facts.industry ?? null,
    scores,
    band: overall.band,
  };
}

/**
 * Percentile rank by the mid-rank definition: the share of the group scoring below, counting
 * those with an equal score (the user's own company included) as half, in percent, rounded half
 * away from zero: `round(100 × (below + 0.5 × equal) / n)`. This is the "percentile rank" of
 * educational measurement (https://en.wikipedia.org/wiki/Percentile_rank: PR = (CF − 0.5 F) / N
 * × 100, CF counting the scores up to and including this one) and SciPy's
 * `scipy.stats.percentileofscore(a, score, kind='mean')`, the mean of the "strict" (below) and
 * "weak" (below or equal) shares. Kept within 1..99, the range percentile ranks are reported in
 * (a rank is a position among others: the best of 105 rounds to 100, which would read "higher than
 * 100 % of the group"; alone in its group a company is at 50). The server computes the same in
 * SQL (services/peers.ts); this is the reference.
 * @param below companies of the group with a lower score
 * @param equal companies with the same score (including the user's own, when it is in the group)
 * @param n companies of the group with a score, > 0
 */
export function midRankPercentile(below: number, equal: number, n: number): number {
  return Math.min(99, Math.max(1, roundHalfAwayFromZero((100 * (below + 0.5 * equal)) / n)));
}

/** Where product-spec §4's descriptive wording puts a band: "top 5 %", "50 %", "bottom 10 %". */
export interface BandShare {
  position: 'top' | 'middle' | 'bottom';
  /** The share the wording names, percent. */
  percent: number;
}

/**
 * Product-spec §4: "pioneer top 5%, advanced top 25%, average 50%, early stage bottom 25%,
 * urgent bottom 10%". Descriptive, not measured: the score cut-offs make the bands, and the
 * measured percentile is shown beside this wording where a peer group is large enough.
 */
export const BAND_DESCRIBED_SHARE: Readonly<Record<Band, BandShare>> = {
  pioneer: { position: 'top', percent: 5 },
  advanced: { position: 'top', percent: 25 },
  average: { position: 'middle', percent: 50 },
  early_stage: { position: 'bottom', percent: 25 },
  urgent: { position: 'bottom', percent: 10 },
};
