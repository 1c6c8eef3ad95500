import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_TAB_KEY,
  loadStoredTab,
  saveActiveTab,
  tabIndexForKey,
  tabState,
  withTab,
} from './useActiveTab';

describe('tabState', () => {
  it('takes the URL parameter over the stored tab, and stores it', () => {
    expect(tabState('steps', 'prompts')).toEqual({ active: 'steps', store: 'steps', param: 'steps' });
  });

  it('opens the roadmap, the fifth tab, from the URL', () => {
    expect(tabState('roadmap', 'steps')).toEqual({ active: 'roadmap', store: 'roadmap', param: 'roadmap' });
  });

  it('uses the stored tab when the URL has none, and puts it in the URL', () => {
    expect(tabState(null, 'prompts')).toEqual({ active: 'prompts', store: 'prompts', param: 'prompts' });
  });

  it('falls back to the overview for an unknown parameter, whatever is stored', () => {
    for (const param of ['Roadmap', 'nonsense', '', 'Steps']) {
      expect(tabState(param, 'steps')).toEqual({ active: 'overview', store: 'overview', param: null });
    }
  });

  it('falls back to the overview when nothing valid is stored', () => {
    expect(tabState(null, null).active).toBe('overview');
    expect(tabState(null, 'garbage').active).toBe('overview');
  });

  it('leaves the overview out of the URL', () => {
    expect(tabState('overview', 'steps')).toEqual({ active: 'overview', store: 'overview', param: null });
  });
});

describe('withTab', () => {
  it('sets or removes the tab parameter and keeps the others', () => {
    const params = new URLSearchParams('step=COLABORARE&tab=steps');
    expect(withTab(params, 'prompts').toString()).toBe('step=COLABORARE&tab=prompts');
    expect(withTab(params, 'overview').toString()).toBe('step=COLABORARE');
    expect(params.toString()).toBe('step=COLABORARE&tab=steps');
  });
});

describe('stored tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(`is written to and read from localStorage under ${ACTIVE_TAB_KEY}`, () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
    expect(loadStoredTab()).toBeNull();
    saveActiveTab('steps');
    expect(store.get('assessmentResultsActiveTab')).toBe('steps');
    expect(loadStoredTab()).toBe('steps');
    expect(tabState(null, loadStoredTab()).active).toBe('steps');
  });

  it('survives unavailable storage', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(() => saveActiveTab('prompts')).not.toThrow();
    expect(loadStoredTab()).toBeNull();
  });
});

describe('tabIndexForKey', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabIndexForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 1, 4)).toBe(3);
    expect(tabIndexForKey('Enter', 1, 4)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 1, 4)).toBeNull();
  });
});
