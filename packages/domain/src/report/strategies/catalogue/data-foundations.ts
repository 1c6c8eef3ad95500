/**
 * Strategy `data-foundations` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { activityProblems } from '../conditions.js';

const TEXTS: StrategyTexts = {
  name: { en: 'Build the customer data foundations', ro: 'Construiți fundațiile de date despre clienți' },
  impact: {
    en: 'One reliable record per customer, synchronised consent and credible attribution: without them, personalisation, predictions and ROI reports rest on guesswork and carry GDPR risk.',
    ro: 'O singură fișă de încredere pentru fiecare client, acorduri sincronizate și o atribuire credibilă: fără ele, personalizarea, predicțiile și rapoartele de ROI se bazează pe presupuneri și aduc riscuri GDPR.',
  },
  tactics: [
    {
      en: 'Make one customer database (a dedicated tool or a spreadsheet) the single customer record, and connect website, sales and service data to it through a shared customer ID.',
      ro: 'Alegeți o singură bază de clienți (un instrument dedicat sau un fișier Excel) ca evidență principală și conectați la ea datele din site, din vânzări și din serviciul clienți printr-un identificator comun.',
      about: [{ id: 'integrare-record-matching', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Centralise consent in one place that updates every tool in real time, reviewed each quarter by a data-protection adviser, in-house or external.',
      ro: 'Centralizați acordurile într-un singur loc care actualizează în timp real toate instrumentele, verificat trimestrial de un consultant pe protecția datelor, intern sau extern.',
      about: [{ id: 'integrare-consent-sync', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Enforce UTM naming with a link builder that tags every campaign link, so each visit reaches your customer records with its source.',
      ro: 'Impuneți regulile UTM printr-un generator de linkuri care etichetează fiecare link de campanie, ca fiecare vizită să ajungă în baza de clienți cu sursa ei.',
      about: [{ id: 'sisteme-utm-tagging', states: ['not-yet', 'too-human'], minSteps: 2 }],
    },
    {
      en: 'Schedule a monthly de-duplication: AI suggests merges, whoever keeps your customer records approves them.',
      ro: 'Programați lunar eliminarea duplicatelor: AI-ul propune unificări, persoana care ține evidența clienților le aprobă.',
      about: [{ id: 'integrare-record-matching', states: ['not-yet', 'too-human', 'too-machine'] }],
    },
    {
      en: 'Move from last-click to a rule-based or data-driven attribution model once the links carry their source.',
      ro: 'Treceți de la atribuirea pe ultimul clic la un model pe reguli sau bazat pe date, după ce linkurile își poartă sursa.',
      about: [{ id: 'predictii-attribution', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Name one owner of customer data, who starts the practices listed below one a month, the most important first.',
      ro: 'Numiți un singur responsabil pentru datele despre clienți, care pornește practicile de mai jos una pe lună, începând cu cea mai importantă.',
    },
    {
      en: 'Map where customer data lives today: each tool, what it holds, and which tool is the source of truth for each field.',
      ro: 'Faceți harta datelor despre clienți: fiecare instrument, ce conține și care instrument este sursa de referință pentru fiecare câmp.',
    },
    {
      en: 'Check a sample of 50 customer records each quarter for duplicates, missing consent and empty key fields.',
      ro: 'Verificați trimestrial un eșantion de 50 de fișe de client: duplicate, acorduri lipsă și câmpuri-cheie goale.',
    },
  ],
};

/**
 * Data foundations (domain-design.md §4): data and systems activities (INTEGRARE, SISTEME) of
 * weight 2 or more not done yet, the heaviest first; two are needed.
 */
/** The SISTEME activities that move customer data: links, syncs, lead routing, launch tracking. */
export const DATA_PLUMBING = [
  'sisteme-utm-tagging',
  'sisteme-sync-monitoring',
  'sisteme-lead-routing',
  'sisteme-tracking-check',
] as const;

