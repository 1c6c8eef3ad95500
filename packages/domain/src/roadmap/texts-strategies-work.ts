/**
 * Task templates of the ways-of-working strategies (issue 9 item 1; the catalogue's tactics in
 * report/strategies/texts-ai.ts): team upskilling, co-working in the shared steps, automation of
 * repetitive work.
 */
import type { StrategyTaskDef } from './types.js';

/** Task templates of team-upskilling, shared-steps-coworking, repetitive-work-automation, in the order they are used. */
export const WORK_TASKS: Readonly<
  Record<
    'team-upskilling' | 'shared-steps-coworking' | 'repetitive-work-automation',
    readonly StrategyTaskDef[]
  >
> = {
  'team-upskilling': [
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
        owner: { en: 'Head of marketing, with HR', ro: 'Directorul de marketing, împreună cu HR' },
        kpis: [
          {
            en: '100% of marketers assessed within 60 days, each with 1 written learning goal',
            ro: '100 % dintre marketeri evaluați în cel mult 60 de zile, fiecare cu 1 obiectiv de învățare scris',
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
      texts: {
        title: {
          en: 'Name an AI lead in each team and keep a shared prompt library',
          ro: 'Numiți un responsabil de AI în fiecare echipă și păstrați o bibliotecă comună de prompturi',
        },
        action: {
          en: 'Each team names an AI lead who collects the prompts that worked, with an example output and the checks they need, in one shared library, and runs a monthly one-hour workshop on a real brief.',
          ro: 'Fiecare echipă numește un responsabil de AI care adună într-o bibliotecă comună prompturile care au funcționat, cu un exemplu de rezultat și verificările necesare, și organizează lunar un atelier de o oră pe un brief real.',
        },
        owner: { en: 'The AI lead of each team', ro: 'Responsabilul de AI din fiecare echipă' },
        kpis: [
          {
            en: 'At least 30 tested prompts in the library within 3 months; 10 workshops a year',
            ro: 'Cel puțin 30 de prompturi testate în bibliotecă în 3 luni; 10 ateliere pe an',
          },
        ],
        expectedResults: {
          en: 'Good practice spreads across the team instead of staying with a few enthusiasts.',
          ro: 'Practicile bune se răspândesc în toată echipa, în loc să rămână la câțiva entuziaști.',
        },
        tools: [
          { en: 'Shared prompt library in SharePoint', ro: 'Bibliotecă comună de prompturi în SharePoint' },
          {
            en: 'The ready-made prompts of this assessment',
            ro: 'Prompturile pregătite din această evaluare',
          },
        ],
        topic: 'prompt-library',
      },
    },
  ],
  'shared-steps-coworking': [
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
        owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
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
          { en: 'RACI table', ro: 'Tabel RACI' },
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
        owner: { en: 'The AI lead of each team', ro: 'Responsabilul de AI din fiecare echipă' },
        kpis: [
          {
            en: '1 live workflow per step off target using its prompt within 30 days; hours saved measured after 4 weeks',
            ro: '1 flux real pentru fiecare pas aflat în afara țintei, cu promptul pasului, în cel mult 30 de zile; orele economisite măsurate după 4 săptămâni',
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
  ],
  'repetitive-work-automation': [
    {
      tactic: 0,
      texts: {
        title: {
          en: 'List the ten most frequent manual tasks and automate the top three',
          ro: 'Faceți lista celor mai frecvente zece sarcini manuale și automatizați primele trei',
        },
        action: {
          en: 'For two weeks everyone logs their manual tasks and the hours they take; rank the ten biggest and automate the top three, each with an owner, a monthly sample check and a way to switch it off.',
          ro: 'Timp de două săptămâni, toți notează sarcinile manuale și orele pe care le iau; ordonați cele mai mari zece și automatizați primele trei, fiecare cu un responsabil, o verificare lunară prin sondaj și o modalitate de a o opri.',
        },
        owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
        kpis: [
          {
            en: '3 automations live within 90 days; at least 20 hours a month saved',
            ro: '3 automatizări funcționale în cel mult 90 de zile; cel puțin 20 de ore pe lună economisite',
          },
        ],
        expectedResults: {
          en: 'Specialist hours moved from copying and checking to work that needs judgement.',
          ro: 'Orele specialiștilor mutate de la copiere și verificări la munca ce cere judecată.',
        },
        tools: [
          { en: 'Time log in Excel', ro: 'Jurnal de timp în Excel' },
          { en: 'Zapier with an AI step', ro: 'Zapier, cu un pas de AI' },
        ],
        topic: 'first-automation',
      },
    },
    {
      tactic: 1,
      texts: {
        title: {
          en: 'Automate lead capture and routing with AI enrichment in the CRM',
          ro: 'Automatizați preluarea și repartizarea lead-urilor, cu îmbogățire AI în CRM',
        },
        action: {
          en: 'Let AI enrich each new lead (company, size, sector) and assign it in the CRM to the right salesperson by rules agreed with sales; people handle only the exceptions, in a review queue.',
          ro: 'Lăsați AI-ul să completeze datele fiecărui lead nou (companie, mărime, sector) și să-l repartizeze în CRM vânzătorului potrivit, după reguli stabilite împreună cu vânzările; oamenii tratează doar excepțiile, într-o coadă de verificare.',
        },
        owner: {
          en: 'CRM and data lead, with sales',
          ro: 'Responsabilul de CRM și date, împreună cu vânzările',
        },
        kpis: [
          {
            en: 'Leads assigned within 1 hour instead of days; under 10% of leads handled by hand',
            ro: 'Lead-urile repartizate în cel mult 1 oră, nu în zile; sub 10 % dintre lead-uri tratate manual',
          },
        ],
        expectedResults: {
          en: 'Faster follow-up and fewer leads lost between marketing and sales.',
          ro: 'Reacție mai rapidă și mai puține lead-uri pierdute între marketing și vânzări.',
        },
        tools: [
          {
            en: 'CRM workflows (HubSpot or Salesforce)',
            ro: 'Fluxurile automate din CRM (HubSpot sau Salesforce)',
          },
          { en: 'AI data enrichment', ro: 'Îmbogățirea datelor cu AI' },
        ],
      },
    },
  ],
};
