/**
 * The PDF's "Since last time" lines from a comparison, in both languages: the
 * figures of the comparison and the e-mail's wording (the lines are the domain's, drawn by the PDF).
 */
import { describe, expect, it } from 'vitest';
import { BAND_LABELS, signedChange, sinceLastTimeLines, stepsMovedMost, type Locale } from '@hai/domain';
import { compareFixture } from './compare-fixture';

describe('sinceLastTimeLines', () => {
  it('signs a change with a real minus and ±0', () => {
    expect([signedChange(9), signedChange(-4), signedChange(0)]).toEqual(['+9', '−4', '±0']);
  });

  it.each([
    ['en', 'Since last time', 'Compared with your assessment of 12 March 2026.', 'Overall score', 'Level'],
    [
      'ro',
      'Față de evaluarea anterioară',
      'Comparat cu evaluarea dumneavoastră din 12 martie 2026.',
      'Scor general',
      'Nivel',
    ],
  ] as const)('states the comparison’s figures (%s)', (locale: Locale, heading, compared, overall, level) => {
    const c = compareFixture(locale);
    const l = sinceLastTimeLines(c, locale)!;
    expect(l.heading).toBe(heading);
    expect(l.comparedWith).toBe(compared);
    const { then, now, change } = c.overall;
    expect(change.score).not.toBe(0);
    expect(
      l.overall.startsWith(`${overall}: ${then.score}% → ${now.score}% (${signedChange(change.score)} `),
    ).toBe(true);
    expect(l.overall).not.toContain('-');
    const bandThen = BAND_LABELS[then.band!][locale];
    const bandNow = BAND_LABELS[now.band!][locale];
    expect(l.level).toContain(`${level}: `);
    expect(l.level).toContain(bandNow);
    if (bandThen !== bandNow) expect(l.level).toBe(`${level}: ${bandThen} → ${bandNow}`);
    // The three steps that moved most, the largest first, with their then → now and change.
    const moved = stepsMovedMost(c.steps);
    expect(moved).toHaveLength(3);
    expect(l.steps).toHaveLength(3);
    moved.forEach((s, i) => {
      expect(l.steps[i]).toContain(`${s.stepOrder}. ${s.stepName}: `);
      if (s.change.score !== null)
        expect(l.steps[i]).toContain(`${s.then.score}% → ${s.now.score}% (${signedChange(s.change.score)})`);
    });
    // Activities toward / away, the counts of the comparison.
    expect(c.moved.toward + c.moved.away).toBeGreaterThan(0);
    expect(l.activities).toContain(`${c.moved.toward} `);
    expect(l.activities).toContain(`, ${c.moved.away} `);
    // Seven tasks: the count, five titles and "and 2 more".
    expect(l.tasks).toContain('7');
    expect(l.taskTitles).toHaveLength(6);
    expect(l.taskTitles.slice(0, 5)).toEqual(c.tasksCompleted.slice(0, 5).map((t) => t.title));
    expect(l.taskTitles[5]).toBe(locale === 'ro' ? 'și încă 2' : 'and 2 more');
    expect(l.versions).toBeNull();
    expect(JSON.stringify(l)).not.toMatch(/[şţŞŢ]/);
  });

  it('words the lines as the e-mail does (en)', () => {
    const l = sinceLastTimeLines(compareFixture('en', { taskCount: 0 }), 'en')!;
    expect(l.tasks).toBe('No task of the earlier roadmap was marked completed.');
    expect(l.taskTitles).toEqual([]);
    expect(l.activities).toMatch(/^Activities that changed: \d+ moved toward their ideal, \d+ away from it/);
    expect(l.stepsHeading).toBe('The steps that moved most');
  });

  it('says across bank versions that only the shared activities are compared (en, ro)', () => {
    const en = compareFixture('en', { sameBankVersion: false });
    expect(sinceLastTimeLines(en, 'en')!.versions).toBe(
      `The question bank changed between the two assessments: only the ${en.overall.now.activityCount} activities both versions share are compared, so the figures here can differ from each assessment's own results.`,
    );
    const ro = compareFixture('ro', { sameBankVersion: false });
    expect(sinceLastTimeLines(ro, 'ro')!.versions).toContain(
      `sunt comparate doar cele ${ro.overall.now.activityCount} de activități comune ambelor versiuni`,
    );
  });

  it('says when nothing moved, with ±0', () => {
    const c = compareFixture('ro', { taskCount: 0 });
    const still = {
      ...c,
      overall: { ...c.overall, now: c.overall.then, change: { ...c.overall.change, score: 0 } },
      steps: c.steps.map((s) => ({ ...s, now: s.then, change: { ...s.change, score: 0 } })),
      moved: { toward: 0, away: 0, neither: 0 },
    };
    const l = sinceLastTimeLines(still, 'ro')!;
    expect(l.overall).toContain('(±0 puncte)');
    expect(l.level).toMatch(/, ca data trecută$/);
    expect(l.steps).toEqual([]);
    expect(l.noStepMoved).toBe('Niciun scor de pas nu s-a schimbat.');
    expect(l.activities).toBe('Nicio activitate nu s-a schimbat.');
  });
});
