/**
 * VIZIUNE: the step's 13 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 90 % human: the ideals are nine A
 * and four B (machine share 132 / 13 = 10.2 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'purpose',
    stem: { en: 'Who writes your brand purpose?', ro: 'Cine scrie scopul brandului vostru?' },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'A purpose is a promise leaders make and keep; a generated one sounds like every competitor’s and nobody defends it.',
      ro: 'Scopul este o promisiune pe care conducerea o face și o respectă; unul generat sună ca al oricărui concurent și nu-l apără nimeni.',
    },
    levers: {
      towardHuman: {
        en: 'Have the CEO and CMO rewrite the purpose in their own words after ten customer and staff interviews; a model may flag clichés in the result, not write it.',
        ro: 'Cereți CEO-ului și CMO-ului să rescrie scopul cu propriile cuvinte, după zece interviuri cu clienți și angajați; un model poate semnala clișeele din text, nu îl scrie.',
      },
      start: {
        en: 'Write a one-paragraph purpose with five customers and five staff in the room; every campaign, hire and partnership is then checked against it.',
        ro: 'Scrieți un scop de un paragraf, cu cinci clienți și cinci angajați în sală; fiecare campanie, angajare și parteneriat se verifică apoi față de el.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have the CEO and CMO rewrite the brand purpose themselves',
          ro: 'Cereți CEO-ului și CMO-ului să rescrie ei înșiși scopul brandului',
        },
        tool: { en: 'Customer and staff interview guide', ro: 'Ghidul interviurilor cu clienți și angajați' },
      },
      start: {
        title: {
          en: 'Write a one-paragraph brand purpose with customers and staff',
          ro: 'Scrieți scopul brandului într-un paragraf, cu clienți și angajați',
        },
        tool: { en: 'Purpose-writing workshop agenda', ro: 'Agenda atelierului de definire a scopului' },
      },
    },
  },
  {
    slug: 'vision',
    stem: {
      en: 'Who writes your three-to-five-year marketing vision?',
      ro: 'Cine scrie viziunea voastră de marketing pe 3–5 ani?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'The vision commits budget and people for years; only the leaders who will answer for it can choose what it gives up.',
      ro: 'Viziunea angajează bani și oameni pe ani de zile; doar cei care vor răspunde pentru ea pot alege la ce renunță.',
    },
    levers: {
      towardHuman: {
        en: 'Let the CMO write the vision from a blank page at a leadership offsite; keep any AI draft out of the room so it cannot anchor the discussion.',
        ro: 'Lăsați CMO-ul să scrie viziunea de la zero, la o întâlnire de strategie a conducerii; țineți orice variantă AI în afara sălii, ca să nu ancoreze discuția.',
      },
      start: {
        en: 'Book a half-day offsite where the CEO and CMO write a one-page, three-year marketing vision: where you win, where you do not play, what it costs.',
        ro: 'Programați o întâlnire de strategie de o jumătate de zi în care CEO-ul și CMO-ul scriu o viziune de marketing pe trei ani, pe o pagină: unde câștigați, unde nu jucați, cât costă.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have the CMO write the vision without an AI draft',
          ro: 'Cereți CMO-ului să scrie viziunea fără o variantă AI',
        },
        tool: {
          en: 'Offsite agenda with a blank-page session',
          ro: 'Agenda întâlnirii de strategie, fără AI',
        },
      },
      start: {
        title: {
          en: 'Write a one-page, three-year marketing vision',
          ro: 'Scrieți o viziune de marketing pe trei ani, pe o pagină',
        },
        tool: { en: 'One-page vision template', ro: 'Șablon de viziune pe o pagină' },
      },
    },
  },
  {
    slug: 'market-share-target',
    stem: {
      en: 'Who sets your five-year market-share target?',
      ro: 'Cine fixează ținta de cotă de piață pe cinci ani?',
    },
    ideal: 'B',
    rationale: {
      en: 'A forecast model shows what the trend allows; leaders add what they will invest and risk, and own the number.',
      ro: 'Un model de prognoză arată ce permite tendința; conducerea adaugă cât investește și ce riscă și își asumă cifra.',
    },
    levers: {
      towardMachine: {
        en: 'Run a forecast of market size and your share under three budget levels before the target meeting; leaders then pick the level and write down why.',
        ro: 'Rulați o prognoză a pieței și a cotei voastre pentru trei niveluri de buget înainte de ședința de stabilire a țintei; conducerea alege apoi nivelul și notează de ce.',
      },
      towardHuman: {
        en: 'A model’s forecast is not a commitment: have the CEO and CMO set the target, with finance, and record what they would cut if it is missed.',
        ro: 'Prognoza unui model nu este un angajament: CEO-ul și CMO-ul stabilesc ținta împreună cu directorul financiar și notează ce ar tăia dacă nu este atinsă.',
      },
      start: {
        en: 'Set one five-year market-share target with finance; without it, yearly budgets cannot be judged against any ambition.',
        ro: 'Stabiliți împreună cu directorul financiar o țintă de cotă de piață pe cinci ani; fără ea, bugetele anuale nu pot fi judecate față de nicio ambiție.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Forecast market share at three budget levels before setting targets',
          ro: 'Rulați o prognoză a cotei de piață pentru trei niveluri de buget',
        },
        tool: { en: 'Three-scenario market forecast model', ro: 'Model de prognoză cu trei scenarii' },
      },
      towardHuman: {
        title: {
          en: 'Have the CEO, CMO and finance set the market-share target',
          ro: 'Cereți CEO-ului, CMO-ului și directorului financiar să fixeze ținta de cotă de piață',
        },
        tool: { en: 'Target sign-off with a cut list', ro: 'Aprobarea țintei, cu lista de tăieri' },
      },
      start: {
        title: {
          en: 'Set a five-year market-share target with finance',
          ro: 'Stabiliți cu directorul financiar o țintă de cotă de piață pe cinci ani',
        },
        tool: { en: 'Five-year target worksheet', ro: 'Fișa țintei pe cinci ani' },
      },
    },
  },
  {
    slug: 'trend-scan',
    stem: {
      en: 'Who scans the market for long-term trends?',
      ro: 'Cine urmărește tendințele pe termen lung din piață?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI reads far more reports and signals than any team, but deciding which trend changes your direction is a judgement call.',
      ro: 'AI-ul citește mult mai multe rapoarte și semnale decât orice echipă, dar ce tendință vă schimbă direcția este o chestiune de judecată.',
    },
    levers: {
      towardMachine: {
        en: 'Set up a monthly AI digest of industry reports, patents and customer reviews; a strategist picks the three signals the leadership meeting discusses.',
        ro: 'Introduceți un rezumat lunar, făcut cu AI, din rapoarte de industrie, brevete și recenzii ale clienților; un strateg alege cele trei semnale discutate în ședința conducerii.',
      },
      towardHuman: {
        en: 'An AI-only trend feed decides nothing by itself: name a strategist who reads it monthly and writes what it means for your direction.',
        ro: 'Un flux de tendințe făcut doar de AI nu decide nimic singur: numiți un strateg care îl citește lunar și scrie ce înseamnă pentru direcția voastră.',
      },
      start: {
        en: 'Start a quarterly one-page trend note: an AI tool gathers sources, a strategist chooses what matters; blind spots are what disrupt five-year plans.',
        ro: 'Începeți o notă trimestrială de tendințe, de o pagină: un instrument AI adună sursele, un strateg alege ce contează; unghiurile moarte sunt cele care dărâmă planurile pe cinci ani.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Set up a monthly AI digest of long-term market trends',
          ro: 'Introduceți un rezumat lunar, făcut cu AI, al tendințelor din piață',
        },
        tool: { en: 'AI research assistant for monthly digests', ro: 'Asistent AI pentru rezumate lunare' },
      },
      towardHuman: {
        title: {
          en: 'Name a strategist to interpret the monthly trend feed',
          ro: 'Numiți un strateg care citește lunar fluxul de tendințe și scrie ce înseamnă',
        },
        tool: { en: 'Monthly trend implications memo', ro: 'Notă lunară despre implicațiile tendințelor' },
      },
      start: {
        title: {
          en: 'Start a quarterly one-page note on long-term trends',
          ro: 'Începeți o notă trimestrială de o pagină despre tendințele pe termen lung',
        },
        tool: { en: 'One-page trend note template', ro: 'Șablon de notă de tendințe' },
      },
    },
  },
  {
    slug: 'assumption-challenge',
    stem: {
      en: 'Who challenges the assumptions behind your strategy?',
      ro: 'Cine pune la îndoială ipotezele pe care se sprijină strategia voastră?',
    },
    ideal: 'B',
    rationale: {
      en: 'A model argues against you without politics; people still decide which objections are strong enough to change course.',
      ro: 'Un model vă contrazice fără calcule politice; oamenii decid totuși care obiecții sunt destul de serioase ca să schimbe direcția.',
    },
    levers: {
      towardMachine: {
        en: 'Before each strategy review, ask an AI assistant for the five strongest arguments against your plan; the team answers each one in writing.',
        ro: 'Înaintea fiecărei revizuiri de strategie, cereți unui asistent AI cele mai puternice cinci argumente împotriva planului; echipa răspunde în scris la fiecare.',
      },
      towardHuman: {
        en: 'Generated objections are a list, not a verdict: have two leaders rank them and decide which ones change the plan.',
        ro: 'Obiecțiile generate sunt o listă, nu un verdict: doi membri ai conducerii le ordonează și decid care schimbă planul.',
      },
      start: {
        en: 'Hold a one-hour pre-mortem before the next big plan: assume it failed and list why; AI can add arguments the room did not think of.',
        ro: 'Organizați o oră de analiză preventivă înaintea următorului plan mare: presupuneți că a eșuat și enumerați de ce; AI-ul poate adăuga argumente la care nu s-a gândit nimeni.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Ask AI for five counter-arguments before each strategy review',
          ro: 'Cereți AI-ului cinci contraargumente înaintea fiecărei revizuiri de strategie',
        },
        tool: {
          en: 'Counter-argument prompt and response log',
          ro: 'Prompt de contraargumente și răspunsuri scrise',
        },
      },
      towardHuman: {
        title: {
          en: 'Have two leaders judge which AI objections change your strategy',
          ro: 'Lăsați doi membri ai conducerii să decidă ce obiecții AI schimbă strategia',
        },
        tool: { en: 'Objection ranking sheet', ro: 'Fișă de ordonare a obiecțiilor' },
      },
      start: {
        title: {
          en: 'Hold a one-hour pre-mortem before your next big plan',
          ro: 'Organizați o oră de analiză preventivă înaintea următorului plan mare',
        },
        tool: { en: 'Pre-mortem workshop agenda', ro: 'Agenda sesiunii de analiză preventivă' },
      },
    },
  },
  {
    slug: 'values',
    stem: {
      en: 'Who defines the values your brand stands for?',
      ro: 'Cine definește valorile pe care le susține brandul?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Values only count when people act on them at a cost; they have to come from the people who will pay that cost.',
      ro: 'Valorile contează doar când oamenii le respectă chiar dacă îi costă; trebuie să vină de la cei care vor plăti acel preț.',
    },
    levers: {
      towardHuman: {
        en: 'Rewrite the values in workshops with staff from every team, each value with one decision it has already cost you.',
        ro: 'Rescrieți valorile în ateliere cu oameni din fiecare echipă, fiecare valoare cu o decizie care v-a costat deja ceva.',
      },
      start: {
        en: 'Name three values with the team and, for each, one thing you will refuse to do because of it; values without a refusal are slogans.',
        ro: 'Numiți trei valori împreună cu echipa și, pentru fiecare, un lucru pe care refuzați să-l faceți din cauza ei; valorile fără un refuz sunt sloganuri.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Rewrite the brand values in workshops with every team',
          ro: 'Rescrieți valorile brandului în ateliere cu oameni din fiecare echipă',
        },
        tool: { en: 'Values workshop agenda', ro: 'Agenda atelierului despre valori' },
      },
      start: {
        title: {
          en: 'Name three brand values, each with one thing you refuse',
          ro: 'Numiți trei valori ale brandului, fiecare cu un lucru pe care îl refuzați',
        },
        tool: { en: 'Value-and-refusal worksheet', ro: 'Fișă cu valori și refuzuri' },
      },
    },
  },
  {
    slug: 'markets-not-entered',
    stem: {
      en: 'Who decides which markets you will not enter?',
      ro: 'Cine decide în ce piețe nu intrați?',
    },
    ideal: 'A',
    rationale: {
      en: 'Saying no to a market is a bet on focus that leaders must be able to defend to the board.',
      ro: 'A spune nu unei piețe este un pariu pe concentrare pe care conducerea trebuie să-l poată apăra în fața consiliului.',
    },
    levers: {
      towardHuman: {
        en: 'If a scoring model ranks markets, keep its ranking as one input; the leadership team writes and signs the list of markets you will not enter.',
        ro: 'Dacă un model de evaluare ordonează piețele, păstrați clasamentul doar ca punct de plecare; conducerea scrie și semnează lista piețelor în care nu intrați.',
      },
      start: {
        en: 'Write down three markets or segments you will not pursue for the next two years; it frees budget and stops opportunistic side projects.',
        ro: 'Notați trei piețe sau segmente pe care nu le urmăriți în următorii doi ani; eliberează buget și oprește proiectele conjuncturale.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have leaders write and sign the no-go market list',
          ro: 'Cereți conducerii să scrie și să semneze lista piețelor în care nu intrați',
        },
        tool: { en: 'Signed no-go market list', ro: 'Lista semnată a piețelor excluse' },
      },
      start: {
        title: {
          en: 'List three markets you will not pursue for two years',
          ro: 'Notați trei piețe pe care nu le urmăriți în următorii doi ani',
        },
        tool: { en: 'Two-year no-go list', ro: 'Listă de excluderi pe doi ani' },
      },
    },
  },
  {
    slug: 'competitor-moves',
    stem: {
      en: 'Who tracks how competitors reposition over the years?',
      ro: 'Cine urmărește cum se repoziționează concurenții în timp?',
    },
    ideal: 'B',
    rationale: {
      en: 'Tools can watch every site, ad and hire of a competitor; reading intent into those moves takes someone who knows the market.',
      ro: 'Instrumentele pot urmări fiecare site, reclamă și angajare a unui concurent; intenția din spatele mișcărilor o citește cineva care cunoaște piața.',
    },
    levers: {
      towardMachine: {
        en: 'Set automated alerts on competitors’ sites, job ads and ad libraries; a strategist reviews them quarterly and updates a one-page positioning map.',
        ro: 'Configurați alerte automate pe site-urile, anunțurile de angajare și bibliotecile de reclame ale concurenților; un strateg le analizează trimestrial și actualizează o hartă de poziționare de o pagină.',
      },
      towardHuman: {
        en: 'Alerts show moves, not motives: have a strategist interpret each quarter’s changes and say what they mean for your direction.',
        ro: 'Alertele arată mișcările, nu motivele: un strateg interpretează schimbările fiecărui trimestru și spune ce înseamnă pentru direcția voastră.',
      },
      start: {
        en: 'Pick your three closest competitors and review their positioning twice a year; surprises in your market usually started as a visible repositioning.',
        ro: 'Alegeți cei trei concurenți cei mai apropiați și analizați-le poziționarea de două ori pe an; surprizele din piață încep de obicei cu o repoziționare vizibilă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Set automated alerts to track competitors’ repositioning',
          ro: 'Configurați alerte automate pentru repoziționările concurenților',
        },
        tool: { en: 'Change alerts and a positioning map', ro: 'Alerte automate și hartă de poziționare' },
      },
      towardHuman: {
        title: {
          en: 'Have a strategist interpret competitors’ moves each quarter',
          ro: 'Cereți unui strateg să interpreteze trimestrial mișcările concurenților',
        },
        tool: { en: 'Quarterly competitor review note', ro: 'Notă trimestrială despre concurenți' },
      },
      start: {
        title: {
          en: 'Review your three closest competitors’ positioning twice a year',
          ro: 'Analizați de două ori pe an poziționarea celor trei concurenți cei mai apropiați',
        },
        tool: { en: 'Competitor positioning map', ro: 'Hartă de poziționare a concurenților' },
      },
    },
  },
  {
    slug: 'direction-briefing',
    stem: {
      en: 'Who explains the long-term direction to your team and agencies?',
      ro: 'Cine explică direcția pe termen lung echipei și agențiilor?',
    },
    ideal: 'A',
    rationale: {
      en: 'People commit to a direction they heard from a leader who took their questions, not from a document they were sent.',
      ro: 'Oamenii se angajează față de o direcție auzită de la un lider care le-a răspuns la întrebări, nu dintr-un document primit.',
    },
    levers: {
      towardHuman: {
        en: 'Replace the emailed or generated summary with a session where the CMO presents the direction and answers the team’s and agencies’ questions.',
        ro: 'Înlocuiți rezumatul trimis pe e-mail sau generat cu o sesiune în care CMO-ul prezintă direcția și răspunde la întrebările echipei și ale agențiilor.',
      },
      start: {
        en: 'Have the CMO present the direction to the whole team and your agencies once a year, with time for questions; briefs get sharper the next week.',
        ro: 'CMO-ul prezintă direcția întregii echipe și agențiilor o dată pe an, cu timp pentru întrebări; brief-urile devin mai clare chiar din săptămâna următoare.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace emailed or generated direction summaries with a CMO session',
          ro: 'Înlocuiți rezumatele direcției, trimise pe e-mail sau generate, cu o prezentare a CMO-ului',
        },
        tool: {
          en: 'Direction briefing agenda with Q&A',
          ro: 'Agenda prezentării, cu întrebări și răspunsuri',
        },
      },
      start: {
        title: {
          en: 'Hold a yearly CMO direction briefing for team and agencies',
          ro: 'Organizați anual o prezentare a direcției de către CMO, pentru echipă și agenții',
        },
        tool: { en: 'Yearly direction presentation deck', ro: 'Prezentarea anuală a direcției' },
      },
    },
  },
  {
    slug: 'vision-review',
    stem: {
      en: 'Who reviews the vision against each year’s results?',
      ro: 'Cine verifică anual viziunea față de rezultate?',
    },
    ideal: 'A',
    rationale: {
      en: 'Deciding whether a miss means a bad year or a wrong vision is the judgement the vision’s owners exist for.',
      ro: 'Dacă un rezultat ratat înseamnă un an prost sau o viziune greșită este exact judecata pentru care există cei care dețin viziunea.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let an automated scorecard close the review: the CEO and CMO decide each year, in writing, whether the vision stands or changes.',
        ro: 'Nu lăsați un raport automat să încheie analiza: CEO-ul și CMO-ul decid în scris, în fiecare an, dacă viziunea rămâne sau se schimbă.',
      },
      start: {
        en: 'Add a one-hour vision review to the yearly planning: what moved toward it, what did not, and whether it still holds.',
        ro: 'Adăugați în planificarea anuală o oră de verificare a viziunii: ce s-a apropiat de ea, ce nu și dacă mai este valabilă.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have the CEO and CMO decide yearly on the vision',
          ro: 'Cereți CEO-ului și CMO-ului să decidă anual, în scris, dacă viziunea rămâne',
        },
        tool: { en: 'Written vision decision record', ro: 'Decizie scrisă despre viziune' },
      },
      start: {
        title: {
          en: 'Add a one-hour vision review to your yearly planning',
          ro: 'Adăugați în planificarea anuală o oră de verificare a viziunii',
        },
        tool: { en: 'Three-question review agenda', ro: 'Agendă de verificare cu trei întrebări' },
      },
    },
  },
  {
    slug: 'future-needs',
    stem: {
      en: 'Who asks customers where their needs are heading?',
      ro: 'Cine îi întreabă pe clienți încotro se îndreaptă nevoile lor?',
    },
    ideal: 'A',
    rationale: {
      en: 'Customers describe tomorrow’s needs in conversations that follow up on hesitations, which a form or a bot does not notice.',
      ro: 'Clienții își descriu nevoile de mâine în conversații care urmăresc ezitările, pe care un formular sau un robot nu le observă.',
    },
    levers: {
      towardHuman: {
        en: 'Replace automated surveys on future needs with ten leader-led customer conversations a year; transcription tools can take the notes.',
        ro: 'Înlocuiți chestionarele automate despre nevoile viitoare cu zece conversații pe an între conducere și clienți; instrumentele de transcriere pot lua notițe.',
      },
      start: {
        en: 'Have the CMO hold ten customer conversations this year about their next three years; the vision then rests on what buyers say, not on guesses.',
        ro: 'CMO-ul poartă anul acesta zece conversații cu clienți despre următorii lor trei ani; viziunea se sprijină apoi pe ce spun cumpărătorii, nu pe presupuneri.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace future-needs surveys with ten leader-led customer conversations',
          ro: 'Înlocuiți chestionarele despre nevoi viitoare cu zece discuții ale conducerii cu clienți',
        },
        tool: {
          en: 'Conversation guide and transcription tool',
          ro: 'Ghid de discuție și transcriere automată',
        },
      },
      start: {
        title: {
          en: 'Have the CMO hold ten customer conversations about future needs',
          ro: 'Cereți CMO-ului să poarte zece conversații cu clienți despre nevoile viitoare',
        },
        tool: { en: 'Future-needs interview guide', ro: 'Ghid de interviu despre nevoi viitoare' },
      },
    },
  },
  {
    slug: 'portfolio-roles',
    stem: {
      en: 'Who sets the long-term role of each product line?',
      ro: 'Cine stabilește rolul pe termen lung al fiecărei linii de produse?',
    },
    ideal: 'A',
    rationale: {
      en: 'Deciding which line grows, which funds the others and which is retired sets budgets and careers; leaders must own it.',
      ro: 'Ce linie crește, care le finanțează pe celelalte și care este retrasă decide bugete și cariere; conducerea trebuie să și-o asume.',
    },
    levers: {
      towardHuman: {
        en: 'Where a portfolio model assigns roles, let leaders set them instead, using its margins and growth data as evidence, not as the answer.',
        ro: 'Acolo unde un model de portofoliu atribuie rolurile, lăsați conducerea să le stabilească, folosind marjele și creșterea din model ca dovezi, nu ca răspuns.',
      },
      start: {
        en: 'Give each product line one role for the next three years (grow, fund, maintain or retire) and budget it accordingly.',
        ro: 'Dați fiecărei linii de produse un singur rol pentru următorii trei ani (creștere, finanțare, menținere sau retragere) și stabiliți bugetul în consecință.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Let leaders, not a portfolio model, set product-line roles',
          ro: 'Lăsați conducerea, nu un model de portofoliu, să stabilească rolul liniilor de produse',
        },
        tool: { en: 'Portfolio evidence pack', ro: 'Dosarul de date al portofoliului' },
      },
      start: {
        title: {
          en: 'Give each product line one three-year role and budget',
          ro: 'Dați fiecărei linii de produse un rol pe trei ani și un buget',
        },
        tool: { en: 'Product-line role matrix', ro: 'Matricea rolurilor liniilor de produse' },
      },
    },
  },
  {
    slug: 'public-stance',
    stem: {
      en: 'Who decides your brand’s stance on public issues?',
      ro: 'Cine decide poziția brandului față de subiectele publice?',
    },
    ideal: 'A',
    risks: ['brand-safety'],
    rationale: {
      en: 'Taking or refusing a public stance can cost customers overnight; the people who answer for the brand have to make that call.',
      ro: 'O poziție publică luată sau refuzată vă poate costa clienți peste noapte; decizia o iau cei care răspund pentru brand.',
    },
    levers: {
      towardHuman: {
        en: 'Take stance decisions out of any automated publishing flow: the CEO and CMO decide, and a written rule says which issues you speak on.',
        ro: 'Scoateți deciziile de poziționare publică din orice flux automat de publicare: decid CEO-ul și CMO-ul, iar o regulă scrisă spune despre ce subiecte vorbiți.',
      },
      start: {
        en: 'Agree in advance which public issues touch your purpose and which you stay out of; crises leave no time to decide from scratch.',
        ro: 'Stabiliți dinainte ce subiecte publice țin de scopul vostru și de care vă feriți; crizele nu lasă timp pentru decizii de la zero.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Pull public-stance decisions from automation; the CEO and CMO decide',
          ro: 'Scoateți deciziile de poziționare publică din fluxul automat; decid CEO-ul și CMO-ul',
        },
        tool: { en: 'Written rule on public issues', ro: 'Regulă scrisă despre subiectele publice' },
      },
      start: {
        title: {
          en: 'Agree in advance which public issues your brand speaks on',
          ro: 'Stabiliți dinainte despre ce subiecte publice se pronunță brandul',
        },
        tool: { en: 'Issue-by-issue stance grid', ro: 'Grilă de poziții pe subiecte' },
      },
    },
  },
]);
