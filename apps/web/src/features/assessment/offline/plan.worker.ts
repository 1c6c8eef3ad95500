/**
 * The bank's planner (step-plan.ts) in a worker of its own: the question bank is a bundle of its
 * own here, out of the assessment's first load, and stays in memory once the worker runs, so the
 * chat can go on offline. Each request `{ key, input }` is answered `{ key, next }` (`next` null
 * when the next question cannot be told here).
 */
import type { NextQuestion, PlanInput } from './offline-view';
import { nextAfterKept } from './step-plan';

/** A question to the planner, `key` naming it in the answer. */
export interface PlanRequest {
  key: string;
  input: PlanInput;
}

/** The planner's answer to the request `key`. */
export interface PlanReply {
  key: string;
  next: NextQuestion | null;
}

self.onmessage = (event: MessageEvent<PlanRequest>) => {
  const { key, input } = event.data;
  let next: NextQuestion | null = null;
  try {
    next = nextAfterKept(input) ?? null;
  } catch (error) {
    console.error('planning the next question failed', error);
  }
  self.postMessage({ key, next } satisfies PlanReply);
};
