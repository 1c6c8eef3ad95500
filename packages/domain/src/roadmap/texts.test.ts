/**
 * The roadmap's task templates: every strategy task carries out a real
 * catalogue tactic and has enough templates for its count, the two languages use the same
 * placeholders, every KPI has a number, and no title is generic or repeated. The activity tasks'
 * titles and tools are checked with the bank (bank/integrity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_QUESTIONS } from '../bank/index.js';
import { CATALOGUE } from '../report/strategies/catalogue/index.js';
import { TASK_BUDGET_EUR } from './budget.js';
import { TASKS_PER_STRATEGY } from './strategy-tasks.js';
import { SHARED_TEXTS, TASK_TEMPLATES, templateTexts } from './templates.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Titles that would say nothing concrete (none generic, "improve marketing"). */
const GENERIC =
  /\b(improve|optimi[sz]e|enhance|boost) (your )?(marketing|results|performance)\b|îmbunătățiți marketingul/i;

describe('roadmap task templates', () => {
  it('cover every strategy, and the sustain task', () => {
    for (const def of CATALOGUE)
      expect(
        TASK_TEMPLATES.some((t) => t.tactic?.strategy === def.id),
        def.id,
      ).toBe(true);
    expect(TASK_TEMPLATES.some((t) => t.name === 'SUSTAIN_TASK')).toBe(true);
  });

  it('every strategy has a task whose tactic every user sees, so its budget always reaches the roadmap', () => {
    for (const def of CATALOGUE) {
      const general = TASK_TEMPLATES.filter((t) => {
        if (t.tactic?.strategy !== def.id) return false;
        const tactic = def.texts.tactics[t.tactic.index]!;
        return !tactic.about && !tactic.when;
      });
      expect(general.length, def.id).toBeGreaterThanOrEqual(1);
    }
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
      // A task's variants for a small or consumer company carry out the same tactic.
      const defs = TASK_TEMPLATES.filter((t) => t.tactic?.strategy === def.id && !t.variant);
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

  it('titles are unique across the templates and the activity tasks, in each language', () => {
    for (const locale of ['en', 'ro'] as const) {
      const titles = [
        // A variant for a small or consumer company may keep its default's title.
        ...TASK_TEMPLATES.filter((t) => !t.variant).map((t) => t.texts.title[locale]),
        ...ACTIVITY_QUESTIONS.flatMap((q) => Object.values(q.activity.tasks).map((t) => t.title[locale])),
      ].map((t) => t.toLowerCase());
      const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
      expect(repeated, locale).toEqual([]);
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

  it('budgets: activity and review ranges are positive and ordered', () => {
    for (const [low, high] of Object.values(TASK_BUDGET_EUR)) {
      expect(low).toBeGreaterThan(0);
      expect(low).toBeLessThan(high);
    }
  });
});
