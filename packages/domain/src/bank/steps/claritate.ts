import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 2 — Clarity (domain-design.md §1). Target human share 45 %. */
export const claritate: StepDef = {
  key: 'CLARITATE',
  globalOrder: 2,
  targetHumanPercent: 45,
  name: { en: 'Clarity', ro: 'Claritate' },
  description: {
    en:
      '<p>Clarity: how well you understand your customers and how sharply you define positioning and messages.</p>' +
      '<p>Ideal split: <strong>about 45 % human, 55 % AI</strong>. AI gathers and groups customer data; people interpret it and choose the message.</p>',
    ro:
      '<p>Claritatea: cât de bine vă cunoașteți clienții și cât de clar vă definiți poziționarea și mesajele.</p>' +
      '<p>Echilibrul ideal: <strong>aproximativ 45 % oameni, 55 % AI</strong>. AI-ul adună și grupează datele despre clienți; oamenii le interpretează și aleg mesajul.</p>',
  },
  questions: [
    {
      id: 'claritate-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who writes your positioning statement?',
        ro: 'Cine scrie declarația de poziționare?',
      },
      options: [
        {
          id: 'claritate-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leaders, in workshops with sales',
            ro: 'Conducerea, în ateliere cu vânzările',
          },
        },
        {
          id: 'claritate-01-b',
          key: 'B',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The team writes it from AI research summaries',
            ro: 'Echipa o scrie pe baza sintezelor AI',
          },
        },
        {
          id: 'claritate-01-c',
          key: 'C',
          aiPercent: 55,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts it; the team edits',
            ro: 'AI-ul o scrie; echipa o editează',
          },
        },
        {
          id: 'claritate-01-d',
          key: 'D',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'The team writes it; AI proposes new angles',
            ro: 'Echipa o scrie; AI-ul propune unghiuri noi',
          },
        },
        {
          id: 'claritate-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No written statement',
            ro: 'Nu avem una scrisă',
          },
        },
      ],
    },
    {
      id: 'claritate-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you build your message pillars and proof points?',
        ro: 'Cum construiți pilonii de mesaj și dovezile?',
      },
      options: [
        {
          id: 'claritate-02-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'Marketers write; AI suggests proof points',
            ro: 'Marketerii scriu; AI-ul sugerează dovezi',
          },
        },
        {
          id: 'claritate-02-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Marketers, with sales and product',
            ro: 'Marketerii, împreună cu vânzările și produsul',
          },
        },
        {
          id: 'claritate-02-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI adapts them per audience; marketers spot-check',
            ro: 'AI-ul adaptează mesajele pe audiențe; marketerii verifică eșantioane',
          },
        },
        {
          id: 'claritate-02-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts; marketers edit',
            ro: 'AI-ul scrie prima variantă; marketerii o editează',
          },
        },
        {
          id: 'claritate-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No defined pillars',
            ro: 'Nu avem piloni definiți',
          },
        },
      ],
    },
    {
      id: 'claritate-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your customer personas built and updated?',
        ro: 'Cum construiți și actualizați profilurile de persona?',
      },
      options: [
        {
          id: 'claritate-03-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-clustering',
          text: {
            en: 'AI builds them from CRM; researchers validate',
            ro: 'AI-ul le construiește din CRM; cercetătorii le validează',
          },
        },
        {
          id: 'claritate-03-b',
          key: 'B',
          aiPercent: 45,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI transcribes and summarises interviews; the team writes them',
            ro: 'AI-ul transcrie și rezumă interviurile; echipa le scrie',
          },
        },
        {
          id: 'claritate-03-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The team writes them from sales input',
            ro: 'Echipa le scrie din discuțiile cu vânzările',
          },
        },
        {
          id: 'claritate-03-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI refreshes them continuously; the team spot-checks',
            ro: 'AI-ul le actualizează continuu; echipa verifică eșantioane',
          },
        },
        {
          id: 'claritate-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use personas",
            ro: 'Nu folosim persona',
          },
        },
      ],
    },
    {
      id: 'claritate-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do customer interviews become insights?',
        ro: 'Cum transformați interviurile cu clienții în insight-uri?',
      },
      options: [
        {
          id: 'claritate-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Researchers re-read notes and write insights',
            ro: 'Cercetătorii își recitesc notițele și scriu insight-urile',
          },
        },
        {
          id: 'claritate-04-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI transcribes; researchers code by hand',
            ro: 'AI-ul transcrie; cercetătorii codifică manual',
          },
        },
        {
          id: 'claritate-04-c',
          key: 'C',
          aiPercent: 65,
          task: 'ai-clustering',
          text: {
            en: 'AI tags themes, proposes insights; researchers check',
            ro: 'AI-ul etichetează teme, propune insight-uri; cercetătorii verifică',
          },
        },
        {
          id: 'claritate-04-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI transcribes and summarises; researchers conclude',
            ro: 'AI-ul transcrie și rezumă; cercetătorii trag concluziile',
          },
        },
        {
          id: 'claritate-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't interview customers",
            ro: 'Nu intervievăm clienți',
          },
        },
      ],
    },
    {
      id: 'claritate-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you analyse reviews, support tickets and NPS comments?',
        ro: 'Cum analizați recenziile, tichetele de suport și comentariile NPS?',
      },
      options: [
        {
          id: 'claritate-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'An analyst reads a monthly sample',
            ro: 'Un analist citește lunar un eșantion',
          },
        },
        {
          id: 'claritate-05-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-clustering',
          text: {
            en: 'AI groups them by theme; we interpret',
            ro: 'AI-ul le grupează pe teme; noi interpretăm',
          },
        },
        {
          id: 'claritate-05-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'We tag in Excel; AI scores sentiment',
            ro: 'Le etichetăm în Excel; AI-ul evaluează sentimentul',
          },
        },
        {
          id: 'claritate-05-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI reports themes to teams; analysts spot-check',
            ro: 'AI-ul raportează temele echipelor; analiștii verifică eșantioane',
          },
        },
        {
          id: 'claritate-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't analyse them",
            ro: 'Nu le analizăm',
          },
        },
      ],
    },
    {
      id: 'claritate-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you track how competitors position themselves?',
        ro: 'Cum urmăriți poziționarea concurenților?',
      },
      options: [
        {
          id: 'claritate-06-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'An analyst keeps a grid; AI summarises pages',
            ro: 'Un analist ține o grilă; AI-ul rezumă paginile',
          },
        },
        {
          id: 'claritate-06-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI updates sales battlecards; we spot-check',
            ro: 'AI-ul actualizează fișele de comparație pentru vânzări; verificăm eșantioane',
          },
        },
        {
          id: 'claritate-06-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI flags their messaging changes; we assess',
            ro: 'AI-ul semnalează schimbările lor de mesaj; noi evaluăm',
          },
        },
        {
          id: 'claritate-06-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'We review competitor websites every quarter',
            ro: 'Analizăm trimestrial site-urile concurenților',
          },
        },
        {
          id: 'claritate-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track them",
            ro: 'Nu îi urmărim',
          },
        },
      ],
    },
    {
      id: 'claritate-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you define the market segments you position for?',
        ro: 'Cum definiți segmentele de piață pentru care vă poziționați?',
      },
      options: [
        {
          id: 'claritate-07-a',
          key: 'A',
          aiPercent: 55,
          task: 'ai-clustering',
          text: {
            en: 'AI clusters customers; the team names segments',
            ro: 'AI-ul grupează clienții; echipa denumește segmentele',
          },
        },
        {
          id: 'claritate-07-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'An analyst segments in Excel; AI describes segments',
            ro: 'Un analist segmentează în Excel; AI-ul descrie segmentele',
          },
        },
        {
          id: 'claritate-07-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model re-segments monthly; analysts challenge',
            ro: 'Un model AI refăce lunar segmentele; analiștii le contestă',
          },
        },
        {
          id: 'claritate-07-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: "From the team's market experience",
            ro: 'Din experiența echipei în piață',
          },
        },
        {
          id: 'claritate-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't segment",
            ro: 'Nu segmentăm piața',
          },
        },
      ],
    },
    {
      id: 'claritate-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who designs your customer surveys and analyses the results?',
        ro: 'Cine concepe sondajele cu clienții și cine analizează rezultatele?',
      },
      options: [
        {
          id: 'claritate-08-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts both; a researcher checks',
            ro: 'AI-ul scrie chestionarul și analiza; un cercetător verifică',
          },
        },
        {
          id: 'claritate-08-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'A researcher or agency does it all',
            ro: 'Un cercetător sau o agenție face totul',
          },
        },
        {
          id: 'claritate-08-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'A researcher; AI suggests question wording',
            ro: 'Un cercetător; AI-ul sugerează formulări',
          },
        },
        {
          id: 'claritate-08-d',
          key: 'D',
          aiPercent: 55,
          task: 'ai-clustering',
          text: {
            en: 'A researcher; AI codes open answers',
            ro: 'Un cercetător; AI-ul codifică răspunsurile deschise',
          },
        },
        {
          id: 'claritate-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run surveys",
            ro: 'Nu facem sondaje',
          },
        },
      ],
    },
    {
      id: 'claritate-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you test which value proposition works best?',
        ro: 'Cum testați ce propunere de valoare convinge?',
      },
      options: [
        {
          id: 'claritate-09-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Focus groups; AI summarises them',
            ro: 'Grupuri de discuție; AI-ul le rezumă',
          },
        },
        {
          id: 'claritate-09-b',
          key: 'B',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI pre-tests on synthetic audiences; we test finalists',
            ro: 'AI-ul pretestează pe audiențe sintetice; testăm finaliștii',
          },
        },
        {
          id: 'claritate-09-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The team picks, after asking a few customers',
            ro: 'Echipa alege, după ce întreabă câțiva clienți',
          },
        },
        {
          id: 'claritate-09-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI writes variants; ad tests pick winners',
            ro: 'AI-ul scrie variante; testele de reclame aleg câștigătoarea',
          },
        },
        {
          id: 'claritate-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't test them",
            ro: 'Nu le testăm',
          },
        },
      ],
    },
    {
      id: 'claritate-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you learn how customers describe their problems?',
        ro: 'Cum aflați cum își descriu clienții problemele?',
      },
      options: [
        {
          id: 'claritate-10-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises forums; a marketer interprets',
            ro: 'AI-ul rezumă forumurile; un marketer interpretează',
          },
        },
        {
          id: 'claritate-10-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-clustering',
          text: {
            en: 'AI extracts recurring phrases; the team picks',
            ro: 'AI-ul extrage expresiile recurente; echipa alege',
          },
        },
        {
          id: 'claritate-10-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Keyword alerts; a marketer reads mentions',
            ro: 'Alerte pe cuvinte-cheie; un marketer citește mențiunile',
          },
        },
        {
          id: 'claritate-10-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Sales and support report what they hear',
            ro: 'Vânzările și suportul transmit ce aud',
          },
        },
        {
          id: 'claritate-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't research this",
            ro: 'Nu cercetăm asta',
          },
        },
      ],
    },
    {
      id: 'claritate-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find out why you win or lose deals?',
        ro: 'Cum aflați de ce câștigați sau pierdeți contracte?',
      },
      options: [
        {
          id: 'claritate-11-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI analyses calls and CRM; we conclude',
            ro: 'AI-ul analizează apelurile și CRM-ul; noi concluzionăm',
          },
        },
        {
          id: 'claritate-11-b',
          key: 'B',
          aiPercent: 40,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'We interview buyers; AI transcribes and summarises',
            ro: 'Intervievăm cumpărătorii; AI-ul transcrie și rezumă',
          },
        },
        {
          id: 'claritate-11-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI writes monthly reports; we spot-check',
            ro: 'AI-ul scrie rapoarte lunare; verificăm eșantioane',
          },
        },
        {
          id: 'claritate-11-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Sales managers, in pipeline reviews',
            ro: 'Managerii de vânzări, în ședințele săptămânale',
          },
        },
        {
          id: 'claritate-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't analyse this",
            ro: 'Nu analizăm asta',
          },
        },
      ],
    },
    {
      id: 'claritate-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you learn what people associate with your brand?',
        ro: 'Cum aflați ce asociază oamenii cu brandul vostru?',
      },
      options: [
        {
          id: 'claritate-12-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'An AI tracker reports continuously; analysts spot-check',
            ro: 'Un instrument AI raportează continuu; analiștii verifică eșantioane',
          },
        },
        {
          id: 'claritate-12-b',
          key: 'B',
          aiPercent: 55,
          task: 'ai-clustering',
          text: {
            en: 'AI maps associations in reviews; we interpret',
            ro: 'AI-ul identifică asocierile din recenzii; noi interpretăm',
          },
        },
        {
          id: 'claritate-12-c',
          key: 'C',
          aiPercent: 25,
          task: 'ai-research-human-interprets',
          text: {
            en: 'An agency study; AI summarises it',
            ro: 'Un studiu de agenție; AI-ul îl rezumă',
          },
        },
        {
          id: 'claritate-12-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'From what customers and salespeople tell us',
            ro: 'Din ce ne spun clienții și vânzătorii',
          },
        },
        {
          id: 'claritate-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We've never studied this",
            ro: 'Nu am studiat asta',
          },
        },
      ],
    },
    {
      id: 'claritate-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who puts together market overviews: size, growth, main players?',
        ro: 'Cine realizează analizele de piață: mărime, creștere, jucători principali?',
      },
      options: [
        {
          id: 'claritate-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'An analyst or agency, from reports',
            ro: 'Un analist sau o agenție, din rapoarte',
          },
        },
        {
          id: 'claritate-13-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'An analyst writes it; AI suggests angles',
            ro: 'Un analist o scrie; AI-ul sugerează unghiuri',
          },
        },
        {
          id: 'claritate-13-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'An AI assistant drafts; an analyst checks figures',
            ro: 'Un asistent AI o scrie; un analist verifică cifrele',
          },
        },
        {
          id: 'claritate-13-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises sources; an analyst writes',
            ro: 'AI-ul rezumă sursele; un analist scrie',
          },
        },
        {
          id: 'claritate-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't compile them",
            ro: 'Nu facem asemenea analize',
          },
        },
      ],
    },
    {
      id: 'claritate-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you check that all your materials tell one story?',
        ro: 'Cum verificați că toate materialele spun aceeași poveste?',
      },
      options: [
        {
          id: 'claritate-14-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI flags off-message materials; we fix them',
            ro: 'AI-ul semnalează materialele nealiniate; noi le corectăm',
          },
        },
        {
          id: 'claritate-14-b',
          key: 'B',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The brand team audits; AI lists differences',
            ro: 'Echipa de brand auditează; AI-ul listează diferențele',
          },
        },
        {
          id: 'claritate-14-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'A brand audit twice a year',
            ro: 'Un audit de brand de două ori pe an',
          },
        },
        {
          id: 'claritate-14-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI rewrites off-message copy; we spot-check',
            ro: 'AI-ul rescrie textele nealiniate; verificăm prin sondaj',
          },
        },
        {
          id: 'claritate-14-e',
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
      id: 'claritate-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these happen in your research today? Select all that apply.',
        ro: 'Care dintre acestea se întâmplă deja în cercetarea voastră? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'claritate-15-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI transcribes and summarises interviews',
            ro: 'AI-ul transcrie și rezumă interviurile',
          },
        },
        {
          id: 'claritate-15-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-clustering',
          text: {
            en: 'AI codes open answers and comments',
            ro: 'AI-ul codifică răspunsurile deschise și comentariile',
          },
        },
        {
          id: 'claritate-15-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI suggests positioning angles',
            ro: 'AI-ul propune unghiuri de poziționare',
          },
        },
        {
          id: 'claritate-15-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises market and competitor sources',
            ro: 'AI-ul sintetizează surse despre piață și concurenți',
          },
        },
        {
          id: 'claritate-15-e',
          key: 'E',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI simulates customers with synthetic personas',
            ro: 'AI-ul simulează clienți prin persona sintetice',
          },
        },
        {
          id: 'claritate-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'claritate-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
