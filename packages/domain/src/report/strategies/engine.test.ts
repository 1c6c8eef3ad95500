/**
 * The strategy engine end to end (domain-design.md §4; product-spec §2 "Strategy", §3): ordering,
 * budgets, details per strategy, both locales and degradation when context inputs are skipped.
 */
import { describe, expect, it } from 'vitest';
import type { OptionKey } from '../../bank/types.js';
import type { ReportAnswer } from '../answers.js';
import { BAND_RECOMMENDATIONS } from '../feedback/bands.js';
import { optionId } from './conditions.js';
import { recommendStrategies } from './engine.js';
import { STRATEGY_IDS, type Strategy, type StrategyId } from './types.js';

function ans(
  questionId: string,
  keys: OptionKey[],
  inputs: Partial<Record<OptionKey, string>> = {},
): ReportAnswer {
  const additionalInputs: Record<string, string> = {};
  for (const [k, v] of Object.entries(inputs)) additionalInputs[optionId(questionId, k as OptionKey)] = v!;
  return { questionId, selectedOptionIds: keys.map((k) => optionId(questionId, k)), additionalInputs };
}

const GOVERNANCE_AND_DATA = [
  ans('transformare-02', ['E']), // no AI policy
  ans('transformare-05', ['D']), // incident fixed by whoever published it
  ans('integrare-01', ['E']), // no single customer view
  ans('predictii-02', ['A']), // last-click attribution
];

/** A small company (20 people) with a PESO split 30/10/20/20 and a 1.5 % visitor→lead rate. */
function answers(employees = '20'): ReportAnswer[] {
  return [
    ans('viziune-01', ['A'], { A: employees }),
    ans('convergenta-01', ['A', 'B', 'C', 'D'], { A: '30', B: '10', C: '20', D: '20' }),
    ans('impact-03', ['A'], { A: '1,5' }), // a decimal comma, stored as 1.5
    ...GOVERNANCE_AND_DATA,
  ];
}

const byId = (strategies: Strategy[], id: StrategyId): Strategy => strategies.find((s) => s.id === id)!;

