/**
 * Every task template and shared text of the roadmap, named, for the checks that hold them all to
 * the same rules (texts.test.ts, language.test.ts), as `ANSWER_RULES` does for the strategy rules.
 */
import type { Localized } from '../bank/types.js';
import type { StrategyId } from '../report/strategies/types.js';
import { STEP_TASKS } from './step-tasks.js';
import { BAND_TASKS } from './texts-bands.js';
import * as common from './texts-common.js';
import { ANSWER_STRATEGY_TASKS } from './texts-strategies-ai.js';
import * as growth from './texts-strategies-growth.js';
import type { TaskTexts } from './types.js';

/** A task template with where it is used. */
export interface NamedTemplate {
  name: string;
  texts: TaskTexts;
  /** The strategy whose catalogue tactic it carries out, and the tactic's index. */
  tactic?: { strategy: StrategyId; index: number };
}

const GROWTH: readonly [StrategyId, string, { tactic: number; texts: TaskTexts }][] = [
  ...Object.entries(growth.FUNNEL_STAGE_TASKS).map(
    ([stage, t]) => ['funnel-repair', `FUNNEL_STAGE_TASKS.${stage}`, t] as [StrategyId, string, typeof t],
  ),
  ['funnel-repair', 'FUNNEL_TRACKING', growth.FUNNEL_TRACKING],
  ['peso-rebalancing', 'PESO_SHIFT', growth.PESO_SHIFT],
  ['peso-rebalancing', 'PESO_FOLLOW_UP.owned', growth.PESO_FOLLOW_UP.owned],
  ['peso-rebalancing', 'PESO_FOLLOW_UP.earned', growth.PESO_FOLLOW_UP.earned],
  ['peso-rebalancing', 'PESO_FOLLOW_UP.paid', growth.PESO_FOLLOW_UP.paid],
  ['channel-portfolio', 'CHANNEL_FIX', growth.CHANNEL_FIX],
  ['channel-portfolio', 'CHANNEL_CUT', growth.CHANNEL_CUT],
  ['channel-portfolio', 'CHANNEL_RATE', growth.CHANNEL_RATE],
  ['content-gaps', 'CONTENT_FILL', growth.CONTENT_FILL],
  ['content-gaps', 'CONTENT_PLAN', growth.CONTENT_PLAN],
];

/** Every task template, once. */
export const TASK_TEMPLATES: readonly NamedTemplate[] = [
  ...Object.entries(STEP_TASKS).flatMap(([key, t]) =>
    (['towardsHuman', 'towardsAi', 'start'] as const).map((kind) => ({
      name: `${key}.${kind}`,
      texts: t[kind],
    })),
  ),
  { name: 'SUSTAIN_TASK', texts: common.SUSTAIN_TASK },
  ...Object.entries(ANSWER_STRATEGY_TASKS).flatMap(([id, defs]) =>
    defs.map((d, i) => ({
      name: `${id}.${i}`,
      texts: d.texts,
      tactic: { strategy: id as StrategyId, index: d.tactic },
    })),
  ),
  ...GROWTH.map(([strategy, name, d]) => ({ name, texts: d.texts, tactic: { strategy, index: d.tactic } })),
  ...Object.entries(BAND_TASKS).flatMap(([band, defs]) =>
    defs.map((d, i) => ({ name: `${band}.${i}`, texts: d.texts })),
  ),
];

/** Every shared text that is not part of a template: lines, quotes, KPIs, step owners. */
export const SHARED_TEXTS: readonly [string, Localized][] = [
  ...(
    [
      'OWNER_LINE',
      'WHY_LINE',
      'STRATEGY_BUDGET',
      'STEP_TOO_AI',
      'STEP_TOO_HUMAN',
      'QUOTED_ANSWER',
      'START_MISSING',
      'START_INSUFFICIENT',
      'STEP_KPI',
      'START_KPI',
    ] as const
  ).map((k): [string, Localized] => [k, common[k]]),
  ['BEST_CHANNELS', growth.BEST_CHANNELS],
  ...Object.entries(STEP_TASKS).flatMap(([key, t]): [string, Localized][] => [
    [`${key}.owner`, t.owner],
    [`${key}.practices`, t.practices],
  ]),
];

/** Every Localized text of a template, named by field. */
export function templateTexts(t: TaskTexts): [string, Localized][] {
  return [
    ['title', t.title],
    ['action', t.action],
    ['owner', t.owner],
    ...t.kpis.map((k, i): [string, Localized] => [`kpis.${i}`, k]),
    ['expectedResults', t.expectedResults],
    ...t.tools.map((k, i): [string, Localized] => [`tools.${i}`, k]),
  ];
}
