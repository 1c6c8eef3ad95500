/**
 * Request schemas (product-spec §3, §5, §7). Error messages are message codes (i18n/messages.ts).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageCode } from '../i18n/messages.js';
import { AnswerSubmission, CurrentQuery, StepScoreInput } from './assessment.js';
import { LoginInput, RegisterInput, UpdateLocaleInput, VerifyEmailInput } from './auth.js';

/** Issues of a failed parse as `path: message` pairs. */
function issues(result: z.ZodSafeParseResult<unknown>): { path: string; message: string }[] {
  expect(result.success).toBe(false);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const REGISTER = {
  email: 'ana.popescu@example.ro',
  password: 'correct horse battery',
  firstName: 'Ana',
  lastName: 'Popescu',
  companyName: 'Exemplu SRL',
  companyRole: 'Marketing Manager',
};

describe('RegisterInput', () => {
  it('accepts a complete registration', () => {
    expect(RegisterInput.parse({ ...REGISTER, preferredLocale: 'ro' })).toEqual({
      ...REGISTER,
      preferredLocale: 'ro',
    });
  });

  it('refuses an unknown field (strict)', () => {
    const r = RegisterInput.safeParse({ ...REGISTER, role: 'admin' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.issues).toHaveLength(1);
      expect(r.error.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['role'] });
    }
  });

  it("accepts the spec's confirmPassword when it matches, and refuses a mismatch on that field", () => {
    expect(RegisterInput.parse({ ...REGISTER, confirmPassword: REGISTER.password })).not.toHaveProperty(
      'confirmPassword',
    );
    expect(issues(RegisterInput.safeParse({ ...REGISTER, confirmPassword: 'other-password' }))).toEqual([
      { path: 'confirmPassword', message: 'validation.passwordMismatch' },
    ]);
  });

  it("accepts jobRole as the spec's other name of companyRole (spec §2)", () => {
    const { companyRole, ...rest } = REGISTER;
    const parsed = RegisterInput.parse({ ...rest, jobRole: companyRole });
    expect(parsed.companyRole).toBe(companyRole);
    expect(parsed).not.toHaveProperty('jobRole');
    expect(RegisterInput.parse({ ...REGISTER, jobRole: 'Other' }).companyRole).toBe(companyRole);
    expect(issues(RegisterInput.safeParse({ ...rest, jobRole: '  ' }))).toEqual([
      { path: 'companyRole', message: 'validation.required' },
    ]);
  });

  it("refuses a short password with 'validation.passwordMin'", () => {
    expect(issues(RegisterInput.safeParse({ ...REGISTER, password: 'abc' }))).toEqual([
      { path: 'password', message: 'validation.passwordMin' },
    ]);
    expect(issues(RegisterInput.safeParse({ ...REGISTER, password: '1234567' }))).toEqual([
      { path: 'password', message: 'validation.passwordMin' },
    ]);
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(RegisterInput.parse({ ...REGISTER, password: '12345678' }).password).toBe('12345678');
  });

  it('requires a password', () => {
    const { password: _omit, ...rest } = REGISTER;
    expect(issues(RegisterInput.safeParse(rest))).toEqual([
      { path: 'password', message: 'validation.required' },
    ]);
    expect(issues(RegisterInput.safeParse({ ...REGISTER, password: '' })).map((i) => i.message)).toContain(
      'validation.required',
    );
  });

  it('accepts long (64+) and Unicode passwords unchanged, never trimmed or truncated', () => {
    const long = 'our brand promise is that every customer hears back from a real person within a day';
    expect(long.length).toBeGreaterThan(64);
    for (const password of [
      long,
      'a'.repeat(1024),
      'pässwörd-ĂÎȘȚ-密码-🔑',
      '  spaces around  ',
      'ăâîșțăâî',
      '🔑🔑🔑🔑🔑🔑🔑🔑', // 8 characters (16 UTF-16 code units)
    ]) {
      expect(RegisterInput.parse({ ...REGISTER, password }).password).toBe(password);
    }
  });

  it('counts password length in characters, not UTF-16 code units', () => {
    // 7 emoji are 14 code units but 7 characters: too short.
    expect(issues(RegisterInput.safeParse({ ...REGISTER, password: '🔑'.repeat(7) }))).toEqual([
      { path: 'password', message: 'validation.passwordMin' },
    ]);
  });

  it("bounds the password at 1024 characters with 'validation.tooLong'", () => {
    expect(issues(RegisterInput.safeParse({ ...REGISTER, password: 'a'.repeat(1025) }))).toEqual([
      { path: 'password', message: 'validation.tooLong' },
    ]);
  });

  it('trims and lower-cases the email', () => {
    expect(RegisterInput.parse({ ...REGISTER, email: '  Ana.Popescu@Example.RO \n' }).email).toBe(
      'ana.popescu@example.ro',
    );
  });

  it.each([
    'not-an-email',
    'ana@',
    '@example.ro',
    'ana@example',
    'ana popescu@example.ro',
    'ana@@example.ro',
  ])("refuses the bad email %j with 'validation.email'", (email) => {
    expect(issues(RegisterInput.safeParse({ ...REGISTER, email }))).toEqual([
      { path: 'email', message: 'validation.email' },
    ]);
  });

  it('requires an email', () => {
    const { email: _omit, ...rest } = REGISTER;
    expect(issues(RegisterInput.safeParse(rest))).toEqual([
      { path: 'email', message: 'validation.required' },
    ]);
    expect(issues(RegisterInput.safeParse({ ...REGISTER, email: '   ' })).map((i) => i.message)).toContain(
      'validation.required',
    );
  });

  it("refuses a missing firstName with 'validation.required'", () => {
    const { firstName: _omit, ...rest } = REGISTER;
    expect(issues(RegisterInput.safeParse(rest))).toEqual([
      { path: 'firstName', message: 'validation.required' },
    ]);
    expect(issues(RegisterInput.safeParse({ ...REGISTER, firstName: null }))).toEqual([
      { path: 'firstName', message: 'validation.required' },
    ]);
    // Whitespace only is empty after trimming.
    expect(issues(RegisterInput.safeParse({ ...REGISTER, firstName: '   ' }))).toEqual([
      { path: 'firstName', message: 'validation.required' },
    ]);
  });

  it("refuses a wrongly typed firstName with 'validation.invalid'", () => {
    expect(issues(RegisterInput.safeParse({ ...REGISTER, firstName: 42 }))).toEqual([
      { path: 'firstName', message: 'validation.invalid' },
    ]);
  });

  it('requires companyName and companyRole', () => {
    const { companyName: _a, companyRole: _b, ...rest } = REGISTER;
    expect(issues(RegisterInput.safeParse(rest))).toEqual([
      { path: 'companyName', message: 'validation.required' },
      { path: 'companyRole', message: 'validation.required' },
    ]);
  });

  it('trims names', () => {
    const r = RegisterInput.parse({
      ...REGISTER,
      firstName: '  Ana ',
      lastName: ' Popescu  ',
      companyName: ' X  ',
    });
    expect(r.firstName).toBe('Ana');
    expect(r.lastName).toBe('Popescu');
    expect(r.companyName).toBe('X');
  });

  it('makes lastName optional', () => {
    const { lastName: _omit, ...rest } = REGISTER;
    const r = RegisterInput.parse(rest);
    expect(r.lastName).toBeUndefined();
    expect('lastName' in r).toBe(false);
    expect(RegisterInput.parse({ ...REGISTER, lastName: '' }).lastName).toBe('');
  });

  it("refuses a firstName longer than 100 with 'validation.tooLong'", () => {
    expect(issues(RegisterInput.safeParse({ ...REGISTER, firstName: 'x'.repeat(101) }))).toEqual([
      { path: 'firstName', message: 'validation.tooLong' },
    ]);
  });

  it("refuses an unsupported locale with 'validation.locale'", () => {
    expect(issues(RegisterInput.safeParse({ ...REGISTER, preferredLocale: 'fr' }))).toEqual([
      { path: 'preferredLocale', message: 'validation.locale' },
    ]);
  });
});

