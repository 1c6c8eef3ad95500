/**
 * One Romanian register across the product: the question bank and the report address the reader
 * with "voi" (docs/question-authoring.md rule 6), so every Romanian UI string does too. Reads the
 * directory, so a new namespace is checked as soon as it exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TU_FORMS } from '@hai/domain/testing';

const RO = join(new URL('.', import.meta.url).pathname, 'ro');

type Tree = { [key: string]: string | Tree };

/** Every string leaf of a translation tree, as [key path, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [[key, v] as [string, string]] : leaves(v, key);
  });
}

const namespaces = readdirSync(RO).filter((f) => f.endsWith('.json'));

describe('Romanian UI strings', () => {
  it('are found', () => {
    expect(namespaces).toContain('results.json');
  });

  it.each(namespaces)('%s addresses the reader formally, never with "tu" forms', (file) => {
    const tree = JSON.parse(readFileSync(join(RO, file), 'utf8')) as Tree;
    for (const [key, text] of leaves(tree)) expect(text, key).not.toMatch(TU_FORMS);
  });
});
