import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 1 — Vision (domain-design.md §1). Target human share 90 %. */
export const viziune: StepDef = {
  key: 'VIZIUNE',
  globalOrder: 1,
  targetHumanPercent: 90,
  name: { en: 'Vision', ro: 'Viziune' },
  description: {
    en:
      '<p>Vision: how your company sets its long-term direction (brand purpose, market ambition, values) and who decides it.</p>' +
      '<p>Ideal split: <strong>about 90 % human, 10 % AI</strong>. AI scans trends and tests assumptions; leaders choose the direction.</p>',
    ro:
      '<p>Viziunea: cum își stabilește compania direcția pe termen lung (scopul brandului, ambiția de piață, valorile) și cine o decide.</p>' +
      '<p>Echilibrul ideal: <strong>aproximativ 90 % oameni, 10 % AI</strong>. AI-ul urmărește tendințe și testează ipoteze; conducerea alege direcția.</p>',
  },
  questions: [
    {
      id: 'viziune-01',
      kind: 'context',
      type: 'single_choice',
      text: {
        en: 'How many people does your company employ?',
        ro: 'Câți angajați are compania voastră?',
      },
      options: [
        {
          id: 'viziune-01-a',
          key: 'A',
          aiPercent: null,
          text: {
            en: 'Number of employees',
            ro: 'Număr de angajați',
          },
          input: { type: 'integer', min: 1, max: 100000, contextKey: 'company.employees' },
        },
        {
          id: 'viziune-01-b',
          key: 'B',
          aiPercent: null,
          text: {
            en: "I'd rather not say",
            ro: 'Prefer să nu spun',
          },
        },
      ],
    },
    {
      id: 'viziune-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you define your brand purpose (why you exist beyond profit)?',
        ro: 'Cum definiți scopul brandului (de ce existați dincolo de profit)?',
      },
      options: [
        {
          id: 'viziune-02-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises research; leaders write it',
            ro: 'AI-ul sintetizează cercetările; conducerea îl scrie',
          },
        },
        {
          id: 'viziune-02-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Leaders write it with staff and customers',
            ro: 'Conducerea îl scrie cu angajați și clienți',
          },
        },
        {
          id: 'viziune-02-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts several versions; leaders edit one',
            ro: 'AI-ul scrie variante; conducerea editează una',
          },
        },
        {
          id: 'viziune-02-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'Leaders write it; AI suggests wordings',
            ro: 'Conducerea îl scrie; AI-ul sugerează formulări',
          },
        },
        {
          id: 'viziune-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No defined purpose yet',
            ro: 'Nu avem încă un scop definit',
          },
        },
      ],
    },
    {
      id: 'viziune-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who writes your marketing vision for the next 3–5 years?',
        ro: 'Cine scrie viziunea voastră de marketing pe 3–5 ani?',
      },
      options: [
        {
          id: 'viziune-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO, after talks with leadership',
            ro: 'CMO-ul, după discuții cu conducerea',
          },
        },
        {
          id: 'viziune-03-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts it; the CMO edits it',
            ro: 'AI-ul scrie prima variantă; CMO-ul o editează',
          },
        },
        {
          id: 'viziune-03-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'The CMO writes; AI tightens wording',
            ro: 'CMO-ul o scrie; AI-ul șlefuiește formularea',
          },
        },
        {
          id: 'viziune-03-d',
          key: 'D',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts it; leaders rewrite most',
            ro: 'AI-ul scrie prima variantă; conducerea o rescrie',
          },
        },
        {
          id: 'viziune-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No written vision',
            ro: 'Nu avem o viziune scrisă',
          },
        },
      ],
    },
    {
      id: 'viziune-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who sets your market ambition, such as “top three by 2028”?',
        ro: 'Cine stabilește ambiția de piață, de exemplu „top trei până în 2028”?',
      },
      options: [
        {
          id: 'viziune-04-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI models scenarios; leaders choose one',
            ro: 'AI-ul modelează scenarii; conducerea alege unul',
          },
        },
        {
          id: 'viziune-04-b',
          key: 'B',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI forecast sets it; leaders adjust',
            ro: 'O prognoză AI o fixează; conducerea o ajustează',
          },
        },
        {
          id: 'viziune-04-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The CEO and CMO, from experience',
            ro: 'CEO-ul și CMO-ul, din experiență',
          },
        },
        {
          id: 'viziune-04-d',
          key: 'D',
          aiPercent: 25,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Leaders set it; AI gathers market data',
            ro: 'Conducerea o stabilește; AI-ul adună date de piață',
          },
        },
        {
          id: 'viziune-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Only this year's targets",
            ro: 'Doar țintele anului curent',
          },
        },
      ],
    },
    {
      id: 'viziune-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you spot long-term trends that could reshape your market?',
        ro: 'Cum identificați tendințele care v-ar putea schimba piața pe termen lung?',
      },
      options: [
        {
          id: 'viziune-05-a',
          key: 'A',
          aiPercent: 15,
          text: {
            en: 'Leaders read; AI flags relevant articles',
            ro: 'Liderii citesc; AI-ul semnalează articole relevante',
          },
        },
        {
          id: 'viziune-05-b',
          key: 'B',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI digests trends monthly; leaders discuss',
            ro: 'AI-ul sintetizează lunar tendințele; conducerea le discută',
          },
        },
        {
          id: 'viziune-05-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'An AI radar ranks trends; we decide',
            ro: 'Un radar AI ierarhizează tendințele; noi decidem',
          },
        },
        {
          id: 'viziune-05-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Leaders read, attend conferences, ask experts',
            ro: 'Liderii citesc, merg la conferințe, întreabă experți',
          },
        },
        {
          id: 'viziune-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track trends",
            ro: 'Nu urmărim tendințele',
          },
        },
      ],
    },
    {
      id: 'viziune-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you stress-test a long-term direction before committing to it?',
        ro: 'Cum testați o direcție pe termen lung înainte s-o adoptați?',
      },
      options: [
        {
          id: 'viziune-06-a',
          key: 'A',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI assessment rates it; we adjust',
            ro: 'O evaluare AI o notează; noi o ajustăm',
          },
        },
        {
          id: 'viziune-06-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'We debate it; AI adds counter-arguments',
            ro: 'O dezbatem; AI-ul aduce contraargumente',
          },
        },
        {
          id: 'viziune-06-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'A pre-mortem with outside advisers',
            ro: 'O analiză critică cu consilieri externi',
          },
        },
        {
          id: 'viziune-06-d',
          key: 'D',
          aiPercent: 45,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI generates failure scenarios; leaders weigh them',
            ro: 'AI-ul generează scenarii de eșec; conducerea le cântărește',
          },
        },
        {
          id: 'viziune-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't stress-test it",
            ro: 'Nu o punem la încercare',
          },
        },
      ],
    },
    {
      id: 'viziune-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How is marketing's role in the multi-year business plan defined?",
        ro: 'Cum se definește rolul marketingului în planul de afaceri multianual?',
      },
      options: [
        {
          id: 'viziune-07-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'The CMO edits AI-drafted objectives',
            ro: 'CMO-ul editează obiectivele propuse de AI',
          },
        },
        {
          id: 'viziune-07-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The CMO drafts; AI checks consistency',
            ro: 'CMO-ul îl formulează; AI-ul verifică coerența',
          },
        },
        {
          id: 'viziune-07-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The CMO decides, using AI peer benchmarks',
            ro: 'CMO-ul decide pe baza comparațiilor AI cu alte companii',
          },
        },
        {
          id: 'viziune-07-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'The CMO negotiates it with the CEO',
            ro: 'CMO-ul îl negociază cu CEO-ul',
          },
        },
        {
          id: 'viziune-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No multi-year plan',
            ro: 'Nu avem plan multianual',
          },
        },
      ],
    },
    {
      id: 'viziune-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who defines your brand values and personality?',
        ro: 'Cine definește valorile și personalitatea brandului?',
      },
      options: [
        {
          id: 'viziune-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leaders and the brand team, with employees',
            ro: 'Conducerea și echipa de brand, cu angajații',
          },
        },
        {
          id: 'viziune-08-b',
          key: 'B',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI proposes archetypes; the team chooses',
            ro: 'AI-ul propune arhetipuri; echipa alege',
          },
        },
        {
          id: 'viziune-08-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts them; the brand team edits',
            ro: 'AI-ul le scrie; echipa de brand le editează',
          },
        },
        {
          id: 'viziune-08-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI analyses customer language; people decide',
            ro: 'AI-ul analizează limbajul clienților; oamenii decid',
          },
        },
        {
          id: 'viziune-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No defined values yet',
            ro: 'Nu avem încă valori definite',
          },
        },
      ],
    },
    {
      id: 'viziune-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who chooses between a master brand, sub-brands or separate brands?',
        ro: 'Cine alege între un brand-umbrelă, sub-branduri sau branduri separate?',
      },
      options: [
        {
          id: 'viziune-09-a',
          key: 'A',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI recommends; leaders challenge its assumptions',
            ro: 'AI-ul recomandă; conducerea îi contestă ipotezele',
          },
        },
        {
          id: 'viziune-09-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Leaders decide; AI suggests naming options',
            ro: 'Conducerea decide; AI-ul sugerează variante de denumire',
          },
        },
        {
          id: 'viziune-09-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: "Leaders, on a consultancy's advice",
            ro: 'Conducerea, la recomandarea unor consultanți',
          },
        },
        {
          id: 'viziune-09-d',
          key: 'D',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Leaders decide; AI compiles awareness and cost data',
            ro: 'Conducerea decide; AI-ul adună date de notorietate și costuri',
          },
        },
        {
          id: 'viziune-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have one brand',
            ro: 'Avem un singur brand',
          },
        },
      ],
    },
    {
      id: 'viziune-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides which customers you will focus on in five years?',
        ro: 'Cine decide pe ce clienți vă concentrați peste cinci ani?',
      },
      options: [
        {
          id: 'viziune-10-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Leaders decide; AI suggests segments to explore',
            ro: 'Conducerea decide; AI-ul sugerează segmente de explorat',
          },
        },
        {
          id: 'viziune-10-b',
          key: 'B',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI value model ranks them; leaders adjust',
            ro: 'Un model AI îi ierarhizează; conducerea ajustează lista',
          },
        },
        {
          id: 'viziune-10-c',
          key: 'C',
          aiPercent: 45,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI analyses segment profitability; leaders decide',
            ro: 'AI-ul analizează profitabilitatea segmentelor; conducerea decide',
          },
        },
        {
          id: 'viziune-10-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'The CEO and CMO, from our strengths',
            ro: 'CEO-ul și CMO-ul, după punctele noastre forte',
          },
        },
        {
          id: 'viziune-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Not decided yet',
            ro: 'Nu am decis încă',
          },
        },
      ],
    },
    {
      id: 'viziune-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who sets the long-term split between brand building and activation?',
        ro: 'Cine stabilește raportul pe termen lung între construcția de brand și activare?',
      },
      options: [
        {
          id: 'viziune-11-a',
          key: 'A',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: "Ad platforms' AI shifts budget; we review exceptions",
            ro: 'AI-ul platformelor de publicitate mută bugetul; verificăm excepțiile',
          },
        },
        {
          id: 'viziune-11-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'The CMO, with the CEO and CFO',
            ro: 'CMO-ul, împreună cu CEO-ul și CFO-ul',
          },
        },
        {
          id: 'viziune-11-c',
          key: 'C',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The CMO sets it; AI compiles benchmarks',
            ro: 'CMO-ul îl stabilește; AI-ul adună repere din industrie',
          },
        },
        {
          id: 'viziune-11-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI mix model sets it; analysts challenge it',
            ro: 'Un model AI de alocare îl stabilește; analiștii îl contestă',
          },
        },
        {
          id: 'viziune-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't separate them",
            ro: 'Nu le separăm',
          },
        },
      ],
    },
    {
      id: 'viziune-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you judge which new categories your brand could enter?',
        ro: 'Cum evaluați în ce categorii noi poate intra brandul?',
      },
      options: [
        {
          id: 'viziune-12-a',
          key: 'A',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Concept tests; AI summarises customer answers',
            ro: 'Teste de concept; AI-ul sintetizează răspunsurile',
          },
        },
        {
          id: 'viziune-12-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI scores options on fit; leaders choose',
            ro: 'AI-ul evaluează potrivirea opțiunilor; conducerea alege',
          },
        },
        {
          id: 'viziune-12-c',
          key: 'C',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI generates ideas; leaders pick what to test',
            ro: 'AI-ul generează idei; conducerea alege ce testează',
          },
        },
        {
          id: 'viziune-12-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Leaders judge what the brand can carry',
            ro: 'Conducerea apreciază cât poate duce brandul',
          },
        },
        {
          id: 'viziune-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't considered it",
            ro: 'Nu ne-am gândit la asta',
          },
        },
      ],
    },
    {
      id: 'viziune-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do your team, sales and agencies learn the long-term direction?',
        ro: 'Cum află echipa, vânzările și agențiile direcția pe termen lung?',
      },
      options: [
        {
          id: 'viziune-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO presents it and takes questions',
            ro: 'CMO-ul o prezintă și răspunde la întrebări',
          },
        },
        {
          id: 'viziune-13-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI assistant answers; leaders handle the rest',
            ro: 'Un asistent AI răspunde; liderii preiau restul',
          },
        },
        {
          id: 'viziune-13-c',
          key: 'C',
          aiPercent: 55,
          task: 'ai-draft-human-edit',
          text: {
            en: 'Managers edit AI-drafted materials and cascade them',
            ro: 'Managerii editează materialele scrise de AI și le transmit',
          },
        },
        {
          id: 'viziune-13-d',
          key: 'D',
          aiPercent: 15,
          text: {
            en: 'The CMO presents; AI polishes the slides',
            ro: 'CMO-ul o prezintă; AI-ul finisează materialele',
          },
        },
        {
          id: 'viziune-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't communicate it",
            ro: 'Nu o comunicăm intern',
          },
        },
      ],
    },
    {
      id: 'viziune-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you check that plans and briefs serve the long-term direction?',
        ro: 'Cum verificați că planurile și brief-urile servesc direcția aleasă?',
      },
      options: [
        {
          id: 'viziune-14-a',
          key: 'A',
          aiPercent: 40,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI flags drifting briefs; the CMO reviews',
            ro: 'AI-ul semnalează abaterile; CMO-ul verifică',
          },
        },
        {
          id: 'viziune-14-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'The CMO reviews each one personally',
            ro: 'CMO-ul le verifică personal pe fiecare',
          },
        },
        {
          id: 'viziune-14-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'A vision checklist; AI suggests fixes',
            ro: 'O listă de verificare; AI-ul sugerează corecturi',
          },
        },
        {
          id: 'viziune-14-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI scores each one; people review low scores',
            ro: 'AI-ul le notează; oamenii văd doar scorurile mici',
          },
        },
        {
          id: 'viziune-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't check this",
            ro: 'Nu verificăm asta',
          },
        },
      ],
    },
    {
      id: 'viziune-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these shape your long-term direction? Select all that apply.',
        ro: 'Care dintre acestea vă modelează direcția pe termen lung? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'viziune-15-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Leaders' talks with customers",
            ro: 'Discuțiile liderilor cu clienții',
          },
        },
        {
          id: 'viziune-15-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'A yearly strategy offsite',
            ro: 'O sesiune anuală de strategie',
          },
        },
        {
          id: 'viziune-15-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summaries of market research',
            ro: 'Sinteze AI ale cercetărilor de piață',
          },
        },
        {
          id: 'viziune-15-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI-generated five-year scenarios',
            ro: 'Scenarii AI pe cinci ani',
          },
        },
        {
          id: 'viziune-15-e',
          key: 'E',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI counter-arguments to our assumptions',
            ro: 'Contraargumente AI la ipotezele noastre',
          },
        },
        {
          id: 'viziune-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'viziune-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
