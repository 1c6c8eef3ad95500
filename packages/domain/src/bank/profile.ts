/**
 * A company's profile from its context answers, and the questions that profile is asked
 * (domain-design.md §9). The chat asks the questions of {@link assessmentPath}; scoring, advice,
 * prompts and the roadmap read the same {@link isApplicable}, so what is not asked counts nowhere.
 */
import {
  APPLICABILITY_FACTS,
  UNKNOWN_PROFILE,
  failedConditions,
  type ApplicabilityCondition,
  type CompanyProfile,
  type SizeClass,
} from './applicability.js';
import { CONTEXT_FACTS, type ContextFactKey } from './context-facts.js';
import { QUESTIONS, STEPS, factQuestionId, type BankQuestion } from './index.js';
import type { ActivityQuestion, StepDef, StepKey } from './types.js';

/** A stored answer as the profile reads it: the question and the chosen option ids. */
export interface ProfileAnswer {
  questionId: string;
  selectedOptionIds: readonly string[];
}

/**
 * The context facts the user gave (domain-design.md §4): fact key → the chosen band's value id
 * (`10-49`, `b2b`, `paid`…). A fact answered "we don't know" or not answered is absent.
 */
export type ContextFacts = Partial<Record<ContextFactKey, string>>;

/**
 * The context facts of the answers, read against the context questions of `steps` (later answers
 * to a question win; "we don't know" removes the fact).
 */
export function contextFacts(
  answers: readonly ProfileAnswer[],
  steps: readonly StepDef[] = STEPS,
): ContextFacts {
  const byOption = new Map<string, { fact: ContextFactKey; value: string | null }>();
  for (const s of steps)
    for (const q of s.questions)
      if (q.kind === 'context')
        for (const o of q.options) byOption.set(o.id, { fact: q.fact, value: o.value ?? null });
  const out: ContextFacts = {};
  for (const a of answers) {
    for (const id of a.selectedOptionIds) {
      const hit = byOption.get(id);
      if (!hit) continue;
      if (hit.value === null) delete out[hit.fact];
      else out[hit.fact] = hit.value;
    }
  }
  return out;
}

/** Size class of a `company.size` band (micro < 10, small 10–49, medium 50–249, large 250+). */
const SIZE_CLASS_OF_BAND: Readonly<Record<string, SizeClass>> = {
  '1-9': 'micro',
  '10-49': 'small',
  '50-249': 'medium',
  '250-999': 'large',
  '1000+': 'large',
};

/** The applicability profile of the context facts; an unknown fact stays `null`. */
export function profileOf(facts: ContextFacts): CompanyProfile {
  const sales = facts['sales.model'];
  const records = facts['customer.records'];
  const team = facts['team.size'];
  const model = facts['business.model'];
  return {
    sizeClass: facts['company.size'] ? (SIZE_CLASS_OF_BAND[facts['company.size']] ?? null) : null,
    businessModel: model === 'b2b' || model === 'b2c' || model === 'both' ? model : null,
    salesTeam:
      sales === undefined ? null : sales === 'sales-team' || sales === 'both' || sales === 'partners',
    onlineShop: sales === undefined ? null : sales === 'online' || sales === 'both',
    crm: records === undefined ? null : records === 'crm',
    marketingTeam: team === undefined ? null : team !== '1',
  };
}

/** The profile of a set of answers (the answers to the applicability facts' questions decide it). */
export function profileOfAnswers(answers: readonly ProfileAnswer[]): CompanyProfile {
  return answers.length === 0 ? UNKNOWN_PROFILE : profileOf(contextFacts(answers));
}

/**
 * Ids of the context questions applicability reads: an answer path that needs the profile reads
 * these answers (at most five rows).
 */
export const APPLICABILITY_QUESTION_IDS: readonly string[] = APPLICABILITY_FACTS.map((f) =>
  factQuestionId(f),
);

/** Whether an activity applies to the company of `profile`. */
export function isApplicable(question: ActivityQuestion, profile: CompanyProfile): boolean {
  return failedConditions(question.activity.appliesWhen, profile).length === 0;
}

/** Whether the chat asks `question` of `profile`: every context question, and the applicable activities. */
export function isAsked(
  question: BankQuestion | ActivityQuestion | StepDef['questions'][number],
  profile: CompanyProfile,
): boolean {
  return question.kind === 'context' || isApplicable(question, profile);
}

