/**
 * The strategy texts follow the question bank's language rules (docs/question-authoring.md rule 6,
 * bank/glossary.ts): Romanian with comma-below ș ț, no English outside the glossary, one term per
 * concept, "voi" throughout; every text present in both languages. The Romanian texts checked are
 * the static tables plus everything the engine writes for a range of answer sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STEPS } from '../../bank/index.js';
import type { ContextFactKey } from '../../bank/context-facts.js';
import type { Localized } from '../../i18n/localized.js';
import { contextAnswer, sameLetterAnswers } from '../../testing/answers.js';
import { englishWords, loadSpellers, refusedTerms, usesTu } from '../../testing/romanian.js';
import type { ReportAnswer } from '../answers.js';
import { CATALOGUE } from './catalogue/index.js';
import { RISK_LABELS } from './conditions.js';
import { NO_SCORE_FOCUS } from './context.js';
import { recommendStrategies } from './engine.js';
import * as labels from './labels.js';

beforeAll(loadSpellers, 30_000);

/** Every static localized text of the engine. */
function staticTexts(): Localized[] {
  // placeholders like {channel} are filled with labels, checked on their own
  const unfilled = (t: Localized): Localized => ({
    en: t.en.replace(/\{\w+\}/g, ''),
    ro: t.ro.replace(/\{\w+\}/g, ''),
  });
  const tables = Object.values(labels).flatMap((table) =>
    Object.values(table as Record<string, Localized>).map(unfilled),
  );
  return [
    ...CATALOGUE.flatMap((d) => [d.texts.name, d.texts.impact, ...d.texts.tactics]),
    ...tables,
    NO_SCORE_FOCUS,
    ...Object.values(RISK_LABELS),
  ];
}

/** Answers giving each context fact `value` (a band's value id). */
function withContext(values: Partial<Record<ContextFactKey, string>>): ReportAnswer[] {
  return STEPS.flatMap((s) => s.questions).flatMap((q) =>
    q.kind === 'context' && values[q.fact] !== undefined ? [contextAnswer(q, values[q.fact])] : [],
  );
}

/** Every string the engine writes in `locale` for answer sets that reach every template and note. */
function writtenTexts(locale: 'en' | 'ro'): string[] {
  const sets: ReportAnswer[][] = [
    [],
    ...(['A', 'B', 'C', 'D', 'E'] as const).map((l) => STEPS.flatMap((s) => sameLetterAnswers(s, l))),
    withContext({
      'company.size': '1-9',
      'business.model': 'b2c',
      'peso.lead': 'paid',
      'channel.best': 'seo',
      'channel.untapped': 'email',
      'funnel.visitorToLead': '<0.5',
      'funnel.leadToCustomer': '<1',
      'content.volume': '<10',
      'content.weakestStage': 'bofu',
    }),
    withContext({
      'channel.best': 'pr',
      'channel.untapped': 'pr',
      'peso.lead': 'even',
      'funnel.retention': '<20',
    }),
    withContext({ 'content.weakestStage': 'retention', 'channel.untapped': 'partnerships' }),
  ];
  return sets.flatMap((answers) => {
    const out = recommendStrategies(answers, 50, 'early_stage', locale);
    const strings: string[] = [];
    // ids (`id`, `category`, `…Key`) are not texts
    const isText = (key: string): boolean => key !== 'id' && key !== 'category' && !key.endsWith('Key');
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (isText(k)) walk(x);
    };
    walk(out);
    return strings;
  });
}

describe('strategy texts', () => {
  it('exist in both languages, with the Romanian text not a copy of the English one (acronyms aside)', () => {
    for (const t of staticTexts()) {
      expect(t.en.trim(), JSON.stringify(t)).not.toBe('');
      expect(t.ro.trim(), JSON.stringify(t)).not.toBe('');
      if (/[a-z]{4}/.test(t.en) && !['E-mail', 'SEO', 'PR'].includes(t.en)) expect(t.ro).not.toBe(t.en);
    }
  });

  it('keep Romanian letters out of English', () => {
    for (const text of [...staticTexts().map((t) => t.en), ...writtenTexts('en')])
      expect(text).not.toMatch(/[ăâîșțşţ]/iu);
  });

  describe('Romanian', () => {
    const ro = (): string[] => [...new Set([...staticTexts().map((t) => t.ro), ...writtenTexts('ro')])];

    it('uses comma-below ș ț, never the cedilla forms', () => {
      for (const text of ro()) expect(text).not.toMatch(/[şţŞŢ]/u);
    });

    it('uses no English word outside the glossary', () => {
      const found = [...new Set(ro().flatMap(englishWords))];
      expect(found).toEqual([]);
    });

    it('uses one term per concept and none of the listed calques', () => {
      for (const text of ro()) expect(refusedTerms(text), text).toEqual([]);
    });

    it('addresses the team with "voi", never "tu"', () => {
      for (const text of ro()) expect(usesTu(text), text).toBe(false);
    });
  });
});

describe('catalogue', () => {
  it('has at least 10 strategies, each with 3 to 9 tactics and a unique id', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(10);
    expect(new Set(CATALOGUE.map((d) => d.id)).size).toBe(CATALOGUE.length);
    for (const d of CATALOGUE) {
      expect(d.texts.tactics.length, d.id).toBeGreaterThanOrEqual(3);
      expect(d.texts.tactics.length, d.id).toBeLessThanOrEqual(9);
    }
  });
});
