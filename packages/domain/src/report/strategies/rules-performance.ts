/**
 * Context-driven rules on measured performance (domain-design.md §4): funnel conversion rates
 * against benchmarks (impact-03) and the channel portfolio from performance and potential ratings
 * (convergenta-02, convergenta-03).
 */
import type { Localized } from '../../bank/types.js';
import type { ContextValues } from '../answers.js';
import { fill, num, POINTS, pct, quantity, round1 } from './format.js';
import { CHANNEL_LABELS, FUNNEL_STAGE_LABELS } from './labels.js';
import type { ChannelData, FunnelIssueData, RuleInput, RuleOutcome } from './rule.js';
import { CHANNEL_HIGH_FROM, FUNNEL_BENCHMARKS, FUNNEL_PRIORITY_SHORTFALL } from './tables.js';
import {
  FUNNEL_STAGES,
  MARKETING_CHANNELS,
  type ChannelQuadrant,
  type FunnelStage,
  type MarketingChannel,
  type StrategyPriority,
} from './types.js';

/** Join localized parts with a separator. */
function join(parts: readonly Localized[], separator: string): Localized {
  return { en: parts.map((p) => p.en).join(separator), ro: parts.map((p) => p.ro).join(separator) };
}

/**
 * Priority of a funnel stage from its relative shortfall `(benchmark − current) / benchmark`
 * (thresholds in {@link FUNNEL_PRIORITY_SHORTFALL}); `null` when the rate is at or above the
 * benchmark. Example: 1.5 % against 2.5 % falls short by 0.4 → medium.
 */
export function funnelPriority(current: number, benchmark: number): StrategyPriority | null {
  if (!(benchmark > 0) || current >= benchmark) return null;
  const shortfall = (benchmark - current) / benchmark;
  if (shortfall >= FUNNEL_PRIORITY_SHORTFALL.high) return 'high';
  if (shortfall >= FUNNEL_PRIORITY_SHORTFALL.medium) return 'medium';
  return 'low';
}

/** The funnel rates the user gave, clamped to 0..100; stages not measured are absent. */
export function funnelRates(values: ContextValues): Partial<Record<FunnelStage, number>> {
  const out: Partial<Record<FunnelStage, number>> = {};
  for (const s of FUNNEL_STAGES) {
    const v = values[`funnel.${s}`];
    if (v !== undefined) out[s] = Math.min(100, Math.max(0, v));
  }
  return out;
}

/** An issue per measured stage below its benchmark, with `gap = benchmark − current` (points). */
export function funnelIssues(rates: Partial<Record<FunnelStage, number>>): FunnelIssueData[] {
  return FUNNEL_STAGES.flatMap((stageKey) => {
    const current = rates[stageKey];
    const benchmark = FUNNEL_BENCHMARKS[stageKey];
    const priorityKey = current === undefined ? null : funnelPriority(current, benchmark);
    return current === undefined || priorityKey === null
      ? []
      : [{ stageKey, priorityKey, current, benchmark, gap: round1(benchmark - current) }];
  });
}

const FUNNEL_UNKNOWN: Localized = {
  en: 'You do not measure conversion rates yet (or did not give them), so the funnel cannot be compared with benchmarks. Start by measuring visitor → lead and qualified lead → customer.',
  ro: 'Nu măsurați încă ratele de conversie (sau nu le-ați indicat), deci funnelul nu poate fi comparat cu reperele. Începeți cu vizitator → lead și lead calificat → client.',
};
const FUNNEL_NONE_BELOW: Localized = {
  en: 'Every stage you measure is at or above the typical rate.',
  ro: 'Toate etapele pe care le măsurați sunt la nivelul tipic sau peste.',
};
const FUNNEL_NOT_MEASURED: Localized = { en: 'Not measured: {stages}.', ro: 'Nemăsurate: {stages}.' };
const FUNNEL_BELOW: Localized = {
  en: '{stage}: {current}, {gap} below the typical {benchmark}',
  ro: '{stage}: {current}, cu {gap} sub nivelul tipic de {benchmark}',
};

/**
 * Funnel repair: an issue per measured stage below its benchmark; the medium- and high-priority
 * ones (at least 20 % short of the benchmark) are the problems, and one is enough.
 */
