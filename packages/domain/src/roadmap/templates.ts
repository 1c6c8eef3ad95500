/**
 * Every task template and shared text of the roadmap, named, for the checks that hold them all to
 * the same rules (texts.test.ts, language.test.ts). The strategy templates live in the strategies'
 * files; the activity tasks' titles and tools in the activities themselves (checked with the bank);
 * this module only lists them.
 */
import { STEPS } from '../bank/index.js';
import type { Localized } from '../i18n/localized.js';
import { CATALOGUE } from '../report/strategies/catalogue/index.js';
import type { StrategyId } from '../report/strategies/types.js';
import * as common from './texts-common.js';
import { taskTextsFor, type StrategyTaskDef, type TaskTexts } from './types.js';

/** A task template with where it is used. */
export interface NamedTemplate {
  name: string;
  texts: TaskTexts;
  /** The strategy whose catalogue tactic it carries out, and the tactic's index. */
  tactic?: { strategy: StrategyId; index: number };
  /** The company the texts are said for, when they are a strategy task's variant of its default. */
  variant?: 'smallCompany' | 'consumer' | 'both' | 'soloMarketer';
}

/**
 * Every task template a strategy file can pick, read from the strategy's `tasks` by a probe: the
 * templates are the module-level constants the picker returns, so each strategy is asked with
 * details that exercise all of its branches.
 */
export function strategyTemplates(): NamedTemplate[] {
  return CATALOGUE.flatMap((def) =>
    STRATEGY_TASK_PROBES(def.id)
      .flatMap((details) =>
        [false, true].flatMap((consumerOnly) =>
          def
            .tasks({ id: def.id, details } as never, 'en', {
              problems: [],
              requiredCount: 1,
              data: { kind: 'funnel', issues: [], consumerOnly },
            })
            .map((p) => p.def),
        ),
      )
      .filter((d, i, all) => all.indexOf(d) === i)
      .flatMap((d: StrategyTaskDef, i) =>
        (
          [
            [undefined, d.texts],
            ['smallCompany', d.smallCompany && taskTextsFor(d, { smallCompany: true, consumer: false })],
            ['consumer', d.consumer && taskTextsFor(d, { smallCompany: false, consumer: true })],
            ['both', d.smallCompany && d.consumer && taskTextsFor(d, { smallCompany: true, consumer: true })],
            [
              'soloMarketer',
              d.soloMarketer && taskTextsFor(d, { smallCompany: true, consumer: false, soloMarketer: true }),
            ],
          ] as const
        ).flatMap(([variant, texts]): NamedTemplate[] =>
          texts
            ? [
                {
                  name: `${def.id}.${i}${variant ? `.${variant}` : ''}`,
                  texts,
                  tactic: { strategy: def.id, index: d.tactic },
                  ...(variant ? { variant } : {}),
                },
              ]
            : [],
        ),
      ),
  );
}

/** Strategy details that make each picker return every template it has. */
function STRATEGY_TASK_PROBES(id: StrategyId): object[] {
  const base = { problems: [], triggeredCount: 0, requiredCount: 1 };
  switch (id) {
    case 'funnel-repair':
      return (['visitorToLead', 'leadToCustomer', 'retention'] as const).map((stageKey) => ({
        ...base,
        issues: [
          { stage: '', stageKey, priority: '', priorityKey: 'high', current: 1, benchmark: 2, gap: 1 },
        ],
      }));
    case 'peso-rebalancing':
      return (['paid', 'earned', 'shared', 'owned'] as const).map((under) => ({
        ...base,
        gaps: (['paid', 'earned', 'shared', 'owned'] as const).map((channelKey) => ({
          channel: channelKey,
          channelKey,
          gap: channelKey === under ? 10 : -10 / 3,
          current: 20,
          ideal: 30,
        })),
      }));
    case 'channel-portfolio':
      return [
        {
          ...base,
          channels: [
            {
              channel: 'SEO',
              channelKey: 'seo',
              quadrant: '',
              quadrantKey: 'scale',
              performance: 5,
              potential: 5,
              action: '',
            },
          ],
        },
        {
          ...base,
          channels: [
            {
              channel: 'SEO',
              channelKey: 'seo',
              quadrant: '',
              quadrantKey: 'fix',
              performance: null,
              potential: 5,
              action: '',
            },
            {
              channel: 'E-mail',
              channelKey: 'email',
              quadrant: '',
              quadrantKey: 'maintain',
              performance: 5,
              potential: null,
              action: '',
            },
          ],
        },
      ];
    case 'content-gaps':
      return [{ ...base, gaps: { tofu: 5, mofu: 1, bofu: 1, retention: 1 }, totalGap: 8 }];
    default:
      return [base];
  }
}

/** Every task template, once. */
export const TASK_TEMPLATES: readonly NamedTemplate[] = [
  { name: 'SUSTAIN_TASK', texts: common.SUSTAIN_TASK },
  ...strategyTemplates(),
];

/** Every shared text that is not part of a template: lines, quotes, KPIs, step owners. */
export const SHARED_TEXTS: readonly [string, Localized][] = [
  ...(
    [
      'OWNER_LINE',
      'SOLO_OWNER',
      'WHY_LINE',
      'STRATEGY_SHARE',
      'WHY_ANSWER',
      'WHY_NOT_YET',
      'ACTIVITY_KPI',
      'START_ACTIVITY_KPI',
      'START_LIGHT_ACTIVITY_KPI',
      'STEP_KPI',
      'STEP_CONTRIBUTION_KPI',
    ] as const
  ).map((k): [string, Localized] => [k, common[k]]),
  ...STEPS.flatMap((step): [string, Localized][] => [
    [`${step.key}.owner`, step.roadmap.owner],
    [`${step.key}.practices`, step.roadmap.practices],
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
