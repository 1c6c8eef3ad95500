/**
 * Property: over random completed assessments built from the real bank (any option of every
 * question, any valid, edge or garbled input), the roadmap holds 10 to 30 tasks with a dense
 * order, unique titles, sources that resolve, no unfilled or NaN text, and fits its wire schema
 * (titles ≤ 200, texts ≤ 2,000 characters) and holds a growth task whenever a growth strategy
 * triggered, and puts the automation of repeated tasks after the rules people write for it; over
 * random incomplete ones, it never throws and never exceeds 30.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../bank/index.js';
import { STEP_KEYS, type OptionDef, type QuestionDef } from '../bank/types.js';
import { LOCALES } from '../i18n/locale.js';
import { buildReport } from '../report/report.js';
import { GeneratedRoadmapView } from '../schemas/roadmap.js';
import { answerWith, type GeneratedAnswer } from '../testing/answers.js';
import { generateRoadmap } from '../report/report.js';
import { MAX_TASKS, MIN_TASKS, TASK_PRIORITIES, type GeneratedRoadmap } from './types.js';

/** The automation task that builds on the rules people write (`after` in its catalogue entry). */
const AUTOMATE_TOP_THREE = {
  en: 'List the ten most frequent manual tasks and automate the top three',
  ro: 'Faceți lista celor mai frecvente zece sarcini manuale și automatizați primele trei',
};

/** The KPI agreement that attribution builds on (`before` in its catalogue entry). */
const AGREE_KPIS = {
  en: 'Agree three to five marketing KPIs with leadership, each with an owner',
  ro: 'Stabiliți cu conducerea trei până la cinci KPI-uri de marketing, fiecare cu un responsabil',
};

/** The roadmap's quarters, in order. */
const HORIZONS = ['0-3', '3-6', '6-9', '9-12'];

/** A value for an option's input: in range, at an edge, or garbled. */
function inputValue(option: OptionDef): fc.Arbitrary<string> {
  const input = option.input!;
  if (input.type === 'text') return fc.constant('Other channel');
  const min = input.min ?? 0;
  const max = input.max ?? min + 1000;
  return fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min, max }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(String(min), String(max), '0', '1,5') },
    { weight: 1, arbitrary: fc.constantFrom('', 'n/a') },
  );
}

/** A valid selection of `question` with random inputs. */
function answerTo(question: QuestionDef): fc.Arbitrary<GeneratedAnswer> {
  const exclusive = question.options.filter((o) => o.exclusive);
  const others = question.options.filter((o) => !o.exclusive);
  const selection: fc.Arbitrary<OptionDef[]> =
    question.type === 'single_choice'
      ? fc.constantFrom(...question.options).map((o) => [o])
      : fc.oneof(
          ...exclusive.map((o) => fc.constant<OptionDef[]>([o])),
          fc.subarray(others, { minLength: 1 }),
        );
  return selection.chain((options) => {
    const withInput = options.filter((o) => o.input);
    return fc.tuple(...withInput.map(inputValue)).map((values) => {
      const additionalInputs: Record<string, string> = {};
      withInput.forEach((o, i) => (additionalInputs[o.id] = values[i]!));
      return { ...answerWith(question, options), additionalInputs };
    });
  });
}

const completed = fc.tuple(...QUESTIONS.map(answerTo));
const partial = fc
  .tuple(...QUESTIONS.map((q) => fc.option(answerTo(q), { freq: 2 })))
  .map((answers) => answers.filter((a): a is GeneratedAnswer => a !== null));
const questionIds = new Set(QUESTIONS.map((q) => q.id));

