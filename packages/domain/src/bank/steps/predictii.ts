import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 9 — Predictions (domain-design.md §1). Target human share 15 %. */
export const predictii: StepDef = {
  key: 'PREDICTII',
  globalOrder: 9,
  targetHumanPercent: 15,
  name: { en: 'Predictions', ro: 'Predicții' },
  description: {
    en: '<p>This step covers forecasts, attribution, predictive models and tests. Models find patterns no analyst could; people ask the questions, challenge assumptions and decide. Ideal split: <strong>about 15 % human, 85 % AI</strong>.</p>',
    ro: '<p>Pasul acesta privește prognozele, atribuirea, modelele predictive și testele. Modelele găsesc tipare invizibile pentru analiști; oamenii pun întrebările, contestă ipotezele și decid. Împărțirea ideală: <strong>în jur de 15 % oameni, 85 % AI</strong>.</p>',
  },
  questions: [
    {
      id: 'predictii-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you forecast this quarter's marketing leads and sales?",
        ro: 'Cum prognozați lead-urile și vânzările din marketing pentru acest trimestru?',
      },
      options: [
        {
          id: 'predictii-01-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'From targets and last year',
            ro: 'După ținte și anul trecut',
          },
        },
        {
          id: 'predictii-01-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Weekly AI forecast; an analyst challenges it',
            ro: 'Prognoză AI săptămânală, verificată de un analist',
          },
        },
        {
          id: 'predictii-01-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'An analyst extrapolates trends in Excel',
            ro: 'Un analist extrapolează tendințele în Excel',
          },
        },
        {
          id: 'predictii-01-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: "The CRM's AI forecast, adjusted by sales",
            ro: 'Prognoza AI din CRM, ajustată de vânzări',
          },
        },
        {
          id: 'predictii-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't forecast",
            ro: 'Nu facem prognoze',
          },
        },
      ],
    },
    {
      id: 'predictii-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you credit leads and sales to channels?',
        ro: 'Cum atribuiți lead-urile și vânzările pe canale?',
      },
      options: [
        {
          id: 'predictii-02-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Last click, from web analytics',
            ro: 'Ultimul clic, din analiza web',
          },
        },
        {
          id: 'predictii-02-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'A rule-based model an analyst maintains',
            ro: 'Un model pe reguli, întreținut de un analist',
          },
        },
        {
          id: 'predictii-02-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: "Ad platforms' AI attribution, reconciled in Excel",
            ro: 'Atribuirea AI a platformelor, reconciliată în Excel',
          },
        },
        {
          id: 'predictii-02-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Our AI model, validated by lift tests',
            ro: 'Model AI propriu, validat prin teste de incrementalitate',
          },
        },
        {
          id: 'predictii-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't attribute results",
            ro: 'Nu atribuim rezultatele',
          },
        },
      ],
    },
    {
      id: 'predictii-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you measure each channel's contribution to sales, offline included?",
        ro: 'Cum măsurați contribuția fiecărui canal la vânzări, inclusiv offline?',
      },
      options: [
        {
          id: 'predictii-03-a',
          key: 'A',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Monthly AI mix model, challenged by analysts',
            ro: 'Model AI econometric, refăcut lunar, verificat de analiști',
          },
        },
        {
          id: 'predictii-03-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'An external study every two years',
            ro: 'Un studiu extern, o dată la doi ani',
          },
        },
        {
          id: 'predictii-03-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-analysis-human-decides',
          text: {
            en: "The agency's AI model, reviewed quarterly with us",
            ro: 'Modelul AI al agenției, discutat trimestrial cu noi',
          },
        },
        {
          id: 'predictii-03-d',
          key: 'D',
          aiPercent: 5,
          text: {
            en: 'Regional holdout tests the team analyses',
            ro: 'Teste regionale cu grup de control',
          },
        },
        {
          id: 'predictii-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't measure this",
            ro: 'Nu măsurăm asta',
          },
        },
      ],
    },
    {
      id: 'predictii-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide which leads are ready for sales?',
        ro: 'Cum decideți care lead-uri sunt gata pentru vânzări?',
      },
      options: [
        {
          id: 'predictii-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Sales reps judge each lead',
            ro: 'Agenții de vânzări evaluează fiecare lead',
          },
        },
        {
          id: 'predictii-04-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Points from rules the team set',
            ro: 'Punctaj după reguli stabilite de echipă',
          },
        },
        {
          id: 'predictii-04-c',
          key: 'C',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI scores and routes them; people handle exceptions',
            ro: 'AI-ul le evaluează și le distribuie; oamenii tratează excepțiile',
          },
        },
        {
          id: 'predictii-04-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI scores, with thresholds sales agreed',
            ro: 'Scor AI, cu praguri convenite cu vânzările',
          },
        },
        {
          id: 'predictii-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't score leads",
            ro: 'Nu evaluăm lead-urile',
          },
        },
      ],
    },
    {
      id: 'predictii-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you spot customers likely to leave?',
        ro: 'Cum aflați din timp ce clienți riscă să plece?',
      },
      options: [
        {
          id: 'predictii-05-a',
          key: 'A',
          aiPercent: 15,
          text: {
            en: 'Fixed alerts, like 30 days without login',
            ro: 'Alerte fixe, de pildă 30 de zile fără activitate',
          },
        },
        {
          id: 'predictii-05-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Account managers watch usage',
            ro: 'Managerii de cont urmăresc utilizarea',
          },
        },
        {
          id: 'predictii-05-c',
          key: 'C',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI risk scores; the team calls the riskiest',
            ro: 'Scor AI de risc; echipa sună clienții cu risc mare',
          },
        },
        {
          id: 'predictii-05-d',
          key: 'D',
          aiPercent: 95,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI spots risk and sends offers itself',
            ro: 'AI-ul detectează riscul și trimite singur oferte',
          },
        },
        {
          id: 'predictii-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Churn isn't relevant for us",
            ro: 'Nu se aplică la noi',
          },
        },
      ],
    },
    {
      id: 'predictii-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you predict which new customers will be most valuable?',
        ro: 'Cum anticipați care clienți noi vor fi cei mai valoroși?',
      },
      options: [
        {
          id: 'predictii-06-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Sales judge from first conversations',
            ro: 'Vânzările apreciază din primele discuții',
          },
        },
        {
          id: 'predictii-06-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'An analyst compares past cohorts',
            ro: 'Un analist compară cu cohortele trecute',
          },
        },
        {
          id: 'predictii-06-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-clustering',
          text: {
            en: 'AI clusters them; the team sets priorities',
            ro: 'AI-ul îi grupează; echipa stabilește prioritățile',
          },
        },
        {
          id: 'predictii-06-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI-predicted value feeds bidding; analysts audit the model',
            ro: 'Valoarea estimată de AI ghidează licitarea; analiștii verifică modelul',
          },
        },
        {
          id: 'predictii-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't predict customer value",
            ro: 'Nu anticipăm valoarea clienților',
          },
        },
      ],
    },
    {
      id: 'predictii-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are bids set in your paid campaigns?',
        ro: 'Cum stabiliți licitările în campaniile plătite?',
      },
      options: [
        {
          id: 'predictii-07-a',
          key: 'A',
          aiPercent: 95,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'Fully automated: AI sets bids and budgets',
            ro: 'Complet automat: AI-ul stabilește licitări și bugete',
          },
        },
        {
          id: 'predictii-07-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Platform AI bids to our cost target',
            ro: 'AI-ul platformei licitează spre costul nostru țintă',
          },
        },
        {
          id: 'predictii-07-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'Rules and scripts the specialist wrote',
            ro: 'Reguli și scripturi scrise de specialist',
          },
        },
        {
          id: 'predictii-07-d',
          key: 'D',
          aiPercent: 5,
          text: {
            en: 'A specialist sets bids by hand',
            ro: 'Un specialist stabilește manual licitările',
          },
        },
        {
          id: 'predictii-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run paid campaigns",
            ro: 'Nu avem campanii plătite',
          },
        },
      ],
    },
    {
      id: 'predictii-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before approving a campaign, how do you estimate its results?',
        ro: 'Înainte să aprobați o campanie, cum îi estimați rezultatele?',
      },
      options: [
        {
          id: 'predictii-08-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: "Platforms' AI estimates, adjusted by the team",
            ro: 'Estimările AI ale platformelor, ajustate de echipă',
          },
        },
        {
          id: 'predictii-08-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: "From experience and the agency's proposal",
            ro: 'Din experiență și din propunerea agenției',
          },
        },
        {
          id: 'predictii-08-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Excel averages from past campaigns',
            ro: 'Medii din campaniile trecute, în Excel',
          },
        },
        {
          id: 'predictii-08-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Our AI model forecasts ranges from history',
            ro: 'Modelul nostru AI estimează intervale din istoric',
          },
        },
        {
          id: 'predictii-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't estimate beforehand",
            ro: 'Nu estimăm dinainte',
          },
        },
      ],
    },
    {
      id: 'predictii-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find customers most likely to buy again?',
        ro: 'Cum găsiți clienții care probabil vor cumpăra din nou?',
      },
      options: [
        {
          id: 'predictii-09-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Account managers pick them',
            ro: 'Managerii de cont îi aleg',
          },
        },
        {
          id: 'predictii-09-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'RFM segments an analyst builds',
            ro: 'Segmente RFM făcute de un analist',
          },
        },
        {
          id: 'predictii-09-c',
          key: 'C',
          aiPercent: 85,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI purchase scores; marketers set thresholds',
            ro: 'Scoruri AI de cumpărare; marketerii stabilesc pragurile',
          },
        },
        {
          id: 'predictii-09-d',
          key: 'D',
          aiPercent: 95,
          task: 'ai-runs-human-exceptions',
          text: {
            en: "AI picks and sends each customer's offer",
            ro: 'AI-ul alege și trimite oferta fiecărui client',
          },
        },
        {
          id: 'predictii-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Repeat purchases don't apply",
            ro: 'Nu avem vânzări repetate',
          },
        },
      ],
    },
    {
      id: 'predictii-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When consent refusals hide conversions, how do you estimate them?',
        ro: 'Când refuzurile de consimțământ ascund conversii, cum le estimați?',
      },
      options: [
        {
          id: 'predictii-10-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'An analyst applies a correction factor',
            ro: 'Un analist aplică un factor de corecție',
          },
        },
        {
          id: 'predictii-10-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-produces-human-samples',
          text: {
            en: 'Our AI model fills gaps; analysts check samples',
            ro: 'Un model AI completează golurile; analiștii verifică eșantioane',
          },
        },
        {
          id: 'predictii-10-c',
          key: 'C',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: "Platforms' AI-modelled conversions, checked against sales",
            ro: 'Conversii modelate de AI în platforme, comparate cu vânzările',
          },
        },
        {
          id: 'predictii-10-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'We judge the gap from sales',
            ro: 'Apreciem diferența din vânzări',
          },
        },
        {
          id: 'predictii-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Consent gaps don't affect us",
            ro: 'Refuzurile nu ne afectează',
          },
        },
      ],
    },
    {
      id: 'predictii-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you forecast seasonal demand peaks to time campaigns?',
        ro: 'Cum prognozați vârfurile sezoniere de cerere, ca să programați campaniile?',
      },
      options: [
        {
          id: 'predictii-11-a',
          key: 'A',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Weekly AI demand forecast; the team shifts budgets',
            ro: 'Prognoză AI săptămânală a cererii; echipa mută bugetele',
          },
        },
        {
          id: 'predictii-11-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'An analyst compares past years in Excel',
            ro: 'Un analist compară anii trecuți în Excel',
          },
        },
        {
          id: 'predictii-11-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'From experience: we know our busy months',
            ro: 'Din experiență: știm lunile aglomerate',
          },
        },
        {
          id: 'predictii-11-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises trends; the team builds the calendar',
            ro: 'AI-ul sintetizează tendințele; echipa face calendarul',
          },
        },
        {
          id: 'predictii-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our demand isn't seasonal",
            ro: 'Cererea nu e sezonieră',
          },
        },
      ],
    },
    {
      id: 'predictii-12',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which predictions do you already get from AI? Select all that apply.',
        ro: 'Ce predicții obțineți deja de la AI? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'predictii-12-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI forecast of event no-shows',
            ro: 'Prognoza AI a absențelor la evenimente',
          },
        },
        {
          id: 'predictii-12-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI win odds for each open deal',
            ro: 'Estimarea AI a șanselor de câștig ale fiecărei oportunități',
          },
        },
        {
          id: 'predictii-12-c',
          key: 'C',
          aiPercent: 95,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI-chosen send time per person',
            ro: 'Ora de trimitere aleasă de AI pentru fiecare contact',
          },
        },
        {
          id: 'predictii-12-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI forecast of peak-season ad costs',
            ro: 'Prognoza AI a costului reclamelor în sezonul de vârf',
          },
        },
        {
          id: 'predictii-12-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
    {
      id: 'predictii-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does a marketer get answers to ad-hoc data questions?',
        ro: 'Cum obține cineva din marketing răspunsuri punctuale din date?',
      },
      options: [
        {
          id: 'predictii-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'They ask an analyst and wait',
            ro: 'Întreabă un analist și așteaptă',
          },
        },
        {
          id: 'predictii-13-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Ready-made dashboards; analysts for anything new',
            ro: 'Dashboarduri existente; analiștii, pentru ce e nou',
          },
        },
        {
          id: 'predictii-13-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: "Self-service reports with the tool's AI suggestions",
            ro: 'Rapoarte proprii, cu sugestiile AI ale instrumentului',
          },
        },
        {
          id: 'predictii-13-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'They ask an AI assistant; analysts audit answers',
            ro: 'Întreabă un asistent AI; analiștii verifică răspunsurile',
          },
        },
        {
          id: 'predictii-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely use data for this',
            ro: 'Rar folosim date pentru asta',
          },
        },
      ],
    },
    {
      id: 'predictii-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When an A/B test ends, who calls the winner?',
        ro: 'Cine alege varianta câștigătoare la finalul unui test?',
      },
      options: [
        {
          id: 'predictii-14-a',
          key: 'A',
          aiPercent: 85,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI shifts traffic and ends tests; analysts approve',
            ro: 'AI-ul mută traficul și oprește testele; un analist aprobă',
          },
        },
        {
          id: 'predictii-14-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Tool statistics; the team debates close calls',
            ro: 'Statisticile instrumentului; echipa discută cazurile la limită',
          },
        },
        {
          id: 'predictii-14-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'An analyst checks significance in Excel',
            ro: 'Un analist calculează semnificația în Excel',
          },
        },
        {
          id: 'predictii-14-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI reads results and recommends; the team decides',
            ro: 'AI-ul analizează și recomandă; echipa decide',
          },
        },
        {
          id: 'predictii-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run A/B tests",
            ro: 'Nu testăm variante',
          },
        },
      ],
    },
    {
      id: 'predictii-15',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find companies actively looking for what you sell?',
        ro: 'Cum găsiți companiile care caută activ ce vindeți?',
      },
      options: [
        {
          id: 'predictii-15-a',
          key: 'A',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI scores intent and triggers campaigns itself',
            ro: 'AI-ul evaluează intenția și declanșează singur campanii',
          },
        },
        {
          id: 'predictii-15-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'Sales conversations and contacts',
            ro: 'Discuțiile de vânzări și contactele echipei',
          },
        },
        {
          id: 'predictii-15-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model ranks companies; an analyst adjusts the list',
            ro: 'Un model AI ierarhizează companiile; un analist ajustează lista',
          },
        },
        {
          id: 'predictii-15-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI intent scores; sales picks whom to contact',
            ro: 'Scoruri AI de intenție; vânzările aleg pe cine contactează',
          },
        },
        {
          id: 'predictii-15-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track buying intent",
            ro: 'Nu urmărim intenția de cumpărare',
          },
        },
      ],
    },
  ],
};
