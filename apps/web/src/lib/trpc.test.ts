import { describe, expect, it } from 'vitest';
import { endsSession } from './trpc';

describe('endsSession (spec §8: which 401s end the session)', () => {
  it('keeps the session for wrong credentials at login and register', () => {
    expect(endsSession('auth.login')).toBe(false);
    expect(endsSession('auth.register')).toBe(false);
  });
  it('never ends it for the public recovery calls', () => {
    for (const p of [
      'auth.forgotPassword',
      'auth.resetPassword',
      'auth.resendVerification',
      'auth.verifyEmail',
    ])
      expect(endsSession(p), p).toBe(false);
  });
  it('ends it for every other call', () => {
    for (const p of [
      'auth.me',
      'auth.logout',
      'auth.updateLocale',
      'assessment.current',
      'assessment.answer',
    ])
      expect(endsSession(p), p).toBe(true);
  });
});
