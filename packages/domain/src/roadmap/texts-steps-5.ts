/**
 * Task templates of steps 9–10: PREDICTII, INTEGRARE (issue 9 item 1). The actions follow the
 * steps' feedback texts (report/feedback/), as tasks with an owner and a number to reach.
 */
import type { StepTasks } from './types.js';

/** Task templates of PREDICTII and INTEGRARE. */
export const STEP_TASKS_5: Record<'PREDICTII' | 'INTEGRARE', StepTasks> = {
  // Target: 15 % human.
  PREDICTII: {
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
  },
  // Target: 30 % human.
  INTEGRARE: {
    owner: { en: 'CRM and data lead', ro: 'Responsabilul de CRM și date' },
    practices: {
      en: 'how customer records are matched and used, who designs journeys and owns consent, and what AI runs on its own',
      ro: 'cum sunt unificate și folosite fișele clienților, cine proiectează parcursurile și răspunde de acorduri și ce rulează AI-ul singur',
    },
    towardsHuman: {
      title: {
        en: 'Have the team design each customer journey and the DPO own consent',
        ro: 'Lăsați echipa să proiecteze fiecare parcurs al clientului, iar DPO-ul să răspundă de acorduri',
      },
      action: {
        en: 'The team designs every journey and AI runs it within set limits; write down what customer data may enter generative AI tools, backed by a DPIA, and have people investigate the gaps between customer groups that AI flags.',
        ro: 'Echipa proiectează fiecare parcurs, iar AI-ul îl rulează în limite stabilite; puneți în scris ce date ale clienților pot intra în instrumentele AI generative, pe baza unei DPIA, și cereți oamenilor să investigheze diferențele dintre grupurile de clienți semnalate de AI.',
      },
      owner: {
        en: 'CRM and data lead, with the DPO',
        ro: 'Responsabilul de CRM și date, împreună cu DPO-ul',
      },
      kpis: [
        {
          en: '100% of automated flows with a named designer and contact limits; 0 consent breaches',
          ro: '100 % dintre fluxurile automate cu un autor numit și limite de contact; 0 încălcări ale acordurilor',
        },
      ],
      expectedResults: {
        en: 'Personalisation customers welcome, within consent and without over-messaging.',
        ro: 'O personalizare pe care clienții o primesc bine, în limita acordurilor și fără mesaje în exces.',
      },
      tools: [
        { en: 'Customer journey map template', ro: 'Șablon de hartă a parcursului clientului' },
        { en: 'Consent management platform', ro: 'Platformă de gestionare a acordurilor' },
      ],
    },
    towardsAi: {
      title: {
        en: 'Let AI match customer records and time the automated flows',
        ro: 'Lăsați AI-ul să unifice fișele clienților și să aleagă momentul fluxurilor automate',
      },
      action: {
        en: 'Let AI match records across CRM, web, shop and service, with people resolving unclear cases; have AI capture event and meeting leads into the CRM, and let it pick the timing and channel of team-built flows for sign-ups, abandoned baskets and lapsing customers.',
        ro: 'Lăsați AI-ul să unifice înregistrările din CRM, site, magazin și serviciul clienți, iar oamenii rezolvă cazurile neclare; cereți AI-ului să introducă în CRM lead-urile de la evenimente și întâlniri și lăsați-l să aleagă momentul și canalul fluxurilor construite de echipă pentru înscrieri, coșuri abandonate și clienți inactivi.',
      },
      owner: { en: 'CRM and data lead', ro: 'Responsabilul de CRM și date' },
      kpis: [
        {
          en: 'Duplicate records under 2%; revenue from automated flows up 15% in 2 quarters',
          ro: 'Înregistrări duplicate sub 2 %; venituri din fluxurile automate crescute cu 15 % în 2 trimestre',
        },
      ],
      expectedResults: {
        en: 'One view of each customer, and timely messages without manual list work.',
        ro: 'O imagine unică a fiecărui client și mesaje trimise la momentul potrivit, fără muncă manuală pe liste.',
      },
      tools: [
        { en: 'CRM with AI de-duplication', ro: 'CRM cu eliminarea duplicatelor prin AI' },
        {
          en: 'Marketing automation: Brevo, Klaviyo or HubSpot',
          ro: 'Platformă de automatizare de marketing: Brevo, Klaviyo sau HubSpot',
        },
      ],
    },
    start: {
      title: {
        en: 'Choose one CRM, sync consents and launch three automated flows',
        ro: 'Alegeți un singur CRM, sincronizați acordurile și lansați trei fluxuri automate',
      },
      action: {
        en: 'Choose one CRM and let AI merge duplicates, sync consents and unsubscribes across tools in real time, map the customer journey in a workshop, and launch three automated flows (welcome, abandoned basket, lapsing customer) with AI choosing the timing.',
        ro: 'Alegeți un singur CRM și lăsați AI-ul să unească duplicatele, sincronizați în timp real acordurile și dezabonările între instrumente, desenați harta parcursului clientului într-un atelier și lansați trei fluxuri automate (bun venit, coș abandonat, client inactiv), cu momentul ales de AI.',
      },
      owner: { en: 'CRM and data lead', ro: 'Responsabilul de CRM și date' },
      kpis: [
        {
          en: '1 CRM as the only customer record and 3 flows live within 90 days',
          ro: '1 CRM ca fișă unică a clientului și 3 fluxuri active în cel mult 90 de zile',
        },
      ],
      expectedResults: {
        en: 'A clean customer base that personalisation and predictions can build on.',
        ro: 'O bază de clienți curată, pe care se pot construi personalizarea și predicțiile.',
      },
      tools: [
        { en: 'HubSpot, Salesforce or Pipedrive', ro: 'HubSpot, Salesforce sau Pipedrive' },
        { en: 'Consent management platform', ro: 'Platformă de gestionare a acordurilor' },
      ],
      topic: 'crm-single-view',
    },
    startPriority: 'medium',
    startHorizon: '3-6',
  },
};
