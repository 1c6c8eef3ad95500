/**
 * The peer percentile: the input and answer of `GET /assessment/peers`
 * (tRPC `assessment.peers`). The answer holds the session user's own percentiles and company
 * counts only, never another company's score, and no percentile for a group under the minimum.
 */
import { z } from 'zod';
import { STEP_KEYS } from '../bank/types.js';
import { SIZE_CLASSES } from '../report/strategies/types.js';
import { BANDS } from '../scoring/constants.js';

/** What a percentile is given for: the overall score and each step, in bank order. */
export const PEER_DIMENSIONS = ['overall', ...STEP_KEYS] as const;
export type PeerDimension = (typeof PEER_DIMENSIONS)[number];

/**
 * GET /api/assessment/peers: no query fields. No parameter (a minimum, a group, a user) can be
 * passed: over REST an unknown query field is ignored (a cache-buster), over tRPC the input is
 * strict (400); either way a group under the minimum never yields a percentile.
 */
export const PeersQuery = z.strictObject({});
export type PeersQuery = z.infer<typeof PeersQuery>;

/** A company size class (domain-design.md §4): micro < 10, small 10–49, medium 50–249, large 250+. */
export const SizeClassSchema = z.enum(SIZE_CLASSES);

/** `overall` or a step key (`VIZIUNE` …). */
export const PeerDimensionSchema = z.enum(PEER_DIMENSIONS);

/** The two peer groups: the same size class; the same size class and industry. */
export const PeerGroupKind = z.enum(['size', 'size-industry']);
export type PeerGroupKind = z.infer<typeof PeerGroupKind>;

/**
 * Why a group, or a dimension within it, gives no percentile although the user's size is known:
 * `too-few`: fewer than `minGroup` companies ("not enough companies like yours yet (N of 20)");
 * `too-few-others` (size-and-industry group only): the size class's companies of other industries
 * are more than none but fewer than `minGroup`, and the two groups' percentiles side by side
 * would tell how those few score.
 */
export const PeerShortage = z.enum(['too-few', 'too-few-others']);

/**
 * The user's rank on one dimension within a group. `percentile` (0..100, integer) is the mid-rank
 * percentile rank `round(100 × (below + ½ equal) / companyCount)` (`midRankPercentile`), counted
 * in the database; null with `unavailableReason`: `not-scored` when the user's step is not scored
 * (fewer than 5 practised activities), else why the group's count on this dimension gives none
 * ({@link PeerShortage}).
 */
export const PeerRank = z.object({
  dimension: PeerDimensionSchema,
  /** The user's own score, as the results show it (0..100); null: the step is not scored. */
  score: z.number().int().min(0).max(100).nullable(),
  percentile: z.number().int().min(0).max(100).nullable(),
  /** Companies of the group with a score on this dimension (the user's own company included). */
  companyCount: z.number().int().min(0),
  unavailableReason: z.enum(['not-scored', ...PeerShortage.options]).nullable(),
});
export type PeerRank = z.infer<typeof PeerRank>;

const groupBase = {
  kind: PeerGroupKind,
  /** The group's size class (the user's); null when the user did not say. */
  sizeClass: SizeClassSchema.nullable(),
  /** The group's industry (the user's `industry` answer); null for the size group, or not said. */
  industry: z.string().nullable(),
  /** Companies in the group: each company once, by its latest completed assessment. */
  companyCount: z.number().int().min(0),
  /** The minimum group (`PEER_MIN_GROUP`): below it, no percentile. */
  minGroup: z.number().int().min(1),
  /** The newest completion counted in the group (ISO 8601), or the time of the answer when none. */
  asOf: z.iso.datetime({ offset: true }),
};

/** A group large enough: the user's percentile overall and on each of the 12 steps (bank order). */
export const PeerGroupAvailable = z.object({
  ...groupBase,
  available: z.literal(true),
  overall: PeerRank,
  steps: z.array(PeerRank),
});

/**
 * A group that yields no percentile, with why: `size-unknown` (the user's size answer is "we'd
 * rather not say"), `industry-unknown` (same for the industry; size-industry group only), or a
 * {@link PeerShortage} (`too-few`: fewer than `minGroup` companies, "not enough companies like
 * yours yet (N of 20)"; `too-few-others`: see there).
 */
export const PeerGroupUnavailable = z.object({
  ...groupBase,
  available: z.literal(false),
  reason: z.enum(['size-unknown', 'industry-unknown', ...PeerShortage.options]),
});

export const PeerGroup = z.discriminatedUnion('available', [PeerGroupAvailable, PeerGroupUnavailable]);
export type PeerGroup = z.infer<typeof PeerGroup>;

/**
 * Product-spec §4's descriptive wording of the user's band ("advanced: top 25 %") with, when the
 * size group is large enough, the measured overall percentile beside it ("measured: 81st
 * percentile among 143 small companies"). `band` is null when nothing is scored (no band).
 */
export const PeerBandWording = z.object({
  band: z.enum(BANDS).nullable(),
  /** What the wording says: `top` 5 / 25, `middle` 50, `bottom` 25 / 10 (percent); null without a band. */
  described: z
    .object({ position: z.enum(['top', 'middle', 'bottom']), percent: z.number().int() })
    .nullable(),
  /** The measured overall percentile in the size group; null when that group yields none. */
  measured: z
    .object({
      percentile: z.number().int().min(0).max(100),
      companyCount: z.number().int().min(0),
      group: PeerGroupKind,
      sizeClass: SizeClassSchema,
      asOf: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type PeerBandWording = z.infer<typeof PeerBandWording>;

/**
 * GET /api/assessment/peers answer: for the user's latest completed assessment (on the current
 * bank version), its percentiles among companies of the same size class (`size`) and of the same
 * size class and industry (`sizeIndustry`), each group with its company count and as-of time,
 * and the band's wording with the measured figure. 409 `peers.noCompleted` without a completed
 * assessment.
 */
export const PeersOutput = z.object({
  /** The assessment the percentiles are for: the user's latest completed one. */
  assessmentId: z.string(),
  completedAt: z.iso.datetime({ offset: true }),
  bankVersion: z.number().int(),
  sizeClass: SizeClassSchema.nullable(),
  industry: z.string().nullable(),
  minGroup: z.number().int().min(1),
  size: PeerGroup,
  sizeIndustry: PeerGroup,
  band: PeerBandWording,
});
export type PeersOutput = z.infer<typeof PeersOutput>;
