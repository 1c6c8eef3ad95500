/**
 * The next question the server would ask after the answers kept on this device, from the question
 * bank (product-spec §4; domain-design.md §9 "the company's path"), so that the chat can go on
 * offline to the end of the current step. It runs in a worker of its own (plan.worker.ts, started
 * once the chat shows, planner.ts): the bank is most of its weight, and a bundle of its own keeps
 * it out of the assessment's first load.
 *
 * The server asks the questions of `assessmentPath(profile)`, the profile read from the context
 * answers, which the chat does not hold. It does not need them: whether an activity is asked
 * depends only on which applicability conditions hold (`APPLICABILITY_CONDITIONS`, each reading its
 * own facts), so there are a few possible paths. The chat keeps those that agree with what the
 * server said of this step (its `questionCount`, the question shown and its number in the step, the
 * answered questions before it), applies the context answers kept since (a kept "1 person does
 * marketing" drops the team activities after it), and names the next question only when every
 * path left agrees on it: a question the server might not ask is never shown.
 */
import {
  APPLICABILITY_CONDITIONS,
  APPLICABILITY_CONDITION_KEYS,
  STEPS,
  assessmentPath,
  contextFacts,
  everyApplicabilityFacts,
  getQuestion,
  profileOf,
  questionView,
  type AssessmentPath,
  type BankQuestion,
  type CompanyProfile,
  type ContextFacts,
  type Locale,
} from '@hai/domain';
import type { QuestionView } from '../../../lib/trpc';
import type { NextQuestion, PlanInput } from './offline-view';

/** Which applicability conditions hold for `profile`: the path depends on nothing else. */
const conditionsOf = (profile: CompanyProfile) =>
  APPLICABILITY_CONDITION_KEYS.map((k) => (APPLICABILITY_CONDITIONS[k].holds(profile) ? '1' : '0')).join('');

const paths = new Map<string, AssessmentPath>();

/** The path of the company whose context facts are `facts` (one per set of conditions, kept). */
function pathOf(facts: ContextFacts): AssessmentPath {
  const profile = profileOf(facts);
  const key = conditionsOf(profile);
  let path = paths.get(key);
  if (!path) {
    path = assessmentPath(profile);
    paths.set(key, path);
  }
  return path;
}

let companies: ContextFacts[] | undefined;

/** One set of context facts for each possible set of conditions (at most 2^conditions). */
function possibleCompanies(): ContextFacts[] {
  if (companies) return companies;
  const seen = new Map<string, ContextFacts>();
  for (const facts of everyApplicabilityFacts()) {
    const key = conditionsOf(profileOf(facts));
    if (!seen.has(key)) seen.set(key, facts);
  }
  return (companies = [...seen.values()]);
}

/** `facts` with the context answers among `kept` in place (a "we don't know" forgets the fact). */
function withKeptFacts(facts: ContextFacts, kept: PlanInput['kept']): ContextFacts {
  const out = { ...facts };
  for (const submission of kept) {
    const q = getQuestion(submission.questionId);
    if (q?.kind !== 'context') continue;
    const value = contextFacts([submission])[q.fact];
    if (value === undefined) delete out[q.fact];
    else out[q.fact] = value;
  }
  return out;
}

/** Whether `ids` appear in `within` in the same order (not necessarily next to each other). */
function inOrder(ids: readonly string[], within: readonly string[]): boolean {
  let at = 0;
  for (const id of within) if (id === ids[at]) at += 1;
  return at === ids.length;
}

/**
 * The question as the server sends it (apps/server's `questionView`): the bank's texts in
 * `locale`, `numberInStep` its place among its step's questions on `path`.
 */
export function questionViewOf(q: BankQuestion, locale: Locale, path: AssessmentPath): QuestionView {
  return questionView(q, locale, path.positionInStep(q.questionNumber) ?? q.indexInStep + 1);
}

/**
 * What the server would ask after `input.kept` (the answers kept on this device, oldest first, the
 * first answering the question the server's view shows), within that view's step, in
 * `input.locale`: the next question with its number in the step, or none at the step's end
 * (`end: 'step'`, or `'finish'` after the path's last question). Undefined when it cannot be told
 * here: nothing kept, the shown question or a kept answer is not of the step, no possible path
 * matches what the server said of the step, or the possible paths disagree on the next question.
 */
export function nextAfterKept(input: PlanInput): NextQuestion | undefined {
  const step = STEPS.find((s) => s.key === input.stepId);
  const shown = getQuestion(input.questionId);
  const last = input.kept.length > 0 ? getQuestion(input.kept[input.kept.length - 1]!.questionId) : undefined;
  if (!step || !shown || !last || shown.step !== step || last.step !== step) return undefined;
  const outcomes = possibleCompanies().flatMap((facts) => {
    // The paths that agree with what the server said of this step…
    const asked = pathOf(facts).questions.filter((q) => q.step === step);
    const at = asked.findIndex((q) => q.id === shown.id);
    if (asked.length !== input.questionCount || at + 1 !== input.numberInStep) return [];
    if (
      !inOrder(
        input.before,
        asked.slice(0, at).map((q) => q.id),
      )
    )
      return [];
    // …and where they go once the kept context answers count.
    const path = pathOf(withKeptFacts(facts, input.kept));
    const next = path.nextAfter(last.questionNumber);
    return [
      { path, next: next?.step === step ? next : null, end: next ? ('step' as const) : ('finish' as const) },
    ];
  });
  const first = outcomes[0];
  if (!first || outcomes.some((o) => o.next?.id !== first.next?.id)) return undefined;
  const counts = new Set(outcomes.map((o) => o.path.stepCounts[step.key]));
  const questionCount = counts.size === 1 ? first.path.stepCounts[step.key] : input.questionCount;
  if (!first.next) return { question: null, end: first.end, questionCount };
  return { question: questionViewOf(first.next, input.locale, first.path), end: null, questionCount };
}
