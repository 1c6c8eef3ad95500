/** PREDICTII: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 15 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
  practices: {
    en: 'which forecasts and scores models produce, and who challenges them and sets their thresholds',
    ro: 'ce prognoze și scoruri produc modelele și cine le contestă și le stabilește pragurile',
  },
  towardsHuman: {
    title: {
      en: 'Have an analyst audit every model monthly and own its thresholds',
      ro: 'Cereți unui analist să verifice lunar fiecare model și să-i stabilească pragurile',
    },
    action: {
      en: 'Each month an analyst checks the accuracy of every model that sends offers, ends tests or sets bids; attribution is validated with holdout tests, and marketers set the thresholds and approve test winners before AI acts on them.',
      ro: 'În fiecare lună, un analist verifică acuratețea fiecărui model care trimite oferte, încheie teste sau stabilește licitări; atribuirea se validează prin teste cu grup de control, iar marketerii stabilesc pragurile și aprobă variantele câștigătoare înainte ca AI-ul să acționeze.',
    },
    owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
    kpis: [
      {
        en: '12 monthly model audits a year; forecast error under 15%',
        ro: '12 verificări lunare ale modelelor pe an; eroarea de prognoză sub 15 %',
      },
    ],
    expectedResults: {
      en: 'Models that keep earning trust, and drift caught in days rather than weeks.',
      ro: 'Modele care își păstrează credibilitatea și abateri descoperite în zile, nu în săptămâni.',
    },
    tools: [
      { en: 'Model accuracy log', ro: 'Jurnal de acuratețe a modelelor' },
      { en: 'Holdout test plan', ro: 'Plan de teste cu grup de control' },
    ],
  },
  towardsAi: {
    title: {
      en: 'Replace rule-based lead points with AI lead scoring and a weekly forecast',
      ro: 'Înlocuiți punctajul pe reguli al lead-urilor cu scoruri AI și o prognoză săptămânală',
    },
    action: {
      en: 'Switch on AI lead scoring with thresholds agreed with sales, move to a weekly AI forecast of leads and sales that an analyst challenges, and add AI churn-risk scores for existing customers.',
      ro: 'Activați scorurile AI pentru lead-uri, cu praguri stabilite împreună cu vânzările, treceți la o prognoză AI săptămânală a lead-urilor și vânzărilor, pe care un analist o contestă, și adăugați scoruri AI pentru riscul de pierdere a clienților existenți.',
    },
    owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
    kpis: [
      {
        en: 'Share of leads accepted by sales up 20% within 2 quarters',
        ro: 'Ponderea lead-urilor acceptate de vânzări crescută cu 20 % în 2 trimestre',
      },
    ],
    expectedResults: {
      en: 'Sales time spent on the leads most likely to buy, and forecasts that see further than last year’s numbers.',
      ro: 'Timpul vânzărilor dedicat lead-urilor cu cele mai mari șanse să cumpere și prognoze care văd mai departe decât cifrele de anul trecut.',
    },
    tools: [
      {
        en: 'AI lead scoring in HubSpot or Salesforce',
        ro: 'Scoruri AI pentru lead-uri în HubSpot sau Salesforce',
      },
      { en: 'The CRM’s forecast', ro: 'Prognoza din CRM' },
    ],
  },
  start: {
    title: {
      en: 'Switch on the CRM’s AI forecast and AI lead scoring',
      ro: 'Activați prognoza AI din CRM și scorurile AI pentru lead-uri',
    },
    action: {
      en: 'Turn on the AI forecast your CRM already offers and let sales adjust it, start AI lead scoring with thresholds agreed with sales, use the ad platforms’ AI bidding towards your cost target, and name an analyst who challenges every model’s output.',
      ro: 'Porniți prognoza AI pe care CRM-ul o oferă deja și lăsați vânzările s-o ajusteze, începeți scorurile AI pentru lead-uri, cu praguri stabilite împreună cu vânzările, folosiți licitarea AI a platformelor de publicitate, cu ținta voastră de cost, și numiți un analist care contestă rezultatele fiecărui model.',
    },
    owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
    kpis: [
      {
        en: 'Forecast and lead scoring live within 60 days; forecast error under 20% after one quarter',
        ro: 'Prognoza și scorurile pentru lead-uri funcționale în cel mult 60 de zile; eroarea de prognoză sub 20 % după un trimestru',
      },
    ],
    expectedResults: {
      en: 'Decisions based on where the numbers are heading, from data you already have.',
      ro: 'Decizii bazate pe direcția în care merg cifrele, din datele pe care le aveți deja.',
    },
    tools: [
      { en: 'The CRM’s forecast (HubSpot or Salesforce)', ro: 'Prognoza din CRM (HubSpot sau Salesforce)' },
      { en: 'AI bidding in the ad platforms', ro: 'Licitarea AI din platformele de publicitate' },
    ],
  },
  startPriority: 'medium',
  startHorizon: '3-6',
};
