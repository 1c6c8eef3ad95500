/**
 * What a strategy's trigger rule reads (domain-design.md §4): every activity with the user's
 * answer, the step scores and the context facts, computed once per report; and the named
 * problems a rule finds in them. A problem quotes the activity and the user's own answer, so a
 * strategy card never states something the user did not say, and carries the question ids behind
 * it for the roadmap's traceability.
 */
import { STEPS } from '../../bank/index.js';
import type {
  ActivityQuestion,
  Localized,
  PractisedKey,
  RequiredTopic,
  RiskFlag,
  StepDef,
  StepKey,
} from '../../bank/types.js';
import { TOLERANCE_POINTS } from '../../scoring/constants.js';
import { scoreStep, type ActivityResult, type AnswerRecord, type StepResult } from '../../scoring/step.js';
import { contextFacts, scaleText, type ContextFacts } from '../answers.js';
import type { ActivityMove, Move } from '../moves.js';
import { fill, pct } from './format.js';

/** One activity with its step and the user's answer. */
export interface ActivityFact {
  question: ActivityQuestion;
  step: StepDef;
  result: ActivityResult;
}

/** What the rules read, computed once per report. */
export interface AnswerFacts {
  /** Score of every step (domain-design.md §3). */
  steps: ReadonlyMap<StepKey, StepResult>;
  stepDefs: ReadonlyMap<StepKey, StepDef>;
  /** Every activity of the bank, in bank order. */
  activities: readonly ActivityFact[];
  /** The context facts the user gave. */
  context: ContextFacts;
}

/**
 * Index the answers for the rules. `scored`, when given, is `scoreStep` of each of `steps` (in
 * their order) on `answers`, already computed by the caller (a report scores each step once).
 */
export function answerFacts(
  answers: readonly AnswerRecord[],
  steps: readonly StepDef[] = STEPS,
  scored?: readonly StepResult[],
): AnswerFacts {
  const results = new Map(steps.map((s, i) => [s.key, scored?.[i] ?? scoreStep(s, answers)] as const));
  return {
    steps: results,
    stepDefs: new Map(steps.map((s) => [s.key, s] as const)),
    activities: steps.flatMap((step) =>
      step.activities.map((question, i) => ({
        question,
        step,
        result: results.get(step.key)!.activities[i]!,
      })),
    ),
    context: contextFacts(answers, steps),
  };
}

/**
 * A problem a rule found: what the card lists, the questions whose answers show it, and the moves
 * that fix it (an activity back toward its ideal, or started); none for a problem that is a
 * finding rather than a direction (a risk to govern, a funnel rate).
 */
export interface Problem {
  label: Localized;
  questionIds: readonly string[];
  moves?: readonly Move[];
}

/**
 * Which way an activity's answer is off its ideal, or that it is not practised; `machine-led` (C
 * or D) and `machine-alone` (D) only when that is more machine than the ideal.
 */
export type ActivityState = 'too-human' | 'too-machine' | 'not-yet' | 'machine-led' | 'machine-alone';

/** Whether the activity is in `state`; `minSteps` for the off-ideal states (scale steps from the ideal). */
export function isIn(a: ActivityFact, state: ActivityState, minSteps = 1): boolean {
  const { answer, distance } = a.result;
  switch (state) {
    case 'too-human':
      return distance !== null && distance <= -minSteps;
    case 'too-machine':
      return distance !== null && distance >= minSteps;
    case 'not-yet':
      return answer === 'E';
    // AI or automation leading (C, D) or alone (D) is a problem only beyond the activity's own
    // ideal: an answer at its ideal is what the bank recommends, never a finding to govern.
    case 'machine-led':
      return (answer === 'C' || answer === 'D') && distance !== null && distance > 0;
    case 'machine-alone':
      return answer === 'D' && distance !== null && distance > 0;
  }
}

