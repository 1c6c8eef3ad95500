import { describe, expect, it } from 'vitest';
import { deleteFormErrors } from './delete-form';

describe('deleteFormErrors', () => {
  it('asks for the password and the confirmation', () => {
    expect(deleteFormErrors({ password: '', confirm: false })).toEqual({ password: true, confirm: true });
    expect(deleteFormErrors({ password: 'secret', confirm: false })).toEqual({ confirm: true });
    expect(deleteFormErrors({ password: '', confirm: true })).toEqual({ password: true });
  });

  it('lets a filled, confirmed form through (a password of spaces too: the server judges it)', () => {
    expect(deleteFormErrors({ password: 'secret', confirm: true })).toEqual({});
    expect(deleteFormErrors({ password: '   ', confirm: true })).toEqual({});
  });
});
