import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTO_ADVANCE_KEY,
  isTypingTarget,
  optionForKey,
  readAnswerFaster,
  readAutoAdvance,
  shouldAutoAdvance,
} from './chat-keys';
import { answerOutcome } from './chat-state';
import { MULTI, SIZE, option, question } from './fixtures';
import { TYPING_MS, typingDelayMs } from './typing-delay';

/** A plain single choice with five options A–E, none with a field. */
const PLAIN = question(
  'q-plain',
  'single_choice',
  ['a', 'b', 'c', 'd', 'e'].map((k) => option(`q-plain-${k}`)),
);

describe('optionForKey', () => {
  it('maps a letter, in either case, to the option with that letter', () => {
    expect(optionForKey(PLAIN, 'c')?.id).toBe('q-plain-c');
    expect(optionForKey(PLAIN, 'E')?.id).toBe('q-plain-e');
    expect(optionForKey(SIZE, 'b')?.id).toBe('q-size-b');
  });

  it('ignores letters the question has no option for, and keys that are not letters', () => {
    expect(optionForKey(SIZE, 'c')).toBeNull();
    expect(optionForKey(PLAIN, 'f')).toBeNull();
    for (const key of ['Enter', 'ArrowDown', ' ', '1', 'Tab', 'ă'])
      expect(optionForKey(PLAIN, key)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true in fields where a letter is text', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input', type: 'number' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false on the options, buttons, the page and nothing', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false);
    expect(isTypingTarget({ tagName: 'P', isContentEditable: false })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('shouldAutoAdvance', () => {
  it('sends a single-choice option without a field when auto-advance is on', () => {
    expect(shouldAutoAdvance(PLAIN, 'q-plain-a', true)).toBe(true);
    expect(shouldAutoAdvance(SIZE, 'q-size-b', true)).toBe(true);
  });

  it('waits for Send when it is off, for an option with a field, for multiple choice, for an unknown id', () => {
    expect(shouldAutoAdvance(PLAIN, 'q-plain-a', false)).toBe(false);
    expect(shouldAutoAdvance(SIZE, 'q-size-a', true)).toBe(false);
    expect(shouldAutoAdvance(MULTI, 'q-multi-a', true)).toBe(false);
    expect(shouldAutoAdvance(MULTI, 'q-multi-g', true)).toBe(false);
    expect(shouldAutoAdvance(PLAIN, 'nope', true)).toBe(false);
  });
});

describe('readAutoAdvance', () => {
  const storage = (value: string | null) => ({
    getItem: (k: string) => (k === AUTO_ADVANCE_KEY ? value : null),
  });

  it('is on by default and without storage', () => {
    expect(readAutoAdvance(storage(null))).toBe(true);
    expect(readAutoAdvance(null)).toBe(true);
    expect(readAutoAdvance(storage('true'))).toBe(true);
  });

  it('is off once stored as "false"', () => {
    expect(readAutoAdvance(storage('false'))).toBe(false);
  });

  it('is on when storage throws (blocked by the browser)', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(readAutoAdvance(blocked)).toBe(true);
  });
});

describe('typingDelayMs', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('is about 800 ms, none under reduced motion', () => {
    expect(typingDelayMs(false)).toBe(TYPING_MS);
    expect(TYPING_MS).toBe(800);
    expect(typingDelayMs(true)).toBe(0);
  });

  it('follows the test override first', () => {
    (globalThis as { window?: unknown }).window = { __HAI_TEST__: { typingMs: 5 } };
    expect(typingDelayMs(true)).toBe(5);
    expect(typingDelayMs(false)).toBe(5);
  });
});

describe('answerOutcome', () => {
  const completedStep = { step: { id: 'VIZIUNE' } } as never;

  it('opens step-progress after an answer that finished a step but not the assessment', () => {
    expect(answerOutcome({ completed: false, completedStep })).toBe('step-progress');
  });

  it('goes on to the next question otherwise, and to the completed panel after the last answer', () => {
    expect(answerOutcome({ completed: false, completedStep: null })).toBe('next');
    expect(answerOutcome({ completed: true, completedStep })).toBe('next');
  });
});

describe('"Answer faster" and the typing delay', () => {
  const stored = (value: string | null) => ({ getItem: () => value });

  it('is off unless stored as "true"', () => {
    expect(readAnswerFaster(stored('true'))).toBe(true);
    expect(readAnswerFaster(stored('false'))).toBe(false);
    expect(readAnswerFaster(stored(null))).toBe(false);
    expect(readAnswerFaster(null)).toBe(false);
    expect(
      readAnswerFaster({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe(false);
  });

  it('skips the 800 ms typing indicator when on, or when the user prefers reduced motion', () => {
    expect(typingDelayMs(false, false)).toBe(TYPING_MS);
    expect(TYPING_MS).toBe(800);
    expect(typingDelayMs(false, true)).toBe(0);
    expect(typingDelayMs(true, false)).toBe(0);
  });
});
