import { describe, expect, it } from 'vitest';
import { EMPTY_RESET, resetTokenOf, validateReset } from './reset-form';

const TOKEN = 'x'.repeat(43);
const OK = { password: 'o parolă nouă', confirmPassword: 'o parolă nouă' };

describe('validateReset (spec §5 reset password)', () => {
  it('accepts matching passwords of at least 8 characters', () => {
    expect(validateReset(OK, TOKEN, 'ro')).toEqual({
      ok: true,
      payload: { token: TOKEN, password: 'o parolă nouă' },
    });
  });

  it('refuses a password shorter than 8 characters, in the current language', () => {
    const ro = validateReset({ password: 'scurt', confirmPassword: 'scurt' }, TOKEN, 'ro');
    expect(ro.ok === false && ro.errors).toEqual({
      password: 'Parola trebuie să aibă cel puțin 8 caractere',
    });
    const en = validateReset({ password: 'short', confirmPassword: 'short' }, TOKEN, 'en');
    expect(en.ok === false && en.errors.password).toBe('Password must contain at least 8 characters');
  });

  it('refuses a confirmation that does not match', () => {
    const ro = validateReset({ ...OK, confirmPassword: 'altceva lung' }, TOKEN, 'ro');
    expect(ro.ok === false && ro.errors).toEqual({ confirmPassword: 'Parolele nu se potrivesc' });
    const en = validateReset({ ...OK, confirmPassword: 'something else' }, TOKEN, 'en');
    expect(en.ok === false && en.errors.confirmPassword).toBe('Passwords do not match');
  });

  it('requires both fields', () => {
    const r = validateReset(EMPTY_RESET, TOKEN, 'ro');
    expect(r.ok === false && r.errors).toEqual({
      password: 'Acest câmp este obligatoriu',
      confirmPassword: 'Acest câmp este obligatoriu',
    });
  });

  it('reports an unusable token under `token`', () => {
    const r = validateReset(OK, '', 'en');
    expect(r.ok === false && Object.keys(r.errors)).toEqual(['token']);
  });
});

describe('resetTokenOf', () => {
  it('reads and trims the token, empty when absent', () => {
    expect(resetTokenOf(new URLSearchParams('token=%20abc%20'))).toBe('abc');
    expect(resetTokenOf(new URLSearchParams(''))).toBe('');
  });
});
