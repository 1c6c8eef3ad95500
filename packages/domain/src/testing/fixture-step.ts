/**
 * Small steps built like the bank's, for unit and property tests of the scoring arithmetic
 * (`@hai/domain/testing`): a step with the given ideals, one activity each, on the real answer
 * scale. Its feedback, prompt and roadmap texts are empty: the tests that use it never read them.
 */
import { activityQuestion, defineStep, type ContextInput } from '../bank/define.js';
import type { PractisedKey, StepDef, StepKey } from '../bank/types.js';

const EMPTY = {} as never;

/**
 * A step `key` with target human share `target` and one activity per ideal (`<key>-a1`, `-a2`…),
 * each asked as "Who does activity N?" (`stemPad` extra words lengthen the stems).
 */
export function fixtureStep(
  key: StepKey,
  target: number,
  ideals: readonly PractisedKey[],
  context: readonly ContextInput[] = [],
  stemPad = 0,
): StepDef {
  const pad = stemPad > 0 ? ' ' + Array.from({ length: stemPad }, (_, i) => `w${i}`).join(' ') : '';
  return defineStep({
    key,
    globalOrder: 1,
    targetHumanPercent: target,
    name: { en: key, ro: key },
    description: { en: '', ro: '' },
    activities: ideals.map((ideal, i) => ({
      slug: `a${i + 1}`,
      stem: { en: `Who does activity ${i + 1}${pad}?`, ro: `Cine face activitatea ${i + 1}${pad}?` },
      ideal,
      rationale: { en: 'Because.', ro: 'Pentru că.' },
      levers: { start: { en: 'Start.', ro: 'Începeți.' } },
      tasks: {
        start: {
          title: { en: `Start activity ${i + 1}`, ro: `Porniți activitatea ${i + 1}` },
          tool: { en: 'Checklist', ro: 'Listă de verificare' },
        },
      },
    })),
    context,
    feedback: EMPTY,
    prompt: EMPTY,
    roadmap: EMPTY,
  });
}

export { activityQuestion };
