import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 9 — Predictions (domain-design.md §1). Target human share 15 %. */
export const predictii: StepDef = {
  key: 'PREDICTII',
  globalOrder: 9,
  targetHumanPercent: 15,
  name: { en: 'Predictions', ro: 'Predicții' },
  description: {
    en: "<p>This step looks at how your marketing reads the past and anticipates the future: analytics, forecasting, predictive models and attribution. Models find patterns across millions of data points that no analyst could work through by hand, so the ideal split is <strong>about 15 % human, 85 % AI</strong>.</p><p>The human share is small but critical: asking the right questions, challenging the models' assumptions and turning predictions into decisions.</p>",
    ro: '<p>Acest pas analizează felul în care marketingul vostru înțelege trecutul și anticipează viitorul: analiza datelor, prognozele, modelele predictive și atribuirea. Modelele găsesc tipare în milioane de date pe care niciun analist nu le-ar putea procesa manual, de aceea împărțirea ideală este <strong>în jur de 15 % oameni, 85 % AI</strong>.</p><p>Rolul oamenilor e mic, dar esențial: ei pun întrebările potrivite, contestă ipotezele modelelor și transformă predicțiile în decizii.</p>',
  },
  questions: [
    {
      id: 'predictii-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you forecast how many leads, opportunities or sales marketing will deliver this quarter?',
        ro: 'Cum estimați câte lead-uri, oportunități sau vânzări va aduce marketingul în acest trimestru?',
      },
      options: [
        {
          id: 'predictii-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "We go by the target and experience; there's no real forecast",
            ro: 'Ne ghidăm după țintă și experiență; nu avem o prognoză propriu-zisă',
          },
        },
        {
          id: 'predictii-01-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: "An analyst extrapolates the last quarters' trends in a spreadsheet",
            ro: 'Un analist extrapolează într-un spreadsheet tendințele din ultimele trimestre',
          },
        },
        {
          id: 'predictii-01-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'A forecasting tool produces a projection, but the team overrides much of it by judgement',
            ro: 'Un instrument de prognoză produce o proiecție, dar echipa o modifică în mare parte după propria judecată',
          },
        },
        {
          id: 'predictii-01-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'A model updates the forecast weekly with confidence ranges; an analyst challenges its assumptions and explains the changes',
            ro: 'Un model actualizează săptămânal prognoza, cu intervale de încredere; un analist îi contestă ipotezele și explică schimbările',
          },
        },
        {
          id: 'predictii-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't forecast marketing results",
            ro: 'Nu facem prognoze pentru rezultatele de marketing',
          },
        },
      ],
    },
    {
      id: 'predictii-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you attribute leads and sales to the channels and touchpoints that contributed to them?',
        ro: 'Cum atribuiți lead-urile și vânzările canalelor și punctelor de contact care au contribuit la ele?',
      },
      options: [
        {
          id: 'predictii-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "By asking customers, or by the team's feel for what worked",
            ro: 'Îi întrebăm pe clienți sau ne bazăm pe impresia echipei despre ce a funcționat',
          },
        },
        {
          id: 'predictii-02-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Last click or a rule-based model (first touch, U-shaped) set up and maintained by an analyst',
            ro: 'Last click sau un model bazat pe reguli (first touch, în formă de U), configurat și întreținut de un analist',
          },
        },
        {
          id: 'predictii-02-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'Data-driven attribution from the ad and analytics platforms, which analysts rework by hand in spreadsheets',
            ro: 'Atribuire data-driven din platformele de ads și de analytics, pe care analiștii o refac manual în spreadsheeturi',
          },
        },
        {
          id: 'predictii-02-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An algorithmic multi-touch model updated continuously; analysts validate it against lift tests and explain it to the business',
            ro: 'Un model algoritmic multi-touch, actualizat continuu; analiștii îl validează prin teste de lift și îl explică restului companiei',
          },
        },
        {
          id: 'predictii-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't attribute results to channels",
            ro: 'Nu atribuim rezultatele pe canale',
          },
        },
      ],
    },
    {
      id: 'predictii-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you estimate how much each channel, offline media included, contributes to total sales (marketing mix modelling)?',
        ro: 'Cum estimați cât contribuie fiecare canal, inclusiv media offline, la vânzările totale (marketing mix modelling)?',
      },
      options: [
        {
          id: 'predictii-03-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: "Through discussion and the team's experience",
            ro: 'Prin discuții și pe baza experienței echipei',
          },
        },
        {
          id: 'predictii-03-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'An external study every year or two, presented by a consultant',
            ro: 'Un studiu extern, o dată la unul sau doi ani, prezentat de un consultant',
          },
        },
        {
          id: 'predictii-03-c',
          key: 'C',
          aiPercent: 65,
          text: {
            en: 'Our analysts run an open-source MMM a few times a year, with a lot of manual tuning',
            ro: 'Analiștii noștri rulează de câteva ori pe an un model MMM open-source, cu multe ajustări manuale',
          },
        },
        {
          id: 'predictii-03-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'An MMM refreshed monthly, calibrated with experiments and used for budget scenarios; the team reviews and questions the results',
            ro: 'Un model MMM actualizat lunar, calibrat prin experimente și folosit pentru scenarii de buget; echipa analizează și pune sub semnul întrebării rezultatele',
          },
        },
        {
          id: 'predictii-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't measure channel contribution at this level",
            ro: 'Nu măsurăm contribuția canalelor la acest nivel',
          },
        },
      ],
    },
    {
      id: 'predictii-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide which leads are ready to be passed to sales (lead scoring)?',
        ro: 'Cum decideți care lead-uri sunt pregătite să fie predate vânzărilor (lead scoring)?',
      },
      options: [
        {
          id: 'predictii-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Sales reps judge each lead themselves',
            ro: 'Agenții de vânzări evaluează singuri fiecare lead',
          },
        },
        {
          id: 'predictii-04-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'A points system with rules that the team defined and adjusts by hand',
            ro: 'Un sistem de punctaj cu reguli definite și ajustate manual de echipă',
          },
        },
        {
          id: 'predictii-04-c',
          key: 'C',
          aiPercent: 85,
          text: {
            en: 'A predictive model trained on won and lost deals scores every lead; ops monitors its accuracy and retrains it quarterly',
            ro: 'Un model predictiv antrenat pe oportunitățile câștigate și pierdute punctează fiecare lead; echipa de operațiuni îi urmărește acuratețea și îl reantrenează trimestrial',
          },
        },
        {
          id: 'predictii-04-d',
          key: 'D',
          aiPercent: 100,
          text: {
            en: 'A model scores and disqualifies leads automatically; nobody checks its accuracy',
            ro: 'Un model punctează și descalifică automat lead-urile; nimeni nu îi verifică acuratețea',
          },
        },
        {
          id: 'predictii-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't score leads",
            ro: 'Nu facem lead scoring',
          },
        },
      ],
    },
    {
      id: 'predictii-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you spot customers who are likely to leave, before they do?',
        ro: 'Cum identificați clienții care sunt pe punctul de a pleca, înainte să o facă?',
      },
      options: [
        {
          id: 'predictii-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "We usually find out when they cancel or don't renew",
            ro: 'De obicei aflăm când renunță sau nu mai reînnoiesc',
          },
        },
        {
          id: 'predictii-05-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Account managers watch usage and satisfaction reports and raise the alarm',
            ro: 'Account managerii urmăresc rapoartele de utilizare și satisfacție și trag semnale de alarmă',
          },
        },
        {
          id: 'predictii-05-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'Alerts on thresholds we set by hand (for example no login for 30 days)',
            ro: 'Alerte pe praguri stabilite manual (de exemplu, nicio autentificare timp de 30 de zile)',
          },
        },
        {
          id: 'predictii-05-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'A churn model scores every customer weekly and triggers retention actions; the team reviews the riskiest accounts',
            ro: 'Un model de churn punctează săptămânal fiecare client și declanșează acțiuni de retenție; echipa analizează conturile cu cel mai mare risc',
          },
        },
        {
          id: 'predictii-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Churn isn't relevant to our business model",
            ro: 'Churnul nu e relevant pentru modelul nostru de business',
          },
        },
      ],
    },
    {
      id: 'predictii-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you predict, early on, which new customers will become the most valuable over time?',
        ro: 'Cum anticipați, încă de la început, care dintre clienții noi vor deveni cei mai valoroși în timp?',
      },
      options: [
        {
          id: 'predictii-06-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Sales and account managers judge from the first conversations',
            ro: 'Vânzările și account managerii apreciază din primele discuții',
          },
        },
        {
          id: 'predictii-06-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'An analyst compares new customers with past cohorts a few times a year',
            ro: 'Un analist compară de câteva ori pe an clienții noi cu cohortele anterioare',
          },
        },
        {
          id: 'predictii-06-c',
          key: 'C',
          aiPercent: 85,
          text: {
            en: "A model predicts each new customer's lifetime value from early behaviour and feeds targeting and bidding; an analyst monitors it",
            ro: 'Un model prezice valoarea pe termen lung a fiecărui client nou din comportamentul de la început și alimentează targetarea și licitarea; un analist îl monitorizează',
          },
        },
        {
          id: 'predictii-06-d',
          key: 'D',
          aiPercent: 100,
          text: {
            en: 'Predicted value drives spend automatically; nobody reviews the model',
            ro: 'Valoarea prezisă determină automat cheltuielile; nimeni nu verifică modelul',
          },
        },
        {
          id: 'predictii-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't try to predict customer value",
            ro: 'Nu încercăm să anticipăm valoarea clienților',
          },
        },
      ],
    },
    {
      id: 'predictii-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are bids set in your paid search and paid social campaigns?',
        ro: 'Cum sunt setate licitările în campaniile plătite din search și social media?',
      },
      options: [
        {
          id: 'predictii-07-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'A specialist sets and changes bids by hand, keyword by keyword or ad set by ad set',
            ro: 'Un specialist setează și modifică manual licitările, cuvânt cu cuvânt sau set cu set',
          },
        },
        {
          id: 'predictii-07-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'Rules and scripts written by the specialist adjust bids on fixed triggers',
            ro: 'Reguli și scripturi scrise de specialist ajustează licitările la declanșatoare fixe',
          },
        },
        {
          id: 'predictii-07-c',
          key: 'C',
          aiPercent: 85,
          text: {
            en: 'Smart bidding optimises towards a target CPA or ROAS; the specialist sets the targets, feeds in conversion values and reviews weekly',
            ro: 'Smart bidding optimizează spre un CPA sau ROAS țintă; specialistul stabilește țintele, transmite valorile conversiilor și verifică săptămânal',
          },
        },
        {
          id: 'predictii-07-d',
          key: 'D',
          aiPercent: 100,
          text: {
            en: 'Bidding and budgets are fully automated, with no targets set or results reviewed by anyone',
            ro: 'Licitările și bugetele sunt complet automate, fără ținte stabilite sau rezultate verificate de cineva',
          },
        },
        {
          id: 'predictii-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run paid search or paid social campaigns",
            ro: 'Nu derulăm campanii plătite în search sau social media',
          },
        },
      ],
    },
    {
      id: 'predictii-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a campaign is approved, how do you estimate the results it will deliver (reach, leads, cost per lead, sales)?',
        ro: 'Înainte ca o campanie să fie aprobată, cum estimați rezultatele pe care le va aduce (reach, lead-uri, cost per lead, vânzări)?',
      },
      options: [
        {
          id: 'predictii-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "From the team's experience and the agency's promises",
            ro: 'Din experiența echipei și din promisiunile agenției',
          },
        },
        {
          id: 'predictii-08-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: "An analyst builds a spreadsheet from past campaigns' averages",
            ro: 'Un analist face un spreadsheet pe baza mediilor din campaniile anterioare',
          },
        },
        {
          id: 'predictii-08-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: "The platforms' reach and conversion estimates, adjusted by hand by the team",
            ro: 'Estimările de reach și conversii din platforme, ajustate manual de echipă',
          },
        },
        {
          id: 'predictii-08-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'A model trained on your past campaigns forecasts results, with ranges, for each budget and channel option; the team checks the assumptions',
            ro: 'Un model antrenat pe campaniile voastre anterioare prognozează rezultatele, cu intervale, pentru fiecare variantă de buget și canal; echipa verifică ipotezele',
          },
        },
        {
          id: 'predictii-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't estimate results before launch",
            ro: 'Nu estimăm rezultatele înainte de lansare',
          },
        },
      ],
    },
    {
      id: 'predictii-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you identify which existing customers are most likely to buy again or upgrade?',
        ro: 'Cum identificați clienții existenți care au cele mai mari șanse să cumpere din nou sau să treacă la o ofertă superioară?',
      },
      options: [
        {
          id: 'predictii-09-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Account managers and the team pick them from experience',
            ro: 'Account managerii și echipa îi aleg din experiență',
          },
        },
        {
          id: 'predictii-09-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'An analyst builds segments from purchase history (recency, frequency, value)',
            ro: 'Un analist construiește segmente din istoricul de cumpărare (recență, frecvență, valoare)',
          },
        },
        {
          id: 'predictii-09-c',
          key: 'C',
          aiPercent: 85,
          text: {
            en: 'A propensity model scores every customer; marketers choose the thresholds and which offers to run',
            ro: 'Un model predictiv estimează probabilitatea de cumpărare a fiecărui client; echipa de marketing alege pragurile și ofertele',
          },
        },
        {
          id: 'predictii-09-d',
          key: 'D',
          aiPercent: 100,
          text: {
            en: "Offers go out automatically based on the model's scores; nobody reviews the results",
            ro: 'Ofertele pleacă automat pe baza scorurilor modelului; nimeni nu verifică rezultatele',
          },
        },
        {
          id: 'predictii-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't sell repeatedly to the same customers",
            ro: 'Nu vindem în mod repetat acelorași clienți',
          },
        },
      ],
    },
    {
      id: 'predictii-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "When consent refusals and tracking gaps hide part of your conversions, how do you estimate what you can't see?",
        ro: 'Când refuzurile de consimțământ și golurile de tracking ascund o parte din conversii, cum estimați ce nu vedeți?',
      },
      options: [
        {
          id: 'predictii-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'We eyeball the gap by comparing tracked conversions with sales figures',
            ro: 'Estimăm diferența din ochi, comparând conversiile măsurate cu cifrele de vânzări',
          },
        },
        {
          id: 'predictii-10-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'An analyst applies a correction factor calculated by hand from actual sales',
            ro: 'Un analist aplică un factor de corecție calculat manual din vânzările reale',
          },
        },
        {
          id: 'predictii-10-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: "The platforms' modelled conversions, reconciled by hand with actual sales every month",
            ro: 'Conversiile modelate de platforme, reconciliate manual în fiecare lună cu vânzările reale',
          },
        },
        {
          id: 'predictii-10-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'Consent mode, server-side tracking and statistical models fill the gaps automatically; analysts validate the results against actual sales',
            ro: 'Consent mode, trackingul server-side și modelele statistice completează automat golurile; analiștii validează rezultatele față de vânzările reale',
          },
        },
        {
          id: 'predictii-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Tracking gaps don't affect our measurement",
            ro: 'Golurile de tracking nu ne afectează măsurătorile',
          },
        },
      ],
    },
    {
      id: 'predictii-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you forecast seasonal peaks and dips in demand, so that campaigns and budgets are timed right?',
        ro: 'Cum prognozați vârfurile și scăderile sezoniere ale cererii, ca să programați corect campaniile și bugetele?',
      },
      options: [
        {
          id: 'predictii-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'From experience: we know our busy months',
            ro: 'Din experiență: știm care sunt lunile aglomerate',
          },
        },
        {
          id: 'predictii-11-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: "An analyst compares previous years' sales and search volumes in a spreadsheet",
            ro: 'Un analist compară într-un spreadsheet vânzările și volumele de căutare din anii trecuți',
          },
        },
        {
          id: 'predictii-11-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'Trend tools (Google Trends, platform forecasts) that the team reads and turns into a calendar by hand',
            ro: 'Instrumente de tendințe (Google Trends, prognozele platformelor) pe care echipa le interpretează și le transformă manual într-un calendar',
          },
        },
        {
          id: 'predictii-11-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'A demand model combines your sales, search, weather and calendar data and updates the forecast weekly; the team adjusts timing and budgets',
            ro: 'Un model de cerere combină datele de vânzări, căutări, vreme și calendar și actualizează prognoza săptămânal; echipa ajustează momentele și bugetele',
          },
        },
        {
          id: 'predictii-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Demand for what we sell isn't seasonal",
            ro: 'Cererea pentru ce vindem nu e sezonieră',
          },
        },
      ],
    },
    {
      id: 'predictii-12',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these predictions does your marketing already get from AI or machine-learning models? Select all that apply.',
        ro: 'Care dintre aceste predicții le obține deja marketingul vostru de la modele de AI sau machine learning? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'predictii-12-a',
          key: 'A',
          aiPercent: 80,
          text: {
            en: 'Expected no-show rate for events and webinars',
            ro: 'Rata estimată de neprezentare la evenimente și webinarii',
          },
        },
        {
          id: 'predictii-12-b',
          key: 'B',
          aiPercent: 80,
          text: {
            en: 'Expected uplift from a promotion or a price change',
            ro: 'Creșterea estimată a vânzărilor în urma unei promoții sau a unei schimbări de preț',
          },
        },
        {
          id: 'predictii-12-c',
          key: 'C',
          aiPercent: 85,
          text: {
            en: 'Likelihood and expected date of a deal closing',
            ro: 'Probabilitatea și data estimată de închidere a unei oportunități',
          },
        },
        {
          id: 'predictii-12-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'Rising ad costs (CPC, CPM) in peak periods',
            ro: 'Creșterea costurilor de publicitate (CPC, CPM) în perioadele de vârf',
          },
        },
        {
          id: 'predictii-12-e',
          key: 'E',
          aiPercent: 90,
          text: {
            en: 'Best send time and contact frequency for each person',
            ro: 'Momentul optim de trimitere și frecvența de contact pentru fiecare persoană',
          },
        },
        {
          id: 'predictii-12-f',
          key: 'F',
          aiPercent: null,
          input: { type: 'text', maxLength: 200 },
          text: OTHER_TEXT,
        },
        {
          id: 'predictii-12-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
    {
      id: 'predictii-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When someone in marketing has an ad-hoc data question, such as which campaigns brought the most qualified leads last quarter, how do they get the answer?',
        ro: 'Când cineva din marketing are o întrebare punctuală despre date, de exemplu ce campanii au adus cele mai multe lead-uri calificate trimestrul trecut, cum obține răspunsul?',
      },
      options: [
        {
          id: 'predictii-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'They ask an analyst and wait for a custom query or spreadsheet',
            ro: 'Întreabă un analist și așteaptă o interogare sau un spreadsheet făcut special',
          },
        },
        {
          id: 'predictii-13-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: "They look it up in ready-made dashboards, with an analyst's help for anything new",
            ro: 'Caută în dashboardurile existente, cu ajutorul unui analist pentru orice e nou',
          },
        },
        {
          id: 'predictii-13-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'Self-service BI: they build their own reports by hand',
            ro: 'BI în regim self-service: își construiesc singuri rapoartele, manual',
          },
        },
        {
          id: 'predictii-13-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'They ask an AI analytics assistant in plain language; it answers from certified metrics and analysts audit its answers',
            ro: 'Întreabă în limbaj natural un asistent AI de analytics; acesta răspunde pe baza indicatorilor validați, iar analiștii îi verifică răspunsurile',
          },
        },
        {
          id: 'predictii-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely use data to answer marketing questions',
            ro: 'Rareori folosim date ca să răspundem la întrebările de marketing',
          },
        },
      ],
    },
    {
      id: 'predictii-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When an A/B test ends, how are the results analysed and the winner called?',
        ro: 'Când se încheie un test A/B, cum sunt analizate rezultatele și cum se alege câștigătorul?',
      },
      options: [
        {
          id: 'predictii-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'We look at the numbers and pick the variant that seems better',
            ro: 'Ne uităm la cifre și alegem varianta care pare mai bună',
          },
        },
        {
          id: 'predictii-14-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'An analyst calculates statistical significance by hand in a spreadsheet',
            ro: 'Un analist calculează manual semnificația statistică într-un spreadsheet',
          },
        },
        {
          id: 'predictii-14-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: "We rely on the testing tool's built-in statistics, and the team debates borderline results",
            ro: 'Ne bazăm pe statisticile integrate ale instrumentului de testare, iar echipa dezbate rezultatele la limită',
          },
        },
        {
          id: 'predictii-14-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'A statistics engine monitors tests, stops them when results are conclusive and checks guardrail metrics; an analyst reviews before rollout',
            ro: 'Un motor statistic monitorizează testele, le oprește când rezultatele sunt concludente și verifică indicatorii de siguranță; un analist verifică rezultatele înainte de implementare',
          },
        },
        {
          id: 'predictii-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run A/B tests",
            ro: 'Nu facem teste A/B',
          },
        },
      ],
    },
    {
      id: 'predictii-15',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you identify which companies are actively looking for what you sell, before they contact you?',
        ro: 'Cum identificați companiile care caută activ ce vindeți, înainte să vă contacteze?',
      },
      options: [
        {
          id: 'predictii-15-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Through sales conversations and the team's network",
            ro: 'Din discuțiile echipei de vânzări și din rețeaua de contacte a echipei',
          },
        },
        {
          id: 'predictii-15-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'An analyst reviews website visits and intent reports every week and passes on a list',
            ro: 'Un analist verifică săptămânal vizitele pe site și rapoartele de intenție și transmite o listă',
          },
        },
        {
          id: 'predictii-15-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'An intent-data platform scores accounts, but the list is rebuilt by hand before it goes to sales',
            ro: 'O platformă de intent data punctează conturile, dar lista e refăcută manual înainte să ajungă la vânzări',
          },
        },
        {
          id: 'predictii-15-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'A model combines your own and third-party intent signals into account scores that trigger campaigns; the team reviews the top accounts',
            ro: 'Un model combină semnalele de intenție proprii și pe cele de la terți în scoruri pe cont, care declanșează campanii; echipa verifică principalele conturi',
          },
        },
        {
          id: 'predictii-15-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't try to detect buying intent",
            ro: 'Nu încercăm să detectăm intenția de cumpărare',
          },
        },
      ],
    },
  ],
};
