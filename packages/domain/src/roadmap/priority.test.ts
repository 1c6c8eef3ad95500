import { describe, expect, it } from 'vitest';
import { RoadmapTaskView, CreateTaskInput } from '../schemas/roadmap.js';
import { normalizePriority, taskPriorityLevel, TASK_PRIORITY_MAX_LENGTH } from './priority.js';

describe('task priority as spec §3 writes it (free text, nullable)', () => {
  it('stores a named level as its key in either language and any case', () => {
    expect(normalizePriority('High')).toBe('high');
    expect(normalizePriority('  critică ')).toBe('critical');
    expect(normalizePriority('CRITICA')).toBe('critical');
    expect(normalizePriority('Medie')).toBe('medium');
    expect(normalizePriority('low')).toBe('low');
  });

  it('keeps other text as written (trimmed), empty as null', () => {
    expect(normalizePriority(' Urgent - fundații ')).toBe('Urgent - fundații');
    expect(normalizePriority('   ')).toBeNull();
    expect(normalizePriority(null)).toBeNull();
  });

  it('colours free text by spec §9: urgent/fundații high, consolidare/optimizare medium, else low', () => {
    expect(taskPriorityLevel('Urgent - fundații')).toBe('high');
    expect(taskPriorityLevel('FUNDATII mai întâi')).toBe('high');
    expect(taskPriorityLevel('Consolidare Q3')).toBe('medium');
    expect(taskPriorityLevel('optimizare continuă')).toBe('medium');
    expect(taskPriorityLevel('când avem timp')).toBe('low');
    expect(taskPriorityLevel('Critică')).toBe('critical');
    expect(taskPriorityLevel('critical')).toBe('critical');
    expect(taskPriorityLevel(null)).toBeNull();
  });

  it('the task form takes free text up to 60 characters and stores a named level as its key', () => {
    const ok = CreateTaskInput.parse({ title: 'T', category: 'C', priority: 'Urgent - fundații' });
    expect(ok.priority).toBe('Urgent - fundații');
    expect(CreateTaskInput.parse({ title: 'T', category: 'C', priority: 'Ridicată' }).priority).toBe('high');
    expect(CreateTaskInput.parse({ title: 'T', category: 'C', priority: null }).priority).toBeNull();
    const long = CreateTaskInput.safeParse({
      title: 'T',
      category: 'C',
      priority: 'x'.repeat(TASK_PRIORITY_MAX_LENGTH + 1),
    });
    expect(long.success).toBe(false);
    expect(RoadmapTaskView.shape.priority.safeParse('Urgent - fundații').success).toBe(true);
  });
});
