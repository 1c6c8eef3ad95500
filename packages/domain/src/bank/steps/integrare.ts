import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 10 — Integration (domain-design.md §1). Target human share 30 %. */
export const integrare: StepDef = {
  key: 'INTEGRARE',
  globalOrder: 10,
  targetHumanPercent: 30,
  name: { en: 'Integration', ro: 'Integrare' },
  description: {
    en: '<p>This step looks at how your customer data is connected and put to work: the CRM, a single view of each customer, segmentation, personalisation and the journeys that run across your channels.</p><p>The ideal split here is <strong>about 30 % human, 70 % AI</strong>. Matching records, keeping tools in sync and tailoring thousands of touchpoints in real time is work that machines do faster and more reliably; people design the journey, choose the segments that matter, own the consent rules and decide what the brand will never do with customer data.</p>',
    ro: '<p>Acest pas analizează cum sunt conectate și puse la treabă datele despre clienți: CRM-ul, imaginea unică a fiecărui client, segmentarea, personalizarea și parcursurile care traversează canalele voastre.</p><p>Aici împărțirea ideală este <strong>în jur de 30 % oameni, 70 % AI</strong>. Potrivirea înregistrărilor, sincronizarea instrumentelor și adaptarea în timp real a mii de interacțiuni sunt munci pe care mașinile le fac mai repede și mai sigur; oamenii proiectează parcursul clientului, aleg segmentele care contează, răspund de regulile de consimțământ și decid ce nu va face niciodată brandul cu datele clienților.</p>',
  },
  questions: [
    {
      id: 'integrare-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is customer data from your CRM, website, online shop and customer service brought together into one view of each customer?',
        ro: 'Cum ajung datele despre clienți din CRM, site, magazinul online și customer service într-o singură imagine a fiecărui client?',
      },
      options: [
        {
          id: 'integrare-01-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'An analyst exports and merges spreadsheets by hand whenever a campaign needs it',
            ro: 'Un analist exportă și combină manual fișiere Excel de fiecare dată când o campanie are nevoie',
          },
        },
        {
          id: 'integrare-01-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'A data specialist runs scheduled imports into the CRM and fixes mismatched records by hand',
            ro: 'Un specialist în date rulează importuri programate în CRM și corectează manual înregistrările care nu se potrivesc',
          },
        },
        {
          id: 'integrare-01-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'A CDP or integration platform merges the sources automatically; the CRM owner sets the matching rules and resolves conflicts',
            ro: 'Un CDP sau o platformă de integrare unește automat sursele; responsabilul de CRM stabilește regulile de potrivire și rezolvă conflictele',
          },
        },
        {
          id: 'integrare-01-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'An AI-driven CDP resolves identities and merges every source in real time, with no routine human work',
            ro: 'Un CDP bazat pe AI recunoaște identitățile și unește toate sursele în timp real, fără intervenție umană de rutină',
          },
        },
        {
          id: 'integrare-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't combine customer data from different sources yet",
            ro: 'Încă nu combinăm datele despre clienți din surse diferite',
          },
        },
      ],
    },
    {
      id: 'integrare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who finds and merges duplicate contacts, updates outdated job titles and removes bounced e-mail addresses in your CRM?',
        ro: 'Cine găsește și unește contactele duplicate, actualizează funcțiile depășite și elimină adresele de e-mail invalide din CRM?',
      },
      options: [
        {
          id: 'integrare-02-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Someone on the team cleans the database by hand, usually just before a big campaign',
            ro: 'Cineva din echipă curăță manual baza de date, de obicei chiar înaintea unei campanii mari',
          },
        },
        {
          id: 'integrare-02-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: "The CRM's duplicate rules flag records; a marketing ops specialist reviews and merges them one by one",
            ro: 'Regulile de deduplicare din CRM semnalează înregistrările; un specialist de marketing ops le verifică și le unește pe rând',
          },
        },
        {
          id: 'integrare-02-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'An AI data-quality tool merges, enriches and validates records continuously; a person approves only the uncertain matches',
            ro: 'Un instrument de calitate a datelor bazat pe AI unește, completează și validează continuu înregistrările; un om aprobă doar potrivirile incerte',
          },
        },
        {
          id: 'integrare-02-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI cleans, enriches and updates the whole database on its own; people get a monthly data-quality report',
            ro: 'AI-ul curăță, completează și actualizează singur toată baza de date; oamenii primesc lunar un raport despre calitatea datelor',
          },
        },
        {
          id: 'integrare-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a CRM or contact database yet",
            ro: 'Încă nu avem un CRM sau o bază de date cu contacte',
          },
        },
      ],
    },
    {
      id: 'integrare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do leads and customer details from events, trade fairs, shops or sales meetings get into your CRM?',
        ro: 'Cum ajung în CRM lead-urile și datele clienților de la evenimente, târguri, magazine sau întâlniri de vânzări?',
      },
      options: [
        {
          id: 'integrare-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Business cards and notes are typed in by hand, often weeks later',
            ro: 'Cărțile de vizită și notițele sunt introduse manual, de multe ori după câteva săptămâni',
          },
        },
        {
          id: 'integrare-03-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'Badge scans or shop lists arrive as spreadsheets that someone cleans, maps and imports',
            ro: 'Scanările de badge-uri sau listele din magazine vin în Excel, iar cineva le curăță, le mapează și le importă',
          },
        },
        {
          id: 'integrare-03-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'Scanning apps and POS integrations push data straight into the CRM and AI transcribes and tags meeting notes; the team spot-checks',
            ro: 'Aplicațiile de scanare și integrările cu casele de marcat trimit datele direct în CRM, iar AI-ul transcrie și etichetează notițele; echipa verifică prin sondaj',
          },
        },
        {
          id: 'integrare-03-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'Everything is captured, transcribed, matched and logged by AI, with no human review',
            ro: 'Totul este preluat, transcris, asociat contactului potrivit și înregistrat de AI, fără nicio verificare umană',
          },
        },
        {
          id: 'integrare-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't collect customer data offline",
            ro: 'Nu colectăm date despre clienți offline',
          },
        },
      ],
    },
    {
      id: 'integrare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are marketing consents, unsubscribes and communication preferences kept in sync across your e-mail, CRM, SMS and ad tools?',
        ro: 'Cum sunt sincronizate acordurile de marketing, dezabonările și preferințele de comunicare între e-mail, CRM, SMS și platformele de reclame?',
      },
      options: [
        {
          id: 'integrare-04-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Someone updates each tool by hand when a customer asks to unsubscribe',
            ro: 'Cineva actualizează manual fiecare instrument atunci când un client cere dezabonarea',
          },
        },
        {
          id: 'integrare-04-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'Scheduled exports and imports sync the lists weekly; the data protection officer or marketing ops checks them',
            ro: 'Exporturi și importuri programate sincronizează săptămânal listele; responsabilul cu protecția datelor sau marketing ops le verifică',
          },
        },
        {
          id: 'integrare-04-c',
          key: 'C',
          aiPercent: 65,
          text: {
            en: 'A consent platform syncs preferences in real time across every tool; legal and the marketing lead own the rules and audit them quarterly',
            ro: 'O platformă de consimțământ sincronizează preferințele în timp real în toate instrumentele; juridicul și șeful de marketing stabilesc regulile și le auditează trimestrial',
          },
        },
        {
          id: 'integrare-04-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI reads customer replies, infers their preferences and updates consents on its own; nobody audits it',
            ro: 'AI-ul citește răspunsurile clienților, le deduce preferințele și actualizează singur acordurile; nimeni nu auditează procesul',
          },
        },
        {
          id: 'integrare-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't manage consents and preferences centrally yet",
            ro: 'Încă nu gestionăm centralizat acordurile și preferințele de comunicare',
          },
        },
      ],
    },
    {
      id: 'integrare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are the customer segments for your campaigns and newsletters built in the CRM?',
        ro: 'Cum sunt construite în CRM segmentele de clienți pentru campanii și newslettere?',
      },
      options: [
        {
          id: 'integrare-05-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'A marketer picks the filters by hand (industry, city, last purchase) for every send',
            ro: 'Un om din marketing alege manual filtrele (industrie, oraș, ultima achiziție) pentru fiecare trimitere',
          },
        },
        {
          id: 'integrare-05-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'We use a set of saved segments that a CRM specialist reviews and updates every quarter',
            ro: 'Folosim un set de segmente salvate, pe care un specialist CRM le revizuiește și le actualizează trimestrial',
          },
        },
        {
          id: 'integrare-05-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'AI clusters customers by behaviour and value and refreshes the segments daily; the team names them and decides which to target',
            ro: 'AI-ul grupează clienții după comportament și valoare și actualizează zilnic segmentele; echipa le dă nume și decide pe care le țintește',
          },
        },
        {
          id: 'integrare-05-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI builds the segments and chooses the audience for every send by itself; nobody reviews them',
            ro: 'AI-ul construiește segmentele și alege singur publicul fiecărei trimiteri; nimeni nu le mai verifică',
          },
        },
        {
          id: 'integrare-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We send the same message to our whole database',
            ro: 'Trimitem același mesaj către toată baza de date',
          },
        },
      ],
    },
    {
      id: 'integrare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your customer journey map (the stages and touchpoints from first contact to repeat purchase) built and kept up to date?',
        ro: 'Cum este construită și actualizată harta parcursului clientului (etapele și punctele de contact, de la primul contact până la recumpărare)?',
      },
      options: [
        {
          id: 'integrare-06-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The team draws it in workshops from experience and customer interviews and revisits it every year or two',
            ro: 'Echipa o desenează în workshopuri, din experiență și din interviuri cu clienții, și o revizuiește o dată la unul-doi ani',
          },
        },
        {
          id: 'integrare-06-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The team builds it in workshops and checks each stage against analytics and CRM reports',
            ro: 'Echipa o construiește în workshopuri și verifică fiecare etapă cu rapoartele din analytics și CRM',
          },
        },
        {
          id: 'integrare-06-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'Journey analytics reconstruct the real paths from CRM and web data; the team interprets them and redesigns the stages',
            ro: 'Instrumentele de journey analytics reconstituie parcursurile reale din datele CRM și web; echipa le interpretează și redefinește etapele',
          },
        },
        {
          id: 'integrare-06-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI maps the paths continuously and rewrites the journey stages on its own; the team rarely looks at the map',
            ro: 'AI-ul cartografiază continuu parcursurile și redefinește singur etapele; echipa se uită rar la hartă',
          },
        },
        {
          id: 'integrare-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't mapped our customer journey yet",
            ro: 'Încă nu avem o hartă a parcursului clientului',
          },
        },
      ],
    },
    {
      id: 'integrare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a customer does something that matters (signs up, abandons a basket, stops using the product), how is the follow-up sent?',
        ro: 'Când un client face ceva important (se înscrie, abandonează coșul, nu mai folosește produsul), cum pleacă mesajul de follow-up?',
      },
      options: [
        {
          id: 'integrare-07-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Someone spots it in a report and sends an e-mail or calls by hand',
            ro: 'Cineva observă situația într-un raport și trimite manual un e-mail sau dă un telefon',
          },
        },
        {
          id: 'integrare-07-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'We have a few fixed automated flows (welcome, abandoned basket), built once and rarely changed',
            ro: 'Avem câteva fluxuri automate fixe (bun venit, coș abandonat), construite o singură dată și modificate rar',
          },
        },
        {
          id: 'integrare-07-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'An orchestration platform runs multi-step flows across e-mail, SMS and ads and AI times each message; the team designs and tests the flows',
            ro: 'O platformă de orchestrare rulează fluxuri în mai mulți pași pe e-mail, SMS și reclame, iar AI-ul alege momentul fiecărui mesaj; echipa proiectează și testează fluxurile',
          },
        },
        {
          id: 'integrare-07-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI decides the trigger, message, channel and timing for every customer and creates new flows by itself',
            ro: 'AI-ul decide declanșatorul, mesajul, canalul și momentul pentru fiecare client și creează singur fluxuri noi',
          },
        },
        {
          id: 'integrare-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't follow up on these moments yet",
            ro: 'Încă nu reacționăm la aceste momente',
          },
        },
      ],
    },
    {
      id: 'integrare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does your website adapt what each visitor sees (headlines, offers, case studies) to who they are and what they did before?',
        ro: 'Cum adaptează site-ul vostru ce vede fiecare vizitator (titluri, oferte, studii de caz) în funcție de cine este și de ce a făcut înainte?',
      },
      options: [
        {
          id: 'integrare-08-a',
          key: 'A',
          aiPercent: 15,
          text: {
            en: 'The team builds a few landing page versions by hand for the main segments and campaigns',
            ro: 'Echipa creează manual câteva variante de landing page pentru segmentele și campaniile principale',
          },
        },
        {
          id: 'integrare-08-b',
          key: 'B',
          aiPercent: 45,
          text: {
            en: 'Marketers set if-then rules in the CMS (industry, country, returning visitor) and maintain them',
            ro: 'Oamenii de marketing definesc în CMS reguli de tip „dacă… atunci” (industrie, țară, vizitator care revine) și le întrețin',
          },
        },
        {
          id: 'integrare-08-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'A personalisation engine picks content for each visitor in real time, from variants and within limits the team approved',
            ro: 'Un motor de personalizare alege în timp real conținutul pentru fiecare vizitator, din variantele și în limitele aprobate de echipă',
          },
        },
        {
          id: 'integrare-08-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI writes and serves personalised copy and offers to every visitor, with no human review',
            ro: 'AI-ul scrie și afișează fiecărui vizitator texte și oferte personalizate, fără verificare umană',
          },
        },
        {
          id: 'integrare-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Every visitor sees the same website',
            ro: 'Toți vizitatorii văd același site',
          },
        },
      ],
    },
    {
      id: 'integrare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How are the products, articles or offers inside each customer's e-mails chosen?",
        ro: 'Cum sunt alese produsele, articolele sau ofertele din e-mailurile pe care le primește fiecare client?',
      },
      options: [
        {
          id: 'integrare-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The e-mail marketer picks the same items for everyone in each send',
            ro: 'Responsabilul de e-mail marketing alege aceleași produse și articole pentru toți destinatarii, la fiecare trimitere',
          },
        },
        {
          id: 'integrare-09-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The e-mail marketer chooses different content blocks for a handful of segments',
            ro: 'Responsabilul de e-mail marketing alege blocuri de conținut diferite pentru câteva segmente',
          },
        },
        {
          id: 'integrare-09-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: "A recommendation engine fills each e-mail from the recipient's purchase and browsing history; the team sets the business rules (margin, stock, exclusions)",
            ro: 'Un motor de recomandări completează fiecare e-mail pe baza istoricului de cumpărare și navigare al destinatarului; echipa stabilește regulile de business (marjă, stoc, excluderi)',
          },
        },
        {
          id: 'integrare-09-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI chooses the content, subject line and offer for every recipient; the team only watches the results',
            ro: 'AI-ul alege conținutul, subiectul și oferta pentru fiecare destinatar; echipa doar urmărește rezultatele',
          },
        },
        {
          id: 'integrare-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't send e-mails to customers yet",
            ro: 'Încă nu trimitem e-mailuri clienților',
          },
        },
      ],
    },
    {
      id: 'integrare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a known customer writes to you on chat, WhatsApp or social media, how is their history used in the reply?',
        ro: 'Când un client cunoscut vă scrie pe chat, WhatsApp sau rețelele sociale, cum este folosit istoricul lui în răspuns?',
      },
      options: [
        {
          id: 'integrare-10-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'An agent asks for their details, looks them up in the CRM and writes every reply',
            ro: 'Un operator îi cere datele, îl caută în CRM și scrie fiecare răspuns',
          },
        },
        {
          id: 'integrare-10-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'The inbox shows the CRM profile next to the conversation and suggests saved replies; the agent writes the answer',
            ro: 'Inboxul afișează profilul din CRM lângă conversație și sugerează răspunsuri salvate; operatorul scrie răspunsul',
          },
        },
        {
          id: 'integrare-10-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: "An AI assistant drafts replies from the customer's history and handles routine questions; agents take over complex or sensitive cases",
            ro: 'Un asistent AI redactează răspunsurile pe baza istoricului clientului și rezolvă singur întrebările de rutină; operatorii preiau cazurile complexe sau sensibile',
          },
        },
        {
          id: 'integrare-10-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: "An AI agent answers every conversation using the customer's data, with no handover to people",
            ro: 'Un agent AI răspunde la toate conversațiile folosind datele clientului, fără să le predea vreodată unui om',
          },
        },
        {
          id: 'integrare-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't offer chat or messaging to customers",
            ro: 'Nu oferim clienților chat sau mesagerie',
          },
        },
      ],
    },
    {
      id: 'integrare-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do CRM segments reach your ad platforms (custom audiences, lookalikes, excluding existing customers)?',
        ro: 'Cum ajung segmentele din CRM în platformele de reclame (audiențe personalizate, lookalike, excluderea clienților existenți)?',
      },
      options: [
        {
          id: 'integrare-11-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Someone uploads customer lists to Meta, Google or LinkedIn by hand every now and then',
            ro: 'Cineva încarcă manual, din când în când, liste de clienți în Meta, Google sau LinkedIn',
          },
        },
        {
          id: 'integrare-11-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'Lists are exported on a schedule and the paid media specialist rebuilds the audiences every month',
            ro: 'Listele sunt exportate periodic, iar specialistul de paid media reconstruiește lunar audiențele',
          },
        },
        {
          id: 'integrare-11-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'Audiences sync automatically from the CRM and AI expands them; the performance lead decides which segments go into which campaigns',
            ro: 'Audiențele se sincronizează automat din CRM, iar AI-ul le extinde; șeful de performance decide ce segmente intră în ce campanii',
          },
        },
        {
          id: 'integrare-11-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: "The ad platforms' AI takes the CRM data and decides the audiences itself (fully automated campaign types); nobody manages audiences",
            ro: 'AI-ul platformelor de reclame preia datele din CRM și decide singur audiențele (campanii complet automatizate); nimeni nu mai gestionează audiențele',
          },
        },
        {
          id: 'integrare-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use customer data in advertising",
            ro: 'Nu folosim datele clienților în publicitate',
          },
        },
      ],
    },
    {
      id: 'integrare-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a new lead comes in (form, event, chat), how is it enriched, assigned to the right salesperson and followed up?',
        ro: 'Când intră un lead nou (formular, eveniment, chat), cum este completat cu date, alocat omului potrivit din vânzări și urmărit?',
      },
      options: [
        {
          id: 'integrare-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A marketer reads each lead and e-mails it to whichever salesperson seems right',
            ro: 'Cineva din marketing citește fiecare lead și îl trimite pe e-mail colegului din vânzări care i se pare potrivit',
          },
        },
        {
          id: 'integrare-12-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The CRM assigns leads by fixed rules (region, product) and someone fills in missing company details by hand',
            ro: 'CRM-ul alocă lead-urile după reguli fixe (regiune, produs), iar cineva completează manual datele lipsă despre companie',
          },
        },
        {
          id: 'integrare-12-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'Leads are enriched automatically and routed by AI on fit and availability; sales ops reviews the rules and edge cases weekly',
            ro: 'Lead-urile sunt completate automat și distribuite de AI în funcție de potrivire și disponibilitate; sales ops revizuiește săptămânal regulile și cazurile speciale',
          },
        },
        {
          id: 'integrare-12-d',
          key: 'D',
          aiPercent: 100,
          text: {
            en: 'AI enriches, routes and sends the first follow-up for every lead, with no human in the loop',
            ro: 'AI-ul completează datele, distribuie lead-ul și trimite primul follow-up, fără niciun om în proces',
          },
        },
        {
          id: 'integrare-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't pass leads to a sales team",
            ro: 'Nu transmitem lead-uri unei echipe de vânzări',
          },
        },
      ],
    },
    {
      id: 'integrare-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'For your key accounts, how is the picture of engagement across marketing, sales and product pulled together (who is active, what they read, where the deal stands)?',
        ro: 'Pentru conturile-cheie, cum se adună imaginea completă a interacțiunilor din marketing, vânzări și produs (cine e activ, ce a citit, în ce stadiu e negocierea)?',
      },
      options: [
        {
          id: 'integrare-13-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The account manager keeps it in their head and in personal notes',
            ro: 'Managerul de cont o ține în minte și în notițele personale',
          },
        },
        {
          id: 'integrare-13-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'Marketing and sales build an account plan together every quarter from CRM reports',
            ro: 'Marketingul și vânzările construiesc împreună, trimestrial, un plan de cont pe baza rapoartelor din CRM',
          },
        },
        {
          id: 'integrare-13-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: "An ABM platform scores each account's engagement and buying intent automatically and alerts the team; marketing and sales decide the plays",
            ro: 'O platformă ABM calculează automat nivelul de implicare și intenția de cumpărare a fiecărui cont și alertează echipa; marketingul și vânzările decid acțiunile',
          },
        },
        {
          id: 'integrare-13-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI monitors the accounts, picks the next actions and launches the ads and e-mails on its own',
            ro: 'AI-ul monitorizează conturile, alege următoarele acțiuni și lansează singur reclamele și e-mailurile',
          },
        },
        {
          id: 'integrare-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run account-based marketing",
            ro: 'Nu facem account-based marketing',
          },
        },
      ],
    },
    {
      id: 'integrare-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who notices when tracking breaks, UTM tags go missing or a sync between two tools quietly fails?',
        ro: 'Cine observă când se strică tracking-ul, lipsesc UTM-urile sau o sincronizare între două instrumente eșuează fără să dea vreun semn?',
      },
      options: [
        {
          id: 'integrare-14-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Usually someone spots odd numbers in a report, sometimes weeks later',
            ro: 'De obicei cineva observă cifre ciudate într-un raport, uneori după câteva săptămâni',
          },
        },
        {
          id: 'integrare-14-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'A marketing ops specialist works through a monthly checklist of tags, forms and integrations',
            ro: 'Un specialist de marketing ops parcurge lunar o listă de verificare pentru taguri, formulare și integrări',
          },
        },
        {
          id: 'integrare-14-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'Automated monitoring with anomaly detection alerts the team within hours; a named owner fixes the root cause',
            ro: 'Monitorizarea automată cu detecție de anomalii alertează echipa în câteva ore; un responsabil desemnat repară cauza',
          },
        },
        {
          id: 'integrare-14-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI detects and repairs most breaks by itself (re-runs syncs, corrects tags); people only see a log',
            ro: 'AI-ul detectează și repară singur majoritatea problemelor (reia sincronizările, corectează tagurile); oamenii văd doar un jurnal',
          },
        },
        {
          id: 'integrare-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have tracking or connected tools to monitor yet",
            ro: 'Încă nu avem tracking sau instrumente conectate care să fie monitorizate',
          },
        },
      ],
    },
    {
      id: 'integrare-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these customer-data tasks already run automatically in your company, without someone doing them by hand?',
        ro: 'Care dintre aceste activități legate de datele clienților se desfășoară deja automat în compania voastră, fără ca cineva să le facă manual?',
      },
      options: [
        {
          id: 'integrare-15-a',
          key: 'A',
          aiPercent: 70,
          text: {
            en: "Website and app behaviour is added to each contact's CRM record",
            ro: 'Comportamentul de pe site și din aplicație este adăugat în fișa din CRM a fiecărui contact',
          },
        },
        {
          id: 'integrare-15-b',
          key: 'B',
          aiPercent: 75,
          text: {
            en: 'Purchase or product-usage data updates customer profiles and segments',
            ro: 'Datele de cumpărare sau de utilizare a produsului actualizează profilurile și segmentele clienților',
          },
        },
        {
          id: 'integrare-15-c',
          key: 'C',
          aiPercent: 65,
          text: {
            en: 'Customers with an open complaint are excluded from promotional campaigns',
            ro: 'Clienții cu o reclamație deschisă sunt excluși din campaniile promoționale',
          },
        },
        {
          id: 'integrare-15-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'The number of messages per customer is capped across all channels',
            ro: 'Numărul de mesaje trimise fiecărui client este limitat pe toate canalele',
          },
        },
        {
          id: 'integrare-15-e',
          key: 'E',
          aiPercent: 80,
          text: {
            en: 'Qualified leads and sales from the CRM flow back to the ad platforms as conversion signals',
            ro: 'Lead-urile calificate și vânzările din CRM se întorc în platformele de reclame ca semnale de conversie',
          },
        },
        {
          id: 'integrare-15-f',
          key: 'F',
          aiPercent: null,
          input: { type: 'text', maxLength: 200 },
          text: OTHER_TEXT,
        },
        {
          id: 'integrare-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
