/**
 * Strategy `measurement-roi` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { activityProblems } from '../conditions.js';

const TEXTS: StrategyTexts = {
  name: {
    en: "Measure marketing's contribution and ROI",
    ro: 'Măsurați contribuția și ROI-ul marketingului',
  },
  impact: {
    en: 'Lets you defend the budget with numbers whoever approves it accepts, and move money to what works; without measurement, every other strategy here is a guess.',
    ro: 'Vă permite să susțineți bugetul cu cifre pe care cine îl aprobă le acceptă și să mutați banii spre ce funcționează; fără măsurare, orice altă strategie de aici este o presupunere.',
  },
  tactics: [
    {
      en: 'Agree three to five KPIs with the owner or leadership, each with a target and a person responsible.',
      ro: 'Stabiliți cu conducerea trei până la cinci KPI-uri, fiecare cu țintă și responsabil.',
      about: [{ id: 'impact-kpi-choice', states: ['not-yet', 'too-machine'] }],
    },
    {
      en: 'Build one dashboard fed by connectors rather than hand-made Excel files; AI writes the weekly summary, a person checks it.',
      ro: 'Construiți un singur dashboard alimentat de conectori, nu din fișiere Excel făcute manual; AI-ul scrie rezumatul săptămânal, iar un om îl verifică.',
      about: [{ id: 'impact-report-assembly', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Calculate ROI per campaign with all costs included, and CAC and LTV per channel every quarter.',
      ro: 'Calculați ROI-ul fiecărei campanii cu toate costurile, iar CAC și LTV pe canal, în fiecare trimestru.',
      about: [{ id: 'impact-acquisition-cost', states: ['not-yet'] }],
    },
    {
      en: "Test the incremental effect of each quarter's largest campaign with a holdout group or a control region.",
      ro: 'Testați efectul incremental al celei mai mari campanii din fiecare trimestru cu un grup de control sau o regiune de control.',
      about: [{ id: 'impact-incrementality', states: ['not-yet'] }],
    },
    {
      en: 'Compare AI spend with the hours saved and the results, so AI investments face the same test as media.',
      ro: 'Comparați cheltuielile cu AI cu orele economisite și cu rezultatele, ca investițiile în AI să treacă prin același test ca media.',
      about: [{ id: 'impact-ai-roi', states: ['not-yet'] }],
    },
    {
      en: 'Start the measurement practices listed below one a month, each with a named owner and a first report date.',
      ro: 'Porniți practicile de măsurare de mai jos una pe lună, fiecare cu un responsabil numit și o dată pentru primul raport.',
    },
    {
      en: 'Write down, for each KPI, the source system and the formula, so marketing and whoever keeps the accounts read the same number.',
      ro: 'Notați pentru fiecare KPI sistemul-sursă și formula, ca marketingul și cine ține contabilitatea să citească aceeași cifră.',
    },
    {
      en: 'Review the numbers with whoever keeps the accounts, in-house or your accountant, once a quarter and record the decisions they lead to, not only the figures.',
      ro: 'Analizați cifrele o dată pe trimestru cu cine ține contabilitatea, intern sau contabilul vostru, și notați deciziile la care duc, nu doar valorile.',
    },
  ],
};

/**
 * Measurement and ROI (domain-design.md §4): measurement activities (IMPACT, PREDICTII) of weight
 * 2 or more not done yet, and the return on AI spending not measured; two are needed.
 */
/** The PREDICTII activities that measure rather than predict: attribution and test analysis. */
export const MEASUREMENT_MODELS = ['predictii-attribution', 'predictii-ab-test-analysis'] as const;

