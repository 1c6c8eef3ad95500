/**
 * Feedback texts shared by all steps (product-spec §4, domain-design.md §5).
 */
import type { Localized } from '../../i18n/localized.js';
import { MIN_PRACTISED_ANSWERS, TOLERANCE_POINTS } from '../../scoring/constants.js';

/**
 * Shown when a step has no answers yet (product-spec §4: "continue advancing in the assessment
 * to get personalised feedback"). Rich text, one `<p>`.
 */
export const DEFAULT_FEEDBACK: Localized = {
  en: '<p>Continue advancing in the assessment to get personalised feedback for this step.</p>',
  ro: '<p>Continuați evaluarea ca să primiți feedback personalizat pentru acest pas.</p>',
};

/**
 * Lead sentence of the feedback of an `insufficient` step (domain-design.md §3, minimum
 * evidence: fewer than {@link MIN_PRACTISED_ANSWERS} practised activities). The step's `notImplemented`
 * advice follows it. Rich text, one `<p>`.
 */
export const INSUFFICIENT_LEAD: Localized = {
  en: `<p><strong>Not enough answers to score this step.</strong> A score needs at least ${MIN_PRACTISED_ANSWERS} activities you practise (answers A to D); fewer are practised here, so no AI–human split is shown.</p>`,
  ro: `<p><strong>Nu sunt destule răspunsuri pentru a evalua acest pas.</strong> Un scor are nevoie de cel puțin ${MIN_PRACTISED_ANSWERS} activități pe care le practicați (răspunsurile de la A la D); aici practicați mai puține, așa că nu afișăm împărțirea între AI și oameni.</p>`,
};

/**
 * Above this many points from its target a step is "far" off (domain-design.md §5: "the gap said by
 * its size"): 15 points is about half of one scale step (33 points of machine share) on the average
 * activity, so a gap beyond it means most activities sit a whole scale step from their ideal, not
 * one or two. Editorial threshold, consistent with the 5-point tolerance of product-spec §4.
 */
export const FAR_GAP_POINTS = 15;

/** How far a scored step is from its target (domain-design.md §5). */
export type GapSize = 'on-target' | 'few-points' | 'far';

/** The size class of a gap of `points` (absolute, rounded): ≤ 5 on target, ≤ 15 a few points, else far. */
export function gapSize(points: number): GapSize {
  const d = Math.abs(points);
  return d <= TOLERANCE_POINTS ? 'on-target' : d <= FAR_GAP_POINTS ? 'few-points' : 'far';
}

/**
 * The second paragraph of a scored step's feedback: what a gap of this size takes to close, with
 * `{gap}` the points and `{direction}` which side (the texts of {@link GAP_DIRECTION}). Rich text,
 * one `<p>`.
 */
export const GAP_SENTENCE: Readonly<Record<GapSize | 'all-at-ideal', Localized>> = {
  'all-at-ideal': {
    en: '<p>Within the 5-point tolerance ({gap} away), and every activity you practise is at its ideal: keep how the work is divided.</p>',
    ro: '<p>În toleranța de 5 puncte (diferență: {gap}), iar fiecare activitate pe care o practicați este la idealul ei: păstrați felul în care este împărțită munca.</p>',
  },
  'on-target': {
    en: '<p>Within the 5-point tolerance ({gap} away): keep how the work is divided, and correct only the single activities named below.</p>',
    ro: '<p>În toleranța de 5 puncte (diferență: {gap}): păstrați felul în care este împărțită munca și corectați doar activitățile numite mai jos.</p>',
  },
  'few-points': {
    en: '<p>A gap of a few points ({gap}), {direction}: it closes with a few targeted changes, starting with the activities below.</p>',
    ro: '<p>O diferență de câteva puncte ({gap}), {direction}: se închide cu câteva schimbări țintite, începând cu activitățile de mai jos.</p>',
  },
  far: {
    en: '<p>A large gap ({gap}), {direction}: it will not close with one or two changes; start with the activities below, furthest from their ideal, and plan for the rest of the step.</p>',
    ro: '<p>O diferență mare ({gap}), {direction}: nu se închide cu una sau două schimbări; începeți cu activitățile de mai jos, cele mai departe de ideal, și planificați și restul pasului.</p>',
  },
};

/** Which side a step is off its target, for {@link GAP_SENTENCE}. */
export const GAP_DIRECTION: Readonly<Record<'too-human' | 'too-machine', Localized>> = {
  'too-human': { en: 'with too much left to people', ro: 'cu prea mult lăsat pe seama oamenilor' },
  'too-machine': {
    en: 'with too much left to AI or automation',
    ro: 'cu prea mult lăsat pe seama AI-ului sau a automatizării',
  },
};
