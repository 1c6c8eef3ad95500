/** The step's two numbers in words, in both languages. */
import { describe, expect, it } from 'vitest';
import { stepInWords, type StepNumbers } from './step-words.js';

const base: StepNumbers = {
  yourAiPercent: 12,
  yourHumanPercent: 88,
  targetHumanPercent: 90,
  alignment: 78,
  practisedCount: 9,
  activityCount: 13,
  atIdealCount: 6,
  allAnswersAreOptionE: false,
  insufficient: false,
};

describe('stepInWords', () => {
  it('says the split gap and the practised activities with their match', () => {
    expect(stepInWords(base, 'en')).toBe(
      'Your split is 2 points from the ideal, within the 5-point tolerance. You practise 9 of 13 activities, 6 of them exactly at their ideal; counting half for those one step away, alignment is 78%.',
    );
    expect(stepInWords(base, 'ro')).toBe(
      'Împărțirea voastră este la 2 puncte de ideal, în toleranța de 5 puncte. Practicați 9 din cele 13 activități, 6 dintre ele exact la ideal; socotind pe jumătate activitățile aflate la un pas de ideal, alinierea este 78 %.',
    );
  });

  it('names the side of a gap beyond the tolerance, and "de" from 20 points in Romanian', () => {
    const far = { ...base, yourAiPercent: 40, yourHumanPercent: 60 };
    expect(stepInWords(far, 'en')).toContain('30 points from the ideal, too much left to AI or automation.');
    expect(stepInWords(far, 'ro')).toContain('la 30 de puncte de ideal');
    const human = { ...base, yourAiPercent: 0, yourHumanPercent: 100, targetHumanPercent: 75 };
    expect(stepInWords(human, 'en')).toContain('too much left to people');
    expect(stepInWords({ ...base, yourAiPercent: 10, yourHumanPercent: 90 }, 'en')).toContain(
      'Your split is exactly the ideal',
    );
  });

  it('says what is missing when the step is not scored', () => {
    expect(stepInWords({ ...base, allAnswersAreOptionE: true, practisedCount: 0 }, 'en')).toBe(
      'You practise none of the 13 activities yet.',
    );
    expect(stepInWords({ ...base, insufficient: true, practisedCount: 3 }, 'ro')).toBe(
      'Practicați 3 din cele 13 activități; un scor are nevoie de cel puțin 5.',
    );
    expect(
      stepInWords(
        { ...base, yourAiPercent: null, yourHumanPercent: null, alignment: null, practisedCount: 0 },
        'en',
      ),
    ).toBe('');
  });
});