const rule: Rule = ({ facts }) => {
  const roi = activityProblems(facts, { topics: ['ai-roi'] }, 'not-yet', 1);
  const missing = activityProblems(facts, { steps: ['IMPACT'], minWeight: 2 }, 'not-yet', 5)
    .concat(activityProblems(facts, { ids: MEASUREMENT_MODELS }, 'not-yet', 2))
    .filter((p) => !roi.some((r) => r.questionIds[0] === p.questionIds[0]));
  const problems = [...missing, ...roi];
  return { problems, requiredCount: 2, priority: problems.length >= 4 ? 'high' : 'medium' };
};

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    byPeople: true,
    // Attribution credits sales to channels against the KPIs agreed here.
    before: ['predictii-attribution'],
    texts: {
      title: {
        en: 'Agree three to five marketing KPIs with leadership, each with an owner',
        ro: 'Stabiliți cu conducerea trei până la cinci KPI-uri de marketing, fiecare cu un responsabil',
      },
      action: {
        en: 'In one meeting, agree three to five KPIs that tie marketing to revenue (for example pipeline value, cost per acquisition, retention), each with a target, an owner and a monthly review date.',
        ro: 'Într-o singură întâlnire, stabiliți trei până la cinci KPI-uri care leagă marketingul de venituri (de exemplu valoarea oportunităților, costul de achiziție, retenția), fiecare cu o țintă, un responsabil și o dată de analiză lunară.',
      },
      owner: {
        en: 'Whoever leads marketing, with the owner or leadership',
        ro: 'Persoana care conduce marketingul, împreună cu conducerea',
      },
      kpis: [
        {
          en: '3–5 KPIs signed off within 30 days of starting; a review held every month after',
          ro: '3–5 KPI-uri aprobate în cel mult 30 de zile de la începere; o analiză în fiecare lună după aceea',
        },
      ],
      expectedResults: {
        en: 'Marketing judged on the same numbers as the rest of the company.',
        ro: 'Marketingul evaluat după aceleași cifre ca restul companiei.',
      },
      tools: [
        { en: 'KPI tree template', ro: 'Șablon de arbore de KPI-uri' },
        { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' },
      ],
      topic: 'kpi-dashboard',
    },
  },
  {
    tactic: 2,
    texts: {
      title: {
        en: 'Calculate ROI per campaign, and CAC and LTV per channel, every quarter',
        ro: 'Calculați trimestrial ROI-ul pe campanie și CAC și LTV pe canal',
      },
      action: {
        en: 'Collect all costs of each campaign (media, outside help, tools, internal hours), match them to revenue in your customer records, and report ROI per campaign and CAC and LTV per channel at each quarterly review.',
        ro: 'Adunați toate costurile fiecărei campanii (media, ajutor din afară, instrumente, ore interne), puneți-le în legătură cu veniturile din baza de clienți și raportați la fiecare analiză trimestrială ROI-ul pe campanie și CAC și LTV pe canal.',
      },
      owner: {
        en: 'Whoever leads marketing, with whoever keeps the accounts',
        ro: 'Persoana care conduce marketingul, împreună cu cine ține contabilitatea',
      },
      kpis: [
        {
          en: 'ROI known for 100% of campaigns above €10,000; 4 quarterly CAC and LTV reports a year',
          ro: 'ROI-ul cunoscut pentru 100 % dintre campaniile de peste 10.000 €; 4 rapoarte trimestriale de CAC și LTV pe an',
        },
      ],
      expectedResults: {
        en: 'Budget moved from the channels that lose money to those that earn it.',
        ro: 'Bugetul mutat de la canalele care pierd bani la cele care aduc bani.',
      },
      tools: [
        { en: 'Campaign cost sheet in Excel', ro: 'Fișă Excel cu costurile campaniilor' },
        { en: 'Revenue by customer from your records', ro: 'Veniturile pe clienți din baza de clienți' },
      ],
    },
    // Under 50 people there are few campaigns worth a separate ROI, and "CAC and LTV" are the
    // same two numbers said plainly: what a new customer costs, and what a customer brings in.
    smallCompany: {
      title: {
        en: 'Work out each quarter what a new customer costs you in each main channel',
        ro: 'Calculați trimestrial cât vă costă un client nou în fiecare canal principal',
      },
      action: {
        en: 'Each quarter, add up what each of your two or three main channels cost (ads, outside help, tools, your own hours), divide it by the new customers the channel brought, and set it against what a customer spends with you in a year; move effort toward the channel where that gap is widest.',
        ro: 'În fiecare trimestru, adunați cât au costat cele două-trei canale principale (reclame, ajutor din afară, instrumente, orele voastre), împărțiți la clienții noi aduși de fiecare canal și comparați rezultatul cu cât cheltuiește un client la voi într-un an; mutați efortul spre canalul unde diferența este cea mai mare.',
      },
      kpis: [
        {
          en: 'Cost per new customer known for your 2–3 main channels, 4 times a year',
          ro: 'Costul pe client nou cunoscut pentru cele 2–3 canale principale, de 4 ori pe an',
        },
      ],
      expectedResults: {
        en: 'Time and money moved toward the channel whose customers cost least for what they spend.',
        ro: 'Timpul și banii mutați spre canalul ai cărui clienți costă cel mai puțin față de cât cheltuiesc.',
      },
      tools: [
        { en: 'Channel cost sheet in Excel', ro: 'Fișă Excel cu costurile canalelor' },
        { en: 'Sales by customer from your records', ro: 'Vânzările pe clienți din evidența voastră' },
      ],
    },
  },
  {
    tactic: 6,
    byPeople: true,
    // The numbers marketing and the accounts must read alike, not tests, attribution or reviews.
    cites: [
      'impact-kpi-choice',
      'impact-revenue-contribution',
      'impact-report-assembly',
      'impact-budget-tracking',
      'impact-acquisition-cost',
      'impact-leadership-reporting',
    ],
    texts: {
      title: {
        en: 'Write down each KPI’s source system and formula with whoever keeps the accounts',
        ro: 'Notați cu cine ține contabilitatea sursa și formula fiecărui KPI',
      },
      action: {
        en: 'For each KPI marketing reports, write one line with whoever keeps the accounts: the system it comes from, the formula, the period and who owns it, so both sides read the same number at every review.',
        ro: 'Pentru fiecare KPI raportat de marketing, scrieți împreună cu cine ține contabilitatea un rând: sistemul din care provine, formula, perioada și cine răspunde de el, ca ambele părți să citească aceeași cifră la fiecare analiză.',
      },
      owner: {
        en: 'Whoever leads marketing, with whoever keeps the accounts',
        ro: 'Persoana care conduce marketingul, împreună cu cine ține contabilitatea',
      },
      kpis: [
        {
          en: 'A definition for 100% of reported KPIs within 60 days; 0 disputed figures at the next quarterly review',
          ro: 'O definiție pentru 100 % dintre KPI-urile raportate în cel mult 60 de zile; 0 cifre contestate la următoarea analiză trimestrială',
        },
      ],
      expectedResults: {
        en: 'Reviews spent on decisions rather than on whose number is right.',
        ro: 'Analize dedicate deciziilor, nu disputelor despre cifra corectă.',
      },
      tools: [
        { en: 'KPI definition sheet', ro: 'Fișă de definiții pentru KPI-uri' },
        { en: 'The revenue report from your accounts', ro: 'Raportul de venituri din contabilitate' },
      ],
    },
  },
];

export const MEASUREMENT_ROI: StrategyDef = {
  id: 'measurement-roi',
  category: 'foundations',
  priority: 'high',
  timeline: 'quarter',
  budgetEur: [5000, 15000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