describe('LoginInput', () => {
  it('requires email and password', () => {
    expect(issues(LoginInput.safeParse({}))).toEqual([
      { path: 'email', message: 'validation.required' },
      { path: 'password', message: 'validation.required' },
    ]);
    expect(issues(LoginInput.safeParse({ email: 'a@example.com', password: '' }))).toEqual([
      { path: 'password', message: 'validation.required' },
    ]);
    expect(issues(LoginInput.safeParse({ email: 'a@example.com' }))).toEqual([
      { path: 'password', message: 'validation.required' },
    ]);
    expect(issues(LoginInput.safeParse({ password: 'whatever' }))).toEqual([
      { path: 'email', message: 'validation.required' },
    ]);
  });

  it('does not apply the 8-character rule at login, and keeps the password as sent', () => {
    expect(LoginInput.parse({ email: ' A@Example.com ', password: ' short ' })).toEqual({
      email: 'a@example.com',
      password: ' short ',
    });
  });

  it('accepts rememberMe and preferredLocale, and refuses unknown fields', () => {
    expect(
      LoginInput.parse({ email: 'a@example.com', password: 'x', rememberMe: true, preferredLocale: 'en' }),
    ).toEqual({ email: 'a@example.com', password: 'x', rememberMe: true, preferredLocale: 'en' });
    expect(LoginInput.safeParse({ email: 'a@example.com', password: 'x', extra: 1 }).success).toBe(false);
    expect(
      issues(LoginInput.safeParse({ email: 'a@example.com', password: 'x', rememberMe: 'yes' })),
    ).toEqual([{ path: 'rememberMe', message: 'validation.invalid' }]);
  });
});

