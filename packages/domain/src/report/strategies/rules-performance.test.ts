/**
 * Worked examples of the funnel and channel rules (domain-design.md §4). Expected numbers are
 * computed by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { ContextValues } from '../answers.js';
import { answerFacts } from './conditions.js';
import { engineContext } from './context.js';
import type { RuleInput } from './rule.js';
import {
  channelRule,
  funnelIssues,
  funnelPriority,
  funnelRule,
  quadrantOf,
  ratedChannels,
} from './rules-performance.js';

function input(values: ContextValues): RuleInput {
  return { values, facts: answerFacts([]), ctx: engineContext(values, 70, 'average') };
}

describe('funnelPriority', () => {
  it('grades the relative shortfall: ≥ 50 % high, ≥ 20 % medium, below that low', () => {
    expect(funnelPriority(1.5, 2.5)).toBe('medium'); // (2.5 − 1.5) / 2.5 = 0.4
    expect(funnelPriority(1.25, 2.5)).toBe('high'); // 0.5 exactly
    expect(funnelPriority(2, 2.5)).toBe('medium'); // 0.2 exactly
    expect(funnelPriority(2.1, 2.5)).toBe('low'); // 0.16
    expect(funnelPriority(2.5, 2.5)).toBeNull(); // at the benchmark: no issue
    expect(funnelPriority(40, 25)).toBeNull();
  });
});

describe('funnelIssues and funnelRule', () => {
  it('lists each measured stage below its benchmark with decimals kept', () => {
    // visitor→lead 1.5 vs 2.5: gap 1; retention 60 vs 75: gap 15, shortfall 0.2 → medium;
    // lead→qualified 30 vs 25 is above; qualified→customer not measured
    expect(funnelIssues({ visitorToLead: 1.5, leadToQualified: 30, retention: 60 })).toEqual([
      { stageKey: 'visitorToLead', priorityKey: 'medium', current: 1.5, benchmark: 2.5, gap: 1 },
      { stageKey: 'retention', priorityKey: 'medium', current: 60, benchmark: 75, gap: 15 },
    ]);
  });

  it('counts medium and high issues as problems and names the stages not measured', () => {
    // qualified→customer 14 vs 15: shortfall 0.067 → low: an issue, not a problem
    const out = funnelRule(
      input({ 'funnel.visitorToLead': 1.5, 'funnel.qualifiedToCustomer': 14, 'funnel.retention': 60 }),
    );
    expect(out.problems.map((p) => p.en)).toEqual([
      'Visitor → lead: 1.5%, 1 point below the typical 2.5%',
      'Customer retention (12 months): 60%, 15 points below the typical 75%',
    ]);
    expect(out.problems[0]!.ro).toBe('Vizitator → lead: 1,5 %, cu 1 punct sub nivelul tipic de 2,5 %');
    expect(out.data).toMatchObject({ kind: 'funnel' });
    expect(out.data?.kind === 'funnel' && out.data.issues.map((i) => i.priorityKey)).toEqual([
      'medium',
      'low',
      'medium',
    ]);
    expect(out.note?.en).toBe('Not measured: Lead → qualified lead.');
  });

  it('is not triggered when every measured stage is at or above its benchmark, and says so', () => {
    const out = funnelRule(input({ 'funnel.visitorToLead': 3.2, 'funnel.leadToQualified': 25 }));
    expect(out.problems).toEqual([]);
    expect(out.note?.en).toContain('Every stage you measure is at or above the typical rate.');
  });

  it('is not triggered and carries no data when conversion rates are not measured', () => {
    const out = funnelRule(input({}));
    expect(out.problems).toEqual([]);
    expect(out.data).toBeUndefined();
    expect(out.note?.en).toContain('do not measure conversion rates');
  });
});

describe('quadrantOf', () => {
  it.each([
    [4, 4, 'scale'],
    [5, 5, 'scale'],
    [3, 4, 'fix'],
    [1, 5, 'fix'],
    [4, 3, 'maintain'],
    [5, 1, 'maintain'],
    [3, 3, 'cut'],
    [1, 1, 'cut'],
  ] as const)('performance %i, potential %i → %s (4 or more is high)', (performance, potential, quadrant) => {
    expect(quadrantOf(performance, potential)).toBe(quadrant);
  });
});

describe('channelRule', () => {
  it('places channels rated on both scales and counts fix and cut as problems (2 needed)', () => {
    const out = channelRule(
      input({
        'channelPerformance.seo': 2,
        'channelPotential.seo': 5, // fix
        'channelPerformance.email': 5,
        'channelPotential.email': 4, // scale
        'channelPerformance.events': 2,
        'channelPotential.events': 2, // cut
        'channelPerformance.pr': 4, // potential missing: left out
      }),
    );
    expect(out.requiredCount).toBe(2);
    expect(out.problems.map((p) => p.en)).toEqual([
      'SEO: performance 2/5 although its potential is 5/5',
      'Events: low performance (2/5) and low potential (2/5)',
    ]);
    expect(out.data).toEqual({
      kind: 'channels',
      channels: [
        { channelKey: 'seo', quadrantKey: 'fix', performance: 2, potential: 5 },
        { channelKey: 'email', quadrantKey: 'scale', performance: 5, potential: 4 },
        { channelKey: 'events', quadrantKey: 'cut', performance: 2, potential: 2 },
      ],
    });
    expect(out.note?.en).toBe('Rated on one scale only, so left out: PR.');
  });

  it('finds one problem only (not triggered) when a single channel needs fixing', () => {
    const out = channelRule(
      input({
        'channelPerformance.seo': 3,
        'channelPotential.seo': 4,
        'channelPerformance.pr': 4,
        'channelPotential.pr': 2,
      }),
    );
    expect(out.problems).toHaveLength(1); // SEO fix; PR maintain
  });

  it('is not triggered and carries no data when no channel is rated on both scales', () => {
    expect(ratedChannels({ 'channelPerformance.seo': 3 })).toEqual([]);
    const out = channelRule(input({ 'channelPerformance.seo': 3 }));
    expect(out.data).toBeUndefined();
    expect(out.note?.en).toContain('No channel was rated for both performance and potential');
  });
});
