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
      en: 'A purpose is a promise the owner or leadership makes and keeps; a generated one sounds like every competitor’s and nobody defends it.',
      ro: 'Scopul este o promisiune pe care conducerea o face și o respectă; unul generat sună ca al oricărui concurent și nu-l apără nimeni.',
    },
    levers: {
      towardHuman: {
        en: 'Have the owner or leadership and whoever leads marketing rewrite the purpose in their own words after ten conversations with customers and the people who work with you; no generated text goes in.',
        ro: 'Cereți conducerii și persoanei care conduce marketingul să rescrie scopul cu propriile cuvinte, după zece conversații cu clienți și cu oamenii care lucrează cu voi; niciun text generat nu intră în el.',
      },
      start: {
        en: 'Write a one-paragraph purpose with five customers and the people who work with you in the room; every campaign, hire and partnership is then checked against it.',
        ro: 'Scrieți un scop de un paragraf, cu cinci clienți și cu oamenii care lucrează cu voi în sală; fiecare campanie, angajare și parteneriat se verifică apoi față de el.',
      },
      takeAiOut: {
        en: 'Only the owner or leadership chooses the purpose’s wording, with no AI-suggested phrasings on the list; AI transcripts of the customer conversations behind it can stay.',
        ro: 'Doar conducerea formulează scopul, fără să aleagă dintre variante propuse de AI; transcrierile făcute cu AI ale conversațiilor cu clienții din care pornește scopul pot rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have leadership rewrite the brand purpose in their own words',
          ro: 'Cereți conducerii să rescrie scopul brandului cu propriile cuvinte',
        },
        tool: { en: 'Customer conversation guide', ro: 'Ghid de conversație cu clienții' },
      },
      start: {
        title: {
          en: 'Write a one-paragraph brand purpose with your customers',
          ro: 'Scrieți scopul brandului într-un paragraf, împreună cu clienții',
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
      en: 'The vision commits budget and people for years; only the people who will live with its consequences can choose what it gives up.',
      ro: 'Viziunea angajează bani și oameni pe ani de zile; doar cei care vor trăi cu urmările ei pot alege la ce renunță.',
    },
    levers: {
      towardHuman: {
        en: 'Let whoever leads marketing write the vision from a blank page with the owner or leadership, away from daily work; keep any AI draft out of the room so it cannot anchor the discussion.',
        ro: 'Lăsați persoana care conduce marketingul să scrie viziunea de la zero, cu conducerea, departe de treburile zilnice; țineți orice variantă AI în afara sălii, ca să nu ancoreze discuția.',
      },
      start: {
        en: 'Book a half-day where the owner or leadership and whoever leads marketing write a one-page, three-year marketing vision: where you win, where you do not play, what it costs.',
        ro: 'Programați o jumătate de zi în care conducerea și persoana care conduce marketingul scriu o viziune de marketing pe trei ani, pe o pagină: unde câștigați, unde nu jucați, cât costă.',
      },
      takeAiOut: {
        en: 'Write the vision’s sentences yourselves, without an AI first draft on the table; AI may still summarise the market reports you read beforehand.',
        ro: 'Scrieți voi viziunea, frază cu frază, fără o primă variantă AI pe masă; AI-ul poate în continuare să rezume rapoartele de piață pe care le citiți înainte.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Write the marketing vision from a blank page, without AI',
          ro: 'Scrieți viziunea de marketing de la zero, fără o variantă AI',
        },
        tool: {
          en: 'Half-day agenda with a blank-page session',
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
      en: 'A forecast model proposes the share each budget level could reach; the owner or leadership chooses the level, adds what it will risk and owns the number.',
      ro: 'Un model de prognoză propune cota pe care o poate atinge fiecare nivel de buget; conducerea alege nivelul, adaugă ce riscă și își asumă cifra.',
    },
    levers: {
      towardMachine: {
        en: 'Before setting the target, have a forecast tool or AI assistant project market size and your share at three budget levels; the owner or leadership picks the level and writes down why.',
        ro: 'Înainte de stabilirea țintei, cereți unui instrument de prognoză sau unui asistent AI o proiecție a pieței și a cotei voastre pentru trei niveluri de buget; conducerea alege nivelul și notează de ce.',
      },
      towardHuman: {
        en: 'A model’s forecast is not a commitment: the owner or leadership sets the target against the budget it can fund, and records what it would cut if it is missed.',
        ro: 'Prognoza unui model nu este un angajament: conducerea stabilește ținta pe măsura bugetului pe care îl poate susține și notează ce ar tăia dacă nu este atinsă.',
      },
      start: {
        en: 'Set one five-year market-share target against the budget you can fund; without it, yearly budgets cannot be judged against any ambition.',
        ro: 'Stabiliți o țintă de cotă de piață pe cinci ani, pe măsura bugetului pe care îl puteți susține; fără ea, bugetele anuale nu pot fi judecate față de nicio ambiție.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Forecast market share at three budget levels before setting targets',
          ro: 'Cereți o prognoză a cotei de piață pentru trei niveluri de buget',
        },
        tool: { en: 'Three-scenario market forecast model', ro: 'Model de prognoză cu trei scenarii' },
      },
      towardHuman: {
        title: {
          en: 'Have leadership set the market-share target and a cut list',
          ro: 'Cereți conducerii să fixeze ținta de cotă de piață și lista de tăieri',
        },
        tool: { en: 'Target sign-off with a cut list', ro: 'Aprobarea țintei, cu lista de tăieri' },
      },
      start: {
        title: {
          en: 'Set a five-year market-share target you can fund',
          ro: 'Stabiliți o țintă de cotă de piață pe cinci ani, pe măsura bugetului',
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
      en: 'AI reads and summarises far more reports and signals than any person can, while a person judges which trend changes your direction.',
      ro: 'AI-ul citește și rezumă mult mai multe rapoarte și semnale decât poate un om, iar un om judecă ce tendință vă schimbă direcția.',
    },
    levers: {
      towardMachine: {
        en: 'Set up a monthly AI digest of industry reports, patents and customer reviews; whoever leads marketing picks the three signals worth discussing with the owner or leadership.',
        ro: 'Introduceți un rezumat lunar, făcut cu AI, din rapoarte de industrie, brevete și recenzii ale clienților; persoana care conduce marketingul alege cele trei semnale de discutat cu conducerea.',
      },
      towardHuman: {
        en: 'An AI-only trend feed decides nothing by itself: name one person who reads it monthly and writes what it means for your direction.',
        ro: 'Un flux de tendințe făcut doar de AI nu decide nimic singur: desemnați o persoană care îl citește lunar și scrie ce înseamnă pentru direcția voastră.',
      },
      start: {
        en: 'Start a quarterly one-page trend note: an AI tool gathers sources, a person chooses what matters; blind spots are what disrupt five-year plans.',
        ro: 'Începeți o notă trimestrială de tendințe, de o pagină: un instrument AI adună sursele, un om alege ce contează; unghiurile moarte sunt cele care dărâmă planurile pe cinci ani.',
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
          en: 'Name one person to interpret the monthly trend feed',
          ro: 'Desemnați o persoană care citește lunar fluxul de tendințe și scrie ce înseamnă',
        },
        tool: { en: 'Monthly trend implications memo', ro: 'Notă lunară despre implicațiile tendințelor' },
        cost: 'light',
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
        en: 'Before each strategy review, ask an AI assistant for the five strongest arguments against your plan; whoever owns the plan answers each one in writing.',
        ro: 'Înaintea fiecărei revizuiri de strategie, cereți unui asistent AI cele mai puternice cinci argumente împotriva planului; cine răspunde de plan răspunde în scris la fiecare.',
      },
      towardHuman: {
        en: 'Generated objections are a list, not a verdict: whoever owns the plan ranks them, with one trusted outside view, and decides which ones change it.',
        ro: 'Obiecțiile generate sunt o listă, nu un verdict: cine răspunde de plan le ordonează, cu părerea unei persoane de încredere din afară, și decide care îl schimbă.',
      },
      start: {
        en: 'Hold a one-hour pre-mortem before the next big plan: assume it failed and list why; AI can add arguments nobody thought of.',
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
          en: 'Have the plan’s owner judge which AI objections matter',
          ro: 'Lăsați-l pe cel care răspunde de plan să decidă ce obiecții AI contează',
        },
        tool: { en: 'Objection ranking sheet', ro: 'Fișă de ordonare a obiecțiilor' },
        cost: 'light',
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
        en: 'Rewrite the values with the people who work with you, each value with one decision it has already cost you; no generated list goes in.',
        ro: 'Rescrieți valorile împreună cu oamenii care lucrează cu voi, fiecare valoare cu o decizie care v-a costat deja ceva; nicio listă generată nu intră în ele.',
      },
      start: {
        en: 'Name three values and, for each, one thing you will refuse to do because of it; values without a refusal are slogans.',
        ro: 'Numiți trei valori și, pentru fiecare, un lucru pe care refuzați să-l faceți din cauza ei; valorile fără un refuz sunt sloganuri.',
      },
      takeAiOut: {
        en: 'Name the values from stories the people who work with you tell about times the company turned down easy money, not from an AI list of value words.',
        ro: 'Numiți valorile pornind de la întâmplările povestite de oamenii care lucrează cu voi despre momentele în care compania a refuzat bani ușori, nu dintr-o listă de valori propusă de AI.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Rewrite the brand values with the people you work with',
          ro: 'Rescrieți valorile brandului împreună cu oamenii care lucrează cu voi',
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
      en: 'Saying no to a market is a bet on focus that the owner or leadership must make and be able to defend.',
      ro: 'A spune nu unei piețe este un pariu pe concentrare pe care conducerea trebuie să-l facă și să-l poată apăra.',
    },
    levers: {
      towardHuman: {
        en: 'If a scoring model ranks markets, read its data as evidence, not as the answer: the owner or leadership writes and signs the list of markets you will not enter.',
        ro: 'Dacă un model de evaluare ordonează piețele, folosiți datele lui ca dovezi, nu ca răspuns: conducerea scrie și semnează lista piețelor în care nu intrați.',
      },
      start: {
        en: 'Write down three markets or segments you will not pursue for the next two years; it frees budget and stops opportunistic side projects.',
        ro: 'Notați trei piețe sau segmente pe care nu le urmăriți în următorii doi ani; eliberează buget și oprește proiectele conjuncturale.',
      },
      takeAiOut: {
        en: 'Ask the owner or leadership to draw up the no-go list from market-size and margin figures, which AI may still compile, without an AI-recommended list of markets to drop.',
        ro: 'Cereți conducerii să facă lista piețelor excluse pe baza cifrelor de mărime a pieței și de marjă, pe care AI-ul le poate aduna în continuare, fără o listă de excluderi recomandată de AI.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have leadership write and sign the no-go market list',
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
        en: 'Set automated alerts on competitors’ sites, job ads and ad libraries; whoever leads marketing reviews them quarterly and updates a one-page positioning map.',
        ro: 'Configurați alerte automate pe site-urile, anunțurile de angajare și bibliotecile de reclame ale concurenților; persoana care conduce marketingul le analizează trimestrial și actualizează o hartă de poziționare de o pagină.',
      },
      towardHuman: {
        en: 'Alerts show moves, not motives: have one person who knows the market interpret each quarter’s changes and say what they mean for your direction.',
        ro: 'Alertele arată mișcările, nu motivele: o persoană care cunoaște piața interpretează schimbările fiecărui trimestru și spune ce înseamnă pentru direcția voastră.',
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
          en: 'Have one named person interpret competitors’ moves each quarter',
          ro: 'Cereți unei persoane desemnate să interpreteze trimestrial mișcările concurenților',
        },
        tool: { en: 'Quarterly competitor review note', ro: 'Notă trimestrială despre concurenți' },
        cost: 'light',
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
        en: 'Replace the emailed or generated summary with a session where whoever leads marketing presents the direction and answers questions from everyone who works on your marketing.',
        ro: 'Înlocuiți rezumatul trimis pe e-mail sau generat cu o sesiune în care persoana care conduce marketingul prezintă direcția și răspunde la întrebările tuturor celor care lucrează la marketingul vostru.',
      },
      start: {
        en: 'Once a year, have whoever leads marketing present the direction to everyone who works on your marketing, in-house or external, with time for questions; briefs get sharper the next week.',
        ro: 'O dată pe an, persoana care conduce marketingul prezintă direcția tuturor celor care lucrează la marketingul vostru, interni sau externi, cu timp pentru întrebări; brief-urile devin mai clare chiar din săptămâna următoare.',
      },
      takeAiOut: {
        en: 'Have whoever leads marketing write the talking points and the follow-up note from scratch, not from an AI draft; an AI transcript of the questions asked is fine.',
        ro: 'Cereți persoanei care conduce marketingul să scrie de la zero punctele prezentării și nota de după, nu pornind de la o variantă AI; o transcriere AI a întrebărilor puse e în regulă.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace emailed or generated direction summaries with a briefing',
          ro: 'Înlocuiți rezumatele direcției, trimise pe e-mail sau generate, cu o prezentare',
        },
        tool: {
          en: 'Direction briefing agenda with Q&A',
          ro: 'Agenda prezentării, cu întrebări și răspunsuri',
        },
      },
      start: {
        title: {
          en: 'Hold a yearly direction briefing for everyone on your marketing',
          ro: 'Organizați anual o prezentare a direcției pentru toți cei care lucrează la marketing',
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
        en: 'Do not let an automated scorecard close the review: the owner or leadership decides each year, in writing, whether the vision stands or changes.',
        ro: 'Nu lăsați un raport automat să încheie analiza: conducerea decide în scris, în fiecare an, dacă viziunea rămâne sau se schimbă.',
      },
      start: {
        en: 'Add a one-hour vision review to the yearly planning: what moved toward it, what did not, and whether it still holds.',
        ro: 'Adăugați în planificarea anuală o oră de verificare a viziunii: ce s-a apropiat de ea, ce nu și dacă mai este valabilă.',
      },
      takeAiOut: {
        en: 'The year’s results dashboard may stay AI-built, but the AI commentary on what the missed targets mean is dropped: the owner or leadership writes that paragraph in the review meeting.',
        ro: 'Dashboardul cu rezultatele anului poate fi construit în continuare cu AI, dar comentariul AI despre țintele ratate iese din analiză: conducerea scrie acel paragraf chiar în ședința de verificare.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have leadership decide in writing each year on the vision',
          ro: 'Cereți conducerii să decidă anual, în scris, dacă viziunea rămâne',
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
        en: 'Replace automated surveys on future needs with ten customer conversations a year, held by whoever leads marketing or the owner, with a follow-up question at every hesitation.',
        ro: 'Înlocuiți chestionarele automate despre nevoile viitoare cu zece conversații pe an cu clienți, purtate de persoana care conduce marketingul sau de conducere, cu o întrebare suplimentară la fiecare ezitare.',
      },
      start: {
        en: 'Have whoever leads marketing hold ten customer conversations this year about their next three years; the vision then rests on what buyers say, not on guesses.',
        ro: 'Persoana care conduce marketingul poartă anul acesta zece conversații cu clienți despre următorii lor trei ani; viziunea se sprijină apoi pe ce spun cumpărătorii, nu pe presupuneri.',
      },
      takeAiOut: {
        en: 'Let the interviewer work from five open questions of their own instead of the AI-suggested question list; AI can go on transcribing each call and tagging recurring needs.',
        ro: 'Lăsați-l pe cel care intervievează să lucreze cu cinci întrebări deschise scrise de el, nu cu lista de întrebări propusă de AI; AI-ul poate transcrie în continuare fiecare convorbire și marca nevoile care revin.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace future-needs surveys with ten customer conversations a year',
          ro: 'Înlocuiți chestionarele despre nevoi viitoare cu zece discuții pe an cu clienți',
        },
        tool: {
          en: 'Conversation guide with follow-up questions',
          ro: 'Ghid de discuție cu întrebări suplimentare',
        },
      },
      start: {
        title: {
          en: 'Hold ten customer conversations this year about future needs',
          ro: 'Purtați anul acesta zece conversații cu clienți despre nevoile viitoare',
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
      en: 'Deciding which line grows, which funds the others and which is retired sets budgets and careers; the owner or leadership must answer for it.',
      ro: 'Ce linie crește, care le finanțează pe celelalte și care este retrasă decide bugete și cariere; conducerea trebuie să și-o asume.',
    },
    levers: {
      towardHuman: {
        en: 'Where a portfolio model assigns roles, let the owner or leadership set them instead, reading its margins and growth data as evidence, not as the answer.',
        ro: 'Acolo unde un model de portofoliu atribuie rolurile, lăsați conducerea să le stabilească, folosind marjele și creșterea din model ca dovezi, nu ca răspuns.',
      },
      start: {
        en: 'Give each product line one role for the next three years (grow, fund, maintain or retire) and budget it accordingly.',
        ro: 'Dați fiecărei linii de produse un singur rol pentru următorii trei ani (creștere, finanțare, menținere sau retragere) și stabiliți bugetul în consecință.',
      },
      takeAiOut: {
        en: 'In the portfolio meeting, the owner or leadership assigns each product line its role from the margin and growth table, with the AI tool’s suggested label removed beforehand.',
        ro: 'În ședința de portofoliu, conducerea atribuie fiecărei linii de produse rolul pornind de la tabelul cu marje și creștere, după ce eticheta propusă de instrumentul AI a fost scoasă.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Let leadership, not a portfolio model, set product-line roles',
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
      en: 'Taking or refusing a public stance can cost customers overnight; the people who speak for the brand have to make that call.',
      ro: 'O poziție publică luată sau refuzată vă poate costa clienți peste noapte; decizia o iau cei care vorbesc în numele brandului.',
    },
    levers: {
      towardHuman: {
        en: 'Take stance decisions out of any automated publishing flow: the owner or leadership decides, and a written rule says which issues you speak on.',
        ro: 'Scoateți deciziile de poziționare publică din orice flux automat de publicare: decide conducerea, iar o regulă scrisă spune despre ce subiecte vorbiți.',
      },
      start: {
        en: 'Agree in advance which public issues touch your purpose and which you stay out of; crises leave no time to decide from scratch.',
        ro: 'Stabiliți dinainte ce subiecte publice țin de scopul vostru și de care vă feriți; crizele nu lasă timp pentru decizii de la zero.',
      },
      takeAiOut: {
        en: 'When an issue flares up, the owner or leadership writes your statement with no AI draft; monitoring tools may still flag the issue and how fast it spreads.',
        ro: 'Când un subiect se aprinde, conducerea scrie declarația voastră fără o variantă AI; instrumentele de monitorizare pot semnala în continuare subiectul și cât de repede se răspândește.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Pull public-stance decisions from automation; leadership decides',
          ro: 'Scoateți deciziile de poziționare publică din fluxul automat; decide conducerea',
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
