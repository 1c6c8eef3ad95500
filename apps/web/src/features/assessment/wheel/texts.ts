/**
 * The side panel's texts, in English and Romanian (formal register), keyed by
 * locale. Kept here rather than in a locale namespace so that the panel needs no registration.
 */
import type { Locale } from '@hai/domain';

/** Every text of the side panel and its wheel. */
export interface WheelTexts {
  /** Panel heading. */
  title: string;
  /** "X of 12 completed". */
  completed: (done: number, total: number) => string;
  /** Summary of the collapsed panel on narrow screens: "Progress: 3 of 12 steps". */
  summary: (done: number, total: number) => string;
  /** Accessible name of the canvas. */
  wheelLabel: (done: number, total: number, current: string | null) => string;
  overallLabel: string;
  overallValue: (answered: number, total: number) => string;
  /** "About 14 minutes left": the reading model over the company's own path. */
  minutesLeft: (minutes: number) => string;
  stepLabel: string;
  stepValue: (answered: number, total: number) => string;
  /** Caption of the hidden table of steps. */
  tableCaption: string;
  step: string;
  status: string;
  split: string;
  statuses: { completed: string; current: string; future: string };
  /** "AI 30 % · HUMAN 70 %". */
  ai: string;
  human: string;
}

const fmt = (n: number, locale: Locale) => n.toLocaleString(locale === 'ro' ? 'ro-RO' : 'en-GB');

/** The texts of each locale. */
export const WHEEL_TEXTS: Record<Locale, WheelTexts> = {
  en: {
    title: 'Your progress',
    completed: (d, t) => `${fmt(d, 'en')} of ${fmt(t, 'en')} completed`,
    summary: (d, t) => `Progress: ${d} of ${t} steps`,
    wheelLabel: (d, t, c) => `Step wheel: ${d} of ${t} steps completed` + (c ? `, current step: ${c}.` : '.'),
    overallLabel: 'Overall progress',
    overallValue: (a, t) => `${a} of ${t} questions`,
    minutesLeft: (m) => (m <= 1 ? 'About a minute left' : `About ${m} minutes left for your questions`),
    stepLabel: 'Current step',
    stepValue: (a, t) => `${a} of ${t} questions`,
    tableCaption: 'The 12 steps, their status and ideal AI/human split',
    step: 'Step',
    status: 'Status',
    split: 'Ideal split',
    statuses: { completed: 'completed', current: 'current', future: 'not started' },
    ai: 'AI',
    human: 'HUMAN',
  },
  ro: {
    title: 'Progresul vostru',
    completed: (d, t) => `${fmt(d, 'ro')} din ${fmt(t, 'ro')} completate`,
    summary: (d, t) => `Progres: ${d} din ${t} pași`,
    wheelLabel: (d, t, c) =>
      `Roata pașilor: ${d} din ${t} pași completați` + (c ? `, pasul curent: ${c}.` : '.'),
    overallLabel: 'Progres general',
    overallValue: (a, t) => `${a} din ${t} întrebări`,
    minutesLeft: (m) =>
      m <= 1 ? 'Mai rămâne circa un minut' : `Mai rămân circa ${m} minute pentru întrebările voastre`,
    stepLabel: 'Pasul curent',
    stepValue: (a, t) => `${a} din ${t} întrebări`,
    tableCaption: 'Cei 12 pași, starea lor și împărțirea ideală AI/uman',
    step: 'Pas',
    status: 'Stare',
    split: 'Împărțire ideală',
    statuses: { completed: 'completat', current: 'în curs', future: 'neînceput' },
    ai: 'AI',
    human: 'UMAN',
  },
};
