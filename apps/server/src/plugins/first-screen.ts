/**
 * Signed-in first screens (the target: "a first load under one second on mobile" on the
 * assessment): the page a logged-in user opens arrives drawn in its HTML, as the anonymous entry
 * pages do from their build-time prerender, instead of after the app's scripts and its API calls.
 *
 * - Who: a request for `/{locale}/assessment` (`SIGNED_IN_FIRST_SCREENS`) carrying the
 *   `hai_session` flag (the browser still stores a token) and the `hai_auth` cookie
 *   (plugins/auth-cookie.ts) of a live session, whose assessment is not completed.
 * - What: the answers of the page's queries (trpc/first-screen.ts), drawn by the web build's
 *   renderer (`ssr/entry.js`, apps/web/src/prerender/entry.tsx `renderSignedIn`) with the real
 *   components; plugins/static.ts puts the markup, the page's stylesheets and the answers into
 *   the shell.
 * - Where: a worker thread, so that the browser globals the app's modules need (a `window`, a
 *   `document`, storage) never exist in the server's own thread, and one render at a time there,
 *   so that one request's module state (session, consent, language) is never another's.
 * - When not: anything missing, late (over {@link RENDER_TIMEOUT_MS}), busy (over
 *   {@link MAX_QUEUED} waiting) or failing gives the bare shell, and the app draws the page as
 *   before; a thread that crashed or kept a render past the timeout is replaced by a new one.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedInRender, SignedInRenderRequest } from '@hai/domain';
import type { Deps } from '../services/deps.js';
import { answerFirstScreen } from '../trpc/first-screen.js';
import type { FirstScreenSource } from './static.js';

/** Longest wait for one render (ms), queue included; then the bare shell goes out. */
export const RENDER_TIMEOUT_MS = 1_500;
/** Most renders waiting at once; beyond them a request gets the bare shell at once. */
export const MAX_QUEUED = 32;

/**
 * The renderer thread's code (plain JavaScript, run with `eval`: no file of its own to find in
 * the compiled or the source tree): it imports the renderer and answers one message at a time.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.url);
let chain = Promise.resolve();
parentPort.on('message', ({ id, request }) => {
  chain = chain.then(async () => {
    try {
      const renderer = await loaded;
      parentPort.postMessage({ id, ok: true, result: await renderer.renderSignedIn(request) });
    } catch (err) {
      parentPort.postMessage({ id, ok: false, error: String((err && err.stack) || err) });
    }
  });
});
loaded.then(() => parentPort.postMessage({ ready: true }), (err) => { throw err; });
`;

interface Pending {
  resolve: (r: SignedInRender) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

type Reply =
  | { ready: true }
  | { id: number; ok: true; result: SignedInRender }
  | { id: number; ok: false; error: string };

/** The web build's renderer in a thread of its own (see the module's comment). */
export class FirstScreenRenderer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  /** `file`: the renderer module's absolute path (`<webDist>/ssr/entry.js`). Starts the thread. */
  constructor(
    private readonly file: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.start();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { url: pathToFileURL(this.file).href },
      // The renderer reads no environment; keep the server's secrets out of its thread.
      env: {},
      // A render needs a few megabytes; a thread that keeps growing is ended, not the server.
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 },
    });
    worker.unref();
    worker.on('message', (msg: Reply) => {
      if ('ready' in msg) return;
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.ok) p.resolve(msg.result);
      else p.reject(new Error(msg.error));
    });
    const fail = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(err);
        this.pending.delete(id);
      }
      if (!this.closed)
        this.log.error({ err }, 'first-screen renderer stopped; it restarts on the next page');
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`first-screen renderer exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** Draw `request`; rejects when busy, late or failing (the caller sends the bare shell). */
  render(request: SignedInRenderRequest, timeoutMs = RENDER_TIMEOUT_MS): Promise<SignedInRender> {
    if (this.closed) return Promise.reject(new Error('first-screen renderer closed'));
    if (this.pending.size >= MAX_QUEUED) return Promise.reject(new Error('first-screen renderer busy'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<SignedInRender>((resolve, reject) => {
      // A render this late holds up every one behind it: the thread is replaced.
      const timer = setTimeout(
        () => this.replace(new Error(`first-screen render over ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, request });
    });
  }

  /** End the thread (a new one starts with the next render); every waiting render rejects. */
  private replace(err: Error): void {
    const worker = this.worker;
    this.worker = null;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    this.pending.clear();
    this.log.warn({ err }, 'first-screen renderer replaced');
    void worker?.terminate();
  }

  /** Stop the thread; later renders reject. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error('first-screen renderer closed'));
    }
    this.pending.clear();
    if (worker) await worker.terminate();
  }
}

/**
 * The signed-in first screens' source for plugins/static.ts: the answers of the page's queries
 * for the cookie's session (trpc/first-screen.ts), drawn by `renderer`.
 */
export function firstScreenSource(deps: Deps, renderer: FirstScreenRenderer): FirstScreenSource {
  return async ({ token, page, path, locale, consent }) => {
    const queries = await answerFirstScreen(deps, token, page, locale);
    if (queries === 'unauthorized') return 'unauthorized';
    if (queries === 'not-shown') return null;
    return renderer.render({ path, locale, consent, queries });
  };
}
