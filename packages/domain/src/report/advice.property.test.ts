/**
 * Properties of the advice over generated answer sets (domain-design.md §4 "rules
 * that hold for every answer set"), in both languages. Answer sets lean one way or the other as
 * real companies do — a shift toward people or machines from each activity's ideal, some noise,
 * some activities not done yet — with random context answers (any band, or "we don't know"):
 * - no recommendation (feedback item, strategy problem or tactic, roadmap task, prompt) moves an
 *   activity the way it already is beyond its ideal, or asks to start one the user practises;
 * - a tactic about a named activity shows only while that activity is in one of its states;
 * - no two recommendations move one budget line or channel opposite ways;
 * - one budget: each strategy's tasks take equal parts of its card, one a tactic, the roadmap's tasks to the investment,
 *   and the executive summary states that investment;
 * - the roadmap keeps 10 tasks up to its size class's most (10, 15, 25, 30), at most 5 (micro,
 *   small) or 7 in the first 90 days, its funded tasks within a third of the yearly budget, and
 *   the summary says when some wait "when budget allows";
 * - the overview's recommendations obey the same rules, and nothing that does not apply to the
 *   company (the random context answers make random profiles) is named anywhere;
 * - no strategy problem quotes an answer at its ideal;
 * - the executive summary stays within 250 words.
 */
import { isGrowthTask } from '../roadmap/growth.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import { PRACTISED_KEYS, type OptionKey, type QuestionDef } from '../bank/types.js';
import { LOCALES } from '../i18n/locale.js';
import {
  MAX_FIRST_QUARTER_TASKS,
  MAX_FIRST_QUARTER_TASKS_SMALL,
  MAX_TASKS_BY_SIZE,
  roadmapBudgetCap,
} from '../roadmap/generate.js';
import { MIN_TASKS } from '../roadmap/types.js';
import { factMid } from './answers.js';
import { sizeClassOf } from './strategies/context.js';
import { TASK_BUDGET_EUR, allot, scaled, sumRanges } from '../roadmap/budget.js';
import { CATALOGUE } from './strategies/catalogue/index.js';
import { BUDGET_MULTIPLIER } from './strategies/tables.js';
import { scoreStep } from '../scoring/step.js';
import { answerKey, contextAnswer, type GeneratedAnswer } from '../testing/answers.js';
import { conflictingMoves, contradiction, type Move } from './moves.js';
import { promptActivities } from './prompts/build.js';
import { buildReport } from './report.js';
import { answerFacts, isIn } from './strategies/conditions.js';
import { evaluateStrategies } from './strategies/engine.js';
import { formatEuroRange } from './strategies/format.js';
import { BAND_RECOMMENDATIONS } from './feedback/bands.js';
import { MAX_SUMMARY_WORDS, SUMMARY_TEXTS, summaryText } from './summary.js';

/** Euro ranges in ascending order, to compare shares whatever order they are listed in. */
const sortRanges = (ranges: readonly (readonly [number, number])[]) =>
  [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);

/** How a generated company answers: a lean from the ideals, noise, and a share of "not yet". */
interface Profile {
  /** Scale steps added to every ideal: − toward people, + toward machines. */
  shift: number;
  /** Chance, 0..1, that an activity is not done yet. */
  notYet: number;
}

/** One activity's answer: its ideal moved by the profile's shift and a noise of −1..1 step. */
function activityAnswer(q: QuestionDef, p: Profile, noise: number, u: number): GeneratedAnswer {
  if (q.kind !== 'activity') throw new Error('activity expected');
  if (u < p.notYet) return answerKey(q, 'E');
  const i = PRACTISED_KEYS.indexOf(q.activity.ideal) + p.shift + noise;
  return answerKey(q, PRACTISED_KEYS[Math.max(0, Math.min(3, i))]!);
}

/** A completed assessment: every activity and every context question answered. */
const answerSets: fc.Arbitrary<GeneratedAnswer[]> = fc
  .record({ shift: fc.integer({ min: -3, max: 3 }), notYet: fc.constantFrom(0, 0.05, 0.2, 0.5) })
  .chain((profile) =>
    fc.tuple(
      ...STEPS.flatMap((s) =>
        s.questions.map((q): fc.Arbitrary<GeneratedAnswer> =>
          q.kind === 'activity'
            ? fc
                .tuple(fc.integer({ min: -1, max: 1 }), fc.double({ min: 0, max: 1, noNaN: true }))
                .map(([noise, u]) => activityAnswer(q, profile, noise, u))
            : fc
                .constantFrom(...q.options.map((o) => o.value ?? null))
                .map((value) => contextAnswer(q, value)),
        ),
      ),
    ),
  );

const RUNS = 1000;

