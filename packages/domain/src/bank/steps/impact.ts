import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 12 — Impact (domain-design.md §1). Target human share 55 %. */
export const impact: StepDef = {
  key: 'IMPACT',
  globalOrder: 12,
  targetHumanPercent: 55,
  name: { en: 'Impact', ro: 'Impact' },
  description: {
    en: '<p>How marketing proves its results: KPIs, funnel, ROI, revenue contribution and board reporting.</p><p>The ideal split is <strong>about 55 % human, 45 % AI</strong>: AI collects data and spots anomalies; people define success, judge causes and own the story.</p>',
    ro: '<p>Cum demonstrează marketingul ce livrează: KPI-uri, funnel, ROI, contribuția la venituri și raportarea către conducere.</p><p>Împărțirea ideală este <strong>în jur de 55 % oameni, 45 % AI</strong>: AI-ul adună datele și semnalează anomalii; oamenii definesc succesul, judecă cauzele și își asumă concluziile.</p>',
  },
  questions: [
    {
      id: 'impact-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your marketing KPIs and targets set?',
        ro: 'Cum stabiliți KPI-urile și țintele de marketing?',
      },
      options: [
        {
          id: 'impact-01-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI forecast sets them; the CFO tests its assumptions',
            ro: 'O prognoză AI le fixează; CFO-ul îi verifică ipotezele',
          },
        },
        {
          id: 'impact-01-b',
          key: 'B',
          aiPercent: 0,
          text: { en: 'The CMO, CEO and CFO together', ro: 'CMO-ul, CEO-ul și CFO-ul, împreună' },
        },
        {
          id: 'impact-01-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI proposes them; CMO and CFO adjust',
            ro: 'AI-ul le propune; CMO-ul și CFO-ul le ajustează',
          },
        },
        {
          id: 'impact-01-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'CMO and CFO, from AI-gathered benchmarks',
            ro: 'CMO-ul și CFO-ul, din repere adunate de AI',
          },
        },
        {
          id: 'impact-01-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No formal KPIs yet', ro: 'Nu avem încă KPI-uri formale' },
        },
      ],
    },
    {
      id: 'impact-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your marketing dashboard updated?',
        ro: 'Cum este actualizat dashboardul de marketing?',
      },
      options: [
        {
          id: 'impact-02-a',
          key: 'A',
          aiPercent: 5,
          text: { en: 'An analyst updates Excel monthly', ro: 'Un analist actualizează lunar un Excel' },
        },
        {
          id: 'impact-02-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI builds and sends reports; an analyst spot-checks',
            ro: 'AI-ul trimite rapoartele; un analist verifică prin sondaj',
          },
        },
        {
          id: 'impact-02-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Connectors feed it; an analyst checks weekly',
            ro: 'Conectori automați; un analist verifică săptămânal',
          },
        },
        {
          id: 'impact-02-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'Auto-updated; a manager checks its AI summary',
            ro: 'Se actualizează singur; un manager verifică rezumatul AI',
          },
        },
        {
          id: 'impact-02-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No dashboard yet', ro: 'Nu avem încă dashboard' },
        },
      ],
    },
    {
      id: 'impact-03',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'What are your conversion rates (%)? Select those you measure.',
        ro: 'Ce rate de conversie (%) aveți? Selectați-le pe cele pe care le măsurați.',
      },
      options: [
        {
          id: 'impact-03-a',
          key: 'A',
          aiPercent: null,
          input: { type: 'decimal', min: 0, max: 100, contextKey: 'funnel.visitorToLead' },
          text: { en: 'Visitor → lead', ro: 'Vizitator → lead' },
        },
        {
          id: 'impact-03-b',
          key: 'B',
          aiPercent: null,
          input: { type: 'decimal', min: 0, max: 100, contextKey: 'funnel.leadToQualified' },
          text: { en: 'Lead → qualified lead (MQL/SQL)', ro: 'Lead → lead calificat (MQL/SQL)' },
        },
        {
          id: 'impact-03-c',
          key: 'C',
          aiPercent: null,
          input: { type: 'decimal', min: 0, max: 100, contextKey: 'funnel.qualifiedToCustomer' },
          text: { en: 'Qualified lead → customer', ro: 'Lead calificat → client' },
        },
        {
          id: 'impact-03-d',
          key: 'D',
          aiPercent: null,
          input: { type: 'decimal', min: 0, max: 100, contextKey: 'funnel.retention' },
          text: { en: 'Customer retention (12 months)', ro: 'Retenția clienților (12 luni)' },
        },
        {
          id: 'impact-03-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: { en: "We don't measure conversion rates", ro: 'Nu măsurăm ratele de conversie' },
        },
      ],
    },
    {
      id: 'impact-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find out why the funnel underperforms?',
        ro: 'Când funnelul dă rezultate slabe, cum găsiți cauza?',
      },
      options: [
        {
          id: 'impact-04-a',
          key: 'A',
          aiPercent: 0,
          text: { en: 'The team discusses it and agrees', ro: 'Echipa discută și cade de acord' },
        },
        {
          id: 'impact-04-b',
          key: 'B',
          aiPercent: 5,
          text: { en: 'An analyst works through each stage', ro: 'Un analist parcurge fiecare etapă' },
        },
        {
          id: 'impact-04-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI suggests causes; the team verifies them',
            ro: 'AI-ul propune cauze; echipa le verifică',
          },
        },
        {
          id: 'impact-04-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI finds the cause, adjusts budgets within limits',
            ro: 'AI-ul găsește cauza și ajustează bugetele, în limite',
          },
        },
        {
          id: 'impact-04-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No stage-by-stage analysis', ro: 'Nu analizăm funnelul pe etape' },
        },
      ],
    },
    {
      id: 'impact-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does sales tell you which leads were good?',
        ro: 'Cum aflați de la vânzări ce lead-uri au fost bune?',
      },
      options: [
        {
          id: 'impact-05-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI scores leads from closed deals; sales overrides',
            ro: 'AI-ul notează lead-urile din vânzările încheiate; vânzările corectează',
          },
        },
        {
          id: 'impact-05-b',
          key: 'B',
          aiPercent: 0,
          text: { en: 'Informally, when sales complain', ro: 'Informal, când se plâng vânzările' },
        },
        {
          id: 'impact-05-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'Reasons logged in the CRM, reviewed monthly',
            ro: 'Motive notate în CRM, analizate lunar',
          },
        },
        {
          id: 'impact-05-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI summarises CRM notes and calls; we discuss',
            ro: 'AI-ul rezumă notițele din CRM și apelurile; le discutăm',
          },
        },
        {
          id: 'impact-05-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No feedback on leads yet', ro: 'Nu primim încă feedback' },
        },
      ],
    },
    {
      id: 'impact-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How is a campaign's ROI calculated, all costs included?",
        ro: 'Cum calculați ROI-ul unei campanii, cu toate costurile?',
      },
      options: [
        {
          id: 'impact-06-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The campaign manager, in Excel, afterwards',
            ro: 'Managerul campaniei, în Excel, la final',
          },
        },
        {
          id: 'impact-06-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Platform ROAS plus costs added by hand',
            ro: 'ROAS-ul din platforme plus costurile adăugate manual',
          },
        },
        {
          id: 'impact-06-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI pulls costs from invoices; an analyst calculates',
            ro: 'AI-ul extrage costurile din facturi; un analist calculează',
          },
        },
        {
          id: 'impact-06-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model calculates it; finance checks assumptions',
            ro: 'Un model AI îl calculează; financiarul verifică ipotezele',
          },
        },
        {
          id: 'impact-06-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't calculate campaign ROI", ro: 'Nu calculăm ROI-ul pe campanie' },
        },
      ],
    },
    {
      id: 'impact-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you report marketing's contribution to revenue?",
        ro: 'Cum raportați contribuția marketingului la venituri?',
      },
      options: [
        {
          id: 'impact-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO estimates it yearly with sales',
            ro: 'CMO-ul o estimează anual, cu vânzările',
          },
        },
        {
          id: 'impact-07-b',
          key: 'B',
          aiPercent: 10,
          text: { en: 'CRM reports agreed with sales', ro: 'Rapoarte din CRM, agreate cu vânzările' },
        },
        {
          id: 'impact-07-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: "AI maps each deal's touchpoints; an analyst reports",
            ro: 'AI-ul reconstituie parcursul fiecărui client; un analist raportează',
          },
        },
        {
          id: 'impact-07-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI attributes revenue to channels; we validate monthly',
            ro: 'AI-ul atribuie veniturile canalelor; validăm lunar',
          },
        },
        {
          id: 'impact-07-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't measure it", ro: 'Nu o măsurăm' },
        },
      ],
    },
    {
      id: 'impact-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you track CAC, LTV and payback?',
        ro: 'Cum urmăriți CAC, LTV și perioada de recuperare?',
      },
      options: [
        {
          id: 'impact-08-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'An analyst updates them quarterly by channel',
            ro: 'Un analist le actualizează trimestrial, pe canale',
          },
        },
        {
          id: 'impact-08-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI predicts LTV by segment; leaders set spend',
            ro: 'AI-ul estimează LTV-ul pe segmente; conducerea decide bugetul',
          },
        },
        {
          id: 'impact-08-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI merges CRM and finance data; an analyst calculates them',
            ro: 'AI-ul combină datele CRM și financiare; un analist le calculează',
          },
        },
        {
          id: 'impact-08-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI moves budget by LTV/CAC, within limits',
            ro: 'AI-ul mută bugetul după LTV/CAC, în limite',
          },
        },
        {
          id: 'impact-08-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't track them", ro: 'Nu le urmărim' },
        },
      ],
    },
    {
      id: 'impact-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you test a campaign's real impact on sales?",
        ro: 'Cum testați efectul real al unei campanii asupra vânzărilor?',
      },
      options: [
        {
          id: 'impact-09-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'An analyst runs holdout or regional tests',
            ro: 'Un analist face teste cu grup de control',
          },
        },
        {
          id: 'impact-09-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI tools compute the lift; an analyst interprets',
            ro: 'Instrumente AI calculează efectul; un analist îl interpretează',
          },
        },
        {
          id: 'impact-09-c',
          key: 'C',
          aiPercent: 0,
          text: { en: 'We compare sales before and after', ro: 'Comparăm vânzările dinainte și de după' },
        },
        {
          id: 'impact-09-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI mix model; an analyst tests its assumptions',
            ro: 'Un model AI econometric; un analist îi verifică ipotezele',
          },
        },
        {
          id: 'impact-09-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't test incrementality", ro: 'Nu testăm efectul incremental' },
        },
      ],
    },
    {
      id: 'impact-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you measure brand health (awareness, consideration, NPS)?',
        ro: 'Cum măsurați sănătatea brandului (notorietate, considerare, NPS)?',
      },
      options: [
        {
          id: 'impact-10-a',
          key: 'A',
          aiPercent: 0,
          text: { en: 'A yearly agency study', ro: 'Un studiu anual de agenție' },
        },
        {
          id: 'impact-10-b',
          key: 'B',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Quarterly surveys; AI summarises open answers',
            ro: 'Sondaje trimestriale; AI-ul rezumă răspunsurile deschise',
          },
        },
        {
          id: 'impact-10-c',
          key: 'C',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI estimates it from online data; we spot-check',
            ro: 'AI-ul o estimează din date online; verificăm prin sondaj',
          },
        },
        {
          id: 'impact-10-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'Social listening; AI flags sentiment shifts',
            ro: 'Monitorizare social media; AI-ul semnalează schimbările de percepție',
          },
        },
        {
          id: 'impact-10-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't measure it", ro: 'Nu o măsurăm' },
        },
      ],
    },
    {
      id: 'impact-16',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you measure the return on your AI spend?',
        ro: 'Cum măsurați ROI-ul cheltuielilor cu AI?',
      },
      options: [
        {
          id: 'impact-16-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Tool owners report time saved quarterly',
            ro: 'Responsabilii fiecărui instrument raportează trimestrial timpul economisit',
          },
        },
        {
          id: 'impact-16-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'We track licence costs; benefits informally',
            ro: 'Urmărim costul licențelor; beneficiile, informal',
          },
        },
        {
          id: 'impact-16-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model estimates savings; finance checks the assumptions',
            ro: 'Un model AI estimează economiile; financiarul verifică ipotezele',
          },
        },
        {
          id: 'impact-16-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI compares output before and after; finance decides',
            ro: 'AI-ul compară rezultatele înainte și după; financiarul decide',
          },
        },
        {
          id: 'impact-16-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't measure it", ro: 'Nu îl măsurăm' },
        },
      ],
    },
    {
      id: 'impact-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are sudden shifts spotted, like cost per lead jumping?',
        ro: 'Cum depistați schimbările bruște, ca un salt al costului per lead?',
      },
      options: [
        {
          id: 'impact-12-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI flags anomalies and likely causes; owners act',
            ro: 'AI-ul semnalează anomaliile și cauzele probabile; responsabilii acționează',
          },
        },
        {
          id: 'impact-12-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Channel owners check their numbers daily',
            ro: 'Responsabilii de canale verifică cifrele zilnic',
          },
        },
        {
          id: 'impact-12-c',
          key: 'C',
          aiPercent: 10,
          text: { en: 'Fixed-threshold alerts in our tools', ro: 'Alerte cu praguri fixe în instrumente' },
        },
        {
          id: 'impact-12-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI detects them and adjusts campaigns itself',
            ro: 'AI-ul le detectează și ajustează singur campaniile',
          },
        },
        {
          id: 'impact-12-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't monitor between reports", ro: 'Nu urmărim între rapoarte' },
        },
      ],
    },
    {
      id: 'impact-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you review a major campaign and reuse the lessons?',
        ro: 'Cum analizați o campanie importantă și folosiți lecțiile?',
      },
      options: [
        {
          id: 'impact-13-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The manager reports results against targets',
            ro: 'Managerul raportează rezultatele față de ținte',
          },
        },
        {
          id: 'impact-13-b',
          key: 'B',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts the review; the team rewrites it',
            ro: 'AI-ul scrie prima variantă; echipa rescrie lecțiile',
          },
        },
        {
          id: 'impact-13-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The team meets and someone takes notes',
            ro: 'Echipa se întâlnește, cineva ia notițe',
          },
        },
        {
          id: 'impact-13-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI writes each review; leads spot-check some',
            ro: 'AI-ul scrie fiecare analiză; șefii verifică prin sondaj',
          },
        },
        {
          id: 'impact-13-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't review campaigns", ro: 'Nu analizăm campaniile' },
        },
      ],
    },
    {
      id: 'impact-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your quarterly board report prepared?',
        ro: 'Cum pregătiți raportul trimestrial pentru consiliul de administrație?',
      },
      options: [
        {
          id: 'impact-14-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI produces it; the CMO edits and presents',
            ro: 'AI-ul îl face; CMO-ul îl corectează și îl prezintă',
          },
        },
        {
          id: 'impact-14-b',
          key: 'B',
          aiPercent: 0,
          text: { en: 'The CMO writes it from team input', ro: 'CMO-ul îl scrie din datele echipei' },
        },
        {
          id: 'impact-14-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'An analyst does figures, the CMO the story',
            ro: 'Un analist face cifrele, CMO-ul povestea',
          },
        },
        {
          id: 'impact-14-d',
          key: 'D',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts it; the CMO rewrites it',
            ro: 'AI-ul face prima variantă; CMO-ul o rescrie',
          },
        },
        {
          id: 'impact-14-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No board reporting', ro: 'Nu raportăm unui consiliu' },
        },
      ],
    },
    {
      id: 'impact-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these measurement tasks does AI do for you? Select all that apply.',
        ro: 'Pe care dintre aceste sarcini de măsurare le face AI-ul? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'impact-15-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: { en: 'AI answers to ad hoc questions', ro: 'Răspunsuri AI la întrebări punctuale' },
        },
        {
          id: 'impact-15-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: { en: 'AI-written weekly summaries', ro: 'Rezumate săptămânale scrise de AI' },
        },
        {
          id: 'impact-15-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: { en: 'AI suggestions on what to highlight', ro: 'Sugestii AI despre ce să evidențiem' },
        },
        {
          id: 'impact-15-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: { en: 'Collecting and cleaning data with AI', ro: 'Colectarea și curățarea datelor cu AI' },
        },
        { id: 'impact-15-e', key: 'E', aiPercent: null, exclusive: true, text: NONE_YET_TEXT },
      ],
    },
  ],
};
