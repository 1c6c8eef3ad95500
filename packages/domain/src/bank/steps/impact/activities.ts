/**
 * IMPACT: the step's 14 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 55 % human: the ideals are three A,
 * five B, five C and one D (machine share 600 / 14 = 42.9 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'kpi-choice',
    stem: {
      en: 'Who chooses the KPIs marketing is judged on?',
      ro: 'Cine alege KPI-urile după care este judecat marketingul?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'The KPIs decide what everyone chases all year, so whoever leads marketing must agree them with the owner or leadership and be judged by them.',
      ro: 'KPI-urile decid ce urmăresc toți un an întreg, așa că persoana care conduce marketingul trebuie să le stabilească împreună cu conducerea și să fie judecată după ele.',
    },
    levers: {
      towardHuman: {
        en: 'If a tool’s default metrics became your KPIs, replace them: whoever leads marketing and the owner or leadership pick three to five tied to revenue and margin, and sign the list every year.',
        ro: 'Dacă metricile implicite ale unui instrument au devenit KPI-urile voastre, înlocuiți-le: persoana care conduce marketingul și conducerea aleg trei până la cinci, legate de venituri și marjă, și semnează lista în fiecare an.',
      },
      start: {
        en: 'Agree three to five KPIs with the owner or leadership, each tied to revenue, customers or margin; without them every report measures activity, not results.',
        ro: 'Stabiliți cu conducerea trei până la cinci KPI-uri, fiecare legat de venituri, clienți sau marjă; fără ele, orice raport măsoară activitatea, nu rezultatele.',
      },
      takeAiOut: {
        en: 'Open the yearly KPI meeting with the owner or leadership on your revenue and margin targets, not on an AI-suggested KPI list; last year’s dashboard figures can stay on screen.',
        ro: 'Porniți întâlnirea anuală cu conducerea despre KPI-uri de la țintele de venituri și marjă, nu de la o listă de KPI-uri propusă de AI; cifrele de anul trecut din dashboard pot rămâne pe ecran.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace tool-default metrics with KPIs agreed with leadership',
          ro: 'Înlocuiți metricile implicite ale instrumentelor cu KPI-uri convenite cu conducerea',
        },
        tool: { en: 'Signed yearly KPI list', ro: 'Lista anuală de KPI-uri semnată' },
      },
      start: {
        title: {
          en: 'Agree three to five marketing KPIs with leadership',
          ro: 'Stabiliți cu conducerea trei până la cinci KPI-uri de marketing',
        },
        tool: { en: 'One-page KPI sheet tied to revenue', ro: 'Fișă de KPI-uri legate de venituri' },
      },
    },
  },
  {
    slug: 'kpi-targets',
    stem: {
      en: 'Who sets the yearly target for each marketing KPI?',
      ro: 'Cine stabilește ținta anuală pentru fiecare KPI de marketing?',
    },
    ideal: 'B',
    rationale: {
      en: 'A forecasting tool can propose a realistic target from past results and seasonality; people add the ambition and the budget, and commit to the number.',
      ro: 'Un instrument de prognoză poate propune o țintă realistă din rezultatele trecute și sezonalitate; oamenii adaugă ambiția și bugetul și își asumă cifra.',
    },
    levers: {
      towardMachine: {
        en: 'Have a forecasting tool propose a baseline for each KPI from three years of monthly results and seasonality; whoever leads marketing sets each target against it and notes why it differs.',
        ro: 'Lăsați un instrument de prognoză să propună o țintă de referință pentru fiecare KPI, din rezultatele lunare și sezonalitatea ultimilor trei ani; persoana care conduce marketingul fixează fiecare țintă și notează de ce diferă.',
      },
      towardHuman: {
        en: 'A target a tool calculates only extends last year’s trend: whoever leads marketing sets each one with the owner or leadership, with the budget behind it, and agrees what happens if it is missed.',
        ro: 'O țintă calculată automat doar prelungește tendința anului trecut: persoana care conduce marketingul stabilește fiecare țintă cu conducerea, împreună cu bugetul din spatele ei, și convine ce se întâmplă dacă este ratată.',
      },
      start: {
        en: 'Give each KPI a yearly target and a monthly path to it, built from last year’s numbers; a KPI without a target cannot tell you that you are behind.',
        ro: 'Dați fiecărui KPI o țintă anuală și un traseu lunar până la ea, pornind de la cifrele anului trecut; un KPI fără țintă nu vă spune că sunteți în urmă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a forecasting tool propose a baseline for each KPI',
          ro: 'Lăsați un instrument de prognoză să propună o țintă de referință pe KPI',
        },
        tool: { en: 'Three-year KPI forecast with seasonality', ro: 'Prognoză pe trei ani, cu sezonalitate' },
      },
      towardHuman: {
        title: {
          en: 'Agree each KPI target and its budget with leadership',
          ro: 'Stabiliți cu conducerea fiecare țintă de KPI și bugetul ei',
        },
        tool: { en: 'Target sheet with budget and consequences', ro: 'Fișă de ținte cu bugetul aferent' },
      },
      start: {
        title: {
          en: 'Give each KPI a yearly target and a monthly path',
          ro: 'Dați fiecărui KPI o țintă anuală și un traseu lunar',
        },
        tool: { en: 'Yearly target table with monthly milestones', ro: 'Tabel de ținte anuale și lunare' },
      },
    },
  },
  {
    slug: 'report-assembly',
    stem: {
      en: 'Who collects your marketing numbers into one report?',
      ro: 'Cine adună cifrele de marketing într-un singur raport?',
    },
    ideal: 'D',
    rationale: {
      en: 'Pulling figures from ad platforms, web analytics and your customer records is repetitive copying that connectors do every day, faster and without typing errors.',
      ro: 'Preluarea cifrelor din platformele de publicitate, din analiza web și din evidența clienților este copiere repetitivă pe care conectorii o fac zilnic, mai repede și fără greșeli de tastare.',
    },
    levers: {
      towardMachine: {
        en: 'Connect ad platforms, web analytics and your customer records to a dashboard that refreshes daily; month-end copying stops, and a broken data feed e-mails its named owner the same day.',
        ro: 'Conectați platformele de publicitate, analiza web și baza de clienți la un dashboard actualizat zilnic; copierea de la final de lună dispare, iar o sursă de date întreruptă își alertează responsabilul în aceeași zi.',
      },
      start: {
        en: 'Build one dashboard fed automatically by your advertising, web and sales data; while numbers live in separate tools, every review becomes an argument about which figure is right.',
        ro: 'Construiți un singur dashboard alimentat automat din datele de publicitate, web și vânzări; cât timp cifrele stau în instrumente separate, fiecare analiză devine o dispută despre cifra corectă.',
      },
      letItRun: {
        en: 'Let the connectors fill the report with no one re-checking each figure; a failed feed, or a figure that jumps 30 % overnight, e-mails its named owner.',
        ro: 'Lăsați conectorii să completeze raportul fără ca cineva să reverifice fiecare cifră; un flux de date căzut sau o cifră care sare cu 30 % peste noapte trimite un e-mail responsabilului ei.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Connect ads, analytics and customer records to a daily dashboard',
          ro: 'Conectați la un dashboard zilnic publicitatea, analiza web și baza de clienți',
        },
        tool: { en: 'Auto-refreshing dashboard with feed alerts', ro: 'Dashboard automat cu alerte de date' },
      },
      start: {
        title: {
          en: 'Build one marketing dashboard fed automatically from all sources',
          ro: 'Construiți un singur dashboard de marketing alimentat automat din toate sursele',
        },
        tool: { en: 'Dashboard tool with data connectors', ro: 'Dashboard cu conectori de date' },
      },
    },
  },
  {
    slug: 'funnel-conversion',
    stem: {
      en: 'Who tracks conversion rates between your funnel stages?',
      ro: 'Cine urmărește conversia dintre etapele pâlniei de vânzare?',
    },
    ideal: 'C',
    weight: 3,
    rationale: {
      en: 'Automation computes every stage’s rate daily and flags drops past a threshold a person sets; people keep the stage definitions right and review the alerts each week.',
      ro: 'Automatizarea calculează zilnic rata fiecărei etape și semnalează scăderile peste un prag stabilit de un om; oamenii țin corecte definițiile etapelor și verifică săptămânal alertele.',
    },
    levers: {
      towardMachine: {
        en: 'Compute stage-to-stage conversion automatically from web and sales data, with an alert when a rate falls 20 % below its four-week average; whoever leads marketing reviews alerts every Monday.',
        ro: 'Calculați automat conversia de la o etapă la alta din datele web și de vânzări, cu alertă când o rată scade cu 20 % sub media ultimelor patru săptămâni; persoana care conduce marketingul verifică alertele lunea.',
      },
      towardHuman: {
        en: 'Automated rates are only as good as the stage definitions: whoever leads marketing checks monthly that a lead, an opportunity and a customer still mean what marketing and whoever sells agreed.',
        ro: 'Ratele calculate automat sunt la fel de bune ca definițiile etapelor: persoana care conduce marketingul verifică lunar dacă lead-ul, oportunitatea și clientul înseamnă încă ce au convenit marketingul și cine vinde.',
      },
      start: {
        en: 'Write down your four or five funnel stages and report the conversion between them weekly from your analytics and customer records; without it you cannot tell whether traffic, leads or closing is broken.',
        ro: 'Notați cele patru sau cinci etape ale pâlniei de vânzare și raportați săptămânal conversia dintre ele, din analiza web și evidența clienților; fără asta nu știți dacă problema e traficul, lead-urile sau închiderea vânzării.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Compute funnel conversion automatically, with alerts on sharp drops',
          ro: 'Calculați automat conversia între etapele pâlniei, cu alerte la scăderi',
        },
        tool: { en: 'Conversion report with drop alerts', ro: 'Raport de conversie cu alerte' },
      },
      towardHuman: {
        title: {
          en: 'Check the funnel stage definitions with whoever sells monthly',
          ro: 'Verificați lunar cu cine vinde definițiile etapelor pâlniei',
        },
        tool: { en: 'Agreed funnel stage definitions sheet', ro: 'Fișa definițiilor etapelor convenite' },
      },
      start: {
        title: {
          en: 'Define your funnel stages and report weekly conversion between them',
          ro: 'Definiți etapele pâlniei de vânzare și raportați săptămânal conversia dintre ele',
        },
        tool: { en: 'Written stages and weekly conversion report', ro: 'Etape scrise și raport săptămânal' },
      },
    },
  },
  {
    slug: 'acquisition-cost',
    stem: {
      en: 'Who tracks your cost per new customer by channel?',
      ro: 'Cine urmărește costul pe client nou, pe fiecare canal?',
    },
    ideal: 'C',
    rationale: {
      en: 'Spend and new customers per channel sit in systems a tool can join daily; a person checks that outside fees and offline costs are counted.',
      ro: 'Cheltuielile și clienții noi pe canal stau în sisteme pe care un instrument le poate lega zilnic; un om verifică dacă sunt incluse onorariile externe și costurile offline.',
    },
    levers: {
      towardMachine: {
        en: 'Join ad spend and new customers from your customer records automatically into a weekly cost-per-customer view by channel; each month one named person adds outside fees and offline costs and checks the totals.',
        ro: 'Legați automat cheltuielile de publicitate și clienții noi din baza de clienți într-o situație săptămânală a costului pe client, pe canal; o persoană desemnată adaugă lunar onorariile externe și costurile offline și verifică totalurile.',
      },
      towardHuman: {
        en: 'Automated cost per customer usually counts only the media bought: have one named person add fees, tools and time spent monthly, or channels look cheaper than they are.',
        ro: 'Costul pe client calculat automat include de obicei doar spațiul de publicitate cumpărat: o persoană desemnată adaugă lunar onorariile, instrumentele și timpul lucrat, altfel canalele par mai ieftine decât sunt.',
      },
      start: {
        en: 'Divide last quarter’s spend on each channel, fees included, by the new customers it brought; a low cost per click often hides a high cost per customer.',
        ro: 'Împărțiți cheltuielile de trimestrul trecut pe fiecare canal, cu onorarii cu tot, la clienții noi aduși; un cost mic pe clic ascunde des un cost mare pe client.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Automate a weekly cost-per-new-customer view by channel',
          ro: 'Automatizați o situație săptămânală a costului pe client nou, pe canal',
        },
        tool: {
          en: 'Spend and customer-record join by channel',
          ro: 'Legătură automată între cheltuieli și clienți',
        },
      },
      towardHuman: {
        title: {
          en: 'Add fees, tools and time spent to acquisition cost',
          ro: 'Includeți onorariile, instrumentele și timpul lucrat în costul pe client',
        },
        tool: { en: 'Fees, tools and time-spent sheet', ro: 'Fișă lunară: onorarii, instrumente, timp' },
      },
      start: {
        title: {
          en: 'Calculate last quarter’s cost per new customer for each channel',
          ro: 'Calculați costul pe client nou al trimestrului trecut, pe fiecare canal',
        },
        tool: { en: 'Channel cost-per-customer worksheet', ro: 'Tabel cu costul pe canal' },
      },
    },
  },
  {
    slug: 'lifetime-value',
    stem: {
      en: 'Who calculates how much a customer is worth over time?',
      ro: 'Cine calculează cât valorează un client în timp?',
    },
    ideal: 'C',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'Purchase history makes lifetime value a sum a tool repeats every month, once marketing and the owner or leadership have agreed which margin and time span it uses.',
      ro: 'Istoricul de cumpărare face din valoarea în timp a clientului un calcul pe care un instrument îl repetă lunar, după ce marketingul și conducerea au convenit marja și orizontul.',
    },
    levers: {
      towardMachine: {
        en: 'Have a reporting tool or your online shop calculate lifetime value by acquisition channel each month from order data; whoever keeps the accounts checks the margin and time span used once a quarter.',
        ro: 'Cereți unui instrument de raportare sau magazinului online să calculeze lunar valoarea în timp a clientului, pe canal de achiziție, din datele comenzilor; cine ține contabilitatea verifică trimestrial marja și orizontul folosite.',
      },
      towardHuman: {
        en: 'Keep a person owning the formula: a tool that uses revenue instead of margin, or counts returns as sales, inflates the value and justifies overspending on acquisition.',
        ro: 'Lăsați formula în grija unui om: un instrument care folosește venitul în loc de marjă sau numără retururile drept vânzări umflă valoarea și justifică cheltuieli prea mari pe achiziție.',
      },
      start: {
        en: 'Calculate the average margin a customer brings over three years, by the channel that brought them; without it you cannot say how much a new customer may cost.',
        ro: 'Calculați marja medie adusă de un client în trei ani, pe canalul prin care a venit; fără ea nu puteți spune cât are voie să coste un client nou.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a reporting tool calculate lifetime value by channel monthly',
          ro: 'Lăsați un instrument de raportare să calculeze lunar valoarea în timp, pe canal',
        },
        tool: { en: 'Lifetime-value report by channel', ro: 'Raport lunar de valoare în timp' },
      },
      towardHuman: {
        title: {
          en: 'Name a person who owns the lifetime value formula',
          ro: 'Desemnați un om care răspunde de formula valorii în timp a clientului',
        },
        tool: {
          en: 'Written lifetime-value formula on margin',
          ro: 'Formulă scrisă, pe marjă, fără retururi',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Calculate each channel’s average three-year margin per customer',
          ro: 'Calculați marja medie adusă de un client în trei ani, pe canal',
        },
        tool: { en: 'Three-year customer margin calculation', ro: 'Calcul de marjă pe trei ani' },
      },
    },
  },
  {
    slug: 'result-explanation',
    stem: {
      en: 'Who explains why a result went up or down?',
      ro: 'Cine explică de ce un rezultat a crescut sau a scăzut?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'AI can list what changed at the same time, but telling cause from coincidence takes someone who knows the market, the season and what was done.',
      ro: 'AI-ul poate enumera ce s-a schimbat în aceeași perioadă, dar cauza se deosebește de coincidență doar de cineva care cunoaște piața, sezonul și ce ați făcut.',
    },
    levers: {
      towardMachine: {
        en: 'When a KPI moves more than 10 %, have an AI tool list what changed that week across channels, prices and the website; a person tests the two likeliest causes before reporting.',
        ro: 'Când un KPI se mișcă cu peste 10 %, cereți unui instrument AI lista schimbărilor din acea săptămână pe canale, prețuri și site; un om verifică cele mai probabile două cauze înainte de raportare.',
      },
      towardHuman: {
        en: 'An AI explanation is a correlation until tested: confirm each cause with a second data source or with whoever sells before it goes into any report.',
        ro: 'O explicație dată de AI rămâne o corelație până este verificată: confirmați fiecare cauză cu o a doua sursă de date sau cu cine vinde, înainte să intre într-un raport.',
      },
      start: {
        en: 'For every KPI that misses or beats its target by 10 %, write two lines on the cause; results nobody explains lead to budget cuts in the wrong place.',
        ro: 'Pentru fiecare KPI care ratează sau depășește ținta cu 10 %, scrieți două rânduri despre cauză; rezultatele pe care nu le explică nimeni duc la tăieri de buget în locul greșit.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI list what changed whenever a KPI moves sharply',
          ro: 'Lăsați AI-ul să enumere ce s-a schimbat când un KPI variază mult',
        },
        tool: { en: 'AI change list for KPI swings', ro: 'Listă AI a schimbărilor săptămânii' },
      },
      towardHuman: {
        title: {
          en: 'Confirm each AI-suggested cause with a second source',
          ro: 'Confirmați cu o a doua sursă fiecare cauză propusă de AI',
        },
        tool: { en: 'Cause check against a second source', ro: 'Verificare cu o a doua sursă' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Explain in two lines each KPI that strays from target',
          ro: 'Explicați în două rânduri fiecare KPI care se abate de la țintă',
        },
        tool: { en: 'Two-line cause note per KPI', ro: 'Notă de cauză în două rânduri' },
      },
    },
  },
  {
    slug: 'revenue-contribution',
    appliesWhen: ['not-micro'],
    stem: {
      en: 'Who agrees with finance what revenue marketing brought in?',
      ro: 'Cine convine cu directorul financiar ce venituri a adus marketingul?',
    },
    ideal: 'A',
    rationale: {
      en: 'Which revenue counts as marketing’s is a rule whoever leads marketing and whoever keeps the accounts must agree, reading sales by source, or nobody believes the figure.',
      ro: 'Ce venituri se atribuie marketingului este o regulă pe care o convin persoana care conduce marketingul și cine ține contabilitatea, citind vânzările pe surse, altfel nimeni nu crede cifra.',
    },
    levers: {
      towardHuman: {
        en: 'A revenue figure a tool produces alone gets ignored in budget talks: whoever leads marketing and whoever keeps the accounts agree each year what counts as revenue from marketing and sign the definition.',
        ro: 'O cifră de venituri produsă doar de un instrument este ignorată la discuțiile de buget: persoana care conduce marketingul și cine ține contabilitatea convin anual ce înseamnă venit adus de marketing și semnează definiția.',
      },
      start: {
        en: 'Agree one written rule with whoever keeps the accounts for the revenue marketing brings in, then report it monthly; without it marketing is seen as a cost, the first line to cut.',
        ro: 'Stabiliți cu cine ține contabilitatea o regulă scrisă pentru veniturile aduse de marketing și raportați-le lunar; fără ea, marketingul este văzut ca un cost, prima linie care se taie.',
      },
      takeAiOut: {
        en: 'Use the attribution tool’s touchpoint data but not its suggested revenue split: whoever leads marketing agrees the split with whoever keeps the accounts, checking ten invoices each quarter.',
        ro: 'Folosiți datele despre punctele de contact din instrumentul de atribuire, dar nu și împărțirea veniturilor pe care o propune: persoana care conduce marketingul stabilește împărțirea cu cine ține contabilitatea, verificând trimestrial zece facturi.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Sign the marketing revenue definition with whoever keeps the accounts',
          ro: 'Semnați cu cine ține contabilitatea definiția venitului adus de marketing',
        },
        tool: { en: 'Signed revenue definition', ro: 'Definiție semnată a venitului' },
      },
      start: {
        title: {
          en: 'Agree a marketing revenue rule and report it monthly',
          ro: 'Stabiliți regula veniturilor din marketing și raportați-le lunar',
        },
        tool: { en: 'Monthly marketing revenue report', ro: 'Raport lunar al veniturilor din marketing' },
      },
    },
  },
  {
    slug: 'budget-tracking',
    stem: {
      en: 'Who tracks marketing spend against the budget?',
      ro: 'Cine urmărește cheltuielile de marketing față de buget?',
    },
    ideal: 'C',
    rationale: {
      en: 'Spend from ad platforms and invoices can be matched to budget lines automatically, while a person adds signed commitments and decides what to do about overruns.',
      ro: 'Cheltuielile din platformele de publicitate și din facturi pot fi puse automat în dreptul liniilor de buget, iar un om adaugă contractele semnate și decide ce face cu depășirile.',
    },
    levers: {
      towardMachine: {
        en: 'Feed ad platform spend and accounting invoices into a weekly budget-versus-actual view by line; one named person adds signed contracts and reviews gaps over 10 % with the owner or leadership monthly.',
        ro: 'Aduceți cheltuielile din platformele de publicitate și facturile din contabilitate într-o situație săptămânală buget-realizat, pe linii; o persoană desemnată adaugă contractele semnate și analizează lunar cu conducerea abaterile de peste 10 %.',
      },
      towardHuman: {
        en: 'Automated tracking sees only what is billed: have a person add contracts signed but not yet invoiced each month, and decide what to cut when a line runs over.',
        ro: 'Urmărirea automată vede doar ce s-a facturat: un om adaugă lunar contractele semnate pentru care nu a sosit încă factura și decide ce se taie când o linie depășește bugetul.',
      },
      start: {
        en: 'Keep one monthly table of budget, spent and committed for each line, updated automatically from invoices; overspending found at year-end can no longer be fixed.',
        ro: 'Țineți un tabel lunar cu bugetul, cheltuiala și sumele angajate pe fiecare linie, actualizat automat din facturi; depășirile descoperite la final de an nu mai pot fi corectate.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Feed ad spend and invoices into a weekly budget-versus-actual view',
          ro: 'Aduceți automat cheltuielile și facturile într-o situație săptămânală buget-realizat',
        },
        tool: { en: 'Budget-versus-actual view by line', ro: 'Situație buget-realizat pe linii' },
      },
      towardHuman: {
        title: {
          en: 'Have a person add signed contracts and decide budget cuts',
          ro: 'Cereți unui om să adauge contractele semnate și să decidă tăierile',
        },
        tool: {
          en: 'Monthly commitments and overrun review',
          ro: 'Analiză lunară a angajamentelor și depășirilor',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Track budget, spend and commitments per line in one table',
          ro: 'Urmăriți într-un tabel bugetul, cheltuielile și angajamentele pe fiecare linie',
        },
        tool: { en: 'Monthly budget table fed from invoices', ro: 'Tabel lunar alimentat din facturi' },
      },
    },
  },
  {
    slug: 'satisfaction',
    stem: {
      en: 'Who measures customer satisfaction after each purchase?',
      ro: 'Cine măsoară satisfacția clienților după fiecare achiziție?',
    },
    ideal: 'C',
    risks: ['personal-data'],
    rationale: {
      en: 'Sending the survey after each purchase and scoring the answers is routine automation, but someone must read the complaints and deal with unhappy customers.',
      ro: 'Trimiterea chestionarului după fiecare achiziție și calculul scorului sunt automatizare de rutină, dar cineva trebuie să citească plângerile și să se ocupe de clienții nemulțumiți.',
    },
    levers: {
      towardMachine: {
        en: 'Trigger a two-question survey automatically after each purchase and let AI group the comments by theme monthly; one named person reads every low score each week.',
        ro: 'Declanșați automat un chestionar de două întrebări după fiecare achiziție și lăsați AI-ul să grupeze lunar comentariile pe teme; o persoană desemnată citește săptămânal fiecare scor mic.',
      },
      towardHuman: {
        en: 'A score nobody reads changes nothing: name one person who calls unhappy customers within 48 hours and takes the top three complaints to the monthly review.',
        ro: 'Un scor pe care nu-l citește nimeni nu schimbă nimic: desemnați o persoană care sună clienții nemulțumiți în 48 de ore și duce primele trei plângeri în analiza lunară.',
      },
      start: {
        en: 'Send one question automatically after each purchase, how likely customers are to recommend you from 0 to 10; a falling score warns you before repeat sales fall.',
        ro: 'Trimiteți automat, după fiecare achiziție, o singură întrebare: cât de probabil este să vă recomande, de la 0 la 10; un scor în scădere vă avertizează înainte să scadă vânzările repetate.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Send post-purchase satisfaction surveys automatically, with AI-grouped comments',
          ro: 'Trimiteți automat chestionarul de satisfacție după achiziție, cu comentariile grupate de AI',
        },
        tool: { en: 'Post-purchase survey with AI theme grouping', ro: 'Chestionar automat, grupat pe teme' },
      },
      towardHuman: {
        title: {
          en: 'Name one person to call unhappy customers within 48 hours',
          ro: 'Desemnați o persoană care îi sună pe clienții nemulțumiți în 48 de ore',
        },
        tool: { en: 'Unhappy-customer call list', ro: 'Listă de apeluri către clienți nemulțumiți' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Send one automatic recommend question after each purchase',
          ro: 'Trimiteți automat o întrebare de recomandare după fiecare achiziție',
        },
        tool: { en: 'One-question 0–10 recommendation survey', ro: 'Întrebare de recomandare, scor 0–10' },
      },
    },
  },
  {
    slug: 'campaign-review',
    stem: {
      en: 'Who runs the review after each major campaign?',
      ro: 'Cine conduce analiza fiecărei campanii importante după încheierea ei?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI can gather the numbers and comments into a first summary, but the lessons have to come from the people who made the choices.',
      ro: 'AI-ul poate aduna cifrele și comentariile într-un prim rezumat, dar lecțiile le trag oamenii care au luat deciziile.',
    },
    levers: {
      towardMachine: {
        en: 'Have an AI tool compile each campaign’s results against its brief, with comments from everyone involved, into a two-page pack; whoever ran the campaign corrects it before the review.',
        ro: 'Cereți unui instrument AI să adune într-un document de două pagini rezultatele campaniei față de brief, cu comentariile tuturor celor implicați; cine a condus campania îl corectează înaintea analizei.',
      },
      towardHuman: {
        en: 'A generated summary says what happened, not what to change: hold a one-hour review where everyone who worked on the campaign agrees three lessons and an owner for each.',
        ro: 'Un rezumat generat spune ce s-a întâmplat, nu ce trebuie schimbat: țineți o oră de analiză în care toți cei care au lucrat la campanie convin trei lecții și câte un responsabil pentru fiecare.',
      },
      start: {
        en: 'Hold a one-hour review within two weeks of each major campaign: results against the brief, what worked, three lessons; otherwise the next campaign repeats the same mistakes.',
        ro: 'Țineți o oră de analiză în cel mult două săptămâni după fiecare campanie importantă: rezultate față de brief, ce a mers, trei lecții; altfel următoarea campanie repetă aceleași greșeli.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI compile a two-page results pack for each campaign',
          ro: 'Lăsați AI-ul să adune rezultatele fiecărei campanii într-un document de două pagini',
        },
        tool: { en: 'Two-page campaign results pack', ro: 'Document de analiză de două pagini' },
      },
      towardHuman: {
        title: {
          en: 'Agree three campaign lessons, each with a named owner',
          ro: 'Stabiliți trei lecții ale campaniei, fiecare cu un responsabil',
        },
        tool: { en: 'Lessons log with owners', ro: 'Jurnal de lecții cu responsabili' },
      },
      start: {
        title: {
          en: 'Review each major campaign within two weeks of its end',
          ro: 'Analizați fiecare campanie importantă în cel mult două săptămâni după încheiere',
        },
        tool: { en: 'One-hour campaign review agenda', ro: 'Agenda analizei de campanie, o oră' },
      },
    },
  },
  {
    slug: 'incrementality',
    stem: {
      en: 'Who checks whether a campaign’s sales would have happened anyway?',
      ro: 'Cine verifică dacă vânzările unei campanii ar fi venit oricum?',
    },
    ideal: 'B',
    weight: 1,
    rationale: {
      en: 'Tools can run a holdout and compute the lift, but choosing the comparison group and judging whether the result is believable stay with a person.',
      ro: 'Instrumentele pot rula testul cu grup de control și pot calcula diferența, dar alegerea grupului de comparație și judecata dacă rezultatul este credibil rămân la un om.',
    },
    levers: {
      towardMachine: {
        en: 'Use your ad platforms’ lift-test or regional holdout tools to measure extra sales; a person fixes the holdout size beforehand and checks the result against your own sales records.',
        ro: 'Folosiți instrumentele platformelor de publicitate pentru teste cu grup de control sau pe regiuni; un om stabilește dinainte mărimea grupului și verifică rezultatul față de propriile vânzări.',
      },
      towardHuman: {
        en: 'A platform’s lift report grades its own homework: have a person design the test, keep the control group untouched and compare the result with your own sales data.',
        ro: 'Raportul de efect al unei platforme își evaluează propria muncă: un om proiectează testul, păstrează neatins grupul de control și compară rezultatul cu datele voastre de vânzări.',
      },
      start: {
        en: 'On your next large campaign, keep one region or 10 % of the audience out and compare sales; otherwise you pay for customers who would have bought anyway.',
        ro: 'La următoarea campanie mare, lăsați deoparte o regiune sau 10 % din public și comparați vânzările; altfel plătiți pentru clienți care ar fi cumpărat oricum.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Use platform lift tests to measure a campaign’s extra sales',
          ro: 'Măsurați vânzările suplimentare ale campaniilor cu testele de control ale platformelor',
        },
        tool: { en: 'Platform lift test or regional holdout', ro: 'Test cu grup de control' },
      },
      towardHuman: {
        title: {
          en: 'Have a person, not the platform, design the holdout test',
          ro: 'Cereți unui om, nu platformei, să proiecteze testul cu grup de control',
        },
        tool: { en: 'Test design sheet with control group', ro: 'Planul testului și grupul de control' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Hold out a region in your next campaign, compare sales',
          ro: 'Lăsați deoparte o regiune la următoarea campanie mare și comparați vânzările',
        },
        tool: { en: 'Regional holdout comparison', ro: 'Comparație cu regiunea de control' },
      },
    },
  },
  {
    slug: 'ai-roi',
    stem: {
      en: 'Who measures the return on your AI tool spending?',
      ro: 'Cine măsoară ce aduc banii cheltuiți pe instrumente AI?',
    },
    ideal: 'B',
    topic: 'ai-roi',
    rationale: {
      en: 'Automation can pull each AI tool’s cost and usage and compute cost per task, but whether saved hours became better work is for whoever holds the budget to judge.',
      ro: 'Automatizarea poate aduna costul și utilizarea fiecărui instrument AI și poate calcula costul pe sarcină, dar dacă orele economisite au devenit muncă mai bună judecă cine răspunde de buget.',
    },
    levers: {
      towardMachine: {
        en: 'Pull seat use and cost from each AI tool’s admin console into a monthly dashboard that computes cost per task from logged time; whoever holds the budget reviews every tool quarterly.',
        ro: 'Aduceți lunar utilizarea licențelor și costul din consola de administrare a fiecărui instrument AI într-un dashboard care calculează costul pe sarcină din timpul înregistrat; cine răspunde de buget revizuiește trimestrial fiecare instrument.',
      },
      towardHuman: {
        en: 'Vendor reports show logins, not value: each quarter whoever leads marketing compares every AI tool’s cost with hours saved and output quality, and cancels what does not pay back.',
        ro: 'Rapoartele furnizorilor arată autentificări, nu valoare: în fiecare trimestru, persoana care conduce marketingul compară costul fiecărui instrument AI cu orele economisite și calitatea rezultatelor și renunță la ce nu se amortizează.',
      },
      start: {
        en: 'List every AI tool you pay for, its yearly cost and the task it serves, then time that task for a month; otherwise AI spending grows on enthusiasm, not results.',
        ro: 'Faceți lista instrumentelor AI plătite, cu costul anual și sarcina pentru care le folosiți, apoi cronometrați sarcina timp de o lună; altfel cheltuielile cu AI cresc din entuziasm, nu din rezultate.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Feed AI tool costs and seat use into a dashboard',
          ro: 'Aduceți lunar în dashboard costul și utilizarea licențelor fiecărui instrument AI',
        },
        tool: { en: 'AI cost dashboard from admin consoles', ro: 'Dashboard cu costurile instrumentelor AI' },
      },
      towardHuman: {
        title: {
          en: 'Cancel AI tools that don’t pay back, each quarter',
          ro: 'Renunțați trimestrial la instrumentele AI care nu se amortizează',
        },
        tool: {
          en: 'Quarterly AI tool value review',
          ro: 'Analiză trimestrială a valorii instrumentelor AI',
        },
      },
      start: {
        title: {
          en: 'List paid AI tools and time the tasks they serve',
          ro: 'Faceți lista instrumentelor AI plătite și cronometrați sarcinile pentru care le folosiți',
        },
        tool: { en: 'AI tool cost and time log', ro: 'Registru de costuri și timpi AI' },
      },
    },
  },
  {
    slug: 'leadership-reporting',
    appliesWhen: ['not-micro'],
    stem: {
      en: 'Who presents marketing’s results to your leadership team?',
      ro: 'Cine prezintă conducerii rezultatele marketingului?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Leaders trust results from the person accountable for them and takes hard questions on the spot, which no generated deck can do.',
      ro: 'Conducerea are încredere în rezultatele prezentate de cel care dă socoteală pentru ele și primește pe loc întrebări grele, lucru pe care nicio prezentare generată nu-l poate face.',
    },
    levers: {
      towardHuman: {
        en: 'Stop sending the auto-generated report as the update: each quarter whoever leads marketing presents three results, one miss and the next decision, and takes questions.',
        ro: 'Nu mai trimiteți raportul generat automat drept informare: în fiecare trimestru, persoana care conduce marketingul prezintă trei rezultate, o țintă ratată și următoarea decizie și răspunde la întrebări.',
      },
      start: {
        en: 'Book a quarterly 30-minute slot where whoever leads marketing presents results against targets to leadership; without it, leaders judge marketing by whatever they happen to see.',
        ro: 'Programați trimestrial 30 de minute în care persoana care conduce marketingul prezintă conducerii rezultatele față de ținte; fără ele, conducerea judecă marketingul după ce vede întâmplător.',
      },
      takeAiOut: {
        en: 'Charts exported from your dashboards can fill the deck, but the commentary is no longer AI-written: whoever leads marketing writes the three headline sentences before each quarterly meeting.',
        ro: 'Graficele exportate din dashboarduri pot umple prezentarea, dar comentariul nu mai e scris de AI: persoana care conduce marketingul scrie cele trei fraze principale înaintea fiecărei întâlniri trimestriale.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace auto-reports to leadership with a quarterly presentation',
          ro: 'Înlocuiți raportul automat către conducere cu o prezentare trimestrială',
        },
        tool: {
          en: 'Results, miss and decision slide outline',
          ro: 'Schiță de prezentare: rezultate, ratare, decizie',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Book a quarterly 30-minute results slot with leadership',
          ro: 'Programați trimestrial 30 de minute cu conducerea pentru rezultate',
        },
        tool: {
          en: 'Quarterly results-against-targets briefing',
          ro: 'Prezentare trimestrială față de ținte',
        },
      },
    },
  },
]);
