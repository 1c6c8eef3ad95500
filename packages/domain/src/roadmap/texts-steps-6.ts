/**
 * Task templates of steps 11–12: TRANSFORMARE, IMPACT (issue 9 item 1). The actions follow the
 * steps' feedback texts (report/feedback/), as tasks with an owner and a number to reach.
 */
import type { StepTasks } from './types.js';

/** Task templates of TRANSFORMARE and IMPACT. */
export const STEP_TASKS_6: Record<'TRANSFORMARE' | 'IMPACT', StepTasks> = {
  // Target: 90 % human.
  TRANSFORMARE: {
    owner: { en: 'CMO, with HR', ro: 'CMO-ul, împreună cu HR' },
    practices: {
      en: 'who sets the AI roadmap, policy and review levels, and how people’s roles and skills are decided',
      ro: 'cine stabilește planul de AI, politica și nivelurile de verificare și cum se decid rolurile și competențele oamenilor',
    },
    towardsHuman: {
      title: {
        en: 'Have marketing, legal and IT rewrite the AI policy together',
        ro: 'Rescrieți politica de AI împreună: marketingul, juridicul și IT-ul',
      },
      action: {
        en: 'Replace any AI-generated policy with one written by marketing, legal and IT; the CMO and legal set review levels by risk, and managers handle job changes, interviews and performance reviews in conversation, with AI only gathering evidence.',
        ro: 'Înlocuiți orice politică generată de AI cu una scrisă de marketing, juridic și IT; CMO-ul și juridicul stabilesc nivelurile de verificare după risc, iar managerii tratează în discuții directe schimbările de post, interviurile și evaluările, cu AI-ul doar adunând informații.',
      },
      owner: { en: 'CMO', ro: 'CMO-ul' },
      kpis: [
        {
          en: 'Policy rewritten and signed by 3 departments within 60 days; 0 performance reviews scored by AI',
          ro: 'Politica rescrisă și semnată de 3 departamente în cel mult 60 de zile; 0 evaluări ale oamenilor făcute de AI',
        },
      ],
      expectedResults: {
        en: 'Rules the team trusts because people they know wrote them.',
        ro: 'Reguli în care echipa are încredere, pentru că le-au scris oameni pe care îi cunoaște.',
      },
      tools: [
        { en: 'AI policy template', ro: 'Șablon de politică de AI' },
        { en: 'Review levels by risk', ro: 'Niveluri de verificare după risc' },
      ],
      topic: 'ai-policy',
    },
    towardsAi: {
      title: {
        en: 'Use AI to prepare research, surveys and updates for the change programme',
        ro: 'Folosiți AI-ul ca să pregătiți cercetările, sondajele și comunicările programului de schimbare',
      },
      action: {
        en: 'Let AI gather research for the AI roadmap and summarise vendors’ terms for legal, group open comments from pulse surveys by theme before leaders read them, and offer an AI assistant that answers questions on your AI policy; leaders edit every change update.',
        ro: 'Lăsați AI-ul să adune informații pentru planul de AI și să rezume condițiile furnizorilor pentru juridic, să grupeze pe teme comentariile din sondajele interne înainte ca liderii să le citească și oferiți un asistent AI care răspunde la întrebări despre politica de AI; liderii editează fiecare comunicare despre schimbare.',
      },
      owner: { en: 'CMO, with HR', ro: 'CMO-ul, împreună cu HR' },
      kpis: [
        {
          en: 'Leaders’ preparation time for the change programme down 30% within 3 months',
          ro: 'Timpul de pregătire al liderilor pentru programul de schimbare redus cu 30 % în 3 luni',
        },
      ],
      expectedResults: {
        en: 'Leaders spend their time in conversations with people, not gathering material.',
        ro: 'Liderii își petrec timpul în discuții cu oamenii, nu adunând materiale.',
      },
      tools: [
        { en: 'ChatGPT or Claude for research summaries', ro: 'ChatGPT sau Claude pentru rezumate' },
        {
          en: 'Pulse survey tool that groups comments with AI',
          ro: 'Instrument de sondaj intern care grupează comentariile cu AI',
        },
      ],
    },
    start: {
      title: {
        en: 'Set a two-year AI roadmap for marketing with leadership, legal and IT',
        ro: 'Stabiliți cu conducerea, juridicul și IT-ul un plan de AI pe doi ani pentru marketing',
      },
      action: {
        en: 'The CMO and leadership set a two-year AI roadmap, write an AI policy with legal and IT, name an AI lead in each team who coaches colleagues on live briefs, and decide who handles an AI incident and how.',
        ro: 'CMO-ul și conducerea stabilesc un plan de AI pe doi ani, scriu o politică de AI împreună cu juridicul și IT-ul, numesc în fiecare echipă un responsabil de AI care îi îndrumă pe colegi pe brief-uri reale și stabilesc cine gestionează un incident AI și cum.',
      },
      owner: { en: 'CMO', ro: 'CMO-ul' },
      kpis: [
        {
          en: 'Roadmap and policy approved and 1 AI lead named per team within 90 days',
          ro: 'Planul și politica aprobate și câte 1 responsabil de AI numit în fiecare echipă în cel mult 90 de zile',
        },
      ],
      expectedResults: {
        en: 'A change the team understands and supports, instead of AI arriving tool by tool.',
        ro: 'O schimbare pe care echipa o înțelege și o susține, în loc ca AI-ul să apară instrument cu instrument.',
      },
      tools: [
        { en: 'Two-year roadmap template', ro: 'Șablon de plan pe doi ani' },
        { en: 'AI incident procedure', ro: 'Procedură pentru incidente AI' },
      ],
    },
    startPriority: 'high',
    startHorizon: '0-3',
  },
  // Target: 55 % human.
  IMPACT: {
    owner: { en: 'CMO, with the CFO', ro: 'CMO-ul, împreună cu CFO-ul' },
    practices: {
      en: 'who sets KPIs and targets, who tests campaign impact, and what AI collects and reports',
      ro: 'cine stabilește KPI-urile și țintele, cine testează efectul campaniilor și ce colectează și raportează AI-ul',
    },
    towardsHuman: {
      title: {
        en: 'Have the CMO, CEO and CFO set the KPIs and run holdout tests',
        ro: 'Stabiliți KPI-urile împreună, CMO-ul, CEO-ul și CFO-ul, și rulați teste cu grup de control',
      },
      action: {
        en: 'The CMO, CEO and CFO set the KPIs and targets together; an analyst tests the real impact of major campaigns with holdout or regional tests, and the CMO writes the board story, with AI only preparing the figures.',
        ro: 'CMO-ul, CEO-ul și CFO-ul stabilesc împreună KPI-urile și țintele; un analist testează efectul real al campaniilor importante prin teste regionale sau cu grup de control, iar CMO-ul scrie povestea pentru consiliu, cu AI-ul pregătind doar cifrele.',
      },
      owner: { en: 'CMO, with the CFO', ro: 'CMO-ul, împreună cu CFO-ul' },
      kpis: [
        {
          en: 'KPIs signed by 3 executives; 1 holdout test a quarter on the largest campaign',
          ro: 'KPI-uri semnate de 3 directori; 1 test cu grup de control pe trimestru pentru cea mai mare campanie',
        },
      ],
      expectedResults: {
        en: 'Numbers leadership believes and can explain, and budget decisions based on real impact.',
        ro: 'Cifre în care conducerea are încredere și pe care le poate explica și decizii de buget bazate pe efectul real.',
      },
      tools: [
        { en: 'KPI tree template', ro: 'Șablon de arbore de KPI-uri' },
        { en: 'Holdout test plan', ro: 'Plan de teste cu grup de control' },
      ],
    },
    towardsAi: {
      title: {
        en: 'Auto-update the dashboard with a weekly AI summary and anomaly alerts',
        ro: 'Actualizați automat dashboardul, cu un rezumat AI săptămânal și alerte de anomalii',
      },
      action: {
        en: 'Feed the dashboard through connectors, have AI write a weekly summary that an analyst checks, add AI anomaly alerts with likely causes (for example when cost per lead jumps), and let AI collect costs and revenue for campaign ROI.',
        ro: 'Alimentați dashboardul prin conectori, cereți AI-ului un rezumat săptămânal pe care îl verifică un analist, adăugați alerte AI pentru anomalii, cu cauzele probabile (de exemplu când costul pe lead crește brusc), și lăsați AI-ul să adune costurile și veniturile pentru ROI-ul campaniilor.',
      },
      owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
      kpis: [
        {
          en: 'Weekly report ready by Monday 10:00 with 0 manual steps; anomalies flagged within 24 hours',
          ro: 'Raportul săptămânal gata luni până la ora 10:00, cu 0 pași manuali; anomaliile semnalate în cel mult 24 de ore',
        },
      ],
      expectedResults: {
        en: 'Problems spotted in days instead of weeks, and analysts’ time moved to conclusions.',
        ro: 'Problemele observate în câteva zile, nu în săptămâni, iar timpul analiștilor se mută spre concluzii.',
      },
      tools: [
        { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' },
        { en: 'GA4 anomaly detection', ro: 'Detectarea anomaliilor din GA4' },
      ],
    },
    start: {
      title: {
        en: 'Agree three to five KPIs with the CEO and CFO and build a dashboard',
        ro: 'Stabiliți trei până la cinci KPI-uri cu CEO-ul și CFO-ul și construiți un dashboard',
      },
      action: {
        en: 'Agree three to five KPIs with the CEO and CFO, build a dashboard fed by connectors with an AI summary, measure the conversion rate at each funnel stage, and calculate the ROI of your largest campaign with all costs included.',
        ro: 'Stabiliți trei până la cinci KPI-uri împreună cu CEO-ul și CFO-ul, construiți un dashboard alimentat automat, cu un rezumat AI, măsurați rata de conversie la fiecare etapă a funnelului și calculați ROI-ul celei mai mari campanii, cu toate costurile.',
      },
      owner: { en: 'CMO, with the CFO', ro: 'CMO-ul, împreună cu CFO-ul' },
      kpis: [
        {
          en: '3–5 KPIs approved and the dashboard live within 60 days',
          ro: '3–5 KPI-uri aprobate și dashboardul funcțional în cel mult 60 de zile',
        },
      ],
      expectedResults: {
        en: 'Marketing results the board can read, and a base for every later ROI decision.',
        ro: 'Rezultate de marketing pe care conducerea le poate citi și o bază pentru toate deciziile de ROI care urmează.',
      },
      tools: [
        { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' },
        { en: 'KPI tree template', ro: 'Șablon de arbore de KPI-uri' },
      ],
      topic: 'kpi-dashboard',
    },
    startPriority: 'high',
    startHorizon: '0-3',
  },
};