describe('recommendStrategies', () => {
  it('returns every catalogue strategy once, triggered first, then by the band’s category order', () => {
    const out = recommendStrategies(answers(), 40, 'urgent', 'en');
    expect([...out.strategies.map((s) => s.id)].sort()).toEqual([...STRATEGY_IDS].sort());
    // urgent: foundations, governance, capability, efficiency, growth; within a category,
    // critical before high before medium, then catalogue order
    expect(out.strategies.map((s) => s.id)).toEqual([
      'data-foundations', // triggered, foundations
      'ai-governance', // triggered, governance
      'funnel-repair', // triggered, growth, high
      'peso-rebalancing', // triggered, growth, medium
      'measurement-roi',
      'genai-data-protection', // governance, critical
      'human-oversight', // governance, high
      'team-upskilling', // capability, high
      'shared-steps-coworking', // capability, medium
      'repetitive-work-automation',
      'channel-portfolio',
      'content-gaps',
    ]);
    expect(out.triggeredCount).toBe(4);
    expect(out.strategies.filter((s) => s.triggered)).toHaveLength(4);
  });

  it('puts growth first for a pioneer', () => {
    const out = recommendStrategies(answers(), 95, 'pioneer', 'en');
    expect(out.strategies.slice(0, 4).map((s) => s.id)).toEqual([
      'funnel-repair',
      'peso-rebalancing',
      'ai-governance',
      'data-foundations',
    ]);
  });

  it('builds the context card from the size, the score and the band', () => {
    expect(recommendStrategies(answers(), 40, 'urgent', 'en').context).toEqual({
      companySize: 'Small (10–49 employees)',
      haiScore: 40,
      focus: BAND_RECOMMENDATIONS.urgent.focus.en,
      budgetMultiplier: 1,
      priorityOrder: [
        'Data and measurement foundations',
        'AI governance and human oversight',
        'Team skills and ways of working',
        'Automation and efficiency',
        'Growth: channels, funnel and content',
      ],
    });
  });

  it.each([
    ['5', '€5,000–€17,500', '5.000–17.500 €'], // micro: 0.5 × 10,000–35,000
    ['20', '€10,000–€35,000', '10.000–35.000 €'], // small: 1×
    ['120', '€20,000–€70,000', '20.000–70.000 €'], // medium: 2×
    ['300', '€40,000–€140,000', '40.000–140.000 €'], // large: 4×
  ])('scales the data-foundations budget for %s employees', (employees, en, ro) => {
    expect(
      byId(recommendStrategies(answers(employees), 40, 'urgent', 'en').strategies, 'data-foundations').budget,
    ).toBe(en);
    expect(
      byId(recommendStrategies(answers(employees), 40, 'urgent', 'ro').strategies, 'data-foundations').budget,
    ).toBe(ro);
  });

  it('gives each strategy only the details that describe it', () => {
    const s = recommendStrategies(answers(), 40, 'urgent', 'en').strategies;
    const keys = (id: StrategyId): string[] => Object.keys(byId(s, id).details).sort();
    const base = ['problems', 'requiredCount', 'triggeredCount'];
    expect(keys('ai-governance')).toEqual(base);
    expect(keys('peso-rebalancing')).toEqual([...base, 'companySize', 'current', 'gaps'].sort());
    expect(keys('funnel-repair')).toEqual([...base, 'issues', 'note'].sort());
    expect(keys('shared-steps-coworking')).toEqual(
      [...base, 'budgetMultiplier', 'companySize', 'focus', 'haiScore', 'priorityOrder'].sort(),
    );
  });

  it('fills the PESO and funnel details with the worked numbers', () => {
    const s = recommendStrategies(answers(), 40, 'urgent', 'en').strategies;
    const peso = byId(s, 'peso-rebalancing').details;
    // 30/10/20/20 → 37.5/12.5/25/25 against the small ideal 25/15/25/35
    expect(peso.current).toEqual({ paid: 37.5, earned: 12.5, shared: 25, owned: 25 });
    expect(peso.gaps).toEqual([
      { channel: 'Paid media', channelKey: 'paid', gap: -12.5, current: 37.5, ideal: 25 },
      { channel: 'Earned media', channelKey: 'earned', gap: 2.5, current: 12.5, ideal: 15 },
      { channel: 'Shared media', channelKey: 'shared', gap: 0, current: 25, ideal: 25 },
      { channel: 'Owned media', channelKey: 'owned', gap: 10, current: 25, ideal: 35 },
    ]);
    expect(peso).toMatchObject({
      triggeredCount: 2,
      requiredCount: 1,
      companySize: 'Small (10–49 employees)',
    });
    // 1.5 against 2.5: gap 1 point, shortfall 0.4 → medium
    expect(byId(s, 'funnel-repair').details.issues).toEqual([
      {
        stage: 'Visitor → lead',
        stageKey: 'visitorToLead',
        priority: 'Medium',
        priorityKey: 'medium',
        current: 1.5,
        benchmark: 2.5,
        gap: 1,
      },
    ]);
  });

  it('fills the channel and content details with localized actions and gaps', () => {
    const out = recommendStrategies(
      [
        ans('viziune-01', ['A'], { A: '120' }),
        ans('convergenta-02', ['A', 'E'], { A: '2', E: '5' }),
        ans('convergenta-03', ['A', 'E'], { A: '5', E: '4' }),
        ans('amplificare-01', ['A', 'C'], { A: '20', C: '1' }),
      ],
      80,
      'advanced',
      'ro',
    ).strategies;
    expect(byId(out, 'channel-portfolio').details.channels).toEqual([
      expect.objectContaining({
        channel: 'SEO',
        quadrantKey: 'fix',
        quadrant: 'Reparați',
        performance: 2,
        potential: 5,
      }),
      expect.objectContaining({ channel: 'E-mail', quadrantKey: 'scale', quadrant: 'Extindeți' }),
    ]);
    expect(byId(out, 'channel-portfolio').details.channels![0]!.action).toMatch(
      /^SEO: diagnosticați canalul/,
    );
    // medium ideal 20/8/5/6, current 20/0/1/0 → gaps 0/8/4/6, total 18
    expect(byId(out, 'content-gaps').details).toMatchObject({
      gaps: { tofu: 0, mofu: 8, bofu: 4, retention: 6 },
      totalGap: 18,
      companySize: 'Companie mijlocie (50–249 angajați)',
      triggeredCount: 3,
    });
  });

  it('states the same facts in both languages', () => {
    const en = recommendStrategies(answers(), 40, 'urgent', 'en');
    const ro = recommendStrategies(answers(), 40, 'urgent', 'ro');
    expect(ro.strategies.map((s) => [s.id, s.triggered, s.details.triggeredCount])).toEqual(
      en.strategies.map((s) => [s.id, s.triggered, s.details.triggeredCount]),
    );
    expect(byId(ro.strategies, 'peso-rebalancing').details.gaps).toEqual(
      (byId(en.strategies, 'peso-rebalancing').details.gaps as { channel: string }[]).map((g, i) => ({
        ...g,
        channel: ['Media plătită', 'Media câștigată', 'Media distribuită', 'Media proprie'][i],
      })),
    );
    expect(byId(ro.strategies, 'ai-governance')).toMatchObject({
      name: 'Stabiliți regulile de guvernanță AI în marketing',
      priority: 'Critică',
      timeline: '0–3 luni',
    });
    for (const s of en.strategies) expect(byId(ro.strategies, s.id).name).not.toBe(s.name);
  });
});

