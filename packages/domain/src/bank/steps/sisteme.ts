import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 8 — Systems (domain-design.md §1). Target human share 25 %. */
export const sisteme: StepDef = {
  key: 'SISTEME',
  globalOrder: 8,
  targetHumanPercent: 25,
  name: { en: 'Systems', ro: 'Sisteme' },
  description: {
    en: '<p>This step examines the machinery behind your marketing: the martech stack, automation, workflows and day-to-day operations. Repetitive, rule-based, high-volume work is where AI and automation beat people on speed and reliability, so the ideal split is <strong>about 25 % human, 75 % AI</strong>.</p><p>People still own the design: they set the rules, choose the tools, handle the exceptions and audit what the systems do.</p>',
    ro: '<p>Acest pas analizează mecanismele din spatele marketingului vostru: stack-ul de martech, automatizările, fluxurile de lucru și operațiunile de zi cu zi. Munca repetitivă, bazată pe reguli și făcută în volum mare este cea la care AI-ul și automatizarea îi întrec pe oameni în viteză și fiabilitate, de aceea împărțirea ideală este <strong>în jur de 25 % oameni, 75 % AI</strong>.</p><p>Oamenii rămân responsabili de arhitectură: stabilesc regulile, aleg instrumentele, tratează excepțiile și verifică ce fac sistemele.</p>',
  },
  questions: [
    {
      id: 'sisteme-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are the tasks, deadlines and dependencies of a campaign planned and tracked until launch?',
        ro: 'Cum sunt planificate și urmărite până la lansare sarcinile, termenele și dependențele unei campanii?',
      },
      options: [
        {
          id: 'sisteme-01-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'In spreadsheets and status meetings; the project lead chases everyone personally',
            ro: 'În spreadsheeturi și ședințe de status; coordonatorul proiectului îi urmărește personal pe toți',
          },
        },
        {
          id: 'sisteme-01-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'In a project tool where the project lead builds and updates each timeline by hand',
            ro: 'Într-un instrument de project management, în care coordonatorul construiește și actualizează manual fiecare calendar',
          },
        },
        {
          id: 'sisteme-01-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'Templates generate the task plan for each type of campaign; AI flags deadline risks and nudges owners; the project lead adjusts',
            ro: 'Șabloanele generează planul de sarcini pentru fiecare tip de campanie; AI-ul semnalează riscurile de întârziere și le amintește responsabililor; coordonatorul face ajustările',
          },
        },
        {
          id: 'sisteme-01-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI plans, reassigns and reschedules tasks on its own; nobody oversees the plan',
            ro: 'AI-ul planifică, realocă și reprogramează singur sarcinile; nimeni nu supraveghează planul',
          },
        },
        {
          id: 'sisteme-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Our campaigns are too small to need project planning',
            ro: 'Campaniile noastre sunt prea mici ca să aibă nevoie de planificare de proiect',
          },
        },
      ],
    },
    {
      id: 'sisteme-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a campaign goes live, how are links, tracking, forms and display on different devices checked?',
        ro: 'Înainte de lansarea unei campanii, cum se verifică linkurile, trackingul, formularele și afișarea pe diferite dispozitive?',
      },
      options: [
        {
          id: 'sisteme-02-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Someone clicks through everything by hand, from memory',
            ro: 'Cineva verifică totul manual, din memorie',
          },
        },
        {
          id: 'sisteme-02-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'A person works through a written QA checklist for every asset',
            ro: 'Un om parcurge, pentru fiecare material, o listă scrisă de verificări',
          },
        },
        {
          id: 'sisteme-02-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: "Automated QA scans every asset for broken links, missing tags and display issues; a person fixes what's flagged and signs off",
            ro: 'Un sistem automat de QA scanează fiecare material pentru linkuri stricate, taguri lipsă și probleme de afișare; un om repară ce e semnalat și dă acordul final',
          },
        },
        {
          id: 'sisteme-02-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'Automated checks fix the problems and launch the campaign without anyone signing off',
            ro: 'Verificările automate repară problemele și lansează campania fără ca cineva să-și dea acordul',
          },
        },
        {
          id: 'sisteme-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't do a formal check before launch",
            ro: 'Nu facem o verificare formală înainte de lansare',
          },
        },
      ],
    },
    {
      id: 'sisteme-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are UTM parameters and campaign naming conventions applied and kept consistent across channels?',
        ro: 'Cum aplicați parametrii UTM și convențiile de denumire a campaniilor și cum le păstrați consecvente pe toate canalele?',
      },
      options: [
        {
          id: 'sisteme-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Everyone names campaigns and builds links their own way',
            ro: 'Fiecare denumește campaniile și construiește linkurile în felul lui',
          },
        },
        {
          id: 'sisteme-03-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'A shared spreadsheet sets the conventions; people build links by hand and someone spot-checks them',
            ro: 'Un spreadsheet comun stabilește convențiile; oamenii construiesc linkurile manual, iar cineva face verificări prin sondaj',
          },
        },
        {
          id: 'sisteme-03-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'A link builder enforces the taxonomy and AI flags non-compliant names in the ad platforms; ops fixes them',
            ro: 'Un generator de linkuri impune taxonomia, iar AI-ul semnalează denumirile neconforme din platformele de ads; echipa de operațiuni le corectează',
          },
        },
        {
          id: 'sisteme-03-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'Names and UTMs are generated and corrected automatically everywhere; ops only maintains the taxonomy',
            ro: 'Denumirile și UTM-urile sunt generate și corectate automat peste tot; echipa de operațiuni se ocupă doar de taxonomie',
          },
        },
        {
          id: 'sisteme-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use UTMs or a naming convention",
            ro: 'Nu folosim UTM-uri și nici o convenție de denumire',
          },
        },
      ],
    },
    {
      id: 'sisteme-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When someone in marketing spots a repetitive task (copying data between sheets, renaming files, sending the same update), what happens?',
        ro: 'Când cineva din marketing observă o sarcină repetitivă (copierea datelor dintr-un tabel în altul, redenumirea fișierelor, trimiterea aceluiași update), ce se întâmplă?',
      },
      options: [
        {
          id: 'sisteme-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'They keep doing it by hand',
            ro: 'Continuă să o facă manual',
          },
        },
        {
          id: 'sisteme-04-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'They ask IT or ops for a script, which can take months',
            ro: 'Cer un script de la IT sau de la echipa de operațiuni, ceea ce poate dura luni',
          },
        },
        {
          id: 'sisteme-04-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'They build a no-code automation or an AI agent themselves, within guardrails that ops sets and reviews',
            ro: 'Își construiesc singuri o automatizare no-code sau un agent AI, în limitele stabilite și verificate de echipa de operațiuni',
          },
        },
        {
          id: 'sisteme-04-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI agents find and automate such tasks on their own, and nobody keeps track of what is running',
            ro: 'Agenții AI găsesc și automatizează singuri astfel de sarcini, fără ca cineva să țină evidența a ceea ce rulează',
          },
        },
        {
          id: 'sisteme-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have repetitive tasks worth automating",
            ro: 'Nu avem sarcini repetitive care să merite automatizate',
          },
        },
      ],
    },
    {
      id: 'sisteme-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you keep track of your martech stack: which tools are used, which overlap, which are paid for but idle?',
        ro: 'Cum țineți evidența stack-ului de martech: ce instrumente sunt folosite, care se suprapun și care sunt plătite, dar nefolosite?',
      },
      options: [
        {
          id: 'sisteme-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Nobody has the full picture; we find out at renewal time',
            ro: 'Nimeni nu are imaginea completă; aflăm la momentul reînnoirii',
          },
        },
        {
          id: 'sisteme-05-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Ops keeps a spreadsheet of tools and licences and reviews it once a year',
            ro: 'Echipa de operațiuni ține un spreadsheet cu instrumentele și licențele și îl revizuiește o dată pe an',
          },
        },
        {
          id: 'sisteme-05-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'A SaaS management tool tracks usage and cost, and AI flags idle seats and overlaps; ops decides what to cut',
            ro: 'O platformă de management SaaS urmărește utilizarea și costurile, iar AI-ul semnalează licențele nefolosite și suprapunerile; echipa de operațiuni decide ce se taie',
          },
        },
        {
          id: 'sisteme-05-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'Unused licences are downgraded or cancelled automatically, without review',
            ro: 'Licențele nefolosite sunt reduse sau anulate automat, fără nicio verificare',
          },
        },
        {
          id: 'sisteme-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We use too few tools for this to matter',
            ro: 'Folosim prea puține instrumente ca să conteze',
          },
        },
      ],
    },
    {
      id: 'sisteme-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do requests for marketing work (a new banner, an event page, a sales deck) get logged, prioritised and assigned?',
        ro: 'Cum sunt înregistrate, prioritizate și alocate cererile către marketing (un banner nou, o pagină de eveniment, o prezentare pentru vânzări)?',
      },
      options: [
        {
          id: 'sisteme-06-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'They arrive by e-mail, chat or in the corridor, and the manager juggles them',
            ro: 'Vin pe e-mail, pe chat sau pe hol, iar managerul jonglează cu ele cum poate',
          },
        },
        {
          id: 'sisteme-06-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'A request form feeds the project tool; a coordinator reads, prioritises and assigns each one',
            ro: 'Un formular de cereri alimentează instrumentul de project management; un coordonator citește, prioritizează și alocă fiecare cerere',
          },
        },
        {
          id: 'sisteme-06-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'AI triages the requests: completes missing details, estimates effort and assigns by capacity; the manager adjusts priorities weekly',
            ro: 'AI-ul triază cererile: completează detaliile lipsă, estimează efortul și alocă în funcție de disponibilitate; managerul ajustează săptămânal prioritățile',
          },
        },
        {
          id: 'sisteme-06-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI triages, prioritises and assigns everything, with no human review',
            ro: 'AI-ul triază, prioritizează și alocă totul, fără verificare umană',
          },
        },
        {
          id: 'sisteme-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We get too few requests to need a process',
            ro: 'Primim prea puține cereri ca să avem nevoie de un proces',
          },
        },
      ],
    },
    {
      id: 'sisteme-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your brand assets (images, videos, logos, templates) stored, tagged and kept within their usage rights?',
        ro: 'Cum sunt stocate, etichetate și folosite în limita drepturilor de utilizare materialele de brand (imagini, video, logo-uri, șabloane)?',
      },
      options: [
        {
          id: 'sisteme-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'In shared folders; people ask around to find files and rights are checked from memory',
            ro: 'În foldere comune; oamenii întreabă în stânga și-n dreapta ca să găsească fișierele, iar drepturile se verifică din memorie',
          },
        },
        {
          id: 'sisteme-07-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'In a DAM where someone tags files by hand and tracks rights expiry in a spreadsheet',
            ro: 'Într-un DAM în care cineva etichetează manual fișierele și urmărește expirarea drepturilor într-un spreadsheet',
          },
        },
        {
          id: 'sisteme-07-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'AI tags assets, detects duplicates and warns before rights expire; a person reviews the tags and decides what to withdraw',
            ro: 'AI-ul etichetează materialele, detectează duplicatele și avertizează înainte de expirarea drepturilor; un om verifică etichetele și decide ce se retrage',
          },
        },
        {
          id: 'sisteme-07-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI tags, archives and withdraws assets automatically; nobody checks',
            ro: 'AI-ul etichetează, arhivează și retrage automat materialele; nimeni nu verifică',
          },
        },
        {
          id: 'sisteme-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have too few assets to need a system',
            ro: 'Avem prea puține materiale ca să avem nevoie de un sistem',
          },
        },
      ],
    },
    {
      id: 'sisteme-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Once the media plan is approved, how are paid campaigns built in the ad platforms (campaigns, ad sets, audiences, ads)?',
        ro: 'După aprobarea planului media, cum sunt construite campaniile plătite în platformele de ads (campanii, seturi de anunțuri, audiențe, reclame)?',
      },
      options: [
        {
          id: 'sisteme-08-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'A specialist builds every campaign by hand in each platform',
            ro: 'Un specialist construiește manual fiecare campanie, în fiecare platformă',
          },
        },
        {
          id: 'sisteme-08-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'Specialists use templates and bulk upload sheets that they fill in by hand',
            ro: 'Specialiștii folosesc șabloane și fișiere de încărcare în masă, pe care le completează manual',
          },
        },
        {
          id: 'sisteme-08-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'Scripts or AI build the campaigns from the approved plan; a specialist checks settings and budgets before launch',
            ro: 'Campaniile sunt construite din planul aprobat de scripturi sau de AI; un specialist verifică setările și bugetele înainte de lansare',
          },
        },
        {
          id: 'sisteme-08-d',
          key: 'D',
          aiPercent: 100,
          text: {
            en: "Everything is left to the platforms' fully automated campaign types, with no human check",
            ro: 'Totul e lăsat pe seama tipurilor de campanii complet automate ale platformelor, fără nicio verificare umană',
          },
        },
        {
          id: 'sisteme-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run paid campaigns",
            ro: 'Nu derulăm campanii plătite',
          },
        },
      ],
    },
    {
      id: 'sisteme-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do salespeople find the right, up-to-date deck, case study or one-pager for a deal?',
        ro: 'Cum găsesc oamenii de vânzări prezentarea, studiul de caz sau fișa de produs potrivită și actualizată pentru o oportunitate?',
      },
      options: [
        {
          id: 'sisteme-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'They ask someone in marketing, who sends it by e-mail',
            ro: 'Îl întreabă pe cineva din marketing, care le trimite materialul pe e-mail',
          },
        },
        {
          id: 'sisteme-09-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Marketing keeps a shared drive organised by hand, and salespeople search it themselves',
            ro: 'Marketingul organizează manual un drive comun, iar oamenii de vânzări caută singuri în el',
          },
        },
        {
          id: 'sisteme-09-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'A sales enablement platform suggests content by deal stage and industry and retires outdated files; marketing curates the library',
            ro: 'O platformă de sales enablement recomandă materiale după etapa oportunității și industrie și retrage fișierele depășite; marketingul gestionează biblioteca',
          },
        },
        {
          id: 'sisteme-09-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI generates a custom deck for every deal and sends it out without anyone in marketing checking it',
            ro: 'AI-ul generează o prezentare personalizată pentru fiecare oportunitate și o trimite fără ca cineva din marketing s-o verifice',
          },
        },
        {
          id: 'sisteme-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a sales team that uses marketing materials",
            ro: 'Nu avem o echipă de vânzări care să folosească materiale de marketing',
          },
        },
      ],
    },
    {
      id: 'sisteme-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are technical problems on your website found and fixed (slow pages, broken pages, missing metadata, indexing errors)?',
        ro: 'Cum sunt găsite și rezolvate problemele tehnice ale site-ului (pagini lente, pagini nefuncționale, metadate lipsă, erori de indexare)?',
      },
      options: [
        {
          id: 'sisteme-10-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Someone happens to notice, or a customer complains',
            ro: 'Observă cineva întâmplător sau se plânge un client',
          },
        },
        {
          id: 'sisteme-10-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'An agency or a specialist runs a manual audit once or twice a year',
            ro: 'O agenție sau un specialist face manual un audit o dată sau de două ori pe an',
          },
        },
        {
          id: 'sisteme-10-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'A crawler monitors the site continuously and AI prioritises the fixes; the web team implements and checks them',
            ro: 'Un crawler monitorizează continuu site-ul, iar AI-ul prioritizează remedierile; echipa web le implementează și le verifică',
          },
        },
        {
          id: 'sisteme-10-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: "AI changes the site's code and content automatically to fix issues, without review",
            ro: 'AI-ul modifică automat codul și conținutul site-ului ca să repare problemele, fără verificare',
          },
        },
        {
          id: 'sisteme-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't manage our own website",
            ro: 'Nu ne gestionăm singuri site-ul',
          },
        },
      ],
    },
    {
      id: 'sisteme-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your marketing processes documented, and how do colleagues get help with the tools (for example how to add a form to a landing page)?',
        ro: 'Cum sunt documentate procesele de marketing și cum primesc colegii ajutor cu instrumentele (de exemplu, cum adaugă un formular pe un landing page)?',
      },
      options: [
        {
          id: 'sisteme-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Processes live in people's heads; you ask whoever knows",
            ro: 'Procesele sunt în capul oamenilor; îl întrebi pe cine știe',
          },
        },
        {
          id: 'sisteme-11-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Ops writes and updates procedures in a wiki by hand and answers questions personally',
            ro: 'Echipa de operațiuni scrie și actualizează manual procedurile într-un wiki și răspunde personal la întrebări',
          },
        },
        {
          id: 'sisteme-11-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'AI drafts procedures from recordings and tickets and answers tool questions from the wiki; ops validates them and handles escalations',
            ro: 'AI-ul redactează procedurile din înregistrări și tichete și răspunde la întrebări pe baza wiki-ului; echipa de operațiuni le validează și preia cazurile complicate',
          },
        },
        {
          id: 'sisteme-11-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI writes and maintains all documentation and support answers; nobody checks them',
            ro: 'AI-ul scrie și întreține toată documentația și răspunsurile de suport; nimeni nu le verifică',
          },
        },
        {
          id: 'sisteme-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't document our marketing processes",
            ro: 'Nu ne documentăm procesele de marketing',
          },
        },
      ],
    },
    {
      id: 'sisteme-12',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these operational tasks already run automatically or with AI in your marketing? Select all that apply.',
        ro: 'Care dintre aceste sarcini operaționale se desfășoară deja automat sau cu AI în marketingul vostru? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'sisteme-12-a',
          key: 'A',
          aiPercent: 90,
          text: {
            en: 'Spam and bot filtering on web forms',
            ro: 'Filtrarea spamului și a boților din formularele de pe site',
          },
        },
        {
          id: 'sisteme-12-b',
          key: 'B',
          aiPercent: 85,
          text: {
            en: 'Switching off expired ads, landing pages and offers when a campaign ends',
            ro: 'Oprirea reclamelor, a landing page-urilor și a ofertelor expirate la finalul unei campanii',
          },
        },
        {
          id: 'sisteme-12-c',
          key: 'C',
          aiPercent: 80,
          text: {
            en: 'Transcribing and tagging webinar and call recordings',
            ro: 'Transcrierea și etichetarea înregistrărilor de la webinarii și apeluri',
          },
        },
        {
          id: 'sisteme-12-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'Granting and removing tool access when people join or leave',
            ro: 'Acordarea și retragerea accesului la instrumente când oamenii vin sau pleacă',
          },
        },
        {
          id: 'sisteme-12-e',
          key: 'E',
          aiPercent: 80,
          text: {
            en: 'Routing press, partnership and supplier enquiries from the website to the right person',
            ro: 'Direcționarea solicitărilor de presă, parteneriat sau de la furnizori, venite prin site, către persoana potrivită',
          },
        },
        {
          id: 'sisteme-12-f',
          key: 'F',
          aiPercent: null,
          input: { type: 'text', maxLength: 200 },
          text: OTHER_TEXT,
        },
        {
          id: 'sisteme-12-g',
          key: 'G',
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
        en: 'How do you protect your e-mail sender reputation and inbox placement (authentication, sending volumes, spam complaints)?',
        ro: 'Cum vă protejați reputația de expeditor și livrarea e-mailurilor în inbox (autentificare, volume de trimitere, reclamații de spam)?',
      },
      options: [
        {
          id: 'sisteme-13-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'We react when open rates drop or e-mails land in spam',
            ro: 'Reacționăm când scade rata de deschidere sau când e-mailurile ajung în spam',
          },
        },
        {
          id: 'sisteme-13-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'Ops checks deliverability reports every month and adjusts sending by hand',
            ro: 'Echipa de operațiuni verifică lunar rapoartele de livrabilitate și ajustează manual trimiterile',
          },
        },
        {
          id: 'sisteme-13-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'Volumes are throttled and inactive contacts excluded automatically; inbox-placement monitoring alerts ops, who adjust the policies',
            ro: 'Volumele sunt limitate și contactele inactive excluse automat; monitorizarea livrării în inbox alertează echipa de operațiuni, care ajustează politicile',
          },
        },
        {
          id: 'sisteme-13-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: "The platform's AI manages sending volumes, exclusions and timing on its own; nobody looks at it",
            ro: 'AI-ul platformei gestionează singur volumele de trimitere, excluderile și programarea; nimeni nu se uită la ele',
          },
        },
        {
          id: 'sisteme-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't send marketing e-mails",
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
        en: "Who answers visitors' questions in the chat on your website and books meetings or demos?",
        ro: 'Cine răspunde la întrebările vizitatorilor în chatul de pe site și programează întâlniri sau demo-uri?',
      },
      options: [
        {
          id: 'sisteme-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'People from marketing or sales answer every chat live',
            ro: 'Oameni din marketing sau vânzări răspund live la fiecare conversație',
          },
        },
        {
          id: 'sisteme-14-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'People answer, helped by saved replies and a simple rule-based bot for opening hours and FAQs',
            ro: 'Răspund oamenii, ajutați de răspunsuri salvate și de un bot simplu, bazat pe reguli, pentru program și întrebări frecvente',
          },
        },
        {
          id: 'sisteme-14-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'An AI assistant answers from your content, qualifies visitors and books meetings; it hands complex or sensitive chats to a person',
            ro: 'Un asistent AI răspunde pe baza conținutului vostru, califică vizitatorii și programează întâlniri; conversațiile complexe sau sensibile le predă unui om',
          },
        },
        {
          id: 'sisteme-14-d',
          key: 'D',
          aiPercent: 100,
          text: {
            en: 'An AI bot handles every chat, with no way to reach a person',
            ro: 'Un bot AI gestionează toate conversațiile, fără posibilitatea de a ajunge la un om',
          },
        },
        {
          id: 'sisteme-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have chat on our website",
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
        en: 'How is marketing spend (media invoices, agency bills, tool subscriptions) reconciled with the budget each month?',
        ro: 'Cum sunt reconciliate lunar cheltuielile de marketing (facturi media, facturi de agenție, abonamente la instrumente) cu bugetul?',
      },
      options: [
        {
          id: 'sisteme-15-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Marketing and finance match invoices by hand in spreadsheets at month end',
            ro: 'Marketingul și departamentul financiar potrivesc manual facturile în spreadsheeturi, la final de lună',
          },
        },
        {
          id: 'sisteme-15-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'A spend tracker is updated through manual imports of platform and invoice data',
            ro: 'Un tracker de cheltuieli este actualizat prin importuri manuale din platforme și din facturi',
          },
        },
        {
          id: 'sisteme-15-c',
          key: 'C',
          aiPercent: 75,
          text: {
            en: 'Spend flows in automatically from ad platforms and invoices; AI matches it to the plan and flags variances for ops to resolve',
            ro: 'Cheltuielile intră automat din platformele de ads și din facturi; AI-ul le potrivește cu planul și semnalează abaterile, pe care le rezolvă echipa de operațiuni',
          },
        },
        {
          id: 'sisteme-15-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'Invoices are matched and approved for payment automatically, without human review',
            ro: 'Facturile sunt potrivite și aprobate automat la plată, fără verificare umană',
          },
        },
        {
          id: 'sisteme-15-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track marketing spend against a budget",
            ro: 'Nu urmărim cheltuielile de marketing față de un buget',
          },
        },
      ],
    },
  ],
};
