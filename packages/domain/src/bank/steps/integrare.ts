import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 10 — Integration (domain-design.md §1). Target human share 30 %. */
export const integrare: StepDef = {
  key: 'INTEGRARE',
  globalOrder: 10,
  targetHumanPercent: 30,
  name: { en: 'Integration', ro: 'Integrare' },
  description: {
    en: '<p>How you use customer data: CRM, one view per customer, segments, personalisation, journeys. AI matches records and tailors each touchpoint; people design journeys, own consent and set limits. Ideal split: <strong>about 30 % human, 70 % AI</strong>.</p>',
    ro: '<p>Cum folosiți datele clienților: CRM, fișa unică a clientului, segmente, personalizare, parcursuri. AI-ul potrivește datele și adaptează fiecare interacțiune; oamenii proiectează parcursurile, răspund de consimțământ și pun limitele. Împărțirea ideală: <strong>în jur de 30 % oameni, 70 % AI</strong>.</p>',
  },
  questions: [
    {
      id: 'integrare-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do CRM, web, shop and service data come together per customer?',
        ro: 'Cum unificați datele din CRM, site, magazin și serviciul clienți?',
      },
      options: [
        {
          id: 'integrare-01-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'An analyst merges Excel exports',
            ro: 'Un analist combină exporturi Excel',
          },
        },
        {
          id: 'integrare-01-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Scheduled imports; a specialist fixes mismatches',
            ro: 'Importuri programate; un specialist corectează erorile',
          },
        },
        {
          id: 'integrare-01-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'A data platform, on our matching rules',
            ro: 'O platformă de date, după regulile noastre',
          },
        },
        {
          id: 'integrare-01-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI matches records; people resolve unclear cases',
            ro: 'AI-ul potrivește fișele; oamenii rezolvă cazurile neclare',
          },
        },
        {
          id: 'integrare-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't combine them yet",
            ro: 'Încă nu le unificăm',
          },
        },
      ],
    },
    {
      id: 'integrare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who merges duplicates and cleans outdated contacts in your CRM?',
        ro: 'Cine unește duplicatele și curăță contactele învechite din CRM?',
      },
      options: [
        {
          id: 'integrare-02-a',
          key: 'A',
          aiPercent: 70,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI cleans records; someone checks monthly samples',
            ro: 'AI-ul curăță fișele; cineva verifică lunar eșantioane',
          },
        },
        {
          id: 'integrare-02-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'Someone cleans up before big campaigns',
            ro: 'Cineva curăță baza înaintea campaniilor mari',
          },
        },
        {
          id: 'integrare-02-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'CRM rules flag them; someone merges',
            ro: 'Regulile CRM le semnalează; cineva le unește',
          },
        },
        {
          id: 'integrare-02-d',
          key: 'D',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'CRM AI suggests merges; a specialist decides',
            ro: 'AI-ul din CRM propune unificări; un specialist decide',
          },
        },
        {
          id: 'integrare-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No CRM yet',
            ro: 'Încă nu avem CRM',
          },
        },
      ],
    },
    {
      id: 'integrare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do leads from events, shops and meetings reach the CRM?',
        ro: 'Cum ajung în CRM lead-urile de la evenimente, magazine și întâlniri?',
      },
      options: [
        {
          id: 'integrare-03-a',
          key: 'A',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI captures everything; people fix exceptions',
            ro: 'AI-ul preia tot; oamenii tratează excepțiile',
          },
        },
        {
          id: 'integrare-03-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Someone types in cards and notes',
            ro: 'Cineva introduce cărțile de vizită și notițele',
          },
        },
        {
          id: 'integrare-03-c',
          key: 'C',
          aiPercent: 55,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI transcribes notes; reps correct them',
            ro: 'AI-ul transcrie notițele; agenții le corectează',
          },
        },
        {
          id: 'integrare-03-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'Excel exports someone cleans and imports',
            ro: 'Exporturi Excel, curățate și importate de cineva',
          },
        },
        {
          id: 'integrare-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We collect nothing offline',
            ro: 'Nu colectăm date offline',
          },
        },
      ],
    },
    {
      id: 'integrare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do consents and unsubscribes stay in sync across tools?',
        ro: 'Cum sincronizați acordurile și dezabonările între instrumente?',
      },
      options: [
        {
          id: 'integrare-04-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Someone updates each tool by hand',
            ro: 'Cineva actualizează manual fiecare instrument',
          },
        },
        {
          id: 'integrare-04-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A weekly scheduled sync',
            ro: 'O sincronizare programată săptămânal',
          },
        },
        {
          id: 'integrare-04-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'A consent platform syncs in real time',
            ro: 'O platformă de consimțământ, în timp real',
          },
        },
        {
          id: 'integrare-04-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI updates consent from replies; the DPO spot-checks',
            ro: 'AI-ul actualizează acordurile din răspunsuri; DPO-ul verifică prin sondaj',
          },
        },
        {
          id: 'integrare-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Consents aren't centralised",
            ro: 'Acordurile nu sunt centralizate',
          },
        },
      ],
    },
    {
      id: 'integrare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are customer segments for campaigns and e-mails built?',
        ro: 'Cum construiți segmentele pentru campanii și e-mailuri?',
      },
      options: [
        {
          id: 'integrare-05-a',
          key: 'A',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI picks each audience; people handle exceptions',
            ro: 'AI-ul alege publicul fiecărei trimiteri; oamenii tratează excepțiile',
          },
        },
        {
          id: 'integrare-05-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A marketer picks CRM filters per send',
            ro: 'Cineva alege filtrele din CRM la fiecare trimitere',
          },
        },
        {
          id: 'integrare-05-c',
          key: 'C',
          aiPercent: 65,
          task: 'ai-clustering',
          text: {
            en: 'AI clusters customers; the team picks segments',
            ro: 'AI-ul grupează clienții; echipa alege segmentele',
          },
        },
        {
          id: 'integrare-05-d',
          key: 'D',
          aiPercent: 15,
          text: {
            en: 'Saved segments, reviewed quarterly',
            ro: 'Segmente salvate, revizuite trimestrial',
          },
        },
        {
          id: 'integrare-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Everyone gets the same message',
            ro: 'Toți primesc același mesaj',
          },
        },
      ],
    },
    {
      id: 'integrare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your customer journey map built and kept current?',
        ro: 'Cum construiți și actualizați harta parcursului clientului?',
      },
      options: [
        {
          id: 'integrare-06-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Workshops and interviews, revisited yearly',
            ro: 'Ateliere și interviuri, revizuite anual',
          },
        },
        {
          id: 'integrare-06-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI updates the map; the team approves changes',
            ro: 'AI-ul actualizează harta; echipa aprobă schimbările',
          },
        },
        {
          id: 'integrare-06-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'Workshops, checked against CRM reports',
            ro: 'Ateliere, verificate cu rapoartele CRM',
          },
        },
        {
          id: 'integrare-06-d',
          key: 'D',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI rebuilds real paths; the team redesigns stages',
            ro: 'AI-ul reconstituie parcursurile reale; echipa redefinește etapele',
          },
        },
        {
          id: 'integrare-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Not mapped yet',
            ro: 'Încă nu avem o hartă',
          },
        },
      ],
    },
    {
      id: 'integrare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you react when customers sign up, abandon baskets or lapse?',
        ro: 'Cum reacționați când un client se înscrie, abandonează coșul sau devine inactiv?',
      },
      options: [
        {
          id: 'integrare-07-a',
          key: 'A',
          aiPercent: 95,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI designs and runs the flows itself',
            ro: 'AI-ul proiectează și rulează singur fluxurile',
          },
        },
        {
          id: 'integrare-07-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'Someone follows up by hand',
            ro: 'Cineva îl contactează manual',
          },
        },
        {
          id: 'integrare-07-c',
          key: 'C',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Team-built flows; AI picks timing and channel',
            ro: 'Fluxuri făcute de echipă; AI-ul alege momentul și canalul',
          },
        },
        {
          id: 'integrare-07-d',
          key: 'D',
          aiPercent: 15,
          text: {
            en: 'A few fixed automated flows',
            ro: 'Câteva fluxuri automate fixe',
          },
        },
        {
          id: 'integrare-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't react to these",
            ro: 'Nu reacționăm la ele',
          },
        },
      ],
    },
    {
      id: 'integrare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does your website adapt what each visitor sees?',
        ro: 'Cum adaptează site-ul ce vede fiecare vizitator?',
      },
      options: [
        {
          id: 'integrare-08-a',
          key: 'A',
          aiPercent: 85,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI writes personalised copy; we check samples',
            ro: 'AI-ul scrie texte personalizate; verificăm eșantioane',
          },
        },
        {
          id: 'integrare-08-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A few landing pages per segment',
            ro: 'Câteva landing page-uri pe segmente',
          },
        },
        {
          id: 'integrare-08-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'If-then rules in the CMS',
            ro: 'Reguli „dacă… atunci” în CMS',
          },
        },
        {
          id: 'integrare-08-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI picks from variants the team approved',
            ro: 'AI-ul alege dintre variantele aprobate de echipă',
          },
        },
        {
          id: 'integrare-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Everyone sees the same site',
            ro: 'Toți văd același site',
          },
        },
      ],
    },
    {
      id: 'integrare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you choose the products in each customer's e-mails?",
        ro: 'Cum alegeți produsele din e-mailurile fiecărui client?',
      },
      options: [
        {
          id: 'integrare-09-a',
          key: 'A',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI recommends within our margin rules',
            ro: 'AI-ul recomandă, în limitele noastre de marjă',
          },
        },
        {
          id: 'integrare-09-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'The same items for everyone',
            ro: 'Aceleași produse pentru toți',
          },
        },
        {
          id: 'integrare-09-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Different blocks for a few segments',
            ro: 'Blocuri diferite pentru câteva segmente',
          },
        },
        {
          id: 'integrare-09-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: "AI picks each person's content and offer",
            ro: 'AI-ul alege conținutul și oferta pentru fiecare client',
          },
        },
        {
          id: 'integrare-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't e-mail customers",
            ro: 'Nu trimitem e-mailuri',
          },
        },
      ],
    },
    {
      id: 'integrare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a known customer messages you, how is their history used?',
        ro: 'Când un client cunoscut vă scrie, cum îi folosiți istoricul?',
      },
      options: [
        {
          id: 'integrare-10-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'An agent checks the CRM',
            ro: 'Un operator verifică în CRM',
          },
        },
        {
          id: 'integrare-10-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'AI answers from history; agents take hard cases',
            ro: 'AI-ul răspunde din istoric; operatorii preiau cazurile dificile',
          },
        },
        {
          id: 'integrare-10-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'The inbox shows their CRM profile',
            ro: 'Aplicația de mesagerie afișează profilul din CRM',
          },
        },
        {
          id: 'integrare-10-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts from history; agents edit',
            ro: 'AI-ul propune răspunsul; operatorul îl editează',
          },
        },
        {
          id: 'integrare-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't offer messaging",
            ro: 'Nu oferim mesagerie',
          },
        },
      ],
    },
    {
      id: 'integrare-16',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'What customer data may go into generative AI tools?',
        ro: 'Ce date ale clienților au voie să intre în instrumente AI generative?',
      },
      options: [
        {
          id: 'integrare-16-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'None: customer data stays out of AI',
            ro: 'Niciuna: datele clienților nu ajung în AI',
          },
        },
        {
          id: 'integrare-16-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Each person judges; no written rule',
            ro: 'Fiecare decide; nu avem o regulă scrisă',
          },
        },
        {
          id: 'integrare-16-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'Anonymised data only, in approved AI tools',
            ro: 'Doar date anonimizate, în instrumente AI aprobate',
          },
        },
        {
          id: 'integrare-16-d',
          key: 'D',
          aiPercent: 70,
          task: 'ai-personal-data-under-dpia',
          text: {
            en: 'Personal data in contracted AI tools, after a DPIA',
            ro: 'Date personale în instrumente AI contractate, după o DPIA',
          },
        },
        {
          id: 'integrare-16-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use generative AI",
            ro: 'Nu folosim AI generativ',
          },
        },
      ],
    },
    {
      id: 'integrare-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is a new lead enriched and assigned to sales?',
        ro: 'Cum e completat un lead nou și alocat vânzărilor?',
      },
      options: [
        {
          id: 'integrare-12-a',
          key: 'A',
          aiPercent: 80,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI enriches and routes; people handle exceptions',
            ro: 'AI-ul îl completează și îl alocă; oamenii tratează excepțiile',
          },
        },
        {
          id: 'integrare-12-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Someone forwards it by e-mail',
            ro: 'Cineva îl trimite mai departe pe e-mail',
          },
        },
        {
          id: 'integrare-12-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'CRM rules by region; manual enrichment',
            ro: 'Reguli CRM pe regiuni; datele lipsă, completate manual',
          },
        },
        {
          id: 'integrare-12-d',
          key: 'D',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI suggests the salesperson; a manager assigns',
            ro: 'AI-ul propune omul din vânzări; un șef decide',
          },
        },
        {
          id: 'integrare-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have no sales handover',
            ro: 'Nu predăm lead-uri vânzărilor',
          },
        },
      ],
    },
    {
      id: 'integrare-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you combine marketing, sales and product signals on key accounts?',
        ro: 'Cum combinați semnalele din marketing, vânzări și produs pentru conturile-cheie?',
      },
      options: [
        {
          id: 'integrare-13-a',
          key: 'A',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI picks and launches next steps itself',
            ro: 'AI-ul alege și lansează singur pașii următori',
          },
        },
        {
          id: 'integrare-13-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI scores engagement; the team picks actions',
            ro: 'AI-ul măsoară implicarea; echipa decide pașii',
          },
        },
        {
          id: 'integrare-13-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: "The account manager's own notes",
            ro: 'Notițele managerului de cont',
          },
        },
        {
          id: 'integrare-13-d',
          key: 'D',
          aiPercent: 15,
          text: {
            en: 'A quarterly plan from CRM reports',
            ro: 'Un plan trimestrial din rapoartele CRM',
          },
        },
        {
          id: 'integrare-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No key accounts',
            ro: 'Nu avem conturi-cheie',
          },
        },
      ],
    },
    {
      id: 'integrare-17',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you check personalisation and pricing for bias?',
        ro: 'Cum verificați că personalizarea și prețurile nu dezavantajează anumite grupuri?',
      },
      options: [
        {
          id: 'integrare-17-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'We review rules when complaints arrive',
            ro: 'Revizuim regulile când apar reclamații',
          },
        },
        {
          id: 'integrare-17-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'An analyst compares groups quarterly',
            ro: 'Un analist compară trimestrial ofertele pe grupuri',
          },
        },
        {
          id: 'integrare-17-c',
          key: 'C',
          aiPercent: 65,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI flags gaps between groups; people investigate',
            ro: 'AI-ul semnalează diferențele între grupuri; oamenii analizează',
          },
        },
        {
          id: 'integrare-17-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'Vendor AI enforces fairness limits; we read reports',
            ro: 'AI-ul furnizorului aplică limite de echitate; citim rapoartele',
          },
        },
        {
          id: 'integrare-17-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No personalised offers or prices',
            ro: 'Nu personalizăm ofertele sau prețurile',
          },
        },
      ],
    },
    {
      id: 'integrare-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'What does AI already do with your customer data? Select all that apply.',
        ro: 'Ce face deja AI-ul cu datele clienților? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'integrare-15-a',
          key: 'A',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI matches records across sources',
            ro: 'AI-ul unește fișele din surse diferite',
          },
        },
        {
          id: 'integrare-15-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI logs call notes in the CRM',
            ro: 'AI-ul trece în CRM notițele din apeluri',
          },
        },
        {
          id: 'integrare-15-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: "AI predicts each customer's next offer",
            ro: 'AI-ul estimează următoarea ofertă pentru fiecare client',
          },
        },
        {
          id: 'integrare-15-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI sets message frequency per customer',
            ro: 'AI-ul stabilește frecvența mesajelor pentru fiecare client',
          },
        },
        {
          id: 'integrare-15-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