describe('advice over generated answer sets', () => {
  it(`never contradicts the answers, never pulls one budget line two ways, and keeps one budget (${RUNS} answer sets × en, ro)`, () => {
    fc.assert(
      fc.property(answerSets, (answers) => {
        const facts = answerFacts(answers);
        const byId = new Map(facts.activities.map((a) => [a.question.id, a] as const));
        const check = (m: Move, where: string) =>
          expect(
            contradiction(m, m.kind === 'budget' ? undefined : byId.get(m.questionId)?.result),
            where,
          ).toBeNull();

        for (const locale of LOCALES) {
          const report = buildReport(answers, locale);
          const all: Move[] = [];
          // A number and its percent sign never break apart on a narrow screen or in the PDF.
          if (locale === 'ro') expect(JSON.stringify(report)).not.toMatch(/\d %/);

          // Feedback: the activities to move point back to their ideal; those to start are not done.
          for (const f of report.feedback) {
            for (const a of f.offIdeal) {
              const m: Move = { kind: 'activity', questionId: a.questionId, direction: a.direction };
              check(m, `feedback ${f.stepId}`);
              all.push(m);
            }
            for (const a of f.notYet)
              check({ kind: 'start', questionId: a.questionId }, `feedback ${f.stepId}`);
          }

          // Strategies: problems and tactics, and every tactic about an activity in its state.
          const { evaluated } = evaluateStrategies(
            answers,
            report.overall.overallScore,
            report.overall.band,
            facts,
          );
          for (const e of evaluated.filter((x) => x.triggered)) {
            for (const m of e.moves) check(m, `strategy ${e.def.id}`);
            all.push(...e.moves);
            for (const t of e.tactics)
              for (const c of e.def.texts.tactics[t.index]!.about ?? [])
                expect(
                  c.states.some((st) => isIn(byId.get(c.id)!, st, c.minSteps)),
                  `${e.def.id} tactic ${t.index} about ${c.id}`,
                ).toBe(true);
          }

          // Roadmap: its tasks' moves, its size, its first quarter.
          const r = report.roadmap;
          for (const t of r.tasks) for (const m of t.moves) check(m, `task ${t.title}`);
          // The expected result says what the action brings, never the action's own words again.
          for (const t of r.tasks)
            expect(t.description, t.title).not.toContain(t.expectedResults.replace(/\.$/, ''));
          all.push(...r.tasks.flatMap((t) => t.moves));
          // Sized to the company: its size class's most tasks and first-90-day tasks.
          const size = sizeClassOf(factMid(facts.context, 'company.size')) ?? 'small';
          expect(r.tasks.length).toBeGreaterThanOrEqual(MIN_TASKS);
          expect(r.tasks.length).toBeLessThanOrEqual(MAX_TASKS_BY_SIZE[size]);
          expect(r.tasks.filter((t) => t.horizon === '0-3').length).toBeLessThanOrEqual(
            size === 'micro' || size === 'small' ? MAX_FIRST_QUARTER_TASKS_SMALL : MAX_FIRST_QUARTER_TASKS,
          );
          // Within a third of the yearly budget (given, else assumed for the size).
          expect(
            r.tasks.filter((t) => !t.whenBudgetAllows).reduce((n, t) => n + t.budgetEur[1], 0),
          ).toBeLessThanOrEqual(roadmapBudgetCap(facts).capEur);

          // The overview's recommendations: the moves back to the ideal, quoting the answers.
          for (const rec of report.overview.recommendations) {
            for (const m of rec.moves) check(m, `overview ${rec.questionId}`);
            all.push(...rec.moves);
          }
          expect(report.overview.summary?.recommendations ?? []).toEqual(
            report.overview.summary ? report.overview.recommendations.map((x) => x.text) : [],
          );

          // What does not apply to the company is named nowhere.
          const notApplicable = new Set(
            facts.activities.filter((a) => !a.result.applicable).map((a) => a.question.id),
          );
          const named = [
            ...report.feedback.flatMap((f) => [...f.offIdeal, ...f.notYet].map((a) => a.questionId)),
            ...report.overview.recommendations.flatMap((x) => (x.questionId ? [x.questionId] : [])),
            ...r.tasks.flatMap((t) => t.source.questionIds ?? []),
            ...evaluated
              .filter((e) => e.triggered)
              .flatMap((e) => e.outcome.problems.flatMap((p) => p.questionIds)),
          ];
          expect(named.filter((id) => notApplicable.has(id))).toEqual([]);
          // A strategy's problems never quote an activity answered at its ideal.
          for (const e of evaluated)
            for (const p of e.outcome.problems)
              for (const id of p.questionIds)
                expect(byId.get(id)?.result.distance ?? null, `${e.def.id}: ${id}`).not.toBe(0);

          // Prompts: the activities they ask to move point back to their ideal.
          for (const step of STEPS)
            for (const a of promptActivities(step, scoreStep(step, answers)).toMove)
              check(
                { kind: 'activity', questionId: a.question.id, direction: a.direction },
                `prompt ${step.key}`,
              );

          expect(conflictingMoves(all)).toEqual([]);

          // One budget.
          for (const s of report.strategies.strategies.filter((x) => x.triggered)) {
            const own = r.tasks.filter((t) => t.source.kind === 'strategy' && t.source.id === s.id);
            // A strategy waits for a later roadmap only when the size class's cap is full.
            if (own.length === 0) {
              expect(r.tasks.length, s.id).toBe(MAX_TASKS_BY_SIZE[size]);
              continue;
            }
            // The tasks that need outside money each take one tactic's equal part of the card's
            // range, never more than the card together; a practice people carry out themselves
            // costs what an activity's does.
            const ofCard = own.filter((t) => t.budget.includes(s.budget));
            if (ofCard.length > 0) {
              const card = scaled(CATALOGUE.find((d) => d.id === s.id)!.budgetEur, BUDGET_MULTIPLIER[size]);
              expect(formatEuroRange(card[0], card[1], locale), s.id).toBe(s.budget);
              // The parts are handed out in priority order, the roadmap lists them by date.
              const parts = allot(card, Math.max(ofCard.length, s.tactics.length)).slice(0, ofCard.length);
              expect(sortRanges(ofCard.map((t) => t.budgetEur)), s.id).toEqual(sortRanges(parts));
              const [low, high] = sumRanges(ofCard.map((t) => t.budgetEur));
              expect(low <= card[0] && high <= card[1], s.id).toBe(true);
            }
            const peopleCost = scaled(TASK_BUDGET_EUR.startByPeople, BUDGET_MULTIPLIER[size]);
            for (const t of own.filter((x) => !ofCard.includes(x)))
              expect(t.budgetEur, `${s.id}: ${t.title}`).toEqual(peopleCost);
          }
          expect(r.investmentEur).toEqual(
            sumRanges(r.tasks.filter((t) => !t.whenBudgetAllows).map((t) => t.budgetEur)),
          );
          if (report.summary) {
            expect([report.summary.investment.lowEur, report.summary.investment.highEur]).toEqual([
              ...r.investmentEur,
            ]);
            expect(report.summary.wordCount).toBeLessThanOrEqual(MAX_SUMMARY_WORDS);
            // The tasks beyond the budget are said in the summary, through the path users take.
            const deferred = r.tasks.some((t) => t.whenBudgetAllows);
            const said = /when budget allows|când bugetul permite/.test(report.summary.investment.text);
            expect(said).toBe(deferred);
            expect(summaryText(report.summary)).not.toMatch(/NaN|undefined|null|\{\w+\}/);
            // The note beside the band's range says only what the figures show.
            const [bandLow, bandHigh] = BAND_RECOMMENDATIONS[report.overall.band!].investmentEur;
            const [low, high] = r.investmentEur;
            const text = report.summary.investment.text;
            if (text.includes(SUMMARY_TEXTS.aboveBand[locale]))
              expect(bandHigh !== null && low > bandHigh).toBe(true);
            if (text.includes(SUMMARY_TEXTS.belowBand[locale])) expect(high).toBeLessThan(bandLow);
            // The first actions are first-quarter tasks on as many fronts as the quarter has (up to
            // three), in roadmap order.
            const first = r.tasks.filter((t) => t.horizon === '0-3');
            const areas = new Set(report.summary.actions.map((a) => a.category));
            expect(areas.size).toBe(Math.min(3, new Set(first.map((t) => t.category)).size));
            const at = report.summary.actions.map((a) => first.findIndex((t) => t.title === a.title));
            expect(at.every((i) => i >= 0)).toBe(true);
            expect(at).toEqual([...at].sort((x, y) => x - y));
            // How the company wins customers is among them whenever the quarter holds it.
            if (first.some(isGrowthTask)) expect(at.some((i) => isGrowthTask(first[i]!))).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});

/** Word 5-grams of a text, for the overlap of two texts. */
function fiveGrams(text: string): Set<string> {
  const w = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%]+/u)
    .filter(Boolean);
  return new Set(w.slice(0, -4).map((_, i) => w.slice(i, i + 5).join(' ')));
}

/** Share of `a`'s 5-grams also in `b`'s, 0..1. */
function overlap(a: string, b: string): number {
  const x = fiveGrams(a);
  const y = fiveGrams(b);
  return x.size === 0 ? 0 : [...x].filter((g) => y.has(g)).length / x.size;
}

describe('an AI-heavy and a human-heavy company read different reports (overlap 1.00 before)', () => {
  const lean = (shift: number) =>
    STEPS.flatMap((s) =>
      s.questions.map((q) =>
        q.kind === 'activity'
          ? answerKey(
              q,
              PRACTISED_KEYS[
                Math.max(0, Math.min(3, PRACTISED_KEYS.indexOf(q.activity.ideal) + shift))
              ] as OptionKey,
            )
          : contextAnswer(q, null),
      ),
    );

  it.each(LOCALES)(
    '%s: the summaries share under half their 5-grams, and the overview names other steps',
    (locale) => {
      const ai = buildReport(lean(1), locale);
      const human = buildReport(lean(-1), locale);
      const [a, h] = [summaryText(ai.summary!), summaryText(human.summary!)];
      expect(overlap(a, h)).toBeLessThan(0.5);
      expect(ai.overview.furthestSteps.map((f) => f.stepId)).not.toEqual(
        human.overview.furthestSteps.map((f) => f.stepId),
      );
      expect(ai.overview.furthestSteps.every((f) => f.gap < 0)).toBe(true);
      expect(human.overview.furthestSteps.every((f) => f.gap > 0)).toBe(true);
    },
  );
});
