/**
 * The strategy engine end to end (domain-design.md §4; product-spec §2 "Strategy", §3): ordering,
 * budgets, details per strategy with worked numbers, both locales and degradation when context
 * facts are unknown.
 */
import { describe, expect, it } from 'vitest';
import { STEPS } from '../../bank/index.js';
import type { ContextFactKey } from '../../bank/context-facts.js';
import { contextAnswer, perfectAnswers, SAMPLE_CONTEXT } from '../../testing/answers.js';
import type { ReportAnswer } from '../answers.js';
import { BAND_RECOMMENDATIONS } from '../feedback/bands.js';
import { recommendStrategies } from './engine.js';
import {
  STRATEGY_CATEGORIES,
  STRATEGY_IDS,
  STRATEGY_PRIORITIES,
  type Strategy,
  type StrategyId,
} from './types.js';
import { priorityOrderOf } from './context.js';

/** Every activity at its ideal, and the context facts of SAMPLE_CONTEXT overridden by `facts`. */
function answers(facts: Partial<Record<ContextFactKey, string | null>> = {}): ReportAnswer[] {
  return perfectAnswers().map((a) => {
    const q = STEPS.flatMap((s) => s.questions).find((x) => x.id === a.questionId)!;
    return q.kind === 'context' && q.fact in facts ? contextAnswer(q, facts[q.fact] ?? null) : a;
  });
}

const byId = (strategies: Strategy[], id: StrategyId): Strategy => strategies.find((s) => s.id === id)!;

