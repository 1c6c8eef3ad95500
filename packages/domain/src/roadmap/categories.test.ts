import { describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import { generateRoadmap } from '../report/report.js';
import { TASK_CATEGORIES, isAllowedTaskCategory } from './categories.js';
import { perfectAnswers, sameLetterAnswers } from '../testing/index.js';

describe('task categories', () => {
  it('hold every category generation writes, in both locales', () => {
    const offTarget = STEPS.flatMap((s) => sameLetterAnswers(s, 'A'));
    for (const answers of [perfectAnswers(STEPS), offTarget])
      for (const locale of ['en', 'ro'] as const)
        for (const task of generateRoadmap(answers, locale).tasks)
          expect(TASK_CATEGORIES.has(task.category)).toBe(true);
  });

  it('allow none, a known one or one present; refuse anything else', () => {
    expect(isAllowedTaskCategory(null, [])).toBe(true);
    expect(isAllowedTaskCategory('Viziune', [])).toBe(true);
    expect(isAllowedTaskCategory('Automation and efficiency', [])).toBe(true);
    expect(isAllowedTaskCategory('Made up', [])).toBe(false);
    expect(isAllowedTaskCategory('Made up', ['Viziune', null, 'Made up'])).toBe(true);
    expect(isAllowedTaskCategory('viziune', [])).toBe(false);
  });
});
