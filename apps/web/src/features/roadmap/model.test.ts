import { describe, expect, it } from 'vitest';
import type { RoadmapTaskView, TaskStatus } from '@hai/domain';
import {
  categoriesOf,
  dropInColumn,
  effectiveFilter,
  filterOfToken,
  filterToken,
  kanbanColumns,
  matchesFilter,
  moveTask,
  nextSort,
  reorderUpdates,
  roadmapCounts,
  sortTasks,
  timelineGroups,
} from './model';

let seq = 0;
function task(over: Partial<RoadmapTaskView> & { title: string }): RoadmapTaskView {
  const n = seq++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    category: 'Altele',
    description: null,
    priority: 'medium',
    status: 'not_started',
    horizon: null,
    timeline: null,
    budget: null,
    tools: null,
    kpi: null,
    expectedResults: null,
    notes: null,
    isGenerated: true,
    scoreRange: null,
    nivel: null,
    source: null,
    orderIndex: n,
    createdAt: new Date(2026, 0, 1, 0, 0, n).toISOString(),
    updatedAt: new Date(2026, 0, 1, 0, 0, n).toISOString(),
    ...over,
  };
}

/** A board: A, B, C not started; D in progress; E completed (global order A..E). */
function board() {
  seq = 0;
  return [
    task({ title: 'A', orderIndex: 0 }),
    task({ title: 'B', orderIndex: 1 }),
    task({ title: 'C', orderIndex: 2 }),
    task({ title: 'D', orderIndex: 3, status: 'in_progress' }),
    task({ title: 'E', orderIndex: 4, status: 'completed' }),
  ];
}
const titles = (tasks: RoadmapTaskView[]) => tasks.map((t) => t.title).join('');
const column = (tasks: RoadmapTaskView[], status: TaskStatus) =>
  titles(kanbanColumns(tasks).find((c) => c.status === status)!.tasks);
const idOf = (tasks: RoadmapTaskView[], title: string) => tasks.find((t) => t.title === title)!.id;

describe('roadmapCounts', () => {
  it('counts each status and the rounded percent complete', () => {
    const tasks = board();
    expect(roadmapCounts(tasks)).toEqual({
      total: 5,
      notStarted: 3,
      inProgress: 1,
      completed: 1,
      percentComplete: 20,
    });
    expect(roadmapCounts([]).percentComplete).toBe(0);
    const done = tasks.map((t) => ({ ...t, status: 'completed' as const }));
    expect(roadmapCounts(done).percentComplete).toBe(100);
  });
});

describe('categories and the filter', () => {
  it('lists categories in order of appearance and filters uncategorised tasks as Other', () => {
    seq = 0;
    const tasks = [
      task({ title: 'x', category: 'Strategie', orderIndex: 1 }),
      task({ title: 'y', category: 'Conținut', orderIndex: 0 }),
      task({ title: 'z', category: 'Altele', orderIndex: 2 }),
      task({ title: 'w', category: 'Strategie', orderIndex: 3 }),
    ];
    expect(categoriesOf(tasks)).toEqual(['Conținut', 'Strategie']);
    const none = filterOfToken(filterToken({ kind: 'none' }));
    expect(tasks.filter((t) => matchesFilter(t, none)).map((t) => t.title)).toEqual(['z']);
    const strategie = filterOfToken(filterToken({ kind: 'category', name: 'Strategie' }));
    expect(tasks.filter((t) => matchesFilter(t, strategie)).map((t) => t.title)).toEqual(['x', 'w']);
    expect(filterOfToken(null)).toEqual({ kind: 'all' });
  });

  it('falls back to all categories when the remembered one has no task any more', () => {
    const tasks = board();
    expect(effectiveFilter({ kind: 'category', name: 'Gone' }, tasks)).toEqual({ kind: 'all' });
    expect(effectiveFilter({ kind: 'none' }, tasks)).toEqual({ kind: 'none' });
    const categorised = tasks.map((t) => ({ ...t, category: 'K' }));
    expect(effectiveFilter({ kind: 'none' }, categorised)).toEqual({ kind: 'all' });
  });
});

describe('timelineGroups', () => {
  it('groups by horizon soonest first, tasks without a horizon last, each in global order', () => {
    seq = 0;
    const tasks = [
      task({ title: 'late', horizon: '12+', orderIndex: 0 }),
      task({ title: 'none', horizon: null, orderIndex: 1 }),
      task({ title: 'soon2', horizon: '0-3', orderIndex: 3 }),
      task({ title: 'soon1', horizon: '0-3', orderIndex: 2 }),
    ];
    expect(timelineGroups(tasks).map((g) => [g.horizon, titles(g.tasks)])).toEqual([
      ['0-3', 'soon1soon2'],
      ['12+', 'late'],
      [null, 'none'],
    ]);
  });
});