/** A filter over the activities. */
export interface ActivityFilter {
  /** Named activities (question ids); `strategies.test.ts` checks every name is in the bank. */
  ids?: readonly string[];
  steps?: readonly StepKey[];
  ideals?: readonly PractisedKey[];
  risks?: readonly RiskFlag[];
  topics?: readonly RequiredTopic[];
  /** Only activities at least this heavy (1..3). */
  minWeight?: number;
}

/** The activities that pass `filter`. */
export function select(facts: AnswerFacts, filter: ActivityFilter): ActivityFact[] {
  return facts.activities.filter(
    (a) =>
      (!filter.ids || filter.ids.includes(a.question.id)) &&
      (!filter.steps || filter.steps.includes(a.step.key)) &&
      (!filter.ideals || filter.ideals.includes(a.question.activity.ideal)) &&
      (!filter.risks || (a.question.activity.risks ?? []).some((r) => filter.risks!.includes(r))) &&
      (!filter.topics ||
        (a.question.activity.topic !== undefined && filter.topics.includes(a.question.activity.topic))) &&
      (filter.minWeight === undefined || a.question.activity.weight >= filter.minWeight),
  );
}

const LABELS: Readonly<Record<'off' | 'not-yet' | 'risk', Localized>> = {
  off: {
    en: '“{activity}” — your answer “{answer}”, the ideal “{ideal}”',
    ro: '„{activity}” — răspunsul vostru „{answer}”, idealul „{ideal}”',
  },
  'not-yet': {
    en: '“{activity}” — not done yet',
    ro: '„{activity}” — nu se face încă',
  },
  risk: {
    en: '“{activity}” — your answer “{answer}”, with {risk} at stake',
    ro: '„{activity}” — răspunsul vostru „{answer}”, cu {risk} în joc',
  },
};

/** What each risk flag puts at stake, for the problem labels. */
export const RISK_LABELS: Readonly<Record<RiskFlag, Localized>> = {
  'personal-data': { en: 'personal data', ro: 'date personale' },
  'ai-act-disclosure': {
    en: 'the EU AI Act’s disclosure duty',
    ro: 'obligația de transparență din Regulamentul UE privind AI',
  },
  'automated-decision': { en: 'decisions about individual people', ro: 'decizii despre persoane anume' },
  'brand-safety': { en: 'the brand’s safety', ro: 'siguranța brandului' },
  bias: { en: 'fair treatment of groups of people', ro: 'tratamentul echitabil al unor grupuri de oameni' },
};

/**
 * The move that brings an activity back to its ideal: `start` for one answered E, toward people
 * for an answer more machine than the ideal, toward machines for one more human; `null` at the
 * ideal or unanswered.
 */
export function activityMove(a: ActivityFact): ActivityMove | null {
  const { answer, distance } = a.result;
  if (answer === 'E') return { kind: 'start', questionId: a.question.id };
  if (distance === null || distance === 0) return null;
  return {
    kind: 'activity',
    questionId: a.question.id,
    direction: distance > 0 ? 'toward-human' : 'toward-machine',
  };
}

/**
 * A condition on one activity (a static tactic is about it): it holds while the user's answer to
 * `id` is in one of `states`.
 */
export interface ActivityCondition {
  /** Question id of an activity; the catalogue test checks it is in the bank. */
  id: string;
  states: readonly ActivityState[];
  /**
   * For the off-ideal states, the fewest scale steps from the ideal (default 1): a text about
   * setting something up applies to an answer two steps short of it, not to one that already
   * nearly does it.
   */
  minSteps?: number;
}

/**
 * The moves a text about `conditions` makes for this user — the move back to the ideal of each
 * activity it is about — or `null` when a condition fails (the text must not be shown: it would
 * advise what the user already does). No conditions → no moves.
 */
