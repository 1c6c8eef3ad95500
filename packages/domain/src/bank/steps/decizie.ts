import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 3 — Decision (domain-design.md §1). Target human share 75 %. */
export const decizie: StepDef = {
  key: 'DECIZIE',
  globalOrder: 3,
  targetHumanPercent: 75,
  name: { en: 'Decision', ro: 'Decizie' },
  description: {
    en: '<p>How your company makes its big marketing choices: priorities, budget, launches, what to stop.</p><p>Ideal split: <strong>about 75 % human, 25 % AI</strong>. AI prepares data and options; people weigh the trade-offs and own the call.</p>',
    ro: '<p>Cum face compania voastră marile alegeri de marketing: priorități, buget, lansări, ce opriți.</p><p>Echilibrul ideal: <strong>aproximativ 75 % oameni, 25 % AI</strong>. AI-ul pregătește datele și opțiunile; oamenii cântăresc compromisurile și își asumă decizia.</p>',
  },
  questions: [
    {
      id: 'decizie-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you pick the year's marketing priorities?",
        ro: 'Cum alegeți prioritățile de marketing ale anului?',
      },
      options: [
        {
          id: 'decizie-01-a',
          key: 'A',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI ranks options by impact; the team adjusts',
            ro: 'AI-ul ierarhizează opțiunile; echipa ajustează',
          },
        },
        {
          id: 'decizie-01-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Agreed at a team planning session',
            ro: 'Stabilite la o sesiune de planificare',
          },
        },
        {
          id: 'decizie-01-c',
          key: 'C',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model sets them; the CMO overrides some',
            ro: 'Un model AI le fixează; CMO-ul schimbă câteva',
          },
        },
        {
          id: 'decizie-01-d',
          key: 'D',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI proposes options; the team chooses',
            ro: 'AI-ul propune opțiuni; echipa alege',
          },
        },
        {
          id: 'decizie-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No yearly priorities',
            ro: 'Nu avem priorități anuale',
          },
        },
      ],
    },
    {
      id: 'decizie-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you size and defend next year's budget?",
        ro: 'Cum dimensionați și susțineți bugetul anului viitor?',
      },
      options: [
        {
          id: 'decizie-02-a',
          key: 'A',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The CMO makes the case with AI-gathered benchmarks',
            ro: 'CMO-ul îl argumentează cu repere adunate de AI',
          },
        },
        {
          id: 'decizie-02-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Built from targets and costs in Excel',
            ro: 'Calculat din ținte și costuri, în Excel',
          },
        },
        {
          id: 'decizie-02-c',
          key: 'C',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI models return scenarios; the CMO picks',
            ro: 'AI-ul modelează scenarii; CMO-ul alege',
          },
        },
        {
          id: 'decizie-02-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Sized by an AI model, challenged by the CMO',
            ro: 'Calculat de un model AI, verificat critic de CMO',
          },
        },
        {
          id: 'decizie-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No marketing budget',
            ro: 'Nu avem buget de marketing',
          },
        },
      ],
    },
    {
      id: 'decizie-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who moves the quarterly budget between channels and programmes?',
        ro: 'Cine mută bugetul trimestrial între canale și programe?',
      },
      options: [
        {
          id: 'decizie-03-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The CMO, from dashboards and team input',
            ro: 'CMO-ul, din dashboard și discuțiile cu echipa',
          },
        },
        {
          id: 'decizie-03-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model proposes; the CMO adjusts',
            ro: 'Un model AI propune; CMO-ul ajustează',
          },
        },
        {
          id: 'decizie-03-c',
          key: 'C',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The team, from an AI results summary',
            ro: 'Echipa, pe baza unei sinteze AI a rezultatelor',
          },
        },
        {
          id: 'decizie-03-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'An AI tool shifts it; people handle exceptions',
            ro: 'Un instrument AI îl mută; oamenii tratează excepțiile',
          },
        },
        {
          id: 'decizie-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't reallocate mid-year",
            ro: 'Nu realocăm în timpul anului',
          },
        },
      ],
    },
    {
      id: 'decizie-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who gives the final go-ahead for a major campaign?',
        ro: 'Cine dă undă verde finală unei campanii importante?',
      },
      options: [
        {
          id: 'decizie-04-a',
          key: 'A',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'The AI pre-test score; the CMO can veto',
            ro: 'Scorul AI de pretestare; CMO-ul are drept de veto',
          },
        },
        {
          id: 'decizie-04-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'The CMO, after an AI compliance check',
            ro: 'CMO-ul, după o verificare de conformitate cu AI',
          },
        },
        {
          id: 'decizie-04-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The CMO, after a team review',
            ro: 'CMO-ul, după o analiză cu echipa',
          },
        },
        {
          id: 'decizie-04-d',
          key: 'D',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'The CMO, from AI-predicted results',
            ro: 'CMO-ul, pe baza rezultatelor estimate de AI',
          },
        },
        {
          id: 'decizie-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No formal approval step',
            ro: 'Nu avem aprobare formală',
          },
        },
      ],
    },
    {
      id: 'decizie-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide on entering a new market?',
        ro: 'Cum decideți intrarea pe o piață nouă?',
      },
      options: [
        {
          id: 'decizie-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leadership, from first-hand market knowledge',
            ro: 'Conducerea, din cunoașterea directă a pieței',
          },
        },
        {
          id: 'decizie-05-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model ranks markets; leadership challenges it',
            ro: 'Un model AI ierarhizează piețele; conducerea îl verifică critic',
          },
        },
        {
          id: 'decizie-05-c',
          key: 'C',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI sizes and compares options; leadership decides',
            ro: 'AI-ul dimensionează și compară opțiunile; conducerea decide',
          },
        },
        {
          id: 'decizie-05-d',
          key: 'D',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Leadership, from AI-gathered market data',
            ro: 'Conducerea, din datele de piață adunate de AI',
          },
        },
        {
          id: 'decizie-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No new markets planned',
            ro: 'Nu vizăm piețe noi',
          },
        },
      ],
    },
    {
      id: 'decizie-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Who decides a new product's launch tier (1, 2 or 3)?",
        ro: 'Cine stabilește nivelul de lansare al unui produs (1, 2, 3)?',
      },
      options: [
        {
          id: 'decizie-06-a',
          key: 'A',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI sets tier and budget; the CMO reviews',
            ro: 'AI-ul fixează nivelul și bugetul; CMO-ul verifică',
          },
        },
        {
          id: 'decizie-06-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'The team, from AI revenue forecasts',
            ro: 'Echipa, pe baza prognozelor AI de venituri',
          },
        },
        {
          id: 'decizie-06-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI suggests a tier; the team decides',
            ro: 'AI-ul sugerează un nivel; echipa decide',
          },
        },
        {
          id: 'decizie-06-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'A grid of fixed criteria',
            ro: 'O grilă cu criterii fixe',
          },
        },
        {
          id: 'decizie-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely launch products',
            ro: 'Lansăm rar produse noi',
          },
        },
      ],
    },
    {
      id: 'decizie-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide to stop an underperforming campaign?',
        ro: 'Cum decideți oprirea unei campanii slabe?',
      },
      options: [
        {
          id: 'decizie-07-a',
          key: 'A',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI pauses weak campaigns; people review exceptions',
            ro: 'AI-ul oprește campaniile slabe; oamenii văd excepțiile',
          },
        },
        {
          id: 'decizie-07-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Preset stop rules in a dashboard',
            ro: 'Reguli de oprire prestabilite, în dashboard',
          },
        },
        {
          id: 'decizie-07-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The owner decides at the monthly review',
            ro: 'Responsabilul decide la analiza lunară',
          },
        },
        {
          id: 'decizie-07-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI flags unusual drops; the owner decides',
            ro: 'AI-ul semnalează scăderile neobișnuite; responsabilul decide',
          },
        },
        {
          id: 'decizie-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely stop campaigns',
            ro: 'Rareori oprim o campanie',
          },
        },
      ],
    },
    {
      id: 'decizie-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides on promotions: when, for whom, how deep?',
        ro: 'Cine decide promoțiile: când, pentru cine, cât de mari?',
      },
      options: [
        {
          id: 'decizie-08-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'Managers, with segments suggested by AI',
            ro: 'Managerii, cu segmente sugerate de AI',
          },
        },
        {
          id: 'decizie-08-b',
          key: 'B',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI sets offers within margins people set',
            ro: 'AI-ul fixează ofertele în marjele stabilite de echipă',
          },
        },
        {
          id: 'decizie-08-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI estimates uplift per option; managers decide',
            ro: 'AI-ul estimează efectul fiecărei variante; managerii decid',
          },
        },
        {
          id: 'decizie-08-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Marketing and sales, from the commercial calendar',
            ro: 'Marketingul și vânzările, după calendarul comercial',
          },
        },
        {
          id: 'decizie-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run promotions",
            ro: 'Nu facem promoții',
          },
        },
      ],
    },
    {
      id: 'decizie-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide on big one-offs like sponsorships?',
        ro: 'Cum decideți investiții punctuale mari, ca sponsorizările?',
      },
      options: [
        {
          id: 'decizie-09-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'A written proposal with an ROI estimate',
            ro: 'O propunere scrisă, cu ROI estimat',
          },
        },
        {
          id: 'decizie-09-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model predicts return; leadership challenges it',
            ro: 'Un model AI estimează randamentul; conducerea îl contestă',
          },
        },
        {
          id: 'decizie-09-c',
          key: 'C',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Leadership, from AI-compiled reach and results',
            ro: 'Conducerea, pe baza datelor adunate de AI',
          },
        },
        {
          id: 'decizie-09-d',
          key: 'D',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI recommends from past deals; leadership decides',
            ro: 'AI-ul recomandă după investițiile trecute; conducerea decide',
          },
        },
        {
          id: 'decizie-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No big one-off spends',
            ro: 'Nu facem cheltuieli mari punctuale',
          },
        },
      ],
    },
    {
      id: 'decizie-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who writes up the options before a major decision?',
        ro: 'Cine pune în scris opțiunile înaintea unei decizii majore?',
      },
      options: [
        {
          id: 'decizie-10-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'A manager; AI suggests risks and counter-arguments',
            ro: 'Un manager; AI-ul sugerează riscuri și contraargumente',
          },
        },
        {
          id: 'decizie-10-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'A manager writes a memo with options',
            ro: 'Un manager scrie o notă cu variante',
          },
        },
        {
          id: 'decizie-10-c',
          key: 'C',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts; a manager rewrites most',
            ro: 'AI-ul scrie prima variantă; un manager o rescrie',
          },
        },
        {
          id: 'decizie-10-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts and recommends; a manager edits',
            ro: 'AI-ul scrie și recomandă; un manager editează',
          },
        },
        {
          id: 'decizie-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Nothing is written up',
            ro: 'Nu pregătim nimic în scris',
          },
        },
      ],
    },
    {
      id: 'decizie-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "In a reputation crisis, who decides the brand's response?",
        ro: 'Într-o criză de reputație, cine decide răspunsul brandului?',
      },
      options: [
        {
          id: 'decizie-11-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts statements; communications edits them',
            ro: 'AI-ul scrie declarațiile; comunicarea le editează',
          },
        },
        {
          id: 'decizie-11-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'The crisis team, following the crisis plan',
            ro: 'Echipa de criză, după planul de criză',
          },
        },
        {
          id: 'decizie-11-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'AI answers routine posts; people take the rest',
            ro: 'AI-ul răspunde la postările de rutină; echipa preia restul',
          },
        },
        {
          id: 'decizie-11-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The crisis team, from AI sentiment tracking',
            ro: 'Echipa de criză, pe baza monitorizării AI',
          },
        },
        {
          id: 'decizie-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No crisis process yet',
            ro: 'Nu avem proces de criză',
          },
        },
      ],
    },
    {
      id: 'decizie-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you pick each quarter's focus products?",
        ro: 'Cum alegeți produsele prioritare ale fiecărui trimestru?',
      },
      options: [
        {
          id: 'decizie-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Managers pick them from the sales plan',
            ro: 'Managerii le aleg după planul de vânzări',
          },
        },
        {
          id: 'decizie-12-b',
          key: 'B',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI proposes candidates; managers choose',
            ro: 'AI-ul propune produse; managerii aleg',
          },
        },
        {
          id: 'decizie-12-c',
          key: 'C',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI shifts focus continuously; managers handle exceptions',
            ro: 'AI-ul mută continuu accentul; managerii tratează excepțiile',
          },
        },
        {
          id: 'decizie-12-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI analyses margin and demand; managers decide',
            ro: 'AI-ul analizează marja și cererea; managerii decid',
          },
        },
        {
          id: 'decizie-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We sell one product',
            ro: 'Avem un singur produs',
          },
        },
      ],
    },
    {
      id: 'decizie-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you respond to a big competitor move?',
        ro: 'Cum răspundeți unei mișcări importante a unui concurent?',
      },
      options: [
        {
          id: 'decizie-13-a',
          key: 'A',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI bidding reacts automatically; the team reviews weekly',
            ro: 'Licitarea cu AI reacționează automat; echipa verifică săptămânal',
          },
        },
        {
          id: 'decizie-13-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI estimates sales impact; leadership decides',
            ro: 'AI-ul estimează impactul asupra vânzărilor; conducerea decide',
          },
        },
        {
          id: 'decizie-13-c',
          key: 'C',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises the move; leadership decides',
            ro: 'AI-ul sintetizează mișcarea; conducerea decide',
          },
        },
        {
          id: 'decizie-13-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'We follow a prepared response playbook',
            ro: 'Urmăm un plan de răspuns pregătit dinainte',
          },
        },
        {
          id: 'decizie-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't react to competitors",
            ro: 'Nu reacționăm la concurenți',
          },
        },
      ],
    },
    {
      id: 'decizie-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When an AI recommendation contradicts experience, what happens?',
        ro: 'Când o recomandare AI contrazice experiența, ce se întâmplă?',
      },
      options: [
        {
          id: 'decizie-14-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'The manager decides; AI is one input',
            ro: 'Managerul decide; AI-ul e doar un argument',
          },
        },
        {
          id: 'decizie-14-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'The AI view stands unless proven wrong',
            ro: 'Varianta AI rămâne, dacă nu e dovedită greșită',
          },
        },
        {
          id: 'decizie-14-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'Experience usually wins',
            ro: 'De obicei câștigă experiența',
          },
        },
        {
          id: 'decizie-14-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'A quick test settles it',
            ro: 'Un test rapid tranșează',
          },
        },
        {
          id: 'decizie-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use AI recommendations",
            ro: 'Nu folosim recomandări AI',
          },
        },
      ],
    },
    {
      id: 'decizie-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'What does AI already prepare for your decisions? Select all that apply.',
        ro: 'Ce pregătește deja AI-ul pentru deciziile voastre? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'decizie-15-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI what-if scenarios for the budget',
            ro: 'Scenarii de buget făcute de AI',
          },
        },
        {
          id: 'decizie-15-b',
          key: 'B',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summaries before review meetings',
            ro: 'Sinteze AI înaintea ședințelor de analiză',
          },
        },
        {
          id: 'decizie-15-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'An AI-ranked recommendation among options',
            ro: 'O recomandare AI, cu variantele ierarhizate',
          },
        },
        {
          id: 'decizie-15-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI-gathered market and competitor signals',
            ro: 'Semnale AI despre piață și concurenți',
          },
        },
        {
          id: 'decizie-15-e',
          key: 'E',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI-suggested risks and counter-arguments',
            ro: 'Riscuri și contraargumente sugerate de AI',
          },
        },
        {
          id: 'decizie-15-f',
          key: 'F',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
