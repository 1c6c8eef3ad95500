import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 12 — Impact (domain-design.md §1). Target human share 55 %. */
export const impact: StepDef = {
  key: 'IMPACT',
  globalOrder: 12,
  targetHumanPercent: 55,
  name: { en: 'Impact', ro: 'Impact' },
  description: {
    en: '<p>This step looks at how your marketing proves what it delivers: the KPIs you set, how funnel performance, ROI and contribution to revenue are measured, and how results are reported to the board.</p><p>The ideal split is <strong>about 55 % human, 45 % AI</strong>. AI is fast and tireless at collecting data, building dashboards and spotting anomalies, but deciding what success means, judging cause and effect and owning the story told to the business remain human responsibilities.</p>',
    ro: '<p>Acest pas analizează cum demonstrează marketingul ce livrează: KPI-urile pe care le stabiliți, felul în care sunt măsurate performanța funnel-ului, ROI-ul și contribuția la venituri și modul în care rezultatele sunt raportate board-ului.</p><p>Împărțirea ideală este <strong>în jur de 55 % oameni, 45 % AI</strong>. AI-ul colectează rapid și neobosit datele, construiește dashboarduri și semnalează anomaliile, dar felul în care definiți succesul, interpretarea relațiilor de cauză și efect și asumarea poveștii prezentate businessului rămân responsabilități umane.</p>',
  },
  questions: [
    {
      id: 'impact-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How are your marketing KPIs and this year's targets set and linked to the company's business goals?",
        ro: 'Cum sunt stabilite KPI-urile de marketing și țintele pentru anul acesta și cum sunt legate de obiectivele de business ale companiei?',
      },
      options: [
        {
          id: 'impact-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO sets them with the CEO and CFO, working back from the business plan',
            ro: 'CMO-ul le stabilește împreună cu CEO-ul și CFO-ul, pornind de la planul de business',
          },
        },
        {
          id: 'impact-01-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'The CMO and CFO set them, using AI to pull historical data and industry benchmarks',
            ro: 'CMO-ul și CFO-ul le stabilesc, folosind AI-ul pentru a extrage datele istorice și benchmarkurile din industrie',
          },
        },
        {
          id: 'impact-01-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI proposes a KPI tree and targets from our history and the revenue goal; the CMO and CFO challenge and adjust them',
            ro: 'AI-ul propune arborele de KPI-uri și țintele pe baza istoricului și a obiectivului de venituri; CMO-ul și CFO-ul le contestă și le ajustează',
          },
        },
        {
          id: 'impact-01-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI sets and updates the KPIs and targets automatically, and leadership accepts them',
            ro: 'AI-ul stabilește și actualizează automat KPI-urile și țintele, iar conducerea le acceptă ca atare',
          },
        },
        {
          id: 'impact-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have formal marketing KPIs yet",
            ro: 'Încă nu avem KPI-uri de marketing formale',
          },
        },
      ],
    },
    {
      id: 'impact-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your marketing performance dashboard fed and kept up to date (spend, leads, conversions, revenue)?',
        ro: 'Cum este alimentat și actualizat dashboardul de performanță al marketingului (buget cheltuit, lead-uri, conversii, venituri)?',
      },
      options: [
        {
          id: 'impact-02-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'An analyst copies the numbers from each platform into a spreadsheet every month',
            ro: 'Un analist copiază lunar cifrele din fiecare platformă într-un fișier Excel',
          },
        },
        {
          id: 'impact-02-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Connectors load the data into a BI dashboard; an analyst reconciles the figures and adds comments every week',
            ro: 'Conectorii încarcă datele într-un dashboard BI; un analist reconciliază cifrele și adaugă comentarii în fiecare săptămână',
          },
        },
        {
          id: 'impact-02-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'The dashboard updates automatically and AI writes a short summary of what changed; the marketing lead checks it before it is shared',
            ro: 'Dashboardul se actualizează automat, iar AI-ul scrie un scurt rezumat al schimbărilor; șeful de marketing îl verifică înainte să fie distribuit',
          },
        },
        {
          id: 'impact-02-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI-generated dashboards and summaries go straight to stakeholders, with no human check',
            ro: 'Dashboardurile și rezumatele generate de AI ajung direct la cei interesați, fără verificare umană',
          },
        },
        {
          id: 'impact-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a marketing dashboard yet",
            ro: 'Încă nu avem un dashboard de marketing',
          },
        },
      ],
    },
    {
      id: 'impact-03',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'What are your conversion rates (percent) at each funnel stage? Select the ones you measure.',
        ro: 'Care sunt ratele voastre de conversie (în procente) în fiecare etapă a funnel-ului? Selectați-le pe cele pe care le măsurați.',
      },
      options: [
        {
          id: 'impact-03-a',
          key: 'A',
          aiPercent: null,
          input: { type: 'integer', min: 0, max: 100, contextKey: 'funnel.visitorToLead' },
          text: {
            en: 'Visitor → lead',
            ro: 'Vizitator → lead',
          },
        },
        {
          id: 'impact-03-b',
          key: 'B',
          aiPercent: null,
          input: { type: 'integer', min: 0, max: 100, contextKey: 'funnel.leadToQualified' },
          text: {
            en: 'Lead → qualified lead (MQL/SQL)',
            ro: 'Lead → lead calificat (MQL/SQL)',
          },
        },
        {
          id: 'impact-03-c',
          key: 'C',
          aiPercent: null,
          input: { type: 'integer', min: 0, max: 100, contextKey: 'funnel.qualifiedToCustomer' },
          text: {
            en: 'Qualified lead → customer',
            ro: 'Lead calificat → client',
          },
        },
        {
          id: 'impact-03-d',
          key: 'D',
          aiPercent: null,
          input: { type: 'integer', min: 0, max: 100, contextKey: 'funnel.retention' },
          text: {
            en: 'Customer retention (12 months)',
            ro: 'Retenția clienților (12 luni)',
          },
        },
        {
          id: 'impact-03-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: {
            en: "We don't measure conversion rates",
            ro: 'Nu măsurăm ratele de conversie',
          },
        },
      ],
    },
    {
      id: 'impact-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When your funnel underperforms (fewer leads, weaker conversion into customers), how is the cause found?',
        ro: 'Când funnel-ul nu performează (mai puține lead-uri, conversie mai slabă în clienți), cum este găsită cauza?',
      },
      options: [
        {
          id: 'impact-04-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The team discusses it in a meeting and agrees on the likely reason',
            ro: 'Echipa discută într-o ședință și cade de acord asupra cauzei probabile',
          },
        },
        {
          id: 'impact-04-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'An analyst works through the reports stage by stage and presents hypotheses',
            ro: 'Un analist parcurge rapoartele etapă cu etapă și formulează ipoteze',
          },
        },
        {
          id: 'impact-04-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI breaks the drop down by stage, channel and segment and suggests causes; the team checks them with sales and decides what to fix',
            ro: 'AI-ul descompune scăderea pe etape, canale și segmente și sugerează cauze; echipa le verifică împreună cu vânzările și decide ce repară',
          },
        },
        {
          id: 'impact-04-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI diagnoses the drop and applies fixes (budgets, bids, flows) without asking',
            ro: 'AI-ul diagnostichează scăderea și aplică singur corecții (bugete, bid-uri, fluxuri), fără să întrebe pe cineva',
          },
        },
        {
          id: 'impact-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't analyse our funnel stage by stage",
            ro: 'Nu ne analizăm funnel-ul pe etape',
          },
        },
      ],
    },
    {
      id: 'impact-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does your team find out from sales which marketing leads turned out to be good or bad?',
        ro: 'Cum aflați de la vânzări care dintre lead-urile aduse de marketing s-au dovedit bune și care slabe?',
      },
      options: [
        {
          id: 'impact-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Sales tells us informally, in meetings or when they complain',
            ro: 'Vânzările ne spun informal, în ședințe sau atunci când se plâng',
          },
        },
        {
          id: 'impact-05-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Sales records a disqualification reason in the CRM and marketing reviews it with them every month',
            ro: 'Vânzările notează în CRM motivul descalificării, iar marketingul îl analizează lunar împreună cu ei',
          },
        },
        {
          id: 'impact-05-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI links lead sources to won and lost deals and flags patterns; marketing and sales agree each month on what to change',
            ro: 'AI-ul leagă sursele lead-urilor de vânzările câștigate și pierdute și semnalează tiparele; marketingul și vânzările stabilesc lunar ce schimbă',
          },
        },
        {
          id: 'impact-05-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI reads CRM notes and call transcripts and retunes the targeting automatically; nobody meets about it',
            ro: 'AI-ul citește notițele din CRM și transcrierile apelurilor și reajustează automat targetarea; nu se mai discută pe tema asta',
          },
        },
        {
          id: 'impact-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't get feedback on lead quality yet",
            ro: 'Încă nu primim feedback despre calitatea lead-urilor',
          },
        },
      ],
    },
    {
      id: 'impact-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is the return on a campaign (ROI or ROAS, including agency and production costs) calculated?',
        ro: 'Cum este calculat randamentul unei campanii (ROI sau ROAS, inclusiv costurile de agenție și de producție)?',
      },
      options: [
        {
          id: 'impact-06-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The campaign manager works it out in a spreadsheet after the campaign ends',
            ro: 'Managerul de campanie îl calculează într-un fișier Excel, după încheierea campaniei',
          },
        },
        {
          id: 'impact-06-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The ad platforms report ROAS and the team adds the other costs by hand',
            ro: 'Platformele de reclame raportează ROAS-ul, iar echipa adaugă manual celelalte costuri',
          },
        },
        {
          id: 'impact-06-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'A model calculates ROI automatically from spend, costs and CRM revenue; the marketing lead and finance review its assumptions',
            ro: 'Un model calculează automat ROI-ul din buget, costuri și veniturile din CRM; șeful de marketing și departamentul financiar îi verifică ipotezele',
          },
        },
        {
          id: 'impact-06-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: "We take the ROI figures reported by the platforms' AI at face value",
            ro: 'Luăm ca atare cifrele de ROI raportate de AI-ul platformelor',
          },
        },
        {
          id: 'impact-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't calculate ROI per campaign",
            ro: 'Nu calculăm ROI-ul pe campanie',
          },
        },
      ],
    },
    {
      id: 'impact-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you report marketing's contribution to the sales pipeline and revenue (sourced and influenced)?",
        ro: 'Cum raportați contribuția marketingului la pipeline-ul de vânzări și la venituri (generată direct și influențată)?',
      },
      options: [
        {
          id: 'impact-07-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The CMO estimates it for the annual review, based on conversations with sales',
            ro: 'CMO-ul o estimează pentru evaluarea anuală, pe baza discuțiilor cu vânzările',
          },
        },
        {
          id: 'impact-07-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Marketing ops pulls CRM reports every quarter and agrees the numbers with sales',
            ro: 'Marketing ops extrage trimestrial rapoarte din CRM și agreează cifrele cu vânzările',
          },
        },
        {
          id: 'impact-07-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'Pipeline and revenue attribution updates automatically in the CRM and AI explains the changes; marketing and sales leaders validate the figures monthly',
            ro: 'Atribuirea pipeline-ului și a veniturilor se actualizează automat în CRM, iar AI-ul explică schimbările; șefii de marketing și vânzări validează lunar cifrele',
          },
        },
        {
          id: 'impact-07-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI calculates the contribution figures and sends them to leadership automatically',
            ro: 'AI-ul calculează cifrele privind contribuția și le trimite automat conducerii',
          },
        },
        {
          id: 'impact-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't measure marketing's contribution to revenue",
            ro: 'Nu măsurăm contribuția marketingului la venituri',
          },
        },
      ],
    },
    {
      id: 'impact-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are customer acquisition cost (CAC), customer lifetime value (LTV) and payback period tracked?',
        ro: 'Cum urmăriți costul de achiziție al unui client (CAC), valoarea clientului pe durata relației (LTV) și perioada de recuperare a investiției?',
      },
      options: [
        {
          id: 'impact-08-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Finance calculates them once a year for the budget',
            ro: 'Departamentul financiar le calculează o dată pe an, pentru buget',
          },
        },
        {
          id: 'impact-08-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'An analyst updates them every quarter, by segment and channel',
            ro: 'Un analist le actualizează trimestrial, pe segmente și canale',
          },
        },
        {
          id: 'impact-08-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'A model updates CAC and predicted LTV monthly by channel and segment; the CMO and CFO decide what it means for spend',
            ro: 'Un model actualizează lunar CAC-ul și LTV-ul estimat pe canale și segmente; CMO-ul și CFO-ul decid ce înseamnă asta pentru buget',
          },
        },
        {
          id: 'impact-08-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI tracks them and shifts budget automatically to the channels with the best LTV to CAC ratio',
            ro: 'AI-ul le urmărește și mută automat bugetul spre canalele cu cel mai bun raport LTV/CAC',
          },
        },
        {
          id: 'impact-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track CAC or LTV",
            ro: 'Nu urmărim CAC-ul sau LTV-ul',
          },
        },
      ],
    },
    {
      id: 'impact-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you test whether a campaign really caused extra sales, rather than taking credit for sales that would have happened anyway?',
        ro: 'Cum testați dacă o campanie a generat cu adevărat vânzări suplimentare și nu și-a atribuit doar vânzări care s-ar fi produs oricum?',
      },
      options: [
        {
          id: 'impact-09-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'We compare the periods before and after the campaign and draw conclusions',
            ro: 'Comparăm perioadele dinainte și de după campanie și tragem concluzii',
          },
        },
        {
          id: 'impact-09-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'An analyst designs holdout or regional tests by hand and interprets the results',
            ro: 'Un analist proiectează manual teste cu grup de control sau pe regiuni și interpretează rezultatele',
          },
        },
        {
          id: 'impact-09-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'Experimentation tools run the holdout tests and calculate the lift automatically; an analyst designs the tests and the team judges the results',
            ro: 'Instrumentele de experimentare rulează testele cu grup de control și calculează automat efectul incremental; un analist proiectează testele, iar echipa interpretează rezultatele',
          },
        },
        {
          id: 'impact-09-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: "The ad platforms' automated lift studies decide what is incremental, and we accept their results",
            ro: 'Studiile automate de impact ale platformelor de reclame decid ce este incremental, iar noi le acceptăm rezultatele',
          },
        },
        {
          id: 'impact-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't test incrementality",
            ro: 'Nu testăm efectul incremental al campaniilor',
          },
        },
      ],
    },
    {
      id: 'impact-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you measure brand health (awareness, consideration, preference, NPS)?',
        ro: 'Cum măsurați sănătatea brandului (notorietate, considerare, preferință, NPS)?',
      },
      options: [
        {
          id: 'impact-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A research agency runs a study once a year and presents the findings to us',
            ro: 'O agenție de cercetare face un studiu anual și ne prezintă concluziile',
          },
        },
        {
          id: 'impact-10-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The team runs regular surveys and AI codes the open-ended answers',
            ro: 'Echipa derulează sondaje periodice, iar AI-ul codifică răspunsurile deschise',
          },
        },
        {
          id: 'impact-10-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'Survey and social listening data are combined continuously and AI flags shifts; the brand team interprets them and decides what to do',
            ro: 'Datele din sondaje și din social listening sunt combinate continuu, iar AI-ul semnalează schimbările; echipa de brand le interpretează și decide ce face',
          },
        },
        {
          id: 'impact-10-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI estimates brand health from social and search data alone, without surveys',
            ro: 'AI-ul estimează sănătatea brandului doar din datele din social media și din căutări, fără sondaje',
          },
        },
        {
          id: 'impact-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't measure brand health",
            ro: 'Nu măsurăm sănătatea brandului',
          },
        },
      ],
    },
    {
      id: 'impact-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you compare your results with your competitors (share of voice, share of search, market share)?',
        ro: 'Cum vă comparați rezultatele cu ale concurenților (share of voice, share of search, cotă de piață)?',
      },
      options: [
        {
          id: 'impact-11-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: "We rely on the team's impressions and occasional industry reports",
            ro: 'Ne bazăm pe impresiile echipei și pe rapoarte ocazionale din industrie',
          },
        },
        {
          id: 'impact-11-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'An analyst compiles a quarterly benchmark from paid tools and market data',
            ro: 'Un analist realizează trimestrial un benchmark din instrumente plătite și date de piață',
          },
        },
        {
          id: 'impact-11-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'Monitoring tools track competitors continuously and AI summarises the changes every month; the strategy team draws the conclusions',
            ro: 'Instrumentele de monitorizare urmăresc continuu concurenții, iar AI-ul sintetizează lunar schimbările; echipa de strategie trage concluziile',
          },
        },
        {
          id: 'impact-11-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI tracks competitors and adjusts our bids and messages automatically in response',
            ro: 'AI-ul urmărește concurenții și ne ajustează automat bid-urile și mesajele ca reacție',
          },
        },
        {
          id: 'impact-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't benchmark ourselves against competitors",
            ro: 'Nu ne comparăm cu concurenții',
          },
        },
      ],
    },
    {
      id: 'impact-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are sudden changes in performance spotted (cost per lead jumps, sales drop, a campaign overspends)?',
        ro: 'Cum sunt observate schimbările bruște de performanță (crește costul per lead, scad vânzările, o campanie își depășește bugetul)?',
      },
      options: [
        {
          id: 'impact-12-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Someone notices when looking at the reports, usually at month end',
            ro: 'Cineva observă când se uită pe rapoarte, de obicei la final de lună',
          },
        },
        {
          id: 'impact-12-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The team checks the key numbers every morning and has fixed-threshold alerts',
            ro: 'Echipa verifică în fiecare dimineață cifrele-cheie și are alerte cu praguri fixe',
          },
        },
        {
          id: 'impact-12-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'AI monitors every campaign and flags anomalies with a probable cause; the channel owner decides how to respond',
            ro: 'AI-ul monitorizează toate campaniile și semnalează anomaliile, cu o cauză probabilă; responsabilul de canal decide cum reacționează',
          },
        },
        {
          id: 'impact-12-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI detects anomalies and pauses or adjusts campaigns by itself',
            ro: 'AI-ul detectează anomaliile și oprește sau ajustează singur campaniile',
          },
        },
        {
          id: 'impact-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't monitor performance between reports",
            ro: 'Nu urmărim performanța între rapoarte',
          },
        },
      ],
    },
    {
      id: 'impact-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'After a major campaign, how is it reviewed and how are the lessons carried into the next one?',
        ro: 'După o campanie importantă, cum se face analiza și cum sunt preluate lecțiile în următoarea campanie?',
      },
      options: [
        {
          id: 'impact-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team meets, discusses what worked and someone takes notes',
            ro: 'Echipa se întâlnește, discută ce a funcționat și cineva ia notițe',
          },
        },
        {
          id: 'impact-13-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'The campaign manager writes a report of results against targets and the team discusses it',
            ro: 'Managerul de campanie scrie un raport cu rezultatele față de ținte, iar echipa îl discută',
          },
        },
        {
          id: 'impact-13-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI compiles the results, compares them with past campaigns and drafts the report; the team debates it and agrees the lessons',
            ro: 'AI-ul adună rezultatele, le compară cu campaniile anterioare și redactează raportul; echipa îl dezbate și stabilește lecțiile',
          },
        },
        {
          id: 'impact-13-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: "AI produces the review and feeds the learnings straight into the next campaign's set-up",
            ro: 'AI-ul face analiza și introduce direct concluziile în configurarea următoarei campanii',
          },
        },
        {
          id: 'impact-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't review campaigns once they end",
            ro: 'Nu analizăm campaniile după ce se încheie',
          },
        },
      ],
    },
    {
      id: 'impact-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is the quarterly marketing report for the board or leadership team prepared?',
        ro: 'Cum este pregătit raportul trimestrial de marketing pentru board sau pentru echipa de conducere?',
      },
      options: [
        {
          id: 'impact-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "The CMO writes it personally from the team's input",
            ro: 'CMO-ul îl scrie personal, pe baza informațiilor primite de la echipă',
          },
        },
        {
          id: 'impact-14-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'An analyst prepares the figures and charts; the CMO writes the story and the recommendations',
            ro: 'Un analist pregătește cifrele și graficele; CMO-ul scrie povestea și recomandările',
          },
        },
        {
          id: 'impact-14-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI prepares the figures, charts and a first draft of the narrative; the CMO rewrites the story, adds judgement and presents it',
            ro: 'AI-ul pregătește cifrele, graficele și o primă variantă a textului; CMO-ul rescrie povestea, adaugă propria interpretare și îl prezintă',
          },
        },
        {
          id: 'impact-14-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An AI-generated report goes to the board with minimal edits',
            ro: 'Un raport generat de AI ajunge la board cu modificări minime',
          },
        },
        {
          id: 'impact-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't report marketing results to the board or leadership",
            ro: 'Nu raportăm rezultatele de marketing board-ului sau conducerii',
          },
        },
      ],
    },
    {
      id: 'impact-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these measurement tasks does AI already do for your team?',
        ro: 'Pe care dintre aceste activități de măsurare le face deja AI-ul pentru echipa voastră?',
      },
      options: [
        {
          id: 'impact-15-a',
          key: 'A',
          aiPercent: 60,
          text: {
            en: 'Collecting and cleaning data from the ad platforms, analytics and the CRM',
            ro: 'Colectarea și curățarea datelor din platformele de reclame, din analytics și din CRM',
          },
        },
        {
          id: 'impact-15-b',
          key: 'B',
          aiPercent: 45,
          text: {
            en: 'Writing plain-language summaries of weekly performance',
            ro: 'Redactarea unor rezumate pe înțelesul tuturor despre performanța săptămânală',
          },
        },
        {
          id: 'impact-15-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'Answering ad hoc questions about results (for example, a chat with your data)',
            ro: 'Răspunsul la întrebări punctuale despre rezultate (de exemplu, printr-un chat cu datele voastre)',
          },
        },
        {
          id: 'impact-15-d',
          key: 'D',
          aiPercent: 50,
          text: {
            en: 'Reconciling marketing spend with invoices and the budget',
            ro: 'Reconcilierea cheltuielilor de marketing cu facturile și cu bugetul',
          },
        },
        {
          id: 'impact-15-e',
          key: 'E',
          aiPercent: 30,
          text: {
            en: 'Suggesting which results to highlight in reports to management',
            ro: 'Sugestii despre rezultatele care merită evidențiate în rapoartele pentru conducere',
          },
        },
        {
          id: 'impact-15-f',
          key: 'F',
          aiPercent: null,
          input: { type: 'text', maxLength: 200 },
          text: OTHER_TEXT,
        },
        {
          id: 'impact-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