describe('recommendStrategies', () => {
  it('returns every catalogue strategy once: triggered first, then by the band’s category order, then priority', () => {
    for (const band of ['urgent', 'average', 'pioneer'] as const) {
      const out = recommendStrategies(answers(), 50, band, 'en');
      expect([...out.strategies.map((s) => s.id)].sort()).toEqual([...STRATEGY_IDS].sort());
      expect(out.triggeredCount).toBe(out.strategies.filter((s) => s.triggered).length);
      const order = priorityOrderOf(band);
      const key = (s: Strategy) => [
        Number(!s.triggered),
        order.indexOf(s.category),
        STRATEGY_PRIORITIES.indexOf(s.priorityKey),
      ];
      const keys = out.strategies.map(key);
      for (let i = 1; i < keys.length; i++) {
        const [a, b] = [keys[i - 1]!, keys[i]!];
        const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
        expect(cmp).toBeLessThanOrEqual(0);
      }
      expect(new Set(out.strategies.map((s) => s.category))).toEqual(new Set(STRATEGY_CATEGORIES));
    }
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
      // The roadmap's budget note comes from buildReport, which builds the roadmap.
      budgetNote: null,
    });
  });

  it.each([
    ['1-9', '€3,000–€10,000', '3.000–10.000 €'], // micro: 0.5 × 6,000–20,000
    ['10-49', '€6,000–€20,000', '6.000–20.000 €'], // small: 1×
    ['50-249', '€12,000–€40,000', '12.000–40.000 €'], // medium: 2×
    ['1000+', '€24,000–€80,000', '24.000–80.000 €'], // large: 4×
  ])('scales the funnel-repair budget for a company of %s people', (size, en, ro) => {
    expect(
      byId(
        recommendStrategies(answers({ 'company.size': size }), 40, 'urgent', 'en').strategies,
        'funnel-repair',
      ).budget,
    ).toBe(en);
    expect(
      byId(
        recommendStrategies(answers({ 'company.size': size }), 40, 'urgent', 'ro').strategies,
        'funnel-repair',
      ).budget,
    ).toBe(ro);
  });

  it('fills the funnel details with each stage’s band midpoint against its cited benchmark', () => {
    // SAMPLE_CONTEXT: visitor→lead under 0.5 % (0.25), lead→customer 1–3 % (2), B2B, 20–40 % buy again (30).
    const f = byId(recommendStrategies(answers(), 40, 'urgent', 'en').strategies, 'funnel-repair');
    expect(f.triggered).toBe(true);
    expect(f.details.issues).toEqual([
      {
        stage: 'Visitor → lead',
        stageKey: 'visitorToLead',
        priority: 'High',
        priorityKey: 'high',
        current: 0.25,
        benchmark: 2.5,
        gap: 2.3,
      },
      {
        stage: 'Lead → customer',
        stageKey: 'leadToCustomer',
        priority: 'Medium',
        priorityKey: 'medium',
        current: 2,
        benchmark: 3.75,
        gap: 1.8,
      },
      {
        stage: 'Customers buying again within 12 months',
        stageKey: 'retention',
        priority: 'High',
        priorityKey: 'high',
        current: 30,
        benchmark: 75,
        gap: 45,
      },
    ]);
    expect(f.details.problems[0]).toBe('Visitor → lead: under 0.5% by your answer, against a typical 2.5%');
    expect(f.priorityKey).toBe('high');
  });

  it('does not compare repeat purchase for consumer sales, and says so', () => {
    const f = byId(
      recommendStrategies(answers({ 'business.model': 'b2c' }), 40, 'urgent', 'en').strategies,
      'funnel-repair',
    );
    expect(f.details.issues?.map((i) => i.stageKey)).toEqual(['visitorToLead', 'leadToCustomer']);
    expect(f.details.note).toContain(
      'For consumer sales these B2B medians are a rough guide only, and repeat purchase is not compared',
    );
  });

  it('fills the PESO details from the leading media type, labelled as an estimate', () => {
    // Paid leads → 55 / 15 / 15 / 15 against the small-company ideal 25 / 15 / 25 / 35.
    const s = byId(recommendStrategies(answers(), 40, 'urgent', 'en').strategies, 'peso-rebalancing');
    expect(s.details.current).toEqual({ paid: 55, earned: 15, shared: 15, owned: 15 });
    expect(s.details.gaps).toEqual([
      { channel: 'Paid media', channelKey: 'paid', gap: -30, current: 55, ideal: 25 },
      { channel: 'Earned media', channelKey: 'earned', gap: 0, current: 15, ideal: 15 },
      { channel: 'Shared media', channelKey: 'shared', gap: 10, current: 15, ideal: 25 },
      { channel: 'Owned media', channelKey: 'owned', gap: 20, current: 15, ideal: 35 },
    ]);
    expect(s.details.problems).toHaveLength(3);
    expect(s.triggered).toBe(true);
    expect(s.details.note).toContain('estimated');
    expect(s.details.note).toContain('assumption');
  });

  it('keeps the best channel and tests the untapped one; no channel is ever cut', () => {
    const s = byId(recommendStrategies(answers(), 40, 'urgent', 'en').strategies, 'channel-portfolio');
    expect(s.details.channels?.map((c) => [c.channelKey, c.quadrantKey, c.performance, c.potential])).toEqual(
      [
        ['paidSearch', 'maintain', 5, null],
        ['seo', 'fix', null, 5],
      ],
    );
    expect(s.details.problems).toEqual([
      'SEO: named as the channel with the most untapped potential, while Paid search brings the most customers',
    ]);
    const same = byId(
      recommendStrategies(answers({ 'channel.untapped': 'paidSearch' }), 40, 'urgent', 'en').strategies,
      'channel-portfolio',
    );
    expect(same.details.channels?.map((c) => c.quadrantKey)).toEqual(['scale']);
    for (const v of SAMPLE_CONTEXT['channel.best'] ? ['seo', 'email', 'pr'] : [])
      expect(
        byId(
          recommendStrategies(answers({ 'channel.best': v }), 40, 'urgent', 'en').strategies,
          'channel-portfolio',
        ).details.channels?.some((c) => c.quadrantKey === 'cut'),
      ).toBe(false);
  });

  it('fills the content gaps: the weakest stage at half its ideal, the rest in the ideal’s proportions', () => {
    // Small: ideal 12 / 5 / 3 / 4 = 24 a month; 10–30 published → 20: TOFU 10, MOFU min(4.2, 2.5),
    // BOFU 2.5, retention 3.3 → gaps 2, 2.5, 0.5, 0.7; total 5.7. 20 is within 25 % of 24.
    const s = byId(recommendStrategies(answers(), 40, 'urgent', 'en').strategies, 'content-gaps');
    expect(s.details.gaps).toEqual({ tofu: 2, mofu: 2.5, bofu: 0.5, retention: 0.7 });
    expect(s.details.totalGap).toBe(5.7);
    expect(s.details.problems).toEqual([
      'MOFU (consideration): named as the stage that gets the least content',
    ]);
  });

  it('states the same facts in both languages', () => {
    const en = recommendStrategies(answers(), 40, 'urgent', 'en');
    const ro = recommendStrategies(answers(), 40, 'urgent', 'ro');
    expect(ro.strategies.map((s) => [s.id, s.triggered, s.priorityKey, s.details.triggeredCount])).toEqual(
      en.strategies.map((s) => [s.id, s.triggered, s.priorityKey, s.details.triggeredCount]),
    );
    expect(byId(ro.strategies, 'funnel-repair').details.problems[0]).toBe(
      'Vizitator → lead: sub 0,5 %, după răspunsul vostru, față de nivelul tipic de 2,5 %',
    );
  });
});

describe('degradation when context facts are unknown', () => {
  const unknown = Object.fromEntries(Object.keys(SAMPLE_CONTEXT).map((k) => [k, null])) as Record<
    ContextFactKey,
    null
  >;
  const out = recommendStrategies(answers(unknown), 40, 'urgent', 'en');

  it('leaves the context-driven strategies untriggered, each with a note and no invented data', () => {
    for (const id of ['funnel-repair', 'peso-rebalancing', 'channel-portfolio', 'content-gaps'] as const) {
      const s = byId(out.strategies, id);
      expect(s.triggered, id).toBe(false);
      expect(s.details.note, id).toBeTruthy();
      expect(s.details.issues ?? s.details.gaps ?? s.details.channels, id).toBeUndefined();
    }
  });

  it('reports the size as unknown and budgets as for a small company', () => {
    expect(out.context.companySize).toBeNull();
    expect(out.context.budgetMultiplier).toBe(1);
  });

  it('works with no answers at all', () => {
    const none = recommendStrategies([], 0, null, 'ro');
    expect(none.strategies).toHaveLength(STRATEGY_IDS.length);
    expect(JSON.stringify(none)).not.toMatch(/NaN|undefined/);
  });
});
