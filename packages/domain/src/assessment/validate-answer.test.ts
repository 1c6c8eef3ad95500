/**
 * Answer validation rules (product-spec §5, domain-design.md §2), on small fixture questions
 * built here (multiple choice and typed inputs included, which the spec keeps although bank
 * version 3 asks none); the real question bank is never read.
 */
import { describe, expect, it } from 'vitest';
import type { OptionInput, OptionKey } from '../bank/types.js';
import { translate } from '../i18n/messages.js';
import {
  isUnsafeText,
  validateAnswer,
  validateInput,
  type AnswerableOption,
  type AnswerableQuestion,
  type AnswerValidation,
} from './validate-answer.js';

type OptionDef = AnswerableOption & { key: OptionKey };
type QuestionDef = Omit<AnswerableQuestion, 'options'> & {
  kind: string;
  text: { en: string; ro: string };
  options: OptionDef[];
};

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

function opt(
  qid: string,
  key: OptionKey,
  _machineShare: number | null,
  en: string,
  ro: string,
  extra: { exclusive?: boolean; input?: OptionInput } = {},
): OptionDef {
  return { id: `${qid}-${key.toLowerCase()}`, key, text: { en, ro }, ...extra };
}

/** Split question: single choice, A..D weighted, E "not yet". */
const SPLIT: QuestionDef = {
  id: 'fx-01',
  kind: 'split',
  type: 'single_choice',
  text: { en: 'Who writes the briefs?', ro: 'Cine scrie brief-urile?' },
  options: [
    opt('fx-01', 'A', 0, 'Only people', 'Doar oamenii'),
    opt('fx-01', 'B', 30, 'Mostly people', 'Mai ales oamenii'),
    opt('fx-01', 'C', 70, 'Mostly AI', 'Mai ales AI'),
    opt('fx-01', 'D', 100, 'Only AI', 'Doar AI'),
    opt('fx-01', 'E', null, 'We do not do this yet', 'Nu facem asta încă'),
  ],
};

/** Multi-select: A, B weighted; C "Other" with a text input; D exclusive "none of these". */
const MULTI: QuestionDef = {
  id: 'fx-02',
  kind: 'multi',
  type: 'multiple_choice',
  text: { en: 'Which channels?', ro: 'Ce canale?' },
  options: [
    opt('fx-02', 'A', 20, 'Email', 'Email'),
    opt('fx-02', 'B', 60, 'Paid social', 'Social plătit'),
    opt('fx-02', 'C', null, 'Other', 'Altceva', { input: { type: 'text', maxLength: 50 } }),
    opt('fx-02', 'D', null, 'None of these', 'Niciuna dintre acestea', { exclusive: true }),
  ],
};

/** Context question, multiple choice, with integer inputs of every bound shape. */
const CONTEXT: QuestionDef = {
  id: 'fx-03',
  kind: 'context',
  type: 'multiple_choice',
  text: { en: 'Tell us about the company', ro: 'Spune-ne despre companie' },
  options: [
    opt('fx-03', 'A', null, 'Employees', 'Angajați', {
      input: { type: 'integer', min: 1, max: 100000 },
    }),
    opt('fx-03', 'B', null, 'Customers', 'Clienți', { input: { type: 'integer', min: 0, max: null } }),
    opt('fx-03', 'C', null, 'Balance', 'Sold', { input: { type: 'integer', min: null, max: null } }),
    opt('fx-03', 'D', null, 'Share', 'Pondere', { input: { type: 'integer', min: null, max: 100 } }),
    opt('fx-03', 'E', null, 'No data', 'Fără date'),
  ],
};

/** Context question with a conversion rate taking one decimal. */
const RATE: QuestionDef = {
  id: 'fx-04',
  kind: 'context',
  type: 'multiple_choice',
  text: { en: 'Conversion rates', ro: 'Rate de conversie' },
  options: [
    opt('fx-04', 'A', null, 'Visitor → lead', 'Vizitator → lead', {
      input: { type: 'decimal', min: 0, max: 100 },
    }),
    opt('fx-04', 'B', null, 'We do not measure', 'Nu măsurăm', { exclusive: true }),
  ],
};

