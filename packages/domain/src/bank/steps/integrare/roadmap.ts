/** INTEGRARE: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 30 % human.
export const ROADMAP: StepTasks = {
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
};
