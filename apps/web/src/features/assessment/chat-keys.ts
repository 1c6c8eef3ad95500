/**
 * The chat's keyboard and pacing rules (product-spec §2 "Assessment", §4), pure
 * so that they are unit-tested:
 * - {@link optionForKey}: the letter keys A–E choose the current question's option of that letter;
 * - {@link isTypingTarget}: where a letter is text, not a shortcut;
 * - {@link shouldAutoAdvance}: whether a choice is sent at once (auto-advance on, a single-choice
 *   option with no value to type);
 * - {@link readAutoAdvance} / {@link AUTO_ADVANCE_KEY}: the stored preference, on by default.
 */
import type { OptionView, QuestionView } from '../../lib/trpc';

/**
 * The option of `question` whose letter is `key` (a keyboard event's `key`, any case), or null
 * when the key is not a single letter or no option has it.
 */
export function optionForKey(question: QuestionView, key: string): OptionView | null {
  if (key.length !== 1) return null;
  const letter = key.toUpperCase();
  if (letter < 'A' || letter > 'Z') return null;
  return question.options.find((o) => o.key.toUpperCase() === letter) ?? null;
}

/** The parts of an event target {@link isTypingTarget} reads (an element, or a plain object in tests). */
export interface KeyTarget {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Input types that hold no typed text: letter keys stay shortcuts there. */
const NON_TEXT_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/**
 * Whether a key pressed in `target` types text (text and number fields, text areas, selects,
 * editable content): there a letter is not a shortcut. Radios, checkboxes and buttons are not.
 */
export function isTypingTarget(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/**
 * Whether choosing `optionId` sends the answer right away: auto-advance is on, the question is
 * single choice, and the option asks for no value (a number or text field needs typing first).
 */
export function shouldAutoAdvance(question: QuestionView, optionId: string, autoAdvance: boolean): boolean {
  if (!autoAdvance || question.questionType !== 'single_choice') return false;
  const option = question.options.find((o) => o.id === optionId);
  return option !== undefined && !option.requiresInput;
}

/** localStorage key of the auto-advance preference ("false" when turned off). */
export const AUTO_ADVANCE_KEY = 'hai.chat.autoAdvance';

/** localStorage key of the "Answer faster" preference ("true" when turned on). */
export const ANSWER_FASTER_KEY = 'hai.chat.answerFaster';

/**
 * The stored "Answer faster" preference (no typing indicator before the next question): off unless
 * stored as "true" (and off without storage).
 */
export function readAnswerFaster(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  try {
    return storage?.getItem(ANSWER_FASTER_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The stored auto-advance preference: on unless stored as "false" (and on without storage). */
export function readAutoAdvance(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  try {
    return storage?.getItem(AUTO_ADVANCE_KEY) !== 'false';
  } catch {
    return true;
  }
}
