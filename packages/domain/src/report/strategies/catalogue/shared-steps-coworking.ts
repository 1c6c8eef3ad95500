/**
 * Strategy `shared-steps-coworking` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { stepProblem } from '../conditions.js';
import type { StepKey } from '../../../bank/types.js';

/** The steps whose work AI and people share: positioning, content, channel mix, measurement. */
const SHARED_STEPS: readonly StepKey[] = ['CLARITATE', 'AMPLIFICARE', 'CONVERGENTA', 'IMPACT'];

const TEXTS: StrategyTexts = {
  name: {
    en: 'Rebalance AI–human co-working in the shared steps',
    ro: 'Echilibrați colaborarea dintre AI și oameni în pașii comuni',
  },
  impact: {
    en: 'In positioning, content, channel mix and measurement the best results come from a split: AI for volume, data and first versions, people for insight, angle and the final call. The right split lifts both speed and quality.',
    ro: 'În poziționare, conținut, mixul de canale și măsurare, cele mai bune rezultate vin dintr-o împărțire: AI-ul pentru volum, date și primele variante, oamenii pentru insight, unghi și decizia finală. O împărțire corectă crește și viteza, și calitatea.',
  },
  tactics: [
    {
      en: 'For each step off target, map its main workflows and mark which part AI does and which part people keep.',
      ro: 'Pentru fiecare pas abătut de la țintă, descrieți fluxurile principale și marcați ce parte face AI-ul și ce parte păstrează oamenii.',
    },
    {
      en: 'Where there is too much AI, add a human checkpoint before anything is published or decided.',
      ro: 'Unde este prea mult AI, adăugați un punct de control uman înainte ca ceva să fie publicat sau decis.',
      when: (_o, facts) => SHARED_STEPS.some((k) => stepProblem(facts, k, 'too-ai') !== null),
    },
    {
      en: 'Where people do too much, hand AI the first version, the data gathering and the variants, and measure the hours saved.',
      ro: 'Unde oamenii fac prea mult, dați AI-ului prima variantă, adunarea datelor și versiunile alternative și măsurați orele economisite.',
      when: (_o, facts) => SHARED_STEPS.some((k) => stepProblem(facts, k, 'too-human') !== null),
    },
    {
      en: 'Start these workflows from the ready-made prompts of each step.',
      ro: 'Porniți aceste fluxuri de la prompturile gata făcute ale fiecărui pas.',
    },
    {
      en: 'Name one owner for each shared step below, who signs off its split between AI and people every quarter.',
      ro: 'Numiți câte un responsabil pentru fiecare pas comun de mai jos, care aprobă trimestrial împărțirea dintre AI și oameni.',
    },
  ],
};

/** The steps whose ideal is a real split between people and machines (45–60 % human). */

/**
 * Co-working in the shared steps (domain-design.md §4): the shared steps more than 5 points off
 * their target, either way; two are needed. The context card shows beside it.
 */
const rule: Rule = ({ facts }) => {
  const problems = SHARED_STEPS.flatMap(
    (k) => stepProblem(facts, k, 'too-ai') ?? stepProblem(facts, k, 'too-human') ?? [],
  );
  return { problems, requiredCount: 2, data: { kind: 'context' } };
};

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    texts: {
      title: {
        en: 'Map the main workflows of each shared step off target, marking the AI and human parts',
        ro: 'Desenați fluxurile principale ale fiecărui pas comun aflat în afara țintei, cu partea AI-ului și partea oamenilor',
      },
      action: {
        en: 'For each shared step off target, map its three most frequent workflows on one page each, mark which part AI does and which part people keep, and agree the changes with the people who do the work.',
        ro: 'Pentru fiecare pas comun aflat în afara țintei, desenați pe câte o pagină cele mai frecvente trei fluxuri de lucru, marcați ce parte face AI-ul și ce parte păstrează oamenii și stabiliți schimbările împreună cu cei care fac munca.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: '3 workflows mapped for each step off target within 60 days',
          ro: '3 fluxuri desenate pentru fiecare pas aflat în afara țintei, în cel mult 60 de zile',
        },
      ],
      expectedResults: {
        en: 'A shared picture of who does what, so that the rebalancing lasts.',
        ro: 'O imagine comună despre cine ce face, ca reechilibrarea să fie de durată.',
      },
      tools: [
        {
          en: 'Miro or a whiteboard for the workflow maps',
          ro: 'Miro sau o tablă pentru hărțile fluxurilor',
        },
        {
          en: 'RACI table: who does, approves, is consulted on and is told of each step',
          ro: 'Tabel RACI: cine face, cine aprobă, cine este consultat și cine este informat la fiecare pas',
        },
      ],
    },
  },
  {
    tactic: 3,
    texts: {
      title: {
        en: 'Start the rebalanced workflows from each step’s ready-made prompt',
        ro: 'Porniți fluxurile reechilibrate de la promptul pregătit al fiecărui pas',
      },
      action: {
        en: 'Copy the prompt of each step off target from the Prompts tab into the shared library, adapt it to one live workflow, and after four weeks compare the hours and the quality with the old way.',
        ro: 'Copiați promptul fiecărui pas aflat în afara țintei din fila Prompturi în biblioteca comună, adaptați-l la un flux de lucru real și comparați după patru săptămâni orele și calitatea cu vechiul mod de lucru.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: '1 live workflow per step off target using its prompt within 30 days; hours and quality compared after 4 weeks',
          ro: '1 flux real pentru fiecare pas aflat în afara țintei, cu promptul pasului, în cel mult 30 de zile; orele și calitatea comparate după 4 săptămâni',
        },
      ],
      expectedResults: {
        en: 'Quick, measurable progress towards each step’s target split.',
        ro: 'Progres rapid și măsurabil spre împărțirea-țintă a fiecărui pas.',
      },
      tools: [
        { en: 'The Prompts tab of the results', ro: 'Fila Prompturi din rezultate' },
        { en: 'ChatGPT or Claude', ro: 'ChatGPT sau Claude' },
      ],
    },
  },
];

export const SHARED_STEPS_COWORKING: StrategyDef = {
  id: 'shared-steps-coworking',
  category: 'capability',
  priority: 'medium',
  timeline: 'quarter',
  budgetEur: [3000, 10000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
