/**
 * What the report reads from a user's answers (domain-design.md §4–§5): the context facts the
 * strategy engine needs, and the activities away from their ideal or not practised yet that the
 * feedback, strategies and roadmap quote. Pure.
 */
import type { ContextFacts } from '../bank/profile.js';
import { CONTEXT_FACTS, type ContextFactKey } from '../bank/context-facts.js';
import { ANSWER_SCALE } from '../bank/scale.js';
import type { ActivityQuestion, Localized, PractisedKey, StepDef } from '../bank/types.js';
import type { LeverDirection } from '../schemas/report.js';
import { leverFor } from './lever.js';
import type { ActivityResult, AnswerRecord, StepResult } from '../scoring/step.js';

/** A stored answer with its inputs, as the report reads it. */
export interface ReportAnswer extends AnswerRecord {
  /** Option id → value of its input (none in bank version 3; kept for the wire's shape). */
  additionalInputs?: Readonly<Record<string, string>>;
}

export { contextFacts, type ContextFacts } from '../bank/profile.js';

/**
 * The number a numeric fact stands for (its band's midpoint, bank/context-facts.ts), or
 * `undefined` when the fact is unknown or not numeric.
 */
export function factMid(facts: ContextFacts, key: ContextFactKey): number | undefined {
  const value = facts[key];
  const band = (CONTEXT_FACTS[key].bands as readonly { value: string; mid?: number }[]).find(
    (b) => b.value === value,
  );
  return band?.mid;
}

/** The scale's text of a letter. */
export function scaleText(key: PractisedKey | 'E'): Localized {
  return ANSWER_SCALE.find((p) => p.key === key)!.text;
}

/** The scale's short text of a letter, for quotes under a word limit. */
export function scaleShortText(key: PractisedKey | 'E'): Localized {
  return ANSWER_SCALE.find((p) => p.key === key)!.short;
}

/** A practised activity away from its ideal, with the lever that moves it. */
export interface OffIdealActivity {
  question: ActivityQuestion;
  result: ActivityResult;
  answer: PractisedKey;
  /** Scale steps from the ideal, 1..3. */
  steps: number;
  direction: LeverDirection;
  lever: Localized;
}

/** An activity answered E, with its `start` lever. */
export interface NotYetActivity {
  question: ActivityQuestion;
  lever: Localized;
}

/**
 * The practised activities of `step` away from their ideal, furthest first (ties: the heavier
 * activity, then bank order), at most `limit`. With `direction`, only those that need to move
 * that way: `toward-human` for answers more machine than the ideal, `toward-machine` for answers
 * more human. Each carries the lever of its direction, so the advice never points the way the
 * answer already is.
 */
export function offIdealActivities(
  step: StepDef,
  result: StepResult,
  direction: LeverDirection | null = null,
  limit = 3,
): OffIdealActivity[] {
  return step.activities
    .map((question, i) => ({ question, result: result.activities[i]!, i }))
    .filter(({ result: r }) => r.distance !== null && r.distance !== 0)
    .map(({ question, result: r, i }) => {
      const dir: LeverDirection = r.distance! > 0 ? 'toward-human' : 'toward-machine';
      const answer = r.answer as PractisedKey;
      return {
        question,
        result: r,
        answer,
        steps: Math.abs(r.distance!),
        direction: dir,
        // Every activity of the bank has the lever of each reachable direction (integrity test);
        // a test fixture without one falls back to its start lever.
        lever: leverFor(question, answer, dir)?.text ?? question.activity.levers.start,
        i,
      };
    })
    .filter((a) => direction === null || a.direction === direction)
    .sort((a, b) => b.steps - a.steps || b.question.activity.weight - a.question.activity.weight || a.i - b.i)
    .slice(0, limit)
    .map(({ i: _i, ...a }) => a);
}

/**
 * The activities of `step` answered E ("we don't do this yet"), the most important first (weight,
 * then bank order), at most `limit`, each with its `start` lever.
 */
export function notYetActivities(step: StepDef, result: StepResult, limit = 3): NotYetActivity[] {
  return step.activities
    .map((question, i) => ({ question, r: result.activities[i]!, i }))
    .filter(({ r }) => r.answer === 'E')
    .sort((a, b) => b.question.activity.weight - a.question.activity.weight || a.i - b.i)
    .slice(0, limit)
    .map(({ question }) => ({ question, lever: question.activity.levers.start }));
}
