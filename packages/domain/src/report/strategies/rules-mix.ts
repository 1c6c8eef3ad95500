/**
 * Context-driven rules compared with size-class ideals (domain-design.md §4): the PESO mix
 * (convergenta-01) and the monthly content volume per funnel stage (amplificare-01).
 */
import type { Localized } from '../../bank/types.js';
import type { ContextValues } from '../answers.js';
import { holds, chose, type AnswerFacts } from './conditions.js';
import { fill, num, PIECES, POINTS, pct, quantity, round1 } from './format.js';
import { CONTENT_STAGE_LABELS, PESO_LABELS } from './labels.js';
import type { PesoGapData, RuleInput, RuleOutcome } from './rule.js';
import { CONTENT_IDEALS, CONTENT_PROBLEM_SHORTFALL, IDEAL_PESO, PESO_PROBLEM_POINTS } from './tables.js';
import {
  CONTENT_STAGES,
  PESO_CHANNELS,
  type ContentGaps,
  type ContentStage,
  type PesoMix,
  type SizeClass,
} from './types.js';

/** Note added when the size is unknown and the small-company ideals are used. */
export const SIZE_ASSUMED_NOTE: Localized = {
  en: 'Company size not given: compared with the ideal for a small company (10–49 employees).',
  ro: 'Mărimea companiei nu a fost indicată: comparația folosește idealul pentru o companie mică (10–49 angajați).',
};

const PESO_UNKNOWN: Localized = {
  en: 'You did not give your PESO split, so the mix cannot be compared with the ideal. Estimate the share of budget or effort that goes to paid, earned, shared and owned media to get this analysis.',
  ro: 'Nu ați indicat împărțirea PESO, deci mixul nu poate fi comparat cu idealul. Estimați ce parte din buget sau efort merge către media plătită, câștigată, distribuită și proprie pentru a primi această analiză.',
};
const PESO_OVER: Localized = {
  en: '{channel}: {current} of your mix against an ideal {ideal} for your size, {gap} too much',
  ro: '{channel}: {current} din mixul vostru, față de idealul de {ideal} pentru mărimea voastră, cu {gap} prea mult',
};
const PESO_UNDER: Localized = {
  en: '{channel}: {current} of your mix against an ideal {ideal} for your size, {gap} too little',
  ro: '{channel}: {current} din mixul vostru, față de idealul de {ideal} pentru mărimea voastră, cu {gap} prea puțin',
};

/**
 * The PESO mix normalised to 100 (domain-design.md §4), each share rounded to one decimal
 * (30/10/20/20 → 37.5/12.5/25/25). A media type the user did not select counts as 0 once at least
 * one was given; negative values count as 0. `null` when none was given ("we don't know our
 * split") or all are 0, so no share is ever NaN.
 */
