/**
 * Translation files (conventions.md §10): every key exists in both languages (plural forms
 * compared by their base key), placeholders match, and Romanian uses comma-below ș ț, never
 * the cedilla forms ş ţ.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = new URL('.', import.meta.url).pathname;
const LANGS = ['en', 'ro'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(DIR, lng, `${ns}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const baseKey = (k: string) => k.replace(PLURAL, '');
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const namespaces = readdirSync(join(DIR, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('locale files', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces.sort()).toEqual([
      'account',
      'assessment',
      'auth',
      'common',
      'consent',
      'history',
      'legal',
      'pdf',
      'report',
      'results',
      'roadmap',
      'step-progress',
    ]);
    for (const lng of LANGS) {
      expect(
        readdirSync(join(DIR, lng))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(namespaces.map((n) => `${n}.json`).sort());
    }
  });

  describe.each(namespaces)('%s', (ns) => {
    const en = flatten(load('en', ns));
    const ro = flatten(load('ro', ns));

    it('has every key in both languages', () => {
      const enKeys = [...new Set([...en.keys()].map(baseKey))].sort();
      const roKeys = [...new Set([...ro.keys()].map(baseKey))].sort();
      expect(
        roKeys.filter((k) => !enKeys.includes(k)),
        'keys only in ro',
      ).toEqual([]);
      expect(
        enKeys.filter((k) => !roKeys.includes(k)),
        'keys only in en',
      ).toEqual([]);
    });

    it('has the plural forms each language needs', () => {
      for (const [lng, map] of [
        ['en', en],
        ['ro', ro],
      ] as const) {
        const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
        const plural = [...new Set([...map.keys()].filter((k) => PLURAL.test(k)).map(baseKey))];
        for (const base of plural) {
          for (const cat of needed) expect(map.has(`${base}_${cat}`), `${lng} ${base}_${cat}`).toBe(true);
        }
      }
    });

    it('uses the same placeholders in both languages', () => {
      for (const [key, text] of en) {
        const other = ro.get(key) ?? ro.get(`${baseKey(key)}_other`);
        if (other !== undefined) expect(placeholders(other), key).toEqual(placeholders(text));
      }
    });

    it('has no empty texts', () => {
      for (const [key, text] of [...en, ...ro]) expect(text.trim(), key).not.toBe('');
    });

    it('writes Romanian with comma-below ș ț, never cedilla ş ţ', () => {
      for (const [key, text] of ro) expect(text, key).not.toMatch(/[şţŞŢ]/);
    });

    it('keeps a number and its percent sign on one line: a no-break space between them', () => {
      for (const [key, text] of ro) expect(text, key).not.toMatch(/(\d|\}\}) %/);
    });
  });
});
