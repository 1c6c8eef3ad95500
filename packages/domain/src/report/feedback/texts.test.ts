/**
 * Shape of the feedback texts (domain-design.md §5): all four texts of every step in en and ro,
 * distinct, 40–90 words, rich text limited to <p>, <strong>, <ul>, <li>, Romanian with
 * comma-below ș ț. The Romanian wording itself is checked in language.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { STEP_KEYS } from '../../bank/types.js';
import { BAND_RECOMMENDATIONS } from './bands.js';
import { DEFAULT_FEEDBACK, INSUFFICIENT_LEAD } from './common.js';
import { STEPS } from '../../bank/index.js';

/** The feedback texts of every step, kept in the step's folder (bank/steps/<key>/feedback.ts). */
const STEP_FEEDBACK = Object.fromEntries(STEPS.map((s) => [s.key, s.feedback])) as Record<
  (typeof STEPS)[number]['key'],
  (typeof STEPS)[number]['feedback']
>;

const KINDS = ['onTarget', 'aboveTarget', 'belowTarget', 'notImplemented'] as const;
const LOCALES = ['en', 'ro'] as const;
const ALLOWED = new Set(['p', 'strong', 'ul', 'li']);
/** Which element may hold which (null = top level). */
const PARENT: Record<string, (string | null)[]> = { p: [null], ul: [null], li: ['ul'], strong: ['p', 'li'] };

/** Problems of a rich text: unknown tags, attributes, bad nesting, unclosed tags, loose text. */
function richTextProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tokens = html.split(/(<[^>]*>)/).filter((t) => t !== '');
  for (const token of tokens) {
    const tag = /^<(\/?)([a-z0-9]+)>$/.exec(token);
    if (token.startsWith('<') && !tag) {
      problems.push(`malformed or attributed tag ${token}`);
      continue;
    }
    if (!tag) {
      if (stack.length === 0 && token.trim() !== '') problems.push(`text outside any element: ${token}`);
      if (stack.at(-1) === 'ul' && token.trim() !== '') problems.push(`text directly in <ul>: ${token}`);
      continue;
    }
    const [, closing, name] = tag as unknown as [string, string, string];
    if (!ALLOWED.has(name)) {
      problems.push(`tag <${name}> not allowed`);
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
    } else {
      const parent = stack.at(-1) ?? null;
      if (!(PARENT[name] ?? []).includes(parent)) problems.push(`<${name}> inside <${parent}>`);
      stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}

/** Words of a rich text, tags removed ("3–5" and "AI-ul" are one word each). */
function words(html: string): string[] {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
}

const stepTexts = STEP_KEYS.flatMap((key) =>
  KINDS.flatMap((kind) =>
    LOCALES.map((locale) => ({ key, kind, locale, text: STEP_FEEDBACK[key][kind][locale] })),
  ),
);

describe('rich-text and word-count helpers', () => {
  it('accept the house format and reject anything else', () => {
    expect(richTextProblems('<p><strong>A.</strong> b</p><ul><li>c</li></ul>')).toEqual([]);
    expect(richTextProblems('<p>a<br>b</p>')).toEqual(['tag <br> not allowed']);
    expect(richTextProblems('<p class="x">a</p>')).toContain('malformed or attributed tag <p class="x">');
    expect(richTextProblems('<li>a</li>')).toEqual(['<li> inside <null>']);
    expect(richTextProblems('<p>a')).toEqual(['unclosed p']);
    expect(richTextProblems('loose <p>a</p>')).toEqual(['text outside any element: loose ']);
    // "<p>Keep AI-ul 3–5 %</p>" → Keep, AI-ul, 3–5, % = 4 words
    expect(words('<p>Keep AI-ul 3–5 %</p>')).toHaveLength(4);
  });
});

describe('step feedback texts', () => {
  it('cover the 12 steps, four texts each, in both languages (48 × 2 = 96 texts)', () => {
    expect(Object.keys(STEP_FEEDBACK).sort()).toEqual([...STEP_KEYS].sort());
    expect(stepTexts).toHaveLength(96);
    for (const t of stepTexts) expect(t.text.trim(), `${t.key}.${t.kind}.${t.locale}`).not.toBe('');
  });

  it('are all different from each other, across kinds and steps', () => {
    const all = [...stepTexts.map((t) => t.text), DEFAULT_FEEDBACK.en, DEFAULT_FEEDBACK.ro];
    expect(new Set(all).size).toBe(all.length);
    // Different bold leads too: a text is not another one's advice with a changed ending.
    const leads = stepTexts.map((t) => /<strong>(.*?)<\/strong>/.exec(t.text)?.[1]);
    expect(leads.every((l) => l !== undefined && l.length > 20)).toBe(true);
    expect(new Set(leads).size).toBe(leads.length);
  });

  it.each(stepTexts.map((t) => [`${t.key}.${t.kind}.${t.locale}`, t.text] as const))(
    '%s is one paragraph of 12–40 words with a bold lead and no list',
    (_name, text) => {
      expect(richTextProblems(text)).toEqual([]);
      expect(text).toMatch(/^<p><strong>[^<]+<\/strong>[^<]*<\/p>$/);
      const n = words(text).length;
      expect(n).toBeGreaterThanOrEqual(12);
      expect(n).toBeLessThanOrEqual(40);
    },
  );

  it('write Romanian with comma-below ș ț and diacritics, English without Romanian letters', () => {
    for (const t of stepTexts) {
      const name = `${t.key}.${t.kind}.${t.locale}`;
      expect(t.text, name).not.toMatch(/[şţŞŢ]/);
      if (t.locale === 'ro') expect(t.text, name).toMatch(/[ăâîșț]/);
      else expect(t.text, name).not.toMatch(/[ăâîșțĂÂÎȘȚ]/);
    }
  });
});

describe('shared texts', () => {
  it('are valid rich text without cedilla in both languages', () => {
    for (const text of [DEFAULT_FEEDBACK, INSUFFICIENT_LEAD].flatMap((t) => [t.en, t.ro])) {
      expect(richTextProblems(text)).toEqual([]);
      expect(text).not.toMatch(/[şţŞŢ]/);
    }
  });

  it('state the minimum of 5 practised activities in the insufficient lead', () => {
    expect(INSUFFICIENT_LEAD.en).toContain('at least 5 activities you practise');
    expect(INSUFFICIENT_LEAD.ro).toContain('cel puțin 5 activități pe care le practicați');
  });
});

describe('band texts', () => {
  it('carry no cedilla and no markup', () => {
    for (const r of Object.values(BAND_RECOMMENDATIONS)) {
      const texts = [r.focus, r.priority, r.timeline, r.investment, ...r.recommendations].flatMap((t) => [
        t.en,
        t.ro,
      ]);
      for (const text of texts) {
        expect(text).not.toMatch(/[şţŞŢ]/);
        expect(text).not.toMatch(/[<>]/);
        expect(text.trim()).not.toBe('');
      }
    }
  });
});
