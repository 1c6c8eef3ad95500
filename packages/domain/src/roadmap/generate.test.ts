/**
 * Roadmap generation on the real bank (issue 9 item 1): worked examples for every band, in both
 * locales — between 10 and 30 tasks, dense `orderIndex` in priority then horizon order, every
 * source resolving to a step, a triggered strategy or the band and to real questions, no
 * duplicate titles, no unfilled or NaN text — plus the all-"not yet" and skipped-input cases.
 */
import { describe, expect, it } from 'vitest';
import { QUESTIONS, STEPS } from '../bank/index.js';
import { STEP_KEYS, type OptionKey, type StepDef } from '../bank/types.js';
import { LOCALES, type Locale } from '../i18n/locale.js';
import type { ReportAnswer } from '../report/answers.js';
import { buildReport } from '../report/report.js';
import { STRATEGY_CATEGORY_LABELS } from '../report/strategies/labels.js';
import { GeneratedRoadmapView } from '../schemas/roadmap.js';
import { BAND_SCORE_RANGE, type Band } from '../scoring/constants.js';
import { scoreStep } from '../scoring/step.js';
import {
  answerKey,
  contextAnswer,
  contextAnswers,
  perfectAnswers,
  sameLetterAnswers,
  type GeneratedAnswer,
} from '../testing/answers.js';
import { generateRoadmap } from './generate.js';
import { BAND_TASKS } from './texts-bands.js';
import { horizonLabel, horizonRank } from './horizons.js';
import {
  MAX_TASKS,
  MIN_TASKS,
  TASK_PRIORITIES,
  type GeneratedRoadmap,
  type RoadmapHorizon,
  type TaskPriority,
} from './types.js';

const perfect = perfectAnswers(STEPS);

/** Answers of `step` pushed to one end of the scale: D everywhere (AI) or A everywhere (people). */
function extreme(step: StepDef, dir: 'ai' | 'human'): GeneratedAnswer[] {
  return sameLetterAnswers(step, dir === 'ai' ? 'D' : 'A');
}

/** The answers of `step` furthest from its target, whichever side is further. */
function far(step: StepDef): GeneratedAnswer[] {
  const gap = (a: GeneratedAnswer[]): number =>
    Math.abs((scoreStep(step, a).yourHumanPercent ?? 0) - step.targetHumanPercent);
  const [ai, human] = [extreme(step, 'ai'), extreme(step, 'human')];
  return gap(ai) >= gap(human) ? ai : human;
}

/** Perfect answers except the first `k` steps, answered as far from target as possible. */
function offTarget(k: number): GeneratedAnswer[] {
  const prefixes = STEPS.slice(0, k).map((s) => `${s.key.toLowerCase()}-`);
  return [
    ...perfect.filter((a) => !prefixes.some((p) => a.questionId.startsWith(p))),
    ...STEPS.slice(0, k).flatMap(far),
  ];
}

/** Option `letter` throughout, every context question answered with the sample context. */
const withContext = (letter: OptionKey): GeneratedAnswer[] => contextAnswers(() => letter);

/** The same answers with every context fact "we don't know". */
function skipInputs(answers: readonly GeneratedAnswer[]): ReportAnswer[] {
  return answers.map((a) => {
    const q = QUESTIONS.find((x) => x.id === a.questionId)!;
    return q.kind === 'context' ? contextAnswer(q, null) : a;
  });
}

const allNotYet = STEPS.flatMap((s) => sameLetterAnswers(s, 'E'));

/** Worked examples: name, answers, expected band. */
const EXAMPLES: [string, ReportAnswer[], Band | null][] = [
  ['perfect answers', perfect, 'pioneer'],
  ['two steps far off target', offTarget(2), 'advanced'],
  ['four steps far off target', offTarget(4), 'average'],
  ['option D throughout', STEPS.flatMap((s) => sameLetterAnswers(s, 'D')), 'urgent'],
  ['six steps far off target', offTarget(6), 'early_stage'],
  ['option A throughout, context as in the browser tests', withContext('A'), 'early_stage'],
  ['nine steps far off target', offTarget(9), 'urgent'],
  ['every step far off target', offTarget(12), 'urgent'],
  ['"not yet" throughout', allNotYet, null],
];

const questionIds = new Set(QUESTIONS.map((q) => q.id));

/** Every text of a task. */
function texts(r: GeneratedRoadmap): string[] {
  return r.tasks.flatMap((t) => [
    t.title,
    t.category,
    t.description,
    t.timeline,
    t.budget,
    t.expectedResults,
    ...t.recommendedTools,
    ...t.targetKpis,
  ]);
}

