/**
 * The one HTTP client of the load bench (bench/load.ts): an undici `Pool` with keep-alive and no
 * pipelining, one connection per concurrent caller, so the bare Fastify route and the answer route
 * are measured with exactly the same client code and the same number of connections.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/** What one request came to; `send` never throws, so a failure is data, not an exception. */
export interface Reply {
  /** HTTP status, or 0 when the request failed before an answer (connection, timeout). */
  status: number;
  /** 2xx and a body that parses as JSON (or is empty). */
  ok: boolean;
  /** The parsed JSON body, when there was one. */
  body: unknown;
  /** When the answer was fully read (`performance.now()`). */
  doneAt: number;
  /** Why the request is not `ok`: a network error message or the start of the body. */
  error?: string;
}

/** A keep-alive client for one origin; see the module doc. */
export class HttpClient {
  private readonly pool: Pool;

  /** `connections`: how many sockets at most; give one per concurrent caller. */
  constructor(origin: string, connections: number) {
    this.pool = new Pool(origin, {
      connections,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      keepAliveMaxTimeout: 600_000,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
  }

  /**
   * Send one request with an already serialised JSON `body` and optional bearer `token`; reads
   * the whole answer and parses it. Resolves with a {@link Reply} whatever happens.
   */
  async send(method: 'GET' | 'POST', path: string, body?: string, token?: string): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      const res = await this.pool.request({ method, path, headers, body });
      const text = await res.body.text();
      const doneAt = performance.now();
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        return {
          status: res.statusCode,
          ok: false,
          body: undefined,
          doneAt,
          error: `not JSON: ${text.slice(0, 120)}`,
        };
      }
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return {
        status: res.statusCode,
        ok,
        body: parsed,
        doneAt,
        ...(ok ? {} : { error: text.slice(0, 200) }),
      };
    } catch (err) {
      return { status: 0, ok: false, body: undefined, doneAt: performance.now(), error: String(err) };
    }
  }

  /** Like {@link send} with an object body, for setup calls: throws unless the answer is 2xx. */
  async call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<unknown> {
    const r = await this.send(method, path, body === undefined ? undefined : JSON.stringify(body), token);
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${r.error ?? ''}`);
    return r.body;
  }

  /** Close every socket. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
