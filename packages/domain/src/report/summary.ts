/**
 * The executive summary (domain-design.md §5): what a marketing director would
 * forward, in at most {@link MAX_SUMMARY_WORDS} words — the score, the band and the coverage; the
 * three biggest gaps with their numbers; the first three actions at 30, 60 and 90 days; and the
 * one recommended investment beside the band's range (product-spec §9). Built from the same report
 * and roadmap as everything else, so the overview, the e-mail and the PDF's first page state the
 * same facts. Pure.
 */
import { biggestGaps, shortfall } from './gap-order.js';
import type { Localized } from '../i18n/localized.js';
import type { Locale } from '../i18n/locale.js';
import type { GeneratedRoadmap, GeneratedTask } from '../roadmap/types.js';
import { MIN_PRACTISED_ANSWERS, TOLERANCE_POINTS } from '../scoring/constants.js';
import type { OverallResult } from '../scoring/overall.js';
import { roundHalfAwayFromZero } from '../scoring/math.js';
import type { StepResult } from '../scoring/step.js';
import { BAND_RECOMMENDATIONS } from './feedback/bands.js';
import { fillText } from '../roadmap/render.js';
import {
  formatEuroAmount,
  formatEuroRange,
  formatPercent,
  quantity,
  ACTIVITIES,
  TASKS,
} from './strategies/format.js';
import { sumRanges } from '../roadmap/budget.js';
import { isGrowthTask } from '../roadmap/growth.js';
import { taskAnswersStep } from '../roadmap/generate.js';
import { weakestFunnelStage } from './strategies/catalogue/funnel-repair.js';
import { CONTEXT_FACTS } from '../bank/context-facts.js';
import type { ContextFacts } from './answers.js';
import { formatPoints } from './step-words.js';
import type { Band } from '../scoring/constants.js';
import type { StepDef, StepKey } from '../bank/types.js';
import { STRATEGY_CATEGORY_LABELS, STRATEGY_CATEGORY_SHORT_LABELS } from './strategies/labels.js';
import type { StrategyCategory } from './strategies/types.js';

/** Most words of the summary. */
export const MAX_SUMMARY_WORDS = 250;
/** The days of the first three actions. */
export const ACTION_DAYS = [30, 60, 90] as const;

/** Band names, as the dashboard and results show them. */
export const BAND_LABELS: Readonly<Record<Band, Localized>> = {
  pioneer: { en: 'Pioneer', ro: 'Pionier' },
  advanced: { en: 'Advanced', ro: 'Avansat' },
  average: { en: 'Average', ro: 'Mediu' },
  early_stage: { en: 'Early stage', ro: 'Stadiu incipient' },
  urgent: { en: 'Urgent', ro: 'Urgent' },
};

