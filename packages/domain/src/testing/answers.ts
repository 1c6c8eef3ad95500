/**
 * Answer generators for tests, benchmarks and the browser journey (`@hai/domain/testing`).
 * Not used by the product itself.
 */
import type { OptionDef, OptionKey, QuestionDef, StepDef } from '../bank/types.js';
import { MIN_SCORED_ANSWERS } from '../scoring/constants.js';
import { STEPS } from '../bank/index.js';

/** An answer as the API takes it (product-spec §3). */
export interface GeneratedAnswer {
  questionId: string;
  selectedOptionIds: string[];
  additionalInputs: Record<string, string>;
}

/** A valid value for an option's input: the middle of an integer range, or a short text. */
export function sampleInput(option: OptionDef): string | undefined {
  const input = option.input;
  if (!input) return undefined;
  if (input.type === 'text') return 'Sample answer';
  const min = input.min ?? 0;
  const max = input.max ?? min + 100;
  if (input.contextKey?.startsWith('peso.')) return '25';
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

/** An unscored but valid answer: option E, the exclusive option, or (context) all inputs filled. */
export function unscoredAnswer(question: QuestionDef): GeneratedAnswer {
  if (question.kind === 'context') {
    const withInputs = question.options.filter((o) => o.input !== undefined && o.input.type !== 'text');
    return answerWith(question, question.type === 'single_choice' ? withInputs.slice(0, 1) : withInputs);
  }
  const unscored = question.options.find((o) => o.aiPercent === null && !o.input);
  if (!unscored) throw new Error(`question ${question.id} has no unscored option`);
  return answerWith(question, [unscored]);
}

interface Choice {
  ai: number | null;
  answer: GeneratedAnswer;
}

function choices(question: QuestionDef): Choice[] {
  const weighted = question.options
    .filter((o) => o.aiPercent !== null)
    .map((o) => ({ ai: o.aiPercent, answer: answerWith(question, [o]) }));
  return [{ ai: null, answer: unscoredAnswer(question) }, ...weighted];
}

/**
 * The answer set for one step whose human share lands closest to the step target, found by
 * dynamic programming over (scored count, sum of AI shares), among sets with at least
 * `MIN_SCORED_ANSWERS` scored answers. Among equally close sets it prefers the one with most
 * scored answers. Returns the answers and the reached human share.
 */
export function closestToTarget(step: StepDef): { answers: GeneratedAnswer[]; humanShare: number | null } {
  // state key: `${count}:${sum}` → back-pointer chain
  type State = { count: number; sum: number; picks: Choice[] };
  let states = new Map<string, State>([['0:0', { count: 0, sum: 0, picks: [] }]]);
  for (const q of step.questions) {
    const next = new Map<string, State>();
    for (const s of states.values()) {
      for (const c of choices(q)) {
        const count = s.count + (c.ai === null ? 0 : 1);
        const sum = s.sum + (c.ai ?? 0);
        const key = `${count}:${sum}`;
        if (!next.has(key)) next.set(key, { count, sum, picks: [...s.picks, c] });
      }
    }
    states = next;
  }
  let best: State | undefined;
  let bestDist = Infinity;
  for (const s of states.values()) {
    if (s.count < MIN_SCORED_ANSWERS) continue;
    const dist = Math.abs(100 - s.sum / s.count - step.targetHumanPercent);
    if (dist < bestDist - 1e-9 || (Math.abs(dist - bestDist) < 1e-9 && best && s.count > best.count)) {
      best = s;
      bestDist = dist;
    }
  }
  if (!best) return { answers: step.questions.map(unscoredAnswer), humanShare: null };
  return { answers: best.picks.map((p) => p.answer), humanShare: 100 - best.sum / best.count };
}

/** Answers for every step that score 100 overall, or throws if the bank cannot reach it. */
export function perfectAnswers(steps: readonly StepDef[]): GeneratedAnswer[] {
  return steps.flatMap((step) => {
    const { answers, humanShare } = closestToTarget(step);
    if (humanShare === null || Math.abs(humanShare - step.targetHumanPercent) > 0.25) {
      throw new Error(`step ${step.key} cannot reach its target exactly (best ${humanShare})`);
    }
    return answers;
  });
}

/**
 * The answers of someone who picks the same letter throughout a step (rule 2 of
 * docs/question-authoring.md): option `letter` where the question has it, with a sample value when
 * it takes input; questions without that letter are left unanswered.
 */
export function sameLetterAnswers(step: StepDef, letter: OptionKey): GeneratedAnswer[] {
  return step.questions.flatMap((q) => {
    const option = q.options.find((o) => o.key === letter);
    return option ? [answerWith(q, [option])] : [];
  });
}

/** Values of the context inputs, by option id; channel ratings not listed get 1–5 in turn. */
const CONTEXT: Record<string, string> = {
  'viziune-01-a': '8',
  'amplificare-01-a': '4',
  'amplificare-01-b': '2',
  'amplificare-01-c': '1',
  'amplificare-01-d': '0',
  'convergenta-01-a': '60',
  'convergenta-01-b': '5',
  'convergenta-01-c': '25',
  'convergenta-01-d': '10',
  'impact-03-a': '1.5',
  'impact-03-b': '12.5',
  'impact-03-c': '8',
  'impact-03-d': '40',
};

/**
 * Answers that trigger strategies: every context question answered with all of its numeric
 * inputs (budget, PESO mix, funnel rates, channel ratings), the other questions with
 * `letterOf(stepIndex)` throughout the step (option A unless told), or "not yet" throughout when
 * it gives `null`.
 */
export function contextAnswers(
  letterOf: (stepIndex: number) => OptionKey | null = () => 'A',
): GeneratedAnswer[] {
  return STEPS.flatMap((step, index) =>
    step.questions.flatMap((q) => {
      if (q.kind !== 'context') {
        const letter = letterOf(index);
        return letter === null ? [unscoredAnswer(q)] : sameLetterAnswers({ ...step, questions: [q] }, letter);
      }
      const numeric = q.options.filter((o) => o.input && o.input.type !== 'text');
      const chosen = q.type === 'single_choice' ? numeric.slice(0, 1) : numeric;
      const additionalInputs = Object.fromEntries(
        chosen.map((o, i) => [o.id, CONTEXT[o.id] ?? String((i % 5) + 1)]),
      );
      return [{ questionId: q.id, selectedOptionIds: chosen.map((o) => o.id), additionalInputs }];
    }),
  );
}
