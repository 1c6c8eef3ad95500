/**
 * Answer generators for tests, benchmarks and the browser journey (`@hai/domain/testing`), for the
 * question bank version 3 (activity questions on one scale, banded context questions). Not used by
 * the product itself.
 */
import { STEPS } from '../bank/index.js';
import type { ContextFactKey } from '../bank/context-facts.js';
import type { OptionDef, OptionKey, PractisedKey, QuestionDef, StepDef } from '../bank/types.js';

/** An answer as the API takes it (product-spec §3). */
export interface GeneratedAnswer {
  questionId: string;
  selectedOptionIds: string[];
  additionalInputs: Record<string, string>;
}

/** A valid value for an option's input: the middle of a numeric range, or a short text. */
export function sampleInput(option: OptionDef): string | undefined {
  const input = option.input;
  if (!input) return undefined;
  if (input.type === 'text') return 'Sample answer';
  const min = input.min ?? 0;
  const max = input.max ?? min + 100;
  if (input.type === 'decimal') return ((min + max) / 2 + 0.5).toFixed(1);
  return String(Math.round((min + max) / 2));
}

/** Answer selecting exactly `options`, with a sample value for each option that takes input. */
export function answerWith(question: QuestionDef, options: readonly OptionDef[]): GeneratedAnswer {
  const additionalInputs: Record<string, string> = {};
  for (const o of options) {
    const v = sampleInput(o);
    if (v !== undefined) additionalInputs[o.id] = v;
  }
  return { questionId: question.id, selectedOptionIds: options.map((o) => o.id), additionalInputs };
}

/** The answer choosing the option with `key`; throws when the question has no such option. */
export function answerKey(question: QuestionDef, key: OptionKey): GeneratedAnswer {
  const option = question.options.find((o) => o.key === key);
  if (!option) throw new Error(`question ${question.id} has no option ${key}`);
  return answerWith(question, [option]);
}

/**
 * Context values the generators choose, by fact: a small B2B software company spending most on
 * paid media, with funnel rates below the benchmarks, so that the context-driven strategies have
 * something to say.
 */
export const SAMPLE_CONTEXT: Readonly<Record<ContextFactKey, string>> = {
  'company.size': '10-49',
  'business.model': 'b2b',
  'sales.model': 'sales-team',
  'customer.records': 'crm',
  industry: 'software',
  'marketing.budget': '50k-250k',
  'content.volume': '10-30',
  'content.weakestStage': 'mofu',
  'peso.lead': 'paid',
  'channel.best': 'paidSearch',
  'channel.untapped': 'seo',
  'team.size': '2-5',
  'funnel.visitorToLead': '<0.5',
  'funnel.leadToCustomer': '1-3',
  'funnel.retention': '20-40',
};

/** A context question's answer for `value` (a band's value id, or `null` for "unknown"). */
export function contextAnswer(question: QuestionDef, value: string | null = null): GeneratedAnswer {
  const option = question.options.find((o) => o.value === value);
  if (!option) throw new Error(`question ${question.id} has no option for ${String(value)}`);
  return answerWith(question, [option]);
}

/** A context question answered with {@link SAMPLE_CONTEXT}. */
function sampleContext(question: QuestionDef): GeneratedAnswer {
  if (question.kind !== 'context') throw new Error(`${question.id} is not a context question`);
  return contextAnswer(question, SAMPLE_CONTEXT[question.fact]);
}

/**
 * An answer that counts for nothing in the score: "we don't do this yet" (E) for an activity, the
 * sample value for a context question.
 */
export function unscoredAnswer(question: QuestionDef): GeneratedAnswer {
  return question.kind === 'activity' ? answerKey(question, 'E') : sampleContext(question);
}

/** A step answered with `pick(activity)` for each activity and the sample context. */
function answerStep(
  step: StepDef,
  pick: (q: Extract<QuestionDef, { kind: 'activity' }>, i: number) => OptionKey,
): GeneratedAnswer[] {
  let i = 0;
  return step.questions.map((q) => (q.kind === 'activity' ? answerKey(q, pick(q, i++)) : sampleContext(q)));
}

/** Every activity at its ideal (score 100 on every step), the sample context. */
export function perfectAnswers(steps: readonly StepDef[] = STEPS): GeneratedAnswer[] {
  return steps.flatMap((s) => answerStep(s, (q) => q.activity.ideal));
}

/**
 * Someone who picks the same letter throughout a step: `letter` on every activity, the sample
 * context.
 */
export function sameLetterAnswers(step: StepDef, letter: OptionKey): GeneratedAnswer[] {
  return answerStep(step, () => letter);
}

/**
 * The gamer (skips all but the best-chosen activities): E on every activity except the `keep` best-chosen per step, which sit
 * at their ideal (the most weighty first). Context answered.
 */
export function bestChosenAnswers(step: StepDef, keep = 5): GeneratedAnswer[] {
  const chosen = new Set(
    [...step.activities]
      .sort((a, b) => b.activity.weight - a.activity.weight)
      .slice(0, keep)
      .map((q) => q.id),
  );
  return answerStep(step, (q) => (chosen.has(q.id) ? q.activity.ideal : 'E'));
}

/** Every activity answered by `choose(activity index in the step)`: A..E, the sample context. */
export function answersBy(
  step: StepDef,
  choose: (ideal: PractisedKey, index: number) => OptionKey,
): GeneratedAnswer[] {
  return answerStep(step, (q, i) => choose(q.activity.ideal, i));
}

/**
 * Answers that exercise the report: the sample context everywhere, each step's activities with
 * `letterOf(stepIndex)` throughout (A unless told), or "not yet" throughout when it gives `null`.
 */
export function contextAnswers(
  letterOf: (stepIndex: number) => OptionKey | null = () => 'A',
): GeneratedAnswer[] {
  return STEPS.flatMap((step, index) => {
    const letter = letterOf(index);
    return sameLetterAnswers(step, letter ?? 'E');
  });
}
