/**
 * Task templates of the data and measurement strategies (issue 9 item 1; the catalogue's tactics
 * in report/strategies/texts-ai.ts): data foundations, measurement and ROI.
 */
import type { StrategyTaskDef } from './types.js';

/** Task templates of data-foundations, measurement-roi, in the order they are used. */
export const FOUNDATION_TASKS: Readonly<
  Record<'data-foundations' | 'measurement-roi', readonly StrategyTaskDef[]>
> = {
  'data-foundations': [
    {
      tactic: 0,
      texts: {
        title: {
          en: 'Make the CRM the single customer record, linked by a shared customer ID',
          ro: 'Faceți din CRM fișa unică a clientului, legată printr-un identificator comun',
        },
        action: {
          en: 'Choose the CRM as the master record, give every customer one ID, and connect web, shop and service data to it; start with the two sources that hold the most customers.',
          ro: 'Alegeți CRM-ul drept fișa principală, dați fiecărui client un singur identificator și conectați la el datele din site, magazin și serviciul clienți; începeți cu cele două surse care au cei mai mulți clienți.',
        },
        owner: { en: 'CRM and data lead', ro: 'Responsabilul de CRM și date' },
        kpis: [
          {
            en: '80% of customers with one ID across web, shop and service within 6 months',
            ro: '80 % dintre clienți cu un singur identificator în site, magazin și serviciul clienți în 6 luni',
          },
        ],
        expectedResults: {
          en: 'One reliable view of each customer for personalisation, predictions and reporting.',
          ro: 'O imagine unică și de încredere a fiecărui client, pentru personalizare, predicții și raportare.',
        },
        tools: [
          { en: 'HubSpot, Salesforce or Pipedrive', ro: 'HubSpot, Salesforce sau Pipedrive' },
          { en: 'Zapier or the CRM’s own connectors', ro: 'Zapier sau conectorii proprii ai CRM-ului' },
        ],
        topic: 'crm-single-view',
      },
    },
    {
      tactic: 1,
      texts: {
        title: {
          en: 'Centralise consent so that every tool updates in real time',
          ro: 'Centralizați acordurile, ca toate instrumentele să se actualizeze în timp real',
        },
        action: {
          en: 'Keep consent and unsubscribes in one place that pushes every change to the CRM, e-mail and ad audiences within minutes; the DPO reviews the set-up each quarter.',
          ro: 'Păstrați acordurile și dezabonările într-un singur loc care transmite orice schimbare către CRM, e-mail și audiențele de publicitate în câteva minute; DPO-ul verifică trimestrial configurarea.',
        },
        owner: {
          en: 'CRM and data lead, with the DPO',
          ro: 'Responsabilul de CRM și date, împreună cu DPO-ul',
        },
        kpis: [
          {
            en: 'Consent changes reach every tool within 15 minutes; 0 messages sent without consent',
            ro: 'Schimbările de acord ajung în toate instrumentele în cel mult 15 minute; 0 mesaje trimise fără acord',
          },
        ],
        expectedResults: {
          en: 'Personalisation you can defend under the GDPR, and fewer complaints.',
          ro: 'O personalizare pe care o puteți justifica în fața GDPR și mai puține reclamații.',
        },
        tools: [
          { en: 'Consent management platform', ro: 'Platformă de gestionare a acordurilor' },
          {
            en: 'CRM consent fields synced to e-mail and ad platforms',
            ro: 'Câmpuri de acord din CRM, sincronizate cu e-mailul și platformele de publicitate',
          },
        ],
      },
    },
    {
      tactic: 2,
      texts: {
        title: {
          en: 'Enforce UTM naming and move beyond last-click attribution',
          ro: 'Impuneți regulile UTM și renunțați la atribuirea după ultimul clic',
        },
        action: {
          en: 'Give everyone one link builder that applies your UTM rules, clean the last three months of campaign data, then switch reporting from last click to a rule-based or data-driven attribution model.',
          ro: 'Dați tuturor un singur generator de linkuri care aplică regulile UTM, curățați datele campaniilor din ultimele trei luni, apoi treceți raportarea de la ultimul clic la un model de atribuire pe reguli sau bazat pe date.',
        },
        owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
        kpis: [
          {
            en: '95% of campaign traffic with valid UTMs; attribution model live within 6 months',
            ro: '95 % din traficul campaniilor cu UTM-uri valide; modelul de atribuire funcțional în 6 luni',
          },
        ],
        expectedResults: {
          en: 'Credit given to the channels that really drive sales, so budget follows evidence.',
          ro: 'Meritul atribuit canalelor care aduc cu adevărat vânzări, ca bugetul să urmeze dovezile.',
        },
        tools: [
          { en: 'UTM link builder', ro: 'Generator de linkuri UTM' },
          { en: 'GA4 data-driven attribution', ro: 'Atribuirea bazată pe date din GA4' },
        ],
      },
    },
  ],
  'measurement-roi': [
    {
      tactic: 0,
      texts: {
        title: {
          en: 'Agree three to five marketing KPIs with the CEO and CFO, each with an owner',
          ro: 'Stabiliți trei până la cinci KPI-uri de marketing cu CEO-ul și CFO-ul, fiecare cu un responsabil',
        },
        action: {
          en: 'In one meeting, agree three to five KPIs that tie marketing to revenue (for example pipeline value, cost per acquisition, retention), each with a target, an owner and a monthly review date.',
          ro: 'Într-o singură întâlnire, stabiliți trei până la cinci KPI-uri care leagă marketingul de venituri (de exemplu valoarea oportunităților, costul de achiziție, retenția), fiecare cu o țintă, un responsabil și o dată de analiză lunară.',
        },
        owner: { en: 'CMO, with the CFO', ro: 'CMO-ul, împreună cu CFO-ul' },
        kpis: [
          {
            en: '3–5 KPIs signed off within 30 days; 12 monthly reviews held in the first year',
            ro: '3–5 KPI-uri aprobate în cel mult 30 de zile; 12 analize lunare în primul an',
          },
        ],
        expectedResults: {
          en: 'Marketing judged on the same numbers as the rest of the company.',
          ro: 'Marketingul evaluat după aceleași cifre ca restul companiei.',
        },
        tools: [
          { en: 'KPI tree template', ro: 'Șablon de arbore de KPI-uri' },
          { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' },
        ],
        topic: 'kpi-dashboard',
      },
    },
    {
      tactic: 2,
      texts: {
        title: {
          en: 'Calculate ROI per campaign, and CAC and LTV per channel, every quarter',
          ro: 'Calculați trimestrial ROI-ul pe campanie și CAC și LTV pe canal',
        },
        action: {
          en: 'Collect all costs of each campaign (media, agency, tools, internal hours), match them to revenue in the CRM, and report ROI per campaign and CAC and LTV per channel at each quarterly review.',
          ro: 'Adunați toate costurile fiecărei campanii (media, agenție, instrumente, ore interne), puneți-le în legătură cu veniturile din CRM și raportați la fiecare analiză trimestrială ROI-ul pe campanie și CAC și LTV pe canal.',
        },
        owner: {
          en: 'Marketing analyst, with finance',
          ro: 'Analistul de marketing, împreună cu departamentul financiar',
        },
        kpis: [
          {
            en: 'ROI known for 100% of campaigns above €10,000; 4 quarterly CAC and LTV reports a year',
            ro: 'ROI-ul cunoscut pentru 100 % dintre campaniile de peste 10.000 €; 4 rapoarte trimestriale de CAC și LTV pe an',
          },
        ],
        expectedResults: {
          en: 'Budget moved from the channels that lose money to those that earn it.',
          ro: 'Bugetul mutat de la canalele care pierd bani la cele care aduc bani.',
        },
        tools: [
          { en: 'Campaign cost sheet in Excel', ro: 'Fișă Excel cu costurile campaniilor' },
          { en: 'CRM revenue reports', ro: 'Rapoartele de venituri din CRM' },
        ],
      },
    },
  ],
};
