/**
 * The shape of a move (report/moves.ts): what a recommendation asks to change. Types and the lever
 * directions only, with no import beyond the strategy vocabulary, so the bank's and the roadmap's
 * type declarations can name a move without reaching scoring or the report.
 */
import type { ContentStage, MarketingChannel, PesoChannel } from './strategies/types.js';

/** Which way an activity should move: more AI or automation, or more people. */
export const LEVER_DIRECTIONS = ['toward-machine', 'toward-human'] as const;
export type LeverDirection = (typeof LEVER_DIRECTIONS)[number];

/** A budget line a recommendation can move: a PESO media type, a channel or a content stage. */
export type BudgetLine = `peso:${PesoChannel}` | `channel:${MarketingChannel}` | `content:${ContentStage}`;

/**
 * How a recommendation moves a budget line: `more` and `less` shift money or effort; `hold`
 * protects the line (the channel that brings the most customers), so it conflicts with `less`.
 */
export type BudgetChange = 'more' | 'less' | 'hold';

/** One change a recommendation asks for. */
export type Move =
  /** Move an activity one way on the answer scale (toward people or toward machines). */
  | { kind: 'activity'; questionId: string; direction: LeverDirection }
  /** Start an activity the user answered "we don't do this yet" (E). */
  | { kind: 'start'; questionId: string }
  /** Move a budget line: a media type, a channel or a content stage. */
  | { kind: 'budget'; line: BudgetLine; change: BudgetChange };

/** A move of one activity: toward people or machines, or started. */
export type ActivityMove = Extract<Move, { kind: 'activity' | 'start' }>;
