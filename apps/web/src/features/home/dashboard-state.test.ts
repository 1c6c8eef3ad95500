import { describe, expect, it } from 'vitest';
import { DASHBOARD_STAY_STATE, showsHistory, staysOnDashboard } from './dashboard-state';

describe('staysOnDashboard', () => {
  it('is true for the stay state and for "back to dashboard" from the results', () => {
    expect(staysOnDashboard(DASHBOARD_STAY_STATE)).toBe(true);
    expect(staysOnDashboard({ fromResults: true })).toBe(true);
  });

  it('is false for a plain load, another state or a truthy non-boolean', () => {
    expect(staysOnDashboard(null)).toBe(false);
    expect(staysOnDashboard(undefined)).toBe(false);
    expect(staysOnDashboard({ notice: 'loginFirst' })).toBe(false);
    expect(staysOnDashboard({ stay: 'yes' })).toBe(false);
  });
});

describe('showsHistory', () => {
  it('once an assessment is completed, or while a re-take is under way', () => {
    expect(showsHistory({ completed: false, assessmentCount: 0 })).toBe(false);
    expect(showsHistory({ completed: false, assessmentCount: 1 })).toBe(false);
    expect(showsHistory({ completed: true, assessmentCount: 1 })).toBe(true);
    expect(showsHistory({ completed: false, assessmentCount: 2 })).toBe(true);
  });
});
