/** The chat's side of the bank's planner (planner.ts), over a fake worker. */
import { describe, expect, it, vi } from 'vitest';
import type { NextQuestion, PlanInput } from './offline-view';
import type { PlanReply, PlanRequest } from './plan.worker';
import { createPlanner } from './planner';

/** A worker that records what it is asked and answers when told. */
class FakeWorker {
  asked: PlanRequest[] = [];
  onmessage: ((event: MessageEvent<PlanReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminate = vi.fn();
  postMessage(request: PlanRequest) {
    this.asked.push(request);
  }
  answer(key: string, next: NextQuestion | null) {
    this.onmessage?.({ data: { key, next } } as MessageEvent<PlanReply>);
  }
}

const input = (questionId: string): PlanInput => ({
  stepId: 'VIZIUNE',
  questionCount: 15,
  questionId,
  numberInStep: 3,
  before: [],
  kept: [{ questionId, selectedOptionIds: [`${questionId}-a`] }],
  locale: 'ro',
});
const NEXT: NextQuestion = { question: null, end: 'step', questionCount: 15 };

describe('createPlanner', () => {
  it('asks the worker once per input, answers pending until it replies, then from its cache', () => {
    const worker = new FakeWorker();
    const spawn = vi.fn(() => worker as unknown as Worker);
    const planner = createPlanner(spawn);
    const heard = vi.fn();
    planner.subscribe(heard);
    expect(spawn).not.toHaveBeenCalled();

    expect(planner.plan(input('q3'))).toBe('pending');
    expect(planner.plan(input('q3'))).toBe('pending');
    expect(worker.asked).toHaveLength(1);
    const version = planner.version();

    worker.answer(worker.asked[0]!.key, NEXT);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(planner.version()).toBe(version + 1);
    expect(planner.plan(input('q3'))).toEqual(NEXT);
    // No next question known: undefined, remembered too.
    expect(planner.plan(input('q4'))).toBe('pending');
    worker.answer(worker.asked[1]!.key, null);
    expect(planner.plan(input('q4'))).toBeUndefined();
    expect(worker.asked).toHaveLength(2);
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it('without a worker every plan is unknown (the chat then waits for the server)', () => {
    const planner = createPlanner(() => {
      throw new Error('no workers here');
    });
    expect(planner.plan(input('q3'))).toBeUndefined();
    const failing = new FakeWorker();
    const other = createPlanner(() => failing as unknown as Worker);
    expect(other.plan(input('q3'))).toBe('pending');
    failing.onerror?.({ message: 'failed to load' } as ErrorEvent);
    expect(failing.terminate).toHaveBeenCalled();
    expect(other.plan(input('q3'))).toBeUndefined();
  });
});