export function normalisePeso(values: ContextValues): PesoMix | null {
  const raw = PESO_CHANNELS.map((c) => values[`peso.${c}`]);
  if (raw.every((v) => v === undefined)) return null;
  const clean = raw.map((v) => Math.max(0, v ?? 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return null;
  const [paid = 0, earned = 0, shared = 0, owned = 0] = clean.map((v) => round1((v / sum) * 100));
  return { paid, earned, shared, owned };
}

/** Per-channel gaps `ideal − current` (points, one decimal) against the size class's ideal mix. */
export function pesoGaps(current: PesoMix, size: SizeClass): PesoGapData[] {
  const ideal = IDEAL_PESO[size];
  return PESO_CHANNELS.map((channelKey) => ({
    channelKey,
    gap: round1(ideal[channelKey] - current[channelKey]),
    current: current[channelKey],
    ideal: ideal[channelKey],
  }));
}

/**
 * PESO rebalancing: a problem per media type at least {@link PESO_PROBLEM_POINTS} points off the
 * ideal for the size class; one is enough (the gaps sum to zero, so one is never alone).
 */
export function pesoRule({ values, ctx }: RuleInput): RuleOutcome {
  const requiredCount = 1;
  const current = normalisePeso(values);
  if (current === null) return { problems: [], requiredCount, note: PESO_UNKNOWN };
  const gaps = pesoGaps(current, ctx.tableSize);
  const problems = gaps
    .filter((g) => Math.abs(g.gap) >= PESO_PROBLEM_POINTS)
    .map((g) =>
      fill(g.gap < 0 ? PESO_OVER : PESO_UNDER, {
        channel: PESO_LABELS[g.channelKey],
        current: pct(g.current),
        ideal: pct(g.ideal),
        gap: quantity(Math.abs(g.gap), POINTS),
      }),
    );
  return {
    problems,
    requiredCount,
    ...(ctx.size === null ? { note: SIZE_ASSUMED_NOTE } : {}),
    data: { kind: 'peso', current, gaps },
  };
}

/** amplificare-01 E, "We don't publish regularly": a real answer meaning no content at any stage. */
export const NO_REGULAR_CONTENT = chose('amplificare-01', 'E');

const CONTENT_UNKNOWN: Localized = {
  en: 'You did not say how many pieces you publish a month, so your content cannot be compared with the ideal for your size.',
  ro: 'Nu ați indicat câte materiale publicați pe lună, deci conținutul nu poate fi comparat cu idealul pentru mărimea voastră.',
};
const CONTENT_SHORT: Localized = {
  en: '{stage}: {current} a month against {ideal} for your size',
  ro: '{stage}: {current} pe lună, față de {ideal} pentru mărimea voastră',
};

/**
 * Pieces published a month per stage (amplificare-01). "We don't publish regularly" reads as 0
 * everywhere; a stage not selected while others were reads as 0; `null` when the question was not
 * answered, so nothing is invented.
 */
export function contentVolumes(
  values: ContextValues,
  facts: AnswerFacts,
): Record<ContentStage, number> | null {
  if (holds(NO_REGULAR_CONTENT, facts)) return { tofu: 0, mofu: 0, bofu: 0, retention: 0 };
  const raw = CONTENT_STAGES.map((s) => values[`content.${s}`]);
  if (raw.every((v) => v === undefined)) return null;
  const [tofu = 0, mofu = 0, bofu = 0, retention = 0] = raw.map((v) => Math.max(0, v ?? 0));
  return { tofu, mofu, bofu, retention };
}

/**
 * Content gaps `ideal − current` per stage (pieces a month; negative = more than the ideal) and
 * `totalGap`, the sum of the shortfalls only, so over-production at one stage does not hide a
 * shortfall at another.
 */
export function contentGaps(
  current: Record<ContentStage, number>,
  size: SizeClass,
): { gaps: ContentGaps; totalGap: number } {
  const ideal = CONTENT_IDEALS[size];
  const gaps = {} as ContentGaps;
  for (const s of CONTENT_STAGES) gaps[s] = round1(ideal[s] - current[s]);
  const totalGap = round1(CONTENT_STAGES.reduce((n, s) => n + Math.max(0, gaps[s]), 0));
  return { gaps, totalGap };
}

/**
 * Content gaps: a problem per stage short of the ideal by at least
 * {@link CONTENT_PROBLEM_SHORTFALL} of it; one is enough.
 */
export function contentRule({ values, facts, ctx }: RuleInput): RuleOutcome {
  const requiredCount = 1;
  const current = contentVolumes(values, facts);
  if (current === null) return { problems: [], requiredCount, note: CONTENT_UNKNOWN };
  const ideal = CONTENT_IDEALS[ctx.tableSize];
  const { gaps, totalGap } = contentGaps(current, ctx.tableSize);
  const problems = CONTENT_STAGES.filter(
    (s) => gaps[s] > 0 && gaps[s] >= CONTENT_PROBLEM_SHORTFALL * ideal[s],
  ).map((s) =>
    fill(CONTENT_SHORT, {
      stage: CONTENT_STAGE_LABELS[s],
      current: quantity(current[s], PIECES),
      ideal: num(ideal[s]),
    }),
  );
  return {
    problems,
    requiredCount,
    ...(ctx.size === null ? { note: SIZE_ASSUMED_NOTE } : {}),
    data: { kind: 'content', gaps, totalGap },
  };
}
