/**
 * The PostgreSQL side of createDb() (client.ts): postgres.js with bounded time,
 * statements prepared once per connection, and a pool that is replaced after a lost connection.
 */
import type { Options, Sql } from 'postgres';
import type { InFlight } from './pool-stats.js';

/**
 * Time bounds of the PostgreSQL connection, so that no request waits long on a database that is
 * down or slow, and the first request after it returns connects at once:
 * - `connectTimeoutMs`: a connection attempt (TCP connect, startup, authentication) fails after
 *   this, ms (postgres.js's own default is 30 s);
 * - `statementTimeoutMs`: PostgreSQL cancels a statement running longer (SQLSTATE 57014), ms;
 *   0 for none. Sent as the `statement_timeout` startup parameter of every pooled connection;
 *   migrations run on a connection of their own without it;
 * - `idleTimeoutSeconds`: an unused pooled connection is closed after this, s (0: never);
 * - `maxLifetimeSeconds`: a pooled connection is replaced after this, s, plus up to half of it
 *   at random so that the pool does not reconnect all at once;
 * - `reconnectMaxDelayMs`: the longest a query waits before its closed connection is opened
 *   again after failures, ms. postgres.js counts failed connections pool-wide and waits
 *   `3^failures / 100` s (up to 20 s) before each new attempt, so after an outage of a few seconds
 *   the first requests waited up to 20 s more; here the wait doubles from 50 ms up to this cap.
 */
export interface DbTimeouts {
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  idleTimeoutSeconds?: number;
  maxLifetimeSeconds?: number;
  reconnectMaxDelayMs?: number;
}

/** The defaults of {@link DbTimeouts} (the server's env.ts uses them as its defaults too). */
export const DB_TIMEOUT_DEFAULTS = {
  connectTimeoutMs: 3000,
  statementTimeoutMs: 5000,
  idleTimeoutSeconds: 60,
  maxLifetimeSeconds: 30 * 60,
  reconnectMaxDelayMs: 500,
} as const satisfies Required<DbTimeouts>;

/**
 * postgres.js options for `config`'s {@link DbTimeouts} (defaults {@link DB_TIMEOUT_DEFAULTS});
 * postgres.js takes seconds, fractions allowed. `statement: false` leaves the statement timeout
 * out (the migrations' connection).
 */
export function postgresOptions(config: DbTimeouts, statement = true): Options<Record<string, never>> {
  const t = { ...DB_TIMEOUT_DEFAULTS, ...definedOnly(config) };
  const reconnectMax = t.reconnectMaxDelayMs / 1000;
  return {
    onnotice: () => {},
    connect_timeout: t.connectTimeoutMs / 1000,
    idle_timeout: t.idleTimeoutSeconds,
    // A function is read once per connection (postgres.js's own default is one); its type says number.
    max_lifetime: (() => t.maxLifetimeSeconds * (1 + Math.random() / 2)) as unknown as number,
    // `retries` counts the pool's failed connection attempts since the last one that succeeded.
    backoff: (retries: number) => Math.min(0.05 * 2 ** Math.max(0, retries - 1), reconnectMax),
    connection: statement && t.statementTimeoutMs > 0 ? { statement_timeout: t.statementTimeoutMs } : {},
  };
}

/** `o` without its undefined values (so that an unset option keeps its default). */
function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Whether `err` (as postgres.js rejects a query) means a connection was lost under it: reset,
 * closed, timed out while connecting, or the server shutting down (57P01, 57P02, class 08). A
 * refused connection is not one: nothing was written on it.
 */
export function isLostConnection(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return (
    ['CONNECTION_CLOSED', 'CONNECT_TIMEOUT', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02'].includes(
      code,
    ) || /^08[0-9A-Z]{3}$/.test(code)
  );
}