/** The summary's headings and sentences; `{name}` placeholders filled in the summary's locale. */
export const SUMMARY_TEXTS = {
  title: { en: 'Executive summary', ro: 'Rezumat pentru conducere' },
  headline: {
    en: 'Your HAI score is {score} of 100, level: {band}. You practise {practised} of the {activities} ({coverage}), {atIdeal} of them exactly at their ideal; counting half for those one step away, alignment is {alignment}.',
    ro: 'Scorul HAI este {score} din 100, nivel: {band}. Practicați {practised} din cele {activities} ({coverage}), {atIdeal} dintre ele exact la ideal; socotind pe jumătate cele aflate la un pas de ideal, alinierea este {alignment}.',
  },
  /** After the headline when a funnel stage is at least half below its typical rate. */
  funnel: {
    en: 'Your funnel loses most at “{stage}”: {band}, against a typical {benchmark}.',
    ro: 'Pâlnia de vânzare pierde cel mai mult la „{stage}”: {band}, față de {benchmark} de obicei.',
  },
  gapsTitle: { en: 'The three biggest gaps', ro: 'Cele mai mari trei diferențe' },
  gapSplit: {
    en: '{step} (score {score}): people do {your} of the work, ideal {target}, {gap} {side}; {off} of {practised} practised activities are off their ideal; not done yet: {notYet}.',
    ro: '{step} (scor {score}): oamenii fac {your} din muncă (ideal {target}), {gap} {side}; {off} din {practised} activități practicate nu sunt la ideal; nu se fac încă: {notYet}.',
  },
  gapOnTarget: {
    en: '{step} (score {score}): people do {your} of the work, within 5 points of the ideal {target}, but {off} of {practised} practised activities are off their ideal, both ways; not done yet: {notYet}.',
    ro: '{step} (scor {score}): oamenii fac {your} din muncă, la cel mult 5 puncte de idealul de {target}, dar {off} din {practised} activități practicate sunt departe de ideal, în ambele sensuri; nu se fac încă: {notYet}.',
  },
  gapUnscored: {
    en: '{step} (not scored): {practised} of {activities} activities practised, where a score needs {min}.',
    ro: '{step} (fără scor): {practised} din {activities} activități practicate, iar un scor are nevoie de {min}.',
  },
  tooHuman: { en: 'too much left to people', ro: 'prea mult lăsat oamenilor' },
  none: { en: 'none', ro: 'niciuna' },
  tooMachine: {
    en: 'too much left to AI or automation',
    ro: 'prea mult lăsat AI-ului sau automatizării',
  },
  actionsTitle: { en: 'First actions', ro: 'Primele acțiuni' },
  action: { en: 'Days {days}: {title} ({category}).', ro: 'Zilele {days}: {title} ({category}).' },
  actionShort: { en: 'Days {days}: {title}.', ro: 'Zilele {days}: {title}.' },
  investmentTitle: { en: 'Investment', ro: 'Investiție' },
  investment: {
    en: 'Recommended: {total} over the next 12 months for the roadmap’s {count}, {first} of it in the first 90 days; the usual range at your level is {band}.',
    ro: 'Recomandat: {total} în 12 luni pentru {count} din roadmap, din care {first} în primele 90 de zile; intervalul obișnuit la nivelul vostru este {band}.',
  },
  investmentOwnScale: {
    en: 'Recommended: {total} over the next 12 months for the roadmap’s {count}, {first} of it in the first 90 days.',
    ro: 'Recomandat: {total} în 12 luni pentru {count} din roadmap, din care {first} în primele 90 de zile.',
  },
  investmentCompactOwnScale: {
    en: 'Recommended: {total} over 12 months for {count}.',
    ro: 'Recomandat: {total} în 12 luni pentru {count}.',
  },
  investmentCompact: {
    en: 'Recommended: {total} over 12 months for {count}; usual at your level: {band}.',
    ro: 'Recomandat: {total} în 12 luni pentru {count}; obișnuit la nivelul vostru: {band}.',
  },
  aboveBand: {
    en: 'It exceeds that range because it covers every gap you showed: fund the first 90 days before the rest.',
    ro: 'Depășește intervalul fiindcă include toate diferențele arătate: finanțați întâi primele 90 de zile.',
  },
  belowBand: {
    en: 'It is below that range because it covers only the gaps you showed, not what you already do well.',
    ro: 'Este sub interval pentru că include doar diferențele arătate, nu și ce faceți deja bine.',
  },
  overBudget: {
    en: 'That fits within a third of the yearly marketing budget you gave ({budget}); {deferredCount} more, {deferred}, wait “when budget allows”: fund them from what the first ones save or earn.',
    ro: 'Suma încape într-o treime din bugetul anual de marketing indicat ({budget}); încă {deferredCount}, {deferred}, așteaptă „când bugetul permite”: finanțați-le din ce economisesc sau aduc primele.',
  },
  overBudgetShort: {
    en: '{deferredCount} more ({deferred}) wait “when budget allows”.',
    ro: 'Încă {deferredCount} ({deferred}) așteaptă „când bugetul permite”.',
  },
  overAssumedBudget: {
    en: 'That fits within a third of {assumed}, the yearly marketing budget we assume for a company of your size (you did not give yours); {deferredCount} more, {deferred}, wait “when budget allows”.',
    ro: 'Suma încape într-o treime din {assumed}, bugetul anual de marketing pe care îl presupunem pentru o companie de mărimea voastră (nu l-ați indicat); încă {deferredCount}, {deferred}, așteaptă „când bugetul permite”.',
  },
  /** {@link SUMMARY_TEXTS.overBudget} for one task waiting: the verb and the pronoun in the singular. */
  overBudgetOne: {
    en: 'That fits within a third of the yearly marketing budget you gave ({budget}); {deferredCount} more, {deferred}, waits “when budget allows”: fund it from what the first ones save or earn.',
    ro: 'Suma încape într-o treime din bugetul anual de marketing indicat ({budget}); încă {deferredCount}, {deferred}, așteaptă „când bugetul permite”: finanțați-o din ce economisesc sau aduc primele.',
  },
  overBudgetShortOne: {
    en: '{deferredCount} more ({deferred}) waits “when budget allows”.',
    ro: 'Încă {deferredCount} ({deferred}) așteaptă „când bugetul permite”.',
  },
  overAssumedBudgetOne: {
    en: 'That fits within a third of {assumed}, the yearly marketing budget we assume for a company of your size (you did not give yours); {deferredCount} more, {deferred}, waits “when budget allows”.',
    ro: 'Suma încape într-o treime din {assumed}, bugetul anual de marketing pe care îl presupunem pentru o companie de mărimea voastră (nu l-ați indicat); încă {deferredCount}, {deferred}, așteaptă „când bugetul permite”.',
  },
} as const satisfies Record<string, Localized>;

