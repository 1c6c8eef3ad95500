/**
 * The one answer scale of every activity question (domain-design.md §2, version 3): who does the
 * activity, from people alone to AI or automation alone, or "we don't do this yet". The option
 * texts are the scale's texts and the weight is the scale position, never authored per question.
 * "Machine" means AI models and rule-based automation alike: any work no person does by hand.
 */
import type { Localized, PractisedKey } from './types.js';

/** One step of the scale. */
export interface ScalePoint {
  key: PractisedKey | 'E';
  /** The option text the chat shows. */
  text: Localized;
  /**
   * The answer in a few words, where a text quotes it under a word limit (the AI prompts): the
   * scale's own words without its explanations.
   */
  short: Localized;
  /** Machine share of the work, percent; `null` for E (not practised). */
  machineShare: number | null;
}

/**
 * Machine share of each practised answer, percent (domain-design.md §2 table): A 0, B 33, C 67,
 * D 100. Thirds of the work, rounded to whole points as the design table writes them.
 */
export const MACHINE_SHARE: Readonly<Record<PractisedKey, number>> = { A: 0, B: 33, C: 67, D: 100 };

/** The scale, A..E, as the chat lists it. */
export const ANSWER_SCALE: readonly ScalePoint[] = [
  {
    key: 'A',
    machineShare: MACHINE_SHARE.A,
    text: {
      en: 'People do it (they may use reports and dashboards)',
      ro: 'Oamenii o fac (pot folosi rapoarte și dashboarduri)',
    },
    short: { en: 'People do it', ro: 'Oamenii o fac' },
  },
  {
    key: 'B',
    machineShare: MACHINE_SHARE.B,
    text: {
      en: 'People lead; AI or automation drafts, suggests or does part of the work',
      ro: 'Oamenii conduc; AI-ul sau automatizarea propune, schițează sau face o parte din muncă',
    },
    short: {
      en: 'People lead; AI or automation does part',
      ro: 'Oamenii conduc; AI-ul sau automatizarea face o parte',
    },
  },
  {
    key: 'C',
    machineShare: MACHINE_SHARE.C,
    text: {
      en: 'AI or automation leads; people review',
      ro: 'AI-ul sau automatizarea conduce; oamenii verifică',
    },
    short: {
      en: 'AI or automation leads; people review',
      ro: 'AI-ul sau automatizarea conduce; oamenii verifică',
    },
  },
  {
    key: 'D',
    machineShare: MACHINE_SHARE.D,
    text: { en: 'AI or automation does it alone', ro: 'Doar AI-ul sau automatizarea' },
    short: { en: 'AI or automation does it alone', ro: 'Doar AI-ul sau automatizarea' },
  },
  {
    key: 'E',
    machineShare: null,
    text: { en: "We don't do this yet", ro: 'Nu facem încă asta' },
    short: { en: "We don't do this yet", ro: 'Nu facem încă asta' },
  },
];

/** The scale positions, 0..3, of the practised letters: the distance between two answers. */
export const SCALE_POSITION: Readonly<Record<PractisedKey, number>> = { A: 0, B: 1, C: 2, D: 3 };

/**
 * How the scale is explained once, before question 1, and shown as a legend
 * while answering. Plain text; `title` is a heading, `body` its paragraphs.
 */
export const SCALE_INTRO: { title: Localized; body: readonly Localized[]; legendTitle: Localized } = {
  title: { en: 'How to answer', ro: 'Cum răspundeți' },
  body: [
    {
      en: 'Each question names one marketing activity and asks who does it today. Every question has the same five answers.',
      ro: 'Fiecare întrebare numește o activitate de marketing și întreabă cine o face astăzi. Toate întrebările au aceleași cinci răspunsuri.',
    },
    {
      en: '“AI or automation” means any work no person does by hand: AI tools and rule-based automation alike.',
      ro: '„AI-ul sau automatizarea” înseamnă orice parte a muncii pe care nu o face manual o persoană: atât instrumentele AI, cât și automatizările pe bază de reguli.',
    },
    {
      en: 'Deciding with reports and dashboards is still “People do it”. Choose the second answer once AI or automation drafts, suggests or does part of the work.',
      ro: 'Deciziile luate cu ajutorul rapoartelor și al dashboardurilor rămân „Oamenii o fac”. Alegeți al doilea răspuns când AI-ul sau automatizarea propune, schițează sau face o parte din muncă.',
    },
    {
      en: 'Answer for how the work is done now. Press a letter key; the next question follows.',
      ro: 'Răspundeți după cum se lucrează acum. Apăsați tasta literei; urmează întrebarea următoare.',
    },
  ],
  legendTitle: { en: 'Answer scale', ro: 'Scala de răspuns' },
};
