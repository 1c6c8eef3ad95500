/**
 * Helpers that build a step of the bank from what its authors write (domain-design.md §2,
 * conventions.md §20): the authors write activities (slug, stem, ideal, rationale, levers) and
 * context questions (slug, fact, stem); ids, letters, the answer scale's options and the context
 * bands are derived here, never typed by hand.
 */
import type { StepFeedbackTexts } from '../report/feedback/types.js';
import type { StepPromptTemplate } from '../report/prompts/types.js';
import type { StepTasks } from '../roadmap/types.js';
import { APPLICABILITY_FACTS } from './applicability.js';
import { CONTEXT_FACTS, type ContextFactKey, type FactDef } from './context-facts.js';
import { ANSWER_SCALE } from './scale.js';
import type {
  ActivityInput,
  ActivityQuestion,
  ContextQuestion,
  Localized,
  OptionDef,
  OptionKey,
  QuestionDef,
  StepDef,
  StepKey,
} from './types.js';

/** A context question as its step writes it: the fact it asks and the stem. */
export interface ContextInput {
  /** Kebab-case; the question id is `<step key lower>-<slug>`. */
  slug: string;
  fact: ContextFactKey;
  stem: Localized;
}

/** What a step folder's `index.ts` gives {@link defineStep}. */
export interface StepInput {
  key: StepKey;
  globalOrder: number;
  targetHumanPercent: number;
  name: Localized;
  description: Localized;
  activities: readonly ActivityInput[];
  context: readonly ContextInput[];
  feedback: StepFeedbackTexts;
  prompt: StepPromptTemplate;
  roadmap: StepTasks;
}

const LETTERS: readonly OptionKey[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

/** Option id by the bank's convention: `<question id>-<letter lowercased>`. */
export function optionId(questionId: string, key: OptionKey): string {
  return `${questionId}-${key.toLowerCase()}`;
}

/** Question id by the bank's convention: `<step key lowercased>-<slug>`. */
export function questionId(step: StepKey, slug: string): string {
  return `${step.toLowerCase()}-${slug}`;
}

/** The typed list of a step's activities (identity; it gives the authors type checking). */
export function activities(list: readonly ActivityInput[]): readonly ActivityInput[] {
  return list;
}

/** The typed list of a step's context questions (identity). */
export function contextQuestions(list: readonly ContextInput[]): readonly ContextInput[] {
  return list;
}

/** An activity question: the stem on the answer scale, options A..E with the scale's texts. */
export function activityQuestion(step: StepKey, input: ActivityInput): ActivityQuestion {
  const id = questionId(step, input.slug);
  const { stem, weight, ...rest } = input;
  return {
    id,
    kind: 'activity',
    type: 'single_choice',
    text: stem,
    options: ANSWER_SCALE.map((p): OptionDef => ({
      id: optionId(id, p.key),
      key: p.key,
      text: p.text,
      machineShare: p.machineShare,
    })),
    activity: { ...rest, weight: weight ?? 2 },
  };
}

/** A context question: the fact's bands as options A.., its "unknown" option last. */
export function contextQuestion(step: StepKey, input: ContextInput): ContextQuestion {
  const id = questionId(step, input.slug);
  const fact: FactDef = CONTEXT_FACTS[input.fact];
  const choices = [
    ...fact.bands.map((b) => ({ text: b.text, value: b.value })),
    { text: fact.unknown, value: null },
  ];
  if (choices.length > LETTERS.length) throw new Error(`${id}: more than ${LETTERS.length} options`);
  return {
    id,
    kind: 'context',
    type: 'single_choice',
    text: input.stem,
    fact: input.fact,
    options: choices.map((c, i) => {
      const key = LETTERS[i]!;
      return { id: optionId(id, key), key, text: c.text, machineShare: null, value: c.value };
    }),
  };
}

/** Whether a context question's fact is one applicability reads (asked before the step's activities). */
function isApplicabilityFact(c: ContextInput): boolean {
  return (APPLICABILITY_FACTS as readonly string[]).includes(c.fact);
}

/**
 * A step of the bank (domain-design.md §1–§2, §9): the context questions whose facts decide
 * which activities apply (`APPLICABILITY_FACTS`) first, so a company is never asked an activity
 * its own answers rule out; then its activity questions, in the order given; then its other
 * context questions.
 */
export function defineStep(input: StepInput): StepDef {
  const activityQuestions = input.activities.map((a) => activityQuestion(input.key, a));
  const questions: QuestionDef[] = [
    ...input.context.filter(isApplicabilityFact).map((c) => contextQuestion(input.key, c)),
    ...activityQuestions,
    ...input.context.filter((c) => !isApplicabilityFact(c)).map((c) => contextQuestion(input.key, c)),
  ];
  return {
    key: input.key,
    globalOrder: input.globalOrder,
    targetHumanPercent: input.targetHumanPercent,
    name: input.name,
    description: input.description,
    questions,
    activities: activityQuestions,
    feedback: input.feedback,
    prompt: input.prompt,
    roadmap: input.roadmap,
  };
}
