/**
 * A step's two numbers said in words (domain-design.md §3): how far the split is
 * from the ideal, and how many activities are practised and how well they match their ideals.
 * One function, so the step-progress page, the steps tab, the e-mail and the PDF say the same.
 */
import type { Locale } from '../i18n/locale.js';
import { MIN_PRACTISED_ANSWERS, TOLERANCE_POINTS } from '../scoring/constants.js';
import { formatPercent } from './strategies/format.js';

/** The fields of a step score (or feedback item) the sentence reads. */
export interface StepNumbers {
  yourAiPercent: number | null;
  yourHumanPercent: number | null;
  targetHumanPercent: number;
  /** Rounded, 0..100; `null` when the step is not scored. */
  alignment: number | null;
  practisedCount: number;
  activityCount: number;
  /** Practised activities exactly at their ideal. */
  atIdealCount: number;
  allAnswersAreOptionE: boolean;
  insufficient: boolean;
}

/** "1 point", "12 points" (en); "1 punct", "12 puncte", "20 de puncte" (ro). */
export const formatPoints = (n: number, locale: Locale): string =>
  locale === 'ro'
    ? `${n} ${n === 1 ? 'punct' : n >= 20 ? 'de puncte' : 'puncte'}`
    : `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * The step's numbers in one or two sentences, plain text, in `locale`:
 * - scored: "Your split is 3 points from the ideal, within the 5-point tolerance. You practise 9
 *   of 13 activities, 6 of them exactly at their ideal; counting half for those one step away,
 *   alignment is 78%.";
 * - every activity "not yet": "You practise none of the 13 activities yet.";
 * - fewer than 5 practised: "You practise 3 of 13 activities; a score needs at least 5.";
 * - unanswered: "".
 */
export function stepInWords(s: StepNumbers, locale: Locale): string {
  const pct = (n: number) => formatPercent(n, locale);
  const { practisedCount: p, activityCount: n } = s;
  if (s.allAnswersAreOptionE)
    return locale === 'ro'
      ? `Nu practicați încă niciuna dintre cele ${n} activități.`
      : `You practise none of the ${n} activities yet.`;
  if (s.insufficient)
    return locale === 'ro'
      ? `Practicați ${p} din cele ${n} activități; un scor are nevoie de cel puțin ${MIN_PRACTISED_ANSWERS}.`
      : `You practise ${p} of ${n} activities; a score needs at least ${MIN_PRACTISED_ANSWERS}.`;
  if (s.yourAiPercent === null || s.yourHumanPercent === null || s.alignment === null) return '';
  const gap = Math.abs(s.yourHumanPercent - s.targetHumanPercent);
  let split: string;
  if (gap === 0)
    split =
      locale === 'ro' ? 'Împărțirea voastră este exact cea ideală.' : 'Your split is exactly the ideal.';
  else {
    const side =
      gap <= TOLERANCE_POINTS
        ? locale === 'ro'
          ? ', în toleranța de 5 puncte'
          : ', within the 5-point tolerance'
        : s.yourHumanPercent > s.targetHumanPercent
          ? locale === 'ro'
            ? ', cu prea mult lăsat pe seama oamenilor'
            : ', too much left to people'
          : locale === 'ro'
            ? ', cu prea mult lăsat pe seama AI-ului sau a automatizării'
            : ', too much left to AI or automation';
    split =
      locale === 'ro'
        ? `Împărțirea voastră este la ${formatPoints(gap, locale)} de ideal${side}.`
        : `Your split is ${formatPoints(gap, locale)} from the ideal${side}.`;
  }
  const k = s.atIdealCount;
  const practice =
    locale === 'ro'
      ? `Practicați ${p} din cele ${n} activități, ${k} dintre ele exact la ideal; socotind pe jumătate activitățile aflate la un pas de ideal, alinierea este ${pct(s.alignment)}.`
      : `You practise ${p} of ${n} activities, ${k} of them exactly at their ideal; counting half for those one step away, alignment is ${pct(s.alignment)}.`;
  return `${split} ${practice}`;
}
