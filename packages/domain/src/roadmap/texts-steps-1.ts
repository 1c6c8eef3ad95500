/**
 * Task templates of steps 1–2: VIZIUNE, CLARITATE (issue 9 item 1). The actions follow the
 * steps' feedback texts (report/feedback/), as tasks with an owner and a number to reach.
 */
import type { StepTasks } from './types.js';

/** Task templates of VIZIUNE and CLARITATE. */
export const STEP_TASKS_1: Record<'VIZIUNE' | 'CLARITATE', StepTasks> = {
  // Target: 90 % human.
  VIZIUNE: {
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
  },
  // Target: 45 % human.
  CLARITATE: {
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
  },
};