describe('degradation when context inputs are skipped (issue 8)', () => {
  const skipped = [
    ans('viziune-01', ['B']), // I'd rather not say
    ans('convergenta-01', ['E']), // we don't know our split
    ans('convergenta-02', ['I']), // we don't track channel performance
    ans('convergenta-03', ['I']), // we haven't assessed this
    ans('impact-03', ['E']), // we don't measure conversion rates
    ...GOVERNANCE_AND_DATA,
  ];
  const out = recommendStrategies(skipped, 52, 'early_stage', 'en');

  it.each(['peso-rebalancing', 'funnel-repair', 'channel-portfolio', 'content-gaps'] as const)(
    '%s is not triggered and carries a note instead of data',
    (id) => {
      const s = byId(out.strategies, id);
      expect(s.triggered).toBe(false);
      expect(Object.keys(s.details).sort()).toEqual(['note', 'problems', 'requiredCount', 'triggeredCount']);
      expect(s.details.problems).toEqual([]);
      expect(s.details.note).toMatch(/\w/);
    },
  );

  it('keeps the answer-driven rules working', () => {
    expect(byId(out.strategies, 'ai-governance').triggered).toBe(true);
    expect(byId(out.strategies, 'data-foundations').triggered).toBe(true);
    expect(byId(out.strategies, 'measurement-roi').details.problems).toEqual([
      'Conversion rates are not measured',
    ]);
  });

  it('reports the size as unknown and budgets as for a small company', () => {
    expect(out.context).toMatchObject({ companySize: null, budgetMultiplier: 1 });
    expect(byId(out.strategies, 'ai-governance').budget).toBe('€3,000–€10,000');
  });

  it('works with no answers at all', () => {
    const empty = recommendStrategies([], 0, null, 'ro');
    expect(empty.triggeredCount).toBe(0);
    expect(empty.strategies).toHaveLength(STRATEGY_IDS.length);
    expect(empty.context.focus).toContain('cel puțin cinci întrebări');
  });
});
