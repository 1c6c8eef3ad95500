/** IMPACT: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 55 % human.
export const ROADMAP: StepTasks = {
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
};