const rule: Rule = ({ facts }) => {
  const problems = [
    ...activityProblems(facts, { steps: ['INTEGRARE'], minWeight: 2 }, 'not-yet', 6),
    ...activityProblems(facts, { ids: DATA_PLUMBING }, 'not-yet', 3),
  ].slice(0, 6);
  return { problems, requiredCount: 2, priority: problems.length >= 4 ? 'critical' : 'high' };
};

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    texts: {
      title: {
        en: 'Make one customer database the single record, linked by a shared customer ID',
        ro: 'Țineți clienții într-o singură evidență principală, cu un identificator comun',
      },
      action: {
        en: 'Choose one customer database as the master record (a dedicated tool or a shared spreadsheet), give every customer one ID, and connect website, sales and service data to it; start with the two sources that hold the most customers.',
        ro: 'Alegeți o singură bază de clienți drept evidență principală (un instrument dedicat sau un fișier Excel comun), dați fiecărui client un singur identificator și conectați la el datele din site, din vânzări și din serviciul clienți; începeți cu cele două surse care au cei mai mulți clienți.',
      },
      owner: { en: 'Whoever keeps your customer records', ro: 'Persoana care ține evidența clienților' },
      kpis: [
        {
          en: '80% of customers with one ID across website, sales and service within 6 months',
          ro: '80 % dintre clienți cu un singur identificator în site, vânzări și serviciul clienți în 6 luni',
        },
      ],
      expectedResults: {
        en: 'One reliable view of each customer for personalisation, predictions and reporting.',
        ro: 'O imagine unică și de încredere a fiecărui client, pentru personalizare, predicții și raportare.',
      },
      tools: [
        {
          en: 'The tool that already holds most of your customers, or a shared spreadsheet',
          ro: 'Instrumentul care are deja cei mai mulți clienți ori un fișier Excel comun',
        },
        {
          en: 'Zapier or your customer database’s own connectors',
          ro: 'Zapier sau conectorii proprii ai bazei de clienți',
        },
      ],
      topic: 'crm-single-view',
    },
    // Under 50 people the customers sit in a newsletter tool, a shop platform, the invoicing
    // software or a spreadsheet, not in website, sales and service systems to connect.
    smallCompany: {
      title: {
        en: 'Keep every customer in one list, one entry each',
        ro: 'Țineți toți clienții într-o singură listă principală, câte o înregistrare pentru fiecare',
      },
      action: {
        en: 'Make the tool that already holds most of your customers (the newsletter tool, the shop platform, the invoicing software or a shared spreadsheet) the one list; add the customers the other places hold, merge duplicates by e-mail or phone, and from now on add every new customer there, wherever they reach you: in person, online or by phone.',
        ro: 'Alegeți drept listă principală instrumentul care are deja cei mai mulți clienți (instrumentul de newsletter, platforma magazinului, programul de facturare sau un fișier Excel comun); adăugați clienții din celelalte locuri, unificați dublurile după e-mail sau telefon și, de acum înainte, adăugați acolo fiecare client nou, oricum vă contactează: în persoană, online sau la telefon.',
      },
      kpis: [
        {
          en: 'Every customer contact you hold in the one list within 3 months, under 5% of them duplicates',
          ro: 'Toate contactele de clienți pe care le aveți în lista principală în 3 luni, cu sub 5 % dubluri',
        },
      ],
      expectedResults: {
        en: 'One list you can write to, count and segment, instead of contacts scattered across tools.',
        ro: 'O singură listă căreia îi puteți scrie, pe care o puteți număra și segmenta, în locul contactelor împrăștiate prin mai multe instrumente.',
      },
      tools: [
        {
          en: 'The tool that already holds most of your customers, or a shared spreadsheet',
          ro: 'Instrumentul care are deja cei mai mulți clienți ori un fișier Excel comun',
        },
        {
          en: 'Its own import and duplicate-merge functions',
          ro: 'Funcțiile lui de import și de unificare a dublurilor',
        },
      ],
    },
  },
  {
    tactic: 1,
    texts: {
      title: {
        en: 'Centralise consent so that every tool updates in real time',
        ro: 'Centralizați acordurile, ca toate instrumentele să se actualizeze în timp real',
      },
      action: {
        en: 'Keep consent and unsubscribes in one place that pushes every change to your customer records, e-mail and ad audiences within minutes; a data-protection adviser, in-house or external, reviews the set-up each quarter.',
        ro: 'Păstrați acordurile și dezabonările într-un singur loc care transmite orice schimbare către baza de clienți, e-mail și audiențele de publicitate în câteva minute; un consultant pe protecția datelor, intern sau extern, verifică trimestrial configurarea.',
      },
      owner: {
        en: 'Whoever keeps your customer records, with a legal or data-protection adviser, in-house or external',
        ro: 'Persoana care ține evidența clienților, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: 'Consent changes reach every tool within 15 minutes; 0 messages sent without consent',
          ro: 'Schimbările de acord ajung în toate instrumentele în cel mult 15 minute; 0 mesaje trimise fără acord',
        },
      ],
      expectedResults: {
        en: 'Personalisation you can defend under the GDPR, and fewer complaints.',
        ro: 'O personalizare pe care o puteți justifica în fața GDPR și mai puține reclamații.',
      },
      tools: [
        { en: 'Consent management platform', ro: 'Platformă de gestionare a acordurilor' },
        {
          en: 'Consent fields in your customer records, synced to e-mail and ads',
          ro: 'Câmpuri de acord din baza de clienți, sincronizate cu e-mailul și platformele de publicitate',
        },
      ],
    },
  },
  {
    tactic: 2,
    byPeople: true,
    texts: {
      title: {
        en: 'Tag every campaign link with one UTM link builder',
        ro: 'Etichetați fiecare link de campanie cu un singur generator UTM',
      },
      action: {
        en: 'Give everyone one link builder that applies your UTM naming rules, block untagged links in the campaign checklist, and clean the last three months of campaign data so each visit reaches your customer records with its source.',
        ro: 'Dați tuturor un singur generator de linkuri care aplică regulile UTM, opriți linkurile neetichetate prin lista de verificare a campaniei și curățați datele campaniilor din ultimele trei luni, ca fiecare vizită să ajungă în baza de clienți cu sursa ei.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: '95% of campaign traffic with valid UTMs within 90 days',
          ro: '95 % din traficul campaniilor cu UTM-uri valide în cel mult 90 de zile',
        },
      ],
      expectedResults: {
        en: 'Every visit and lead traced to its campaign, the ground any attribution model needs.',
        ro: 'Fiecare vizită și fiecare lead legate de campania lor, baza de care are nevoie orice model de atribuire.',
      },
      tools: [
        { en: 'UTM link builder', ro: 'Generator de linkuri UTM' },
        { en: 'Campaign launch checklist', ro: 'Lista de verificare la lansarea campaniei' },
      ],
    },
  },
  {
    tactic: 6,
    byPeople: true,
    // The records, consent and syncs a data map sorts out, not the campaign or journey activities.
    cites: [
      'integrare-record-matching',
      'integrare-lead-capture',
      'integrare-consent-sync',
      'integrare-data-quality-rules',
      'sisteme-sync-monitoring',
    ],
    texts: {
      title: {
        en: 'Map where your customer data lives and name each field’s source',
        ro: 'Faceți harta datelor despre clienți și numiți sursa fiecărui câmp',
      },
      action: {
        en: 'List every tool that holds customer data, what it holds and how it syncs; for each key field (e-mail, consent, company, last purchase) name the one tool that is its source of truth, and share the map with whoever looks after your IT and your data-protection adviser.',
        ro: 'Enumerați fiecare instrument care păstrează date despre clienți, ce conține și cum se sincronizează; pentru fiecare câmp-cheie (e-mail, acord, companie, ultima achiziție) numiți instrumentul care este sursa de referință și trimiteți harta persoanei care se ocupă de IT și consultantului pe protecția datelor.',
      },
      owner: { en: 'Whoever keeps your customer records', ro: 'Persoana care ține evidența clienților' },
      kpis: [
        {
          en: 'Data map approved within 45 days; one source of truth named for 100% of key fields',
          ro: 'Harta datelor aprobată în cel mult 45 de zile; o sursă de referință numită pentru 100 % dintre câmpurile-cheie',
        },
      ],
      expectedResults: {
        en: 'Every later data project starts from one agreed picture instead of each tool’s own version.',
        ro: 'Fiecare proiect de date de mai târziu pornește de la o imagine comună, nu de la versiunea fiecărui instrument.',
      },
      tools: [
        {
          en: 'Data map template (tool, fields, sync)',
          ro: 'Șablon de hartă a datelor (instrument, câmpuri, sincronizare)',
        },
        { en: 'The field list of your customer records', ro: 'Lista de câmpuri din baza de clienți' },
      ],
    },
  },
];

export const DATA_FOUNDATIONS: StrategyDef = {
  id: 'data-foundations',
  category: 'foundations',
  priority: 'critical',
  timeline: 'year',
  budgetEur: [10000, 35000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
