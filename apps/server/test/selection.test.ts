/**
 * One place knows which assessment a call reads: services/assessments/selection.ts is the only
 * module of the server that reads the `assessments` or `answers` table (drizzle `.from(…)` or a
 * join, or `FROM`/`JOIN` in SQL text). Writes stay with their use cases. Two statements read
 * beside a write by design, and are the only exceptions, each for its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const SELECTION = 'services/assessments/selection.ts';

/** A read of `assessments` or `answers`: drizzle's from/joins, or FROM/JOIN in SQL text. */
const READ =
  /\.from\(\s*(assessments|answers)\b|Join\(\s*(assessments|answers)\b|\b(FROM|JOIN)\s+(assessments|answers)\b/g;

/** Reads that share one statement with a write, by file: the count each may hold, and why. */
const EXCEPTIONS: Record<string, { reads: number; why: string }> = {
  'services/assessments/answer.ts': {
    reads: 2,
    why: 'the save statement reads the next question’s own and previous answer in the statement that writes this one (one statement an answer)',
  },
  'services/peers.ts': {
    reads: 1,
    why: 'the benchmark’s write copies the completed assessment’s version and date in the statement that writes its rows',
  },
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the selection module', () => {
  it('recognises every form of a read it forbids', () => {
    const forms = [
      'db.select().from(assessments)',
      'tx.select().from( answers )',
      '.innerJoin(assessments, eq(a, b))',
      '.leftJoin(answers, x)',
      'sql`SELECT id FROM assessments WHERE`',
      'sql`SELECT 1 FROM answers a JOIN assessments s`',
    ];
    for (const form of forms) expect(form.match(READ), form).not.toBeNull();
    expect('UPDATE assessments SET x = 1; INSERT INTO answers (a)'.match(READ)).toBeNull();
  });

  it('is the only server module that reads assessments or answers, but for the named statements', () => {
    const found: Record<string, number> = {};
    for (const file of sources(SRC)) {
      const name = relative(SRC, file).split('\\').join('/');
      if (name === SELECTION) continue;
      const reads = readFileSync(file, 'utf8').match(READ)?.length ?? 0;
      if (reads > 0) found[name] = reads;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(EXCEPTIONS).map(([f, e]) => [f, e.reads])));
  });
});
