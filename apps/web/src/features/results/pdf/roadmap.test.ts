import { describe, expect, it } from 'vitest';
import type { RoadmapTaskView } from '@hai/domain';
import { groupByHorizon, roadmapPdfTask, roadmapSummary, type RoadmapPdfTask } from './roadmap';

const task = (title: string, over: Partial<RoadmapPdfTask> = {}): RoadmapPdfTask => ({
  title,
  category: 'Conținut',
  description: null,
  priority: 'medium',
  status: 'not_started',
  horizon: '0-3',
  timeline: null,
  budget: null,
  tools: null,
  kpi: null,
  expectedResults: null,
  isGenerated: true,
  orderIndex: 0,
  ...over,
});

const titles = (tasks: readonly RoadmapPdfTask[]) => tasks.map((t) => t.title);

describe('groupByHorizon', () => {
  it('orders the groups 0–3, 3–6, 6–12, 12+ months, then the tasks without a horizon', () => {
    const groups = groupByHorizon([
      task('none', { horizon: null, orderIndex: 0 }),
      task('long', { horizon: '12+', orderIndex: 1 }),
      task('year', { horizon: '6-12', orderIndex: 2 }),
      task('now', { horizon: '0-3', orderIndex: 3 }),
      task('quarter', { horizon: '3-6', orderIndex: 4 }),
    ]);
    expect(groups.map((g) => g.horizon)).toEqual(['0-3', '3-6', '6-12', '12+', null]);
    expect(groups.map((g) => titles(g.tasks))).toEqual([['now'], ['quarter'], ['year'], ['long'], ['none']]);
  });

  it('puts the tasks of a group in orderIndex order, whatever order they come in', () => {
    const [group] = groupByHorizon([
      task('third', { orderIndex: 7 }),
      task('first', { orderIndex: 0 }),
      task('second', { orderIndex: 3 }),
    ]);
    expect(titles(group!.tasks)).toEqual(['first', 'second', 'third']);
  });

  it('leaves out empty groups and shows every task exactly once', () => {
    const tasks = [
      task('a', { horizon: '6-12', orderIndex: 2 }),
      task('b', { horizon: null, orderIndex: 0 }),
      task('c', { horizon: '6-12', orderIndex: 1 }),
    ];
    const groups = groupByHorizon(tasks);
    expect(groups.map((g) => g.horizon)).toEqual(['6-12', null]);
    expect(groups.flatMap((g) => titles(g.tasks)).sort()).toEqual(['a', 'b', 'c']);
    expect(groupByHorizon([])).toEqual([]);
  });

  it('places a task without a horizon by a timeline that names one, in either language', () => {
    const groups = groupByHorizon([
      task('typed ro', { horizon: null, timeline: '3-6 luni', orderIndex: 0 }),
      task('typed en', { horizon: null, timeline: '0–3 months', orderIndex: 1 }),
      task('free text', { horizon: null, timeline: 'Q3 2027', orderIndex: 2 }),
    ]);
    expect(groups.map((g) => [g.horizon, titles(g.tasks)])).toEqual([
      ['0-3', ['typed en']],
      ['3-6', ['typed ro']],
      [null, ['free text']],
    ]);
  });
});

describe('roadmapSummary', () => {
  it('counts the tasks by status and rounds the share completed', () => {
    const tasks = [
      task('a', { status: 'completed' }),
      task('b', { status: 'in_progress' }),
      task('c'),
      task('d', { status: 'completed' }),
      task('e', { status: 'in_progress' }),
      task('f'),
    ];
    expect(roadmapSummary(tasks)).toEqual({
      notStarted: 2,
      inProgress: 2,
      completed: 2,
      total: 6,
      percentComplete: 33,
    });
    expect(roadmapSummary(tasks.slice(0, 1)).percentComplete).toBe(100);
  });

  it('is all zeros for an empty roadmap', () => {
    expect(roadmapSummary([])).toEqual({
      notStarted: 0,
      inProgress: 0,
      completed: 0,
      total: 0,
      percentComplete: 0,
    });
  });
});

describe('roadmapPdfTask', () => {
  it('keeps what the PDF shows and drops the personal notes, ids and timestamps', () => {
    const view: RoadmapTaskView = {
      ...task('Plan', { tools: 'Canva', kpi: '+20 % leads' }),
      scoreRange: '60-74',
      nivel: 'average',
      id: '5b6e1a52-6a0e-4b8e-9f59-9f1c1b2f6a11',
      notes: 'private',
      source: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    };
    const slim = roadmapPdfTask(view);
    expect(slim).toEqual(task('Plan', { tools: 'Canva', kpi: '+20 % leads' }));
    expect('notes' in slim).toBe(false);
  });
});
