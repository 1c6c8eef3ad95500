/**
 * Tasks from the triggered strategies (domain-design.md §6): one to three of each strategy's tasks
 * (kept in the strategy's own file, `report/strategies/catalogue/<id>.ts`), each carrying out one of
 * the tactics the card shows this user — so a task about a named activity appears only while the
 * answers show it is missing or off its ideal — with the strategy's priority and timeline, the
 * problems that triggered it, and a share of the strategy's budget. Pure.
 */
import type { Locale } from '../i18n/locale.js';
import type { EvaluatedStrategy } from '../report/strategies/engine.js';
import { STRATEGY_CATEGORY_LABELS } from '../report/strategies/labels.js';
import type { Strategy, StrategyPriority } from '../report/strategies/types.js';
import { TASK_BUDGET_EUR, scaled } from './budget.js';
import { HORIZON_OF_TIMELINE } from './horizons.js';
import { strategyTimeline } from '../report/strategies/engine.js';
import { fillText, makeDraft, type Draft } from './render.js';
import { SOLO_OWNER, WHY_ANSWER, WHY_LINE, WHY_NOT_YET } from './texts-common.js';
import { scaleText } from '../report/answers.js';
import type { AnswerFacts } from '../report/strategies/conditions.js';
import { factMid } from '../report/answers.js';
import { sizeClassOf } from '../report/strategies/context.js';
import { taskTextsFor } from './types.js';

/** Tasks per strategy by its priority ("1–3 tasks each"). */
export const TASKS_PER_STRATEGY: Readonly<Record<StrategyPriority, number>> = {
  critical: 3,
  high: 2,
  medium: 2,
  low: 1,
};

/** The "why" of a task about one activity: the question and the answer given (or "not done yet"). */
function activityWhy(facts: AnswerFacts, id: string, locale: Locale): string[] {
  const a = facts.activities.find((x) => x.question.id === id);
  if (!a || a.result.answer === null) return [];
  const question = a.question.text[locale];
  return a.result.answer === 'E'
    ? [fillText(WHY_NOT_YET[locale], { question })]
    : [
        fillText(WHY_ANSWER[locale], {
          question,
          answer: scaleText(a.result.answer)[locale],
          ideal: scaleText(a.question.activity.ideal)[locale],
        }),
      ];
}

/** Problems quoted in a strategy task's "why" line. */
const WHY_PROBLEMS = 4;

/**
 * The questions whose answers caused a strategy: those behind the problems its rule found, in
 * the rule's order, unique.
 */
export function strategyQuestionIds(evaluated: EvaluatedStrategy): string[] {
  return [...new Set(evaluated.outcome.problems.flatMap((p) => p.questionIds))];
}

/**
 * Tasks of the triggered strategies in `strategies` (the report's order): up to
 * {@link TASKS_PER_STRATEGY} each whose tactic the card shows, the first of each kept by the cap,
 * with the strategy's priority, due by the sooner of its timeline and its priority's horizon
 * (critical and high within 3 months), with the first problems that triggered it. Each carries
 * the strategy's range (× `budgetMultiplier`) and the number of tactics its card shows, whose equal
 * parts of the range its tasks that make the roadmap take, and the moves of its tactic. `evaluated` are the same strategies before localisation. A
 * task that `admit` refuses (one already in the roadmap) gives way to the strategy's next one.
 */