describe('sortTasks', () => {
  it('sorts by title in the locale, by priority most pressing first, and flips', () => {
    seq = 0;
    const tasks = [
      task({ title: 'Ține', priority: 'low' }),
      task({ title: 'Sa', priority: 'critical' }),
      task({ title: 'Ta', priority: 'medium' }),
      task({ title: 'Șa', priority: 'high' }),
    ];
    expect(titles(sortTasks(tasks, { key: 'title', direction: 'ascending' }, 'ro'))).toBe('SaȘaTaȚine');
    expect(titles(sortTasks(tasks, { key: 'priority', direction: 'ascending' }, 'ro'))).toBe('SaȘaTaȚine');
    expect(titles(sortTasks(tasks, { key: 'priority', direction: 'descending' }, 'ro'))).toBe('ȚineTaȘaSa');
    expect(titles(sortTasks(tasks, { key: 'order', direction: 'ascending' }, 'ro'))).toBe('ȚineSaTaȘa');
  });

  it('sorts free-text priorities by spec §9: urgent/fundații with high, consolidare with medium, the rest with low', () => {
    seq = 0;
    const tasks = [
      task({ title: 'D', priority: 'când avem timp' }),
      task({ title: 'B', priority: 'Urgent - fundații' }),
      task({ title: 'A', priority: 'critical' }),
      task({ title: 'C', priority: 'Consolidare Q3' }),
      task({ title: 'E', priority: null }),
    ];
    expect(titles(sortTasks(tasks, { key: 'priority', direction: 'ascending' }, 'ro'))).toBe('ABCDE');
  });

  it('puts uncategorised tasks after the others', () => {
    seq = 0;
    const tasks = [
      task({ title: '1' }),
      task({ title: '2', category: 'b' }),
      task({ title: '3', category: 'a' }),
    ];
    expect(titles(sortTasks(tasks, { key: 'category', direction: 'ascending' }, 'en'))).toBe('321');
  });

  it('nextSort flips the same key and starts a new key ascending', () => {
    expect(nextSort({ key: 'title', direction: 'ascending' }, 'title').direction).toBe('descending');
    expect(nextSort({ key: 'title', direction: 'descending' }, 'priority')).toEqual({
      key: 'priority',
      direction: 'ascending',
    });
  });
});

describe('moves', () => {
  it('reorders within a column: down lands after the target, up before it', () => {
    const tasks = board();
    const down = dropInColumn(tasks, idOf(tasks, 'A'), 'not_started', idOf(tasks, 'C'));
    expect(column(down, 'not_started')).toBe('BCA');
    const up = dropInColumn(tasks, idOf(tasks, 'C'), 'not_started', idOf(tasks, 'A'));
    expect(column(up, 'not_started')).toBe('CAB');
    expect(up.map((t) => t.orderIndex).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('moves to another column before the card it is dropped on, changing the status', () => {
    const tasks = board();
    const moved = dropInColumn(tasks, idOf(tasks, 'B'), 'in_progress', idOf(tasks, 'D'));
    expect(column(moved, 'not_started')).toBe('AC');
    expect(column(moved, 'in_progress')).toBe('BD');
    expect(moved.find((t) => t.title === 'B')!.status).toBe('in_progress');
  });

  it('drops into an empty column or on the column itself at its end', () => {
    const tasks = board();
    const toDone = dropInColumn(tasks, idOf(tasks, 'A'), 'completed', null);
    expect(column(toDone, 'completed')).toBe('EA');
    const empty = tasks.filter((t) => t.status !== 'in_progress');
    const toEmpty = dropInColumn(empty, idOf(empty, 'C'), 'in_progress', null);
    expect(column(toEmpty, 'in_progress')).toBe('C');
    expect(toEmpty.map((t) => t.orderIndex)).toEqual([0, 1, 2, 3]);
  });

  it('changes nothing when dropped on itself, and sends no reorder', () => {
    const tasks = board();
    const same = dropInColumn(tasks, idOf(tasks, 'B'), 'not_started', idOf(tasks, 'B'));
    expect(titles(same)).toBe('ABCDE');
    expect(reorderUpdates(tasks, same)).toEqual([]);
  });

  it('sends every task with its new index after a move', () => {
    const tasks = board();
    const moved = moveTask(tasks, idOf(tasks, 'E'), {
      status: 'completed',
      targetId: idOf(tasks, 'A'),
      placement: 'before',
    });
    const updates = reorderUpdates(tasks, moved);
    expect(updates).toHaveLength(5);
    expect(updates[0]).toEqual({ taskId: idOf(tasks, 'E'), orderIndex: 0 });
  });
});
