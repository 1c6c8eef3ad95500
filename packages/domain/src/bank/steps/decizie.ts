import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 3 — Decision (domain-design.md §1). Target human share 75 %. */
export const decizie: StepDef = {
  key: 'DECIZIE',
  globalOrder: 3,
  targetHumanPercent: 75,
  name: { en: 'Decision', ro: 'Decizie' },
  description: {
    en:
      '<p>Decision examines how your company makes its strategic marketing choices: priorities, the size and allocation of the budget, go/no-go calls, and what to stop.</p>' +
      '<p>The ideal split is <strong>about 75 % human, 25 % AI</strong>. Models and AI assistants should prepare the options, the data and the scenarios, but people weigh the trade-offs, take responsibility for the call and explain it to the rest of the business.</p>',
    ro:
      '<p>Decizia analizează felul în care compania voastră face alegerile strategice de marketing: priorități, mărimea și alocarea bugetului, deciziile de tip go/no-go și ce anume opriți.</p>' +
      '<p>Echilibrul ideal este de <strong>aproximativ 75 % oameni, 25 % AI</strong>. Modelele și asistenții AI ar trebui să pregătească opțiunile, datele și scenariile, dar oamenii cântăresc compromisurile, își asumă decizia și o explică în restul companiei.</p>',
  },
  questions: [
    {
      id: 'decizie-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are the three to five marketing priorities for the year chosen from everything you could do?',
        ro: 'Cum sunt alese cele trei-cinci priorități de marketing ale anului, din tot ce ați putea face?',
      },
      options: [
        {
          id: 'decizie-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "The CMO and the team agree them at a planning offsite, based on experience and last year's results",
            ro: 'CMO-ul și echipa le stabilesc într-o sesiune de planificare, pe baza experienței și a rezultatelor de anul trecut',
          },
        },
        {
          id: 'decizie-01-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: "The team decides; beforehand, AI analyses last year's results and market data and lists the options with evidence",
            ro: 'Echipa decide; în prealabil, AI analizează rezultatele de anul trecut și datele de piață și listează opțiunile, cu argumente',
          },
        },
        {
          id: 'decizie-01-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI ranks the candidate priorities by expected impact; the team adjusts the ranking and confirms the top ones',
            ro: 'AI ierarhizează prioritățile posibile după impactul estimat; echipa ajustează clasamentul și le confirmă pe primele',
          },
        },
        {
          id: 'decizie-01-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'The priorities are the ones an AI planning tool recommends; the team adopts them as they are',
            ro: 'Prioritățile sunt cele recomandate de un instrument AI de planificare; echipa le adoptă ca atare',
          },
        },
        {
          id: 'decizie-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't set yearly marketing priorities",
            ro: 'Nu stabilim priorități anuale de marketing',
          },
        },
      ],
    },
    {
      id: 'decizie-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How is the size of next year's marketing budget worked out and argued for with the CFO or the board?",
        ro: 'Cum se stabilește mărimea bugetului de marketing pentru anul următor și cum este susținut în fața CFO-ului sau a boardului?',
      },
      options: [
        {
          id: 'decizie-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Last year's budget plus or minus a percentage, negotiated by the CMO",
            ro: 'Bugetul de anul trecut, plus sau minus un procent, negociat de CMO',
          },
        },
        {
          id: 'decizie-02-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'The CMO builds the case from objectives and costs; AI helps model the expected return and prepare the arguments',
            ro: 'CMO-ul construiește argumentația din obiective și costuri; AI ajută la modelarea randamentului estimat și la pregătirea argumentelor',
          },
        },
        {
          id: 'decizie-02-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'A response model proposes the budget needed to hit the targets; the CMO adjusts it and defends it',
            ro: 'Un model de răspuns propune bugetul necesar pentru atingerea țintelor; CMO-ul îl ajustează și îl susține',
          },
        },
        {
          id: 'decizie-02-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: "The budget is set by a model's recommendation and approved without much debate",
            ro: 'Bugetul este stabilit pe baza recomandării unui model și aprobat fără prea multe discuții',
          },
        },
        {
          id: 'decizie-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Marketing has no budget of its own; spending is approved case by case',
            ro: 'Marketingul nu are un buget propriu; cheltuielile se aprobă de la caz la caz',
          },
        },
      ],
    },
    {
      id: 'decizie-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When the quarterly marketing budget has to be reallocated between channels and programmes (media, events, content, PR), who makes the call?',
        ro: 'Când bugetul trimestrial de marketing trebuie realocat între canale și programe (media, evenimente, conținut, PR), cine ia decizia?',
      },
      options: [
        {
          id: 'decizie-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO decides from experience and team input; no models involved',
            ro: 'CMO-ul decide pe baza experienței și a discuțiilor cu echipa, fără modele',
          },
        },
        {
          id: 'decizie-03-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'The head of performance proposes a shift based on dashboard data and AI analysis; the CMO decides',
            ro: 'Responsabilul de performance propune o realocare pe baza datelor din dashboard și a analizei AI; CMO-ul decide',
          },
        },
        {
          id: 'decizie-03-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'A model recommends the new allocation; the CMO approves it with small adjustments',
            ro: 'Un model recomandă noua alocare; CMO-ul o aprobă cu mici ajustări',
          },
        },
        {
          id: 'decizie-03-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'An optimisation model reallocates automatically; people only review exceptions',
            ro: 'Un model de optimizare realocă automat; oamenii analizează doar excepțiile',
          },
        },
        {
          id: 'decizie-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't reallocate budget during the year",
            ro: 'Nu realocăm bugetul în timpul anului',
          },
        },
      ],
    },
    {
      id: 'decizie-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a major campaign is ready, who gives the final go or no-go for launch?',
        ro: 'Când o campanie importantă este gata, cine dă decizia finală de lansare (go/no-go)?',
      },
      options: [
        {
          id: 'decizie-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO or brand lead decides after reviewing the campaign with the team',
            ro: 'CMO-ul sau brand managerul decide după ce analizează campania împreună cu echipa',
          },
        },
        {
          id: 'decizie-04-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'The CMO decides, with an AI pre-launch check (brand fit, compliance, predicted performance) as input',
            ro: 'CMO-ul decide, având ca input o verificare AI înainte de lansare (potrivirea cu brandul, conformitatea, performanța estimată)',
          },
        },
        {
          id: 'decizie-04-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'Campaigns go live if the AI pre-launch score passes a threshold; people look only at the borderline ones',
            ro: 'Campaniile se lansează dacă scorul AI de prelansare trece de un prag; oamenii le analizează doar pe cele la limită',
          },
        },
        {
          id: 'decizie-04-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI decides and launches campaigns automatically once its checks pass',
            ro: 'AI decide și lansează automat campaniile, de îndată ce acestea trec de verificările automate',
          },
        },
        {
          id: 'decizie-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a formal go/no-go step before launch",
            ro: 'Nu avem un pas formal de go/no-go înainte de lansare',
          },
        },
      ],
    },
    {
      id: 'decizie-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you consider entering a new country, industry or customer segment, how is the go/no-go decision made?',
        ro: 'Când analizați intrarea pe o piață nouă, într-o industrie nouă sau într-un segment nou de clienți, cum se ia decizia go/no-go?',
      },
      options: [
        {
          id: 'decizie-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leadership decides on conviction and first-hand knowledge of the market',
            ro: 'Conducerea decide din convingere și pe baza cunoașterii directe a pieței',
          },
        },
        {
          id: 'decizie-05-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Leadership decides on a business case; AI helps size the opportunity and compare the options',
            ro: 'Conducerea decide pe baza unui business case; AI ajută la dimensionarea oportunității și la compararea opțiunilor',
          },
        },
        {
          id: 'decizie-05-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI model scores markets on attractiveness and fit; leadership follows the score unless there is a strong reason not to',
            ro: 'Un model AI punctează piețele după atractivitate și potrivire; conducerea urmează scorul, dacă nu există un motiv serios împotrivă',
          },
        },
        {
          id: 'decizie-05-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'We enter the markets the model ranks highest, without a separate leadership review',
            ro: 'Intrăm pe piețele pe care modelul le clasează cel mai sus, fără o analiză separată a conducerii',
          },
        },
        {
          id: 'decizie-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't considered entering new markets or segments",
            ro: 'Nu am analizat intrarea pe piețe sau în segmente noi',
          },
        },
      ],
    },
    {
      id: 'decizie-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a new product, service or feature is coming, who decides how big its marketing launch will be (tier 1, 2 or 3) and what resources it gets?',
        ro: 'Când urmează un produs, un serviciu sau o funcționalitate nouă, cine decide cât de amplă va fi lansarea (nivel 1, 2 sau 3) și ce resurse primește?',
      },
      options: [
        {
          id: 'decizie-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Product marketing and the CMO decide case by case, based on how important the launch feels',
            ro: 'Echipa de product marketing și CMO-ul decid de la caz la caz, în funcție de cât de importantă pare lansarea',
          },
        },
        {
          id: 'decizie-06-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Product marketing applies a tiering grid, with AI estimates of revenue potential and audience size as input',
            ro: 'Echipa de product marketing aplică o grilă de încadrare, folosind ca input estimările AI privind potențialul de venituri și mărimea audienței',
          },
        },
        {
          id: 'decizie-06-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI assigns the tier from the launch brief and the revenue forecast; product marketing confirms or challenges it',
            ro: 'AI stabilește nivelul pe baza brief-ului de lansare și a prognozei de venituri; echipa de product marketing îl confirmă sau îl contestă',
          },
        },
        {
          id: 'decizie-06-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI assigns the tier and allocates the launch budget and channels automatically',
            ro: 'AI stabilește nivelul și alocă automat bugetul și canalele de lansare',
          },
        },
        {
          id: 'decizie-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely launch new products or services',
            ro: 'Lansăm rar produse sau servicii noi',
          },
        },
      ],
    },
    {
      id: 'decizie-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide to stop a campaign, channel or programme that is not delivering?',
        ro: 'Cum decideți să opriți o campanie, un canal sau un program care nu dă rezultate?',
      },
      options: [
        {
          id: 'decizie-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The responsible manager decides at a review meeting, on judgement',
            ro: 'Managerul responsabil decide într-o ședință de analiză, pe baza propriei judecăți',
          },
        },
        {
          id: 'decizie-07-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Stop rules are agreed in advance; AI flags breaches and a manager decides whether to stop',
            ro: 'Regulile de oprire sunt stabilite din timp; AI semnalează depășirile, iar un manager decide dacă oprește',
          },
        },
        {
          id: 'decizie-07-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'AI recommends what to stop, with evidence; managers approve most recommendations in a weekly review',
            ro: 'AI recomandă ce trebuie oprit, cu argumente; managerii aprobă majoritatea recomandărilor într-o analiză săptămânală',
          },
        },
        {
          id: 'decizie-07-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI stops underperforming activities automatically and informs the team afterwards',
            ro: 'AI oprește automat activitățile care nu performează și informează echipa ulterior',
          },
        },
        {
          id: 'decizie-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely stop a programme before it ends',
            ro: 'Rareori oprim un program înainte de termen',
          },
        },
      ],
    },
    {
      id: 'decizie-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides on promotions and discounts: when to run them, for whom and how deep?',
        ro: 'Cine decide promoțiile și reducerile: când le faceți, pentru cine și cât de mari sunt?',
      },
      options: [
        {
          id: 'decizie-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Marketing and sales managers decide from experience and the commercial calendar',
            ro: 'Managerii de marketing și de vânzări decid pe baza experienței și a calendarului comercial',
          },
        },
        {
          id: 'decizie-08-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Managers decide; beforehand, AI estimates the sales uplift and margin impact of each option',
            ro: 'Managerii decid; în prealabil, AI estimează creșterea vânzărilor și impactul asupra marjei pentru fiecare variantă',
          },
        },
        {
          id: 'decizie-08-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'An AI model recommends the promotion plan and discount levels; managers approve it with adjustments',
            ro: 'Un model AI recomandă planul promoțional și nivelurile de reducere; managerii îl aprobă cu ajustări',
          },
        },
        {
          id: 'decizie-08-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI sets personalised offers and discount levels automatically, within preset margin limits',
            ro: 'AI stabilește automat oferte personalizate și niveluri de reducere, în limitele de marjă prestabilite',
          },
        },
        {
          id: 'decizie-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run promotions or discounts",
            ro: 'Nu facem promoții sau reduceri',
          },
        },
      ],
    },
    {
      id: 'decizie-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are big one-off investments decided, such as a sponsorship, a trade-show presence or a major partnership?',
        ro: 'Cum se decid investițiile mari și punctuale, cum ar fi o sponsorizare, participarea la un târg sau un parteneriat important?',
      },
      options: [
        {
          id: 'decizie-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO or CEO decides, often on relationships and gut feeling',
            ro: 'CMO-ul sau CEO-ul decide, de multe ori pe baza relațiilor și a intuiției',
          },
        },
        {
          id: 'decizie-09-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'Leadership weighs a written proposal; AI helps estimate the audience reached and the expected return',
            ro: 'Conducerea cântărește o propunere scrisă; AI ajută la estimarea audienței atinse și a randamentului așteptat',
          },
        },
        {
          id: 'decizie-09-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'An AI model scores each opportunity against past results; leadership follows the score in most cases',
            ro: 'Un model AI punctează fiecare oportunitate în funcție de rezultatele anterioare; conducerea urmează scorul în majoritatea cazurilor',
          },
        },
        {
          id: 'decizie-09-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: "We commit whenever the model's predicted return passes our threshold",
            ro: 'Investim ori de câte ori randamentul estimat de model depășește pragul stabilit',
          },
        },
        {
          id: 'decizie-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't make large one-off marketing investments",
            ro: 'Nu facem investiții de marketing mari și punctuale',
          },
        },
      ],
    },
    {
      id: 'decizie-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a major marketing decision, how are the options, trade-offs and risks laid out for the people who decide?',
        ro: 'Înainte de o decizie importantă de marketing, cum sunt prezentate opțiunile, compromisurile și riscurile celor care decid?',
      },
      options: [
        {
          id: 'decizie-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'It is discussed in a meeting; whoever proposes the idea presents it verbally',
            ro: 'Se discută într-o ședință; cine propune ideea o prezintă verbal',
          },
        },
        {
          id: 'decizie-10-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'A manager writes a decision memo with two or three options; AI helps gather data and spot risks',
            ro: 'Un manager scrie un memo de decizie cu două-trei opțiuni; AI ajută la strângerea datelor și la identificarea riscurilor',
          },
        },
        {
          id: 'decizie-10-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI drafts the memo with options, scenarios and a recommendation; a manager edits it before the meeting',
            ro: 'AI redactează memo-ul cu opțiuni, scenarii și o recomandare; un manager îl editează înainte de ședință',
          },
        },
        {
          id: 'decizie-10-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI produces the memo and the recommendation, and the decision usually follows it unchanged',
            ro: 'AI produce memo-ul și recomandarea, iar decizia o urmează de obicei fără modificări',
          },
        },
        {
          id: 'decizie-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't prepare major decisions in writing",
            ro: 'Nu pregătim în scris deciziile importante',
          },
        },
      ],
    },
    {
      id: 'decizie-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a reputational issue blows up (a viral complaint, a negative press story), who decides how the brand responds?',
        ro: 'Când izbucnește o problemă de reputație (o reclamație devenită virală, un articol negativ în presă), cine decide cum răspunde brandul?',
      },
      options: [
        {
          id: 'decizie-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CEO, CMO and head of communications decide together, following the crisis plan',
            ro: 'CEO-ul, CMO-ul și responsabilul de comunicare decid împreună, conform planului de criză',
          },
        },
        {
          id: 'decizie-11-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'People decide; AI tracks the spread and sentiment in real time and drafts holding statements',
            ro: 'Oamenii decid; AI urmărește în timp real răspândirea și sentimentul și redactează declarațiile preliminare',
          },
        },
        {
          id: 'decizie-11-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI recommends the response strategy and the wording; the head of communications approves them with edits',
            ro: 'AI recomandă strategia de răspuns și formularea; responsabilul de comunicare le aprobă cu modificări',
          },
        },
        {
          id: 'decizie-11-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI classifies the issue and publishes pre-approved responses automatically',
            ro: 'AI clasifică problema și publică automat răspunsuri aprobate în prealabil',
          },
        },
        {
          id: 'decizie-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a way of handling reputational issues yet",
            ro: 'Nu avem încă un mod stabilit de a gestiona problemele de reputație',
          },
        },
      ],
    },
    {
      id: 'decizie-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide which products or services get marketing focus and budget each quarter?',
        ro: 'Cum decideți ce produse sau servicii primesc atenția și bugetul de marketing în fiecare trimestru?',
      },
      options: [
        {
          id: 'decizie-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Marketing and product managers agree it in planning meetings, based on the sales plan',
            ro: 'Managerii de marketing și de produs stabilesc acest lucru în ședințele de planificare, pe baza planului de vânzări',
          },
        },
        {
          id: 'decizie-12-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Managers decide; beforehand, AI analyses margin, demand and seasonality for each product',
            ro: 'Managerii decid; în prealabil, AI analizează marja, cererea și sezonalitatea pentru fiecare produs',
          },
        },
        {
          id: 'decizie-12-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'A model recommends the focus products for the quarter; managers confirm them with minor changes',
            ro: 'Un model recomandă produsele prioritare pentru trimestru; managerii le confirmă cu mici modificări',
          },
        },
        {
          id: 'decizie-12-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI keeps shifting focus and budget between products, without any planning meeting',
            ro: 'AI mută continuu atenția și bugetul între produse, fără ședințe de planificare',
          },
        },
        {
          id: 'decizie-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We market a single product or service',
            ro: 'Promovăm un singur produs sau serviciu',
          },
        },
      ],
    },
    {
      id: 'decizie-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a competitor makes a major move (a price cut, a new product, an aggressive campaign), how do you decide whether and how to respond?',
        ro: 'Când un concurent face o mișcare importantă (o reducere de preț, un produs nou, o campanie agresivă), cum decideți dacă și cum răspundeți?',
      },
      options: [
        {
          id: 'decizie-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leadership meets and decides on experience and instinct',
            ro: 'Conducerea se reunește și decide pe baza experienței și a instinctului',
          },
        },
        {
          id: 'decizie-13-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'AI quickly assesses the likely impact on our sales and customers; leadership weighs the response options and decides',
            ro: 'AI evaluează rapid impactul probabil asupra vânzărilor și clienților noștri; conducerea cântărește variantele de răspuns și decide',
          },
        },
        {
          id: 'decizie-13-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI recommends a response plan (match, ignore, counter-message); leadership approves it with minor changes',
            ro: 'AI recomandă un plan de răspuns (aliniere, ignorare, contramesaj); conducerea îl aprobă cu mici modificări',
          },
        },
        {
          id: 'decizie-13-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'Preset rules let AI respond automatically, for example by matching prices or raising bids on competitor keywords',
            ro: 'Reguli prestabilite permit AI să răspundă automat, de exemplu prin alinierea prețurilor sau creșterea licitațiilor pe cuvintele-cheie ale concurenței',
          },
        },
        {
          id: 'decizie-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't respond to competitor moves in a deliberate way",
            ro: 'Nu răspundem în mod deliberat la mișcările concurenței',
          },
        },
      ],
    },
    {
      id: 'decizie-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When the data or an AI recommendation contradicts the experience of the people deciding, how is the disagreement settled?',
        ro: 'Când datele sau o recomandare AI contrazic experiența celor care decid, cum se rezolvă dezacordul?',
      },
      options: [
        {
          id: 'decizie-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Experience wins; the data or the recommendation is noted and usually set aside',
            ro: 'Câștigă experiența; datele sau recomandarea sunt notate și de obicei lăsate deoparte',
          },
        },
        {
          id: 'decizie-14-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'The team digs into why they differ, then the accountable manager decides and records the reasoning',
            ro: 'Echipa analizează de ce diferă, apoi managerul responsabil decide și își notează argumentele',
          },
        },
        {
          id: 'decizie-14-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'The AI recommendation is followed unless someone can show that it is wrong',
            ro: 'Se urmează recomandarea AI, cu excepția cazului în care cineva poate demonstra că este greșită',
          },
        },
        {
          id: 'decizie-14-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'The AI recommendation is always followed; our process does not allow overriding it',
            ro: 'Recomandarea AI este urmată întotdeauna; procesul nostru nu prevede ignorarea ei',
          },
        },
        {
          id: 'decizie-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use data models or AI recommendations in our decisions",
            ro: 'Nu folosim modele de date sau recomandări AI în deciziile noastre',
          },
        },
      ],
    },
    {
      id: 'decizie-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these inputs does AI already prepare for your marketing decisions? Select all that apply.',
        ro: 'Care dintre aceste elemente de fundamentare a deciziilor de marketing le pregătește deja AI? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'decizie-15-a',
          key: 'A',
          aiPercent: 15,
          text: {
            en: 'Summaries of performance data before review meetings',
            ro: 'Sinteze ale datelor de performanță înainte de ședințele de analiză',
          },
        },
        {
          id: 'decizie-15-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'Market and competitor signals relevant to the decision',
            ro: 'Semnale din piață și de la concurență relevante pentru decizie',
          },
        },
        {
          id: 'decizie-15-c',
          key: 'C',
          aiPercent: 25,
          text: {
            en: 'What-if scenarios for budget or plan options',
            ro: 'Scenarii de tip „ce-ar fi dacă” pentru variantele de buget sau de plan',
          },
        },
        {
          id: 'decizie-15-d',
          key: 'D',
          aiPercent: 25,
          text: {
            en: 'Risks and counter-arguments for a proposed decision',
            ro: 'Riscuri și contraargumente pentru o decizie propusă',
          },
        },
        {
          id: 'decizie-15-e',
          key: 'E',
          aiPercent: 45,
          text: {
            en: 'A ranked recommendation of which option to choose',
            ro: 'O recomandare ierarhizată privind varianta de ales',
          },
        },
        {
          id: 'decizie-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'decizie-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
