/**
 * The roadmap's task templates (issue 9 item 1): every step and band has its templates, every
 * strategy task carries out a real catalogue tactic and has enough templates for its count, the
 * two languages use the same placeholders, every KPI has a number, and no title is generic or
 * repeated.
 */
import { describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import { STEP_KEYS } from '../bank/types.js';
import { CATALOGUE } from '../report/strategies/catalogue/index.js';
import { BANDS } from '../scoring/constants.js';
import { STEP_BUDGET_EUR } from './step-tasks.js';
import { TASKS_PER_STRATEGY } from './strategy-tasks.js';
import { SHARED_TEXTS, TASK_TEMPLATES, templateTexts } from './templates.js';
import { BAND_TASKS } from './texts-bands.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Titles that would say nothing concrete (issue 9: none generic, "improve marketing"). */
const GENERIC =
  /\b(improve|optimi[sz]e|enhance|boost) (your )?(marketing|results|performance)\b|îmbunătățiți marketingul/i;

describe('roadmap task templates', () => {
  it('cover every step (three kinds each) and every band (three or four each)', () => {
    expect(STEPS.map((s) => s.key)).toEqual([...STEP_KEYS]);
    for (const s of STEPS)
      for (const kind of ['towardsHuman', 'towardsAi', 'start'] as const)
        expect(s.roadmap[kind].title.en, s.key).toBeTruthy();
    for (const band of BANDS) expect(BAND_TASKS[band].length).toBeGreaterThanOrEqual(3);
    expect(TASK_TEMPLATES.length).toBeGreaterThan(80);
  });

  it('every strategy task carries out a tactic of its catalogue entry', () => {
    for (const t of TASK_TEMPLATES.filter((x) => x.tactic)) {
      const def = CATALOGUE.find((c) => c.id === t.tactic!.strategy);
      expect(def, t.name).toBeDefined();
      expect(t.tactic!.index, t.name).toBeLessThan(def!.texts.tactics.length);
    }
  });

  it('every answer-driven strategy has templates for the task count of its highest priority', () => {
    for (const def of CATALOGUE.filter((c) => c.source === 'answers')) {
      const defs = TASK_TEMPLATES.filter((t) => t.tactic?.strategy === def.id);
      expect(defs.length, def.id).toBeGreaterThanOrEqual(TASKS_PER_STRATEGY.high);
      expect(new Set(defs.map((d) => d.tactic!.index)).size, def.id).toBe(defs.length);
    }
  });

  it.each(TASK_TEMPLATES.map((t) => [t.name, t] as const))(
    '%s: complete, same placeholders in en and ro',
    (_name, t) => {
      const { texts } = t;
      expect(texts.kpis.length).toBeGreaterThanOrEqual(1);
      expect(texts.tools.length).toBeGreaterThanOrEqual(2);
      for (const [field, l] of templateTexts(texts)) {
        expect(l.en.trim(), field).not.toBe('');
        expect(l.ro.trim(), field).not.toBe('');
        expect(placeholders(l.ro), field).toEqual(placeholders(l.en));
      }
      for (const k of texts.kpis) {
        expect(k.en.replace(/\{\w+\}/g, '')).toMatch(/\d/);
        expect(k.ro.replace(/\{\w+\}/g, '')).toMatch(/\d/);
      }
      expect(texts.title.en).not.toMatch(GENERIC);
      expect(texts.title.ro).not.toMatch(GENERIC);
      expect(texts.title.en.split(/\s+/).length).toBeGreaterThanOrEqual(5);
    },
  );

  it('shared texts use the same placeholders in en and ro', () => {
    for (const [name, l] of SHARED_TEXTS) expect(placeholders(l.ro), name).toEqual(placeholders(l.en));
  });

  it('titles are unique across the templates one roadmap can use, in each language', () => {
    const bandNames = new Set(BANDS.flatMap((b) => BAND_TASKS[b].map((_, i) => `${b}.${i}`)));
    const others = TASK_TEMPLATES.filter((t) => !bandNames.has(t.name)).map((t) => t.texts);
    for (const locale of ['en', 'ro'] as const) {
      for (const band of BANDS) {
        const titles = [...others, ...BAND_TASKS[band].map((t) => t.texts)].map((t) =>
          t.title[locale].toLowerCase(),
        );
        const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
        expect(repeated, `${locale} ${band}`).toEqual([]);
      }
    }
  });

  it('English has no Romanian letters and Romanian has no cedilla ş ţ', () => {
    for (const t of TASK_TEMPLATES) {
      for (const [field, l] of templateTexts(t.texts)) {
        expect(l.en, `${t.name}.${field}`).not.toMatch(/[ăâîșțĂÂÎȘȚ]/);
        expect(l.ro, `${t.name}.${field}`).not.toMatch(/[şţŞŢ]/);
      }
    }
  });

  it('budgets: band and step ranges are positive and ordered', () => {
    for (const band of BANDS) {
      for (const t of BAND_TASKS[band]) expect(t.budgetEur[0]).toBeLessThan(t.budgetEur[1]);
    }
    for (const [low, high] of Object.values(STEP_BUDGET_EUR)) expect(low).toBeLessThan(high);
  });
});
