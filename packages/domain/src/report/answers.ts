/**
 * What the report reads from a user's answers (domain-design.md §4–§5): the strategy engine's
 * context inputs, the answers that pulled a step away from its target, and the practices the user
 * said they do not have (option E, "None of these yet"). Pure.
 */
import { STEPS } from '../bank/index.js';
import type { ContextKey, Localized, OptionKey, QuestionDef, StepDef, StepKey } from '../bank/types.js';
import { answerAiPercent } from '../scoring/answer.js';
import type { AnswerRecord } from '../scoring/step.js';

/** A stored answer with its inputs, as the report reads it. */
export interface ReportAnswer extends AnswerRecord {
  /** Option id → value of its input (integers and decimals as text, "1.5"). */
  additionalInputs?: Readonly<Record<string, string>>;
}

/** Context values the user gave, by context key; a skipped input is absent (never NaN). */
export type ContextValues = Partial<Record<ContextKey, number>>;

/**
 * The numeric context inputs of the answers (domain-design.md §4): company size, PESO mix,
 * funnel rates, channel ratings, content volumes. Inputs that do not parse as finite numbers are
 * left out, so a skipped or refused input ("I'd rather not say") degrades to "unknown".
 */
export function contextValues(
  answers: readonly ReportAnswer[],
  steps: readonly StepDef[] = STEPS,
): ContextValues {
  const out: ContextValues = {};
  const options = new Map(
    steps.flatMap((s) => s.questions.flatMap((q) => q.options.map((o) => [o.id, o] as const))),
  );
  for (const a of answers) {
    for (const id of a.selectedOptionIds) {
      const input = options.get(id)?.input;
      const raw = a.additionalInputs?.[id];
      if (!input || input.type === 'text' || !input.contextKey || raw === undefined) continue;
      const value = Number(raw.replace(',', '.'));
      if (Number.isFinite(value)) out[input.contextKey] = value;
    }
  }
  return out;
}

/** One of the user's answers, quoted, with how far it sits from its step's target. */
export interface QuotedAnswer {
  stepKey: StepKey;
  questionId: string;
  question: Localized;
  /** The chosen options' letters and texts, in option order. */
  options: { key: OptionKey; text: Localized }[];
  /** AI share of the answer, percent (unrounded mean for a multi-select answer). */
  aiPercent: number;
  /**
   * Signed distance of the answer's human share from the step's target human share, points:
   * positive = more human than the ideal, negative = more AI.
   */
  humanGap: number;
}

function quote(step: StepDef, q: QuestionDef, a: AnswerRecord, aiPercent: number): QuotedAnswer {
  return {
    stepKey: step.key,
    questionId: q.id,
    question: q.text,
    options: q.options
      .filter((o) => a.selectedOptionIds.includes(o.id))
      .map((o) => ({ key: o.key, text: o.text })),
    aiPercent,
    humanGap: 100 - aiPercent - step.targetHumanPercent,
  };
}

/**
 * The scored answers of `step` that pulled it furthest from its target, most first, at most
 * `limit` (issue 8: "the two or three answers that pulled the step furthest"). When the step's
 * mean human share is above the target the answers most human are chosen, below it the most AI;
 * answers on the other side of the target did not pull it away and are never quoted. Empty when
 * the step has no scored answer or sits exactly on target.
 */
export function pullingAnswers(step: StepDef, answers: readonly AnswerRecord[], limit = 3): QuotedAnswer[] {
  const byId = new Map(step.questions.map((q) => [q.id, q]));
  const scored = answers.flatMap((a) => {
    const q = byId.get(a.questionId);
    const ai = q ? answerAiPercent(q, a.selectedOptionIds) : null;
    return q && ai !== null ? [quote(step, q, a, ai)] : [];
  });
  if (scored.length === 0) return [];
  const meanGap = scored.reduce((n, s) => n + s.humanGap, 0) / scored.length;
  if (meanGap === 0) return [];
  const direction = Math.sign(meanGap);
  return scored
    .filter((s) => Math.sign(s.humanGap) === direction)
    .sort((x, y) => Math.abs(y.humanGap) - Math.abs(x.humanGap) || x.questionId.localeCompare(y.questionId))
    .slice(0, limit);
}

/** A practice the user said they do not have: option E of a split question or "None of these yet". */
export interface MissingPractice {
  stepKey: StepKey;
  questionId: string;
  question: Localized;
  /** The text of the option chosen (E or the exclusive "None of these yet"). */
  answer: Localized;
}

/**
 * Practices the user does not have in `step` (issue 7 rule 3: missing practices are gaps the
 * strategy engine and the feedback read): split questions answered E and multi-select questions
 * answered "None of these yet". Context questions are not practices and never count.
 */
export function missingPractices(step: StepDef, answers: readonly AnswerRecord[]): MissingPractice[] {
  const byId = new Map(step.questions.map((q) => [q.id, q]));
  return answers.flatMap((a) => {
    const q = byId.get(a.questionId);
    if (!q || q.kind === 'context') return [];
    const chosen = q.options.filter((o) => a.selectedOptionIds.includes(o.id));
    const missing =
      chosen.length === 1 &&
      chosen[0]!.aiPercent === null &&
      (q.kind === 'split' ? chosen[0]!.key === 'E' : chosen[0]!.exclusive);
    return missing
      ? [{ stepKey: step.key, questionId: q.id, question: q.text, answer: chosen[0]!.text }]
      : [];
  });
}
