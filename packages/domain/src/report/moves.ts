/**
 * What a recommendation asks to change, in a form a test can check (domain-design.md §4
 * "rules that hold for every answer set"). Every piece of advice the report
 * gives — a feedback item, a strategy's problem or tactic, a roadmap task, a prompt's quoted
 * activity — declares its moves; the property tests then check, over generated answer sets, that
 * no move points the way an answer already is beyond its ideal, that no "start" names a practice
 * the user reported, and that no two moves pull one budget line or channel opposite ways. Pure.
 */
import type { ActivityResult } from '../scoring/step.js';
import type { BudgetChange, BudgetLine, Move } from './move.js';
import type { MarketingChannel, PesoChannel } from './strategies/types.js';

export type { ActivityMove, BudgetChange, BudgetLine, Move } from './move.js';

/**
 * The PESO media type of each channel (Dietrich 2014, *Spin Sucks*, the PESO model): search and
 * social ads are paid; SEO, e-mail and your own events are owned media; organic social is shared;
 * PR and partnerships earn their reach. The mapping lets a channel move and a media-type move be
 * compared.
 */
export const CHANNEL_PESO: Readonly<Record<MarketingChannel, PesoChannel>> = {
  seo: 'owned',
  paidSearch: 'paid',
  paidSocial: 'paid',
  organicSocial: 'shared',
  email: 'owned',
  events: 'owned',
  pr: 'earned',
  partnerships: 'earned',
};

/**
 * Why `move` contradicts the user's answer to its activity, or `null` when it does not:
 * - an activity move must point back toward the ideal: `toward-human` only for an answer more
 *   machine than the ideal (signed distance > 0), `toward-machine` only for one more human (< 0);
 * - a start move only for an activity answered E.
 * Budget moves have no activity and never contradict an answer. An activity the answers do not
 * cover (`result` undefined) contradicts any move, so a wrong id cannot hide a contradiction.
 */
export function contradiction(move: Move, result: ActivityResult | undefined): string | null {
  if (move.kind === 'budget') return null;
  if (!result) return `${move.questionId}: no such activity`;
  if (move.kind === 'start')
    return result.answer === 'E' ? null : `${move.questionId}: start, but answered ${result.answer}`;
  const d = result.distance;
  if (d === null) return `${move.questionId}: ${move.direction}, but not practised`;
  if (move.direction === 'toward-human' && d <= 0)
    return `${move.questionId}: toward-human, but answered ${result.answer} (ideal ${result.ideal})`;
  if (move.direction === 'toward-machine' && d >= 0)
    return `${move.questionId}: toward-machine, but answered ${result.answer} (ideal ${result.ideal})`;
  return null;
}

/** The PESO media type a budget line belongs to (itself for a media type), or `null` for content. */
function pesoOf(line: BudgetLine): PesoChannel | null {
  if (line.startsWith('peso:')) return line.slice(5) as PesoChannel;
  if (line.startsWith('channel:')) return CHANNEL_PESO[line.slice(8) as MarketingChannel];
  return null;
}

/** Whether two changes of one line pull opposite ways: one `less`, the other `more` or `hold`. */
function opposite(a: BudgetChange, b: BudgetChange): boolean {
  return (a === 'less') !== (b === 'less');
}

/** Whether budget move `a` covers line `line`: the same line, or a channel of its media type. */
function covers(a: Extract<Move, { kind: 'budget' }>, line: BudgetLine): boolean {
  if (a.line === line) return true;
  return a.line.startsWith('peso:') && line.startsWith('channel:') && pesoOf(line) === pesoOf(a.line);
}

/**
 * The pairs of moves that contradict each other (domain-design.md §4: "no two recommendations
 * move the same budget or channel in opposite directions"): two activity moves on one activity in
 * opposite directions, and two budget moves on one line — or a media type and one of its channels
 * — where one cuts and the other adds or protects. Empty when the moves agree.
 */
export function conflictingMoves(moves: readonly Move[]): [Move, Move][] {
  const out: [Move, Move][] = [];
  for (let i = 0; i < moves.length; i++)
    for (let j = i + 1; j < moves.length; j++) {
      const a = moves[i]!;
      const b = moves[j]!;
      if (a.kind === 'activity' && b.kind === 'activity') {
        if (a.questionId === b.questionId && a.direction !== b.direction) out.push([a, b]);
      } else if (a.kind === 'budget' && b.kind === 'budget') {
        if (!opposite(a.change, b.change)) continue;
        if (covers(a, b.line) || covers(b, a.line)) out.push([a, b]);
      }
    }
  return out;
}
