/**
 * The scenes of the intro video (spec §2 Home): which real screen each one
 * shows and its caption in both languages. The same timing serves both languages, so one pair of
 * WebVTT files captions the ro and the en video.
 */

/** A scene: a screenshot `id` (taken by make.ts) shown for `seconds`, with its captions. */
export interface Scene {
  id: 'home' | 'chat' | 'step' | 'overview' | 'strategy' | 'roadmap';
  seconds: number;
  caption: { ro: string; en: string };
}

/** Length of the cross-fade between two scenes, seconds (part of both scenes' time). */
export const FADE_SECONDS = 0.5;

export const SCENES: readonly Scene[] = [
  {
    id: 'home',
    seconds: 5,
    caption: {
      ro: 'HAI Marketing Wheel arată cât de echilibrat lucrează AI-ul și oamenii în marketingul dumneavoastră.',
      en: 'HAI Marketing Wheel shows how well AI and people share the work in your marketing.',
    },
  },
  {
    id: 'chat',
    seconds: 5,
    caption: {
      ro: 'Răspundeți la 180 de întrebări în 12 pași, într-un chat ghidat; progresul se salvează.',
      en: 'Answer 180 questions in 12 steps in a guided chat; your progress is saved.',
    },
  },
  {
    id: 'step',
    seconds: 5,
    caption: {
      ro: 'După fiecare pas vedeți scorul pasului comparat cu echilibrul ideal.',
      en: 'After each step, you see its score against the ideal balance.',
    },
  },
  {
    id: 'overview',
    seconds: 5,
    caption: {
      ro: 'La final primiți scorul HAI, nivelul și radarele AI și uman.',
      en: 'At the end you get your HAI score, your level and the AI and human radars.',
    },
  },
  {
    id: 'strategy',
    seconds: 5,
    caption: {
      ro: 'Strategiile sunt ordonate după prioritate, cu buget, termen și tactici.',
      en: 'Strategies are ranked by priority, with budget, timeline and tactics.',
    },
  },
  {
    id: 'roadmap',
    seconds: 5.5,
    caption: {
      ro: 'Foaia de parcurs transformă rezultatele în sarcini pe un tablou kanban.',
      en: 'The roadmap turns the results into tasks on a kanban board.',
    },
  },
];
