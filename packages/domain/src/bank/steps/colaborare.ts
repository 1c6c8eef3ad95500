import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 7 — Collaboration (domain-design.md §1). Target human share 85 %. */
export const colaborare: StepDef = {
  key: 'COLABORARE',
  globalOrder: 7,
  targetHumanPercent: 85,
  name: { en: 'Collaboration', ro: 'Colaborare' },
  description: {
    en: '<p>How your marketing works with people: team, agencies, sales, partners and community. Trust is built between people, so the ideal split is <strong>about 85 % human, 15 % AI</strong>: AI takes the admin.</p>',
    ro: '<p>Cum lucrează marketingul vostru cu oamenii: echipa, agențiile, vânzările, partenerii și comunitatea. Încrederea se construiește între oameni, de aceea împărțirea ideală este <strong>în jur de 85 % oameni, 15 % AI</strong>: AI-ul preia partea administrativă.</p>',
  },
  questions: [
    {
      id: 'colaborare-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who writes the brief for your agency?',
        ro: 'Cine scrie brief-ul pentru agenție?',
      },
      options: [
        {
          id: 'colaborare-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Our marketing lead, from scratch',
            ro: 'Șeful de marketing, de la zero',
          },
        },
        {
          id: 'colaborare-01-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'We do; AI flags gaps',
            ro: 'Îl scriem noi; AI-ul semnalează lipsurile',
          },
        },
        {
          id: 'colaborare-01-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts it; we edit and approve',
            ro: 'AI-ul face prima variantă; noi o edităm și aprobăm',
          },
        },
        {
          id: 'colaborare-01-d',
          key: 'D',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'We rewrite most of an AI first draft',
            ro: 'Rescriem aproape toată prima variantă făcută de AI',
          },
        },
        {
          id: 'colaborare-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use agencies",
            ro: 'Nu lucrăm cu agenții',
          },
        },
      ],
    },
    {
      id: 'colaborare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you review your agencies' and freelancers' work?",
        ro: 'Cum evaluați munca agențiilor și a colaboratorilor externi?',
      },
      options: [
        {
          id: 'colaborare-02-a',
          key: 'A',
          aiPercent: 45,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI analyses delivery data; we discuss it',
            ro: 'AI-ul analizează livrările; le discutăm cu ei',
          },
        },
        {
          id: 'colaborare-02-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'A quarterly face-to-face review',
            ro: 'O evaluare trimestrială, față în față',
          },
        },
        {
          id: 'colaborare-02-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts the review; we edit it',
            ro: 'AI-ul scrie evaluarea; noi o edităm',
          },
        },
        {
          id: 'colaborare-02-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'A KPI dashboard we discuss together',
            ro: 'Un dashboard de KPI-uri, discutat împreună',
          },
        },
        {
          id: 'colaborare-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No formal reviews',
            ro: 'Nu facem evaluări formale',
          },
        },
      ],
    },
    {
      id: 'colaborare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do marketing and sales agree on priorities and messages?',
        ro: 'Cum stabilesc marketingul și vânzările prioritățile și mesajele comune?',
      },
      options: [
        {
          id: 'colaborare-03-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Shared CRM dashboards and a monthly check-in',
            ro: 'Dashboarduri comune în CRM și o întâlnire lunară',
          },
        },
        {
          id: 'colaborare-03-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts a joint update; both heads edit it',
            ro: 'AI-ul scrie un raport comun; șefii îl editează',
          },
        },
        {
          id: 'colaborare-03-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI proposes priorities from pipeline data; heads decide',
            ro: 'AI-ul propune priorități din datele de vânzări; șefii decid',
          },
        },
        {
          id: 'colaborare-03-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'A weekly joint meeting',
            ro: 'O ședință comună săptămânală',
          },
        },
        {
          id: 'colaborare-03-e',
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
      id: 'colaborare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you settle other teams' conflicting comments on a campaign?",
        ro: 'Cum rezolvați comentariile contradictorii ale altor echipe?',
      },
      options: [
        {
          id: 'colaborare-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A review meeting where the owner decides',
            ro: 'O ședință în care decide responsabilul',
          },
        },
        {
          id: 'colaborare-04-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI applies them; the owner settles conflicts only',
            ro: 'AI-ul le aplică; responsabilul decide doar la conflicte',
          },
        },
        {
          id: 'colaborare-04-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI merges them and flags conflicts',
            ro: 'AI-ul le centralizează și marchează conflictele',
          },
        },
        {
          id: 'colaborare-04-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI revises it; the owner checks each change',
            ro: 'AI-ul îl revizuiește; responsabilul verifică fiecare modificare',
          },
        },
        {
          id: 'colaborare-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No cross-team reviews',
            ro: 'Alte echipe nu intervin',
          },
        },
      ],
    },
    {
      id: 'colaborare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do new marketers learn your brand and ways of working?',
        ro: 'Cum învață un coleg nou brandul și felul vostru de lucru?',
      },
      options: [
        {
          id: 'colaborare-05-a',
          key: 'A',
          aiPercent: 65,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI assistant answers questions; a buddy coaches',
            ro: 'Un asistent AI răspunde la întrebări; un coleg îndrumă',
          },
        },
        {
          id: 'colaborare-05-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Their manager and a buddy, in person',
            ro: 'Managerul și un coleg, personal',
          },
        },
        {
          id: 'colaborare-05-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI builds their learning path; the manager adjusts',
            ro: 'AI-ul face parcursul de învățare; managerul îl ajustează',
          },
        },
        {
          id: 'colaborare-05-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'A written guide and weekly check-ins',
            ro: 'Un ghid scris și discuții săptămânale',
          },
        },
        {
          id: 'colaborare-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No recent hires',
            ro: 'Fără angajări recente',
          },
        },
      ],
    },
    {
      id: 'colaborare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you select a new agency?',
        ro: 'Cum selectați o agenție nouă?',
      },
      options: [
        {
          id: 'colaborare-06-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI scores the proposals; we meet finalists',
            ro: 'AI-ul evaluează propunerile; ne vedem cu finaliștii',
          },
        },
        {
          id: 'colaborare-06-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI helps write the tender only',
            ro: 'AI-ul ajută doar la caietul de sarcini',
          },
        },
        {
          id: 'colaborare-06-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI compares proposals; we choose',
            ro: 'AI-ul compară propunerile; noi alegem',
          },
        },
        {
          id: 'colaborare-06-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Chemistry meetings with agencies we know',
            ro: 'Întâlniri de cunoaștere cu agenții cunoscute',
          },
        },
        {
          id: 'colaborare-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No new agency lately',
            ro: 'Nicio agenție nouă recent',
          },
        },
      ],
    },
    {
      id: 'colaborare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who answers members and keeps your brand community active?',
        ro: 'Cine le răspunde membrilor și ține activă comunitatea brandului?',
      },
      options: [
        {
          id: 'colaborare-07-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'AI answers routine posts; people take the rest',
            ro: 'AI-ul răspunde la întrebările uzuale; oamenii preiau restul',
          },
        },
        {
          id: 'colaborare-07-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts replies; a person edits each',
            ro: 'AI-ul scrie răspunsurile; un om le editează',
          },
        },
        {
          id: 'colaborare-07-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'A community manager writes every reply',
            ro: 'Un responsabil de comunitate scrie fiecare răspuns',
          },
        },
        {
          id: 'colaborare-07-d',
          key: 'D',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI flags posts needing a reply',
            ro: 'AI-ul semnalează postările care cer răspuns',
          },
        },
        {
          id: 'colaborare-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No brand community',
            ro: 'Nu avem comunitate',
          },
        },
      ],
    },
    {
      id: 'colaborare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your weekly team meetings run?',
        ro: 'Cum se desfășoară ședințele săptămânale ale echipei?',
      },
      options: [
        {
          id: 'colaborare-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Everyone reports status in turn',
            ro: 'Fiecare prezintă pe rând statusul proiectelor',
          },
        },
        {
          id: 'colaborare-08-b',
          key: 'B',
          aiPercent: 25,
          task: 'ai-tool-feature',
          text: {
            en: 'AI takes notes and lists actions',
            ro: 'AI-ul ia notițe și listează acțiunile',
          },
        },
        {
          id: 'colaborare-08-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Status is in the project tool; meetings decide',
            ro: 'Statusul e în aplicația de proiecte; în ședință decidem',
          },
        },
        {
          id: 'colaborare-08-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts a status digest; we meet monthly',
            ro: 'AI-ul face rezumatul statusului; ne vedem lunar',
          },
        },
        {
          id: 'colaborare-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Too small for team meetings',
            ro: 'Suntem prea puțini pentru ședințe',
          },
        },
      ],
    },
    {
      id: 'colaborare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does a marketer get feedback on a proposal?',
        ro: 'Cum primește un coleg feedback pe o propunere?',
      },
      options: [
        {
          id: 'colaborare-09-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI checks the basics; the manager coaches',
            ro: 'AI-ul verifică elementele de bază; managerul îndrumă',
          },
        },
        {
          id: 'colaborare-09-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI coach comments; managers take hard cases',
            ro: 'Un asistent AI comentează; managerii preiau cazurile dificile',
          },
        },
        {
          id: 'colaborare-09-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI writes comments; the manager edits them',
            ro: 'AI-ul scrie comentariile; managerul le ajustează',
          },
        },
        {
          id: 'colaborare-09-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'A senior colleague coaches them in person',
            ro: 'Un coleg cu experiență îl îndrumă personal',
          },
        },
        {
          id: 'colaborare-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't review internally",
            ro: 'Nu revizuim intern',
          },
        },
      ],
    },
    {
      id: 'colaborare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you support resellers or franchisees with local marketing?',
        ro: 'Cum îi sprijiniți pe revânzători sau francizați în marketingul local?',
      },
      options: [
        {
          id: 'colaborare-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Partner managers plan with each partner',
            ro: 'Managerii de parteneri planifică cu fiecare',
          },
        },
        {
          id: 'colaborare-10-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A portal of templates they adapt',
            ro: 'Un portal cu șabloane adaptabile',
          },
        },
        {
          id: 'colaborare-10-c',
          key: 'C',
          aiPercent: 70,
          task: 'ai-translate-human-review',
          text: {
            en: 'AI adapts materials locally; partner managers review',
            ro: 'AI-ul adaptează materialele local; managerii le verifică',
          },
        },
        {
          id: 'colaborare-10-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI prepares local market data; we plan together',
            ro: 'AI-ul pregătește datele pieței; planificăm împreună',
          },
        },
        {
          id: 'colaborare-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No resellers or franchisees',
            ro: 'Nu vindem prin parteneri',
          },
        },
      ],
    },
    {
      id: 'colaborare-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find customers for case studies and references?',
        ro: 'Cum găsiți clienți pentru studii de caz și referințe?',
      },
      options: [
        {
          id: 'colaborare-11-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI spots likely advocates; account managers ask',
            ro: 'AI-ul găsește susținători; managerii de cont îi abordează',
          },
        },
        {
          id: 'colaborare-11-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Account managers ask customers they know',
            ro: 'Managerii de cont își roagă clienții apropiați',
          },
        },
        {
          id: 'colaborare-11-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'An automatic request after a high NPS',
            ro: 'O cerere automată după un NPS mare',
          },
        },
        {
          id: 'colaborare-11-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts invitations; account managers send them',
            ro: 'AI-ul scrie invitațiile; managerii de cont le trimit',
          },
        },
        {
          id: 'colaborare-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No advocacy programme',
            ro: 'Nu avem un program de referințe',
          },
        },
      ],
    },
    {
      id: 'colaborare-12',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which collaboration tasks does AI already do for you? Select all that apply.',
        ro: 'Pe care dintre aceste sarcini de colaborare le face deja AI-ul? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'colaborare-12-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI meeting notes and actions',
            ro: 'Notițe și acțiuni din ședințe, cu AI',
          },
        },
        {
          id: 'colaborare-12-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'AI suggestions in shared documents',
            ro: 'Sugestii AI în documentele comune',
          },
        },
        {
          id: 'colaborare-12-c',
          key: 'C',
          aiPercent: 70,
          task: 'ai-translate-human-review',
          text: {
            en: 'AI translation for colleagues abroad',
            ro: 'Traduceri cu AI pentru colegii din alte țări',
          },
        },
        {
          id: 'colaborare-12-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI-drafted feedback to agencies',
            ro: 'Feedback pentru agenții, scris cu AI',
          },
        },
        {
          id: 'colaborare-12-e',
          key: 'E',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summaries of long e-mail threads',
            ro: 'Rezumate cu AI ale e-mailurilor lungi',
          },
        },
        {
          id: 'colaborare-12-f',
          key: 'F',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
    {
      id: 'colaborare-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you negotiate with production, print and event suppliers?',
        ro: 'Cum negociați cu furnizorii de producție, tipar și evenimente?',
      },
      options: [
        {
          id: 'colaborare-13-a',
          key: 'A',
          aiPercent: 80,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI runs quote requests; we negotiate big contracts',
            ro: 'AI-ul gestionează cererile de ofertă; negociem doar contractele mari',
          },
        },
        {
          id: 'colaborare-13-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'We compare quotes in Excel, then negotiate',
            ro: 'Comparăm ofertele în Excel, apoi negociem',
          },
        },
        {
          id: 'colaborare-13-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Through long relationships and market feel',
            ro: 'Prin relații vechi și simțul pieței',
          },
        },
        {
          id: 'colaborare-13-d',
          key: 'D',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI benchmarks prices; we negotiate in person',
            ro: 'AI-ul compară prețurile cu piața; negociem personal',
          },
        },
        {
          id: 'colaborare-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Procurement negotiates for us',
            ro: 'Negociază departamentul de achiziții',
          },
        },
      ],
    },
    {
      id: 'colaborare-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a launch, how do you brief sales and customer service?',
        ro: 'Înainte de lansare, cum pregătiți vânzările și serviciul clienți?',
      },
      options: [
        {
          id: 'colaborare-14-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'A written FAQ sent to each team',
            ro: 'Întrebări frecvente scrise, trimise echipelor',
          },
        },
        {
          id: 'colaborare-14-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts the FAQ; marketing edits and briefs',
            ro: 'AI-ul scrie întrebările frecvente; marketingul le editează și le prezintă',
          },
        },
        {
          id: 'colaborare-14-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Marketing briefs each team in person',
            ro: 'Marketingul prezintă personal campania fiecărei echipe',
          },
        },
        {
          id: 'colaborare-14-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'Teams ask an AI assistant; we answer the rest',
            ro: 'Echipele întreabă un asistent AI; noi răspundem la rest',
          },
        },
        {
          id: 'colaborare-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have no such teams',
            ro: 'Nu avem astfel de echipe',
          },
        },
      ],
    },
    {
      id: 'colaborare-15',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you track your team's workload and morale?",
        ro: 'Cum urmăriți încărcarea și moralul echipei?',
      },
      options: [
        {
          id: 'colaborare-15-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises pulse surveys before one-to-ones',
            ro: 'AI-ul rezumă sondajele interne înaintea discuțiilor individuale',
          },
        },
        {
          id: 'colaborare-15-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI flags burnout risk; managers act',
            ro: 'AI-ul semnalează riscul de epuizare; managerii intervin',
          },
        },
        {
          id: 'colaborare-15-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Regular one-to-ones and daily contact',
            ro: 'Discuții individuale regulate și contact zilnic',
          },
        },
        {
          id: 'colaborare-15-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'Workload in the project tool, reviewed weekly',
            ro: 'Încărcarea din instrumentul de proiecte, discutată săptămânal',
          },
        },
        {
          id: 'colaborare-15-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track this",
            ro: 'Nu le urmărim',
          },
        },
      ],
    },
  ],
};