export function conditionMoves(
  facts: AnswerFacts,
  conditions: readonly ActivityCondition[] = [],
): Move[] | null {
  const moves: Move[] = [];
  for (const c of conditions) {
    const a = facts.activities.find((x) => x.question.id === c.id);
    if (!a || !c.states.some((st) => isIn(a, st, c.minSteps))) return null;
    const m = activityMove(a);
    if (m) moves.push(m);
  }
  return moves;
}

/** The problem of one activity in `state`, quoting the user's answer. */
export function activityProblem(a: ActivityFact, state: ActivityState): Problem {
  const activity = a.question.text;
  let label: Localized;
  if (state === 'not-yet') label = fill(LABELS['not-yet'], { activity });
  else if (state === 'machine-led' || state === 'machine-alone') {
    const flag = a.question.activity.risks?.[0];
    label = flag
      ? fill(LABELS.risk, { activity, answer: scaleText(a.result.answer!), risk: RISK_LABELS[flag] })
      : fill(LABELS.off, {
          activity,
          answer: scaleText(a.result.answer!),
          ideal: scaleText(a.question.activity.ideal),
        });
  } else {
    label = fill(LABELS.off, {
      activity,
      answer: scaleText(a.result.answer!),
      ideal: scaleText(a.question.activity.ideal),
    });
  }
  // A risk on an activity at or more human than its ideal is governed, not moved.
  const move = activityMove(a);
  return { label, questionIds: [a.question.id], ...(move ? { moves: [move] } : {}) };
}

/**
 * The problems of the activities that pass `filter` and are in `state`: the furthest from the
 * ideal first (then the heavier, then bank order), at most `limit`.
 */
export function activityProblems(
  facts: AnswerFacts,
  filter: ActivityFilter,
  state: ActivityState,
  limit = 5,
  minSteps = 1,
): Problem[] {
  return select(facts, filter)
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => isIn(a, state, minSteps))
    .sort(
      (x, y) =>
        Math.abs(y.a.result.distance ?? 0) - Math.abs(x.a.result.distance ?? 0) ||
        y.a.question.activity.weight - x.a.question.activity.weight ||
        x.i - y.i,
    )
    .slice(0, limit)
    .map(({ a }) => activityProblem(a, state));
}

/** The signed distance of a scored step from its target human share, points; `null` if not scored. */
export function stepDistance(facts: AnswerFacts, stepKey: StepKey): number | null {
  const result = facts.steps.get(stepKey);
  if (!result || result.yourHumanPercent === null) return null;
  return result.yourHumanPercent - result.targetHumanPercent;
}

const STEP_TOO_AI: Localized = {
  en: '{step}: people do {your} of the work against a target of {target}; too much is left to AI or automation',
  ro: '{step}: oamenii fac {your} din muncă, față de ținta de {target}; prea mult este lăsat pe seama AI-ului sau a automatizării',
};
const STEP_TOO_HUMAN: Localized = {
  en: '{step}: people do {your} of the work against a target of {target}; AI or automation could take over more',
  ro: '{step}: oamenii fac {your} din muncă, față de ținta de {target}; AI-ul sau automatizarea ar putea prelua mai mult',
};

/**
 * The problem of a scored step more than the 5-point tolerance off its target on `side`
 * (`too-ai`: below the target human share), quoting its numbers; `null` when it is not.
 */
export function stepProblem(
  facts: AnswerFacts,
  stepKey: StepKey,
  side: 'too-ai' | 'too-human',
): Problem | null {
  const d = stepDistance(facts, stepKey);
  if (d === null) return null;
  if (side === 'too-ai' ? d >= -TOLERANCE_POINTS : d <= TOLERANCE_POINTS) return null;
  const result = facts.steps.get(stepKey)!;
  const def = facts.stepDefs.get(stepKey)!;
  return {
    label: fill(side === 'too-ai' ? STEP_TOO_AI : STEP_TOO_HUMAN, {
      step: def.name,
      your: pct(result.yourHumanPercent!),
      target: pct(result.targetHumanPercent),
    }),
    questionIds: [],
  };
}
