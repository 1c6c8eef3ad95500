/**
 * Strategy `human-oversight` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { activityProblems, stepProblem } from '../conditions.js';
import { STEP_KEYS } from '../../../bank/types.js';

const TEXTS: StrategyTexts = {
  name: {
    en: 'Put people back in charge where judgement matters',
    ro: 'Readuceți oamenii la decizie acolo unde contează judecata',
  },
  impact: {
    en: 'Keeps vision, major decisions, creative courage, relationships and change leadership in human hands, where accountability and trust are built; AI still prepares the material, faster.',
    ro: 'Păstrează viziunea, deciziile majore, curajul creativ, relațiile și conducerea schimbării în mâinile oamenilor, acolo unde se construiesc responsabilitatea și încrederea; AI-ul pregătește în continuare materialele, mai repede.',
  },
  tactics: [
    {
      en: 'For each problem below, name the person who decides and write down what AI may prepare and what it may never approve.',
      ro: 'Pentru fiecare problemă de mai jos, numiți persoana care decide și scrieți ce poate pregăti AI-ul și ce nu are voie să aprobe niciodată.',
    },
    {
      en: 'Treat AI as a second opinion, not the verdict: when it contradicts experience, run a quick test or ask for the evidence before acting.',
      ro: 'Folosiți AI-ul ca a doua opinie, nu ca verdict: când contrazice experiența, faceți un test rapid sau cereți dovezile înainte de a acționa.',
    },
    {
      en: 'Pre-test bold concepts with real customers; use synthetic audiences only to narrow the options first.',
      ro: 'Pretestați conceptele îndrăznețe cu clienți reali; folosiți audiențele sintetice doar pentru a restrânge întâi variantele.',
      about: [{ id: 'curaj-customer-concept-check', states: ['not-yet', 'too-machine'] }],
    },
    {
      en: 'Check every quarter whether each step listed below is back within 5 points of its target.',
      ro: 'Verificați în fiecare trimestru dacă fiecare pas de mai jos a revenit la cel mult 5 puncte de țintă.',
    },
  ],
};

/**
 * Human oversight (domain-design.md §4): activities whose ideal has people leading (A or B)
 * answered as led by AI or automation, the furthest first, and the steps more than 5 points too
 * AI-heavy; two are needed.
 */
const rule: Rule = ({ facts }) => {
  const activities = activityProblems(facts, { ideals: ['A', 'B'] }, 'too-machine', 5);
  const steps = STEP_KEYS.flatMap((k) => stepProblem(facts, k, 'too-ai') ?? []);
  return {
    problems: [...activities, ...steps],
    requiredCount: 2,
    priority: activities.length >= 5 ? 'critical' : 'high',
  };
};

/**
 * The decisions that AI recommendations may now drive (priorities, budgets, launches, concepts,
 * targets, the reading of results): where "AI as a second opinion" applies, unlike the writing,
 * content and relationship work that the rule also names.
 */
const DECISIONS = [
  'viziune-market-share-target',
  'viziune-markets-not-entered',
  'viziune-vision-review',
  'viziune-portfolio-roles',
  'viziune-public-stance',
  'decizie-yearly-priorities',
  'decizie-budget-split',
  'decizie-business-case',
  'decizie-reallocation',
  'decizie-priority-products',
  'decizie-launch-go',
  'decizie-offers',
  'decizie-stop-campaigns',
  'decizie-stop-list',
  'decizie-competitor-response',
  'decizie-agency-choice',
  'curaj-risk-appetite',
  'curaj-concept-choice',
  'curaj-humour-limits',
  'curaj-provocative-launch',
  'curaj-cultural-moments',
  'curaj-failed-idea-retry',
  'convergenta-channel-roles',
  'convergenta-influencer-selection',
  'convergenta-home-page',
  'sisteme-tool-selection',
  'transformare-task-allocation',
  'transformare-hiring-skills',
  'impact-kpi-choice',
  'impact-kpi-targets',
  'impact-result-explanation',
] as const;

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    byPeople: true,
    texts: {
      title: {
        en: 'Name who decides wherever AI now decides, and what AI may never approve',
        ro: 'Numiți cine decide acolo unde acum decide AI-ul și ce nu are voie AI-ul să aprobe',
      },
      action: {
        en: 'For each decision your answers leave to AI (they follow under “Why”), write one line: the person who decides, what AI may prepare, and what it may never approve or publish on its own; whoever leads marketing signs the list and shares it with everyone who uses AI in your marketing.',
        ro: 'Pentru fiecare decizie pe care răspunsurile voastre o lasă AI-ului (urmează la „De ce”), scrieți un rând: persoana care decide, ce poate pregăti AI-ul și ce nu are voie să aprobe sau să publice singur; persoana care conduce marketingul semnează lista și o comunică tuturor celor care folosesc AI în marketingul vostru.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: 'Decision list signed within 30 days; 100% of those problems with a named decision-maker',
          ro: 'Lista de decizii semnată în cel mult 30 de zile; 100 % dintre aceste probleme cu o persoană care decide',
        },
      ],
      expectedResults: {
        en: 'Accountability back with people in the steps where judgement matters.',
        ro: 'Responsabilitatea revine oamenilor în pașii în care contează judecata.',
      },
      tools: [
        { en: 'Decision list template', ro: 'Șablon de listă de decizii' },
        {
          en: 'The strategy’s problem list in your results',
          ro: 'Lista de probleme a strategiei din rezultatele voastre',
        },
      ],
    },
  },
  {
    tactic: 1,
    byPeople: true,
    cites: DECISIONS,
    texts: {
      title: {
        en: 'Treat AI as a second opinion: test or ask for evidence before acting',
        ro: 'Folosiți AI-ul ca a doua opinie: testați sau cereți dovezi înainte de a acționa',
      },
      action: {
        en: 'When an AI recommendation contradicts experience, the person who decides runs a quick test or asks for the evidence before acting, and logs the case; review the log each quarter to see who was right.',
        ro: 'Când o recomandare AI contrazice experiența, persoana care decide face un test rapid sau cere dovezile înainte de a acționa și notează cazul într-un jurnal; analizați trimestrial jurnalul, ca să vedeți cine a avut dreptate.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: '100% of contested AI recommendations logged; 4 quarterly log reviews a year',
          ro: '100 % dintre recomandările AI contestate notate în jurnal; 4 analize trimestriale ale jurnalului pe an',
        },
      ],
      expectedResults: {
        en: 'Better decisions from combining AI and experience, and evidence of when to trust each.',
        ro: 'Decizii mai bune prin combinarea AI-ului cu experiența și dovezi despre când vă puteți baza pe fiecare.',
      },
      tools: [
        { en: 'Decision log', ro: 'Jurnal de decizii' },
        { en: 'Quick A/B test set-up', ro: 'Configurare pentru teste A/B rapide' },
      ],
    },
  },
];

export const HUMAN_OVERSIGHT: StrategyDef = {
  id: 'human-oversight',
  category: 'governance',
  priority: 'high',
  timeline: 'now',
  budgetEur: [2000, 8000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
