/** CLARITATE: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 45 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Head of insight and positioning', ro: 'Responsabilul de cercetare și poziționare' },
  practices: {
    en: 'who interprets customer research and writes the positioning, and what AI gathers and groups',
    ro: 'cine interpretează cercetarea despre clienți și scrie poziționarea și ce adună și grupează AI-ul',
  },
  towardsHuman: {
    title: {
      en: 'Validate every AI-built persona and insight with real customers',
      ro: 'Validați cu clienți reali fiecare persona și fiecare insight propus de AI',
    },
    action: {
      en: 'Before an AI-proposed insight or persona reaches a brief, a researcher checks it against at least five customer interviews; finalist value propositions are tested with real customers, not only with synthetic audiences. The team writes the positioning statement itself.',
      ro: 'Înainte ca un insight sau un profil de persona propus de AI să ajungă într-un brief, un cercetător îl verifică pe baza a cel puțin cinci interviuri cu clienți; propunerile de valoare finaliste se testează cu clienți reali, nu doar pe audiențe sintetice. Echipa scrie singură declarația de poziționare.',
    },
    owner: { en: 'Head of insight and positioning', ro: 'Responsabilul de cercetare și poziționare' },
    kpis: [
      {
        en: '100% of the personas and insights used in briefs validated by a researcher',
        ro: '100 % dintre profilurile de persona și insight-urile din brief-uri validate de un cercetător',
      },
    ],
    expectedResults: {
      en: 'Positioning that matches what buyers actually say, and messages that convert better.',
      ro: 'O poziționare care corespunde cu ce spun cumpărătorii reali și mesaje care convertesc mai bine.',
    },
    tools: [
      { en: 'Customer interview guide', ro: 'Ghid de interviu cu clienții' },
      { en: 'Shared research archive', ro: 'Arhivă comună a cercetărilor' },
    ],
  },
  towardsAi: {
    title: {
      en: 'Let AI group customer interviews, reviews and tickets by theme',
      ro: 'Lăsați AI-ul să grupeze pe teme interviurile, recenziile și tichetele clienților',
    },
    action: {
      en: 'Have AI transcribe interviews and group every review, support ticket and NPS comment by theme each month; researchers check the themes and draw the conclusions. Add AI alerts on the messaging of your three main competitors.',
      ro: 'Cereți AI-ului să transcrie interviurile și să grupeze lunar pe teme toate recenziile, tichetele de suport și comentariile NPS; cercetătorii verifică temele și trag concluziile. Adăugați alerte AI pentru mesajele celor trei concurenți principali.',
    },
    owner: { en: 'Head of insight and positioning', ro: 'Responsabilul de cercetare și poziționare' },
    kpis: [
      {
        en: '100% of the month’s reviews, tickets and NPS comments analysed, not a sample',
        ro: '100 % dintre recenziile, tichetele și comentariile NPS ale lunii analizate, nu doar un eșantion',
      },
    ],
    expectedResults: {
      en: 'Insight from all customer feedback instead of a sample, in hours rather than days.',
      ro: 'Insight-uri din tot feedbackul clienților, nu dintr-un eșantion, în ore în loc de zile.',
    },
    tools: [
      { en: 'AI transcription and summaries', ro: 'Transcriere și rezumate cu AI' },
      { en: 'ChatGPT or Claude for grouping by theme', ro: 'ChatGPT sau Claude pentru gruparea pe teme' },
    ],
  },
  start: {
    title: {
      en: 'Interview ten customers and write a one-page positioning statement',
      ro: 'Intervievați zece clienți și scrieți o declarație de poziționare de o pagină',
    },
    action: {
      en: 'Run ten customer interviews; AI transcribes and summarises them, and the team draws the insights. Then write a one-page positioning statement and three message pillars with sales and product, and set AI alerts on three competitors’ messaging.',
      ro: 'Faceți zece interviuri cu clienți; AI-ul le transcrie și le rezumă, iar echipa formulează insight-urile. Apoi scrieți, împreună cu vânzările și echipa de produs, o declarație de poziționare de o pagină și trei piloni de mesaj și configurați alerte AI pentru mesajele a trei concurenți.',
    },
    owner: { en: 'Head of insight and positioning', ro: 'Responsabilul de cercetare și poziționare' },
    kpis: [
      {
        en: '10 interviews done and a positioning statement approved within 60 days',
        ro: '10 interviuri făcute și o declarație de poziționare aprobată în cel mult 60 de zile',
      },
    ],
    expectedResults: {
      en: 'Messages built on what buyers actually say, used the same way by marketing and sales.',
      ro: 'Mesaje construite pe ce spun cumpărătorii reali, folosite la fel de marketing și de vânzări.',
    },
    tools: [
      { en: 'AI transcription and summaries', ro: 'Transcriere și rezumate cu AI' },
      { en: 'Positioning statement template', ro: 'Șablon de declarație de poziționare' },
    ],
  },
  startPriority: 'high',
  startHorizon: '0-3',
};