const o = (q: QuestionDef, key: OptionKey): OptionDef => q.options.find((x) => x.key === key)!;
const id = (q: QuestionDef, key: OptionKey): string => o(q, key).id;

function issuesOf(r: AnswerValidation) {
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.issues;
}

// ---------------------------------------------------------------------------------------------
// Selection rules
// ---------------------------------------------------------------------------------------------

describe('validateAnswer: selection', () => {
  it('accepts one option on a single-choice question', () => {
    expect(validateAnswer(SPLIT, [id(SPLIT, 'B')], {})).toEqual({
      ok: true,
      selectedOptionIds: ['fx-01-b'],
      additionalInputs: {},
    });
    expect(validateAnswer(SPLIT, [id(SPLIT, 'E')], {}).ok).toBe(true);
  });

  it('refuses no option at all', () => {
    expect(issuesOf(validateAnswer(SPLIT, [], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.noOption' },
    ]);
    expect(issuesOf(validateAnswer(MULTI, [], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.noOption' },
    ]);
  });

  it('refuses an option id that does not belong to the question', () => {
    // An id of another question, and an invented one.
    expect(issuesOf(validateAnswer(SPLIT, [id(MULTI, 'A')], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.unknownOption' },
    ]);
    expect(issuesOf(validateAnswer(MULTI, [id(MULTI, 'A'), 'fx-02-z'], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.unknownOption' },
    ]);
  });

  it('refuses the same option twice', () => {
    expect(issuesOf(validateAnswer(MULTI, [id(MULTI, 'A'), id(MULTI, 'A')], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.duplicateOption' },
    ]);
    // Duplicated on single choice is a duplicate, not silently one answer.
    expect(issuesOf(validateAnswer(SPLIT, [id(SPLIT, 'A'), id(SPLIT, 'A')], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.duplicateOption' },
    ]);
  });

  it('refuses two options on a single-choice question', () => {
    expect(issuesOf(validateAnswer(SPLIT, [id(SPLIT, 'A'), id(SPLIT, 'B')], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.singleChoice' },
    ]);
    expect(issuesOf(validateAnswer(SPLIT, [id(SPLIT, 'D'), id(SPLIT, 'E')], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.singleChoice' },
    ]);
  });

  it('accepts several options on a multiple-choice question, returned in option order', () => {
    const r = validateAnswer(MULTI, [id(MULTI, 'B'), id(MULTI, 'A')], {});
    expect(r).toEqual({ ok: true, selectedOptionIds: ['fx-02-a', 'fx-02-b'], additionalInputs: {} });
  });

  it('accepts the exclusive option alone', () => {
    expect(validateAnswer(MULTI, [id(MULTI, 'D')], {})).toEqual({
      ok: true,
      selectedOptionIds: ['fx-02-d'],
      additionalInputs: {},
    });
  });

  it('refuses the exclusive option combined with another, naming the option text', () => {
    expect(issuesOf(validateAnswer(MULTI, [id(MULTI, 'A'), id(MULTI, 'D')], {}))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.exclusive', params: { option: 'None of these' } },
    ]);
    // In Romanian the parameter is the Romanian option text.
    expect(issuesOf(validateAnswer(MULTI, [id(MULTI, 'D'), id(MULTI, 'B')], {}, 'ro'))).toEqual([
      { field: 'selectedOptionIds', code: 'answer.exclusive', params: { option: 'Niciuna dintre acestea' } },
    ]);
  });

  it('renders the exclusive message with the option text in both languages', () => {
    const en = issuesOf(validateAnswer(MULTI, [id(MULTI, 'A'), id(MULTI, 'D')], {}))[0]!;
    expect(translate(en.code, 'en', en.params)).toBe('"None of these" cannot be combined with other answers');
    const ro = issuesOf(validateAnswer(MULTI, [id(MULTI, 'A'), id(MULTI, 'D')], {}, 'ro'))[0]!;
    expect(translate(ro.code, 'ro', ro.params)).toBe(
      '„Niciuna dintre acestea” nu poate fi combinat cu alte răspunsuri',
    );
  });

  it('reports duplicate and unknown together, before the single-choice rule', () => {
    const issues = issuesOf(validateAnswer(SPLIT, [id(SPLIT, 'A'), id(SPLIT, 'A'), 'nope'], {}));
    expect(issues.map((i) => i.code)).toEqual(['answer.duplicateOption', 'answer.unknownOption']);
  });
});

// ---------------------------------------------------------------------------------------------
// Integer inputs
// ---------------------------------------------------------------------------------------------

describe('validateAnswer / validateInput: integer inputs', () => {
  const employees = o(CONTEXT, 'A'); // 1..100000
  const customers = o(CONTEXT, 'B'); // 0..
  const balance = o(CONTEXT, 'C'); // unbounded
  const share = o(CONTEXT, 'D'); // ..100
  const field = (x: OptionDef) => `additionalInputs.${x.id}`;

  it('asks for a value when it is missing, with the bounds that apply', () => {
    expect(validateInput(employees, undefined)).toEqual({
      field: field(employees),
      code: 'answer.range',
      params: { min: 1, max: 100000 },
    });
    expect(validateInput(customers, '')).toEqual({
      field: field(customers),
      code: 'answer.rangeMin',
      params: { min: 0 },
    });
    expect(validateInput(balance, '   ')).toEqual({ field: field(balance), code: 'answer.enterNumber' });
    expect(validateInput(share, undefined)).toEqual({ field: field(share), code: 'answer.enterNumber' });
  });

  it('refuses a missing value in a full submission', () => {
    expect(issuesOf(validateAnswer(CONTEXT, [employees.id], {}))).toEqual([
      { field: 'additionalInputs.fx-03-a', code: 'answer.range', params: { min: 1, max: 100000 } },
    ]);
  });

  it.each(['abc', '12.5', '1e3', '1,000', '0x10', '+5', '5 employees', '--1', 'NaN', 'Infinity'])(
    'refuses the non-integer %j',
    (raw) => {
      expect(validateInput(employees, raw)).toEqual({
        field: field(employees),
        code: 'answer.invalidNumber',
      });
    },
  );

  it('refuses a value below the minimum, naming the minimum', () => {
    expect(validateInput(employees, '0')).toEqual({
      field: field(employees),
      code: 'answer.min',
      params: { min: 1 },
    });
    expect(validateInput(employees, '-3')).toEqual({
      field: field(employees),
      code: 'answer.min',
      params: { min: 1 },
    });
    expect(validateInput(customers, '-1')).toEqual({
      field: field(customers),
      code: 'answer.min',
      params: { min: 0 },
    });
  });

  it('refuses a value above the maximum, naming the maximum', () => {
    expect(validateInput(employees, '100001')).toEqual({
      field: field(employees),
      code: 'answer.max',
      params: { max: 100000 },
    });
    expect(validateInput(share, '101')).toEqual({
      field: field(share),
      code: 'answer.max',
      params: { max: 100 },
    });
  });

  it('accepts values at the bounds and inside', () => {
    expect(validateInput(employees, '1')).toBeNull();
    expect(validateInput(employees, '100000')).toBeNull();
    expect(validateInput(employees, '250')).toBeNull();
    expect(validateInput(customers, '0')).toBeNull();
    expect(validateInput(customers, '999999999')).toBeNull();
    expect(validateInput(balance, '-42')).toBeNull();
    expect(validateInput(share, '100')).toBeNull();
    expect(validateInput(share, '-5')).toBeNull();
  });

  it('returns the trimmed integers on success, keyed in option order', () => {
    const r = validateAnswer(CONTEXT, [share.id, employees.id], {
      [share.id]: ' 40 ',
      [employees.id]: '\t120\n',
    });
    expect(r).toEqual({
      ok: true,
      selectedOptionIds: ['fx-03-a', 'fx-03-d'],
      additionalInputs: { 'fx-03-a': '120', 'fx-03-d': '40' },
    });
    if (r.ok) expect(Object.keys(r.additionalInputs)).toEqual(['fx-03-a', 'fx-03-d']);
  });

  it('reports every bad input at once', () => {
    const issues = issuesOf(
      validateAnswer(CONTEXT, [employees.id, customers.id, share.id], {
        [employees.id]: '0',
        [customers.id]: 'many',
        [share.id]: '50',
      }),
    );
    expect(issues).toEqual([
      { field: 'additionalInputs.fx-03-a', code: 'answer.min', params: { min: 1 } },
      { field: 'additionalInputs.fx-03-b', code: 'answer.invalidNumber' },
    ]);
  });

  it('takes a rate with one decimal, point or comma, and stores it with a point', () => {
    const rate = o(RATE, 'A');
    for (const raw of ['1.5', '1,5', '0.3', '12', '100', '0'])
      expect(validateInput(rate, raw), raw).toBeNull();
    const r = validateAnswer(RATE, [rate.id], { [rate.id]: ' 1,5 ' });
    expect(r).toEqual({ ok: true, selectedOptionIds: [rate.id], additionalInputs: { [rate.id]: '1.5' } });
  });

  it('refuses a rate with two decimals, a bad number or one out of range, with a clear message', () => {
    const rate = o(RATE, 'A');
    expect(validateInput(rate, '1.25')).toEqual({ field: field(rate), code: 'answer.oneDecimal' });
    expect(validateInput(rate, '1,25')).toEqual({ field: field(rate), code: 'answer.oneDecimal' });
    expect(validateInput(rate, '1.5%')).toEqual({ field: field(rate), code: 'answer.invalidNumber' });
    expect(validateInput(rate, '.5')).toEqual({ field: field(rate), code: 'answer.invalidNumber' });
    expect(validateInput(rate, '100.1')).toEqual({
      field: field(rate),
      code: 'answer.max',
      params: { max: 100 },
    });
    expect(translate('answer.oneDecimal', 'en')).toBe('Use at most one decimal, for example 1.5');
    expect(translate('answer.oneDecimal', 'ro')).toBe('Folosiți cel mult o zecimală, de exemplu 1,5');
  });

  it('refuses a decimal in a whole-number input', () => {
    expect(validateInput(employees, '12.5')).toEqual({
      field: field(employees),
      code: 'answer.invalidNumber',
    });
  });

  it('gives the spec messages for integer problems', () => {
    expect(translate('answer.invalidNumber', 'en')).toBe('Please enter a valid number');
    expect(translate('answer.min', 'en', { min: 1 })).toBe('Minimum value is 1');
    expect(translate('answer.max', 'en', { max: 100 })).toBe('Maximum value is 100');
    expect(translate('answer.range', 'en', { min: 1, max: 100000 })).toBe(
      'Enter a number between 1 and 100000',
    );
    expect(translate('answer.rangeMin', 'en', { min: 0 })).toBe('Enter a number minimum 0');
    expect(translate('answer.enterNumber', 'en')).toBe('Enter a number');
  });

  it('ignores inputs for options that take none', () => {
    expect(validateInput(o(CONTEXT, 'E'), 'anything')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Text inputs
// ---------------------------------------------------------------------------------------------

describe('validateAnswer / validateInput: text inputs', () => {
  const other = o(MULTI, 'C');
  const field = 'additionalInputs.fx-02-c';

  it('refuses empty and whitespace-only text', () => {
    expect(validateInput(other, undefined)).toEqual({ field, code: 'answer.textRequired' });
    expect(validateInput(other, '')).toEqual({ field, code: 'answer.textRequired' });
    expect(validateInput(other, ' \t\n ')).toEqual({ field, code: 'answer.textRequired' });
    expect(issuesOf(validateAnswer(MULTI, [other.id], { [other.id]: '   ' }))).toEqual([
      { field, code: 'answer.textRequired' },
    ]);
  });

  it('refuses text longer than the maximum, counting after trimming', () => {
    expect(validateInput(other, 'x'.repeat(51))).toEqual({
      field,
      code: 'answer.textTooLong',
      params: { max: 50 },
    });
    expect(validateInput(other, 'x'.repeat(50))).toBeNull();
    expect(validateInput(other, `  ${'x'.repeat(50)}  `)).toBeNull();
  });

  it.each([
    '<b>bold</b>',
    'Podcasts <br> and more',
    '</p>',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '< script >alert(1)',
    'Blog <SCRIPT src="x">',
    '<iframe src="https://evil.example">',
    '<!-- comment -->',
    'javascript:alert(1)',
    'JavaScript : void(0)',
    'click here onclick=alert(1)',
    'x onMouseOver = "steal()"',
    'eval(atob("..."))',
    'EVAL (x)',
    'width: expression(alert(1))',
  ])('refuses HTML or script-like text %j', (text) => {
    expect(isUnsafeText(text)).toBe(true);
    expect(validateInput(other, text)).toEqual({ field, code: 'answer.unsafeText' });
    expect(issuesOf(validateAnswer(MULTI, [other.id], { [other.id]: text }))).toEqual([
      { field, code: 'answer.unsafeText' },
    ]);
  });

  it.each([
    'video scripts for TikTok',
    'Script writing for podcasts',
    'Scripts, transcripts and descriptions',
    'Evaluation of campaigns',
    'Expressions of interest',
    'Online events and webinars',
    'Focus on retention',
    'ROI > 3x and CPA < 20 EUR',
    'Email: newsletters',
    'Tom & Jerry co-marketing',
    'Ședințe de brainstorming și strategie',
  ])('accepts ordinary marketing text %j', (text) => {
    expect(isUnsafeText(text)).toBe(false);
    expect(validateInput(other, text)).toBeNull();
  });

  it('returns the trimmed text on success', () => {
    expect(
      validateAnswer(MULTI, [id(MULTI, 'A'), other.id], { [other.id]: '  video scripts for TikTok \n' }),
    ).toEqual({
      ok: true,
      selectedOptionIds: ['fx-02-a', 'fx-02-c'],
      additionalInputs: { 'fx-02-c': 'video scripts for TikTok' },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Inputs that do not belong
// ---------------------------------------------------------------------------------------------

describe('validateAnswer: unexpected inputs', () => {
  it('refuses an input sent for an option that is not selected', () => {
    expect(issuesOf(validateAnswer(MULTI, [id(MULTI, 'A')], { 'fx-02-c': 'Events' }))).toEqual([
      { field: 'additionalInputs.fx-02-c', code: 'answer.unexpectedInput' },
    ]);
    expect(
      issuesOf(validateAnswer(CONTEXT, [id(CONTEXT, 'A')], { 'fx-03-a': '10', 'fx-03-b': '5' })),
    ).toEqual([{ field: 'additionalInputs.fx-03-b', code: 'answer.unexpectedInput' }]);
  });

  it('refuses an input for a selected option that takes no input', () => {
    expect(issuesOf(validateAnswer(SPLIT, [id(SPLIT, 'A')], { 'fx-01-a': '12' }))).toEqual([
      { field: 'additionalInputs.fx-01-a', code: 'answer.unexpectedInput' },
    ]);
  });

  it('refuses an input keyed by an unknown id', () => {
    expect(issuesOf(validateAnswer(SPLIT, [id(SPLIT, 'A')], { 'fx-01-z': 'x', __proto__x: 'y' }))).toEqual([
      { field: 'additionalInputs.fx-01-z', code: 'answer.unexpectedInput' },
      { field: 'additionalInputs.__proto__x', code: 'answer.unexpectedInput' },
    ]);
  });

  it('reports an unexpected input together with an invalid one', () => {
    const issues = issuesOf(
      validateAnswer(MULTI, [id(MULTI, 'C')], { 'fx-02-c': '<b>x</b>', 'fx-02-d': 'x' }),
    );
    expect(issues).toEqual([
      { field: 'additionalInputs.fx-02-d', code: 'answer.unexpectedInput' },
      { field: 'additionalInputs.fx-02-c', code: 'answer.unsafeText' },
    ]);
  });
});

describe('isUnsafeText leaves ordinary marketing prose alone', () => {
  it.each(['CAC < LTV', 'Online = main channel', 'ROI > 3x and CPA < 20 EUR', 'video scripts for TikTok'])(
    'accepts %s',
    (text) => {
      expect(isUnsafeText(text)).toBe(false);
    },
  );
  it.each([
    '<b>bold</b>',
    '</p>',
    'onerror=alert(1)',
    'javascript:alert(1)',
    '<script>x</script>',
    'eval(x)',
  ])('refuses %s', (text) => {
    expect(isUnsafeText(text)).toBe(true);
  });
});