/** One of the three biggest gaps. */
export interface SummaryGap {
  stepId: StepKey;
  stepName: string;
  /** The step's score, rounded; `null` when not scored. */
  score: number | null;
  /** Points lost against a perfect step: 100 − score (100 when not scored). */
  shortfall: number;
  /** The sentence, with its numbers. */
  text: string;
}

/** One of the first three actions: a roadmap task due in the first 90 days. */
export interface SummaryAction {
  day: (typeof ACTION_DAYS)[number];
  title: string;
  category: string;
  /** The sentence, e.g. "By day 30: … (Systems)." */
  text: string;
}

/** The executive summary in one locale. */
export interface ExecutiveSummary {
  title: string;
  /** Score, band and coverage in two sentences. */
  headline: string;
  gapsTitle: string;
  gaps: SummaryGap[];
  actionsTitle: string;
  actions: SummaryAction[];
  investmentTitle: string;
  /** The recommended total (the roadmap's) beside the band's range (spec §9). */
  investment: { lowEur: number; highEur: number; bandRange: string; text: string };
  /** Words of everything above; at most {@link MAX_SUMMARY_WORDS}. */
  wordCount: number;
}

/**
 * Words of a text, as a reader counts them: runs of characters between spaces that hold a letter or
 * a digit. A number and its unit joined by a no-break space ("67 %", as Romanian writes percentages)
 * are one word, as "67%" is in English, so the two languages' summaries are held to one limit on
 * equal terms; a dash standing alone is no word.
 */
