/**
 * Answer sets for the browser tests and the web benchmark (no Playwright import, so a plain
 * script can use them too).
 */
import { STEPS, type OptionKey } from '@hai/domain';
import { sameLetterAnswers, unscoredAnswer, type GeneratedAnswer } from '@hai/domain/testing';

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
