import type { CompletedTaskView, MovedActivityView, PeerGroup, StepComparisonView } from '@hai/domain';
import { describe, expect, it } from 'vitest';
import { chartRows, leftOutCount, movedGroups, peerColumns, signed, tasksByStep, trend } from './progress';

const answer = (key: 'A' | 'B' | 'C' | 'D' | 'E') => ({
  key,
  optionId: `q-${key.toLowerCase()}`,
  machineShare: key === 'E' ? null : 0,
  humanPercent: key === 'E' ? null : 100,
  text: key,
});

function moved(
  questionId: string,
  stepOrder: number,
  direction: MovedActivityView['direction'],
): MovedActivityView {
  return {
    questionId,
    stepId: 'VIZIUNE',
    stepOrder,
    activity: questionId,
    ideal: answer('A'),
    from: answer('E'),
    to: answer('A'),
    kind: 'started',
    direction,
  };
}

const snap = (score: number | null) => ({
  score,
  alignment: score,
  yourHumanPercent: 50,
  yourAiPercent: 50,
  coverage: 1,
  practisedCount: 10,
  activityCount: 10,
  notYetCount: 0,
  insufficient: false,
  allAnswersAreOptionE: false,
});

function step(
  stepId: StepComparisonView['stepId'],
  stepOrder: number,
  then: number | null,
  now: number | null,
): StepComparisonView {
  return {
    stepId,
    stepName: stepId,
    stepOrder,
    targetHumanPercent: 50,
    targetAiPercent: 50,
    then: snap(then),
    now: snap(now),
    change: {
      score: then === null || now === null ? null : now - then,
      yourHumanPercent: 0,
      coverage: 0,
      practisedCount: 0,
    },
    moved: { toward: 0, away: 0, neither: 0 },
  };
}

describe('signed', () => {
  it('gives every change its sign, with a real minus sign and ±0', () => {
    expect(signed(9)).toBe('+9');
    expect(signed(-4)).toBe('\u22124');
    expect(signed(0)).toBe('±0');
    expect(signed(0.4)).toBe('±0');
    expect(signed(null)).toBeNull();
  });
  it('trend follows the rounded change', () => {
    expect(trend(3)).toBe('up');
    expect(trend(-0.6)).toBe('down');
    expect(trend(0.2)).toBe('same');
    expect(trend(null)).toBeNull();
  });
});

describe('movedGroups', () => {
  it('groups toward / away / neither, in step order, bank order within a step', () => {
    const g = movedGroups([
      moved('s3-a', 3, 'away'),
      moved('s1-b', 1, 'toward'),
      moved('s1-a', 1, 'away'),
      moved('s2-a', 2, 'toward'),
      moved('s1-c', 1, 'neither'),
      moved('s1-d', 1, 'toward'),
    ]);
    expect(g.toward.map((m) => m.questionId)).toEqual(['s1-b', 's1-d', 's2-a']);
    expect(g.away.map((m) => m.questionId)).toEqual(['s1-a', 's3-a']);
    expect(g.neither.map((m) => m.questionId)).toEqual(['s1-c']);
  });
  it('is empty when nothing moved', () => {
    expect(movedGroups([])).toEqual({ toward: [], away: [], neither: [] });
  });
});

describe('tasksByStep', () => {
  const task = (id: string, stepId: CompletedTaskView['stepId']): CompletedTaskView => ({
    id,
    title: id,
    category: 'c',
    stepId,
  });
  it('puts each task beside its step, in step order, the tasks of no step last', () => {
    const steps = [step('CLARITATE', 2, 40, 50), step('VIZIUNE', 1, 60, 70), step('DECIZIE', 3, 10, 10)];
    const out = tasksByStep(steps, [
      task('t1', 'CLARITATE'),
      task('t2', null),
      task('t3', 'VIZIUNE'),
      task('t4', 'CLARITATE'),
    ]);
    expect(out.map((g) => [g.step?.stepId ?? null, g.tasks.map((t) => t.id)])).toEqual([
      ['VIZIUNE', ['t3']],
      ['CLARITATE', ['t1', 't4']],
      [null, ['t2']],
    ]);
  });
  it('a task of a step not compared goes with the tasks of no step', () => {
    const out = tasksByStep([step('VIZIUNE', 1, 1, 2)], [task('t1', 'DECIZIE')]);
    expect(out).toEqual([{ step: null, tasks: [task('t1', 'DECIZIE')] }]);
  });
  it('no tasks, no groups', () => {
    expect(tasksByStep([step('VIZIUNE', 1, 1, 2)], [])).toEqual([]);
  });
});

describe('chartRows', () => {
  it('draws an unscored side as 0 and says so', () => {
    const rows = chartRows([step('CLARITATE', 2, null, 40), step('VIZIUNE', 1, 60, 70)]);
    expect(rows.map((r) => [r.stepId, r.then, r.now, r.thenScored, r.nowScored])).toEqual([
      ['VIZIUNE', 60, 70, true, true],
      ['CLARITATE', 0, 40, false, true],
    ]);
  });
});

describe('leftOutCount and peerColumns', () => {
  it('counts the activities left out', () => {
    expect(
      leftOutCount({
        leftOut: {
          questions: [{ questionId: 'a', stepId: 'VIZIUNE', activity: 'a' }],
          steps: [],
          retiredAnswerCount: 2,
        },
      }),
    ).toBe(1);
  });
  it('gives a column only to the groups with percentiles, size first', () => {
    const base = {
      sizeClass: 'small' as const,
      industry: 'software',
      companyCount: 7,
      minGroup: 20,
      asOf: '2026-01-01T00:00:00Z',
    };
    const rank = {
      dimension: 'overall' as const,
      score: 50,
      percentile: 40,
      companyCount: 30,
      unavailableReason: null,
    };
    const size: PeerGroup = {
      ...base,
      kind: 'size',
      industry: null,
      companyCount: 30,
      available: true,
      overall: rank,
      steps: [],
    };
    const industry: PeerGroup = { ...base, kind: 'size-industry', available: false, reason: 'too-few' };
    expect(peerColumns({ size, sizeIndustry: industry })).toEqual([size]);
    expect(peerColumns({ size: industry, sizeIndustry: size })).toEqual([size]);
  });
});
