/**
 * DECIZIE: the step's 13 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 75 % human: the ideals are six A,
 * five B and two C (machine share 299 / 13 = 23.0 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'yearly-priorities',
    stem: {
      en: 'Who chooses your marketing priorities for the year?',
      ro: 'Cine alege prioritățile de marketing ale anului?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Priorities also fix what you will not do this year, and only the people who will be held to them can make that trade.',
      ro: 'Prioritățile stabilesc și ce nu faceți anul acesta, iar acest compromis îl pot face doar cei care vor răspunde pentru ele.',
    },
    levers: {
      towardHuman: {
        en: 'If a tool ranks initiatives, take the choice back: in a planning session, whoever leads marketing and the owner or leadership choose three priorities from the results and write down what they drop.',
        ro: 'Dacă un instrument ordonează inițiativele, luați alegerea înapoi: într-o sesiune de planificare, persoana care conduce marketingul și conducerea aleg trei priorități pe baza rezultatelor și notează la ce renunță.',
      },
      start: {
        en: 'Hold a half-day session to pick three priorities for the year and name what you will not do; without them, every request looks urgent.',
        ro: 'Organizați o sesiune de o jumătate de zi în care alegeți trei priorități pentru anul acesta și numiți ce nu veți face; fără ele, orice cerere pare urgentă.',
      },
      takeAiOut: {
        en: 'Bring last year’s results and the budget to the planning session, not an AI-proposed shortlist of priorities; whoever leads marketing and the owner or leadership list the options themselves.',
        ro: 'Aduceți la sesiunea de planificare rezultatele anului trecut și bugetul, nu o listă scurtă de priorități propusă de AI; persoana care conduce marketingul și conducerea fac singure lista de opțiuni.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have people, not a tool, choose the yearly priorities',
          ro: 'Lăsați oamenii, nu un instrument, să aleagă prioritățile anului',
        },
        tool: {
          en: 'Planning session agenda with drop list',
          ro: 'Agenda planificării, cu lista renunțărilor',
        },
      },
      start: {
        title: {
          en: 'Choose this year’s three marketing priorities in a half-day session',
          ro: 'Alegeți trei priorități de marketing pentru anul acesta, într-o jumătate de zi',
        },
        tool: { en: 'Priorities and not-to-do list', ro: 'Lista priorităților și a renunțărilor' },
      },
    },
  },
  {
    slug: 'budget-split',
    stem: {
      en: 'Who splits the yearly budget across programmes?',
      ro: 'Cine împarte bugetul anual între programe?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'A model can propose splits with their likely return, while people weigh brand building, risk and commitments the model cannot see, and choose the split.',
      ro: 'Un model poate propune variante de alocare cu rezultatul lor probabil, iar oamenii cântăresc construcția brandului, riscul și angajamentele pe care modelul nu le vede și aleg alocarea.',
    },
    levers: {
      towardMachine: {
        en: 'Before setting the budget, have an AI assistant or planning model propose three allocations from last year’s cost and result per programme; whoever leads marketing picks one and records why.',
        ro: 'Înainte de stabilirea bugetului, cereți unui asistent AI sau unui model de planificare trei variante de alocare, din costul și rezultatul fiecărui program de anul trecut; persoana care conduce marketingul alege una și notează motivul.',
      },
      towardHuman: {
        en: 'An optimiser moves money to whatever converts this quarter and starves the brand: whoever leads marketing sets the split with the owner or leadership and protects a share for long-term work.',
        ro: 'Un algoritm de optimizare mută banii spre ce convertește în trimestrul curent și lasă brandul fără buget: persoana care conduce marketingul stabilește alocarea cu conducerea și protejează o parte pentru efectele pe termen lung.',
      },
      start: {
        en: 'Split next year’s budget from targets and the cost per programme, not from last year plus a percentage; AI can propose a first split from cost benchmarks, and a person decides.',
        ro: 'Împărțiți bugetul anului viitor pornind de la ținte și costul fiecărui program, nu de la anul trecut plus un procent; AI-ul poate propune o primă alocare din repere de costuri, iar un om decide.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI propose three budget splits across programmes',
          ro: 'Cereți AI-ului trei variante de împărțire a bugetului pe programe',
        },
        tool: { en: 'AI assistant or budget allocation model', ro: 'Asistent AI sau model de alocare' },
      },
      towardHuman: {
        title: {
          en: 'Have leadership set the budget split, protecting brand spend',
          ro: 'Cereți conducerii să stabilească alocarea bugetului și să protejeze bugetul de brand',
        },
        tool: { en: 'Budget sheet with brand floor', ro: 'Buget cu prag minim pentru brand' },
      },
      start: {
        title: {
          en: 'Split next year’s budget from targets and programme costs',
          ro: 'Împărțiți bugetul anului viitor pornind de la ținte și costul programelor',
        },
        tool: { en: 'Target-based budget worksheet', ro: 'Fișă de buget bazată pe ținte' },
      },
    },
  },
  {
    slug: 'scenarios',
    stem: {
      en: 'Who models budget scenarios before a big decision?',
      ro: 'Cine modelează scenariile de buget înaintea unei decizii mari?',
    },
    ideal: 'C',
    rationale: {
      en: 'Building what-if cases from your own data is calculation a model does fast and in full, while a person checks the assumptions before anyone decides on them.',
      ro: 'Scenariile de tip „ce-ar fi dacă” din datele voastre sunt calcule pe care un model le face repede și complet, iar un om verifică ipotezele înainte de decizie.',
    },
    levers: {
      towardMachine: {
        en: 'Have an AI assistant or planning model build best, base and worst cases from your cost and conversion data; a person checks the three main assumptions before the decision.',
        ro: 'Cereți unui asistent AI sau unui model de planificare un scenariu optimist, unul de bază și unul pesimist din datele de costuri și conversie; un om verifică cele trei ipoteze principale înainte de decizie.',
      },
      towardHuman: {
        en: 'A scenario model is only as good as its assumptions: one named person checks conversion rates and costs against reality, or the decision rests on invented numbers.',
        ro: 'Un model de scenarii valorează cât ipotezele lui: o persoană desemnată verifică ratele de conversie și costurile față de realitate, altfel decizia se sprijină pe cifre inventate.',
      },
      start: {
        en: 'Before your next budget decision, have AI model three cases from last year’s data (20 % less, flat, 20 % more); one page of scenarios ends most debates built on guesses.',
        ro: 'Înaintea următoarei decizii de buget, cereți AI-ului trei scenarii din datele anului trecut (minus 20 %, constant, plus 20 %); o pagină de scenarii încheie cele mai multe dispute bazate pe presupuneri.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI build best, base and worst budget scenarios',
          ro: 'Cereți AI-ului un scenariu de buget optimist, unul de bază și unul pesimist',
        },
        tool: {
          en: 'AI planning model with assumption check',
          ro: 'Model de planificare cu verificarea ipotezelor',
        },
      },
      towardHuman: {
        title: {
          en: 'Check budget scenario assumptions against real data',
          ro: 'Verificați ipotezele scenariilor de buget față de datele reale',
        },
        tool: { en: 'Assumption check sheet', ro: 'Fișă de verificare a ipotezelor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Have AI model three budget cases before the next decision',
          ro: 'Cereți AI-ului trei scenarii de buget înaintea următoarei decizii mari',
        },
        tool: { en: 'One-page scenario sheet', ro: 'Fișă de scenarii pe o pagină' },
      },
    },
  },
  {
    slug: 'business-case',
    stem: {
      en: 'Who writes the business case for a major investment?',
      ro: 'Cine scrie justificarea unei investiții majore?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI gathers costs, benchmarks and return estimates quickly, but the case commits someone to a result, so that person writes and defends it.',
      ro: 'AI-ul adună repede costuri, repere de piață și estimări de rentabilitate, dar justificarea angajează pe cineva la un rezultat, deci acea persoană o scrie și o susține.',
    },
    levers: {
      towardMachine: {
        en: 'Have AI fill a fixed template with the cost table, market benchmarks and a payback estimate; the person asking for the money checks every figure and writes the argument and the risks.',
        ro: 'Cereți AI-ului să completeze un șablon fix cu tabelul de costuri, reperele de piață și o estimare a perioadei de recuperare; cel care cere banii verifică fiecare cifră și scrie argumentația și riscurile.',
      },
      towardHuman: {
        en: 'A generated case reads convincingly and hides weak assumptions: the person asking for the money writes it, states the result they will answer for and signs it.',
        ro: 'O justificare generată sună convingător și ascunde ipoteze slabe: cel care cere banii o scrie, precizează rezultatul pentru care răspunde și o semnează.',
      },
      start: {
        en: 'Require one page for any spend above a set amount: cost, expected result, how you measure it, what you stop if it fails; spends approved on enthusiasm are the hardest to stop.',
        ro: 'Cereți o pagină de justificare pentru orice cheltuială peste o sumă stabilită: cost, rezultat așteptat, cum îl măsurați, ce opriți dacă eșuează; cheltuielile aprobate din entuziasm se opresc cel mai greu.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI fill the business-case template with costs and payback',
          ro: 'Cereți AI-ului să completeze cu cifre șablonul justificării investiției',
        },
        tool: { en: 'Fixed business-case template', ro: 'Șablon fix de justificare a investiției' },
      },
      towardHuman: {
        title: {
          en: 'Have the budget requester write and sign the business case',
          ro: 'Cereți celui care solicită bugetul să scrie și să semneze justificarea',
        },
        tool: { en: 'Sign-off sheet with committed result', ro: 'Fișă de semnare cu rezultatul asumat' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Require a one-page business case above a set spend',
          ro: 'Cereți o justificare de o pagină pentru orice cheltuială peste un prag',
        },
        tool: { en: 'One-page business-case template', ro: 'Șablon de justificare pe o pagină' },
      },
    },
  },
  {
    slug: 'reallocation',
    stem: {
      en: 'Who reallocates budget between programmes mid-year?',
      ro: 'Cine realocă bugetul între programe în cursul anului?',
    },
    ideal: 'B',
    rationale: {
      en: 'An automated report can propose moves away from programmes that underdeliver, but each move changes commitments, so a person decides it and owns it.',
      ro: 'Un raport automat poate propune mutări de la programele care nu aduc rezultate, dar fiecare mutare schimbă angajamente, așa că o decide și și-o asumă un om.',
    },
    levers: {
      towardMachine: {
        en: 'Set up a monthly automated report that ranks programmes by cost per result against plan and proposes moves; whoever leads marketing decides each move and logs why.',
        ro: 'Introduceți un raport lunar automat care ordonează programele după costul pe rezultat față de plan și propune mutări; persoana care conduce marketingul decide fiecare mutare și notează motivul.',
      },
      towardHuman: {
        en: 'Automated reallocation chases short-term results and can empty a programme halfway through a commitment: one named person approves every move between programmes and writes down why.',
        ro: 'Realocarea automată urmărește rezultatele pe termen scurt și poate goli un program la jumătatea unui angajament: o persoană desemnată aprobă fiecare mutare între programe și notează motivul.',
      },
      start: {
        en: 'Hold a quarterly budget review with a rule agreed in advance on what moves, when and who signs; otherwise the first plan runs all year whatever happens.',
        ro: 'Organizați o revizuire trimestrială a bugetului, cu o regulă stabilită dinainte: ce se mută, când și cine semnează; altfel planul inițial rămâne neschimbat tot anul, orice s-ar întâmpla.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Set up a monthly automated report proposing budget moves',
          ro: 'Introduceți un raport lunar automat care propune mutări de buget',
        },
        tool: { en: 'Automated report proposing budget moves', ro: 'Raport automat cu mutări propuse' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person approve every mid-year budget move',
          ro: 'Desemnați o persoană care aprobă fiecare mutare de buget din timpul anului',
        },
        tool: { en: 'Budget move approval log', ro: 'Registru de aprobare a mutărilor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Hold a quarterly budget review with a preset reallocation rule',
          ro: 'Organizați o revizuire trimestrială a bugetului, cu o regulă de realocare stabilită dinainte',
        },
        tool: { en: 'Quarterly budget review agenda', ro: 'Agenda revizuirii trimestriale a bugetului' },
      },
    },
  },
  {
    slug: 'initiative-scoring',
    stem: {
      en: 'Who scores proposed initiatives against your priorities?',
      ro: 'Cine evaluează inițiativele propuse față de priorități?',
    },
    ideal: 'C',
    weight: 1,
    rationale: {
      en: 'Scoring every proposed initiative against the same written criteria is routine work AI does consistently, and whoever leads marketing reviews the ranking before the plan is set.',
      ro: 'Evaluarea fiecărei inițiative propuse după aceleași criterii scrise este muncă de rutină pe care AI-ul o face consecvent, iar persoana care conduce marketingul verifică clasamentul înainte de stabilirea planului.',
    },
    levers: {
      towardMachine: {
        en: 'At each planning round, have AI score every proposed initiative on your written criteria (fit with priorities, cost, expected reach); whoever leads marketing reviews the ranking and notes any override.',
        ro: 'La fiecare rundă de planificare, cereți AI-ului să evalueze fiecare inițiativă propusă după criteriile scrise (legătura cu prioritățile, cost, public estimat); persoana care conduce marketingul verifică clasamentul și notează orice modificare.',
      },
      towardHuman: {
        en: 'Automated scores favour initiatives that fit the criteria on paper: whoever leads marketing reviews every ranking, because a score cannot see timing, people or internal context.',
        ro: 'Scorurile automate favorizează inițiativele care se potrivesc criteriilor pe hârtie: persoana care conduce marketingul verifică fiecare clasament, pentru că un scor nu vede momentul, oamenii sau contextul intern.',
      },
      start: {
        en: 'Write four criteria for judging every proposed initiative and have AI score this year’s list; without them, the loudest proposal wins your time.',
        ro: 'Scrieți patru criterii după care judecați orice inițiativă propusă și cereți AI-ului să evalueze lista de anul acesta; fără ele, propunerea cea mai insistentă vă ia tot timpul.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI score every proposed initiative on your written criteria',
          ro: 'Cereți AI-ului să evalueze fiecare inițiativă propusă după criteriile scrise',
        },
        tool: { en: 'Initiative scoring sheet with criteria', ro: 'Grilă de evaluare a inițiativelor' },
      },
      towardHuman: {
        title: {
          en: 'Review every AI initiative ranking before setting the plan',
          ro: 'Verificați fiecare clasament AI al inițiativelor înainte de stabilirea planului',
        },
        tool: { en: 'Ranking review log with overrides', ro: 'Registru de verificare a clasamentelor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write four criteria and have AI score this year’s initiatives',
          ro: 'Scrieți patru criterii și cereți AI-ului să evalueze inițiativele anului',
        },
        tool: { en: 'Four-criteria scoring template', ro: 'Șablon de evaluare cu patru criterii' },
      },
    },
  },
  {
    slug: 'priority-products',
    stem: {
      en: 'Who chooses which products to push each quarter?',
      ro: 'Cine alege produsele promovate prioritar în fiecare trimestru?',
    },
    ideal: 'A',
    rationale: {
      en: 'Choosing what to push is choosing the quarter’s priorities: people read margin and demand data and weigh what it cannot show, such as capacity, partner deals and new lines.',
      ro: 'A alege ce promovați înseamnă a alege prioritățile trimestrului: oamenii citesc datele de marjă și cerere și cântăresc ce nu arată ele, precum capacitatea, înțelegerile cu partenerii și produsele noi.',
    },
    levers: {
      towardHuman: {
        en: 'A ranking built on last quarter’s numbers keeps pushing yesterday’s winners: whoever leads marketing and whoever sells choose together from the margin and demand data, weighing new lines and commitments.',
        ro: 'Un clasament construit pe cifrele trimestrului trecut împinge mereu câștigătorii de ieri: persoana care conduce marketingul și cei care vând aleg împreună din datele de marjă și cerere, ținând cont de produsele noi și angajamente.',
      },
      start: {
        en: 'Agree with whoever sells on three products or services to promote next quarter, using margin and demand data; effort spread across everything moves nothing.',
        ro: 'Stabiliți cu cei care vând trei produse sau servicii de promovat în trimestrul următor, pe baza datelor de marjă și cerere; efortul împărțit pe toate nu mișcă nimic.',
      },
      takeAiOut: {
        en: 'Delete the AI’s “push these” column from the quarterly product report but keep its margin and demand figures; whoever leads marketing and whoever sells write in the three picks.',
        ro: 'Scoateți din raportul trimestrial pe produse coloana în care AI-ul recomandă ce să promovați, dar păstrați cifrele de marjă și cerere; persoana care conduce marketingul și cei care vând completează împreună cele trei alegeri.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Choose the quarter’s priority products yourselves, not by AI ranking',
          ro: 'Alegeți voi, nu un clasament AI, produsele prioritare ale trimestrului',
        },
        tool: {
          en: 'Quarterly product selection meeting agenda',
          ro: 'Agenda ședinței de alegere a produselor',
        },
      },
      start: {
        title: {
          en: 'Agree three products to push next quarter with whoever sells',
          ro: 'Stabiliți cu cei care vând trei produse de promovat trimestrul viitor',
        },
        tool: { en: 'Margin and demand data sheet', ro: 'Fișă de marjă și cerere' },
      },
    },
  },
  {
    slug: 'launch-go',
    stem: {
      en: 'Who gives the final go-ahead for a launch?',
      ro: 'Cine dă undă verde finală unei lansări?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'A launch commits budget, people and reputation at once, so the go-ahead has to come from someone who can stand behind all three.',
      ro: 'O lansare angajează deodată buget, oameni și reputație, așa că unda verde trebuie să vină de la cineva care și le poate asuma pe toate trei.',
    },
    levers: {
      towardHuman: {
        en: 'Readiness dashboards and AI checklists inform the call but do not make it: one named person gives the go-ahead in a launch meeting, with the open risks listed.',
        ro: 'Dashboardurile de pregătire și listele de verificare cu AI informează decizia, dar nu o iau: o persoană desemnată dă undă verde într-o ședință de lansare, cu riscurile deschise enumerate.',
      },
      start: {
        en: 'Set three criteria for your next launch (product ready, whoever sells briefed, messages approved) and one meeting where a named person says go or wait; launches pushed by the calendar fail in public.',
        ro: 'Stabiliți trei criterii pentru următoarea lansare (produs gata, cei care vând pregătiți, mesaje aprobate) și o ședință în care o persoană desemnată spune „da” sau „așteptăm”; lansările împinse de calendar eșuează public.',
      },
      takeAiOut: {
        en: '“Go” or “wait” comes from the person who signs off the launch, in the room, not from an AI verdict; the AI’s item-by-item readiness check stays on screen.',
        ro: 'Decizia „lansăm” sau „așteptăm” o ia în sală persoana care aprobă lansarea, nu un verdict AI; verificarea AI a pregătirii, punct cu punct, rămâne pe ecran.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have one named person give each launch its go-ahead',
          ro: 'Cereți unei persoane desemnate să dea undă verde fiecărei lansări',
        },
        tool: { en: 'Launch meeting agenda with open risks', ro: 'Agenda ședinței de lansare, cu riscuri' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Set three go-ahead criteria and a go-or-wait launch meeting',
          ro: 'Stabiliți trei criterii și o ședință de decizie pentru următoarea lansare',
        },
        tool: { en: 'Launch readiness checklist', ro: 'Listă de verificare pentru lansare' },
      },
    },
  },
  {
    slug: 'offers',
    stem: {
      en: 'Who decides the discounts and promotions in your campaigns?',
      ro: 'Cine decide reducerile și promoțiile din campaniile voastre?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI estimates the uplift and margin cost of each offer level, while people choose the offer and how often to discount, which shapes how buyers value the brand.',
      ro: 'AI-ul estimează efectul și costul în marjă al fiecărui nivel de ofertă, iar oamenii aleg oferta și frecvența reducerilor, care influențează cum prețuiesc cumpărătorii brandul.',
    },
    levers: {
      towardMachine: {
        en: 'Before each promotion, have AI estimate uplift and margin cost for three offer levels from past sales; whoever leads marketing chooses one with the owner or leadership and compares the result with the estimate.',
        ro: 'Înaintea fiecărei promoții, cereți AI-ului să estimeze din vânzările trecute efectul și costul în marjă pentru trei niveluri de ofertă; persoana care conduce marketingul alege unul cu conducerea și compară apoi rezultatul cu estimarea.',
      },
      towardHuman: {
        en: 'A model that sets discounts by itself teaches buyers to wait for the next one: one named person approves each offer and the yearly limit on discount days.',
        ro: 'Un model care stabilește singur reducerile îi învață pe cumpărători să aștepte următoarea: o persoană desemnată aprobă fiecare ofertă și limita anuală de zile cu reduceri.',
      },
      start: {
        en: 'Set a yearly offer calendar with limits on discount depth and frequency, and compare each offer’s result with its margin cost; unplanned discounts wear down your price.',
        ro: 'Stabiliți un calendar anual al ofertelor, cu limite pentru mărimea și frecvența reducerilor, și comparați rezultatul fiecărei oferte cu costul ei în marjă; reducerile neplanificate vă erodează prețul.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI estimate uplift and margin cost before each promotion',
          ro: 'Cereți AI-ului să estimeze efectul și costul în marjă înaintea fiecărei promoții',
        },
        tool: { en: 'Promotion uplift model', ro: 'Model de estimare a efectului promoțiilor' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person approve every discount and promotion',
          ro: 'Cereți unei persoane desemnate să aprobe fiecare reducere și promoție',
        },
        tool: { en: 'Offer approval log with yearly limits', ro: 'Registru de aprobare a ofertelor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Set a yearly promotions calendar with discount limits',
          ro: 'Stabiliți un calendar anual al ofertelor, cu limite pentru reduceri',
        },
        tool: { en: 'Offer calendar with margin tracking', ro: 'Calendar de oferte cu urmărirea marjei' },
      },
    },
  },
  {
    slug: 'stop-campaigns',
    stem: {
      en: 'Who decides to stop a campaign that underdelivers?',
      ro: 'Cine decide oprirea unei campanii care nu dă rezultate?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'Automated alerts flag a weak campaign within days, but whether to cut, fix or wait depends on goals and commitments a person has to weigh.',
      ro: 'Alertele automate semnalează o campanie slabă în câteva zile, dar dacă o opriți, o reparați sau așteptați depinde de obiective și angajamente pe care trebuie să le cântărească un om.',
    },
    levers: {
      towardMachine: {
        en: 'Agree a stop rule for every campaign at launch and set automated alerts for when it is breached; whoever runs the campaign decides within five working days and logs the decision.',
        ro: 'Stabiliți o regulă de oprire pentru fiecare campanie la lansare și configurați alerte automate pentru momentul în care este încălcată; cine conduce campania decide în cel mult cinci zile lucrătoare și notează decizia.',
      },
      towardHuman: {
        en: 'Automatic shut-offs kill brand campaigns before they can work and ignore commitments to partners: single ads may pause automatically, but one named person stops whole campaigns.',
        ro: 'Oprirea automată închide campaniile de brand înainte să aibă efect și ignoră angajamentele față de parteneri: reclamele individuale se pot opri automat, dar campaniile întregi le oprește o persoană desemnată.',
      },
      start: {
        en: 'Write a stop rule into every brief, with the result expected, the date and who decides; otherwise weak campaigns run until the budget is gone.',
        ro: 'Scrieți în fiecare brief o regulă de oprire, cu rezultatul așteptat, data și cine decide; altfel campaniile slabe continuă până se termină bugetul.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Set automated alerts when a campaign breaks its stop rule',
          ro: 'Configurați alerte automate când o campanie încalcă regula de oprire',
        },
        tool: { en: 'Campaign alerts with stop thresholds', ro: 'Alerte automate cu praguri de oprire' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person, not automation, stop whole campaigns',
          ro: 'Desemnați o persoană care oprește campaniile întregi, în locul opririi automate',
        },
        tool: { en: 'Campaign stop decision log', ro: 'Registru al deciziilor de oprire' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write a stop rule into every campaign brief',
          ro: 'Scrieți o regulă de oprire în fiecare brief de campanie',
        },
        tool: { en: 'Brief template with stop rule', ro: 'Rubrica regulii de oprire din brief' },
      },
    },
  },
  {
    slug: 'stop-list',
    stem: {
      en: 'Who decides which long-running activities you drop?',
      ro: 'Cine decide la ce activități vechi renunțați?',
    },
    ideal: 'A',
    rationale: {
      en: 'Ending an event, newsletter or sponsorship the company has always run touches people, partners and habits, and needs a leader who explains the decision to them.',
      ro: 'Renunțarea la un eveniment, un newsletter sau o sponsorizare făcute de ani de zile atinge oameni, parteneri și obiceiuri și cere un lider care să le explice decizia.',
    },
    levers: {
      towardHuman: {
        en: 'Data showing weak returns is a reason, not the decision: whoever leads marketing reviews the list of long-running activities once a year and decides, with those affected, what ends.',
        ro: 'Datele care arată rezultate slabe sunt un motiv, nu decizia: persoana care conduce marketingul revizuiește o dată pe an lista activităților vechi și decide, împreună cu cei afectați, ce se încheie.',
      },
      start: {
        en: 'At the next planning session, list every recurring activity with its cost and result and choose two to stop; that frees money and time for the priorities.',
        ro: 'La următoarea sesiune de planificare, listați fiecare activitate recurentă cu costul și rezultatul ei și alegeți două pe care le opriți; astfel eliberați bani și timp pentru priorități.',
      },
      takeAiOut: {
        en: 'Take the AI-proposed cut list off the agenda; whoever leads marketing marks each activity keep or end on the AI-compiled cost and result sheet, and talks to those affected.',
        ro: 'Scoateți din ședință lista de tăieri propusă de AI; persoana care conduce marketingul marchează pe fișa de costuri și rezultate făcută cu AI dacă fiecare activitate rămâne sau se încheie și discută cu cei afectați.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Decide once a year which long-running activities end',
          ro: 'Decideți o dată pe an, cu cei afectați, ce activități vechi se încheie',
        },
        tool: { en: 'Yearly activity review agenda', ro: 'Agenda revizuirii anuale a activităților' },
      },
      start: {
        title: {
          en: 'List recurring marketing activities and choose two to stop',
          ro: 'Listați activitățile recurente de marketing și alegeți două pe care le opriți',
        },
        tool: { en: 'Activity cost-and-result inventory', ro: 'Inventarul activităților: cost și rezultat' },
      },
    },
  },
  {
    slug: 'competitor-response',
    stem: {
      en: 'Who decides how you answer a competitor’s big move?',
      ro: 'Cine decide cum răspundeți unei mișcări mari a unui concurent?',
    },
    ideal: 'A',
    rationale: {
      en: 'Matching, ignoring or sidestepping a rival’s price cut or launch is a bet on your own position that the people accountable for it have to make.',
      ro: 'Să imitați, să ignorați sau să ocoliți reducerea de preț ori lansarea unui rival este un pariu pe propria poziție, pe care îl fac cei care răspund pentru ea.',
    },
    levers: {
      towardHuman: {
        en: 'An automated rule that matches every rival price cut starts a price war nobody chose: one named person decides each response from the facts of what the competitor did.',
        ro: 'O regulă automată care egalează fiecare reducere a unui rival pornește un război al prețurilor pe care nu l-a ales nimeni: o persoană desemnată decide fiecare răspuns pe baza faptelor concurentului.',
      },
      start: {
        en: 'Agree now who decides within 48 hours when a competitor cuts prices or launches, and which responses are off the table; replies made in panic cost margin.',
        ro: 'Stabiliți de acum cine decide în 48 de ore când un concurent reduce prețurile sau lansează ceva și ce răspunsuri sunt excluse; reacțiile din panică costă marjă.',
      },
      takeAiOut: {
        en: 'Before choosing a response, the person who decides writes out the options, instead of picking from an AI-generated menu; AI may still gather the rival’s new prices, claims and dates.',
        ro: 'Înainte de a alege un răspuns, persoana care decide își scrie singură variantele, nu le ia dintr-un meniu generat de AI; AI-ul poate aduna în continuare noile prețuri, promisiuni și date ale concurentului.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have a person, not a pricing rule, answer competitors’ moves',
          ro: 'Lăsați o persoană, nu o regulă automată, să decidă răspunsul la concurenți',
        },
        tool: { en: 'Competitor move fact sheet', ro: 'Fișă cu faptele concurentului' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Agree who answers a competitor’s big move within 48 hours',
          ro: 'Stabiliți cine decide în 48 de ore răspunsul la mișcările mari ale concurenților',
        },
        tool: { en: 'Competitive response playbook', ro: 'Ghid de reacție la mișcările concurenților' },
      },
    },
  },
  {
    slug: 'agency-choice',
    stem: {
      en: 'Who chooses the agencies or freelancers you hire?',
      ro: 'Cine alege agențiile sau colaboratorii externi cu care lucrați?',
    },
    ideal: 'A',
    weight: 1,
    rationale: {
      en: 'You are hiring the team that will work on your brand for years, and chemistry, trust and the quality of their thinking do not show in a scored proposal.',
      ro: 'Angajați echipa care va lucra ani de zile pentru brandul vostru, iar potrivirea, încrederea și calitatea gândirii lor nu se văd într-o propunere evaluată cu un scor.',
    },
    levers: {
      towardHuman: {
        en: 'Take the choice away from any proposal score: whoever leads marketing and the people who will brief the agency or freelancer meet each finalist’s working team and choose.',
        ro: 'Nu lăsați alegerea pe seama unui scor al propunerilor: persoana care conduce marketingul și cei care vor lucra cu agenția sau colaboratorul întâlnesc echipa fiecărui finalist și aleg.',
      },
      start: {
        en: 'Write a one-page selection brief (problem, budget, criteria) and meet three agencies or freelancers in person; choosing from a price list buys the wrong team.',
        ro: 'Scrieți un brief de selecție de o pagină (problema, bugetul, criteriile) și întâlniți personal trei agenții sau colaboratori independenți; alegerea după o listă de prețuri vă aduce echipa greșită.',
      },
      takeAiOut: {
        en: 'People who will brief the winner read every proposal in full and pick the finalists instead of an AI shortlist; a fee and team-size table can be AI-made.',
        ro: 'Cei care vor lucra cu câștigătorul citesc integral fiecare propunere și aleg finaliștii în locul unei liste scurte făcute de AI; tabelul cu onorarii și mărimea echipelor poate fi făcut cu AI.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Meet each finalist agency’s working team before choosing',
          ro: 'Întâlniți echipa fiecărei agenții finaliste înainte de alegere',
        },
        tool: { en: 'Agency chemistry meeting agenda', ro: 'Agenda întâlnirilor cu agențiile finaliste' },
      },
      start: {
        title: {
          en: 'Write a selection brief and meet three agencies in person',
          ro: 'Scrieți un brief de selecție și întâlniți personal trei agenții sau colaboratori',
        },
        tool: { en: 'One-page agency selection brief', ro: 'Brief de selecție de o pagină' },
      },
    },
  },
]);
