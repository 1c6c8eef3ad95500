import { describe, expect, it } from 'vitest';
import { tokenChange } from './cross-tab';

describe('tokenChange (another tab wrote the stored token)', () => {
  it('ends the session when the token was removed', () => {
    expect(tokenChange('a.b.c', null)).toBe('ended');
  });
  it('adopts a different token, including a login while this tab had none', () => {
    expect(tokenChange('a.b.c', 'd.e.f')).toBe('replaced');
    expect(tokenChange(null, 'd.e.f')).toBe('replaced');
  });
  it('ignores writes that leave the token as this tab knows it', () => {
    expect(tokenChange('a.b.c', 'a.b.c')).toBe('unchanged');
    expect(tokenChange(null, null)).toBe('unchanged');
  });
});