/** The invariants every roadmap of a completed assessment keeps. */
function expectValidRoadmap(r: GeneratedRoadmap, answers: readonly ReportAnswer[], locale: Locale): void {
  const report = buildReport(answers, locale);
  const band = report.overall.band;
  expect(GeneratedRoadmapView.parse(r)).toEqual(r);
  expect(r.level).toBe(band);
  expect(r.scoreRange).toBe(band === null ? null : BAND_SCORE_RANGE[band]);

  const n = r.tasks.length;
  expect(n).toBeGreaterThanOrEqual(MIN_TASKS);
  expect(n).toBeLessThanOrEqual(MAX_TASKS);
  expect(r.tasks.map((t) => t.orderIndex)).toEqual([...Array(n).keys()]);
  const rank = r.tasks.map((t) => TASK_PRIORITIES.indexOf(t.priority) * 10 + horizonRank(t.horizon));
  expect(rank).toEqual([...rank].sort((a, b) => a - b));

  const titles = r.tasks.map((t) => t.title.toLowerCase());
  expect(new Set(titles).size).toBe(n);

  for (const text of texts(r)) {
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/NaN|undefined|null|Infinity|\{|\}/);
  }

  const triggered = new Map(report.strategies.strategies.filter((s) => s.triggered).map((s) => [s.id, s]));
  const stepNames = new Map(STEPS.map((s) => [s.key as string, s.name[locale]]));
  for (const t of r.tasks) {
    expect(t).toMatchObject({
      isGenerated: true,
      status: 'not_started',
      timeline: horizonLabel(t.horizon, locale),
    });
    expect(t.description).toContain(locale === 'ro' ? 'Cine răspunde: ' : 'Owner: ');
    expect(t.recommendedTools.length).toBeGreaterThanOrEqual(2);
    for (const kpi of t.targetKpis) expect(kpi).toMatch(/\d/);
    for (const id of t.source.questionIds ?? []) expect(questionIds).toContain(id);
    switch (t.source.kind) {
      case 'step':
        expect(STEP_KEYS).toContain(t.source.id);
        expect(t.category).toBe(stepNames.get(t.source.id));
        break;
      case 'strategy': {
        const s = triggered.get(t.source.id as never);
        expect(s, `${t.source.id} is triggered`).toBeDefined();
        expect(t.category).toBe(STRATEGY_CATEGORY_LABELS[s!.category][locale]);
        expect(t.priority).toBe(s!.priorityKey);
        expect(t.budget).toContain(s!.budget);
        break;
      }
      case 'band':
        expect(t.source.id).toBe(band);
        break;
    }
  }

  const perStrategy = (id: string): number =>
    r.tasks.filter((t) => t.source.kind === 'strategy' && t.source.id === id).length;
  for (const id of triggered.keys()) {
    expect(perStrategy(id)).toBeLessThanOrEqual(3);
    if (n < MAX_TASKS) expect(perStrategy(id), id).toBeGreaterThanOrEqual(1);
  }
  const bandTasks = r.tasks.filter((t) => t.source.kind === 'band').length;
  if (band !== null) expect(bandTasks).toBeGreaterThanOrEqual(1);
  expect(bandTasks).toBeLessThanOrEqual(band === null ? 0 : BAND_TASKS[band].length);

  // The furthest steps: a task each, quoting where the step stands and the answer that pulled it.
  for (const f of report.overview.furthestSteps) {
    const task = r.tasks.find((t) => t.source.kind === 'step' && t.source.id === f.stepId);
    expect(task, f.stepId).toBeDefined();
    const feedback = report.feedback.find((x) => x.stepId === f.stepId)!;
    expect(task!.description).toContain(feedback.offIdeal[0]!.activity);
    expect(task!.source.questionIds).toEqual(feedback.offIdeal.map((p) => p.questionId));
  }
  // Steps with no practice yet: a "start this practice" task each (unless the cap cut it).
  for (const f of report.feedback.filter((x) => x.allAnswersAreOptionE)) {
    const task = r.tasks.find((t) => t.source.kind === 'step' && t.source.id === f.stepId);
    if (n < MAX_TASKS) expect(task, f.stepId).toBeDefined();
    if (task) expect(task.source.questionIds).toEqual(f.notYet.map((m) => m.questionId));
  }
}

