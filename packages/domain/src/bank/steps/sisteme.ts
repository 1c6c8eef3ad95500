import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 8 — Systems (domain-design.md §1). Target human share 25 %. */
export const sisteme: StepDef = {
  key: 'SISTEME',
  globalOrder: 8,
  targetHumanPercent: 25,
  name: { en: 'Systems', ro: 'Sisteme' },
  description: {
    en: '<p>Your martech stack, workflows and operations. Repetitive, high-volume work suits AI best, so the ideal split is <strong>about 25 % human, 75 % AI</strong>; people set the rules and handle exceptions.</p>',
    ro: '<p>Stack-ul de martech, fluxurile de lucru și operațiunile. Munca repetitivă, în volum mare, i se potrivește AI-ului, de aceea împărțirea ideală este <strong>în jur de 25 % oameni, 75 % AI</strong>; oamenii stabilesc regulile și tratează excepțiile.</p>',
  },
  questions: [
    {
      id: 'sisteme-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are campaign tasks and deadlines planned and tracked?',
        ro: 'Cum planificați și urmăriți sarcinile și termenele unei campanii?',
      },
      options: [
        {
          id: 'sisteme-01-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'A project lead keeps it in Excel',
            ro: 'Un coordonator ține totul în Excel',
          },
        },
        {
          id: 'sisteme-01-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Project tool templates create each plan',
            ro: 'Șabloanele din instrumentul de proiecte creează planul',
          },
        },
        {
          id: 'sisteme-01-c',
          key: 'C',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI reschedules tasks; the lead handles exceptions',
            ro: 'AI-ul reprogramează sarcinile; coordonatorul tratează excepțiile',
          },
        },
        {
          id: 'sisteme-01-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI plans and flags risks; the lead adjusts',
            ro: 'AI-ul planifică și semnalează riscuri; coordonatorul ajustează',
          },
        },
        {
          id: 'sisteme-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No formal planning',
            ro: 'Fără planificare formală',
          },
        },
      ],
    },
    {
      id: 'sisteme-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before launch, how are links, tracking and forms checked?',
        ro: 'Înainte de lansare, cum verificați linkurile, măsurarea și formularele?',
      },
      options: [
        {
          id: 'sisteme-02-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI tests every asset; a person spot-checks',
            ro: 'AI-ul testează tot; un om verifică prin sondaj',
          },
        },
        {
          id: 'sisteme-02-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Someone clicks through by hand',
            ro: 'Cineva verifică totul manual',
          },
        },
        {
          id: 'sisteme-02-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'A checklist plus a link checker',
            ro: 'O listă de verificare și un test automat al linkurilor',
          },
        },
        {
          id: 'sisteme-02-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI checks and fixes; ops handles exceptions',
            ro: 'AI-ul verifică și repară; echipa de operațiuni tratează excepțiile',
          },
        },
        {
          id: 'sisteme-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No formal check',
            ro: 'Fără verificare formală',
          },
        },
      ],
    },
    {
      id: 'sisteme-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are UTM tags and campaign names kept consistent?',
        ro: 'Cum păstrați consecvente UTM-urile și denumirile campaniilor?',
      },
      options: [
        {
          id: 'sisteme-03-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'A link builder enforces naming rules',
            ro: 'Un generator de linkuri impune regulile',
          },
        },
        {
          id: 'sisteme-03-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI names and tags; ops owns the rules',
            ro: 'AI-ul denumește și etichetează; echipa de operațiuni stabilește regulile',
          },
        },
        {
          id: 'sisteme-03-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'Rules in a shared Excel, spot-checked',
            ro: 'Reguli într-un Excel comun, verificate prin sondaj',
          },
        },
        {
          id: 'sisteme-03-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI flags wrong names; ops corrects them',
            ro: 'AI-ul semnalează denumirile greșite; echipa le corectează',
          },
        },
        {
          id: 'sisteme-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use UTMs",
            ro: 'Nu folosim UTM-uri',
          },
        },
      ],
    },
    {
      id: 'sisteme-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When someone spots a repetitive task, what happens?',
        ro: 'Când cineva observă o sarcină repetitivă, ce se întâmplă?',
      },
      options: [
        {
          id: 'sisteme-04-a',
          key: 'A',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'They build an AI agent within ops rules',
            ro: 'Configurează un agent AI, după regulile echipei de operațiuni',
          },
        },
        {
          id: 'sisteme-04-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'They log it for ops',
            ro: 'O semnalează echipei de operațiuni',
          },
        },
        {
          id: 'sisteme-04-c',
          key: 'C',
          aiPercent: 70,
          task: 'ai-produces-human-samples',
          text: {
            en: 'They hand it to an AI assistant each time',
            ro: 'O dau de fiecare dată unui asistent AI',
          },
        },
        {
          id: 'sisteme-04-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'They build a no-code workflow',
            ro: 'Construiesc un flux automat fără cod',
          },
        },
        {
          id: 'sisteme-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Nothing worth automating',
            ro: 'Nimic de automatizat',
          },
        },
      ],
    },
    {
      id: 'sisteme-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you track which martech tools are used or idle?',
        ro: 'Cum urmăriți ce instrumente de martech sunt folosite sau nu?',
      },
      options: [
        {
          id: 'sisteme-05-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Ops keeps a licence list',
            ro: 'Echipa de operațiuni ține lista licențelor',
          },
        },
        {
          id: 'sisteme-05-b',
          key: 'B',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI flags idle licences and overlaps; ops decides',
            ro: 'AI-ul semnalează licențele nefolosite; echipa decide',
          },
        },
        {
          id: 'sisteme-05-c',
          key: 'C',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI downgrades idle licences; ops reviews exceptions',
            ro: 'AI-ul reduce licențele nefolosite; echipa verifică excepțiile',
          },
        },
        {
          id: 'sisteme-05-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'Usage reports checked at renewal',
            ro: 'Verificăm utilizarea la reînnoire',
          },
        },
        {
          id: 'sisteme-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Too few tools to matter',
            ro: 'Avem prea puține instrumente',
          },
        },
      ],
    },
    {
      id: 'sisteme-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are requests to marketing, like a new banner, assigned?',
        ro: 'Cum alocați cererile către marketing, de pildă un banner nou?',
      },
      options: [
        {
          id: 'sisteme-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'By e-mail; the manager prioritises',
            ro: 'Pe e-mail; managerul stabilește prioritățile',
          },
        },
        {
          id: 'sisteme-06-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A request form; a coordinator assigns',
            ro: 'Un formular; un coordonator le alocă',
          },
        },
        {
          id: 'sisteme-06-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'A form where AI fills in gaps',
            ro: 'Un formular în care AI-ul completează lipsurile',
          },
        },
        {
          id: 'sisteme-06-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI triages and assigns; the manager adjusts',
            ro: 'AI-ul sortează și alocă; managerul ajustează',
          },
        },
        {
          id: 'sisteme-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Too few requests',
            ro: 'Primim prea puține cereri',
          },
        },
      ],
    },
    {
      id: 'sisteme-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are brand assets tagged and kept within usage rights?',
        ro: 'Cum etichetați materialele de brand și respectați drepturile de utilizare?',
      },
      options: [
        {
          id: 'sisteme-07-a',
          key: 'A',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI tags and tracks rights; we check samples',
            ro: 'AI-ul etichetează și urmărește drepturile; verificăm prin sondaj',
          },
        },
        {
          id: 'sisteme-07-b',
          key: 'B',
          aiPercent: 65,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI tags and checks rights; people approve each asset',
            ro: 'AI-ul etichetează și verifică drepturile; echipa aprobă fiecare material',
          },
        },
        {
          id: 'sisteme-07-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'A DAM tagged by hand',
            ro: 'Un DAM etichetat manual',
          },
        },
        {
          id: 'sisteme-07-d',
          key: 'D',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: "The DAM's AI suggests tags; people confirm",
            ro: 'AI-ul din DAM propune etichete; oamenii confirmă',
          },
        },
        {
          id: 'sisteme-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Too few assets',
            ro: 'Avem prea puține materiale',
          },
        },
      ],
    },
    {
      id: 'sisteme-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Once the media plan is approved, how are campaigns built?',
        ro: 'După aprobarea planului media, cum construiți campaniile în platforme?',
      },
      options: [
        {
          id: 'sisteme-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A specialist builds each by hand',
            ro: 'Un specialist le construiește manual',
          },
        },
        {
          id: 'sisteme-08-b',
          key: 'B',
          aiPercent: 70,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI builds them; a specialist checks each',
            ro: 'AI-ul le construiește; un specialist verifică fiecare',
          },
        },
        {
          id: 'sisteme-08-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Specialists fill in bulk upload sheets',
            ro: 'Specialiștii completează fișiere de încărcare în masă',
          },
        },
        {
          id: 'sisteme-08-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: "Platforms' AI campaign types; we set goals and budgets",
            ro: 'Campanii AI ale platformelor; noi stabilim obiectivele și bugetul',
          },
        },
        {
          id: 'sisteme-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No paid campaigns',
            ro: 'Nu facem campanii plătite',
          },
        },
      ],
    },
    {
      id: 'sisteme-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do salespeople find the right, current deck?',
        ro: 'Cum găsesc vânzările prezentarea potrivită și la zi?',
      },
      options: [
        {
          id: 'sisteme-09-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'A shared folder marketing keeps tidy',
            ro: 'Un folder comun, ținut în ordine de marketing',
          },
        },
        {
          id: 'sisteme-09-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'They ask marketing for it',
            ro: 'O cer de la marketing',
          },
        },
        {
          id: 'sisteme-09-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI recommends content per deal; marketing curates',
            ro: 'AI-ul recomandă materiale pe oportunitate; marketingul le gestionează',
          },
        },
        {
          id: 'sisteme-09-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI tailors a deck; the salesperson edits it',
            ro: 'AI-ul adaptează prezentarea; omul de vânzări o editează',
          },
        },
        {
          id: 'sisteme-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No sales team',
            ro: 'Fără echipă de vânzări',
          },
        },
      ],
    },
    {
      id: 'sisteme-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are technical problems on your website found and fixed?',
        ro: 'Cum găsiți și rezolvați problemele tehnice ale site-ului?',
      },
      options: [
        {
          id: 'sisteme-10-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI ranks issues; developers fix them',
            ro: 'AI-ul prioritizează problemele; programatorii le rezolvă',
          },
        },
        {
          id: 'sisteme-10-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI fixes routine issues; developers handle the rest',
            ro: 'AI-ul repară problemele de rutină; programatorii preiau restul',
          },
        },
        {
          id: 'sisteme-10-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'A weekly scan report; developers fix issues',
            ro: 'Un raport săptămânal de scanare; programatorii repară',
          },
        },
        {
          id: 'sisteme-10-d',
          key: 'D',
          aiPercent: 5,
          text: {
            en: 'A yearly agency audit',
            ro: 'Un audit anual de la agenție',
          },
        },
        {
          id: 'sisteme-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't manage our website",
            ro: 'Nu ne administrăm site-ul',
          },
        },
      ],
    },
    {
      id: 'sisteme-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do colleagues learn processes and get help with tools?',
        ro: 'Cum învață colegii procesele și cum primesc ajutor cu instrumentele?',
      },
      options: [
        {
          id: 'sisteme-11-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI assistant answers; ops takes hard cases',
            ro: 'Un asistent AI răspunde; echipa de operațiuni preia cazurile dificile',
          },
        },
        {
          id: 'sisteme-11-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'A procedures guide ops keeps current',
            ro: 'Un ghid de proceduri ținut la zi',
          },
        },
        {
          id: 'sisteme-11-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts procedures; ops edits them',
            ro: 'AI-ul scrie procedurile; echipa le editează',
          },
        },
        {
          id: 'sisteme-11-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'They ask whoever knows',
            ro: 'Îl întreabă pe cine știe',
          },
        },
        {
          id: 'sisteme-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No documented processes',
            ro: 'Procesele nu sunt documentate',
          },
        },
      ],
    },
    {
      id: 'sisteme-12',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which operations tasks does AI already run for you? Select all that apply.',
        ro: 'Pe care dintre aceste operațiuni le face deja AI-ul? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'sisteme-12-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI transcribes and tags call recordings',
            ro: 'AI-ul transcrie și etichetează apelurile',
          },
        },
        {
          id: 'sisteme-12-b',
          key: 'B',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI filters spam and bots from forms',
            ro: 'AI-ul filtrează spamul din formulare',
          },
        },
        {
          id: 'sisteme-12-c',
          key: 'C',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI writes alt text and file names',
            ro: 'AI-ul scrie textele alternative și numele fișierelor',
          },
        },
        {
          id: 'sisteme-12-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI routes website enquiries to the right person',
            ro: 'AI-ul trimite solicitările de pe site omului potrivit',
          },
        },
        {
          id: 'sisteme-12-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
    {
      id: 'sisteme-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you keep marketing e-mails out of spam?',
        ro: 'Cum țineți e-mailurile de marketing departe de spam?',
      },
      options: [
        {
          id: 'sisteme-13-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Rules throttle volumes and drop inactive contacts',
            ro: 'Reguli care limitează volumele și exclud contactele inactive',
          },
        },
        {
          id: 'sisteme-13-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI sets volumes and timing within ops limits',
            ro: 'AI-ul stabilește volumele și orele, în limitele echipei',
          },
        },
        {
          id: 'sisteme-13-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'Ops reviews monthly deliverability reports',
            ro: 'Echipa citește lunar rapoartele de livrare',
          },
        },
        {
          id: 'sisteme-13-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI spots delivery anomalies; ops investigates',
            ro: 'AI-ul detectează anomaliile; echipa investighează',
          },
        },
        {
          id: 'sisteme-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No marketing e-mails',
            ro: 'Nu trimitem e-mailuri de marketing',
          },
        },
      ],
    },
    {
      id: 'sisteme-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who answers your website chat and books demos?',
        ro: 'Cine răspunde pe chatul site-ului și programează demonstrații?',
      },
      options: [
        {
          id: 'sisteme-14-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI assistant answers and books; people take complex chats',
            ro: 'Un asistent AI răspunde și programează; oamenii preiau cazurile complexe',
          },
        },
        {
          id: 'sisteme-14-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Salespeople answer in real time',
            ro: 'Colegii de la vânzări, în timp real',
          },
        },
        {
          id: 'sisteme-14-c',
          key: 'C',
          aiPercent: 55,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts replies; people edit and send them',
            ro: 'AI-ul scrie răspunsurile; oamenii le editează și le trimit',
          },
        },
        {
          id: 'sisteme-14-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'People, helped by a rule-based bot',
            ro: 'Oamenii, ajutați de un bot cu reguli',
          },
        },
        {
          id: 'sisteme-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No website chat',
            ro: 'Nu avem chat pe site',
          },
        },
      ],
    },
    {
      id: 'sisteme-15',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is marketing spend reconciled with the budget each month?',
        ro: 'Cum reconciliați lunar cheltuielile de marketing cu bugetul?',
      },
      options: [
        {
          id: 'sisteme-15-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Finance and marketing match invoices in Excel',
            ro: 'Financiarul și marketingul potrivesc facturile în Excel',
          },
        },
        {
          id: 'sisteme-15-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Platform spend flows into a tracker automatically',
            ro: 'Cheltuielile intră automat într-un tabel',
          },
        },
        {
          id: 'sisteme-15-c',
          key: 'C',
          aiPercent: 80,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI matches spend to plan; ops resolves variances',
            ro: 'AI-ul potrivește cheltuielile cu planul; echipa rezolvă abaterile',
          },
        },
        {
          id: 'sisteme-15-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI flags unusual spend; finance investigates',
            ro: 'AI-ul semnalează cheltuieli neobișnuite; financiarul investighează',
          },
        },
        {
          id: 'sisteme-15-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No budget tracking',
            ro: 'Nu urmărim bugetul',
          },
        },
      ],
    },
  ],
};
