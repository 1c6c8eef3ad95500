import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTER, validateRegister } from './register-form';

const OK = {
  firstName: ' Ana ',
  lastName: '',
  email: ' Ana@Example.RO ',
  companyName: 'Exemplu SRL',
  companyRole: 'CMO',
  password: 'parola-sigura',
  confirmPassword: 'parola-sigura',
};

describe('validateRegister (spec §5)', () => {
  it('accepts a valid form and sends trimmed values without lastName when empty', () => {
    const r = validateRegister(OK, 'ro');
    expect(r).toEqual({
      ok: true,
      payload: {
        firstName: 'Ana',
        email: 'ana@example.ro',
        companyName: 'Exemplu SRL',
        companyRole: 'CMO',
        password: 'parola-sigura',
        preferredLocale: 'ro',
      },
    });
  });

  it('requires every field except the last name, in the current language', () => {
    const r = validateRegister(EMPTY_REGISTER, 'ro');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({
        firstName: 'Acest câmp este obligatoriu',
        email: 'Acest câmp este obligatoriu',
        companyName: 'Acest câmp este obligatoriu',
        companyRole: 'Acest câmp este obligatoriu',
        password: 'Acest câmp este obligatoriu',
        confirmPassword: 'Acest câmp este obligatoriu',
      });
    }
  });

  it('checks the password length and the confirmation', () => {
    const short = validateRegister({ ...OK, password: 'short', confirmPassword: 'short' }, 'en');
    expect(short.ok === false && short.errors.password).toBe('Password must contain at least 8 characters');
    const mismatch = validateRegister({ ...OK, confirmPassword: 'different' }, 'ro');
    expect(mismatch.ok === false && mismatch.errors).toEqual({ confirmPassword: 'Parolele nu se potrivesc' });
    const en = validateRegister({ ...OK, confirmPassword: 'different' }, 'en');
    expect(en.ok === false && en.errors.confirmPassword).toBe('Passwords do not match');
  });

  it('checks the e-mail format', () => {
    const r = validateRegister({ ...OK, email: 'ana@' }, 'en');
    expect(r.ok === false && r.errors.email).toBe('Enter a valid email address');
  });
});
