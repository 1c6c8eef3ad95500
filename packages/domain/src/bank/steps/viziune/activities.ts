/**
 * VIZIUNE: the step's 14 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 90 % human: the ideals are ten A
 * and four B (machine share 132 / 14 = 9.4 %).
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
        ro: 'Prognoza unui model nu este un angajament: CEO-ul și CMO-ul stabilesc ținta împreună cu financiarul și notează ce ar tăia dacă nu este atinsă.',
      },
      start: {
        en: 'Set one five-year market-share target with finance; without it, yearly budgets cannot be judged against any ambition.',
        ro: 'Stabiliți împreună cu financiarul o țintă de cotă de piață pe cinci ani; fără ea, bugetele anuale nu pot fi judecate față de nicio ambiție.',
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
        ro: 'Setați alerte automate pe site-urile, anunțurile de angajare și bibliotecile de reclame ale concurenților; un strateg le analizează trimestrial și actualizează o hartă de poziționare de o pagină.',
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
  },
  {
    slug: 'direction-check',
    stem: {
      en: 'Who checks big campaigns against your long-term direction?',
      ro: 'Cine verifică marile campanii față de direcția pe termen lung?',
    },
    ideal: 'A',
    rationale: {
      en: 'Whether a clever campaign serves the five-year direction or drifts from it is a judgement about intent, not wording.',
      ro: 'Dacă o campanie reușită servește direcția pe cinci ani sau se abate de la ea este o judecată despre intenție, nu despre formulări.',
    },
    levers: {
      towardHuman: {
        en: 'Do not leave the check to an automated brief score: the CMO signs off each large campaign against the vision, with a one-line reason.',
        ro: 'Nu lăsați verificarea pe seama unui punctaj automat al brief-ului: CMO-ul aprobă fiecare campanie mare față de viziune, cu o justificare de un rând.',
      },
      start: {
        en: 'Add one question to every large brief: which part of the long-term direction does this move forward?',
        ro: 'Adăugați o întrebare în fiecare brief mare: ce parte a direcției pe termen lung face să avanseze?',
      },
    },
  },
]);
