/**
 * Foundation tasks of the pioneer and advanced bands (issue 9 item 1), from the band
 * recommendations (report/feedback/bands.ts).
 */
import type { BandTaskDef } from './types.js';

const POLICY_TEMPLATE = { en: 'AI policy template', ro: 'Șablon de politică de AI' };

/** Foundation tasks of the pioneer band, in order of use. */
export const PIONEER_TASKS: readonly BandTaskDef[] = [
  {
    area: 'efficiency',
    priority: 'medium',
    horizon: '6-12',
    budgetEur: [10000, 30000],
    texts: {
      title: {
        en: 'Pilot AI agents in Predictions, Systems and Integration, with success criteria set in advance',
        ro: 'Testați agenți AI în proiecte pilot la Predicții, Sisteme și Integrare, cu criterii de succes stabilite dinainte',
      },
      action: {
        en: 'Choose two workflows in the AI-led steps, write the success criteria and the stop rule before starting, run each pilot for 90 days with a named owner, and decide on the criteria whether to scale it or stop it.',
        ro: 'Alegeți două fluxuri de lucru din pașii conduși de AI, scrieți criteriile de succes și regula de oprire înainte de a începe, rulați fiecare proiect pilot 90 de zile, cu un responsabil numit, și decideți după criterii dacă îl extindeți sau îl opriți.',
      },
      owner: {
        en: 'Marketing operations lead, with the CMO',
        ro: 'Responsabilul de operațiuni de marketing, împreună cu CMO-ul',
      },
      kpis: [
        {
          en: '2 pilots completed within 6 months, each with a written decision to scale or stop',
          ro: '2 proiecte pilot încheiate în 6 luni, fiecare cu o decizie scrisă de extindere sau de oprire',
        },
      ],
      expectedResults: {
        en: 'An early lead with the next wave of AI, without betting the operation on it.',
        ro: 'Un avans în următorul val de AI, fără să puneți în joc toate operațiunile.',
      },
      tools: [
        { en: 'Pilot charter template', ro: 'Șablon de fișă a proiectului pilot' },
        { en: 'The AI agent features of your CRM', ro: 'Funcțiile de agenți AI ale CRM-ului vostru' },
      ],
      topic: 'ai-pilots',
    },
  },
  {
    area: 'foundations',
    priority: 'low',
    horizon: '6-12',
    budgetEur: [500, 2000],
    texts: {
      title: {
        en: 'Repeat this assessment every six months and correct any drift',
        ro: 'Refaceți această evaluare la fiecare șase luni și corectați orice abatere',
      },
      action: {
        en: 'Put two dates a year in the leadership calendar; the same people answer the assessment, and any step that drifts more than 5 points from its target gets an owner and a fix within a month.',
        ro: 'Puneți două date pe an în calendarul conducerii; aceleași persoane completează evaluarea, iar orice pas care se abate cu peste 5 puncte de la țintă primește un responsabil și o corecție în cel mult o lună.',
      },
      owner: { en: 'CMO', ro: 'CMO-ul' },
      kpis: [
        {
          en: '2 assessments a year; every step within 5 points of its target',
          ro: '2 evaluări pe an; fiecare pas la cel mult 5 puncte de țintă',
        },
      ],
      expectedResults: {
        en: 'Drift caught before it costs you the balance you have built.',
        ro: 'Abaterile prinse înainte să vă coste echilibrul pe care l-ați construit.',
      },
      tools: [
        { en: 'This assessment', ro: 'Această evaluare' },
        { en: 'Leadership calendar', ro: 'Calendarul conducerii' },
      ],
      topic: 'reassess',
    },
  },
  {
    area: 'capability',
    priority: 'low',
    horizon: '12+',
    budgetEur: [2000, 6000],
    texts: {
      title: {
        en: 'Publish your human–AI operating model as a case study',
        ro: 'Publicați modelul vostru de lucru om–AI ca studiu de caz',
      },
      action: {
        en: 'Describe how your team splits the work between people and AI in two or three steps, with results, and publish it on your site and at one industry event to stand out with customers and candidates.',
        ro: 'Descrieți cum își împarte echipa munca între oameni și AI în doi-trei pași, cu rezultate, și publicați descrierea pe site și la un eveniment din industrie, ca să vă distingeți în fața clienților și a candidaților.',
      },
      owner: { en: 'CMO, with the head of content', ro: 'CMO-ul, împreună cu responsabilul de conținut' },
      kpis: [
        {
          en: '1 case study published and presented at 1 event within 12 months',
          ro: '1 studiu de caz publicat și prezentat la 1 eveniment în 12 luni',
        },
      ],
      expectedResults: {
        en: 'A reputation as a reference in human–AI marketing that helps sales and hiring.',
        ro: 'O reputație de reper în marketingul om–AI, care ajută vânzările și recrutarea.',
      },
      tools: [
        { en: 'Case study template', ro: 'Șablon de studiu de caz' },
        { en: 'An industry event or podcast', ro: 'Un eveniment sau un podcast din industrie' },
      ],
    },
  },
];

