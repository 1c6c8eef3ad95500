import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 2 — Clarity (domain-design.md §1). Target human share 45 %. */
export const claritate: StepDef = {
  key: 'CLARITATE',
  globalOrder: 2,
  targetHumanPercent: 45,
  name: { en: 'Clarity', ro: 'Claritate' },
  description: {
    en:
      '<p>Clarity examines how well your company understands its customers and how sharply it defines its positioning and messages: research, audience insight, segmentation and the message framework.</p>' +
      '<p>The ideal split is <strong>about 45 % human, 55 % AI</strong>. AI is excellent at collecting, transcribing, clustering and summarising customer data at scale, while people keep the interpretation and the final choice of what the brand stands for and says.</p>',
    ro:
      '<p>Claritatea analizează cât de bine își înțelege compania clienții și cât de precis își definește poziționarea și mesajele: cercetare, insight-uri despre audiență, segmentare și arhitectura mesajelor.</p>' +
      '<p>Echilibrul ideal este de <strong>aproximativ 45 % oameni, 55 % AI</strong>. AI excelează la colectarea, transcrierea, gruparea și sintetizarea datelor despre clienți la scară mare, iar oamenii păstrează interpretarea și alegerea finală a ceea ce reprezintă și spune brandul.</p>',
  },
  questions: [
    {
      id: 'claritate-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who writes and updates your positioning statement (who you are for, what you are, and why you are different)?',
        ro: 'Cine scrie și actualizează declarația de poziționare (pentru cine sunteți, ce sunteți și prin ce vă diferențiați)?',
      },
      options: [
        {
          id: 'claritate-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO and leadership write it in workshops, from what they know about customers and competitors',
            ro: 'CMO-ul și conducerea o scriu în workshopuri, pe baza a ceea ce știu despre clienți și concurență',
          },
        },
        {
          id: 'claritate-01-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The team writes it; AI supplies the research synthesis and competitor comparison it is based on',
            ro: 'Echipa o scrie; AI furnizează sinteza cercetărilor și comparația cu concurența pe care se bazează',
          },
        },
        {
          id: 'claritate-01-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI drafts several positioning options from research and competitor data; the team debates them and finalises one',
            ro: 'AI redactează mai multe variante de poziționare din cercetări și date despre concurență; echipa le dezbate și finalizează una',
          },
        },
        {
          id: 'claritate-01-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI writes the positioning statement; it is approved with minimal changes',
            ro: 'AI scrie declarația de poziționare; aceasta este aprobată cu modificări minime',
          },
        },
        {
          id: 'claritate-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a written positioning statement",
            ro: 'Nu avem o declarație de poziționare scrisă',
          },
        },
      ],
    },
    {
      id: 'claritate-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your message framework built: the core message, the supporting pillars and the proof points for each audience?',
        ro: 'Cum este construită arhitectura mesajelor: mesajul central, pilonii de susținere și dovezile pentru fiecare audiență?',
      },
      options: [
        {
          id: 'claritate-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Marketers write it entirely themselves, in workshops with sales and product',
            ro: 'Echipa de marketing o scrie integral, în workshopuri cu vânzările și cu echipa de produs',
          },
        },
        {
          id: 'claritate-02-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'Marketers write it; AI suggests proof points from case studies, reviews and product data',
            ro: 'Echipa de marketing o scrie; AI sugerează dovezi din studii de caz, recenzii și date de produs',
          },
        },
        {
          id: 'claritate-02-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI drafts the full framework from the positioning and research; marketers rework the pillars and the wording',
            ro: 'AI redactează întreaga arhitectură pornind de la poziționare și cercetări; echipa de marketing reface pilonii și formulările',
          },
        },
        {
          id: 'claritate-02-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI generates and updates the framework for each audience; marketers only spot-check it',
            ro: 'AI generează și actualizează arhitectura pentru fiecare audiență; echipa de marketing face doar verificări punctuale',
          },
        },
        {
          id: 'claritate-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a documented message framework",
            ro: 'Nu avem o arhitectură a mesajelor documentată',
          },
        },
      ],
    },
    {
      id: 'claritate-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your buyer personas or ideal customer profiles (ICP) created and kept up to date?',
        ro: 'Cum sunt create și actualizate profilurile de buyer persona sau de client ideal (ICP)?',
      },
      options: [
        {
          id: 'claritate-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team writes them from experience and conversations with sales; they are rarely updated',
            ro: 'Echipa le scrie din experiență și din discuțiile cu vânzările; sunt actualizate rar',
          },
        },
        {
          id: 'claritate-03-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Built from interviews and CRM data analysed by the team; AI helps write up the profiles',
            ro: 'Sunt construite din interviuri și date din CRM analizate de echipă; AI ajută la redactarea profilurilor',
          },
        },
        {
          id: 'claritate-03-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'AI builds the profiles from CRM, web and survey data; researchers validate them through interviews',
            ro: 'AI construiește profilurile din date din CRM, de pe site și din sondaje; cercetătorii le validează prin interviuri',
          },
        },
        {
          id: 'claritate-03-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI generates and refreshes the profiles automatically from live data; nobody reviews them',
            ro: 'AI generează și actualizează automat profilurile din date în timp real; nimeni nu le revizuiește',
          },
        },
        {
          id: 'claritate-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't use personas or customer profiles",
            ro: 'Nu folosim persona sau profiluri de client',
          },
        },
      ],
    },
    {
      id: 'claritate-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'After in-depth customer interviews, how are the findings analysed and turned into insights?',
        ro: 'După interviurile aprofundate cu clienții, cum sunt analizate informațiile și transformate în insight-uri?',
      },
      options: [
        {
          id: 'claritate-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Researchers take notes, re-read them and write up the insights themselves',
            ro: 'Cercetătorii iau notițe, le recitesc și formulează singuri insight-urile',
          },
        },
        {
          id: 'claritate-04-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'AI transcribes the interviews; researchers code and interpret them manually',
            ro: 'AI transcrie interviurile; cercetătorii le codifică și le interpretează manual',
          },
        },
        {
          id: 'claritate-04-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI transcribes, tags themes and proposes insights with quotes; researchers check and sharpen them',
            ro: 'AI transcrie, etichetează temele și propune insight-uri însoțite de citate; cercetătorii le verifică și le rafinează',
          },
        },
        {
          id: 'claritate-04-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI analyses the recordings end to end and publishes the insight report directly',
            ro: 'AI analizează înregistrările cap-coadă și publică direct raportul de insight-uri',
          },
        },
        {
          id: 'claritate-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run in-depth customer interviews",
            ro: 'Nu facem interviuri aprofundate cu clienții',
          },
        },
      ],
    },
    {
      id: 'claritate-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you analyse what customers say in reviews, support tickets, NPS comments and sales call notes?',
        ro: 'Cum analizați ce spun clienții în recenzii, tichete de suport, comentariile din sondajele NPS și notițele din apelurile de vânzări?',
      },
      options: [
        {
          id: 'claritate-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Someone reads a sample from time to time and reports the main themes',
            ro: 'Cineva citește din când în când un eșantion și raportează temele principale',
          },
        },
        {
          id: 'claritate-05-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'The team reads and tags comments in a spreadsheet; AI helps with sentiment scoring',
            ro: 'Echipa citește și etichetează comentariile într-un spreadsheet; AI ajută la evaluarea sentimentului',
          },
        },
        {
          id: 'claritate-05-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'AI classifies every comment by theme and sentiment in a dashboard; the team interprets the trends monthly',
            ro: 'AI clasifică toate comentariile pe teme și sentiment într-un dashboard; echipa interpretează lunar tendințele',
          },
        },
        {
          id: 'claritate-05-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI analyses everything and sends insights and message changes straight to the teams that apply them',
            ro: 'AI analizează totul și trimite insight-urile și modificările de mesaj direct echipelor care le aplică',
          },
        },
        {
          id: 'claritate-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't collect or analyse customer comments",
            ro: 'Nu colectăm și nu analizăm comentariile clienților',
          },
        },
      ],
    },
    {
      id: 'claritate-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you keep track of how competitors position themselves and what they promise (websites, ads, pricing pages, sales pitches)?',
        ro: 'Cum urmăriți felul în care se poziționează concurenții și ce promit (site-uri, reclame, pagini de prețuri, argumentele de vânzare)?',
      },
      options: [
        {
          id: 'claritate-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'People check competitors now and then and share what they notice',
            ro: 'Oamenii verifică din când în când concurența și împărtășesc ce observă',
          },
        },
        {
          id: 'claritate-06-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'An analyst updates a competitor grid every quarter; AI summarises the pages and ads collected',
            ro: 'Un analist actualizează trimestrial o grilă a concurenței; AI sintetizează paginile și reclamele colectate',
          },
        },
        {
          id: 'claritate-06-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'AI monitors competitors continuously and flags messaging changes; the team judges what they mean for us',
            ro: 'AI monitorizează continuu concurența și semnalează schimbările de mesaj; echipa evaluează ce înseamnă ele pentru noi',
          },
        },
        {
          id: 'claritate-06-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI monitors competitors and updates our positioning map and sales battlecards automatically',
            ro: 'AI monitorizează concurența și actualizează automat harta de poziționare și battlecard-urile pentru vânzări',
          },
        },
        {
          id: 'claritate-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't monitor how competitors position themselves",
            ro: 'Nu monitorizăm poziționarea concurenților',
          },
        },
      ],
    },
    {
      id: 'claritate-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you define your market segments, the groups of customers with distinct needs that you build your positioning for?',
        ro: 'Cum vă definiți segmentele de piață, adică grupurile de clienți cu nevoi distincte pentru care vă construiți poziționarea?',
      },
      options: [
        {
          id: 'claritate-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Segments come from the team's judgement and experience of the market",
            ro: 'Segmentele provin din judecata și experiența echipei despre piață',
          },
        },
        {
          id: 'claritate-07-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'An analyst builds segments from CRM and survey data in spreadsheets; AI helps describe them',
            ro: 'Un analist construiește segmentele din datele din CRM și din sondaje, în spreadsheet-uri; AI ajută la descrierea lor',
          },
        },
        {
          id: 'claritate-07-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI clusters customers on needs, behaviour and value; the team names the segments and decides which ones matter',
            ro: 'AI grupează clienții după nevoi, comportament și valoare; echipa denumește segmentele și decide care contează',
          },
        },
        {
          id: 'claritate-07-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI defines the segments from market and customer data, and they are adopted as proposed',
            ro: 'AI definește segmentele din datele de piață și de clienți, iar acestea sunt adoptate așa cum au fost propuse',
          },
        },
        {
          id: 'claritate-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't segment our market",
            ro: 'Nu ne segmentăm piața',
          },
        },
      ],
    },
    {
      id: 'claritate-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you run a market or customer survey, who designs the questionnaire and analyses the results?',
        ro: 'Când derulați un sondaj de piață sau în rândul clienților, cine concepe chestionarul și cine analizează rezultatele?',
      },
      options: [
        {
          id: 'claritate-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A researcher or agency does it all: questionnaire, fieldwork, tables and report',
            ro: 'Un cercetător sau o agenție face totul: chestionar, culegerea datelor, tabele și raport',
          },
        },
        {
          id: 'claritate-08-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'A researcher designs it; AI codes the open answers and produces the charts',
            ro: 'Un cercetător îl concepe; AI codifică răspunsurile deschise și produce graficele',
          },
        },
        {
          id: 'claritate-08-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI drafts the questionnaire and the analysis; a researcher checks the questions, the sample and the conclusions',
            ro: 'AI redactează chestionarul și analiza; un cercetător verifică întrebările, eșantionul și concluziile',
          },
        },
        {
          id: 'claritate-08-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An AI research platform designs, runs and reports the survey; we read the summary',
            ro: 'O platformă de cercetare bazată pe AI concepe, derulează și raportează sondajul; noi citim sinteza',
          },
        },
        {
          id: 'claritate-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run market or customer surveys",
            ro: 'Nu derulăm sondaje de piață sau în rândul clienților',
          },
        },
      ],
    },
    {
      id: 'claritate-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a launch, how do you test which value proposition or claim resonates most with your audience?',
        ro: 'Înainte de o lansare, cum testați ce propunere de valoare sau ce mesaj-cheie rezonează cel mai bine cu audiența?',
      },
      options: [
        {
          id: 'claritate-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team chooses on judgement, sometimes after showing the options to a few customers',
            ro: 'Echipa alege pe baza propriei judecăți, uneori după ce arată variantele câtorva clienți',
          },
        },
        {
          id: 'claritate-09-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'We run focus groups or a survey with real customers; AI helps write the variants and summarise the results',
            ro: 'Organizăm focus grupuri sau un sondaj cu clienți reali; AI ajută la scrierea variantelor și la sinteza rezultatelor',
          },
        },
        {
          id: 'claritate-09-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI pre-screens many variants on synthetic audiences; we test the best few with real customers and decide',
            ro: 'AI pretestează multe variante pe audiențe sintetice; le testăm pe cele mai bune cu clienți reali și decidem',
          },
        },
        {
          id: 'claritate-09-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI generates the variants and picks the winner on its own, from synthetic panels or live ad tests',
            ro: 'AI generează variantele și alege singur câștigătoarea, pe baza panelurilor sintetice sau a testelor live în reclame',
          },
        },
        {
          id: 'claritate-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't test value propositions or claims before launch",
            ro: 'Nu testăm propunerile de valoare sau mesajele-cheie înainte de lansare',
          },
        },
      ],
    },
    {
      id: 'claritate-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you learn how people in your market describe their problems in their own words (forums, social media, search queries)?',
        ro: 'Cum aflați cum își descriu oamenii din piața voastră problemele, în propriile cuvinte (forumuri, social media, căutări online)?',
      },
      options: [
        {
          id: 'claritate-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Team members browse forums and social media now and then and bring back examples',
            ro: 'Membrii echipei mai citesc din când în când forumuri și social media și aduc exemple',
          },
        },
        {
          id: 'claritate-10-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'A listening tool collects mentions and search data; a marketer reads and interprets them',
            ro: 'Un instrument de social listening colectează mențiunile și datele de căutare; un om de marketing le citește și le interpretează',
          },
        },
        {
          id: 'claritate-10-c',
          key: 'C',
          aiPercent: 65,
          text: {
            en: 'AI analyses conversations and searches and extracts recurring phrases and pain points; the team picks what to use',
            ro: 'AI analizează conversațiile și căutările și extrage expresiile și problemele recurente; echipa alege ce folosește',
          },
        },
        {
          id: 'claritate-10-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI mines the language and automatically rewrites our copy to match how customers talk',
            ro: 'AI extrage limbajul clienților și ne rescrie automat textele ca să se potrivească felului în care vorbesc aceștia',
          },
        },
        {
          id: 'claritate-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't research how customers talk about their problems",
            ro: 'Nu cercetăm felul în care clienții vorbesc despre problemele lor',
          },
        },
      ],
    },
    {
      id: 'claritate-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find out why you win or lose deals and customers against competitors (win/loss analysis)?',
        ro: 'Cum aflați de ce câștigați sau pierdeți contracte și clienți în fața concurenței (analiză win/loss)?',
      },
      options: [
        {
          id: 'claritate-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Sales managers give their view in pipeline meetings',
            ro: 'Managerii de vânzări își spun părerea în ședințele de pipeline',
          },
        },
        {
          id: 'claritate-11-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Marketing interviews won and lost customers and writes a report; AI transcribes the calls',
            ro: 'Marketingul intervievează clienții câștigați și pe cei pierduți și scrie un raport; AI transcrie convorbirile',
          },
        },
        {
          id: 'claritate-11-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI analyses recorded sales calls, CRM loss reasons and interviews; marketing and sales agree on the conclusions',
            ro: 'AI analizează apelurile de vânzări înregistrate, motivele de pierdere din CRM și interviurile; marketingul și vânzările stabilesc împreună concluziile',
          },
        },
        {
          id: 'claritate-11-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An AI tool produces win/loss reports automatically from calls and the CRM; they circulate without review',
            ro: 'Un instrument AI produce automat rapoarte win/loss din apeluri și din CRM; acestea circulă fără nicio revizuire',
          },
        },
        {
          id: 'claritate-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't analyse why we win or lose",
            ro: 'Nu analizăm de ce câștigăm sau pierdem',
          },
        },
      ],
    },
    {
      id: 'claritate-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find out what people associate with your brand compared with competitors (brand perception or image study)?',
        ro: 'Cum aflați ce asociază oamenii cu brandul vostru, comparativ cu concurenții (studiu de percepție sau de imagine)?',
      },
      options: [
        {
          id: 'claritate-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'We rely on what customers, partners and our salespeople tell us',
            ro: 'Ne bazăm pe ce ne spun clienții, partenerii și oamenii noștri de vânzări',
          },
        },
        {
          id: 'claritate-12-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'A research agency runs a perception study; AI helps us summarise and discuss the report',
            ro: 'O agenție de cercetare realizează un studiu de percepție; AI ne ajută să sintetizăm și să discutăm raportul',
          },
        },
        {
          id: 'claritate-12-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI analyses reviews, social mentions and survey answers to map brand associations; the team interprets the gaps',
            ro: 'AI analizează recenziile, mențiunile din social media și răspunsurile la sondaje ca să identifice asocierile cu brandul; echipa interpretează diferențele',
          },
        },
        {
          id: 'claritate-12-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An AI brand-tracking tool reports perception continuously and suggests message changes that we apply directly',
            ro: 'Un instrument AI de brand tracking raportează continuu percepția și sugerează modificări de mesaj pe care le aplicăm direct',
          },
        },
        {
          id: 'claritate-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have never studied how our brand is perceived',
            ro: 'Nu am studiat niciodată cum este perceput brandul nostru',
          },
        },
      ],
    },
    {
      id: 'claritate-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you need a market overview (size, growth, main players, regulation), who puts it together?',
        ro: 'Când aveți nevoie de o imagine de ansamblu a pieței (mărime, creștere, jucători principali, reglementări), cine o realizează?',
      },
      options: [
        {
          id: 'claritate-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'An analyst or agency compiles it from reports and databases',
            ro: 'Un analist sau o agenție o realizează din rapoarte și baze de date',
          },
        },
        {
          id: 'claritate-13-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'An analyst compiles it; AI speeds up finding and summarising the sources',
            ro: 'Un analist o realizează; AI accelerează găsirea și sintetizarea surselor',
          },
        },
        {
          id: 'claritate-13-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'An AI research assistant compiles it with sources; an analyst verifies the figures and the conclusions',
            ro: 'Un asistent AI de cercetare o realizează, cu surse citate; un analist verifică cifrele și concluziile',
          },
        },
        {
          id: 'claritate-13-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI compiles it and we use it as delivered, without checking the sources',
            ro: 'AI o realizează și o folosim așa cum este, fără să verificăm sursele',
          },
        },
        {
          id: 'claritate-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't put together market overviews",
            ro: 'Nu realizăm analize de ansamblu ale pieței',
          },
        },
      ],
    },
    {
      id: 'claritate-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you check that your website, ads, sales decks and proposals all tell the same story about who you are?',
        ro: 'Cum verificați că site-ul, reclamele, prezentările de vânzări și ofertele spun aceeași poveste despre cine sunteți?',
      },
      options: [
        {
          id: 'claritate-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A marketer reviews materials manually when there is time',
            ro: 'Un om de marketing revizuiește manual materialele atunci când are timp',
          },
        },
        {
          id: 'claritate-14-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The brand team audits the key materials once or twice a year, with AI summarising the differences',
            ro: 'Echipa de brand auditează materialele-cheie o dată sau de două ori pe an, iar AI sintetizează diferențele',
          },
        },
        {
          id: 'claritate-14-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI scans all materials against the message framework and flags inconsistencies; the brand team decides the fixes',
            ro: 'AI scanează toate materialele în raport cu arhitectura mesajelor și semnalează neconcordanțele; echipa de brand decide corecturile',
          },
        },
        {
          id: 'claritate-14-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI checks all materials and rewrites off-message ones automatically',
            ro: 'AI verifică toate materialele și le rescrie automat pe cele care nu respectă mesajele',
          },
        },
        {
          id: 'claritate-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't check messaging consistency across materials",
            ro: 'Nu verificăm coerența mesajelor între materiale',
          },
        },
      ],
    },
    {
      id: 'claritate-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these research and insight tasks does AI already do in your team? Select all that apply.',
        ro: 'Care dintre aceste sarcini de cercetare și insight le face deja AI în echipa voastră? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'claritate-15-a',
          key: 'A',
          aiPercent: 45,
          text: {
            en: 'Drafting positioning or messaging options for the team to choose from',
            ro: 'Redactarea unor variante de poziționare sau de mesaje, din care alege echipa',
          },
        },
        {
          id: 'claritate-15-b',
          key: 'B',
          aiPercent: 55,
          text: {
            en: 'Drafting persona or customer profile descriptions',
            ro: 'Redactarea descrierilor de persona sau de profil de client',
          },
        },
        {
          id: 'claritate-15-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'Transcribing and summarising customer interviews',
            ro: 'Transcrierea și sintetizarea interviurilor cu clienții',
          },
        },
        {
          id: 'claritate-15-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'Coding open-ended survey answers and customer comments',
            ro: 'Codificarea răspunsurilor deschise din sondaje și a comentariilor clienților',
          },
        },
        {
          id: 'claritate-15-e',
          key: 'E',
          aiPercent: 80,
          text: {
            en: 'Simulating customer reactions with synthetic personas',
            ro: 'Simularea reacțiilor clienților cu ajutorul unor persona sintetice',
          },
        },
        {
          id: 'claritate-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'claritate-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
