/**
 * The chat's side of the bank's planner (plan.worker.ts): one worker for the page, started once
 * the chat shows (so that it and the bank are in memory before the connection goes) and kept. A
 * plan is asked by its {@link PlanInput} and answered from a cache: `'pending'` until the worker
 * has answered (a few milliseconds; subscribers hear of it), then the next question or undefined.
 * Without workers (or if it fails to start), every plan is undefined: the chat then waits for the
 * server after a kept answer.
 */
import type { NextQuestion, PlanInput } from './offline-view';
import type { PlanReply, PlanRequest } from './plan.worker';

/** At most this many plans are remembered (the chat asks one or two per answer). */
const KEPT_PLANS = 64;

export interface Planner {
  /** The next question after `input`, `'pending'` while the worker works on it. */
  plan(input: PlanInput): NextQuestion | undefined | 'pending';
  /** Start the worker (it loads the bank). */
  start(): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever a plan arrives (for React's external store). */
  version(): number;
}

/** A planner over the worker `spawn` makes (the app's: plan.worker.ts). */
export function createPlanner(spawn: () => Worker): Planner {
  let worker: Worker | null | undefined;
  const plans = new Map<string, NextQuestion | undefined>();
  const asked = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;

  const started = (): Worker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = spawn();
    } catch (err) {
      console.error('starting the question planner failed', err);
      return (worker = null);
    }
    worker.onmessage = (event: MessageEvent<PlanReply>) => {
      const { key, next } = event.data;
      asked.delete(key);
      if (plans.size >= KEPT_PLANS) plans.delete(plans.keys().next().value!);
      plans.set(key, next ?? undefined);
      version += 1;
      for (const l of listeners) l();
    };
    worker.onerror = (event) => {
      console.error('the question planner failed', event.message);
      worker?.terminate();
      worker = null;
      asked.clear();
      version += 1;
      for (const l of listeners) l();
    };
    return worker;
  };

  return {
    plan(input) {
      const key = JSON.stringify(input);
      if (plans.has(key)) return plans.get(key);
      const w = started();
      if (!w) return undefined;
      if (!asked.has(key)) {
        asked.add(key);
        w.postMessage({ key, input } satisfies PlanRequest);
      }
      return 'pending';
    },
    start: () => void started(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

let shared: Planner | undefined;

/** The page's planner. */
export function planner(): Planner {
  return (shared ??= createPlanner(
    () =>
      new Worker(new URL('./plan.worker.ts', import.meta.url), { type: 'module', name: 'question-planner' }),
  ));
}