describe('generateRoadmap: worked examples', () => {
  const cases = EXAMPLES.flatMap(([name, answers, band]) =>
    LOCALES.map((locale) => [name, locale, answers, band] as const),
  );

  it.each(cases)('%s (%s): the band, 10–30 valid tasks', (_name, locale, answers, band) => {
    const r = generateRoadmap(answers, locale);
    expect(r.level).toBe(band);
    expectValidRoadmap(r, answers, locale);
  });

  it.each(EXAMPLES)('%s: en and ro hold the same tasks, only the texts differ', (_name, answers) => {
    const shape = (r: GeneratedRoadmap) =>
      r.tasks.map((t) => [t.source, t.priority, t.horizon, t.orderIndex, t.targetKpis.length]);
    expect(shape(generateRoadmap(answers, 'ro'))).toEqual(shape(generateRoadmap(answers, 'en')));
  });

  it('is deterministic', () => {
    const answers = withContext('B');
    expect(generateRoadmap(answers, 'ro')).toEqual(generateRoadmap(answers, 'ro'));
  });

  it('task counts of the examples, by source (strategy + step + band)', () => {
    const counts = Object.fromEntries(
      EXAMPLES.map(([name, answers]) => {
        const kinds = generateRoadmap(answers, 'en').tasks.map((t) => t.source.kind);
        const count = (k: string): number => kinds.filter((x) => x === k).length;
        return [name, `${kinds.length} = ${count('strategy')} + ${count('step')} + ${count('band')}`];
      }),
    );
    expect(counts).toEqual({
      'perfect answers': '12 = 10 + 0 + 2',
      'two steps far off target': '19 = 15 + 2 + 2',
      'four steps far off target': '25 = 20 + 3 + 2',
      'option D throughout': '22 = 17 + 3 + 2',
      'six steps far off target': '25 = 20 + 3 + 2',
      'option A throughout, context as in the browser tests': '16 = 11 + 3 + 2',
      'nine steps far off target': '25 = 20 + 3 + 2',
      'every step far off target': '24 = 19 + 3 + 2',
      '"not yet" throughout': '30 = 18 + 12 + 0',
    });
  });
});

