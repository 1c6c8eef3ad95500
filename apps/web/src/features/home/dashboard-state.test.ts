import { describe, expect, it } from 'vitest';
import { DASHBOARD_STAY_STATE, staysOnDashboard } from './dashboard-state';

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
