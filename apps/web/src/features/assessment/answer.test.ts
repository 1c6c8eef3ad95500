import { describe, expect, it } from 'vitest';
import {
  answerLines,
  draftFrom,
  inputErrors,
  isDraftValid,
  toSubmission,
  toggleOption,
  type Draft,
} from './answer';
import { MULTI, SIZE, option, question } from './fixtures';

describe('toggleOption', () => {
  it('single choice keeps only the clicked option', () => {
    expect(toggleOption(SIZE, [], 'q-size-a')).toEqual(['q-size-a']);
    expect(toggleOption(SIZE, ['q-size-a'], 'q-size-b')).toEqual(['q-size-b']);
    expect(toggleOption(SIZE, ['q-size-b'], 'q-size-b')).toEqual(['q-size-b']);
  });

  it('multiple choice toggles, in option order', () => {
    expect(toggleOption(MULTI, [], 'q-multi-b')).toEqual(['q-multi-b']);
    expect(toggleOption(MULTI, ['q-multi-b'], 'q-multi-a')).toEqual(['q-multi-a', 'q-multi-b']);
    expect(toggleOption(MULTI, ['q-multi-a', 'q-multi-b'], 'q-multi-a')).toEqual(['q-multi-b']);
  });

  it('an exclusive option clears the others, and the others clear it', () => {
    expect(toggleOption(MULTI, ['q-multi-a', 'q-multi-f'], 'q-multi-g')).toEqual(['q-multi-g']);
    expect(toggleOption(MULTI, ['q-multi-g'], 'q-multi-b')).toEqual(['q-multi-b']);
    expect(toggleOption(MULTI, ['q-multi-g'], 'q-multi-g')).toEqual([]);
  });

  it('ignores unknown options', () => {
    expect(toggleOption(MULTI, ['q-multi-a'], 'nope')).toEqual(['q-multi-a']);
  });
});

describe('inputErrors / isDraftValid (spec §5 messages)', () => {
  it('needs a number in range for an integer input', () => {
    const d = (v: string | undefined): Draft => ({
      selected: ['q-size-a'],
      inputs: v === undefined ? {} : { 'q-size-a': v },
    });
    expect(inputErrors(SIZE, d(undefined), 'en')).toEqual({
      'q-size-a': 'Enter a number between 1 and 100000',
    });
    expect(inputErrors(SIZE, d('abc'), 'en')).toEqual({ 'q-size-a': 'Please enter a valid number' });
    expect(inputErrors(SIZE, d('0'), 'en')).toEqual({ 'q-size-a': 'Minimum value is 1' });
    expect(inputErrors(SIZE, d('200000'), 'ro')).toEqual({ 'q-size-a': 'Valoarea maximă este 100000' });
    expect(inputErrors(SIZE, d(' 250 '), 'en')).toEqual({});
    expect(isDraftValid(SIZE, d('200000'), 'en')).toBe(false);
    expect(isDraftValid(SIZE, d('250'), 'en')).toBe(true);
  });

  it('does not check inputs of unselected options', () => {
    expect(inputErrors(SIZE, { selected: ['q-size-b'], inputs: { 'q-size-a': 'x' } }, 'en')).toEqual({});
    expect(isDraftValid(SIZE, { selected: ['q-size-b'], inputs: {} }, 'en')).toBe(true);
  });

  it('refuses empty, HTML and script text', () => {
    const d = (v: string) => ({ selected: ['q-multi-f'], inputs: { 'q-multi-f': v } });
    expect(inputErrors(MULTI, d('  '), 'en')).toEqual({ 'q-multi-f': 'Please fill in this answer' });
    expect(inputErrors(MULTI, d('<b>hi</b>'), 'en')).toEqual({
      'q-multi-f': 'The text must not contain HTML or script code',
    });
    expect(inputErrors(MULTI, d('javascript:alert(1)'), 'ro')).toEqual({
      'q-multi-f': 'Textul nu poate conține cod HTML sau script',
    });
    expect(inputErrors(MULTI, d('Video scripts'), 'en')).toEqual({});
  });

  it('needs exactly one option for single choice and at least one for multiple', () => {
    expect(isDraftValid(SIZE, { selected: [], inputs: {} }, 'en')).toBe(false);
    expect(
      isDraftValid(SIZE, { selected: ['q-size-b', 'q-size-a'], inputs: { 'q-size-a': '5' } }, 'en'),
    ).toBe(false);
    expect(isDraftValid(MULTI, { selected: [], inputs: {} }, 'en')).toBe(false);
    expect(isDraftValid(MULTI, { selected: ['q-multi-a', 'q-multi-b'], inputs: {} }, 'en')).toBe(true);
    expect(isDraftValid(MULTI, { selected: ['ghost'], inputs: {} }, 'en')).toBe(false);
  });

  it('treats an integer input without bounds as "enter a number"', () => {
    const q = question('q', 'single_choice', [option('q-a', { requiresInput: true, inputType: 'integer' })]);
    expect(inputErrors(q, { selected: ['q-a'], inputs: {} }, 'en')).toEqual({ 'q-a': 'Enter a number' });
    expect(inputErrors(q, { selected: ['q-a'], inputs: { 'q-a': '-3' } }, 'en')).toEqual({});
  });
});

describe('toSubmission', () => {
  it('sends selected ids in option order and only their non-empty, trimmed inputs', () => {
    expect(
      toSubmission(MULTI, {
        selected: ['q-multi-f', 'q-multi-a'],
        inputs: { 'q-multi-f': ' Podcast ', 'q-multi-b': 'stale' },
      }),
    ).toEqual({
      questionId: 'q-multi',
      selectedOptionIds: ['q-multi-a', 'q-multi-f'],
      additionalInputs: { 'q-multi-f': 'Podcast' },
    });
    expect(toSubmission(SIZE, { selected: ['q-size-b'], inputs: { 'q-size-a': '12' } })).toEqual({
      questionId: 'q-size',
      selectedOptionIds: ['q-size-b'],
      additionalInputs: {},
    });
  });
});

describe('draftFrom / answerLines', () => {
  it('prefills from an existing answer', () => {
    expect(draftFrom(null)).toEqual({ selected: [], inputs: {} });
    expect(draftFrom({ selectedOptionIds: ['q-size-a'], additionalInputs: { 'q-size-a': '40' } })).toEqual({
      selected: ['q-size-a'],
      inputs: { 'q-size-a': '40' },
    });
  });

  it('writes each selected option with its value', () => {
    expect(
      answerLines(SIZE, { selectedOptionIds: ['q-size-a'], additionalInputs: { 'q-size-a': '40' } }),
    ).toEqual(['Option q-size-a: 40']);
    expect(
      answerLines(MULTI, { selectedOptionIds: ['q-multi-b', 'q-multi-a'], additionalInputs: {} }),
    ).toEqual(['Option q-multi-a', 'Option q-multi-b']);
  });
});
