/**
 * Turning a task template into a task: fill the placeholders in one locale and
 * assemble the description from the action, the owner and the cause. Pure.
 */
import type { Localized } from '../i18n/localized.js';
import type { Locale } from '../i18n/locale.js';
import { horizonLabel } from './horizons.js';
import { OWNER_LINE } from './texts-common.js';
import type { Move } from '../report/moves.js';
import type { StrategyId } from '../report/strategies/types.js';
import type { EuroRange } from './budget.js';
import type { GeneratedTask, RoadmapHorizon, TaskPriority, TaskSource, TaskTexts } from './types.js';

/**
 * A task before ordering, with what deduplication, capping and the budget need to know. Its
 * `budget` text is written once the roadmap is chosen (a strategy task takes one tactic's part of
 * its card's range).
 */
export interface Draft {
  task: Omit<GeneratedTask, 'orderIndex'>;
  /** Same topic = same action; see `TaskTexts.topic`; an activity task's is `activity:<id>`. */
  topic?: string;
  /** Never dropped by the cap: the first task of each triggered strategy. */
  keep?: boolean;
  /**
   * A practice people carry out themselves (a meeting, a rule they write, a habit: an activity's
   * start toward people's work, or a strategy's `byPeople` task), paid with their time and at most
   * a template: the budget funds it before anything that needs outside money, but critical work.
   */
  byPeople?: boolean;
  /**
   * An activity's lever that needs no new tool or project (`LeverTask.cost` light), priced as
   * people's time like `byPeople` but funded in its turn.
   */
  light?: boolean;
  /** See `StrategyTaskDef.after`: the activities whose tasks come first. */
  after?: readonly string[];
  /** See `StrategyTaskDef.before`: the activities whose tasks build on this one. */
  before?: readonly string[];
  /**
   * Months the task runs before it can be judged (`TaskPick.runsMonths`): one that waits for budget
   * starts first among those waiting, in the third quarter at the latest, so it ends within the year.
   */
  runsMonths?: number;
  /**
   * The strategy a task carries out: its card's range and the number of tactics the card shows
   * (`parts`: the range is the cost of them all, so one task is one tactic's part; a practice
   * people carry out themselves, `byPeople`, is priced apart).
   */
  strategy?: { id: StrategyId; range: EuroRange; parts: number };
}

/** Fill `{name}` placeholders of `text` with values in the same locale; unknown names stay. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * A label for use inside a sentence: the first letter lower-cased unless the first word is an
 * acronym ("Media plătită" → "media plătită", "SEO" stays, "E-mail" → "e-mail").
 */
export function lowerFirst(label: string): string {
  const first = label.split(/[\s-]/)[0] ?? '';
  return first.length > 1 && first === first.toUpperCase()
    ? label
    : label.charAt(0).toLowerCase() + label.slice(1);
}

/** "a", "a and b", "a, b and c" (en) or with "și" (ro). */
export function joinList(items: readonly string[], locale: Locale): string {
  const and = locale === 'ro' ? ' și ' : ' and ';
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

/** What a draft is made of besides its template. */
export interface DraftInput {
  texts: TaskTexts;
  locale: Locale;
  /** Placeholder values, already in `locale`. */
  values?: Readonly<Record<string, string>>;
  category: string;
  priority: TaskPriority;
  horizon: RoadmapHorizon;
  budgetEur: EuroRange;
  source: TaskSource;
  moves?: readonly Move[];
  strategy?: Draft['strategy'];
  /** Owner in place of the template's: a one-person marketing team owns every task itself. */
  owner?: Localized;
  /** Sentences after the owner line: why this task (where the step stands, the answer quoted…). */
  cause?: readonly string[];
  /** KPIs computed from the answers, placed before the template's. */
  kpis?: readonly string[];
  keep?: boolean;
  /** See `Draft.byPeople`. */
  byPeople?: boolean;
  /** See `Draft.after`. */
  after?: readonly string[];
  /** See `Draft.before`. */
  before?: readonly string[];
  /** See `Draft.runsMonths`. */
  runsMonths?: number;
}

/** A draft from a template: texts in `locale`, description = action, owner, cause. */
export function makeDraft(input: DraftInput): Draft {
  const { texts, locale, values = {} } = input;
  const text = (l: Localized): string => fillText(l[locale], values);
  const owner = fillText(OWNER_LINE[locale], { owner: text(input.owner ?? texts.owner) });
  const source: TaskSource = { kind: input.source.kind, id: input.source.id };
  if (input.source.questionIds && input.source.questionIds.length > 0) {
    source.questionIds = [...input.source.questionIds];
  }
  return {
    task: {
      title: text(texts.title),
      category: input.category,
      description: [text(texts.action), owner, ...(input.cause ?? [])].join(' '),
      priority: input.priority,
      horizon: input.horizon,
      timeline: horizonLabel(input.horizon, locale),
      budget: '',
      budgetEur: input.budgetEur,
      recommendedTools: texts.tools.map(text),
      targetKpis: [...(input.kpis ?? []), ...texts.kpis.map(text)],
      expectedResults: text(texts.expectedResults),
      isGenerated: true,
      status: 'not_started',
      source,
      moves: [...(input.moves ?? [])],
    },
    ...(texts.topic ? { topic: texts.topic } : {}),
    ...(input.keep ? { keep: true } : {}),
    ...(input.byPeople ? { byPeople: true } : {}),
    ...(input.after && input.after.length > 0 ? { after: input.after } : {}),
    ...(input.before && input.before.length > 0 ? { before: input.before } : {}),
    ...(input.runsMonths ? { runsMonths: input.runsMonths } : {}),
    ...(input.strategy ? { strategy: input.strategy } : {}),
  };
}
