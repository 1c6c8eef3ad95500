/**
 * Drain before shutdown. Once {@link Drain.begin} is called (SIGTERM, see
 * shutdown.ts), `/api/ready` and every new request answer 503 `SERVICE_UNAVAILABLE` with
 * `Retry-After: 1` and `Connection: close` (the one error body, in tRPC's envelope on /trpc), so a
 * load balancer takes the instance out and clients go elsewhere; requests already running finish
 * with their own answer, also closing their connection. The liveness check (`/api/health`,
 * `system.health`) keeps answering 200, so an orchestrator does not kill the process early. Once
 * the app closes, every request that still arrives answers that 503 too.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors.js';

/** Paths that keep answering while draining: liveness only. */
const LIVENESS = new Set(['/api/health', '/trpc/system.health']);

/** Seconds a drained request's client is told to wait before trying again (elsewhere). */
export const DRAIN_RETRY_AFTER_SECONDS = 1;

/** Whether the app is draining or closing; one per app (`app.drain`). */
export class Drain {
  private since: number | null = null;
  private closingSince: number | null = null;

  /** Start draining (idempotent): from now on new requests answer 503. */
  begin(): void {
    this.since ??= Date.now();
  }

  /**
   * The app is closing (`app.close()`, its `preClose` hook): from now on every request answers
   * 503, liveness included, since the process is going away. Idempotent.
   */
  close(): void {
    this.closingSince ??= Date.now();
  }

  /** True once {@link begin} was called. */
  get draining(): boolean {
    return this.since !== null;
  }

  /** True once {@link close} was called. */
  get closing(): boolean {
    return this.closingSince !== null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The drain switch (plugins/drain.ts). */
    drain: Drain;
  }
}

/**
 * Registers `app.drain` and the hooks that refuse new requests while draining and while closing.
 * The closing part replaces Fastify's own `return503OnClosing` answer (turned off in app.ts), whose
 * bare 503 had no `Retry-After`, no request id and not the product's error body: a request that
 * still reaches the app during `app.close()` (one pipelined or sent on a kept-alive connection)
 * gets the same translated 503 as a drained one (product-spec §8, ARCHITECTURE "Drain").
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  const drain = new Drain();
  app.decorate('drain', drain);
  app.addHook('preClose', async () => drain.close());
  app.addHook('onRequest', async (req, reply) => {
    if (!drain.closing && (!drain.draining || LIVENESS.has(req.url.split('?')[0]!))) return;
    reply.header('retry-after', String(DRAIN_RETRY_AFTER_SECONDS));
    throw new DomainError('SERVICE_UNAVAILABLE', 'error.unavailable');
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (drain.draining) reply.header('connection', 'close');
    return payload;
  });
});
