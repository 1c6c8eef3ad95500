/**
 * Strategy `repetitive-work-automation` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { activityProblems } from '../conditions.js';
import type { StepKey } from '../../../bank/types.js';

const TEXTS: StrategyTexts = {
  name: {
    en: 'Automate the repetitive work in operations, data and predictions',
    ro: 'Automatizați munca repetitivă din operațiuni, date și predicții',
  },
  impact: {
    en: 'Frees people’s hours from copying, checking and routing, and brings faster, more consistent predictions to the steps where AI should do most of the work.',
    ro: 'Eliberează orele oamenilor de copiere, verificări și redirecționări și aduce predicții mai rapide și mai consecvente în pașii în care AI-ul ar trebui să facă cea mai mare parte a muncii.',
  },
  tactics: [
    {
      en: 'List the ten most frequent manual tasks with the hours each takes a month, and automate the top three first.',
      ro: 'Faceți lista celor mai frecvente zece sarcini manuale, cu orele lunare pentru fiecare, și automatizați întâi primele trei.',
    },
    {
      en: 'Start with lead capture and routing: AI enrichment and assignment in your customer records, with people handling the exceptions.',
      ro: 'Începeți cu preluarea și repartizarea lead-urilor: îmbogățire și alocare cu AI în baza de clienți, iar oamenii tratează excepțiile.',
      about: [{ id: 'sisteme-lead-routing', states: ['not-yet', 'too-human'], minSteps: 2 }],
    },
    {
      en: 'Switch on the AI features of the tools you already pay for before buying new ones, and list which ones are still off.',
      ro: 'Activați funcțiile AI ale instrumentelor pe care le plătiți deja, înainte să cumpărați altele noi, și notați care sunt încă oprite.',
    },
    {
      en: 'Give every new automation an owner, a monthly sample check and a way to switch it off.',
      ro: 'Dați fiecărei automatizări un responsabil, o verificare lunară prin eșantionare și o modalitate de a o opri.',
    },
    {
      en: 'Hand the activities listed below to AI or automation one at a time, starting with the one furthest from its ideal, and measure the hours saved.',
      ro: 'Predați activitățile de mai jos AI-ului sau automatizării pe rând, începând cu cea mai îndepărtată de ideal, și măsurați orele economisite.',
    },
  ],
};

/** The steps of operations, data and predictions, whose repetitive work this strategy names first. */
const OPERATIONS: readonly StepKey[] = ['SISTEME', 'INTEGRARE', 'PREDICTII', 'IMPACT'];

/**
 * Automating repetitive work (domain-design.md §4): activities whose ideal has AI or automation
 * leading (C or D) answered as led by people, three needed; those of operations, data and
 * predictions first (the furthest first), then the other steps', so the task's "Why" quotes the
 * copying, checking and routing it automates before research or content work.
 */
const rule: Rule = ({ facts }) => {
  const all = activityProblems(facts, { ideals: ['C', 'D'] }, 'too-human', 6);
  const operations = activityProblems(facts, { ideals: ['C', 'D'], steps: OPERATIONS }, 'too-human', 6);
  const first = new Set(operations.map((p) => p.questionIds[0]));
  const problems = [...operations, ...all.filter((p) => !first.has(p.questionIds[0]))].slice(0, 6);
  return { problems, requiredCount: 3, priority: problems.length >= 6 ? 'high' : 'medium' };
};

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    // The rules come first: each automation follows a rule its owner approved.
    after: ['sisteme-automation-rules'],
    texts: {
      title: {
        en: 'List the ten most frequent manual tasks and automate the top three',
        ro: 'Faceți lista celor mai frecvente zece sarcini manuale și automatizați primele trei',
      },
      action: {
        en: 'For two weeks, log every manual marketing task and the hours it takes (each person who does the work logs their own); rank the ten biggest and automate the top three, each with an owner, a monthly sample check and a way to switch it off.',
        ro: 'Timp de două săptămâni, notați fiecare sarcină manuală de marketing și orele pe care le ia (fiecare persoană care face munca le notează pe ale sale); ordonați cele mai mari zece și automatizați primele trei, fiecare cu un responsabil, o verificare lunară prin eșantionare și o modalitate de a o opri.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: '3 automations live within 90 days; at least 20 hours a month saved',
          ro: '3 automatizări funcționale în cel mult 90 de zile; cel puțin 20 de ore pe lună economisite',
        },
      ],
      expectedResults: {
        en: 'Hours moved from copying and checking to work that needs judgement.',
        ro: 'Timp eliberat din copiere și verificări pentru munca ce cere judecată.',
      },
      tools: [
        { en: 'Time log in Excel', ro: 'Jurnal de timp în Excel' },
        { en: 'Zapier with an AI step', ro: 'Zapier, cu un pas de AI' },
      ],
      topic: 'first-automation',
    },
    // One person's manual marketing work: their own log, and hours saved at one person's scale.
    soloMarketer: {
      action: {
        en: 'For two weeks, log every manual marketing task you do and the hours it takes; rank the ten biggest and automate the top three, each with a monthly sample check and a way to switch it off.',
        ro: 'Timp de două săptămâni, notați fiecare sarcină manuală de marketing pe care o faceți și orele pe care le ia; ordonați cele mai mari zece și automatizați primele trei, fiecare cu o verificare lunară prin eșantionare și o modalitate de a o opri.',
      },
      kpis: [
        {
          en: '3 automations live within 90 days; at least 6 hours a month saved',
          ro: '3 automatizări funcționale în cel mult 90 de zile; cel puțin 6 ore pe lună economisite',
        },
      ],
    },
  },
  {
    tactic: 1,
    texts: {
      title: {
        en: 'Automate lead capture and routing with AI enrichment of your customer records',
        ro: 'Automatizați preluarea și repartizarea lead-urilor, cu îmbogățire AI în baza de clienți',
      },
      action: {
        en: 'Let AI enrich each new lead (company, size, sector) and assign it in your customer records to the right salesperson by rules agreed with whoever sells; people handle only the exceptions, in a review queue.',
        ro: 'Lăsați AI-ul să completeze datele fiecărui lead nou (companie, mărime, sector) și să-l repartizeze în baza de clienți vânzătorului potrivit, după reguli stabilite împreună cu cei care vând; oamenii tratează doar excepțiile, într-o coadă de verificare.',
      },
      owner: {
        en: 'Whoever keeps your customer records, with whoever sells',
        ro: 'Persoana care ține evidența clienților, împreună cu cine vinde',
      },
      kpis: [
        {
          en: 'Leads assigned within 1 hour instead of days; under 10% of leads handled by hand',
          ro: 'Lead-urile repartizate în cel mult 1 oră, nu în zile; sub 10 % dintre lead-uri tratate manual',
        },
      ],
      expectedResults: {
        en: 'Faster follow-up and fewer leads lost between marketing and whoever sells.',
        ro: 'Reacție mai rapidă și mai puține lead-uri pierdute între marketing și cei care vând.',
      },
      tools: [
        {
          en: 'The automations built into the tools you already use, or Zapier or Make',
          ro: 'Automatizările incluse în instrumentele pe care le folosiți deja, ori Zapier sau Make',
        },
        { en: 'AI data enrichment', ro: 'Îmbogățirea datelor cu AI' },
      ],
    },
  },
];

export const REPETITIVE_WORK_AUTOMATION: StrategyDef = {
  id: 'repetitive-work-automation',
  category: 'efficiency',
  priority: 'medium',
  timeline: 'quarter',
  budgetEur: [6000, 20000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