describe('generateRoadmap: what the tasks say', () => {
  it('a perfect assessment: no step is off target, so tasks come from the band and the strategies', () => {
    const r = generateRoadmap(perfect, 'en');
    expect(r).toMatchObject({ level: 'pioneer', scoreRange: '90-100' });
    expect(r.tasks.filter((t) => t.source.kind === 'step')).toEqual([]);
    expect(r.tasks.filter((t) => t.source.kind === 'band').length).toBe(2);
  });

  it('a step off target says which way to move, with the target range as KPI', () => {
    const answers = offTarget(4);
    const report = buildReport(answers, 'en');
    const r = generateRoadmap(answers, 'en');
    for (const f of report.overview.furthestSteps) {
      const task = r.tasks.find((t) => t.source.kind === 'step' && t.source.id === f.stepId)!;
      const way = f.gap > 0 ? 'hand more of the routine work to AI' : 'move the judgement back to people';
      expect(task.description).toContain(`Now people do ${f.yourHumanPercent}% of the work in ${f.stepName}`);
      expect(task.description).toContain(way);
      const t = f.targetHumanPercent;
      expect(task.targetKpis[0]).toBe(
        `${f.stepName}: people do ${Math.max(0, t - 5)}%–${Math.min(100, t + 5)}% of the work at the next assessment (now ${f.yourHumanPercent}%)`,
      );
      expect(task.priority).toBe(
        Math.abs(f.gap) >= 30 ? 'critical' : Math.abs(f.gap) >= 15 ? 'high' : 'medium',
      );
    }
  });

  it('Romanian: the same step task in Romanian number format', () => {
    const r = generateRoadmap(offTarget(4), 'ro');
    const task = r.tasks.find((t) => t.source.kind === 'step')!;
    expect(task.description).toMatch(
      /Acum oamenii fac \d+ % din munca la pasul „[^”]+”, față de ținta de \d+ %/,
    );
    expect(task.budget).toMatch(/^\d{1,3}(\.\d{3})*–\d{1,3}(\.\d{3})* €$/);
  });

  it('"not yet" throughout: no band, a start task for each of the 12 steps', () => {
    for (const locale of LOCALES) {
      const r = generateRoadmap(allNotYet, locale);
      expect(r).toMatchObject({ level: null, scoreRange: null });
      const stepIds = r.tasks.filter((t) => t.source.kind === 'step').map((t) => t.source.id);
      expect(new Set(stepIds)).toEqual(new Set(STEP_KEYS));
    }
  });

  it('growth tasks name the weak funnel stage, the media types and the numbers from the answers', () => {
    const r = generateRoadmap(withContext('A'), 'en');
    const titles = r.tasks.filter((t) => t.source.kind === 'strategy').map((t) => t.title);
    // SAMPLE_CONTEXT: visitor → lead under 0.5 % (0.25) against 2.5 % is the weakest high-priority
    // stage; paid media leads the budget (55 of 100 against 25 for a small company).
    expect(titles.some((t) => t.includes('from 0.3% to 2.5%'))).toBe(true);
    // Paid search brings the most customers (SAMPLE_CONTEXT): the cut to paid media spares it.
    expect(
      titles.some((t) =>
        /^Move \d+ points of the media mix from paid media other than paid search to /.test(t),
      ),
    ).toBe(true);
    const ro = generateRoadmap(withContext('A'), 'ro').tasks.map((t) => t.title);
    expect(ro.some((t) => t.includes('de la 0,3 % la 2,5 %'))).toBe(true);
  });

  it('skipped context inputs still give 10+ tasks, none from the strategies that need them', () => {
    for (const locale of LOCALES) {
      const answers = skipInputs(withContext('A'));
      const r = generateRoadmap(answers, locale);
      expectValidRoadmap(r, answers, locale);
      const growth = ['funnel-repair', 'peso-rebalancing', 'channel-portfolio', 'content-gaps'];
      expect(r.tasks.filter((t) => growth.includes(t.source.id))).toEqual([]);
    }
  });

  it('more than 30 candidates: capped at 30, keeping the furthest steps and the band, dropping the least urgent', () => {
    // Three steps far off target, the other nine "not yet" (context questions still answered):
    // 3 + 9 step tasks, ten strategies and the band are more than 30.
    const context = withContext('A');
    const answers = [
      ...STEPS.slice(0, 3).flatMap(far),
      ...STEPS.slice(3).flatMap((s) =>
        s.questions.map((q) =>
          q.kind === 'context' ? context.find((a) => a.questionId === q.id)! : answerKey(q, 'E'),
        ),
      ),
    ];
    const report = buildReport(answers, 'en');
    const r = generateRoadmap(answers, 'en');
    expectValidRoadmap(r, answers, 'en');
    expect(r.tasks).toHaveLength(MAX_TASKS);
    const rankOf = (priority: TaskPriority, horizon: RoadmapHorizon): number =>
      TASK_PRIORITIES.indexOf(priority) * 10 + horizonRank(horizon);
    const furthest = new Set<string>(report.overview.furthestSteps.map((f) => f.stepId));
    expect(furthest.size).toBe(3);
    const present = new Set(r.tasks.filter((t) => t.source.kind === 'step').map((t) => t.source.id));
    for (const id of furthest) expect(present).toContain(id);
    expect(r.tasks.some((t) => t.source.kind === 'band')).toBe(true);
    const dropped = report.feedback.filter((f) => f.allAnswersAreOptionE && !present.has(f.stepId));
    expect(dropped.length).toBeGreaterThan(0);
    const keptRanks = r.tasks
      .filter((t) => t.source.kind !== 'band' && !furthest.has(t.source.id))
      .map((t) => rankOf(t.priority, t.horizon));
    for (const f of dropped) {
      const start = STEPS.find((s) => s.key === f.stepId)!.roadmap;
      expect(rankOf(start.startPriority, start.startHorizon)).toBeGreaterThanOrEqual(Math.max(...keptRanks));
    }
  });

  it('a short roadmap is topped up to 10: the band’s next task, then quarterly checks of steps on target', () => {
    // Perfect answers with every input skipped: no growth strategy, no step off target.
    const answers = skipInputs(perfect);
    for (const locale of LOCALES) {
      const r = generateRoadmap(answers, locale);
      expectValidRoadmap(r, answers, locale);
      expect(r.tasks).toHaveLength(MIN_TASKS);
      expect(r.tasks.filter((t) => t.source.kind === 'band')).toHaveLength(BAND_TASKS.pioneer.length);
      const checks = r.tasks.filter((t) => t.source.kind === 'step');
      expect(checks.length).toBeGreaterThan(0);
      for (const t of checks) {
        expect(t).toMatchObject({ priority: 'low', horizon: '6-12' });
        expect(t.title).toMatch(
          locale === 'en'
            ? /: check every quarter that the \d+\/\d+ human–AI split holds$/
            : /: verificați trimestrial că împărțirea om–AI de \d+\/\d+ se menține$/,
        );
      }
    }
  });

  it('an incomplete assessment never breaks: no answers give no tasks, no band', () => {
    expect(generateRoadmap([], 'en')).toEqual({ scoreRange: null, level: null, tasks: [] });
  });
});
