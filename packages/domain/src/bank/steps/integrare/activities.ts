/**
 * INTEGRARE: the step's 13 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 30 % human: the ideals are three
 * B, six C and four D (machine share 901 / 13 = 69.3 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'record-matching',
    stem: {
      en: 'Who merges duplicate customer records across your tools?',
      ro: 'Cine unifică înregistrările duplicate ale clienților din instrumentele voastre?',
    },
    ideal: 'C',
    weight: 3,
    risks: ['personal-data'],
    rationale: {
      en: 'Matching models compare thousands of records in minutes, but an uncertain merge can fuse two real people, so a person settles the unclear cases.',
      ro: 'Modelele de potrivire compară mii de înregistrări în câteva minute, dar o unificare nesigură poate contopi doi oameni reali, așa că un om decide cazurile neclare.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on AI duplicate matching in your customer database to merge records above a 95 % match automatically; whoever keeps your customer records clears the uncertain queue weekly and spot-checks 20 merges a month.',
        ro: 'Activați potrivirea AI a duplicatelor din baza de clienți, care unifică automat înregistrările cu o potrivire de peste 95 %; persoana care ține evidența clienților rezolvă săptămânal cazurile nesigure și verifică 20 de unificări pe lună.',
      },
      towardHuman: {
        en: 'Do not let the tool merge uncertain matches alone: a wrong merge sends one customer’s orders, consents or invoices to another; route every match below 95 % to whoever keeps your customer records.',
        ro: 'Nu lăsați instrumentul să unifice singur potrivirile nesigure: o unificare greșită trimite comenzile, acordurile sau facturile unui client altuia; trimiteți orice potrivire sub 95 % persoanei care ține evidența clienților.',
      },
      start: {
        en: 'Duplicates split one customer’s history across records, so personalisation and reporting both go wrong; run an AI duplicate check on your contacts and have whoever keeps your customer records approve the merge rules.',
        ro: 'Duplicatele împart istoria unui client în mai multe fișe, așa că greșesc și personalizarea, și raportarea; rulați o verificare AI a duplicatelor din contacte, iar persoana care ține evidența clienților aprobă regulile de unificare.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI merge near-certain duplicate customer records automatically',
          ro: 'Lăsați AI-ul să unifice automat duplicatele aproape sigure ale clienților',
        },
        tool: {
          en: 'AI duplicate matching with review queue',
          ro: 'Potrivire AI a duplicatelor, cu verificare',
        },
      },
      towardHuman: {
        title: {
          en: 'Route uncertain duplicate matches to whoever keeps customer records',
          ro: 'Trimiteți duplicatele nesigure persoanei care ține evidența clienților',
        },
        tool: { en: 'Merge approval queue', ro: 'Lista unificărilor de aprobat' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Run an AI duplicate check on your customer contacts',
          ro: 'Rulați o verificare AI a duplicatelor din baza de contacte',
        },
        tool: { en: 'AI duplicate check and merge rules', ro: 'Verificare AI și reguli de unificare' },
      },
    },
  },
  {
    slug: 'lead-capture',
    appliesWhen: ['crm'],
    stem: {
      en: 'Who records every new lead in your CRM?',
      ro: 'Cine introduce fiecare lead nou în CRM?',
    },
    ideal: 'D',
    risks: ['personal-data'],
    rationale: {
      en: 'Forms, chats and scanned event badges can create a CRM record the moment a lead appears, while retyping loses leads and days.',
      ro: 'Formularele, conversațiile de pe site și ecusoanele scanate la evenimente pot crea o fișă în CRM chiar când apare lead-ul, pe când reintroducerea manuală pierde lead-uri și zile.',
    },
    levers: {
      towardMachine: {
        en: 'Connect web forms, site chat and a badge-scanning app straight to the CRM, with automatic duplicate checks; whoever keeps your customer records audits a sample of new records every month.',
        ro: 'Conectați la CRM formularele, conversațiile de pe site și o aplicație de scanare a ecusoanelor, cu verificare automată a duplicatelor; persoana care ține evidența clienților verifică lunar un eșantion de fișe noi.',
      },
      start: {
        en: 'A lead left in an inbox or a notebook is a lead nobody follows up; connect your website forms to the CRM this week and add an event scanning app next.',
        ro: 'Un lead rămas într-o căsuță de e-mail sau într-un carnet este un lead pe care nu-l contactează nimeni; conectați săptămâna aceasta formularele site-ului la CRM, apoi adăugați o aplicație de scanare pentru evenimente.',
      },
      letItRun: {
        en: 'New records from forms, chat and badge scans enter the CRM unreviewed, while possible duplicates the CRM cannot merge queue for a named person, who opens 20 new records monthly.',
        ro: 'Fișele noi din formulare, conversații și ecusoane scanate intră în CRM fără verificare, iar posibilele duplicate pe care CRM-ul nu le poate combina așteaptă o persoană desemnată, care deschide lunar 20 de fișe noi.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let forms, chat and badge scans create CRM leads automatically',
          ro: 'Lăsați formularele, conversațiile și ecusoanele scanate să creeze automat lead-uri în CRM',
        },
        tool: {
          en: 'Form, chat and scanner CRM connectors',
          ro: 'Conectori între formulare, scanare și CRM',
        },
      },
      start: {
        title: {
          en: 'Send every website form lead straight into your CRM',
          ro: 'Trimiteți direct în CRM fiecare lead din formularele site-ului',
        },
        tool: { en: 'Website form-to-CRM connector', ro: 'Conector între formularele site-ului și CRM' },
      },
    },
  },
  {
    slug: 'consent-sync',
    stem: {
      en: 'Who keeps consents and unsubscribes in sync across tools?',
      ro: 'Cine sincronizează acordurile și dezabonările între instrumente?',
    },
    ideal: 'D',
    weight: 3,
    risks: ['personal-data'],
    rationale: {
      en: 'An unsubscribe should reach every sending tool within minutes, and only an automatic sync does that every single time.',
      ro: 'O dezabonare ar trebui să ajungă în câteva minute în fiecare instrument de trimitere, iar doar o sincronizare automată reușește de fiecare dată.',
    },
    levers: {
      towardMachine: {
        en: 'Replace manual list exports with a real-time sync between your consent records, your customer database and every sending tool; one named person tests one unsubscribe end to end each month.',
        ro: 'Înlocuiți exporturile manuale cu o sincronizare în timp real între evidența acordurilor, baza de clienți și fiecare instrument de trimitere; o persoană desemnată testează lunar o dezabonare, de la un capăt la altul.',
      },
      start: {
        en: 'Writing to someone who unsubscribed is a GDPR breach and a complaint waiting to happen; connect sign-up forms, your customer records and your e-mail tool so one consent record drives them all.',
        ro: 'Un mesaj trimis cuiva dezabonat încalcă GDPR și aduce reclamații; conectați formularele de înscriere, baza de clienți și instrumentul de e-mail, ca o singură evidență a acordurilor să le comande pe toate.',
      },
      letItRun: {
        en: 'Unsubscribes from links and forms sync unreviewed; a named person handles phone, reply and deletion requests within a day, and any sync over an hour late raises an alert.',
        ro: 'Dezabonările prin link sau formular se sincronizează fără verificare; o persoană desemnată tratează într-o zi cererile telefonice, răspunsurile la e-mail și cererile de ștergere, iar o sincronizare întârziată peste o oră declanșează o alertă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Replace manual list exports with real-time consent and unsubscribe sync',
          ro: 'Înlocuiți exporturile manuale cu sincronizarea automată a acordurilor și dezabonărilor',
        },
        tool: { en: 'Real-time consent sync between tools', ro: 'Sincronizare în timp real a acordurilor' },
      },
      start: {
        title: {
          en: 'Connect forms, customer records and e-mail to one consent record',
          ro: 'Conectați formularele, baza de clienți și e-mailul la o singură evidență a acordurilor',
        },
        tool: { en: 'Central consent record with automatic sync', ro: 'Evidență unică a acordurilor' },
      },
    },
  },
  {
    slug: 'data-quality-rules',
    stem: {
      en: 'Who sets the quality rules for customer data?',
      ro: 'Cine stabilește regulile de calitate pentru datele clienților?',
    },
    ideal: 'B',
    rationale: {
      en: 'Which fields are mandatory and what counts as valid depend on how you sell, so people set the rules while AI suggests new ones from recurring errors.',
      ro: 'Ce câmpuri sunt obligatorii și ce înseamnă o fișă validă depind de felul în care vindeți, așa că oamenii stabilesc regulile, iar AI-ul propune altele din erorile repetate.',
    },
    levers: {
      towardMachine: {
        en: 'Have an AI data-quality tool profile your customer records monthly and propose rules for the errors it finds most often; whoever keeps the records accepts or rejects each rule before it runs.',
        ro: 'Lăsați un instrument AI de calitate a datelor să analizeze lunar baza de clienți și să propună reguli pentru erorile frecvente; persoana care ține evidența clienților acceptă sau respinge fiecare regulă înainte de aplicare.',
      },
      towardHuman: {
        en: 'Rules a tool invents can block valid records or let bad ones through; have whoever keeps your customer records agree each rule with whoever sells and write down why it exists.',
        ro: 'Regulile inventate de un instrument pot bloca fișe corecte sau pot lăsa să treacă fișe greșite; persoana care ține evidența clienților stabilește fiecare regulă cu cine vinde și notează de ce există.',
      },
      start: {
        en: 'Without written rules everyone fills in customer records their own way and segments break; list the ten fields each record needs, with the format of each, and make them required.',
        ro: 'Fără reguli scrise, fiecare completează evidența clienților în felul lui, iar segmentele nu mai funcționează; enumerați cele zece câmpuri de care are nevoie fiecare fișă, cu formatul fiecăruia, și faceți-le obligatorii.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI propose customer data quality rules from recurring errors',
          ro: 'Lăsați AI-ul să propună reguli de calitate a datelor din erorile repetate',
        },
        tool: { en: 'AI data-profiling tool for customer records', ro: 'Instrument AI de analiză a datelor' },
      },
      towardHuman: {
        title: {
          en: 'Agree every customer data rule with whoever sells',
          ro: 'Stabiliți fiecare regulă de date împreună cu cine vinde',
        },
        tool: { en: 'Data rule log with reasons', ro: 'Registrul regulilor de date, cu motive' },
      },
      start: {
        title: {
          en: 'List the ten fields every customer record needs, with formats',
          ro: 'Enumerați cele zece câmpuri obligatorii ale fișei de client, cu formatul lor',
        },
        tool: { en: 'Mandatory field list with validation', ro: 'Listă de câmpuri obligatorii, cu validare' },
      },
    },
  },
  {
    slug: 'genai-customer-data',
    stem: {
      en: 'Who controls which customer data enters generative AI tools?',
      ro: 'Cine controlează ce date ale clienților intră în instrumentele AI generative?',
    },
    ideal: 'B',
    weight: 3,
    topic: 'genai-customer-data',
    risks: ['personal-data'],
    rationale: {
      en: 'Which customer data a generative tool may see is a legal decision for the owner or leadership, with a data-protection adviser; automatic masking then enforces it in every prompt.',
      ro: 'Ce date ale clienților poate vedea un instrument generativ este o decizie juridică a conducerii, luată cu un consultant pe protecția datelor; mascarea automată o aplică apoi în fiecare prompt.',
    },
    levers: {
      towardMachine: {
        en: 'Add a filter that masks names, e-mail addresses and customer numbers before text reaches approved AI tools; one named person reviews the log of blocked prompts monthly and updates the allowed-data list.',
        ro: 'Introduceți un filtru care maschează numele, adresele de e-mail și codurile clienților înainte ca textul să ajungă în instrumentele AI aprobate; o persoană desemnată verifică lunar jurnalul prompturilor blocate și actualizează lista datelor permise.',
      },
      towardHuman: {
        en: 'Vendor defaults are not a data policy, and customer data can end up training their model; have a legal or data-protection adviser, in-house or external, approve each tool and its permitted data.',
        ro: 'Setările implicite ale furnizorului nu sunt o politică de date, iar datele clienților pot ajunge să-i antreneze modelul; un consultant juridic sau pe protecția datelor, intern sau extern, aprobă fiecare instrument și datele permise.',
      },
      start: {
        en: 'Customer e-mails may already be pasted into chatbots unnoticed; run a DPIA with a data-protection adviser and give everyone who uses AI a one-page list of the data allowed in each tool.',
        ro: 'E-mailuri ale clienților ajung poate deja în chatboți fără să știe nimeni; faceți o DPIA cu un consultant pe protecția datelor și dați tuturor utilizatorilor o pagină cu datele permise în fiecare instrument AI.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Mask customer data automatically before it reaches AI tools',
          ro: 'Mascați automat datele clienților înainte să ajungă în instrumentele AI',
        },
        tool: { en: 'Prompt filter that masks personal data', ro: 'Filtru de mascare a datelor personale' },
      },
      towardHuman: {
        title: {
          en: 'Have a data-protection adviser approve each AI tool’s customer data',
          ro: 'Cereți unui consultant pe protecția datelor să aprobe datele permise fiecărui instrument AI',
        },
        tool: { en: 'Tool approval form with data list', ro: 'Formular de aprobare cu datele permise' },
      },
      start: {
        title: {
          en: 'Run a DPIA on customer data in your AI tools',
          ro: 'Faceți o DPIA pentru datele clienților din instrumentele AI',
        },
        tool: { en: 'DPIA and one-page allowed-data list', ro: 'DPIA și lista datelor permise' },
      },
    },
  },
  {
    slug: 'journey-mapping',
    stem: {
      en: 'Who maps your customer journey?',
      ro: 'Cine desenează harta parcursului clientului?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'AI can trace the paths customers really take and where they drop out, but only people who talk to customers can say why they hesitate and which moments matter.',
      ro: 'AI-ul poate reconstitui traseele reale ale clienților și punctele de abandon, dar doar oamenii care vorbesc cu ei pot spune de ce ezită și care momente contează.',
    },
    levers: {
      towardMachine: {
        en: 'Have AI draw the real paths from your website and customer-record data each quarter and mark where customers drop out; whoever leads marketing compares them with the designed map and updates it.',
        ro: 'Cereți AI-ului să deseneze trimestrial traseele reale din datele site-ului și ale bazei de clienți și să marcheze unde renunță clienții; persoana care conduce marketingul le compară cu harta proiectată și o actualizează.',
      },
      towardHuman: {
        en: 'A map built only from click data misses offline moments and the reasons behind them; interview five customers before each update and let a person, not the tool, decide the stages.',
        ro: 'O hartă construită doar din clicuri ratează momentele offline și motivele din spatele lor; faceți cinci interviuri cu clienți înaintea fiecărei actualizări, iar etapele le decide un om, nu instrumentul.',
      },
      start: {
        en: 'Without a journey map, automated messages fire at random moments; in a half-day workshop with everyone who sells to or serves customers, draw the stages, then let AI add real path data.',
        ro: 'Fără o hartă a parcursului, mesajele automate pleacă la întâmplare; desenați etapele într-un atelier de o jumătate de zi cu toți cei care vând sau servesc clienții, apoi lăsați AI-ul să adauge traseele reale.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI draw real customer journey paths and drop-off points',
          ro: 'Lăsați AI-ul să deseneze traseele reale ale clienților și punctele de abandon',
        },
        tool: { en: 'AI analysis of customer paths', ro: 'Analiza AI a traseelor clienților' },
      },
      towardHuman: {
        title: {
          en: 'Interview five customers before each journey map update',
          ro: 'Faceți cinci interviuri cu clienți înaintea fiecărei actualizări a hărții',
        },
        tool: { en: 'Five-interview guide for map updates', ro: 'Ghid pentru cinci interviuri cu clienți' },
      },
      start: {
        title: {
          en: 'Draw your customer journey stages in a half-day workshop',
          ro: 'Desenați etapele parcursului clientului într-un atelier de o jumătate de zi',
        },
        tool: { en: 'Journey mapping workshop agenda', ro: 'Agenda atelierului pentru harta parcursului' },
      },
    },
  },
  {
    slug: 'campaign-audiences',
    stem: {
      en: 'Who selects the customers each campaign targets?',
      ro: 'Cine alege clienții vizați de fiecare campanie?',
    },
    ideal: 'C',
    risks: ['personal-data'],
    rationale: {
      en: 'AI can pick the customers most likely to respond from behaviour and consent data in seconds, and a person checks the list’s size and logic before it is used.',
      ro: 'AI-ul poate alege în câteva secunde clienții cu cele mai mari șanse să răspundă, din comportament și acorduri, iar un om verifică mărimea și logica listei înainte de folosire.',
    },
    levers: {
      towardMachine: {
        en: 'Let AI build each campaign’s audience from purchase, engagement and consent data; whoever runs the campaign checks its size, removes customers with open complaints and signs it off before launch.',
        ro: 'Lăsați AI-ul să construiască publicul fiecărei campanii din datele de cumpărare, interacțiune și acorduri; cine răspunde de campanie verifică mărimea, exclude clienții cu reclamații deschise și aprobă lista înainte de lansare.',
      },
      towardHuman: {
        en: 'Audiences a model builds and launches alone can rest on sensitive traits or expired consents; have whoever runs the campaign approve each list and see which criteria selected it.',
        ro: 'Publicul pe care un model îl construiește și îl folosește singur se poate baza pe trăsături sensibile sau pe acorduri expirate; cine răspunde de campanie aprobă fiecare listă și vede ce criterii au selectat-o.',
      },
      start: {
        en: 'Sending every campaign to your whole base wastes budget and tires customers; for the next one, let AI select the likeliest buyers from your customer data and check the list before sending.',
        ro: 'O campanie trimisă întregii baze risipește bugetul și obosește clienții; la următoarea, lăsați AI-ul să aleagă din baza de clienți pe cei cu cele mai mari șanse și verificați lista înainte de trimitere.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI build each campaign’s audience from customer data',
          ro: 'Lăsați AI-ul să construiască din baza de clienți publicul fiecărei campanii',
        },
        tool: { en: 'AI audience builder with sign-off', ro: 'Segmentare AI, cu aprobarea listei' },
      },
      towardHuman: {
        title: {
          en: 'Approve each campaign audience and see its criteria',
          ro: 'Aprobați fiecare listă de clienți a campaniei și vedeți criteriile ei',
        },
        tool: { en: 'Audience sign-off sheet with criteria', ro: 'Fișă de aprobare cu criteriile listei' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Let AI pick the likeliest buyers for your next campaign',
          ro: 'Lăsați AI-ul să aleagă pentru următoarea campanie clienții cu cele mai mari șanse',
        },
        tool: { en: 'AI buyer selection for one campaign', ro: 'Selecție AI pentru o campanie' },
      },
    },
  },
  {
    slug: 'triggered-messages',
    stem: {
      en: 'Who sends the messages triggered by customer behaviour?',
      ro: 'Cine trimite mesajele declanșate de comportamentul clienților?',
    },
    ideal: 'D',
    risks: ['personal-data'],
    rationale: {
      en: 'A message after an abandoned basket or a first download works within hours, and once the flow is designed nobody needs to press send.',
      ro: 'Un mesaj după un coș abandonat sau o primă descărcare contează doar în primele ore, iar după ce fluxul este proiectat nu mai trebuie să apese nimeni pe „trimite”.',
    },
    levers: {
      towardMachine: {
        en: 'Move reminders sent from manual lists into your e-mail tool’s automated flows, triggered by the event itself; whoever leads marketing audits each flow’s results and errors monthly.',
        ro: 'Mutați mesajele de reamintire trimise din liste manuale în fluxurile automate ale instrumentului de e-mail, declanșate chiar de eveniment; persoana care conduce marketingul verifică lunar rezultatele și erorile fiecărui flux.',
      },
      start: {
        en: 'Interest peaks right after a sign-up, a visit to the pricing page or an abandoned basket; build one automated flow for your most frequent trigger this month.',
        ro: 'Interesul este maxim imediat după o înscriere, o vizită pe pagina de prețuri sau un coș abandonat; construiți luna aceasta un flux automat pentru declanșatorul cel mai frecvent.',
      },
      letItRun: {
        en: 'Existing flows send without approval; a named person reads the first 50 sends of a new or edited flow, and an alert fires when a flow’s unsubscribe rate passes 1 %.',
        ro: 'Fluxurile care rulează deja trimit fără aprobare; o persoană desemnată citește primele 50 de mesaje ale unui flux nou sau modificat, iar o alertă pornește când rata de dezabonare a unui flux depășește 1 %.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Turn manual reminder lists into event-triggered e-mail flows',
          ro: 'Mutați mesajele de reamintire din listele manuale în fluxuri automate declanșate de eveniment',
        },
        tool: {
          en: 'Event-triggered flows in e-mail tool',
          ro: 'Fluxuri automate în instrumentul de e-mail',
        },
      },
      start: {
        title: {
          en: 'Build one automated message flow for your most frequent trigger',
          ro: 'Construiți un flux automat de mesaje pentru declanșatorul cel mai frecvent',
        },
        tool: { en: 'Triggered e-mail flow template', ro: 'Șablon de flux declanșat de eveniment' },
      },
    },
  },
  {
    slug: 'welcome-sequence',
    stem: {
      en: 'Who tailors the welcome sequence for each new customer?',
      ro: 'Cine adaptează mesajele de bun venit pentru fiecare client nou?',
    },
    ideal: 'C',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'AI can pick which welcome message, guide or tip each new customer gets from what they bought, while people write the modules and check they still sound like you.',
      ro: 'AI-ul poate alege ce mesaj, ghid sau sfat de bun venit primește fiecare client nou după ce a cumpărat, iar oamenii scriu modulele și verifică dacă mai sună ca voi.',
    },
    levers: {
      towardMachine: {
        en: 'Write five welcome modules and let your automation tool assemble each new customer’s sequence from their purchase; one named person reads ten sequences a month and fixes odd combinations.',
        ro: 'Scrieți cinci module de bun venit și lăsați instrumentul de automatizare să compună secvența fiecărui client nou după ce a cumpărat; o persoană desemnată citește lunar zece secvențe și corectează combinațiile ciudate.',
      },
      towardHuman: {
        en: 'A sequence that AI writes and sends alone can promise service you do not give or repeat itself; have one named person approve every module and read sample sequences monthly.',
        ro: 'O secvență scrisă și trimisă doar de AI poate promite servicii pe care nu le oferiți sau se poate repeta; o persoană desemnată aprobă fiecare modul și citește lunar exemple de secvențe.',
      },
      start: {
        en: 'The first weeks decide whether a new customer buys again; send a three-message welcome sequence triggered by the first purchase or signed contract, with one message adapted to what was bought.',
        ro: 'Primele săptămâni decid dacă un client nou cumpără din nou; trimiteți o secvență de bun venit de trei mesaje, declanșată de prima cumpărare sau de semnarea contractului, cu un mesaj adaptat la ce a cumpărat.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let automation assemble each new customer’s welcome sequence from modules',
          ro: 'Lăsați automatizarea să compună din module secvența de bun venit a fiecărui client',
        },
        tool: { en: 'Five welcome modules in automation tool', ro: 'Cinci module de bun venit' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person approve every welcome module',
          ro: 'Cereți unei persoane desemnate să aprobe fiecare modul de bun venit',
        },
        tool: { en: 'Module sign-off log with monthly samples', ro: 'Jurnal de aprobare, cu exemple lunare' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Send a three-message welcome sequence after each first purchase',
          ro: 'Trimiteți o secvență de bun venit de trei mesaje după prima cumpărare',
        },
        tool: { en: 'Three-message welcome sequence template', ro: 'Șablon de secvență de bun venit' },
      },
    },
  },
  {
    slug: 'website-personalisation',
    stem: {
      en: 'Who tailors website content to each visitor?',
      ro: 'Cine adaptează conținutul site-ului pentru fiecare vizitator?',
    },
    ideal: 'C',
    weight: 1,
    risks: ['personal-data', 'brand-safety'],
    rationale: {
      en: 'A personalisation tool picks the right message or case study for each visitor in milliseconds, but people write the variants and check what it shows.',
      ro: 'Un instrument de personalizare alege în câteva milisecunde mesajul sau studiul de caz potrivit pentru fiecare vizitator, dar oamenii scriu variantele și verifică ce afișează.',
    },
    levers: {
      towardMachine: {
        en: 'Write three versions of your home page’s main message, one per segment, and let a personalisation tool choose per visitor; whoever runs your website reviews conversion by version monthly and retires the weakest.',
        ro: 'Scrieți trei variante ale mesajului primei pagini, una pe segment, iar un instrument de personalizare alege pentru fiecare vizitator; cine se ocupă de site compară lunar conversiile și renunță la cea mai slabă.',
      },
      towardHuman: {
        en: 'AI that generates and publishes page content per visitor unchecked can show wrong prices or claims; keep it choosing only among variants a person has approved.',
        ro: 'Un instrument AI care generează și publică fără verificare conținut pentru fiecare vizitator poate afișa prețuri sau promisiuni greșite; lăsați-l să aleagă doar dintre variantele aprobate de un om.',
      },
      start: {
        en: 'A site that shows everyone the same page ignores what you already know about them; personalise one block, such as the home page message for returning customers, and measure it for a month.',
        ro: 'Un site care arată tuturor aceeași pagină ignoră ce știți deja despre vizitatori; personalizați un singur bloc, de exemplu mesajul de pe prima pagină pentru clienții care revin, și măsurați-l o lună.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a personalisation tool choose each visitor’s home page message',
          ro: 'Lăsați un instrument de personalizare să aleagă mesajul primei pagini pentru fiecare vizitator',
        },
        tool: {
          en: 'Website personalisation tool with three variants',
          ro: 'Instrument de personalizare a site-ului',
        },
      },
      towardHuman: {
        title: {
          en: 'Limit website personalisation to variants a person approved',
          ro: 'Limitați personalizarea site-ului la variantele aprobate de un om',
        },
        tool: { en: 'Approved variant library for the website', ro: 'Bibliotecă de variante aprobate' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Personalise your home page message for returning customers first',
          ro: 'Personalizați mai întâi mesajul primei pagini pentru clienții care revin',
        },
        tool: { en: 'One-block personalisation test', ro: 'Test de personalizare pe un bloc' },
      },
    },
  },
  {
    slug: 'product-recommendations',
    stem: {
      en: 'Who chooses the products recommended to each customer?',
      ro: 'Cine alege produsele recomandate fiecărui client?',
    },
    ideal: 'D',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'Choosing the next product for thousands of customers from what they and similar buyers bought is exactly what recommendation engines do better than people.',
      ro: 'Alegerea următorului produs pentru mii de clienți, pe baza a ceea ce au cumpărat ei și clienții asemănători, este exact ce fac sistemele de recomandare mai bine decât oamenii.',
    },
    levers: {
      towardMachine: {
        en: 'Replace hand-picked product blocks in e-mails and on the site with a recommendation engine that applies exclusion rules (out of stock, low margin, already bought); audit its rules and click rate monthly.',
        ro: 'Înlocuiți blocurile de produse alese manual din e-mailuri și site cu un sistem de recomandare care aplică reguli de excludere (stoc epuizat, marjă mică, deja cumpărat); verificați lunar regulile și rata de clic.',
      },
      start: {
        en: 'Customers who see nothing relevant after buying rarely come back soon; add automatic recommendations to the e-mail sent after a purchase, using your online shop’s or e-mail tool’s recommendation feature.',
        ro: 'Clienții care nu văd nimic relevant după o cumpărare revin rar; adăugați recomandări automate în e-mailul trimis după cumpărare, folosind funcția de recomandare a magazinului online sau a instrumentului de e-mail.',
      },
      letItRun: {
        en: 'Publish recommendation blocks unreviewed; health or age-restricted products stay off automatic lists until a named person approves them, and twenty customers’ recommendations are read monthly.',
        ro: 'Publicați fără verificare blocurile de recomandări; produsele de sănătate sau cu restricție de vârstă apar în listele automate doar după aprobarea unei persoane desemnate, iar lunar se citesc recomandările a douăzeci de clienți.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Replace hand-picked product blocks with a recommendation engine',
          ro: 'Înlocuiți blocurile de produse alese manual cu un sistem de recomandare',
        },
        tool: { en: 'Recommendation engine with exclusion rules', ro: 'Sistem de recomandare, cu excluderi' },
      },
      start: {
        title: {
          en: 'Add automatic product recommendations to your post-purchase e-mail',
          ro: 'Adăugați recomandări automate de produse în e-mailul de după cumpărare',
        },
        tool: { en: 'Shop or e-mail recommendation feature', ro: 'Recomandări din magazin sau e-mail' },
      },
    },
  },
  {
    slug: 'contact-frequency',
    stem: {
      en: 'Who decides how often each customer hears from you?',
      ro: 'Cine stabilește cât de des contactați fiecare client?',
    },
    ideal: 'C',
    risks: ['personal-data'],
    rationale: {
      en: 'AI can adjust how often each customer is contacted from how they respond, but people set the ceiling that protects the relationship and your sender reputation.',
      ro: 'AI-ul poate ajusta frecvența contactelor cu fiecare client după cum reacționează, dar oamenii fixează plafonul care protejează relația și reputația de expeditor.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on your e-mail tool’s frequency optimisation so each customer gets more or fewer messages by engagement, under a weekly cap whoever leads marketing sets; review unsubscribes and complaints monthly.',
        ro: 'Activați optimizarea frecvenței din instrumentul de e-mail, ca fiecare client să primească mai multe sau mai puține mesaje după implicare, sub un plafon săptămânal fixat de persoana care conduce marketingul; verificați lunar dezabonările și reclamațiile.',
      },
      towardHuman: {
        en: 'A model tuned for clicks keeps writing to your most patient customers until they leave; have whoever leads marketing set a hard weekly cap across all channels and a pause after any complaint.',
        ro: 'Un model optimizat pentru clicuri le scrie clienților răbdători până când pleacă; persoana care conduce marketingul stabilește un plafon săptămânal strict pe toate canalele și o pauză după orice reclamație.',
      },
      start: {
        en: 'Too many messages drive unsubscribes and too few lose sales; set a weekly cap per customer across e-mail, SMS and other channels, then let automation space messages beneath it.',
        ro: 'Prea multe mesaje aduc dezabonări, prea puține pierd vânzări; stabiliți un plafon săptămânal pe client pentru e-mail, SMS și celelalte canale, apoi lăsați automatizarea să distribuie mesajele sub el.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let your e-mail tool set each customer’s message frequency',
          ro: 'Lăsați instrumentul de e-mail să stabilească frecvența mesajelor pentru fiecare client',
        },
        tool: {
          en: 'Automatic send frequency with weekly cap',
          ro: 'Frecvență automată, cu plafon săptămânal',
        },
        cost: 'light',
      },
      towardHuman: {
        title: {
          en: 'Cap weekly contacts and pause after any complaint',
          ro: 'Fixați un plafon săptămânal strict și o pauză după reclamații',
        },
        tool: {
          en: 'Cross-channel contact cap and complaint pause',
          ro: 'Plafon comun și pauză după reclamație',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Set a weekly per-customer message cap across all channels',
          ro: 'Stabiliți un plafon săptămânal de mesaje pe client, pe toate canalele',
        },
        tool: {
          en: 'Contact frequency rule across channels',
          ro: 'Regulă de frecvență pentru toate canalele',
        },
      },
    },
  },
  {
    slug: 'win-back',
    stem: {
      en: 'Who reaches out to customers who stopped buying?',
      ro: 'Cine reia legătura cu clienții care nu mai cumpără?',
    },
    ideal: 'C',
    risks: ['personal-data'],
    rationale: {
      en: 'Automation spots when a customer’s gap between purchases runs past normal and sends the right message, while people call the accounts worth a personal conversation.',
      ro: 'Automatizarea observă când pauza dintre cumpărările unui client depășește ritmul obișnuit și trimite mesajul potrivit, iar oamenii îi sună pe clienții care merită o discuție personală.',
    },
    levers: {
      towardMachine: {
        en: 'Set a lapse rule per customer, such as twice their usual gap between purchases, that triggers a win-back message automatically; whoever sells gets a weekly list of high-value lapsed customers to call.',
        ro: 'Stabiliți o regulă de inactivitate pentru fiecare client, de exemplu dublul intervalului lui obișnuit dintre cumpărări, care declanșează automat un mesaj de recâștigare; cine vinde primește săptămânal lista clienților valoroși inactivi, ca să-i sune.',
      },
      towardHuman: {
        en: 'A fully automated win-back treats your biggest lapsed customer like a one-off buyer; route customers above a value threshold to a person who calls before any automatic discount goes out.',
        ro: 'O recâștigare complet automată îl tratează pe cel mai mare client pierdut ca pe un cumpărător ocazional; trimiteți clienții peste un prag de valoare unui om care îi sună înaintea oricărei reduceri automate.',
      },
      start: {
        en: 'Winning back a lapsed customer costs far less than finding a new one; list customers silent for twice their usual interval and send them one automated message this month.',
        ro: 'Recâștigarea unui client inactiv costă mult mai puțin decât găsirea unuia nou; faceți lista clienților care n-au mai cumpărat de două ori intervalul lor obișnuit și trimiteți-le luna aceasta un mesaj automat.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Trigger win-back messages automatically for lapsed customers',
          ro: 'Declanșați automat mesaje de recâștigare pentru clienții inactivi',
        },
        tool: {
          en: 'Lapse rule with automatic win-back message',
          ro: 'Regulă de inactivitate cu mesaj automat',
        },
      },
      towardHuman: {
        title: {
          en: 'Have a person call high-value lapsed customers before any discount',
          ro: 'Cereți unui om să-i sune pe clienții valoroși inactivi înaintea oricărei reduceri',
        },
        tool: { en: 'Value-threshold call list', ro: 'Listă de apeluri pentru clienți valoroși' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'List lapsed customers and send them one automated win-back message',
          ro: 'Faceți lista clienților inactivi și trimiteți-le un mesaj automat de recâștigare',
        },
        tool: { en: 'Lapsed-customer list from customer records', ro: 'Lista clienților inactivi' },
      },
    },
  },
]);
