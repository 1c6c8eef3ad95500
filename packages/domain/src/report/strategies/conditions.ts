/**
 * Named answer conditions (domain-design.md §4): the problems an answer-driven strategy counts,
 * such as "AI drafts the vision; the CMO only edits it" or "no attribution model". A condition is
 * data — which question, which option letters, which step score — so a test can check every
 * reference against the bank, and a bank change cannot silently break a rule.
 */
import { STEPS } from '../../bank/index.js';
import type { Localized, OptionKey, StepDef, StepKey } from '../../bank/types.js';
import { TOLERANCE_POINTS } from '../../scoring/constants.js';
import { scoreStep, type AnswerRecord, type StepResult } from '../../scoring/step.js';
import { missingPractices } from '../answers.js';
import { fill, pct } from './format.js';

/** What the conditions read from the answers, computed once per report. */
export interface AnswerFacts {
  /** Question id → the option ids the user selected. */
  selected: ReadonlyMap<string, ReadonlySet<string>>;
  /** Ids of questions whose practice is missing (option E, "None of these yet"; issue 7 rule 3). */
  missing: ReadonlySet<string>;
  /** Score of every step (domain-design.md §3). */
  steps: ReadonlyMap<StepKey, StepResult>;
  /** The step definitions, for names and targets. */
  stepDefs: ReadonlyMap<StepKey, StepDef>;
}

/** Index the answers for the conditions. Later answers to the same question win. */
export function answerFacts(
  answers: readonly AnswerRecord[],
  steps: readonly StepDef[] = STEPS,
): AnswerFacts {
  const selected = new Map<string, ReadonlySet<string>>();
  for (const a of answers) selected.set(a.questionId, new Set(a.selectedOptionIds));
  const missing = new Set(steps.flatMap((s) => missingPractices(s, answers).map((m) => m.questionId)));
  return {
    selected,
    missing,
    steps: new Map(steps.map((s) => [s.key, scoreStep(s, answers)] as const)),
    stepDefs: new Map(steps.map((s) => [s.key, s] as const)),
  };
}

/** Which side of its target a step is on, beyond the 5-point tolerance. */
export type StepSide = 'too-ai' | 'too-human' | 'either';

/**
 * One testable fact about the answers:
 * - `chose`: the user selected at least one of `keys` in `questionId` (option id
 *   `${questionId}-${key lowercased}`, the bank's id convention);
 * - `missing`: the question's practice is missing (split answered E, multi "None of these yet");
 * - `step`: the step is scored and its human share is more than 5 points off the target on `side`
 *   (`too-ai` = below the target human share, spec §4 "below-target");
 * - `all`: every check holds.
 */
export type Check =
  | { kind: 'chose'; questionId: string; keys: readonly OptionKey[] }
  | { kind: 'missing'; questionId: string }
  | { kind: 'step'; stepKey: StepKey; side: StepSide }
  | { kind: 'all'; checks: readonly Check[] };

/** A named condition; the label states the problem when the check holds. */
export interface Condition {
  /** Kebab-case, unique within its strategy. */
  id: string;
  check: Check;
  /** Fixed text, or a text built from the facts (step conditions quote the step's numbers). */
  label: Localized | ((facts: AnswerFacts) => Localized);
}

/** Option id of `key` in `questionId`, by the bank's id convention (bank/types.ts `OptionDef.id`). */
export function optionId(questionId: string, key: OptionKey): string {
  return `${questionId}-${key.toLowerCase()}`;
}

/** The signed distance of a scored step from its target human share, points; `null` if not scored. */
function stepDistance(facts: AnswerFacts, stepKey: StepKey): number | null {
  const result = facts.steps.get(stepKey);
  if (!result || result.yourHumanPercent === null) return null;
  return result.yourHumanPercent - result.targetHumanPercent;
}

/** Whether `check` holds for `facts`. */
export function holds(check: Check, facts: AnswerFacts): boolean {
  switch (check.kind) {
    case 'chose': {
      const chosen = facts.selected.get(check.questionId);
      return chosen !== undefined && check.keys.some((k) => chosen.has(optionId(check.questionId, k)));
    }
    case 'missing':
      return facts.missing.has(check.questionId);
    case 'step': {
      const d = stepDistance(facts, check.stepKey);
      if (d === null) return false;
      if (check.side === 'too-ai') return d < -TOLERANCE_POINTS;
      if (check.side === 'too-human') return d > TOLERANCE_POINTS;
      return Math.abs(d) > TOLERANCE_POINTS;
    }
    case 'all':
      return check.checks.every((c) => holds(c, facts));
  }
}

/** The labels of the conditions that hold, in the given order. */
export function problemsOf(conditions: readonly Condition[], facts: AnswerFacts): Localized[] {
  return conditions
    .filter((c) => holds(c.check, facts))
    .map((c) => (typeof c.label === 'function' ? c.label(facts) : c.label));
}

/** Every bank reference of a check, for the test that keeps rules and bank in step. */
export interface CheckRefs {
  /** `[questionId, key]` pairs of `chose` checks. */
  options: [string, OptionKey][];
  /** Questions of `missing` checks. */
  missing: string[];
  steps: StepKey[];
}

/** Collect the bank references of `check`. */
export function checkRefs(
  check: Check,
  into: CheckRefs = { options: [], missing: [], steps: [] },
): CheckRefs {
  switch (check.kind) {
    case 'chose':
      into.options.push(...check.keys.map((k): [string, OptionKey] => [check.questionId, k]));
      break;
    case 'missing':
      into.missing.push(check.questionId);
      break;
    case 'step':
      into.steps.push(check.stepKey);
      break;
    case 'all':
      for (const c of check.checks) checkRefs(c, into);
  }
  return into;
}

/** `chose` check. */
export function chose(questionId: string, ...keys: OptionKey[]): Check {
  return { kind: 'chose', questionId, keys };
}

/** `missing` check. */
export function missing(questionId: string): Check {
  return { kind: 'missing', questionId };
}

const STEP_TOO_AI: Localized = {
  en: '{step}: people do {your} of the work against a target of {target}; too much is left to AI',
  ro: '{step}: oamenii fac {your} din muncă, față de ținta de {target}; prea mult este lăsat pe seama AI-ului',
};
const STEP_TOO_HUMAN: Localized = {
  en: '{step}: people do {your} of the work against a target of {target}; AI could take over more',
  ro: '{step}: oamenii fac {your} din muncă, față de ținta de {target}; AI-ul ar putea prelua mai mult',
};

/**
 * A step-score condition whose label quotes the step's name, its human share and its target, and
 * says which way it is off (for `either`, the side it actually is on).
 */
export function stepCondition(stepKey: StepKey, side: StepSide): Condition {
  return {
    id: `${stepKey.toLowerCase()}-${side}`,
    check: { kind: 'step', stepKey, side },
    label: (facts) => {
      const result = facts.steps.get(stepKey);
      const def = facts.stepDefs.get(stepKey);
      const your = result?.yourHumanPercent ?? 0;
      const target = result?.targetHumanPercent ?? def?.targetHumanPercent ?? 0;
      const template = your < target ? STEP_TOO_AI : STEP_TOO_HUMAN;
      return fill(template, {
        step: def?.name ?? { en: stepKey, ro: stepKey },
        your: pct(your),
        target: pct(target),
      });
    },
  };
}