describe('AnswerSubmission', () => {
  it('defaults additionalInputs to {}', () => {
    expect(AnswerSubmission.parse({ questionId: 'viziune-01', selectedOptionIds: ['viziune-01-a'] })).toEqual(
      {
        questionId: 'viziune-01',
        selectedOptionIds: ['viziune-01-a'],
        additionalInputs: {},
      },
    );
  });

  it('keeps given inputs as strings', () => {
    const input = { questionId: 'q', selectedOptionIds: ['q-a'], additionalInputs: { 'q-a': ' 12 ' } };
    expect(AnswerSubmission.parse(input)).toEqual(input);
  });

  it('requires questionId and selectedOptionIds, and refuses unknown fields', () => {
    expect(issues(AnswerSubmission.safeParse({}))).toEqual([
      { path: 'questionId', message: 'validation.required' },
      { path: 'selectedOptionIds', message: 'validation.required' },
    ]);
    expect(issues(AnswerSubmission.safeParse({ questionId: '', selectedOptionIds: [] }))).toEqual([
      { path: 'questionId', message: 'validation.required' },
    ]);
    expect(AnswerSubmission.safeParse({ questionId: 'q', selectedOptionIds: [], extra: true }).success).toBe(
      false,
    );
  });

  it('refuses non-string inputs and oversized payloads', () => {
    expect(
      issues(
        AnswerSubmission.safeParse({ questionId: 'q', selectedOptionIds: ['a'], additionalInputs: { a: 5 } }),
      ),
    ).toEqual([{ path: 'additionalInputs.a', message: 'validation.invalid' }]);
    expect(issues(AnswerSubmission.safeParse({ questionId: 'q', selectedOptionIds: [1] }))).toEqual([
      { path: 'selectedOptionIds.0', message: 'validation.invalid' },
    ]);
    expect(
      issues(
        AnswerSubmission.safeParse({
          questionId: 'q',
          selectedOptionIds: Array.from({ length: 21 }, (_, i) => `o${i}`),
        }),
      ),
    ).toEqual([{ path: 'selectedOptionIds', message: 'validation.invalid' }]);
    expect(
      issues(
        AnswerSubmission.safeParse({
          questionId: 'q',
          selectedOptionIds: ['a'],
          additionalInputs: { a: 'x'.repeat(2001) },
        }),
      ),
    ).toEqual([{ path: 'additionalInputs.a', message: 'validation.tooLong' }]);
  });
});

describe('CurrentQuery', () => {
  it("parses 'false' to false and 'true' to true", () => {
    expect(CurrentQuery.parse({ redirectToUnanswered: 'false' })).toEqual({ redirectToUnanswered: false });
    expect(CurrentQuery.parse({ redirectToUnanswered: 'true' })).toEqual({ redirectToUnanswered: true });
    expect(CurrentQuery.parse({ redirectToUnanswered: false })).toEqual({ redirectToUnanswered: false });
  });

  it('defaults to true', () => {
    expect(CurrentQuery.parse({})).toEqual({ redirectToUnanswered: true });
  });

  it("refuses other values with 'validation.invalid'", () => {
    for (const v of ['yes', '0', 'FALSE', '']) {
      expect(issues(CurrentQuery.safeParse({ redirectToUnanswered: v }))).toEqual([
        { path: 'redirectToUnanswered', message: 'validation.invalid' },
      ]);
    }
  });
});

describe('small schemas', () => {
  it('VerifyEmailInput trims the token and requires it', () => {
    expect(VerifyEmailInput.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(issues(VerifyEmailInput.safeParse({ token: '  ' }))).toEqual([
      { path: 'token', message: 'validation.required' },
    ]);
  });

  it('UpdateLocaleInput accepts en and ro only', () => {
    expect(UpdateLocaleInput.parse({ locale: 'en' })).toEqual({ locale: 'en' });
    expect(issues(UpdateLocaleInput.safeParse({ locale: 'de' }))).toEqual([
      { path: 'locale', message: 'validation.locale' },
    ]);
  });

  it('StepScoreInput requires a step', () => {
    expect(StepScoreInput.parse({ step: 'VIZIUNE' })).toEqual({ step: 'VIZIUNE' });
    expect(issues(StepScoreInput.safeParse({}))).toEqual([{ path: 'step', message: 'validation.required' }]);
  });
});

describe('schema messages', () => {
  it('are message codes (except zod’s own unrecognized-keys issue)', () => {
    const failures = [
      RegisterInput.safeParse({
        email: 'x',
        password: 'y',
        firstName: 1,
        lastName: 2,
        companyName: '',
        preferredLocale: 'x',
      }),
      RegisterInput.safeParse({
        ...REGISTER,
        firstName: 'x'.repeat(101),
        email: `${'a'.repeat(250)}@example.ro`,
      }),
      LoginInput.safeParse({ email: 3, password: null, rememberMe: 'x' }),
      AnswerSubmission.safeParse({ questionId: 5, selectedOptionIds: 'x', additionalInputs: [] }),
      CurrentQuery.safeParse({ redirectToUnanswered: 2 }),
    ];
    const messages = failures.flatMap((r) =>
      r.success ? ['<parsed>'] : r.error.issues.map((i) => i.message),
    );
    expect(messages.length).toBeGreaterThan(10);
    for (const m of messages) expect(isMessageCode(m), m).toBe(true);
  });
});