/**
 * A postgres.js pool that is replaced by a fresh one after a connection is lost under it.
 *
 * Why: postgres.js 3.4.9 batches small writes behind a `setImmediate`, and when a socket closes
 * while such a write is pending, `closed()` (src/connection.js) cancels the immediate without
 * forgetting it. That pooled connection never flushes a small write again: on its next connect the
 * startup message stays in its buffer and the attempt ends in `CONNECT_TIMEOUT`, again and again
 * (seen in test/outage.test.ts: sockets opened to a database that was back, 0 bytes sent; the
 * same fault is described in LanternOps/breeze#3225). The driver offers no way to reset it, so the
 * whole pool is replaced — at most once per `minIntervalMs` — and the old one finishes its queries
 * for up to `drainSeconds` before it is closed.
 */
export class RenewablePool {
  private pool: Sql;
  private renewedAt = -Infinity;
  private readonly retiring = new Set<Promise<void>>();

  constructor(
    private readonly open: () => Sql,
    private readonly drainSeconds: number,
    private readonly minIntervalMs = 1000,
  ) {
    this.pool = open();
  }

  /** The pool to send the next query to. */
  get current(): Sql {
    return this.pool;
  }

  /** Note a failed query; a lost connection replaces the pool (see the class doc). */
  observe(err: unknown): void {
    if (!isLostConnection(err) || performance.now() - this.renewedAt < this.minIntervalMs) return;
    this.renewedAt = performance.now();
    const old = this.pool;
    this.pool = this.open();
    // Drizzle sets its own date and JSON parsers on the client it is given (drizzle-orm
    // postgres-js/driver.js); the new pool needs them too.
    Object.assign(this.pool.options.parsers, old.options.parsers);
    Object.assign(this.pool.options.serializers, old.options.serializers);
    const ended: Promise<void> = old
      .end({ timeout: this.drainSeconds })
      .catch(() => {})
      .finally(() => this.retiring.delete(ended));
    this.retiring.add(ended);
  }

  /** Close the pool (and any old one still finishing), waiting up to `timeoutSeconds`. */
  async end(timeoutSeconds: number): Promise<void> {
    await Promise.all([this.pool.end({ timeout: timeoutSeconds }), ...this.retiring]);
  }
}

/**
 * The client Drizzle is given: the pool's current client, with every statement prepared.
 *
 * Drizzle runs every query that is not `.prepare()`d as an unnamed statement, and postgres.js then
 * asks the server to describe it first: two round trips and a fresh parse and plan for every query.
 * This client keeps postgres.js's own default instead: each distinct statement is prepared once
 * per connection and then only bound and executed (one round trip). The app's statements are a
 * small fixed set, so the per-connection cache stays small. (Behind a transaction-mode pooler
 * such as PgBouncer < 1.21, prepared statements must be off; the app connects directly.)
 *
 * A failed query's error is shown to `observe` (the pool's renewal) without running the query
 * early: postgres.js runs a query on its first `then`, so the observer subscribes through
 * `Promise.prototype.then` itself. With `inFlight`, statements outside a transaction and open
 * transactions are counted while they run (pool-stats.ts; the server's `/metrics`).
 */
export function preparedStatements(
  client: () => Sql,
  observe: (err: unknown) => void,
  inFlight?: InFlight,
): Sql {
  const unsafe = (query: string, params?: unknown[], options?: object) => {
    const pending = client().unsafe(query, params as never, { ...options, prepare: true });
    Promise.prototype.then.call(pending, undefined, observe);
    inFlight?.track('queries', pending);
    return pending;
  };
  const begin = (...args: unknown[]) => {
    const fn = args.pop() as (tx: Sql) => unknown;
    const run = (client().begin as (...a: unknown[]) => Promise<unknown>)(...args, (tx: Sql) =>
      fn(preparedStatements(() => tx, observe)),
    );
    run.then(undefined, observe);
    inFlight?.track('transactions', run);
    return run;
  };
  return new Proxy(client(), {
    get: (_target, prop) => {
      const target = client();
      if (prop === 'unsafe') return unsafe;
      if (prop === 'begin' && 'begin' in target) return begin;
      return Reflect.get(target, prop, target);
    },
    apply: (_target, thisArg, args) => Reflect.apply(client(), thisArg, args),
  });
}