/** Foundation tasks of the advanced band, in order of use. */
export const ADVANCED_TASKS: readonly BandTaskDef[] = [
  {
    area: 'efficiency',
    priority: 'medium',
    horizon: '3-6',
    budgetEur: [5000, 15000],
    texts: {
      title: {
        en: 'Turn successful AI pilots into standard processes, each with an owner',
        ro: 'Transformați proiectele pilot cu AI reușite în procese standard, fiecare cu un responsabil',
      },
      action: {
        en: 'List the AI pilots that met their goals, write each one up as a standard process with an owner, rules and a monthly sample check, and close the pilots that did not.',
        ro: 'Faceți lista proiectelor pilot cu AI care și-au atins obiectivele, descrieți fiecare ca proces standard, cu un responsabil, reguli și o verificare lunară prin eșantionare, și închideți proiectele pilot care nu le-au atins.',
      },
      owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
      kpis: [
        {
          en: '100% of successful pilots documented as processes within 6 months',
          ro: '100 % dintre proiectele pilot reușite documentate ca procese în 6 luni',
        },
      ],
      expectedResults: {
        en: 'Gains from AI that no longer depend on the people who started the pilots.',
        ro: 'Câștiguri din AI care nu mai depind de cei care au pornit proiectele pilot.',
      },
      tools: [
        { en: 'Process template', ro: 'Șablon de proces' },
        { en: 'Automation register', ro: 'Registru de automatizări' },
      ],
      topic: 'standardise-pilots',
    },
  },
  {
    area: 'foundations',
    priority: 'high',
    horizon: '3-6',
    budgetEur: [5000, 20000],
    texts: {
      title: {
        en: 'Validate your attribution and media mix models with holdout tests',
        ro: 'Validați modelele de atribuire și modelele econometrice prin teste cu grup de control',
      },
      action: {
        en: 'Before moving more budget on a model’s advice, run a holdout or regional test on the largest channel each quarter and compare the measured lift with what the model claims.',
        ro: 'Înainte să mutați mai mult buget după recomandările unui model, rulați în fiecare trimestru un test cu grup de control sau un test regional pe cel mai mare canal și comparați creșterea măsurată cu ce afirmă modelul.',
      },
      owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
      kpis: [
        {
          en: '4 holdout tests a year; model and test within 20% of each other',
          ro: '4 teste cu grup de control pe an; diferența dintre model și test sub 20 %',
        },
      ],
      expectedResults: {
        en: 'Budget moved on evidence you can defend to the CFO.',
        ro: 'Buget mutat pe baza unor dovezi pe care le puteți susține în fața CFO-ului.',
      },
      tools: [
        { en: 'Holdout test plan', ro: 'Plan de teste cu grup de control' },
        {
          en: 'Media mix model (Meridian or Robyn)',
          ro: 'Model econometric de marketing (Meridian sau Robyn)',
        },
      ],
      topic: 'holdout-tests',
    },
  },
  {
    area: 'governance',
    priority: 'medium',
    horizon: '6-12',
    budgetEur: [3000, 10000],
    texts: {
      title: {
        en: 'Formalise AI governance: written policy, review levels by risk, incident procedure',
        ro: 'Formalizați guvernanța AI: politică scrisă, niveluri de verificare după risc și procedură pentru incidente',
      },
      action: {
        en: 'Turn today’s informal AI rules into a written policy signed by marketing, legal and IT, with review levels by risk and a one-page incident procedure; review it every six months.',
        ro: 'Transformați regulile informale de azi într-o politică scrisă, semnată de marketing, juridic și IT, cu niveluri de verificare după risc și o procedură de o pagină pentru incidente; revizuiți-o la fiecare șase luni.',
      },
      owner: { en: 'CMO, with legal and IT', ro: 'CMO-ul, împreună cu juridicul și IT-ul' },
      kpis: [
        {
          en: 'Policy signed within 90 days; 2 reviews a year',
          ro: 'Politica semnată în cel mult 90 de zile; 2 revizuiri pe an',
        },
      ],
      expectedResults: {
        en: 'AI use that can grow with confidence and without surprises for legal.',
        ro: 'O folosire a AI-ului care poate crește cu încredere și fără surprize pentru juridic.',
      },
      tools: [
        POLICY_TEMPLATE,
        { en: 'Incident procedure template', ro: 'Șablon de procedură pentru incidente' },
      ],
      topic: 'ai-policy',
    },
  },
];
