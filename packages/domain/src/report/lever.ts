/**
 * Which lever an answer gets (advice derived from each answer). An activity's authored
 * levers describe the typical case on their side of the ideal — `towardMachine` a company doing
 * the work by hand, `towardHuman` one that lets AI run it — so one step short of an ideal at the
 * scale's end they would describe what the company no longer does: "replace hand-set lead points"
 * to a company whose AI already scores leads with people reviewing (C, ideal D). Those two
 * adjacent cases get a lever of their own, said from the answer given and closed with the
 * activity's rationale; every other answer gets the authored lever. Pure.
 */
import type { ActivityQuestion, Localized, PractisedKey } from '../bank/types.js';
import type { LeverDirection } from '../schemas/report.js';

/** A lever as the report uses it: the advice, and the roadmap card's title and tool. */
export interface ChosenLever {
  text: Localized;
  title: Localized;
  tool: Localized;
  /** The task needs no new tool or project (`LeverTask.cost` `light`): a rule, a setting, a checklist. */
  light: boolean;
}

/**
 * C with ideal D: machines already lead and people review every case. The text is the activity's
 * own `levers.letItRun` (which cases still go to a person, what is sampled), then its rationale.
 */
const LET_IT_RUN_TITLE: Localized = {
  en: 'Let automation run alone on “{question}”, with monthly sample checks',
  ro: 'Lăsați automatizarea să lucreze singură la „{question}”, cu verificări lunare prin eșantionare',
};
const LET_IT_RUN_TOOL: Localized = {
  en: 'Exception queue and a monthly sample log',
  ro: 'Coadă de excepții și jurnal lunar de eșantioane',
};

/**
 * B with ideal A: people lead and AI assists, where the work should be people's alone. The text is
 * the activity's own `levers.takeAiOut` (which AI-made part goes, what data may stay), then its
 * rationale.
 */
const TAKE_AI_OUT_TITLE: Localized = {
  en: 'Take AI out of “{question}”',
  ro: 'Scoateți AI-ul din activitatea „{question}”',
};
const TAKE_AI_OUT_TOOL: Localized = {
  en: 'One-page rule on AI’s place in the work',
  ro: 'Regulă de o pagină despre locul AI-ului',
};

/** A title with `{question}` filled in each language. */
function filled(text: Localized, q: ActivityQuestion): Localized {
  return { en: text.en.replace('{question}', q.text.en), ro: text.ro.replace('{question}', q.text.ro) };
}

/**
 * The lever for an activity answered `answer` (A–D) off its ideal in `direction`, or its `start`
 * lever for "not yet" (`answer` E, `direction` null): the authored lever and task, except one step
 * short of an ideal at the end of the scale (C with ideal D, B with ideal A), which gets the
 * adjacent lever said from the answer given. `null` when the activity has no lever that way.
 */
export function leverFor(
  q: ActivityQuestion,
  answer: PractisedKey | 'E',
  direction: LeverDirection | null,
): ChosenLever | null {
  const ideal = q.activity.ideal;
  // The adjacent cases keep the activity's own card title when it has one (an action, such as
  // "Write the marketing vision from a blank page, without AI"), else one built on the question.
  // Every ideal-D activity has its own `letItRun` and every ideal-A one its `takeAiOut`
  // (bank/integrity.test.ts); without one the authored lever of that way is used.
  const { letItRun, takeAiOut } = q.activity.levers;
  const withRationale = (text: Localized): Localized => ({
    en: `${text.en} ${q.activity.rationale.en}`,
    ro: `${text.ro} ${q.activity.rationale.ro}`,
  });
  if (answer === 'C' && ideal === 'D' && direction === 'toward-machine' && letItRun)
    return {
      text: withRationale(letItRun),
      title: q.activity.tasks.towardMachine?.title ?? filled(LET_IT_RUN_TITLE, q),
      tool: LET_IT_RUN_TOOL,
      // The automation runs already: letting it run alone is a setting and a monthly sample.
      light: true,
    };
  if (answer === 'B' && ideal === 'A' && direction === 'toward-human' && takeAiOut)
    return {
      text: withRationale(takeAiOut),
      title: q.activity.tasks.towardHuman?.title ?? filled(TAKE_AI_OUT_TITLE, q),
      tool: TAKE_AI_OUT_TOOL,
      // People lead already: a one-page rule takes AI's drafts out.
      light: true,
    };
  const key = direction === null ? 'start' : direction === 'toward-human' ? 'towardHuman' : 'towardMachine';
  const text = q.activity.levers[key];
  const task = q.activity.tasks[key];
  return text && task ? { text, title: task.title, tool: task.tool, light: task.cost === 'light' } : null;
}
