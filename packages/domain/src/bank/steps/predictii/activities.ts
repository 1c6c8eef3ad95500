/**
 * PREDICTII: the step's 14 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 15 % human: the ideals are seven C
 * and seven D (machine share 1169 / 14 = 83.5 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'sales-forecast',
    stem: {
      en: 'Who forecasts your sales for the next quarter?',
      ro: 'Cine face prognoza vânzărilor pentru trimestrul următor?',
    },
    ideal: 'C',
    weight: 3,
    rationale: {
      en: 'A model reads open orders, seasonality and history better than any spreadsheet, but budgets and staffing rest on the number, so a person challenges it and signs it off.',
      ro: 'Un model citește comenzile în curs, sezonalitatea și istoricul mai bine decât orice fișier Excel, dar bugetul și angajările depind de cifră, deci un om o verifică și semnează.',
    },
    levers: {
      towardMachine: {
        en: 'Run an AI forecast on your sales history (customer records, shop platform or spreadsheet) beside the manual one for two quarters; its owner adjusts it weekly and notes each change and why.',
        ro: 'Derulați o prognoză AI pe istoricul vânzărilor (evidența clienților, platforma magazinului sau Excel) în paralel cu cea manuală, două trimestre; responsabilul ei o ajustează săptămânal și notează fiecare modificare și motivul.',
      },
      towardHuman: {
        en: 'Keep a named owner who adjusts the model’s forecast for what it cannot see (a key account lost, a price change) and answers for the number.',
        ro: 'Păstrați un responsabil desemnat care ajustează prognoza modelului pentru ce nu vede acesta (un client important pierdut, o schimbare de preț) și răspunde pentru cifră.',
      },
      start: {
        en: 'Start a monthly forecast from your sales history, with your spreadsheet’s forecast function to begin with and a forecasting tool later; without one, budget and staffing decisions rest on last year plus a hopeful percentage.',
        ro: 'Porniți o prognoză lunară din istoricul vânzărilor, la început cu funcția din Excel, apoi cu un instrument de prognoză; fără ea, bugetul și angajările se decid după anul trecut plus un procent optimist.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI forecast next quarter’s sales from your history',
          ro: 'Lăsați AI-ul să estimeze vânzările trimestrului următor din istoricul vostru',
        },
        tool: { en: 'AI forecast beside the manual one', ro: 'Prognoză AI lângă cea manuală' },
      },
      towardHuman: {
        title: {
          en: 'Name an owner to adjust and sign the sales forecast',
          ro: 'Desemnați un responsabil care ajustează prognoza vânzărilor și răspunde pentru cifră',
        },
        tool: { en: 'Forecast adjustment log with reasons', ro: 'Jurnal de ajustări, cu motive' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Start a monthly sales forecast from your sales history',
          ro: 'Porniți o prognoză lunară din istoricul vânzărilor',
        },
        tool: {
          en: 'Forecasting tool or spreadsheet function',
          ro: 'Instrument de prognoză sau funcție Excel',
        },
        cost: 'light',
      },
    },
  },
  {
    slug: 'demand-peaks',
    stem: {
      en: 'Who predicts when demand for your offer will peak?',
      ro: 'Cine anticipează vârfurile de cerere pentru oferta voastră?',
    },
    ideal: 'D',
    rationale: {
      en: 'Season, weather, searches and holidays interact in ways only a model can follow daily, and a small miss only shifts a campaign’s timing.',
      ro: 'Sezonul, vremea, căutările și sărbătorile se influențează reciproc într-un fel pe care doar un model îl poate urmări zilnic, iar o mică eroare mută doar momentul campaniei.',
    },
    levers: {
      towardMachine: {
        en: 'Feed sales history, search trends and your calendar into a demand forecasting tool; whoever plans campaigns compares predicted peaks with actual sales each quarter.',
        ro: 'Introduceți istoricul vânzărilor, tendințele de căutare și calendarul vostru într-un instrument de prognoză a cererii; cel care planifică campaniile compară trimestrial vârfurile prezise cu vânzările reale.',
      },
      start: {
        en: 'Chart two years of weekly sales and let a forecasting tool project the next twelve months; campaigns launched after the peak pay more for fewer buyers.',
        ro: 'Puneți pe un grafic vânzările săptămânale din ultimii doi ani și lăsați un instrument de prognoză să proiecteze următoarele douăsprezece luni; campaniile lansate după vârf plătesc mai mult pentru mai puțini cumpărători.',
      },
      letItRun: {
        en: 'Forecast peaks set campaign dates unchecked; a named person adjusts only for events without history (a launch, a price change), and a week’s sales 20 % off forecast trigger an alert.',
        ro: 'Vârfurile prognozate fixează datele campaniilor fără verificare; o persoană desemnată intervine doar la evenimentele fără istoric (lansare, schimbare de preț), iar o abatere de 20 % a vânzărilor săptămânale față de prognoză declanșează o alertă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a forecasting tool predict your demand peaks',
          ro: 'Lăsați un instrument de prognoză să anticipeze vârfurile de cerere',
        },
        tool: { en: 'Demand forecasting tool', ro: 'Instrument de prognoză a cererii' },
      },
      start: {
        title: {
          en: 'Chart two years of weekly sales for a demand forecast',
          ro: 'Puneți pe grafic vânzările săptămânale pe doi ani pentru prognoza cererii',
        },
        tool: {
          en: 'Weekly sales chart and forecasting tool',
          ro: 'Grafic săptămânal și instrument de prognoză',
        },
      },
    },
  },
  {
    slug: 'lead-scoring',
    appliesWhen: ['sales-team', 'crm'],
    stem: {
      en: 'Who scores each lead’s likelihood to buy?',
      ro: 'Cine acordă fiecărui lead un scor al șansei de cumpărare?',
    },
    ideal: 'C',
    weight: 3,
    risks: ['personal-data', 'bias'],
    rationale: {
      en: 'A model weighs hundreds of signals and rescores every lead daily, beyond any rule set or person; people set the handover threshold and check the scores against closed deals.',
      ro: 'Un model cântărește sute de semnale și recalculează zilnic scorul fiecărui lead, mai bine decât orice regulă fixă; oamenii stabilesc pragul de predare și compară scorurile cu vânzările încheiate.',
    },
    levers: {
      towardMachine: {
        en: 'Replace hand-set lead points with a predictive scoring model trained on your past sales; marketing and whoever sells agree the handover threshold, and one named person compares scores with closed deals quarterly.',
        ro: 'Înlocuiți punctajele fixate manual cu un model predictiv antrenat pe vânzările trecute; marketingul și cei care vând stabilesc împreună pragul de predare, iar o persoană desemnată compară trimestrial scorurile cu vânzările încheiate.',
      },
      towardHuman: {
        en: 'A score nobody checks can quietly drop good buyers or whole groups: marketing and whoever sells set the handover threshold and review a sample of low-scored leads each month.',
        ro: 'Un scor pe care nu-l verifică nimeni poate pierde pe tăcute cumpărători buni sau grupuri întregi: marketingul și cei care vând stabilesc pragul de predare și verifică lunar un eșantion de lead-uri cu scor mic.',
      },
      start: {
        en: 'Score leads with a predictive model trained on your past sales, built into many sales and e-mail tools, and agree one handover threshold with whoever sells; unscored, good leads wait behind the rest.',
        ro: 'Evaluați lead-urile cu un model predictiv antrenat pe vânzările trecute, inclus în multe instrumente de vânzări sau e-mail, și stabiliți un prag de predare cu cei care vând; fără scoruri, lead-urile bune așteaptă după celelalte.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Replace hand-set lead points with predictive lead scoring',
          ro: 'Înlocuiți punctajele manuale ale lead-urilor cu scoruri predictive',
        },
        tool: { en: 'Predictive scoring with handover threshold', ro: 'Scor predictiv, cu prag de predare' },
      },
      towardHuman: {
        title: {
          en: 'Set the lead-score threshold and review low-scored leads monthly',
          ro: 'Stabiliți pragul scorului și verificați lunar lead-urile cu scor mic',
        },
        tool: { en: 'Threshold and monthly low-score sample', ro: 'Prag și eșantion lunar de lead-uri' },
      },
      start: {
        title: {
          en: 'Score leads with a predictive model and agree a threshold',
          ro: 'Evaluați lead-urile cu un model predictiv și stabiliți un prag de predare',
        },
        tool: { en: 'Agreed lead handover threshold', ro: 'Prag de predare a lead-urilor' },
      },
    },
  },
  {
    slug: 'churn-risk',
    stem: {
      en: 'Who predicts which customers are about to stop buying?',
      ro: 'Cine anticipează ce clienți sunt pe cale să plece?',
    },
    ideal: 'D',
    risks: ['personal-data'],
    rationale: {
      en: 'Fewer visits, slower orders and complaints add up to a risk score a model updates daily for every customer, long before a person would notice.',
      ro: 'Vizitele mai rare, comenzile mai lente și reclamațiile dau un scor de risc pe care un model îl actualizează zilnic pentru fiecare client, cu mult înaintea oricărui om.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on churn-risk scores where your customer records live (your customer list, booking or shop platform) and send high-risk customers into a retention flow; one named person checks quarterly how many flagged customers actually left.',
        ro: 'Activați scorurile de risc de plecare în evidența clienților (listă, platformă de programări sau magazin) și trimiteți clienții cu risc mare într-un flux de retenție; o persoană desemnată verifică trimestrial câți au plecat de fapt.',
      },
      start: {
        en: 'Define when a customer counts as lost (for example no order in twice the usual interval) and score everyone monthly; keeping a customer costs far less than winning a new one.',
        ro: 'Stabiliți când un client este pierdut (de exemplu, nicio comandă într-un interval dublu față de cel obișnuit) și calculați lunar scorul fiecăruia; păstrarea unui client costă mult mai puțin decât câștigarea altuia.',
      },
      letItRun: {
        en: 'Except for your top 20 customers by revenue and anyone with an open complaint, whom a named person calls, flagged customers enter the retention flow unreviewed; ten are sampled monthly.',
        ro: 'Cu excepția celor mai valoroși 20 de clienți și a oricui are o reclamație deschisă, pe care îi sună o persoană desemnată, clienții semnalați intră automat în fluxul de retenție; zece sunt verificați lunar.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let churn-risk scores send at-risk customers into retention flows',
          ro: 'Lăsați scorurile de risc să declanșeze fluxuri de retenție pentru clienți',
        },
        tool: { en: 'Churn-risk scores with retention flow', ro: 'Scoruri de risc, flux de retenție' },
      },
      start: {
        title: {
          en: 'Define a lost customer and score churn risk monthly',
          ro: 'Stabiliți când un client e pierdut și calculați lunar riscul de plecare',
        },
        tool: {
          en: 'Lost-customer definition and monthly score',
          ro: 'Definiția clientului pierdut, scor lunar',
        },
      },
    },
  },
  {
    slug: 'repeat-purchase',
    stem: {
      en: 'Who predicts when each customer will buy again?',
      ro: 'Cine prezice când va cumpăra din nou fiecare client?',
    },
    ideal: 'D',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'Each customer’s buying rhythm shows in their own order history; a model rereads it after every order, for thousands of customers, which no person can do.',
      ro: 'Ritmul de cumpărare al fiecărui client reiese din istoricul comenzilor lui, recitit de un model după fiecare comandă, pentru mii de clienți pe care niciun om nu-i poate urmări.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on predicted next-order dates in your shop platform or customer database and time reminders to them; one named person compares predicted and actual reorder dates every quarter.',
        ro: 'Activați în platforma magazinului sau în baza de clienți data estimată a următoarei comenzi și programați mementourile după ea; o persoană desemnată compară trimestrial datele estimate cu cele reale.',
      },
      start: {
        en: 'Measure the usual time between two orders from your sales history, then let a model predict it per customer; a reminder sent too late hands the reorder to a competitor.',
        ro: 'Măsurați din istoricul vânzărilor intervalul obișnuit dintre două comenzi, apoi lăsați un model să-l prezică pentru fiecare client; un memento trimis prea târziu lasă comanda unui concurent.',
      },
      letItRun: {
        en: 'Reminders go out unchecked on predicted reorder dates, except to customers whose last order was returned, who wait for a named person; a monthly report counts reorders per reminder.',
        ro: 'Mementourile pleacă fără verificare la data estimată a următoarei comenzi, cu excepția clienților cu ultima comandă returnată, care așteaptă decizia unei persoane desemnate; un raport lunar numără comenzile aduse de mementouri.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let your tools predict each customer’s next order date',
          ro: 'Lăsați instrumentele să estimeze data următoarei comenzi a fiecărui client',
        },
        tool: {
          en: 'Predicted next-order dates with reminders',
          ro: 'Data estimată a comenzii, cu mementouri',
        },
      },
      start: {
        title: {
          en: 'Measure reorder intervals, then let a model predict them',
          ro: 'Măsurați intervalul dintre comenzi, apoi lăsați un model să-l prezică',
        },
        tool: {
          en: 'Order history with reorder-interval model',
          ro: 'Istoricul comenzilor și un model predictiv',
        },
      },
    },
  },
  {
    slug: 'campaign-forecast',
    stem: {
      en: 'Who forecasts a campaign’s results before it launches?',
      ro: 'Cine estimează rezultatele unei campanii înainte de lansare?',
    },
    ideal: 'C',
    rationale: {
      en: 'Planning tools and models trained on past campaigns predict reach, leads and sales for a plan in minutes, but whoever plans the campaign corrects for what is new in it.',
      ro: 'Instrumentele de planificare și modelele antrenate pe campaniile trecute estimează în câteva minute acoperirea, lead-urile și vânzările unui plan, dar cel care planifică campania corectează ce este nou în el.',
    },
    levers: {
      towardMachine: {
        en: 'Forecast every campaign with your ad platforms’ planners or a model built on past campaigns; the campaign owner adjusts the forecast and compares it with results after launch.',
        ro: 'Estimați fiecare campanie cu instrumentele de planificare ale platformelor de publicitate sau cu un model construit pe campaniile trecute; responsabilul campaniei ajustează estimarea și o compară cu rezultatele după lansare.',
      },
      towardHuman: {
        en: 'Have the campaign owner adjust every forecast for what the model has never seen (a new offer, a new market, a competitor’s launch) before it sets expectations.',
        ro: 'Responsabilul campaniei ajustează fiecare estimare pentru ce modelul nu a mai văzut (o ofertă nouă, o piață nouă, lansarea unui concurent) înainte ca ea să fixeze așteptările.',
      },
      start: {
        en: 'Write down a forecast of leads or sales before each campaign and compare it with the result; without one, no campaign can be called a success or a failure.',
        ro: 'Notați înaintea fiecărei campanii o estimare a lead-urilor sau a vânzărilor și comparați-o cu rezultatul; fără ea, nicio campanie nu poate fi numită reușită sau eșec.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let planning tools forecast every campaign’s results before launch',
          ro: 'Lăsați instrumentele de planificare să estimeze rezultatele fiecărei campanii',
        },
        tool: {
          en: 'Ad platform planners or campaign model',
          ro: 'Instrumente de planificare ale platformelor',
        },
      },
      towardHuman: {
        title: {
          en: 'Have the campaign owner adjust forecasts for what is new',
          ro: 'Cereți responsabilului campaniei să ajusteze estimările pentru ce este nou',
        },
        tool: {
          en: 'Forecast adjustment note: offer, market, competitor',
          ro: 'Notă de ajustare: ofertă, piață, concurent',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write down a forecast before each campaign and compare results',
          ro: 'Notați o estimare înaintea fiecărei campanii și comparați-o cu rezultatul',
        },
        tool: { en: 'Forecast-versus-result campaign log', ro: 'Jurnal: estimare față de rezultat' },
      },
    },
  },
  {
    slug: 'attribution',
    stem: {
      en: 'Who credits sales to the channels that drove them?',
      ro: 'Cine atribuie vânzările canalelor care le-au generat?',
    },
    ideal: 'D',
    weight: 3,
    rationale: {
      en: 'A data-driven attribution model weighs every tracked touch of every buying path each day, while fixed rules such as last click credit whatever came last.',
      ro: 'Un model de atribuire bazat pe date cântărește zilnic fiecare contact urmărit al fiecărui parcurs de cumpărare, pe când regulile fixe, ca ultimul clic, creditează doar ce a venit ultimul.',
    },
    levers: {
      towardMachine: {
        en: 'Move from last-click rules to the data-driven attribution in your analytics and ad platforms; one named person checks it twice a year against a holdout test.',
        ro: 'Treceți de la regula ultimului clic la atribuirea bazată pe date din instrumentul de analiză și din platformele de publicitate; o persoană desemnată o verifică semestrial printr-un test cu grup de control.',
      },
      start: {
        en: 'Make sure every sale can be traced to a source, then turn on the attribution model your analytics tool already includes; without it, budget follows whoever argues loudest.',
        ro: 'Asigurați-vă că fiecare vânzare poate fi legată de o sursă, apoi activați modelul de atribuire inclus deja în instrumentul de analiză; fără el, bugetul merge la cine insistă mai tare.',
      },
      letItRun: {
        en: 'Feed the model’s channel credits into budget reports; an alert sends a named person any channel whose share swings over 30 % in a month, or is under 90 days old.',
        ro: 'Preluați direct în rapoartele de buget ponderile canalelor calculate de model; o alertă semnalează unei persoane desemnate orice canal a cărui pondere variază cu peste 30 % într-o lună sau care are sub 90 de zile.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Switch sales attribution from last click to a data-driven model',
          ro: 'Treceți atribuirea vânzărilor de la ultimul clic la un model bazat pe date',
        },
        tool: { en: 'Data-driven attribution model', ro: 'Model de atribuire bazat pe date' },
      },
      start: {
        title: {
          en: 'Trace every sale to a source and turn on attribution',
          ro: 'Legați fiecare vânzare de o sursă și activați modelul de atribuire',
        },
        tool: {
          en: 'Analytics tool’s built-in attribution model',
          ro: 'Atribuirea inclusă în instrumentul de analiză',
        },
      },
    },
  },
  {
    slug: 'response-curves',
    appliesWhen: ['not-micro'],
    stem: {
      en: 'Who models how each channel’s sales respond to spend?',
      ro: 'Cine modelează răspunsul vânzărilor la bugetul fiecărui canal?',
    },
    ideal: 'C',
    rationale: {
      en: 'A marketing mix model separates each channel’s effect from season and price far better than intuition, but a person must challenge its assumptions about delays and saturation.',
      ro: 'Un model econometric separă efectul fiecărui canal de sezon și de preț mult mai bine decât intuiția, dar ipotezele lui despre întârzieri și saturație trebuie contestate de un om.',
    },
    levers: {
      towardMachine: {
        en: 'Run a free or vendor marketing mix model on two years of weekly spend and sales; before budget decisions, its owner checks it against a holdout test (a region temporarily left without the campaign).',
        ro: 'Derulați un model econometric gratuit sau de la un furnizor pe doi ani de date săptămânale; înaintea deciziilor de buget, responsabilul îl verifică printr-un test cu grup de control (o regiune lăsată temporar fără campanie).',
      },
      towardHuman: {
        en: 'Have one named person challenge every model run: a curve built on too little data or a missed promotion can move a whole channel’s budget the wrong way.',
        ro: 'O persoană desemnată trebuie să conteste fiecare rulare a modelului: o curbă construită pe prea puține date sau o promoție omisă poate muta în direcția greșită bugetul unui canal întreg.',
      },
      start: {
        en: 'Collect two years of weekly spend and sales per channel in one file; it is the data a response model needs, and it turns the yearly budget debate from opinions into evidence.',
        ro: 'Strângeți într-un singur fișier cheltuielile și vânzările săptămânale pe canale din ultimii doi ani; de aceste date are nevoie un model de răspuns, iar discuția anuală despre buget trece de la opinii la dovezi.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Run a marketing mix model on weekly spend and sales',
          ro: 'Derulați un model econometric pe cheltuielile și vânzările săptămânale',
        },
        tool: { en: 'Free or vendor marketing mix model', ro: 'Model econometric, gratuit sau comercial' },
      },
      towardHuman: {
        title: {
          en: 'Challenge every marketing mix model run before budget moves',
          ro: 'Contestați fiecare rulare a modelului econometric înaintea mutărilor de buget',
        },
        tool: {
          en: 'Model assumptions challenge checklist',
          ro: 'Listă de verificare a ipotezelor modelului',
        },
      },
      start: {
        title: {
          en: 'Collect two years of weekly spend and sales per channel',
          ro: 'Strângeți cheltuielile și vânzările săptămânale pe canale din ultimii doi ani',
        },
        tool: { en: 'Weekly spend-and-sales file per channel', ro: 'Fișier Excel cu date pe canale' },
      },
    },
  },
  {
    slug: 'data-questions',
    stem: {
      en: 'Who answers ad hoc questions about your marketing data?',
      ro: 'Cine răspunde la întrebările punctuale despre datele de marketing?',
    },
    ideal: 'C',
    risks: ['personal-data'],
    rationale: {
      en: 'An AI assistant connected to your data answers most one-off questions in seconds, but a person who knows the data checks the answers a decision will rest on.',
      ro: 'Un asistent AI conectat la datele voastre răspunde în câteva secunde la majoritatea întrebărilor punctuale, dar un om care cunoaște datele verifică răspunsurile pe care se va sprijini o decizie.',
    },
    levers: {
      towardMachine: {
        en: 'Connect an AI assistant to your analytics and customer records, with agreed metric definitions; one named person reviews a sample of its answers weekly and corrects the definitions.',
        ro: 'Conectați un asistent AI la instrumentul de analiză și la evidența clienților, cu definiții comune ale indicatorilor; o persoană desemnată verifică săptămânal un eșantion de răspunsuri și corectează definițiile.',
      },
      towardHuman: {
        en: 'Keep a person who knows the data on answers that feed decisions: an assistant that misreads one metric definition gives a confident, wrong number that nobody questions.',
        ro: 'Păstrați un om care cunoaște datele pe răspunsurile care stau la baza deciziilor: un asistent care înțelege greșit definiția unui indicator dă o cifră sigură, dar greșită, pe care nu o contestă nimeni.',
      },
      start: {
        en: 'List the ten data questions asked most often and agree one definition per metric; without them, everyone quotes their own numbers and decisions stall on arguments about the data.',
        ro: 'Faceți lista celor zece întrebări despre date puse cel mai des și stabiliți o singură definiție pentru fiecare indicator; fără ele, fiecare citează alte cifre, iar deciziile se pierd în dispute despre date.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let an AI assistant answer ad hoc marketing data questions',
          ro: 'Lăsați un asistent AI să răspundă la întrebările punctuale despre date',
        },
        tool: { en: 'AI assistant with agreed metric definitions', ro: 'Asistent AI cu definiții comune' },
      },
      towardHuman: {
        title: {
          en: 'Have a person check data answers that feed decisions',
          ro: 'Cereți unui om să verifice răspunsurile din date care stau la baza deciziilor',
        },
        tool: {
          en: 'Sign-off for figures behind decisions',
          ro: 'Aprobarea cifrelor pentru decizii',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Agree one definition per metric for the top ten questions',
          ro: 'Stabiliți câte o definiție pe indicator pentru cele zece întrebări frecvente',
        },
        tool: { en: 'Metric definitions sheet', ro: 'Fișa definițiilor indicatorilor' },
      },
    },
  },
  {
    slug: 'ab-test-analysis',
    stem: {
      en: 'Who analyses the results of your A/B tests?',
      ro: 'Cine analizează rezultatele testelor A/B?',
    },
    ideal: 'D',
    rationale: {
      en: 'Significance, sample size and stopping rules are arithmetic a test engine gets right every time, while people reading dashboards tend to call winners too early.',
      ro: 'Semnificația, mărimea eșantionului și regulile de oprire sunt calcule pe care un motor de testare le face corect mereu, pe când oamenii care citesc dashboarduri declară câștigători prea devreme.',
    },
    levers: {
      towardMachine: {
        en: 'Let your testing tool’s statistics engine call significance, with stopping rules set before launch; the test owner decides what to roll out, and one named person audits three tests a quarter.',
        ro: 'Lăsați motorul statistic al instrumentului de testare să stabilească semnificația, cu reguli de oprire fixate înainte de lansare; responsabilul testului decide ce extindeți, iar o persoană desemnată verifică trei teste pe trimestru.',
      },
      start: {
        en: 'Run your next e-mail or landing page change as an A/B test in a tool that computes significance; changes judged by eye often turn out to be noise.',
        ro: 'Faceți următoarea modificare de e-mail sau de landing page ca test A/B, într-un instrument care calculează semnificația; schimbările judecate din ochi se dovedesc adesea simple fluctuații.',
      },
      letItRun: {
        en: 'On routine tests (subject lines, button text) the winner rolls out automatically; price or offer tests wait for the test owner, and one past winner is re-tested quarterly.',
        ro: 'La testele obișnuite (subiectul e-mailului, textul unui buton), varianta câștigătoare se aplică automat; testele de preț sau de ofertă așteaptă decizia responsabilului, iar în fiecare trimestru un câștigător anterior este testat din nou.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let the testing tool’s statistics engine call A/B test results',
          ro: 'Lăsați motorul statistic să stabilească semnificația testelor A/B',
        },
        tool: {
          en: 'Statistics engine with preset stopping rules',
          ro: 'Motor statistic cu reguli de oprire',
        },
      },
      start: {
        title: {
          en: 'A/B-test your next e-mail or landing page change',
          ro: 'Faceți următoarea modificare de e-mail sau de landing page ca test A/B',
        },
        tool: {
          en: 'Testing tool that computes significance',
          ro: 'Instrument care calculează semnificația',
        },
      },
    },
  },
  {
    slug: 'anomaly-alerts',
    stem: {
      en: 'Who spots unusual swings in your marketing numbers?',
      ro: 'Cine observă variațiile neobișnuite din cifrele de marketing?',
    },
    ideal: 'D',
    rationale: {
      en: 'A model watches every metric, channel and segment every hour against its expected range, where a person scanning a dashboard sees a few numbers a week.',
      ro: 'Un model urmărește în fiecare oră fiecare indicator, canal și segment față de intervalul așteptat, pe când un om care se uită pe dashboard vede câteva cifre pe săptămână.',
    },
    levers: {
      towardMachine: {
        en: 'Turn on the anomaly alerts your analytics tool (and any ad platform you use) offers; whoever leads marketing notes each alert’s cause, and the alerts that prove false are switched off each month.',
        ro: 'Activați alertele de anomalii ale instrumentului de analiză (și ale platformelor de publicitate pe care le folosiți); persoana care conduce marketingul notează cauza fiecărei alerte, iar alertele care se dovedesc false sunt oprite lunar.',
      },
      start: {
        en: 'Set automatic alerts on your five key numbers (sales, leads, cost per lead, conversion rate, site traffic); a broken form found after three weeks costs three weeks of budget.',
        ro: 'Configurați alerte automate pentru cele mai importante cinci cifre (vânzări, lead-uri, cost pe lead, rata de conversie, trafic pe site); un formular defect descoperit după trei săptămâni costă trei săptămâni de buget.',
      },
      letItRun: {
        en: 'Only alerts of a swing over 20 % in spend, sales or leads reach a named person the same day; the rest go, with no action needed, into a digest read each Monday.',
        ro: 'Doar alertele pentru o variație de peste 20 % a cheltuielilor, vânzărilor sau lead-urilor ajung în aceeași zi la o persoană desemnată; restul intră, fără să ceară răspuns, într-un rezumat citit lunea.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Turn on anomaly alerts for every marketing metric',
          ro: 'Activați alertele de anomalii pentru fiecare indicator de marketing',
        },
        tool: { en: 'Anomaly alerts with cause log', ro: 'Alerte de anomalii, jurnal de cauze' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Set automatic alerts on your five key marketing numbers',
          ro: 'Configurați alerte automate pentru cele cinci cifre-cheie de marketing',
        },
        tool: { en: 'Alerts on five key numbers', ro: 'Alerte pe cinci cifre-cheie' },
      },
    },
  },
  {
    slug: 'modelled-conversions',
    stem: {
      en: 'Who estimates the conversions your tracking cannot see?',
      ro: 'Cine estimează conversiile pe care măsurarea nu le vede?',
    },
    ideal: 'D',
    weight: 1,
    rationale: {
      en: 'Refused consent and blocked tracking hide part of every conversion count, and only models trained on the visible share can fill the gap each day.',
      ro: 'Consimțământul refuzat și urmărirea blocată ascund o parte din conversii, iar doar modelele antrenate pe partea vizibilă pot acoperi zilnic golul.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on consent-based conversion modelling in your analytics and ad platforms; one named person compares modelled totals with your recorded orders every month and flags gaps above 10 %.',
        ro: 'Activați modelarea conversiilor pe baza consimțământului în instrumentul de analiză și în platformele de publicitate; o persoană desemnată compară lunar totalurile modelate cu comenzile înregistrate și semnalează diferențele de peste 10 %.',
      },
      start: {
        en: 'Compare last month’s sales or signed clients in your records with the conversions your analytics reports; part of that gap is sales your bidding algorithms never learn from, and modelling estimates it.',
        ro: 'Comparați vânzările sau clienții semnați luna trecută din evidențele voastre cu conversiile raportate de instrumentul de analiză; o parte din diferență înseamnă vânzări din care algoritmii de licitare nu învață, iar modelarea o estimează.',
      },
      letItRun: {
        en: 'Run bidding and reports on modelled totals unchecked; an alert reaches a named person only if the modelled share tops 30 % or the consent rate falls after a banner change.',
        ro: 'Folosiți totalurile modelate în licitare și în rapoarte fără verificare; o persoană desemnată primește o alertă doar dacă partea modelată depășește 30 % sau rata de acceptare scade după ce schimbați fereastra de consimțământ.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Switch on consent-based modelling of untracked conversions',
          ro: 'Activați modelarea conversiilor nemăsurate, pe bază de consimțământ',
        },
        tool: {
          en: 'Conversion modelling with monthly order check',
          ro: 'Modelarea conversiilor, verificată lunar cu comenzile',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Compare recorded orders with tracked conversions, then model the gap',
          ro: 'Comparați comenzile înregistrate cu conversiile măsurate, apoi modelați diferența',
        },
        tool: { en: 'Orders versus analytics comparison sheet', ro: 'Tabel: comenzi față de conversii' },
      },
    },
  },
  {
    slug: 'model-accuracy',
    stem: {
      en: 'Who checks your models’ accuracy against actual results?',
      ro: 'Cine verifică acuratețea modelelor față de rezultatele reale?',
    },
    ideal: 'C',
    weight: 3,
    rationale: {
      en: 'Monitoring tools can compare every prediction with what happened and flag drift, but deciding whether a model is still fit to act on is a job for one named person.',
      ro: 'Instrumentele de monitorizare pot compara fiecare predicție cu ce s-a întâmplat și semnalează deriva, dar decizia dacă un model mai merită folosit îi revine unei persoane desemnate.',
    },
    levers: {
      towardMachine: {
        en: 'Log every model’s predictions next to actual outcomes and set drift alerts; one named person reviews one accuracy report a month and retrains or pauses any model that slips.',
        ro: 'Înregistrați predicțiile fiecărui model alături de rezultatele reale și configurați alerte de derivă; o persoană desemnată citește lunar un raport de acuratețe și actualizează sau oprește orice model care pierde din precizie.',
      },
      towardHuman: {
        en: 'Do not let a model certify itself: one named person signs off each model monthly, because a drifting score or forecast misdirects spend for weeks unnoticed.',
        ro: 'Nu lăsați un model să se certifice singur: o persoană desemnată aprobă lunar fiecare model, pentru că un scor sau o prognoză care deviază direcționează greșit bugetul săptămâni întregi fără ca nimeni să-și dea seama.',
      },
      start: {
        en: 'List every model you rely on, including your ad platforms’ bidding, and record its predictions against actual results monthly; an unchecked model fails quietly.',
        ro: 'Faceți lista tuturor modelelor pe care vă bazați, inclusiv licitarea din platformele de publicitate, și notați lunar predicțiile lor față de rezultatele reale; un model neverificat greșește în tăcere.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Log model predictions against outcomes with automatic drift alerts',
          ro: 'Înregistrați predicțiile modelelor alături de rezultate, cu alerte automate de derivă',
        },
        tool: { en: 'Prediction log with drift alerts', ro: 'Jurnal de predicții, alerte de derivă' },
      },
      towardHuman: {
        title: {
          en: 'Have a named person sign off each model monthly',
          ro: 'Cereți unei persoane desemnate să aprobe lunar fiecare model',
        },
        tool: { en: 'Monthly model sign-off log', ro: 'Registru lunar de aprobare a modelelor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'List the models you rely on and track their accuracy',
          ro: 'Faceți lista modelelor pe care vă bazați și urmăriți-le lunar acuratețea',
        },
        tool: { en: 'Model register with monthly accuracy', ro: 'Registrul modelelor, cu acuratețea lunară' },
      },
    },
  },
  {
    slug: 'bias-check',
    stem: {
      en: 'Who checks whether your targeting and offers treat some groups unfairly?',
      ro: 'Cine verifică dacă țintirea și ofertele voastre tratează nedrept anumite grupuri?',
    },
    ideal: 'C',
    topic: 'bias',
    risks: ['bias'],
    rationale: {
      en: 'Software can compare scores, offers and reach by age, gender and region every month, but judging what is unfair and what to change needs a person.',
      ro: 'Un program poate compara lunar scorurile, ofertele și acoperirea pe vârstă, gen și regiune, dar ce este nedrept și ce trebuie schimbat decide un om.',
    },
    levers: {
      towardMachine: {
        en: 'Add a monthly fairness report to each model that scores or targets people, comparing outcomes by age, gender and region; a named reviewer investigates any gap above a set limit.',
        ro: 'Adăugați un raport lunar de echitate pentru fiecare model care acordă scoruri clienților sau alege cine vede ofertele, cu rezultatele pe vârstă, gen și regiune; un responsabil desemnat investighează orice diferență peste un prag fixat.',
      },
      towardHuman: {
        en: 'A fairness metric is not a verdict: a named person, with a legal or data-protection adviser (in-house or external), decides whether a gap is unfair and which data the model may no longer use.',
        ro: 'Un indicator de echitate nu dă verdictul: o persoană desemnată, cu un consultant juridic sau pe protecția datelor, intern sau extern, decide dacă o diferență e nedreaptă și ce date nu mai poate folosi modelul.',
      },
      start: {
        en: 'Take the model that most decides who sees offers or gets called and compare its results by age, gender and region; skewed targeting can breach equality law and shrink your market.',
        ro: 'Alegeți modelul care decide cel mai mult cine vede ofertele sau cine este sunat și comparați-i rezultatele pe vârstă, gen și regiune; o țintire distorsionată poate încălca legea și vă poate micșora piața.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Add monthly fairness reports to scoring and targeting models',
          ro: 'Adăugați rapoarte lunare de echitate modelelor de scor și de țintire',
        },
        tool: { en: 'Fairness report by age, gender, region', ro: 'Raport pe vârstă, gen și regiune' },
      },
      towardHuman: {
        title: {
          en: 'Have a named person judge each fairness gap',
          ro: 'Cereți unei persoane desemnate să decidă dacă o diferență este nedreaptă',
        },
        tool: {
          en: 'Fairness decision log with legal advice',
          ro: 'Registru de decizii, cu aviz juridic',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Compare your key targeting model’s results by age, gender, region',
          ro: 'Comparați pe vârstă, gen și regiune rezultatele principalului model de țintire',
        },
        tool: { en: 'One-off fairness comparison table', ro: 'Tabel de comparație pe grupuri' },
      },
    },
  },
]);
