import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 1 — Vision (domain-design.md §1). Target human share 90 %. */
export const viziune: StepDef = {
  key: 'VIZIUNE',
  globalOrder: 1,
  targetHumanPercent: 90,
  name: { en: 'Vision', ro: 'Viziune' },
  description: {
    en:
      '<p>Vision examines how your company sets its long-term direction: the brand purpose, the market ambition, the values the brand stands for, and who decides them.</p>' +
      '<p>The ideal split is <strong>about 90 % human, 10 % AI</strong>. AI can scan trends, summarise research and challenge your assumptions, but choosing where the brand is going and why it exists is a leadership responsibility that should not be delegated to a model.</p>',
    ro:
      '<p>Viziunea analizează felul în care compania voastră își stabilește direcția pe termen lung: scopul brandului, ambiția de piață, valorile pe care și le asumă brandul și cine le decide.</p>' +
      '<p>Echilibrul ideal este de <strong>aproximativ 90 % oameni, 10 % AI</strong>. AI poate urmări tendințe, poate sintetiza cercetări și vă poate contesta ipotezele, dar alegerea direcției în care merge brandul și a motivului pentru care există rămâne o responsabilitate a conducerii, care nu ar trebui delegată unui model.</p>',
  },
  questions: [
    {
      id: 'viziune-01',
      kind: 'context',
      type: 'single_choice',
      text: {
        en: 'How many people does your company employ (full-time equivalents)?',
        ro: 'Câți angajați are compania voastră (în echivalent normă întreagă)?',
      },
      options: [
        {
          id: 'viziune-01-a',
          key: 'A',
          aiPercent: null,
          text: { en: 'Number of employees', ro: 'Număr de angajați' },
          input: { type: 'integer', min: 1, max: 100000, contextKey: 'company.employees' },
        },
        {
          id: 'viziune-01-b',
          key: 'B',
          aiPercent: null,
          text: { en: "I'd rather not say", ro: 'Prefer să nu spun' },
        },
      ],
    },
    {
      id: 'viziune-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When your brand purpose (why the brand exists beyond making money) is defined or revisited, how is it shaped?',
        ro: 'Când scopul brandului (motivul pentru care brandul există, dincolo de profit) este definit sau revizuit, cum este formulat?',
      },
      options: [
        {
          id: 'viziune-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The founders or leadership team work it out in workshops with employees and customers, without AI',
            ro: 'Fondatorii sau echipa de conducere îl formulează în workshopuri cu angajați și clienți, fără AI',
          },
        },
        {
          id: 'viziune-02-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Leadership shapes it in workshops; AI only summarises the interviews and research used as input',
            ro: 'Conducerea îl construiește în workshopuri; AI doar sintetizează interviurile și cercetările folosite ca input',
          },
        },
        {
          id: 'viziune-02-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI drafts several purpose statements from our research; leadership picks one and refines the wording',
            ro: 'AI propune mai multe formulări ale scopului pe baza cercetărilor; conducerea alege una și o rafinează',
          },
        },
        {
          id: 'viziune-02-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'The purpose statement is generated with an AI tool; leadership approves it with minor edits',
            ro: 'Scopul este generat cu un instrument AI; conducerea îl aprobă cu mici modificări',
          },
        },
        {
          id: 'viziune-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a defined brand purpose yet",
            ro: 'Nu avem încă un scop de brand definit',
          },
        },
      ],
    },
    {
      id: 'viziune-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your long-term marketing vision (where marketing should take the brand in the next 3–5 years) put into writing?',
        ro: 'Cum este pusă pe hârtie viziunea de marketing pe termen lung (unde ar trebui să ducă marketingul brandul în următorii 3–5 ani)?',
      },
      options: [
        {
          id: 'viziune-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO writes it personally after discussions with the CEO and the team',
            ro: 'CMO-ul o scrie personal, după discuții cu CEO-ul și cu echipa',
          },
        },
        {
          id: 'viziune-03-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The CMO writes it; AI is used to tighten the wording and check it against the business plan',
            ro: 'CMO-ul o scrie; AI este folosit pentru a șlefui formularea și a o verifica în raport cu planul de afaceri',
          },
        },
        {
          id: 'viziune-03-c',
          key: 'C',
          aiPercent: 35,
          text: {
            en: 'AI produces a first draft from strategy documents and research; the leadership team rewrites much of it',
            ro: 'AI produce o primă variantă din documentele de strategie și din cercetări; echipa de conducere o rescrie în mare parte',
          },
        },
        {
          id: 'viziune-03-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'AI writes the vision document; leadership reads it and approves it with light edits',
            ro: 'AI scrie documentul de viziune; conducerea îl citește și îl aprobă cu mici ajustări',
          },
        },
        {
          id: 'viziune-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a written long-term marketing vision",
            ro: 'Nu avem o viziune de marketing pe termen lung formulată în scris',
          },
        },
      ],
    },
    {
      id: 'viziune-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who sets your market ambition, for example "top three in our category by 2028" or a target market share?',
        ro: 'Cine stabilește ambiția voastră de piață, de exemplu „top trei în categorie până în 2028” sau o cotă de piață țintă?',
      },
      options: [
        {
          id: 'viziune-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "The CEO and CMO set it from their own reading of the market and the company's capabilities",
            ro: 'CEO-ul și CMO-ul o stabilesc pe baza propriei evaluări a pieței și a capabilităților companiei',
          },
        },
        {
          id: 'viziune-04-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Leadership sets it; AI helps gather market size and competitor data to check that it is realistic',
            ro: 'Conducerea o stabilește; AI ajută la strângerea datelor despre mărimea pieței și concurenți, pentru a verifica dacă este realistă',
          },
        },
        {
          id: 'viziune-04-c',
          key: 'C',
          aiPercent: 30,
          text: {
            en: 'A model projects several achievable market-share scenarios; leadership chooses the ambition among them',
            ro: 'Un model estimează mai multe scenarii realizabile de cotă de piață; conducerea alege ambiția dintre ele',
          },
        },
        {
          id: 'viziune-04-d',
          key: 'D',
          aiPercent: 65,
          text: {
            en: 'The ambition is taken from an AI forecast of what is attainable and adopted as proposed',
            ro: 'Ambiția este preluată dintr-o prognoză AI a ceea ce se poate atinge și este adoptată așa cum a fost propusă',
          },
        },
        {
          id: 'viziune-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We have no explicit market ambition beyond this year's targets",
            ro: 'Nu avem o ambiție de piață explicită dincolo de țintele anului curent',
          },
        },
      ],
    },
    {
      id: 'viziune-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does your team spot the long-term trends (5–10 years out: technology, consumer behaviour, regulation) that could reshape your market?',
        ro: 'Cum identifică echipa voastră tendințele pe termen lung (la 5–10 ani: tehnologie, comportamentul consumatorilor, reglementări) care v-ar putea schimba piața?',
      },
      options: [
        {
          id: 'viziune-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leaders read, go to conferences and talk to customers and experts; insights are shared informally',
            ro: 'Liderii citesc, merg la conferințe și discută cu clienți și experți; concluziile se împărtășesc informal',
          },
        },
        {
          id: 'viziune-05-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'AI monitors sources and sends a monthly trend digest; leadership discusses what matters for us and why',
            ro: 'AI monitorizează sursele și trimite lunar un rezumat al tendințelor; conducerea discută ce contează pentru noi și de ce',
          },
        },
        {
          id: 'viziune-05-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI trend radar scores trends by impact and likelihood; the team reviews the top ones once a year',
            ro: 'Un radar de tendințe bazat pe AI le punctează după impact și probabilitate; echipa le analizează pe primele o dată pe an',
          },
        },
        {
          id: 'viziune-05-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI selects the trends and writes their implications for us; these go straight into the strategy',
            ro: 'AI selectează tendințele și formulează implicațiile lor pentru noi; acestea intră direct în strategie',
          },
        },
        {
          id: 'viziune-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track long-term trends in a structured way",
            ro: 'Nu urmărim în mod structurat tendințele pe termen lung',
          },
        },
      ],
    },
    {
      id: 'viziune-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Before you commit to a long-term direction, how is it challenged (pre-mortem, devil's advocate, outside views)?",
        ro: 'Înainte să vă asumați o direcție pe termen lung, cum este ea pusă la încercare (pre-mortem, avocatul diavolului, opinii din afară)?',
      },
      options: [
        {
          id: 'viziune-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The leadership team, board members or trusted advisers challenge it in a dedicated session',
            ro: 'Echipa de conducere, membrii boardului sau consilieri de încredere o contestă într-o sesiune dedicată',
          },
        },
        {
          id: 'viziune-06-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'People challenge it in a session; AI is also asked for counter-arguments, which the team then weighs',
            ro: 'Oamenii o contestă într-o sesiune; AI este rugat și el să aducă contraargumente, pe care echipa le cântărește',
          },
        },
        {
          id: 'viziune-06-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI runs the stress test, generating risks and failure scenarios; leadership reviews only the summary',
            ro: 'AI face testul de rezistență, generând riscuri și scenarii de eșec; conducerea parcurge doar sinteza',
          },
        },
        {
          id: 'viziune-06-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'We rely on an AI assessment to tell us whether the direction is sound, and adjust it accordingly',
            ro: 'Ne bazăm pe o evaluare AI care ne spune dacă direcția este solidă și o ajustăm în consecință',
          },
        },
        {
          id: 'viziune-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't challenge our long-term direction before adopting it",
            ro: 'Nu ne punem la încercare direcția pe termen lung înainte de a o adopta',
          },
        },
      ],
    },
    {
      id: 'viziune-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "When the company sets its multi-year business strategy, how is marketing's long-term role in it defined?",
        ro: 'Când compania își stabilește strategia de afaceri pe mai mulți ani, cum se definește rolul marketingului pe termen lung în cadrul ei?',
      },
      options: [
        {
          id: 'viziune-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO negotiates it with the CEO and the board as part of the strategy process',
            ro: 'CMO-ul îl negociază cu CEO-ul și cu boardul, ca parte a procesului de strategie',
          },
        },
        {
          id: 'viziune-07-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The CMO defines it with the CEO; AI helps with a first mapping of business goals to marketing objectives',
            ro: 'CMO-ul îl definește împreună cu CEO-ul; AI ajută la o primă corelare între obiectivele de business și cele de marketing',
          },
        },
        {
          id: 'viziune-07-c',
          key: 'C',
          aiPercent: 35,
          text: {
            en: 'AI derives marketing objectives from the business plan; the CMO adjusts them before presenting them to the board',
            ro: 'AI stabilește obiectivele de marketing pornind de la planul de afaceri; CMO-ul le ajustează înainte de a le prezenta boardului',
          },
        },
        {
          id: 'viziune-07-d',
          key: 'D',
          aiPercent: 65,
          text: {
            en: 'Marketing objectives are generated by AI from the business plan and adopted almost unchanged',
            ro: 'Obiectivele de marketing sunt generate de AI din planul de afaceri și adoptate aproape neschimbate',
          },
        },
        {
          id: 'viziune-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our company doesn't have a multi-year business strategy",
            ro: 'Compania noastră nu are o strategie de afaceri pe mai mulți ani',
          },
        },
      ],
    },
    {
      id: 'viziune-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who defines your brand values and personality, the traits that should guide how the brand behaves everywhere?',
        ro: 'Cine definește valorile și personalitatea brandului, trăsăturile care ar trebui să ghideze comportamentul brandului peste tot?',
      },
      options: [
        {
          id: 'viziune-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Leadership and the brand team define them with employees, drawing on the company's culture and history",
            ro: 'Conducerea și echipa de brand le definesc împreună cu angajații, pornind de la cultura și istoria companiei',
          },
        },
        {
          id: 'viziune-08-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'People define them; AI analyses how customers and employees describe the brand to inform the discussion',
            ro: 'Oamenii le definesc; AI analizează cum descriu brandul clienții și angajații, ca punct de plecare pentru discuție',
          },
        },
        {
          id: 'viziune-08-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI proposes a set of values and a brand archetype from research; the brand team selects and adapts them',
            ro: 'AI propune un set de valori și un arhetip de brand pe baza cercetărilor; echipa de brand le selectează și le adaptează',
          },
        },
        {
          id: 'viziune-08-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'An AI branding tool generates the values and personality; they are adopted without much discussion',
            ro: 'Un instrument AI de branding generează valorile și personalitatea; acestea sunt adoptate fără prea multe discuții',
          },
        },
        {
          id: 'viziune-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't defined brand values or a brand personality",
            ro: 'Nu avem definite valori sau o personalitate de brand',
          },
        },
      ],
    },
    {
      id: 'viziune-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your brand architecture decided for the long run: one master brand, endorsed sub-brands or separate brands?',
        ro: 'Cum se decide arhitectura de brand pe termen lung: un singur brand-umbrelă, sub-branduri susținute de brandul principal sau branduri separate?',
      },
      options: [
        {
          id: 'viziune-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Leadership decides it in strategy sessions, guided by experience and the company's ambitions",
            ro: 'Conducerea decide în sesiuni de strategie, pe baza experienței și a ambițiilor companiei',
          },
        },
        {
          id: 'viziune-09-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Leadership decides; beforehand, AI helps audit the current portfolio (awareness, overlaps, costs)',
            ro: 'Conducerea decide; în prealabil, AI ajută la auditarea portofoliului actual (notorietate, suprapuneri, costuri)',
          },
        },
        {
          id: 'viziune-09-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI models the portfolio options and recommends a structure; leadership validates the recommendation',
            ro: 'AI modelează variantele de portofoliu și recomandă o structură; conducerea validează recomandarea',
          },
        },
        {
          id: 'viziune-09-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'The architecture follows an AI recommendation, applied largely as delivered',
            ro: 'Arhitectura urmează o recomandare AI, aplicată în mare parte așa cum a fost livrată',
          },
        },
        {
          id: 'viziune-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have a single brand and no portfolio choices to make',
            ro: 'Avem un singur brand și nicio decizie de portofoliu de luat',
          },
        },
      ],
    },
    {
      id: 'viziune-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Who decides which customers your brand wants to serve in five years' time, and which ones you will stop chasing?",
        ro: 'Cine decide ce clienți vrea brandul vostru să servească peste cinci ani și pe care nu îi veți mai urmări?',
      },
      options: [
        {
          id: 'viziune-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "The CEO and CMO decide, from their view of the company's strengths and where the market is heading",
            ro: 'CEO-ul și CMO-ul decid, pe baza propriei viziuni despre punctele forte ale companiei și direcția pieței',
          },
        },
        {
          id: 'viziune-10-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Leadership decides; AI analyses customer profitability and growth by segment to inform the choice',
            ro: 'Conducerea decide; AI analizează profitabilitatea și creșterea pe segmente de clienți, ca fundament pentru alegere',
          },
        },
        {
          id: 'viziune-10-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI models which customer groups will be most valuable in five years; leadership adopts its shortlist with small changes',
            ro: 'AI modelează ce grupuri de clienți vor fi cele mai valoroase peste cinci ani; conducerea adoptă lista propusă cu mici modificări',
          },
        },
        {
          id: 'viziune-10-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'The future customer focus follows an AI value model and changes whenever the model changes its ranking',
            ro: 'Focusul pe clienții viitori urmează un model AI de valoare și se schimbă ori de câte ori modelul își modifică clasamentul',
          },
        },
        {
          id: 'viziune-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't thought about which customers we want to serve in the long run",
            ro: 'Nu ne-am gândit ce clienți vrem să servim pe termen lung',
          },
        },
      ],
    },
    {
      id: 'viziune-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who sets the long-term balance between brand building and short-term sales activation (for example a 60/40 split)?',
        ro: 'Cine stabilește echilibrul pe termen lung între construcția de brand și activarea vânzărilor pe termen scurt (de exemplu, un raport 60/40)?',
      },
      options: [
        {
          id: 'viziune-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO sets it as a principle with the CEO and CFO and defends it every year',
            ro: 'CMO-ul îl stabilește ca principiu împreună cu CEO-ul și CFO-ul și îl apără în fiecare an',
          },
        },
        {
          id: 'viziune-11-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The CMO sets it; AI pulls together benchmarks and our own results to support the discussion',
            ro: 'CMO-ul îl stabilește; AI adună benchmark-uri și rezultatele noastre pentru a susține discuția',
          },
        },
        {
          id: 'viziune-11-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'A marketing mix model recommends the split every year; leadership adopts it after a discussion',
            ro: 'Un model de marketing mix recomandă raportul în fiecare an; conducerea îl adoptă după o discuție',
          },
        },
        {
          id: 'viziune-11-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'An algorithm keeps shifting the balance towards whatever performs best in the short term',
            ro: 'Un algoritm mută continuu echilibrul spre ce performează cel mai bine pe termen scurt',
          },
        },
        {
          id: 'viziune-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't distinguish between brand building and activation",
            ro: 'Nu facem distincție între construcția de brand și activare',
          },
        },
      ],
    },
    {
      id: 'viziune-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide how far your brand could stretch in the coming years (new categories, services or price tiers it could credibly enter)?',
        ro: 'Cum decideți cât de departe se poate extinde brandul în anii următori (noi categorii, servicii sau segmente de preț în care ar putea intra credibil)?',
      },
      options: [
        {
          id: 'viziune-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leadership judges it from its own understanding of what the brand means to customers',
            ro: 'Conducerea apreciază acest lucru pe baza felului în care înțelege ce înseamnă brandul pentru clienți',
          },
        },
        {
          id: 'viziune-12-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Leadership decides; AI helps test the ideas by summarising customer research and similar cases from other brands',
            ro: 'Conducerea decide; AI ajută la testarea ideilor, sintetizând cercetările cu clienții și cazuri similare de la alte branduri',
          },
        },
        {
          id: 'viziune-12-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI scores possible extensions on brand fit and market potential; leadership picks from the top of the list',
            ro: 'AI punctează extinderile posibile după potrivirea cu brandul și potențialul de piață; conducerea alege din capul listei',
          },
        },
        {
          id: 'viziune-12-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'We pursue the extensions that an AI opportunity model ranks highest',
            ro: 'Mergem pe extinderile clasate cel mai sus de un model AI de identificare a oportunităților',
          },
        },
        {
          id: 'viziune-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't considered extending our brand",
            ro: 'Nu ne-am gândit la extinderea brandului',
          },
        },
      ],
    },
    {
      id: 'viziune-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your long-term direction explained to the marketing team, sales and agencies so that they can act on it?',
        ro: 'Cum este explicată direcția pe termen lung echipei de marketing, vânzărilor și agențiilor, astfel încât să poată acționa pe baza ei?',
      },
      options: [
        {
          id: 'viziune-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO presents it in person at kick-offs and team meetings and answers questions',
            ro: 'CMO-ul o prezintă personal la kick-off-uri și în ședințele de echipă și răspunde la întrebări',
          },
        },
        {
          id: 'viziune-13-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The CMO presents it in person; AI helps produce the deck, a one-page summary and an FAQ',
            ro: 'CMO-ul o prezintă personal; AI ajută la realizarea prezentării, a unui rezumat de o pagină și a unui FAQ',
          },
        },
        {
          id: 'viziune-13-c',
          key: 'C',
          aiPercent: 30,
          text: {
            en: 'AI-generated materials and an internal chatbot answer questions about the strategy, plus one live session a year',
            ro: 'Materiale generate de AI și un chatbot intern răspund la întrebări despre strategie, plus o sesiune live pe an',
          },
        },
        {
          id: 'viziune-13-d',
          key: 'D',
          aiPercent: 60,
          text: {
            en: 'An AI assistant is the main channel: people ask it about the direction, and leaders rarely present it',
            ro: 'Un asistent AI este canalul principal: oamenii îl întreabă despre direcție, iar liderii o prezintă rar',
          },
        },
        {
          id: 'viziune-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't communicate a long-term direction internally",
            ro: 'Nu comunicăm intern o direcție pe termen lung',
          },
        },
      ],
    },
    {
      id: 'viziune-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When the annual marketing plan and major campaign briefs are prepared, how do you check that they serve the long-term direction?',
        ro: 'Când pregătiți planul anual de marketing și brief-urile campaniilor importante, cum verificați că servesc direcția pe termen lung?',
      },
      options: [
        {
          id: 'viziune-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO personally reviews each plan and brief against the vision',
            ro: 'CMO-ul verifică personal fiecare plan și brief în raport cu viziunea',
          },
        },
        {
          id: 'viziune-14-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The CMO reviews them; AI first flags briefs that drift away from the vision and the brand purpose',
            ro: 'CMO-ul le verifică; în prealabil, AI semnalează brief-urile care se îndepărtează de viziune și de scopul brandului',
          },
        },
        {
          id: 'viziune-14-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI scores every plan and brief for alignment; only the low scores reach a human reviewer',
            ro: 'AI punctează fiecare plan și brief în funcție de aliniere; doar cele cu scor mic ajung la un om',
          },
        },
        {
          id: 'viziune-14-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'AI checks alignment and approves plans and briefs automatically',
            ro: 'AI verifică alinierea și aprobă automat planurile și brief-urile',
          },
        },
        {
          id: 'viziune-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't check plans and campaigns against a long-term direction",
            ro: 'Nu verificăm planurile și campaniile în raport cu o direcție pe termen lung',
          },
        },
      ],
    },
    {
      id: 'viziune-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these vision and direction tasks does AI already do for your leadership team? Select all that apply.',
        ro: 'Care dintre aceste sarcini legate de viziune și direcție le face deja AI pentru echipa voastră de conducere? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'viziune-15-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Summarises market, customer and trend research before strategy sessions',
            ro: 'Sintetizează cercetările de piață, despre clienți și despre tendințe înainte de sesiunile de strategie',
          },
        },
        {
          id: 'viziune-15-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Analyses how competitors describe their purpose and long-term ambitions',
            ro: 'Analizează cum își descriu concurenții scopul și ambițiile pe termen lung',
          },
        },
        {
          id: 'viziune-15-c',
          key: 'C',
          aiPercent: 20,
          text: {
            en: "Plays devil's advocate against our strategic assumptions",
            ro: 'Joacă rolul avocatului diavolului față de ipotezele noastre strategice',
          },
        },
        {
          id: 'viziune-15-d',
          key: 'D',
          aiPercent: 50,
          text: {
            en: 'Drafts vision, mission or purpose statements',
            ro: 'Redactează variante de viziune, misiune sau scop',
          },
        },
        {
          id: 'viziune-15-e',
          key: 'E',
          aiPercent: 70,
          text: {
            en: 'Proposes our long-term goals and market ambition',
            ro: 'Propune obiectivele noastre pe termen lung și ambiția de piață',
          },
        },
        {
          id: 'viziune-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'viziune-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
