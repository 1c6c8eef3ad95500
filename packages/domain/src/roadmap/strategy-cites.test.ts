/**
 * The questions a strategy task cites (`StrategyTaskDef.cites`): each is an activity of the bank
 * that the strategy's own rule can raise as a problem, on a task whose tactic names no activity
 * (one that does says why with its `about`). "Can raise": with every other activity at its ideal,
 * the rule lists a problem about it when it is answered E ("not yet") or at either far end of the
 * scale (A, D).
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_QUESTIONS, STEPS, getQuestion } from '../bank/index.js';
import type { OptionKey } from '../bank/types.js';
import { CATALOGUE } from '../report/strategies/catalogue/index.js';
import type { StrategyDef } from '../report/strategies/define.js';
import { answerFacts, type AnswerFacts } from '../report/strategies/conditions.js';
import { engineContext } from '../report/strategies/context.js';
import { evaluateStrategies, localizeStrategies } from '../report/strategies/engine.js';
import { scoreOverall } from '../scoring/overall.js';
import { answerKey, perfectAnswers, sameLetterAnswers, type GeneratedAnswer } from '../testing/answers.js';
import type { StrategyTaskDef } from './types.js';

const LETTERS: readonly OptionKey[] = ['A', 'B', 'C', 'D', 'E'];

/**
 * Every task def of every strategy, as its `tasks` gives them for a few answer sets (defs of the
 * context strategies may depend on the findings).
 */
function taskDefs(): Map<StrategyDef, Set<StrategyTaskDef>> {
  const out = new Map<StrategyDef, Set<StrategyTaskDef>>(CATALOGUE.map((d) => [d, new Set()]));
  const sets = [perfectAnswers(), ...LETTERS.map((l) => STEPS.flatMap((s) => sameLetterAnswers(s, l)))];
  for (const answers of sets) {
    const overall = scoreOverall(STEPS, answers);
    const { ctx, evaluated } = evaluateStrategies(answers, overall.overallScore, overall.band);
    const { strategies } = localizeStrategies(ctx, evaluated, 'en');
    for (const e of evaluated) {
      const s = strategies.find((x) => x.id === e.def.id)!;
      for (const p of e.def.tasks(s, 'en', e.outcome)) out.get(e.def)!.add(p.def);
    }
  }
  return out;
}

const perfect = perfectAnswers();
const factsCache = new Map<string, AnswerFacts>();

/** The facts of the perfect answers with activity `id` answered `letter`. */
function factsWith(id: string, letter: OptionKey): AnswerFacts {
  const key = `${id}:${letter}`;
  let facts = factsCache.get(key);
  if (!facts) {
    const answers: GeneratedAnswer[] = perfect.map((a) =>
      a.questionId === id ? answerKey(getQuestion(id)!, letter) : a,
    );
    facts = answerFacts(answers);
    factsCache.set(key, facts);
  }
  return facts;
}

/** Whether `def`'s rule raises a problem about activity `id` answered E, A or D. */
function canRaise(def: StrategyDef, id: string): boolean {
  return (['E', 'A', 'D'] as const).some((letter) => {
    const facts = factsWith(id, letter);
    const ctx = engineContext(facts.context, 50, 'average');
    return def.rule({ facts, ctx }).problems.some((p) => p.questionIds.includes(id));
  });
}

describe('strategy task citations', () => {
  const defs = taskDefs();
  const citing = [...defs].flatMap(([def, tasks]) =>
    [...tasks].filter((t) => t.cites !== undefined).map((task) => ({ def, task })),
  );

  it('are given somewhere', () => {
    expect(citing.length).toBeGreaterThan(0);
  });

  it('sit on tasks whose tactic names no activity, without repeats', () => {
    for (const { def, task } of citing) {
      const tactic = def.texts.tactics[task.tactic];
      expect(tactic, `${def.id} tactic ${task.tactic}`).toBeDefined();
      expect(tactic!.about ?? [], `${def.id} tactic ${task.tactic}`).toEqual([]);
      expect(task.cites!.length, `${def.id} tactic ${task.tactic}`).toBeGreaterThan(0);
      expect(new Set(task.cites).size, `${def.id} tactic ${task.tactic}`).toBe(task.cites!.length);
    }
  });

  it('name activities of the bank that the strategy’s rule can raise', () => {
    const activityIds = new Set(ACTIVITY_QUESTIONS.map((q) => q.id));
    for (const { def, task } of citing)
      for (const id of task.cites!) {
        const where = `${def.id} tactic ${task.tactic}: ${id}`;
        expect(getQuestion(id)?.kind, where).toBe('activity');
        expect(activityIds.has(id), where).toBe(true);
        expect(canRaise(def, id), where).toBe(true);
      }
  });
});
