/**
 * How busy a database handle is (the server's `/metrics`). postgres.js keeps its
 * pool's queues (open, busy, connecting…) private and exposes only its options, and PGlite is one
 * embedded session, so the client wrappers of createDb() count the work they hand to the driver.
 */

/** A database handle's use at one moment (DbHandle.stats()). */
export interface DbPoolStats {
  /** Most connections the pool opens: postgres.js's `max` (`poolSize`), 1 for PGlite. */
  maxConnections: number;
  /**
   * Statements sent outside a transaction and not answered yet; each holds or waits for a
   * connection while it runs (postgres.js may also pipeline several on one connection).
   */
  queriesInFlight: number;
  /** Transactions begun and not yet committed or rolled back; each holds one connection throughout. */
  transactionsOpen: number;
}

/** Counters of the work in flight on one database handle, kept by its client wrapper. */
export class InFlight {
  /** Statements outside transactions, sent and not settled. */
  queries = 0;
  /** Transactions begun and not settled. */
  transactions = 0;

  /**
   * Count `pending` under `kind` until it settles (fulfilled or rejected); returns it unchanged.
   * Subscribes through `Promise.prototype.then` itself, so a postgres.js query, which runs on its
   * first `then`, is not started early; the subscription never rejects.
   */
  track<P extends PromiseLike<unknown>>(kind: 'queries' | 'transactions', pending: P): P {
    this[kind] += 1;
    const done = () => {
      this[kind] -= 1;
    };
    Promise.prototype.then.call(pending, done, done);
    return pending;
  }
}
