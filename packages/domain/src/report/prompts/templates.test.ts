/**
 * The prompt texts themselves (domain-design.md §5): one template per step, every text distinct,
 * only known slots, plain text, a concrete deliverable in every aiRole, and Romanian as the
 * question bank writes it (comma-below ș ț, diacritics, "voi" forms, glossary terms only).
 * English words are found by the shared checker of testing/romanian.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { englishWords, loadSpellers, refusedTerms, usesTu } from '../../testing/romanian.js';
import { STEP_KEYS, type Localized } from '../../bank/types.js';
import * as common from './common.js';
import { PROMPT_TEMPLATES } from './templates.js';
import { PROMPT_SITUATIONS } from './types.js';

const templates = STEP_KEYS.map((key) => [key, PROMPT_TEMPLATES[key]] as const);
const variants = templates.flatMap(([key, t]) =>
  PROMPT_SITUATIONS.map((s) => ({ key, s, v: t.variants[s] })),
);

/** Every Localized text of the shared sentences, found by walking the module's exports. */
function localizedIn(value: unknown): Localized[] {
  if (typeof value !== 'object' || value === null) return [];
  const v = value as Record<string, unknown>;
  if (typeof v.en === 'string' && typeof v.ro === 'string') return [v as unknown as Localized];
  return Object.values(v).flatMap(localizedIn);
}
const commonTexts = Object.values(common).flatMap(localizedIn);
const stepTexts: Localized[] = [
  ...templates.map(([, t]) => t.theme),
  ...variants.flatMap(({ v }) => [v.title, v.aiRole]),
];
const allTexts = [...commonTexts, ...stepTexts];

describe('prompt templates', () => {
  it('cover the 12 steps, each with the four situations', () => {
    expect(Object.keys(PROMPT_TEMPLATES).sort()).toEqual([...STEP_KEYS].sort());
    expect(variants).toHaveLength(48);
    expect(commonTexts.length).toBeGreaterThan(15);
  });

  it.each(['en', 'ro'] as const)('are all distinct in %s: themes, titles, aiRoles', (locale) => {
    const distinct = (xs: string[]) => expect(new Set(xs).size).toBe(xs.length);
    distinct(templates.map(([, t]) => t.theme[locale]));
    distinct(variants.map(({ v }) => v.title[locale]));
    distinct(variants.map(({ v }) => v.aiRole[locale]));
  });

  it('use only the slots the builder fills', () => {
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const { v } of variants) {
      for (const text of [v.aiRole.en, v.aiRole.ro]) {
        for (const s of slots(text)) expect(['company', 'targetHuman', 'targetAi']).toContain(s);
      }
      expect(slots(v.title.en + v.title.ro)).toEqual([]);
    }
    const known = [
      ...['company', 'role', 'stepName', 'theme', 'targetHuman', 'targetAi', 'yourHuman', 'yourAi'],
      ...['gap', 'tolerance', 'practices', 'minScored', 'count', 'question', 'answer', 'ideal'],
      ...['model', 'industry'],
    ];
    for (const t of commonTexts) for (const s of slots(t.en + t.ro)) expect(known).toContain(s);
  });

  it('ask the same slots in both languages', () => {
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const t of allTexts) expect(slots(t.ro)).toEqual(slots(t.en));
  });

  it('name a role and a concrete deliverable in every aiRole', () => {
    for (const { key, s, v } of variants) {
      expect(v.aiRole.en, `${key} ${s}`).toMatch(/^Act as an? /);
      expect(v.aiRole.en, `${key} ${s}`).toMatch(/\bDeliver\b/);
      expect(v.aiRole.ro, `${key} ${s}`).toMatch(/^Jucați rolul unui /);
      expect(v.aiRole.ro, `${key} ${s}`).toMatch(/\bLivrați\b/);
    }
  });

  it('ask for a plan to start in every notStarted aiRole, sized by the target AI share', () => {
    for (const [key, t] of templates) {
      expect(t.variants.notStarted.aiRole.en, key).toContain('{targetAi}');
      expect(t.variants.notStarted.aiRole.ro, key).toContain('{targetAi}');
    }
  });

  it('are plain text: no HTML, no markdown, no line breaks', () => {
    for (const t of stepTexts) {
      for (const text of [t.en, t.ro]) {
        expect(text).not.toMatch(/<[a-z/][^>]*>|[*_#`]|\n/i);
        expect(text.trim()).toBe(text);
      }
    }
  });

  it('keep titles short (at most 10 words)', () => {
    for (const { v } of variants) {
      expect(v.title.en.split(' ').length).toBeLessThanOrEqual(10);
      expect(v.title.ro.split(' ').length).toBeLessThanOrEqual(10);
    }
  });
});

describe('Romanian of the prompts', () => {
  beforeAll(loadSpellers, 30_000);

  it('uses no English word outside the glossary', () => {
    const words = allTexts.flatMap((t) => englishWords(t.ro.replace(/\{\w+\}/g, ' ')));
    expect([...new Set(words)]).toEqual([]);
  });

  it('uses one term per concept, never the listed calques', () => {
    for (const t of allTexts) expect(refusedTerms(t.ro), t.ro).toEqual([]);
  });

  it('never uses "tu" forms', () => {
    for (const t of allTexts) expect(usesTu(t.ro), t.ro).toBe(false);
  });

  it('writes comma-below ș ț, never cedilla ş ţ', () => {
    for (const t of allTexts) expect(t.ro).not.toMatch(/[şţŞŢ]/);
  });

  it('carries diacritics in every aiRole and theme, and none in English', () => {
    for (const { v } of variants) expect(v.aiRole.ro).toMatch(/[ăâîșț]/);
    for (const [, t] of templates) expect(t.theme.ro).toMatch(/[ăâîșț]/);
    for (const t of allTexts) expect(t.en).not.toMatch(/[ăâîșțĂÂÎȘȚ]/);
  });
});
