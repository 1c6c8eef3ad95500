/**
 * SISTEME: the step's 15 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 25 % human: the ideals are three
 * B, five C and seven D (machine share 1134 / 15 = 75.6 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'request-triage',
    stem: {
      en: 'Who sorts the requests that reach your marketing team?',
      ro: 'Cine triază cererile care ajung la echipa de marketing?',
    },
    ideal: 'C',
    rationale: {
      en: 'AI can read each request, ask for what is missing, tag its type and urgency and route it; whoever leads marketing reviews the queue and sets the week’s priorities.',
      ro: 'AI-ul poate citi fiecare cerere, poate cere ce lipsește, îi poate stabili tipul și urgența și o poate direcționa; persoana care conduce marketingul verifică lista și stabilește prioritățile săptămânii.',
    },
    levers: {
      towardMachine: {
        en: 'Route every request through one intake form whose AI step tags type, urgency and owner; whoever leads marketing reviews the queue twice a week and reorders what matters.',
        ro: 'Treceți toate cererile printr-un singur formular de preluare, cu un pas AI care stabilește tipul, urgența și responsabilul; persoana care conduce marketingul revede lista de două ori pe săptămână și reordonează ce contează.',
      },
      towardHuman: {
        en: 'Do not let the queue order itself: whoever leads marketing decides what jumps ahead, because the urgency claimed in a request is not the company’s priority.',
        ro: 'Nu lăsați lista să se ordoneze singură: persoana care conduce marketingul decide ce trece în față, pentru că urgența declarată într-o cerere nu este prioritatea companiei.',
      },
      start: {
        en: 'Replace requests sent by e-mail and message with one intake form (goal, deadline, audience, budget); untracked requests are why marketing feels busy and still delivers late.',
        ro: 'Înlocuiți cererile trimise pe e-mail și prin mesaje cu un singur formular (obiectiv, termen, public, buget); cererile neînregistrate sunt motivul pentru care marketingul pare ocupat și totuși livrează târziu.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI tag and route every marketing request',
          ro: 'Lăsați AI-ul să eticheteze și să direcționeze fiecare cerere de marketing',
        },
        tool: { en: 'Intake form with an AI step', ro: 'Formular de preluare cu pas AI' },
      },
      towardHuman: {
        title: {
          en: 'Decide in person which marketing requests jump the queue',
          ro: 'Decideți personal ce cereri de marketing trec în fața celorlalte',
        },
        tool: { en: 'Request queue priority review', ro: 'Analiza priorităților din lista de cereri' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Replace e-mailed marketing requests with one intake form',
          ro: 'Înlocuiți cererile trimise pe e-mail și prin mesaje cu un formular',
        },
        tool: {
          en: 'Intake form: goal, deadline, audience, budget',
          ro: 'Formular: obiectiv, termen, public, buget',
        },
        cost: 'light',
      },
    },
  },
  {
    slug: 'campaign-setup',
    stem: {
      en: 'Who sets up new campaigns in your marketing tools?',
      ro: 'Cine configurează campaniile noi în instrumentele de marketing?',
    },
    ideal: 'C',
    risks: ['brand-safety'],
    rationale: {
      en: 'Templates and AI can build audiences, schedules and settings from the brief in minutes; a person checks targeting and placements before money is spent.',
      ro: 'Șabloanele și AI-ul pot construi din brief publicul, calendarul și setările în câteva minute; un om verifică țintirea și plasamentele înainte să se cheltuiască bani.',
    },
    levers: {
      towardMachine: {
        en: 'Build campaign templates in your ad and e-mail tools and let AI fill them from the brief; the campaign owner checks audience, budget cap and placements before launch.',
        ro: 'Creați șabloane de campanie în platformele de publicitate și în instrumentul de e-mail și lăsați AI-ul să le completeze din brief; responsabilul campaniei verifică publicul, plafonul de buget și plasamentele înainte de lansare.',
      },
      towardHuman: {
        en: 'Keep a person on the final check: a wrong audience, a missing exclusion list or a bad placement can run for days and spend the budget before anyone looks.',
        ro: 'Păstrați un om la verificarea finală: un public greșit, o listă de excluderi lipsă sau o plasare nepotrivită pot rula zile întregi și pot consuma bugetul până se uită cineva.',
      },
      start: {
        en: 'Write one set-up checklist and one template per campaign type; set-up errors waste spend silently, and the template is what automation will later fill in.',
        ro: 'Scrieți o listă de verificare și un șablon pentru fiecare tip de campanie; erorile de configurare consumă bani pe tăcute, iar șablonul este ce va completa apoi automatizarea.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI fill campaign templates from the brief',
          ro: 'Lăsați AI-ul să completeze din brief șabloanele de campanie',
        },
        tool: { en: 'Campaign templates in ad tools', ro: 'Șabloane în platformele de publicitate' },
      },
      towardHuman: {
        title: {
          en: 'Keep a person on the final campaign set-up check',
          ro: 'Păstrați un om la verificarea finală a configurării campaniei',
        },
        tool: {
          en: 'Audience, exclusions and placements checklist',
          ro: 'Listă: public, excluderi, plasări',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write a set-up checklist and template per campaign type',
          ro: 'Scrieți o listă de verificare și un șablon pe tip de campanie',
        },
        tool: { en: 'Set-up checklist and campaign template', ro: 'Listă de verificare și șablon' },
        cost: 'light',
      },
    },
  },
  {
    slug: 'utm-tagging',
    stem: {
      en: 'Who adds UTM tags to your campaign links?',
      ro: 'Cine adaugă etichetele UTM la linkurile campaniilor?',
    },
    ideal: 'D',
    rationale: {
      en: 'Tagging follows fixed naming rules, so the tracking templates of your ad and e-mail tools tag every link, without the typos that split one source into five.',
      ro: 'Etichetarea urmează reguli fixe de denumire, deci șabloanele de urmărire din platformele de publicitate și de e-mail etichetează fiecare link, fără greșelile de tastare care împart o sursă în cinci.',
    },
    levers: {
      towardMachine: {
        en: 'Replace hand-typed UTMs with tracking templates in your ad and e-mail tools that tag every link automatically; whoever runs your marketing tools checks the traffic-source report monthly for untagged or misspelled sources.',
        ro: 'Înlocuiți UTM-urile scrise manual cu șabloane de urmărire în platformele de publicitate și de e-mail, care etichetează automat fiecare link; responsabilul instrumentelor de marketing verifică lunar raportul surselor de trafic, după surse neetichetate sau greșite.',
      },
      start: {
        en: 'Write a one-page UTM naming rule and load it into a link builder; without tags, campaign visits show up as direct traffic and nobody can say what worked.',
        ro: 'Scrieți o regulă de denumire UTM de o pagină și introduceți-o într-un generator de linkuri; fără etichete, vizitele din campanii apar ca trafic direct și nimeni nu poate spune ce a funcționat.',
      },
      letItRun: {
        en: 'Stop reviewing links built from your naming list; a link for a channel not on the list goes to a named person, and a weekly report flags untagged visits.',
        ro: 'Nu mai verificați linkurile create după lista de denumiri; un link pentru un canal care lipsește din listă ajunge la o persoană desemnată, iar un raport săptămânal semnalează vizitele fără etichetă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let tracking templates add UTM tags to every link',
          ro: 'Lăsați șabloanele de urmărire să adauge etichetele UTM fiecărui link',
        },
        tool: {
          en: 'Tracking templates with approved values',
          ro: 'Șabloane de urmărire cu valori aprobate',
        },
      },
      start: {
        title: {
          en: 'Write a UTM naming rule for a link builder',
          ro: 'Scrieți regula de denumire UTM pentru un generator de linkuri',
        },
        tool: { en: 'One-page UTM naming rule', ro: 'Regulă de denumire UTM, o pagină' },
        cost: 'light',
      },
    },
  },
  {
    slug: 'asset-filing',
    stem: {
      en: 'Who files new marketing materials under your naming rules?',
      ro: 'Cine arhivează materialele noi după regulile de denumire?',
    },
    ideal: 'D',
    weight: 1,
    rationale: {
      en: 'An asset library can name, tag and file each upload by your rules every time, while people under deadline skip the step and the file is lost.',
      ro: 'O bibliotecă de materiale poate denumi, eticheta și arhiva fiecare fișier încărcat după regulile voastre, de fiecare dată, pe când oamenii grăbiți sar peste acest pas și fișierul se pierde.',
    },
    levers: {
      towardMachine: {
        en: 'Move materials into a library that applies your naming rule and AI tags on upload; once a quarter one named person searches for ten recent files to test that they turn up.',
        ro: 'Mutați materialele într-o bibliotecă ce aplică la încărcare regula de denumire și etichetele AI; o dată pe trimestru, o persoană desemnată caută zece fișiere recente ca să verifice că apar.',
      },
      start: {
        en: 'Agree one naming rule (date, campaign, format, version) and one shared library; people lose hours a week searching for files and remaking ones they already paid for.',
        ro: 'Stabiliți o singură regulă de denumire (dată, campanie, format, versiune) și o singură bibliotecă comună; oamenii pierd ore pe săptămână căutând fișiere și refăcând materiale deja plătite.',
      },
      letItRun: {
        en: 'Uploads that match a campaign code are filed automatically, unchecked; unmatched uploads and licensed stock images wait in an “unsorted” folder a named person clears each Friday, spot-checking five filed items.',
        ro: 'Fișierele care corespund unui cod de campanie se arhivează singure, fără verificare; celelalte și fotografiile cumpărate cu licență așteaptă într-un dosar „nesortate”, golit vinerea de o persoană desemnată, care verifică și cinci fișiere arhivate.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let the asset library name and tag every upload',
          ro: 'Lăsați biblioteca de materiale să denumească și să eticheteze fiecare fișier',
        },
        tool: { en: 'Asset library with naming rules', ro: 'Bibliotecă de materiale cu reguli' },
      },
      start: {
        title: {
          en: 'Agree one file naming rule and one shared library',
          ro: 'Stabiliți o regulă de denumire a fișierelor și o bibliotecă comună',
        },
        tool: {
          en: 'Naming rule: date, campaign, format, version',
          ro: 'Regulă: dată, campanie, format, versiune',
        },
        cost: 'light',
      },
    },
  },
  {
    slug: 'approval-routing',
    // Routing pieces through approval steps needs several people in marketing; a marketer who
    // works alone has one sign-off, not a workflow.
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who moves each piece through your approval steps?',
      ro: 'Cine trece fiecare material prin etapele de aprobare?',
    },
    ideal: 'D',
    rationale: {
      en: 'Routing follows rules (who approves what, in which order, by when), so a workflow tool moves every piece on and chases late approvers without anyone forwarding it.',
      ro: 'Circuitul urmează reguli (cine aprobă ce, în ce ordine, până când), deci un instrument de fluxuri de lucru trece fiecare material mai departe și amintește termenele, fără intervenția cuiva.',
    },
    levers: {
      towardMachine: {
        en: 'Set up approval flows in your project tool by content type, with automatic reminders and escalation after 48 hours; whoever runs your marketing tools reviews the average approval time each month.',
        ro: 'Configurați fluxuri de aprobare în instrumentul de proiecte, pe tipuri de conținut, cu mementouri automate și escaladare după 48 de ore; responsabilul instrumentelor de marketing analizează lunar timpul mediu de aprobare.',
      },
      start: {
        en: 'Write down who approves what for your five most common content types and build it as a flow; approvals chased by e-mail are where launches slip.',
        ro: 'Scrieți cine aprobă ce pentru cele mai frecvente cinci tipuri de conținut și transformați lista într-un flux automat; aprobările urmărite pe e-mail sunt locul unde lansările întârzie.',
      },
      letItRun: {
        en: 'Routine pieces follow their approval path untouched; a named person routes only new content types and pieces whose approver is away, reading a monthly list of anything stuck a week.',
        ro: 'Materialele obișnuite își urmează singure circuitul de aprobare; o persoană desemnată preia doar tipurile noi de conținut și materialele al căror aprobator e în concediu și citește lunar lista celor blocate peste o săptămână.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a workflow tool route content through approvals',
          ro: 'Lăsați un instrument de fluxuri să treacă materialele prin aprobări',
        },
        tool: { en: 'Approval flows with reminders and escalation', ro: 'Fluxuri de aprobare cu mementouri' },
      },
      start: {
        title: {
          en: 'Map who approves what and build it as a flow',
          ro: 'Scrieți cine aprobă ce și transformați lista într-un flux automat',
        },
        tool: { en: 'Approval matrix for five content types', ro: 'Matricea aprobărilor pe tip de conținut' },
      },
    },
  },
  {
    slug: 'landing-page-qa',
    stem: {
      en: 'Who checks new landing pages before they go live?',
      ro: 'Cine verifică landing page-urile noi înainte de publicare?',
    },
    ideal: 'C',
    rationale: {
      en: 'Automated tests cover links, forms, speed and display on dozens of devices faster than any person; someone still reads the page as a customer before it goes live.',
      ro: 'Testele automate acoperă linkurile, formularele, viteza și afișarea pe zeci de dispozitive mai repede decât orice om; cineva citește totuși pagina ca un client înainte de publicare.',
    },
    levers: {
      towardMachine: {
        en: 'Add an automated test of links, forms, load speed and mobile display to your publishing flow; the page owner reviews the failures and reads the final page once.',
        ro: 'Adăugați în fluxul de publicare un test automat al linkurilor, formularelor, vitezei de încărcare și afișării pe mobil; responsabilul paginii analizează erorile și citește o dată pagina finală.',
      },
      towardHuman: {
        en: 'Keep one read-through by the page owner before publishing: automated tests pass a page whose price, offer or legal text is wrong.',
        ro: 'Păstrați o citire completă a paginii de către responsabil înainte de publicare: testele automate aprobă și o pagină cu preț, ofertă sau text legal greșit.',
      },
      start: {
        en: 'Write a ten-point landing page checklist and run it before every launch; one broken form on a paid campaign page wastes the whole click budget.',
        ro: 'Scrieți o listă de verificare în zece puncte pentru landing page-uri și aplicați-o înaintea fiecărei lansări; un singur formular defect pe o pagină de campanie plătită irosește tot bugetul de clicuri.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Add automated landing page tests to your publishing flow',
          ro: 'Adăugați teste automate ale landing page-urilor în fluxul de publicare',
        },
        tool: { en: 'Automated link, form and speed test', ro: 'Test automat de linkuri, formulare, viteză' },
      },
      towardHuman: {
        title: {
          en: 'Have the page owner read each landing page before publishing',
          ro: 'Cereți responsabilului paginii să citească fiecare landing page înainte de publicare',
        },
        tool: { en: 'Price, offer and legal checklist', ro: 'Listă: preț, ofertă, text legal' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Run a ten-point checklist before every landing page launch',
          ro: 'Aplicați o listă de verificare în zece puncte fiecărui landing page',
        },
        tool: { en: 'Ten-point landing page checklist', ro: 'Listă de verificare în zece puncte' },
        cost: 'light',
      },
    },
  },
  {
    slug: 'tracking-check',
    stem: {
      en: 'Who checks that tracking works before each launch?',
      ro: 'Cine verifică dacă măsurarea funcționează înainte de lansare?',
    },
    ideal: 'C',
    weight: 3,
    rationale: {
      en: 'A tag checker can fire every pixel, form and conversion event in minutes; a person confirms the conversions that matter are counted before the budget goes live.',
      ro: 'Un verificator automat poate declanșa fiecare pixel, formular și eveniment de conversie în câteva minute; un om confirmă că se numără conversiile importante înainte să pornească bugetul.',
    },
    levers: {
      towardMachine: {
        en: 'Run an automated tag and conversion test on every new page and campaign; the campaign owner reads the report and tests one real conversion end to end.',
        ro: 'Derulați un test automat al etichetelor și conversiilor pe fiecare pagină și campanie nouă; responsabilul campaniei citește raportul și testează cap-coadă o conversie reală.',
      },
      towardHuman: {
        en: 'A passed automated check does not prove the right thing is counted: the campaign owner confirms that one real purchase or sign-up reaches your customer records and analytics.',
        ro: 'O verificare automată trecută nu dovedește că se măsoară ce trebuie: responsabilul campaniei confirmă că o achiziție sau o înscriere reală ajunge în evidența clienților și în instrumentul de analiză.',
      },
      start: {
        en: 'Add a tracking check to every launch checklist; a campaign that runs two weeks without counted sales or sign-ups cannot be judged, and any ad platform’s bidding optimises blind.',
        ro: 'Adăugați verificarea măsurării în lista de verificare a fiecărei lansări; o campanie care rulează două săptămâni fără vânzări sau înscrieri numărate nu poate fi judecată, iar licitarea oricărei platforme de publicitate optimizează orbește.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Run automated tracking tests on every new page and campaign',
          ro: 'Derulați teste automate ale măsurării pe fiecare pagină și campanie nouă',
        },
        tool: {
          en: 'Automated tag and conversion checker',
          ro: 'Verificator automat de etichete și conversii',
        },
      },
      towardHuman: {
        title: {
          en: 'Confirm a real test conversion reaches your customer records',
          ro: 'Confirmați că o conversie reală de test ajunge în evidența clienților',
        },
        tool: { en: 'Real test purchase or sign-up', ro: 'Achiziție sau înscriere reală de test' },
      },
      start: {
        title: {
          en: 'Add a tracking check to every launch checklist',
          ro: 'Adăugați verificarea măsurării în lista de verificare a fiecărei lansări',
        },
        tool: { en: 'Launch checklist with tracking step', ro: 'Lista de lansare, cu măsurarea' },
        cost: 'light',
      },
    },
  },
  {
    slug: 'send-timing',
    stem: {
      en: 'Who picks the send time of your campaign e-mails?',
      ro: 'Cine alege ora de trimitere a e-mailurilor de campanie?',
    },
    ideal: 'D',
    weight: 1,
    rationale: {
      en: 'Send-time tools learn when each recipient reads and clicks, and release the campaign accordingly, a per-person choice nobody can make by hand.',
      ro: 'Instrumentele care aleg ora de trimitere învață când citește și dă clic fiecare destinatar și trimit campania atunci, o alegere individuală pe care nimeni nu o poate face manual.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on send-time optimisation in your e-mail tool for newsletters and campaigns; for the first month, compare open and click rates with a control group sent at a fixed time.',
        ro: 'Activați optimizarea orei de trimitere în instrumentul de e-mail, pentru newsletter și campanii; în prima lună, comparați ratele de deschidere și de clic cu un grup de control trimis la oră fixă.',
      },
      start: {
        en: 'Schedule every campaign e-mail in your tool instead of sending it by hand when someone remembers; switch on per-recipient send times once you have three months of data.',
        ro: 'Programați fiecare e-mail de campanie în instrument, în loc să-l trimiteți manual când își amintește cineva; activați ora de trimitere individuală după ce aveți trei luni de date.',
      },
      letItRun: {
        en: 'Campaign e-mails go at each recipient’s time unchecked; a named person sets the hour for same-day deadlines and segments under 500, and a quarterly 10 % fixed-time group tests the gain.',
        ro: 'E-mailurile pleacă fără verificare la ora fiecărui destinatar; o persoană desemnată fixează ora pentru termene în aceeași zi și segmente sub 500 de persoane, iar trimestrial un grup de 10 % cu oră fixă măsoară câștigul.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let the e-mail tool pick each recipient’s send time',
          ro: 'Lăsați instrumentul de e-mail să aleagă ora de trimitere pentru fiecare destinatar',
        },
        tool: { en: 'Per-recipient send time with control group', ro: 'Oră individuală, cu grup de control' },
      },
      start: {
        title: {
          en: 'Schedule every campaign e-mail, then switch on per-recipient timing',
          ro: 'Programați fiecare e-mail de campanie, apoi activați ora individuală de trimitere',
        },
        tool: {
          en: 'E-mail tool scheduling calendar',
          ro: 'Calendarul trimiterilor din instrumentul de e-mail',
        },
      },
    },
  },
  {
    slug: 'lead-routing',
    appliesWhen: ['sales-team'],
    stem: {
      en: 'Who assigns each new lead to whoever sells?',
      ro: 'Cine repartizează fiecare lead nou către cei care vând?',
    },
    ideal: 'D',
    weight: 3,
    risks: ['personal-data'],
    rationale: {
      en: 'Routing by territory, product and workload is a rule automation applies in seconds, and a lead that waits a day for a person to forward it goes cold.',
      ro: 'Repartizarea după zonă, produs și volum de lucru e o regulă aplicată automat în câteva secunde, iar un lead care așteaptă o zi să-l redirecționeze cineva se răcește.',
    },
    levers: {
      towardMachine: {
        en: 'Replace the inbox someone forwards leads from with assignment rules in your lead form or customer database and an alert after two unanswered hours; one named person checks unassigned leads weekly.',
        ro: 'Înlocuiți căsuța de e-mail din care cineva redirecționează lead-urile cu reguli de repartizare în formular sau în baza de clienți și o alertă după două ore fără răspuns; o persoană desemnată verifică săptămânal lead-urile nerepartizate.',
      },
      start: {
        en: 'Write the routing rule (who gets which lead, who covers absences) and set it up in your lead form or customer database; a lead contacted within the first hour is far likelier to buy.',
        ro: 'Scrieți regula de repartizare (cine primește ce lead, cine îi înlocuiește pe absenți) și configurați-o în formular sau în baza de clienți; un lead contactat în prima oră are șanse mult mai mari să cumpere.',
      },
      letItRun: {
        en: 'Assign rule-matched leads to whoever sells with no one checking; a named person gets only leads that match no rule, plus a Monday list of leads reassigned by hand.',
        ro: 'Repartizați fără verificare lead-urile care se potrivesc unei reguli direct celor care vând; o persoană desemnată primește doar lead-urile care nu se potrivesc niciunei reguli și, lunea, lista celor redistribuite manual.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let automatic rules assign every new lead to whoever sells',
          ro: 'Lăsați regulile automate să repartizeze fiecare lead nou celor care vând',
        },
        tool: { en: 'Assignment rules with two-hour alert', ro: 'Reguli de repartizare, cu alertă' },
      },
      start: {
        title: {
          en: 'Write your lead routing rule and automate it',
          ro: 'Scrieți regula de repartizare a lead-urilor și automatizați-o',
        },
        tool: { en: 'Routing rule with absence cover', ro: 'Regulă de repartizare cu înlocuitori' },
      },
    },
  },
  {
    slug: 'sync-monitoring',
    stem: {
      en: 'Who spots failed data syncs between your marketing tools?',
      ro: 'Cine depistează sincronizările eșuate dintre instrumentele de marketing?',
    },
    ideal: 'D',
    risks: ['personal-data'],
    rationale: {
      en: 'A monitor can check every connection every hour and alert its owner, while people only notice a broken sync when a report or a campaign is already wrong.',
      ro: 'Un sistem de monitorizare verifică fiecare conexiune în fiecare oră și alertează responsabilul, pe când oamenii observă o sincronizare ruptă abia când un raport sau o campanie e deja greșită.',
    },
    levers: {
      towardMachine: {
        en: 'Turn on failure alerts in your integration tool and customer database, each sent to a named owner; whoever runs your marketing tools reviews the month’s failures and fixes the ones that repeat.',
        ro: 'Activați alertele de eroare în instrumentul de integrare și în baza de clienți, fiecare trimisă unui responsabil desemnat; responsabilul instrumentelor de marketing analizează lunar erorile și le rezolvă pe cele care se repetă.',
      },
      start: {
        en: 'List every connection between your tools with its owner and switch on error alerts; a silent sync failure means leads and consents missing from your customer records for weeks.',
        ro: 'Faceți lista conexiunilor dintre instrumente, fiecare cu responsabilul ei, și activați alertele de eroare; o sincronizare căzută fără semnal înseamnă lead-uri și consimțăminte lipsă din evidența clienților săptămâni întregi.',
      },
      letItRun: {
        en: 'Have the monitor retry failed syncs itself and alert the person responsible for the connection only after three failures in a row or any failed consent sync; that person reads a monthly failure count.',
        ro: 'Lăsați sistemul de monitorizare să reia singur sincronizările eșuate și să alerteze responsabilul doar după trei eșecuri la rând sau la orice sincronizare eșuată a consimțămintelor; responsabilul analizează lunar numărul de erori.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Turn on failure alerts for every data sync between tools',
          ro: 'Activați alertele de eroare pentru fiecare sincronizare dintre instrumente',
        },
        tool: { en: 'Integration tool failure alerts', ro: 'Alertele instrumentului de integrare' },
      },
      start: {
        title: {
          en: 'List your tool connections, with owners and error alerts',
          ro: 'Faceți lista conexiunilor dintre instrumente, cu responsabili și alerte de eroare',
        },
        tool: { en: 'Connection register with owners', ro: 'Registrul conexiunilor, cu responsabili' },
      },
    },
  },
  {
    slug: 'broken-links',
    stem: {
      en: 'Who finds broken links across your website?',
      ro: 'Cine găsește linkurile nefuncționale de pe site?',
    },
    ideal: 'D',
    rationale: {
      en: 'A scheduled crawler checks every page and link each week and reports the broken ones, a sweep no person repeats across hundreds of pages.',
      ro: 'Un program de scanare verifică săptămânal fiecare pagină și fiecare link și raportează ce nu funcționează, o verificare pe care niciun om nu o repetă pe sute de pagini.',
    },
    levers: {
      towardMachine: {
        en: 'Schedule a weekly crawl that files broken links and missing pages as tasks for whoever maintains the website; whoever leads marketing checks each month that the list is shrinking.',
        ro: 'Programați o scanare săptămânală a site-ului care trimite linkurile nefuncționale și paginile lipsă ca sarcini celui care întreține site-ul; persoana care conduce marketingul verifică lunar că lista scade.',
      },
      start: {
        en: 'Run one crawl of your site with a free checker and fix what it finds; broken links lose visitors, waste paid clicks and pull down your search rankings.',
        ro: 'Faceți o scanare a site-ului cu un verificator gratuit și reparați ce găsește; linkurile nefuncționale pierd vizitatori, irosesc clicuri plătite și vă coboară în rezultatele căutărilor.',
      },
      letItRun: {
        en: 'File routine broken links as website tasks without review; campaign landing pages and checkout get a daily check that alerts a named person, and the open-task count must fall monthly.',
        ro: 'Trimiteți linkurile nefuncționale obișnuite ca sarcini pentru site, fără verificare; landing page-urile campaniilor și pagina de finalizare a comenzii au o verificare zilnică ce alertează o persoană desemnată, iar sarcinile deschise trebuie să scadă lunar.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Schedule a weekly crawl that reports broken website links',
          ro: 'Programați o scanare săptămânală care raportează linkurile nefuncționale de pe site',
        },
        tool: { en: 'Scheduled crawler sending fix tasks', ro: 'Program de scanare cu sarcini automate' },
      },
      start: {
        title: {
          en: 'Run one crawl of your site and fix broken links',
          ro: 'Faceți o scanare a site-ului și reparați linkurile nefuncționale',
        },
        tool: { en: 'Free broken-link checker', ro: 'Verificator gratuit de linkuri' },
      },
    },
  },
  {
    slug: 'tool-licences',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who manages user licences for your marketing tools?',
      ro: 'Cine gestionează licențele utilizatorilor în instrumentele de marketing?',
    },
    ideal: 'C',
    rationale: {
      en: 'Single sign-on and usage reports can grant and remove access and flag idle seats automatically; a person approves new seats and access to customer data.',
      ro: 'Autentificarea unică și rapoartele de utilizare pot acorda și retrage accesul și pot semnala automat licențele nefolosite; un om aprobă licențele noi și accesul la datele clienților.',
    },
    levers: {
      towardMachine: {
        en: 'Connect your marketing tools to single sign-on so leavers lose access the day they go, and get a monthly report of idle seats; whoever runs your marketing tools decides which to cancel.',
        ro: 'Conectați instrumentele de marketing la autentificarea unică, ca cei care pleacă să piardă accesul chiar în ziua plecării, și primiți lunar un raport al licențelor nefolosite; responsabilul instrumentelor de marketing decide ce licențe se anulează.',
      },
      towardHuman: {
        en: 'Keep a person on cancellations and on access to customer data: an automatic downgrade can lock a team out mid-campaign, and wrong access is a GDPR breach.',
        ro: 'Păstrați un om la anulări și la accesul la datele clienților: o reducere automată de licențe poate bloca o echipă în mijlocul campaniei, iar un acces greșit este o încălcare GDPR.',
      },
      start: {
        en: 'List every marketing tool with its owner, seats, cost and renewal date; most teams find unused licences and former staff with access at the first review.',
        ro: 'Faceți lista tuturor instrumentelor de marketing, cu responsabil, număr de licențe, cost și dată de reînnoire; majoritatea echipelor găsesc de la prima analiză licențe nefolosite și foști angajați cu acces.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let single sign-on remove leavers’ access to marketing tools',
          ro: 'Lăsați autentificarea unică să retragă accesul celor care pleacă',
        },
        tool: { en: 'Single sign-on and idle-seat report', ro: 'Autentificare unică și raport de licențe' },
      },
      towardHuman: {
        title: {
          en: 'Keep a person on licence cancellations and customer-data access',
          ro: 'Păstrați un om la anularea licențelor și la accesul la datele clienților',
        },
        tool: { en: 'Licence and data-access sign-off log', ro: 'Registru de aprobare a accesului' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'List every marketing tool with owner, seats, cost and renewal',
          ro: 'Faceți lista instrumentelor de marketing, cu responsabil, licențe, cost și reînnoire',
        },
        tool: { en: 'Marketing tool inventory sheet', ro: 'Inventarul instrumentelor de marketing' },
      },
    },
  },
  {
    slug: 'tool-selection',
    stem: {
      en: 'Who chooses new tools for your martech stack?',
      ro: 'Cine alege instrumentele noi de marketing?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI can compare vendors, features and prices in an afternoon, but fit with your processes, data and contracts is a call people must own.',
      ro: 'AI-ul poate compara furnizori, funcții și prețuri într-o după-amiază, dar potrivirea cu procesele, datele și contractele voastre este o decizie pe care și-o asumă oamenii.',
    },
    levers: {
      towardMachine: {
        en: 'Have an AI assistant draft the requirements list and compare five vendors from their documentation; whoever runs your marketing tools checks the claims in demos and trials.',
        ro: 'Cereți unui asistent AI prima variantă a listei de cerințe și o comparație a cinci furnizori din documentația lor; responsabilul instrumentelor de marketing verifică afirmațiile în demonstrații și perioade de probă.',
      },
      towardHuman: {
        en: 'Do not buy on an AI comparison alone: a person checks the integration with your customer records and other tools, the data-processing terms and real users’ reviews before signing.',
        ro: 'Nu cumpărați doar pe baza unei comparații făcute de AI: un om verifică integrarea cu evidența clienților și cu celelalte instrumente, condițiile de prelucrare a datelor și recenziile utilizatorilor reali înainte de semnare.',
      },
      start: {
        en: 'Before the next tool purchase, write down the problem, the must-have integrations and the data it will hold; tools bought without this become unused licences within a year.',
        ro: 'Înaintea următoarei achiziții, scrieți problema, integrările obligatorii și datele pe care le va stoca instrumentul; instrumentele cumpărate fără acest pas devin licențe nefolosite în mai puțin de un an.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI draft tool requirements and compare five vendors',
          ro: 'Lăsați AI-ul să scrie prima variantă a cerințelor și să compare furnizorii',
        },
        tool: { en: 'AI vendor comparison table', ro: 'Comparație de furnizori făcută de AI' },
      },
      towardHuman: {
        title: {
          en: 'Have a person check integrations and data terms before buying',
          ro: 'Cereți unui om să verifice integrările și condițiile de date înainte de semnare',
        },
        tool: { en: 'Pre-purchase checklist for new tools', ro: 'Listă de verificare înainte de achiziție' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write the problem and must-have integrations before buying tools',
          ro: 'Scrieți problema și integrările obligatorii înaintea oricărei achiziții de instrument',
        },
        tool: { en: 'One-page tool requirements brief', ro: 'Fișă de cerințe de o pagină' },
      },
    },
  },
  {
    slug: 'automation-rules',
    stem: {
      en: 'Who designs the rules your automations follow?',
      ro: 'Cine stabilește regulile după care funcționează automatizările?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'The rules encode business decisions (who gets which message, when a send stops, what counts as a lead); AI can sketch the flow, a person owns the logic.',
      ro: 'Regulile traduc decizii de afaceri (cine primește ce mesaj, când se oprește o trimitere, ce contează ca lead); AI-ul poate schița fluxul, dar logica o stabilește un om.',
    },
    levers: {
      towardMachine: {
        en: 'Describe each new flow in plain words and let the automation tool’s AI build it; the flow’s owner tests it on five sample contacts before switching it on.',
        ro: 'Descrieți fiecare flux nou în cuvinte simple și lăsați AI-ul instrumentului de automatizare să-l construiască; responsabilul fluxului îl testează pe cinci contacte de probă înainte de activare.',
      },
      towardHuman: {
        en: 'Do not let AI agents create or change flows on their own: each rule needs a named owner who approves it, or nobody can explain why a message went out.',
        ro: 'Nu lăsați agenții AI să creeze sau să modifice singuri fluxuri: fiecare regulă are nevoie de un responsabil desemnat care o aprobă, altfel nimeni nu poate explica de ce a fost trimis un mesaj.',
      },
      start: {
        en: 'Write your three most repeated tasks as if-then rules, each approved by its owner before it is automated; without written rules, automation copies whatever habits you have today.',
        ro: 'Descrieți cele trei sarcini repetate cel mai des ca reguli „dacă… atunci”, fiecare aprobată de responsabilul ei înainte de a fi automatizată; fără reguli scrise, automatizarea copiază obiceiurile de azi.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let the automation tool’s AI build flows from plain descriptions',
          ro: 'Lăsați AI-ul instrumentului de automatizare să construiască fluxurile din descrieri simple',
        },
        tool: { en: 'Flow description and five-contact test', ro: 'Descriere și test pe cinci contacte' },
      },
      towardHuman: {
        title: {
          en: 'Require a named owner to approve every automation rule',
          ro: 'Cereți ca fiecare regulă de automatizare să fie aprobată de un responsabil',
        },
        tool: { en: 'Automation rule owner sign-off log', ro: 'Registru de aprobare a regulilor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write your three most repeated tasks as if-then rules',
          ro: 'Scrieți ca reguli „dacă… atunci” cele mai frecvente trei sarcini',
        },
        tool: { en: 'If-then rule template', ro: 'Șablon de reguli „dacă… atunci”' },
      },
    },
  },
  {
    slug: 'automation-audit',
    stem: {
      en: 'Who audits what your automations actually do?',
      ro: 'Cine verifică ce fac de fapt automatizările voastre?',
    },
    ideal: 'B',
    rationale: {
      en: 'Logs and AI summaries show what each flow sent and to whom, but judging whether that is still right is the control people keep over the machines.',
      ro: 'Jurnalele și rezumatele AI arată ce a trimis fiecare flux și cui, dar a judeca dacă e încă bine este controlul pe care oamenii îl păstrează asupra mașinilor.',
    },
    levers: {
      towardMachine: {
        en: 'Have AI summarise each automation’s monthly log (volumes, errors, unusual sends) on one page; whoever runs your marketing tools reviews it and switches off what no longer fits.',
        ro: 'Cereți AI-ului să rezume lunar, pe o pagină, jurnalul fiecărei automatizări (volume, erori, trimiteri neobișnuite); responsabilul instrumentelor de marketing îl analizează și oprește ce nu mai are rost.',
      },
      towardHuman: {
        en: 'AI checking AI is no audit: a named person reviews a sample of each flow’s output every quarter, because forgotten flows keep e-mailing customers for years.',
        ro: 'Un AI care verifică alt AI nu face un audit: o persoană desemnată verifică trimestrial un eșantion din rezultatele fiecărui flux, pentru că fluxurile uitate trimit e-mailuri clienților ani întregi.',
      },
      start: {
        en: 'Keep a register of every automation and AI agent with its owner and purpose, and review it quarterly; forgotten flows are where wrong messages and data leaks start.',
        ro: 'Țineți un registru al tuturor automatizărilor și agenților AI, cu responsabilul și scopul fiecăruia, și analizați-l trimestrial; fluxurile uitate sunt sursa mesajelor greșite și a scurgerilor de date.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI summarise each automation’s monthly log on one page',
          ro: 'Lăsați AI-ul să rezume lunar, pe o pagină, jurnalul fiecărei automatizări',
        },
        tool: { en: 'One-page AI log summary', ro: 'Rezumat AI al jurnalului, o pagină' },
      },
      towardHuman: {
        title: {
          en: 'Have a named person sample each automation’s output quarterly',
          ro: 'Cereți unei persoane desemnate să verifice trimestrial, prin eșantionare, fiecare flux',
        },
        tool: { en: 'Quarterly output sample review sheet', ro: 'Fișă de verificare prin eșantionare' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Keep a register of every automation and AI agent',
          ro: 'Țineți un registru al tuturor automatizărilor și agenților AI',
        },
        tool: {
          en: 'Automation register with owners, purpose',
          ro: 'Registrul automatizărilor, cu responsabili',
        },
      },
    },
  },
]);
