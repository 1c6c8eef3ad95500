/** The embedded database's single-trip `query` answers exactly like PGlite's own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { types, type PGlite } from '@electric-sql/pglite';
import { openPglite } from './client.js';
import { withSingleTripQueries } from './pglite-single-trip.js';

let fast: PGlite;
let plain: PGlite;
const SETUP = `CREATE TABLE t (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), n int NOT NULL, j jsonb, at timestamptz, ok boolean, note text UNIQUE)`;

beforeAll(async () => {
  fast = withSingleTripQueries(await openPglite('memory://'));
  plain = await openPglite('memory://');
  for (const pg of [fast, plain]) await pg.exec(SETUP);
}, 60_000);
afterAll(async () => {
  await fast?.close();
  await plain?.close();
});

/** Run the same query on both databases. */
async function both(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
  const [a, b] = await Promise.all([fast.query(text, params, options), plain.query(text, params, options)]);
  return { fast: a, plain: b };
}

describe('single-trip query', () => {
  it('returns the same rows, fields and counts for every parameter kind', async () => {
    const at = new Date('2026-11-23T08:00:00.000Z');
    const insert = 'INSERT INTO t (id, n, j, at, ok, note) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';
    const params = [
      '6f1c1f7e-8a55-4a4e-9d1c-0c7d2b6b8d11',
      42,
      JSON.stringify({ a: [1, 'ș'] }),
      at,
      true,
      null,
    ];
    const r = await both(insert, params);
    expect(r.fast.rows).toEqual(r.plain.rows);
    expect(r.fast.rows[0]).toMatchObject({ n: 42, j: { a: [1, 'ș'] }, at, ok: true, note: null });
    expect(r.fast.fields).toEqual(r.plain.fields);
    expect(r.fast.affectedRows).toBe(1);
    const update = await both('UPDATE t SET n = n + $1 WHERE ok = $2', [1n, false]);
    expect(update.fast.affectedRows).toBe(update.plain.affectedRows);
  });

  it('honours rowMode and custom parsers, as Drizzle uses them', async () => {
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    const r = await both('SELECT n, at FROM t WHERE n > $1', [0], options);
    expect(r.fast.rows).toEqual(r.plain.rows);
    expect(typeof (r.fast.rows[0] as unknown[])[1]).toBe('string');
  });

  it('throws the same database error, and the connection keeps working', async () => {
    const dup = 'INSERT INTO t (n, note) VALUES ($1, $2)';
    await both(dup, [1, 'once']);
    const [a, b] = await Promise.allSettled([fast.query(dup, [2, 'once']), plain.query(dup, [2, 'once'])]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect((a as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect((await fast.query('SELECT count(*)::int AS c FROM t WHERE note = $1', ['once'])).rows).toEqual([
      { c: 1 },
    ]);
  });

  it('prepares each statement once: a failed first run, new parameters and a changed table all work', async () => {
    await fast.exec("CREATE TABLE p (k text PRIMARY KEY, v int); INSERT INTO p VALUES ('a', 1)");
    const insert = 'INSERT INTO p (k, v) VALUES ($1, $2) RETURNING v';
    await expect(fast.query(insert, ['a', 2])).rejects.toMatchObject({ code: '23505' });
    expect((await fast.query(insert, ['b', 3])).rows).toEqual([{ v: 3 }]);
    expect((await fast.query(insert, ['c', 4])).rows).toEqual([{ v: 4 }]);
    const all = 'SELECT * FROM p WHERE k = $1';
    expect((await fast.query(all, ['b'])).rows).toEqual([{ k: 'b', v: 3 }]);
    await fast.exec('ALTER TABLE p ADD COLUMN w int DEFAULT 7');
    expect((await fast.query(all, ['b'])).rows).toEqual([{ k: 'b', v: 3, w: 7 }]);
    expect((await fast.query(all, ['c'])).rows).toEqual([{ k: 'c', v: 4, w: 7 }]);
  });

  it('falls back to the typed path for array parameters', async () => {
    const r = await both('SELECT $1::int[] AS xs', [[1, 2, 3]]);
    expect(r.fast.rows).toEqual([{ xs: [1, 2, 3] }]);
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = fast.transaction(async (t) => {
      await t.query('INSERT INTO t (n, note) VALUES (7, $1)', ['in-tx']);
      await held;
      await t.rollback();
    });
    // Issued while the transaction is open: it must wait, and then not see the rolled-back row.
    const outside = fast.query('SELECT count(*)::int AS c FROM t WHERE note = $1', ['in-tx']);
    release();
    await tx;
    expect((await outside).rows).toEqual([{ c: 0 }]);
  });
});
