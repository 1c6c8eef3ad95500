import { describe, expect, it } from 'vitest';
import { emptyTaskValues, validateTask } from './task-form';

describe('validateTask', () => {
  it('trims texts, sends empty optional fields as null and splits tools and KPIs by line', () => {
    const result = validateTask(
      {
        ...emptyTaskValues(null),
        title: '  Lansați newsletterul lunar  ',
        description: '   ',
        tools: ' Mailchimp \n\n HubSpot ',
        kpi: 'Rată de deschidere ≥ 35%',
        horizon: '0-3',
      },
      'ro',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.title).toBe('Lansați newsletterul lunar');
    expect(result.payload.description).toBeNull();
    // The catch-all goes out as the spec's "Altele" (category is required on the wire).
    expect(result.payload.category).toBe('Altele');
    expect(result.payload.tools).toBe('Mailchimp\nHubSpot');
    expect(result.payload.kpi).toBe('Rată de deschidere ≥ 35%');
    expect(result.payload.timeline).toBe('0–3 luni');
  });

  it('refuses a whitespace-only title and too long texts with translated messages', () => {
    const result = validateTask(
      { ...emptyTaskValues('Strategie'), title: '   ', notes: 'x'.repeat(2001) },
      'ro',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toMatch(/obligatoriu/i);
    expect(result.errors.notes).toBeTruthy();
    const en = validateTask({ ...emptyTaskValues(null), title: 'x'.repeat(201) }, 'en');
    expect(en.ok).toBe(false);
    if (!en.ok) expect(en.errors.title).toMatch(/long|characters/i);
  });

  it("keeps a generated task's timeline wording while its horizon is unchanged", () => {
    const values = { ...emptyTaskValues(null), title: 'T', horizon: '3-6' as const };
    const kept = validateTask(values, 'en', { horizon: '3-6', timeline: '3–6 luni' });
    expect(kept.ok && kept.payload.timeline).toBe('3–6 luni');
    const changed = validateTask({ ...values, horizon: '12+' }, 'en', {
      horizon: '3-6',
      timeline: '3–6 luni',
    });
    expect(changed.ok && changed.payload.timeline).toBe('12+ months');
  });
});
