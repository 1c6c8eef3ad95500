/**
 * A faster `query` for the embedded database. PGlite's own `query` makes six separate calls into
 * the WASM engine per statement (parse, describe the statement to learn the parameter types,
 * bind, describe the portal, execute, sync); each call has a fixed cost that dominated the answer
 * path (issue 6). This one sends the whole extended-protocol exchange in one call, as a network
 * client does, with the parameters in text form for the server to type (as postgres.js does), and
 * parses the answer with PGlite's own parser, so rows, types and errors come back as before.
 *
 * Only top-level queries take this path; queries inside `transaction()` keep PGlite's own. A
 * parameter that needs its declared type to be serialised (an array or an object other than a
 * Date) also falls back to PGlite's `query`.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** The text form of a parameter, or `undefined` when only PGlite's typed path can serialise it. */
function textValue(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      return value instanceof Date ? value.toISOString() : undefined;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Internal PGlite locks (declared in its types): one for transactions, one for each exchange. */
interface Locks {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Give `pg` a single-trip `query` (same signature and results as PGlite's). Returns `pg`.
 * Throws PGlite's `DatabaseError` (with `code`, `detail`…) for a failing statement, like `query`.
 */
export function withSingleTripQueries(pg: PGlite): PGlite {
  const original = pg.query.bind(pg);
  const locks = pg as unknown as Locks;
  const s = protocol.serialize;
  const sync = s.sync();
  const describePortal = s.describe({ type: 'P' });
  const execute = s.execute({});
  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map(textValue);
    if (values.some((v) => v === undefined) || options?.blob) return original<T>(text, params, options);
    const message = concat([
      s.parse({ text }),
      s.bind({ values: values as (string | null)[] }),
      describePortal,
      execute,
      sync,
    ]);
    await pg.waitReady;
    // The same locks as PGlite's `query`: never inside another caller's open transaction.
    return locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        const { messages } = await pg.execProtocol(message);
        return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
      }),
    );
  }
  pg.query = query as PGlite['query'];
  return pg;
}
