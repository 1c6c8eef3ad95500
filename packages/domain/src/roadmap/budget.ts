/**
 * One budget (domain-design.md §4 "one budget"): every euro figure the report
 * states — a strategy card's range, a roadmap task's investment, the overview's recommended total —
 * comes from the ranges here, multiplied by the company's size multiplier once. A strategy's range
 * is the cost of all the tactics its card shows, and each of its roadmap tasks takes one tactic's
 * equal part, so its tasks never add up to more than its card; the overview's total is the sum of
 * the roadmap's tasks. Pure.
 */

/** A euro range, low and high, whole euros. */
export type EuroRange = readonly [number, number];

/**
 * External cost of one activity task for a small company (10–49 employees), euro, by the lever it
 * carries out; the roadmap multiplies both ends by the size multiplier (domain-design.md §4).
 * Editorial estimates at 2025 EU prices, salaries excluded, like the strategies' `budgetEur`:
 * - `towardMachine`: a year of a SaaS tool or an add-on to one you have (about €50–250 a month)
 *   plus one or two days of set-up by a specialist;
 * - `towardHuman`: a facilitated workshop or half a day of coaching and a checklist, the work
 *   itself moving back to people already paid;
 * - `start`: a new practice's set-up — a tool or template, one to three specialist days, a first
 *   cycle run with help;
 * - `startByPeople`: a new practice people do or lead themselves (an activity whose ideal is
 *   "people do it" or "people lead; AI assists": a meeting, a decision rule, a customer call, with
 *   at most the AI assistant they already use) — their time and at most a template or an hour of
 *   outside help;
 * - `sustain`: a quarterly review, a few hours of an outside reviewer a year;
 * - `light`: a lever that needs no new tool or project (`LeverTask.cost`): a checklist line, a
 *   one-page rule, a named person who takes a decision or a check back from a tool, a meeting in
 *   place of a report, a spreadsheet's own forecast, a setting switched on in a tool already paid
 *   for — a few hours of the people's time and at most an hour of outside help, as `startByPeople`.
 */
export const TASK_BUDGET_EUR = {
  towardMachine: [1000, 4000],
  towardHuman: [500, 2000],
  start: [1000, 5000],
  startByPeople: [100, 500],
  sustain: [500, 2000],
  light: [100, 500],
} as const satisfies Record<string, EuroRange>;

/** The step in which shares of a range are rounded, euro. */
export const BUDGET_ROUNDING_EUR = 100;

/** `range` times the size multiplier, rounded to {@link BUDGET_ROUNDING_EUR}. */
export function scaled(range: EuroRange, multiplier: number): EuroRange {
  const r = (n: number) => Math.round((n * multiplier) / BUDGET_ROUNDING_EUR) * BUDGET_ROUNDING_EUR;
  return [r(range[0]), r(range[1])];
}

/**
 * `range` shared out among `n` tasks, each end in whole steps of {@link BUDGET_ROUNDING_EUR}, the
 * earlier tasks taking the remainder, so that the shares add up to `range` exactly (when its ends
 * are multiples of the rounding step). `n` < 1 gives no share.
 */
export function allot(range: EuroRange, n: number): EuroRange[] {
  if (n < 1) return [];
  const split = (total: number): number[] => {
    const units = Math.round(total / BUDGET_ROUNDING_EUR);
    const base = Math.floor(units / n);
    return Array.from({ length: n }, (_, i) => (base + (i < units % n ? 1 : 0)) * BUDGET_ROUNDING_EUR);
  };
  const lows = split(range[0]);
  const highs = split(range[1]);
  return lows.map((low, i) => [low, highs[i]!] as const);
}

/** The sum of `ranges`, end by end. */
export function sumRanges(ranges: readonly EuroRange[]): EuroRange {
  return ranges.reduce<EuroRange>((s, r) => [s[0] + r[0], s[1] + r[1]], [0, 0]);
}

/**
 * Share of the yearly marketing budget the 12-month roadmap may take (domain-design.md §9): a
 * third, an editorial threshold — a change programme costing more would crowd out the media and
 * people it is meant to improve. Beyond it, the tasks that do not fit are marked "when budget
 * allows" and the summary says so.
 */
export const ROADMAP_BUDGET_SHARE = 1 / 3;

/**
 * The yearly marketing budget assumed for a size class when the company did not give its own,
 * euro (salaries excluded): the midpoint of the `marketing.budget` band such companies most often
 * fall in (bank/context-facts.ts: under €50,000 → 25,000; €50,000–250,000 → 150,000; €250,000–1
 * million → 625,000; €1–5 million → 3,000,000). An assumption of this product, said as such
 * wherever it is used, not a survey figure; unknown size reads as small, as the budget multiplier
 * does.
 */
export const ASSUMED_MARKETING_BUDGET_EUR = {
  micro: 25_000,
  small: 150_000,
  medium: 625_000,
  large: 3_000_000,
} as const;
