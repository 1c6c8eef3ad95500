/**
 * Strategy `team-upskilling` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { activityProblems } from '../conditions.js';

const TEXTS: StrategyTexts = {
  name: {
    en: 'Build the skills your marketing needs to work with AI',
    ro: 'Dezvoltați competențele de care marketingul vostru are nevoie pentru lucrul cu AI',
  },
  impact: {
    en: 'Tools pay off only when people know when to use AI, how to check its output and when to overrule it; skills turn licences into results and ease the fear of change.',
    ro: 'Instrumentele aduc rezultate doar dacă oamenii știu când să folosească AI-ul, cum să-i verifice rezultatele și când să treacă peste el; competențele transformă licențele în rezultate și reduc teama de schimbare.',
  },
  tactics: [
    {
      en: "Assess each marketer's AI skills with a short practical task and discuss the result one-to-one.",
      ro: 'Evaluați competențele AI ale fiecărui marketer printr-o sarcină practică scurtă și discutați rezultatul între patru ochi.',
      about: [{ id: 'transformare-skills-assessment', states: ['not-yet', 'too-machine'] }],
    },
    {
      en: 'Train on your own briefs: a monthly session where whoever does your marketing solves a real task with AI and compares it with the human version.',
      ro: 'Învățați pe brief-urile voastre: o sesiune lunară în care cei care vă fac marketingul rezolvă cu AI o sarcină reală și o compară cu varianta umană.',
      about: [{ id: 'transformare-ai-training', states: ['not-yet', 'too-machine'] }],
    },
    {
      en: 'Name one person to look after your AI practice and keep a shared prompt library that they maintain.',
      ro: 'Numiți o persoană care se ocupă de practica AI și păstrați o bibliotecă comună de prompturi, întreținută de ea.',
    },
    {
      en: 'Run a short quarterly survey on AI use and concerns, and act on what it shows.',
      ro: 'Faceți trimestrial un scurt sondaj despre folosirea AI și îngrijorările oamenilor și acționați pe baza rezultatelor.',
      about: [{ id: 'transformare-team-sentiment', states: ['not-yet'] }],
    },
    {
      en: 'Give everyone who does your marketing two hours a week for the first quarter to try AI on their own tasks, and write down one result a month.',
      ro: 'Dați fiecărei persoane care vă face marketingul două ore pe săptămână, în primul trimestru, ca să încerce AI-ul pe sarcinile proprii, și notați lunar câte un rezultat.',
    },
    {
      en: 'Start the practices listed below in the order shown, each with a named owner and a date.',
      ro: 'Porniți practicile de mai jos în ordinea arătată, fiecare cu un responsabil numit și o dată.',
    },
  ],
};

/** The skills and change activities of TRANSFORMARE and COLABORARE's onboarding. */
export const SKILLS_ACTIVITIES = [
  'transformare-skills-assessment',
  'transformare-ai-training',
  'transformare-adoption-tracking',
  'transformare-team-sentiment',
  'transformare-retraining-plans',
  'transformare-hiring-skills',
  'transformare-role-redesign',
  'transformare-change-communication',
  'transformare-task-allocation',
  'colaborare-onboarding',
] as const;

/**
 * Team upskilling (domain-design.md §4): skills and change activities not done yet, the heaviest
 * first; two are needed.
 */
const rule: Rule = ({ facts }) => {
  const problems = activityProblems(facts, { ids: SKILLS_ACTIVITIES }, 'not-yet', 5);
  return { problems, requiredCount: 2, priority: problems.length >= 4 ? 'high' : 'medium' };
};

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    texts: {
      title: {
        en: 'Assess each marketer’s AI skills with a short practical task',
        ro: 'Evaluați competențele AI ale fiecărui marketer printr-o sarcină practică scurtă',
      },
      action: {
        en: 'Give every marketer the same 45-minute task from a real brief to solve with AI, score the result on a simple grid (prompting, checking, judgement), and discuss it one-to-one to set a personal learning goal.',
        ro: 'Dați fiecărui marketer aceeași sarcină de 45 de minute, dintr-un brief real, de rezolvat cu AI, evaluați rezultatul după o grilă simplă (formularea prompturilor, verificare, judecată) și discutați-l între patru ochi, ca să stabiliți un obiectiv personal de învățare.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: '100% of marketers assessed within 60 days, each with 1 written learning goal',
          ro: '100 % dintre marketeri evaluați în cel mult 60 de zile, fiecare cu 1 obiectiv de învățare scris',
        },
      ],
      expectedResults: {
        en: 'A clear map of who can do what with AI, and training aimed at the real gaps.',
        ro: 'O imagine clară a ce poate face fiecare cu AI și o instruire îndreptată spre lipsurile reale.',
      },
      tools: [
        { en: 'Practical task from a real brief', ro: 'Sarcină practică dintr-un brief real' },
        { en: 'Skills grid', ro: 'Grilă de competențe' },
      ],
    },
  },
  {
    tactic: 2,
    byPeople: true,
    // The owner runs the sessions and sees who uses AI; hiring, roles and onboarding are other work.
    cites: ['transformare-ai-training', 'transformare-adoption-tracking'],
    texts: {
      title: {
        en: 'Name one person to look after AI and keep a shared prompt library',
        ro: 'Numiți o persoană care se ocupă de AI și păstrați o bibliotecă comună de prompturi',
      },
      action: {
        en: 'Name one person who collects the prompts that worked, with an example output and the checks they need, in one shared library, and runs a monthly one-hour session on a real brief.',
        ro: 'Numiți o persoană care adună într-o bibliotecă comună prompturile care au funcționat, cu un exemplu de rezultat și verificările necesare, și care organizează lunar o sesiune de o oră pe un brief real.',
      },
      owner: {
        en: 'Whoever leads marketing, or one person they name',
        ro: 'Persoana care conduce marketingul sau o persoană numită de ea',
      },
      kpis: [
        {
          en: 'At least 30 tested prompts in the library within 3 months; 10 sessions a year',
          ro: 'Cel puțin 30 de prompturi testate în bibliotecă în 3 luni; 10 sesiuni pe an',
        },
      ],
      expectedResults: {
        en: 'Good practice is written down and reused instead of staying in one person’s head.',
        ro: 'Practicile bune sunt scrise și refolosite, în loc să rămână doar în mintea cuiva.',
      },
      tools: [
        {
          en: 'Shared prompt library (SharePoint or a shared folder)',
          ro: 'Bibliotecă comună de prompturi (SharePoint sau un dosar comun)',
        },
        {
          en: 'The ready-made prompts of this assessment',
          ro: 'Prompturile pregătite din această evaluare',
        },
      ],
      topic: 'prompt-library',
    },
  },
];

export const TEAM_UPSKILLING: StrategyDef = {
  id: 'team-upskilling',
  category: 'capability',
  priority: 'high',
  timeline: 'quarter',
  budgetEur: [3000, 12000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