export function strategyDrafts(
  strategies: readonly Strategy[],
  evaluated: readonly EvaluatedStrategy[],
  facts: AnswerFacts,
  locale: Locale,
  budgetMultiplier: number,
  admit: (d: Draft) => boolean = () => true,
): Draft[] {
  // Which text variants the company reads (`taskTextsFor`), the same for every strategy.
  const size = sizeClassOf(factMid(facts.context, 'company.size'));
  const company = {
    smallCompany: size === 'micro' || size === 'small',
    consumer: facts.context['business.model'] === 'b2c',
    soloMarketer: facts.context['team.size'] === '1',
  };
  return strategies
    .filter((s) => s.triggered)
    .flatMap((s) => {
      const e = evaluated.find((x) => x.def.id === s.id);
      if (!e) return [];
      const problems = s.details.problems.slice(0, WHY_PROBLEMS);
      const strategyCause =
        problems.length > 0 ? [fillText(WHY_LINE[locale], { problems: problems.join('; ') })] : [];
      const questionIds = strategyQuestionIds(e);
      const range = scaled(e.def.budgetEur, budgetMultiplier);
      const drafts: Draft[] = [];
      const picks = e.def.tasks(s, locale, e.outcome);
      // The problems a task cites (`cites`), as the card words them; null when it cites none given.
      const citedProblems = (cites: readonly string[]) => {
        const found = e.outcome.problems.flatMap((pr, i) =>
          pr.questionIds.some((id) => cites.includes(id)) ? [s.details.problems[i]!] : [],
        );
        return found.length > 0 ? { found, ids: questionIds.filter((id) => cites.includes(id)) } : null;
      };
      // A task whose citations the answers did not raise has no reason here, unless no task of the
      // strategy has one: then the first shown tactic's task stands for the strategy as a whole.
      const anyCited = picks.some(
        (p) =>
          e.tactics.some((t) => t.index === p.def.tactic) &&
          (p.def.cites === undefined || citedProblems(p.def.cites) !== null),
      );
      let standIn = false;
      for (const p of picks) {
        if (drafts.length >= TASKS_PER_STRATEGY[s.priorityKey]) break;
        const tactic = e.tactics.find((t) => t.index === p.def.tactic);
        if (!tactic) continue;
        // A task about named activities says why with their answers, not the strategy's whole list;
        // one that cites questions, with the problems about them.
        const about = e.def.texts.tactics[tactic.index]!.about ?? [];
        const cited = about.length === 0 && p.def.cites ? citedProblems(p.def.cites) : null;
        if (about.length === 0 && p.def.cites && !cited) {
          // Its own reasons are not among the answers: it stands for the strategy only when no task
          // has reasons, and then only the first.
          if (anyCited || standIn) continue;
          standIn = true;
        }
        const cause =
          about.length > 0
            ? about.flatMap((c) => activityWhy(facts, c.id, locale))
            : cited
              ? [fillText(WHY_LINE[locale], { problems: cited.found.slice(0, WHY_PROBLEMS).join('; ') })]
              : strategyCause;
        const d = makeDraft({
          texts: taskTextsFor(p.def, company),
          locale,
          values: p.values ?? {},
          category: STRATEGY_CATEGORY_LABELS[s.category][locale],
          priority: s.priorityKey,
          horizon: HORIZON_OF_TIMELINE[strategyTimeline(e.def.timeline, s.priorityKey)],
          budgetEur: p.def.byPeople ? scaled(TASK_BUDGET_EUR.startByPeople, budgetMultiplier) : range,
          source: {
            kind: 'strategy',
            id: s.id,
            questionIds: about.length > 0 ? about.map((c) => c.id) : cited ? cited.ids : questionIds,
          },
          cause,
          moves: [...tactic.moves, ...(e.outcome.moves ?? [])],
          strategy: { id: s.id, range, parts: e.tactics.length },
          keep: drafts.length === 0 || p.def.keep === true,
          ...(p.def.byPeople ? { byPeople: true } : {}),
          ...(p.def.after ? { after: p.def.after } : {}),
          ...(p.def.before ? { before: p.def.before } : {}),
          ...(p.runsMonths ? { runsMonths: p.runsMonths } : {}),
          ...(facts.context['team.size'] === '1' ? { owner: SOLO_OWNER } : {}),
        });
        if (admit(d)) drafts.push(d);
      }
      return drafts;
    });
}

/** The activities a strategy task carries out (its tactic's `about`), which then need no task of their own. */
export function coveredActivities(drafts: readonly Draft[]): Set<string> {
  return new Set(
    drafts.flatMap((d) => d.task.moves.flatMap((m) => (m.kind === 'budget' ? [] : [m.questionId]))),
  );
}