export function funnelRule({ values }: RuleInput): RuleOutcome {
  const requiredCount = 1;
  const rates = funnelRates(values);
  const measured = FUNNEL_STAGES.filter((s) => rates[s] !== undefined);
  if (measured.length === 0) return { problems: [], requiredCount, note: FUNNEL_UNKNOWN };
  const issues = funnelIssues(rates);
  const problems = issues
    .filter((i) => i.priorityKey !== 'low')
    .map((i) =>
      fill(FUNNEL_BELOW, {
        stage: FUNNEL_STAGE_LABELS[i.stageKey],
        current: pct(i.current),
        benchmark: pct(i.benchmark),
        gap: quantity(i.gap, POINTS),
      }),
    );
  const notes: Localized[] = [];
  if (issues.length === 0) notes.push(FUNNEL_NONE_BELOW);
  const unmeasured = FUNNEL_STAGES.filter((s) => rates[s] === undefined);
  if (unmeasured.length > 0) {
    notes.push(
      fill(FUNNEL_NOT_MEASURED, {
        stages: join(
          unmeasured.map((s) => FUNNEL_STAGE_LABELS[s]),
          ', ',
        ),
      }),
    );
  }
  return {
    problems,
    requiredCount,
    ...(notes.length > 0 ? { note: join(notes, ' ') } : {}),
    data: { kind: 'funnel', issues },
  };
}

/**
 * Quadrant of a channel rated 1..5 (domain-design.md §4): a rating of {@link CHANNEL_HIGH_FROM}
 * (4) or more is high. High performance and potential → scale; low performance, high potential →
 * fix; high performance, low potential → maintain; both low → cut.
 */
export function quadrantOf(performance: number, potential: number): ChannelQuadrant {
  const perf = performance >= CHANNEL_HIGH_FROM;
  const pot = potential >= CHANNEL_HIGH_FROM;
  if (perf) return pot ? 'scale' : 'maintain';
  return pot ? 'fix' : 'cut';
}

/** Clamp a rating into 1..5. */
function rating(v: number): number {
  return Math.min(5, Math.max(1, v));
}

/** Channels rated on both scales, in the bank's order, with their quadrant. */
export function ratedChannels(values: ContextValues): ChannelData[] {
  return MARKETING_CHANNELS.flatMap((channelKey) => {
    const perf = values[`channelPerformance.${channelKey}`];
    const pot = values[`channelPotential.${channelKey}`];
    if (perf === undefined || pot === undefined) return [];
    const performance = rating(perf);
    const potential = rating(pot);
    return [{ channelKey, quadrantKey: quadrantOf(performance, potential), performance, potential }];
  });
}

/** Channels rated on one scale only: they cannot be placed in a quadrant. */
function halfRated(values: ContextValues): MarketingChannel[] {
  return MARKETING_CHANNELS.filter(
    (c) =>
      (values[`channelPerformance.${c}`] === undefined) !== (values[`channelPotential.${c}`] === undefined),
  );
}

const CHANNELS_UNKNOWN: Localized = {
  en: 'No channel was rated for both performance and potential, so the portfolio cannot be placed in quadrants. Rate the channels you use on both scales to get this analysis.',
  ro: 'Niciun canal nu a fost notat atât pentru rezultate, cât și pentru potențial, deci portofoliul nu poate fi împărțit pe cadrane. Notați canalele folosite pe ambele scale pentru a primi această analiză.',
};
const CHANNELS_HALF: Localized = {
  en: 'Rated on one scale only, so left out: {channels}.',
  ro: 'Notate pe o singură scală, deci lăsate deoparte: {channels}.',
};
const CHANNEL_FIX: Localized = {
  en: '{channel}: performance {performance}/5 although its potential is {potential}/5',
  ro: '{channel}: rezultate de {performance}/5, deși potențialul este {potential}/5',
};
const CHANNEL_CUT: Localized = {
  en: '{channel}: low performance ({performance}/5) and low potential ({potential}/5)',
  ro: '{channel}: rezultate slabe ({performance}/5) și potențial redus ({potential}/5)',
};

/**
 * Channel portfolio: channels in the fix and cut quadrants are the problems; two are needed,
 * because moving budget between channels is a portfolio decision, not a one-channel fix.
 */
export function channelRule({ values }: RuleInput): RuleOutcome {
  const requiredCount = 2;
  const channels = ratedChannels(values);
  const half = halfRated(values);
  const halfNote =
    half.length > 0
      ? fill(CHANNELS_HALF, {
          channels: join(
            half.map((c) => CHANNEL_LABELS[c]),
            ', ',
          ),
        })
      : null;
  if (channels.length === 0) {
    return {
      problems: [],
      requiredCount,
      note: halfNote ? join([CHANNELS_UNKNOWN, halfNote], ' ') : CHANNELS_UNKNOWN,
    };
  }
  const problems = channels
    .filter((c) => c.quadrantKey === 'fix' || c.quadrantKey === 'cut')
    .map((c) =>
      fill(c.quadrantKey === 'fix' ? CHANNEL_FIX : CHANNEL_CUT, {
        channel: CHANNEL_LABELS[c.channelKey],
        performance: num(c.performance),
        potential: num(c.potential),
      }),
    );
  return {
    problems,
    requiredCount,
    ...(halfNote ? { note: halfNote } : {}),
    data: { kind: 'channels', channels },
  };
}