export function summaryWords(text: string): number {
  return text.split(/[^\S\u00a0\u202f]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * An action's area as the summary labels it: a strategy category by its short name ("Growth" for
 * "Growth: channels, funnel and content"), a step by its name.
 */
function areaLabel(category: string, locale: Locale): string {
  const key = (Object.keys(STRATEGY_CATEGORY_LABELS) as StrategyCategory[]).find(
    (k) => STRATEGY_CATEGORY_LABELS[k][locale] === category,
  );
  return key ? STRATEGY_CATEGORY_SHORT_LABELS[key][locale] : category;
}

/** When each of the first three actions starts, in days. */
const DAY_RANGES = ['1–30', '31–60', '61–90'] as const;

/** The sentence of one gap. */
function gapText(r: StepResult, step: StepDef, locale: Locale): string {
  const base = {
    step: step.name[locale],
    practised: String(r.practisedCount),
    activities: String(r.activityCount),
  };
  if (r.score === null || r.yourHumanPercent === null)
    return fillText(SUMMARY_TEXTS.gapUnscored[locale], { ...base, min: String(MIN_PRACTISED_ANSWERS) });
  const gap = r.yourHumanPercent - r.targetHumanPercent;
  const off = r.activities.filter((a) => a.distance !== null && a.distance !== 0).length;
  const notYet = r.activityCount - r.practisedCount;
  const values = {
    ...base,
    score: String(roundHalfAwayFromZero(r.score)),
    your: formatPercent(r.yourHumanPercent, locale),
    target: formatPercent(r.targetHumanPercent, locale),
    gap: formatPoints(Math.abs(gap), locale),
    off: String(off),
    notYet: notYet === 0 ? SUMMARY_TEXTS.none[locale] : String(notYet),
  };
  if (Math.abs(gap) <= TOLERANCE_POINTS) return fillText(SUMMARY_TEXTS.gapOnTarget[locale], values);
  const side = gap > 0 ? SUMMARY_TEXTS.tooHuman : SUMMARY_TEXTS.tooMachine;
  return fillText(SUMMARY_TEXTS.gapSplit[locale], { ...values, side: side[locale] });
}

/**
 * The executive summary of `overall` (scores of the 12 steps) and `roadmap` (generated from the
 * same answers), in `locale`; `null` when nothing is scored (no band, no honest summary).
 *
 * - headline: the overall score, the band, the activities practised of all (coverage) and the
 *   alignment of the practised ones (mean credit, domain-design.md §3); then, when a funnel stage
 *   is at least half below its typical rate, the one furthest below (`weakestFunnelStage`);
 * - gaps: the three steps with the largest shortfall (100 − step score; an unscored step counts
 *   100), ties by step order, each with its split against the ideal or its count of practised
 *   activities;
 * - actions: the first three roadmap tasks due within 3 months, in roadmap order, at day 30, 60
 *   and 90 (fewer when the roadmap has fewer);
 * - investment: the roadmap's `investmentEur`, beside the band's range (spec §9); then, when its
 *   low end is over a third of the yearly budget the user gave, how to fund it; else, when it lies
 *   wholly above or below the band's range, why.
 */
export function executiveSummary(
  overall: OverallResult,
  steps: readonly StepDef[],
  roadmap: GeneratedRoadmap,
  locale: Locale,
  context: ContextFacts = {},
): ExecutiveSummary | null {
  if (overall.band === null) return null;
  const results = overall.steps;
  const practised = results.reduce((n, r) => n + r.practisedCount, 0);
  const activities = results.reduce((n, r) => n + r.activityCount, 0);
  const credits = results.flatMap((r) => r.activities.flatMap((a) => (a.credit === null ? [] : [a.credit])));
  const alignment = credits.length === 0 ? 0 : credits.reduce((s, c) => s + c, 0) / credits.length;
  const atIdeal = results.reduce((n, r) => n + r.activities.filter((a) => a.distance === 0).length, 0);
  const scoreLine = fillText(SUMMARY_TEXTS.headline[locale], {
    score: String(overall.overallScore),
    band: BAND_LABELS[overall.band][locale],
    practised: String(practised),
    activities: quantity(activities, ACTIVITIES)[locale],
    atIdeal: String(atIdeal),
    coverage: formatPercent(
      activities === 0 ? 0 : roundHalfAwayFromZero((practised / activities) * 100),
      locale,
    ),
    alignment: formatPercent(roundHalfAwayFromZero(alignment), locale),
  });
  // A funnel stage far below its typical rate is the commercial headline a director reads first.
  const funnel = weakestFunnelStage(context);
  const headline = funnel
    ? `${scoreLine} ${fillText(SUMMARY_TEXTS.funnel[locale], {
        stage: funnel.stage[locale],
        band: funnel.band[locale],
        benchmark: funnel.benchmark[locale],
      })}`
    : scoreLine;
  const byKey = new Map(steps.map((s) => [s.key, s] as const));
  // Steps off target (or not scored) first: their split is the gap a director looks for; then
  // the steps on target whose activities pull both ways (report/gap-order.ts).
  const gaps = biggestGaps(
    results.map((r) => ({ r, step: byKey.get(r.stepKey)!, order: byKey.get(r.stepKey)!.globalOrder })),
  ).map(({ r, step }): SummaryGap => ({
    stepId: step.key,
    stepName: step.name[locale],
    score: r.score === null ? null : roundHalfAwayFromZero(r.score),
    shortfall: roundHalfAwayFromZero(shortfall(r)),
    text: gapText(r, step, locale),
  }));
  const actions = firstActions(
    roadmap.tasks.filter((t) => t.horizon === '0-3'),
    gaps.map((g) => g.stepId),
  ).map((t, i): SummaryAction => ({
    day: ACTION_DAYS[i]!,
    title: t.title,
    category: t.category,
    text: fillText(SUMMARY_TEXTS.action[locale], {
      days: DAY_RANGES[i]!,
      title: t.title,
      category: areaLabel(t.category, locale),
    }),
  }));
  const [lowEur, highEur] = roadmap.investmentEur;
  const bandRange = BAND_RECOMMENDATIONS[overall.band].investment[locale];
  const [firstLow, firstHigh] = sumRanges(
    roadmap.tasks.filter((t) => t.horizon === '0-3' && !t.whenBudgetAllows).map((t) => t.budgetEur),
  );
  const budgetBand = CONTEXT_FACTS['marketing.budget'].bands.find(
    (b) => b.value === context['marketing.budget'],
  );
  // Beside the band's range: tasks beyond a third of the budget say how they are funded; else a
  // roadmap wholly above or below the range says why it differs (dropped first when words run short).
  const [bandLow, bandHigh] = BAND_RECOMMENDATIONS[overall.band].investmentEur;
  const deferredTasks = roadmap.tasks.filter((t) => t.whenBudgetAllows).length;
  const deferredValues = {
    deferredCount: quantity(deferredTasks, TASKS)[locale],
    deferred: formatEuroRange(roadmap.deferredEur[0], roadmap.deferredEur[1], locale),
  };
  const overBudget =
    deferredTasks === 0
      ? ''
      : ' ' +
        (budgetBand && !roadmap.budgetAssumed
          ? fillText(SUMMARY_TEXTS[deferredTasks === 1 ? 'overBudgetOne' : 'overBudget'][locale], {
              ...deferredValues,
              budget: budgetBand.text[locale],
            })
          : fillText(
              SUMMARY_TEXTS[deferredTasks === 1 ? 'overAssumedBudgetOne' : 'overAssumedBudget'][locale],
              {
                ...deferredValues,
                assumed: formatEuroAmount(roadmap.budgetYearlyEur, locale),
              },
            ));
  // The level's usual range is quoted only when it is on the company's scale: a range starting
  // above what the roadmap may take (a third of the yearly marketing budget, given or assumed for
  // the size class) would tell a small company it under-spends on a plan it could never pay for.
  const bandOnScale = bandLow <= roadmap.budgetCapEur;
  const bandNote =
    overBudget !== '' || !bandOnScale
      ? ''
      : bandHigh !== null && lowEur > bandHigh
        ? ' ' + SUMMARY_TEXTS.aboveBand[locale]
        : highEur < bandLow
          ? ' ' + SUMMARY_TEXTS.belowBand[locale]
          : '';
  const investmentText = fillText(SUMMARY_TEXTS[bandOnScale ? 'investment' : 'investmentOwnScale'][locale], {
    total: formatEuroRange(lowEur, highEur, locale),
    count: quantity(roadmap.tasks.length - deferredTasks, TASKS)[locale],
    first: formatEuroRange(firstLow, firstHigh, locale),
    band: bandRange,
  });
  const investment = { lowEur, highEur, bandRange, text: investmentText + overBudget + bandNote };
  const shortActions = actions.map((a) => ({
    ...a,
    text: fillText(SUMMARY_TEXTS.actionShort[locale], {
      days: DAY_RANGES[ACTION_DAYS.indexOf(a.day)]!,
      title: a.title,
    }),
  }));
  const withoutNote = { ...investment, text: investmentText + overBudget };
  const compactText = fillText(
    SUMMARY_TEXTS[bandOnScale ? 'investmentCompact' : 'investmentCompactOwnScale'][locale],
    {
      total: formatEuroRange(lowEur, highEur, locale),
      count: quantity(roadmap.tasks.length - deferredTasks, TASKS)[locale],
      band: bandRange,
    },
  );
  const shortBudget = {
    ...investment,
    text:
      deferredTasks === 0
        ? compactText
        : compactText +
          ' ' +
          fillText(
            SUMMARY_TEXTS[deferredTasks === 1 ? 'overBudgetShortOne' : 'overBudgetShort'][locale],
            deferredValues,
          ),
  };
  // Long titles can push it past the limit: the actions' categories go first, then the budget
  // sentence's longer form (the note on the band's range says why the sum is what it is, so it
  // outlasts the first 90 days' figure), then the note; the funnel sentence gives way before the
  // budget sentence is shortened, so the investment keeps its first 90 days' figure; the first of
  // these within MAX_SUMMARY_WORDS (else the shortest) is kept.
  const compactWithNote = { ...shortBudget, text: (shortBudget.text + bandNote).trim() };
  const variants: { actions: SummaryAction[]; investment: typeof investment; headline?: string }[] = [
    { actions, investment },
    { actions: shortActions, investment },
    ...(funnel ? [{ actions: shortActions, investment, headline: scoreLine }] : []),
    ...(bandNote ? [{ actions: shortActions, investment: compactWithNote }] : []),
    ...(bandNote && funnel
      ? [{ actions: shortActions, investment: compactWithNote, headline: scoreLine }]
      : []),
    { actions, investment: withoutNote },
    { actions: shortActions, investment: withoutNote },
    { actions: shortActions, investment: shortBudget },
    ...(funnel ? [{ actions: shortActions, investment: shortBudget, headline: scoreLine }] : []),
  ];
  const summaries = variants.map((v): ExecutiveSummary => {
    const summary: ExecutiveSummary = {
      title: SUMMARY_TEXTS.title[locale],
      headline: v.headline ?? headline,
      gapsTitle: SUMMARY_TEXTS.gapsTitle[locale],
      gaps,
      actionsTitle: SUMMARY_TEXTS.actionsTitle[locale],
      actions: v.actions,
      investmentTitle: SUMMARY_TEXTS.investmentTitle[locale],
      investment: v.investment,
      wordCount: 0,
    };
    summary.wordCount = summaryWords(summaryText(summary));
    return summary;
  });
  const summary = summaries.find((v) => v.wordCount <= MAX_SUMMARY_WORDS) ?? summaries.at(-1)!;
  return summary;
}

/**
 * The summary's three first actions among the first 90 days' tasks (in roadmap order): one of each
 * area while there are others, so a quarter that opens with several critical tasks of one area
 * (governance, say) still names the other fronts it starts on; the rest in roadmap order when
 * the first 90 days hold fewer areas; a growth task of the quarter (`isGrowthTask`) always among
 * them, in place of one that answers none of `gapSteps` (the summary's biggest gaps). The chosen keep their roadmap order.
 */
function firstActions<T extends Pick<GeneratedTask, 'category' | 'source'>>(
  firstQuarter: readonly T[],
  gapSteps: readonly string[],
): T[] {
  const chosen: T[] = [];
  const areas = new Set<string>();
  for (const t of firstQuarter) {
    if (chosen.length === ACTION_DAYS.length) break;
    if (areas.has(t.category)) continue;
    areas.add(t.category);
    chosen.push(t);
  }
  for (const t of firstQuarter) if (chosen.length < ACTION_DAYS.length && !chosen.includes(t)) chosen.push(t);
  // How the company wins customers is one of the three when the quarter holds it: it takes the
  // place of the last one that answers none of the summary's gaps (else of the last), so the
  // actions still reach the diagnosis above them.
  const growth = firstQuarter.find(isGrowthTask);
  if (growth && chosen.length === ACTION_DAYS.length && !chosen.some(isGrowthTask)) {
    const offGap = chosen.findLastIndex((t) => !gapSteps.some((key) => taskAnswersStep(t, key)));
    chosen[offGap >= 0 ? offGap : chosen.length - 1] = growth;
  }
  return firstQuarter.filter((t) => chosen.includes(t));
}

/** The summary as plain text, one block a line (the e-mail's text part, the word count). */
export function summaryText(s: ExecutiveSummary): string {
  return [
    s.title,
    s.headline,
    s.gapsTitle,
    ...s.gaps.map((g) => g.text),
    s.actionsTitle,
    ...s.actions.map((a) => a.text),
    s.investmentTitle,
    s.investment.text,
  ].join('\n');
}
