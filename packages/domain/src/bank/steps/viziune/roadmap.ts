/** VIZIUNE: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 90 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'CEO and CMO', ro: 'CEO-ul și CMO-ul' },
  practices: {
    en: 'who writes the vision, purpose and market ambition, and what AI prepares for them',
    ro: 'cine scrie viziunea, scopul și ambiția de piață și ce pregătește AI-ul pentru ele',
  },
  towardsHuman: {
    title: {
      en: 'Rewrite the 3–5 year vision with the CMO as its author',
      ro: 'Rescrieți viziunea pe 3–5 ani, cu CMO-ul ca autor',
    },
    action: {
      en: 'Hold a half-day session where the CEO and CMO rewrite the vision, purpose and market ambition themselves; AI may only tighten wording and list counter-arguments. Present the result to the team within two weeks.',
      ro: 'Organizați o sesiune de o jumătate de zi în care CEO-ul și CMO-ul rescriu ei înșiși viziunea, scopul și ambiția de piață; AI-ul poate doar să îmbunătățească formulările și să propună contraargumente. Prezentați rezultatul echipei în cel mult două săptămâni.',
    },
    owner: { en: 'CMO', ro: 'CMO-ul' },
    kpis: [
      {
        en: 'Vision, purpose and ambition rewritten and signed off by the CEO and CMO within 60 days',
        ro: 'Viziunea, scopul și ambiția rescrise și aprobate de CEO și CMO în cel mult 60 de zile',
      },
    ],
    expectedResults: {
      en: 'A direction the team recognises as its own, against which briefs and budgets can be checked.',
      ro: 'O direcție pe care echipa o recunoaște ca fiind a ei și față de care pot fi verificate brief-urile și bugetele.',
    },
    tools: [
      { en: 'Strategy workshop agenda', ro: 'Agenda atelierului de strategie' },
      {
        en: 'AI assistant for wording and counter-arguments only',
        ro: 'Asistent AI doar pentru formulări și contraargumente',
      },
    ],
  },
  towardsAi: {
    title: {
      en: 'Start a monthly AI trend digest for the leadership strategy meeting',
      ro: 'Introduceți un rezumat lunar de tendințe, făcut cu AI, pentru ședința de strategie',
    },
    action: {
      en: 'Set up an AI research assistant that summarises market, competitor and customer trends on one page each month; leaders discuss it at their strategy meeting and ask AI for counter-arguments before committing to a direction.',
      ro: 'Configurați un asistent AI de cercetare care rezumă lunar, pe o pagină, tendințele din piață, de la concurenți și de la clienți; conducerea îl discută în ședința de strategie și cere AI-ului contraargumente înainte de a adopta o direcție.',
    },
    owner: { en: 'Marketing analyst, with the CMO', ro: 'Analistul de marketing, împreună cu CMO-ul' },
    kpis: [
      {
        en: '12 monthly digests discussed at the strategy meeting in the next year',
        ro: '12 rezumate lunare discutate în ședința de strategie în următorul an',
      },
    ],
    expectedResults: {
      en: 'Fewer blind spots in setting the direction, with every decision still taken by leaders.',
      ro: 'Mai puține zone oarbe în stabilirea direcției, cu toate deciziile luate în continuare de conducere.',
    },
    tools: [
      { en: 'Perplexity or ChatGPT with web search', ro: 'Perplexity sau ChatGPT cu căutare pe internet' },
      { en: 'One-page digest template', ro: 'Șablon de rezumat de o pagină' },
    ],
  },
  start: {
    title: {
      en: 'Set a 3–5 year marketing ambition at a leadership offsite',
      ro: 'Stabiliți ambiția de marketing pe 3–5 ani într-o întâlnire de strategie a conducerii',
    },
    action: {
      en: 'Book a one-day offsite where the CEO and CMO set the 3–5 year ambition, then write the brand purpose and values with staff and customers. Use AI only for trend summaries and counter-arguments.',
      ro: 'Programați o întâlnire de strategie de o zi în care CEO-ul și CMO-ul stabilesc ambiția pe 3–5 ani, apoi scrieți scopul și valorile brandului împreună cu angajații și clienții. Folosiți AI-ul doar pentru rezumate de tendințe și contraargumente.',
    },
    owner: { en: 'CEO and CMO', ro: 'CEO-ul și CMO-ul' },
    kpis: [
      {
        en: 'A one-page vision, purpose and ambition approved within 90 days',
        ro: 'O pagină cu viziunea, scopul și ambiția, aprobată în cel mult 90 de zile',
      },
    ],
    expectedResults: {
      en: 'A written direction that every plan, brief and budget can refer to.',
      ro: 'O direcție scrisă la care se pot raporta toate planurile, brief-urile și bugetele.',
    },
    tools: [
      { en: 'Offsite agenda', ro: 'Agenda întâlnirii de strategie' },
      { en: 'AI assistant for trend summaries', ro: 'Asistent AI pentru rezumate de tendințe' },
    ],
  },
  startPriority: 'high',
  startHorizon: '0-3',
};