/** Order, uniqueness, sources and texts: what holds for any roadmap. */
function expectSound(r: GeneratedRoadmap, answers: GeneratedAnswer[]): void {
  expect(GeneratedRoadmapView.safeParse(r).success).toBe(true);
  expect(r.tasks.length).toBeLessThanOrEqual(MAX_TASKS);
  expect(r.tasks.map((t) => t.orderIndex)).toEqual([...r.tasks.keys()]);
  expect(new Set(r.tasks.map((t) => t.title.toLowerCase())).size).toBe(r.tasks.length);
  const triggered = new Set<string>(
    buildReport(answers, 'en')
      .strategies.strategies.filter((s) => s.triggered)
      .map((s) => s.id),
  );
  for (const t of r.tasks) {
    const text = [
      t.title,
      t.description,
      t.budget,
      t.expectedResults,
      ...t.targetKpis,
      ...t.recommendedTools,
    ].join(' ');
    expect(text).not.toMatch(/NaN|undefined|Infinity|\{|\}/);
    for (const id of t.source.questionIds ?? []) expect(questionIds).toContain(id);
    if (t.source.kind === 'step') expect(STEP_KEYS).toContain(t.source.id);
    if (t.source.kind === 'strategy') expect(triggered).toContain(t.source.id);
    if (t.source.kind === 'band') expect(t.source.id).toBe(r.level);
  }
  // However few its places, a roadmap acts on how the company wins customers when a growth
  // strategy (channels, funnel, content, media mix) triggered: the first of them in this order,
  // the channels the owner named first, has a task.
  const growth = ['channel-portfolio', 'content-gaps', 'funnel-repair', 'peso-rebalancing'];
  const first = growth.find((id) => triggered.has(id));
  if (first)
    expect(
      r.tasks.some((t) => t.source.kind === 'strategy' && t.source.id === first),
      first,
    ).toBe(true);
  // A task that builds on a practice comes after that practice's task (`StrategyTaskDef.after`):
  // the automation of repeated tasks after the rules people write for them.
  const rules = r.tasks.findIndex(
    (t) => t.source.kind === 'step' && t.source.questionIds?.[0] === 'sisteme-automation-rules',
  );
  const automation = r.tasks.findIndex((t) =>
    [AUTOMATE_TOP_THREE.en, AUTOMATE_TOP_THREE.ro].includes(t.title),
  );
  if (rules >= 0 && automation >= 0) {
    expect(automation).toBeGreaterThan(rules);
    expect(HORIZONS.indexOf(r.tasks[automation]!.horizon)).toBeGreaterThanOrEqual(
      HORIZONS.indexOf(r.tasks[rules]!.horizon),
    );
  }
  // A six-month channel test ends within the year: it never starts in the fourth quarter.
  for (const t of r.tasks)
    if (
      t.source.kind === 'strategy' &&
      t.source.id === 'channel-portfolio' &&
      /\b6 (months|luni)\b/.test(t.title)
    )
      expect(t.horizon, t.title).not.toBe('9-12');
  // …and a foundation another task builds on (`StrategyTaskDef.before`) comes first and is at
  // least as pressing: the KPIs are agreed before attribution credits sales to channels.
  const kpis = r.tasks.findIndex((t) => [AGREE_KPIS.en, AGREE_KPIS.ro].includes(t.title));
  const attribution = r.tasks.findIndex(
    (t) => t.source.kind === 'step' && t.source.questionIds?.[0] === 'predictii-attribution',
  );
  if (kpis >= 0 && attribution >= 0) {
    expect(attribution).toBeGreaterThan(kpis);
    expect(TASK_PRIORITIES.indexOf(r.tasks[kpis]!.priority)).toBeLessThanOrEqual(
      TASK_PRIORITIES.indexOf(r.tasks[attribution]!.priority),
    );
  }
}

// Each run builds a whole report; 100 of them take about 10 s alone and several times that on a
// loaded CI machine, hence the explicit timeouts.
describe('generateRoadmap over random answers', () => {
  it('a completed assessment: 10–30 sound tasks in either locale', () => {
    fc.assert(
      fc.property(completed, fc.constantFrom(...LOCALES), (answers, locale) => {
        const r = generateRoadmap(answers, locale);
        expect(r.tasks.length).toBeGreaterThanOrEqual(MIN_TASKS);
        expectSound(r, answers);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('an incomplete assessment: never throws, at most 30 sound tasks', () => {
    fc.assert(
      fc.property(partial, fc.constantFrom(...LOCALES), (answers, locale) => {
        expectSound(generateRoadmap(answers, locale), answers);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