/** An activity that does not apply, with the conditions that ruled it out. */
export interface NotApplicableActivity {
  question: ActivityQuestion;
  conditions: ApplicabilityCondition[];
}

/** The activities of `step` that do not apply to `profile`, in bank order. */
export function notApplicableActivities(step: StepDef, profile: CompanyProfile): NotApplicableActivity[] {
  return step.activities.flatMap((question) => {
    const conditions = failedConditions(question.activity.appliesWhen, profile);
    return conditions.length === 0 ? [] : [{ question, conditions }];
  });
}

/** The activities of `step` that apply to `profile`, in bank order. */
export function applicableActivities(step: StepDef, profile: CompanyProfile): ActivityQuestion[] {
  return step.activities.filter((q) => isApplicable(q, profile));
}

/**
 * The questions a company of `profile` is asked, in bank order, with its own numbering: the chat's
 * counters ("Question 3 of 12"), the progress and the step's question count read it.
 */
export interface AssessmentPath {
  /** The asked questions, in bank order. */
  questions: readonly BankQuestion[];
  /** How many questions are asked in all. */
  total: number;
  /** Asked questions per step. */
  stepCounts: Readonly<Record<StepKey, number>>;
  /** 1-based position on the path of the bank's question number `n`, or `undefined` when not asked. */
  positionOf(n: number): number | undefined;
  /** 1-based position of question `n` among its step's asked questions, or `undefined`. */
  positionInStep(n: number): number | undefined;
  /** The first asked question after bank number `n` (0: the first of the path), or `undefined` after the last. */
  nextAfter(n: number): BankQuestion | undefined;
  /** The last asked question before bank number `n`, or `undefined` before the first. */
  previousBefore(n: number): BankQuestion | undefined;
  /** The last asked question of the path. */
  last: BankQuestion;
  /** How many asked questions have bank numbers ≤ `n`. */
  countUpTo(n: number): number;
}

/** The path of `profile` (see {@link AssessmentPath}). */
export function assessmentPath(profile: CompanyProfile): AssessmentPath {
  const questions = QUESTIONS.filter((q) => isAsked(q, profile));
  const position = new Map<number, number>();
  const inStep = new Map<number, number>();
  const stepCounts = Object.fromEntries(STEPS.map((s) => [s.key, 0])) as Record<StepKey, number>;
  questions.forEach((q, i) => {
    position.set(q.questionNumber, i + 1);
    stepCounts[q.step.key] += 1;
    inStep.set(q.questionNumber, stepCounts[q.step.key]);
  });
  // upTo[n] = asked questions with bank number ≤ n, for n = 0..180.
  const upTo: number[] = [0];
  for (const q of QUESTIONS) upTo.push(upTo[upTo.length - 1]! + (position.has(q.questionNumber) ? 1 : 0));
  return {
    questions,
    total: questions.length,
    stepCounts,
    positionOf: (n) => position.get(n),
    positionInStep: (n) => inStep.get(n),
    nextAfter: (n) => questions[upTo[Math.max(0, Math.min(n, QUESTIONS.length))]!],
    previousBefore: (n) => {
      const k = upTo[Math.max(0, Math.min(n - 1, QUESTIONS.length))]!;
      return k === 0 ? undefined : questions[k - 1];
    },
    last: questions[questions.length - 1]!,
    countUpTo: (n) => upTo[Math.max(0, Math.min(n, QUESTIONS.length))]!,
  };
}

/**
 * Every combination of the applicability facts' answers, "we don't know" (absent) included: the
 * finite set of profiles the context answers can give (6 × 4 × 6 × 4 × 6 = 3,456), for the checks
 * that hold for each and the reading model's shortest, median and longest paths.
 */
export function everyApplicabilityFacts(): ContextFacts[] {
  let out: ContextFacts[] = [{}];
  for (const fact of APPLICABILITY_FACTS) {
    const values = [undefined, ...CONTEXT_FACTS[fact].bands.map((b) => b.value)];
    out = out.flatMap((facts) => values.map((v) => (v === undefined ? facts : { ...facts, [fact]: v })));
  }
  return out;
}
