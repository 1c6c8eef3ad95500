/**
 * Task templates of the answer-driven strategies (issue 9 item 1): each a catalogue tactic as a
 * task with an owner, a number to reach, tools and an expected result. Critical strategies have
 * three, the others two.
 */
import type { StrategyId } from '../report/strategies/types.js';
import { FOUNDATION_TASKS } from './texts-strategies-foundations.js';
import { OVERSIGHT_TASKS } from './texts-strategies-oversight.js';
import { WORK_TASKS } from './texts-strategies-work.js';
import type { StrategyTaskDef } from './types.js';

/** The answer-driven strategies (the others are driven by the context inputs). */
export type AnswerStrategyId = Exclude<
  StrategyId,
  'funnel-repair' | 'peso-rebalancing' | 'channel-portfolio' | 'content-gaps'
>;

/** Task templates of the answer-driven strategies, in the order they are used. */
export const ANSWER_STRATEGY_TASKS: Readonly<Record<AnswerStrategyId, readonly StrategyTaskDef[]>> = {
  ...OVERSIGHT_TASKS,
  ...FOUNDATION_TASKS,
  ...WORK_TASKS,
};
