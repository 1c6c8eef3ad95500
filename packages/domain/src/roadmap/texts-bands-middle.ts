/**
 * Foundation tasks of the average and early-stage bands (issue 9 item 1), from the band
 * recommendations (report/feedback/bands.ts).
 */
import type { BandTaskDef } from './types.js';

const ZAPIER = { en: 'Zapier with an AI step', ro: 'Zapier, cu un pas de AI' };
const POLICY_TEMPLATE = { en: 'AI policy template', ro: 'Șablon de politică de AI' };

/** Foundation tasks of the average band, in order of use. */
export const AVERAGE_TASKS: readonly BandTaskDef[] = [
  {
    area: 'foundations',
    priority: 'high',
    horizon: '3-6',
    budgetEur: [8000, 25000],
    texts: {
      title: {
        en: 'Connect CRM, website and campaign data into one view of each customer',
        ro: 'Conectați datele din CRM, site și campanii într-o imagine unică a fiecărui client',
      },
      action: {
        en: 'Link website and campaign data to the CRM through a shared customer ID and consistent UTMs, so that AI and people work on one view of each customer; start with the sources that hold the most customers.',
        ro: 'Legați datele din site și din campanii de CRM printr-un identificator comun al clientului și UTM-uri consecvente, ca AI-ul și oamenii să lucreze pe o imagine unică a fiecărui client; începeți cu sursele care au cei mai mulți clienți.',
      },
      owner: { en: 'CRM and data lead', ro: 'Responsabilul de CRM și date' },
      kpis: [
        {
          en: '70% of leads and customers matched across CRM, website and campaigns within 6 months',
          ro: '70 % dintre lead-uri și clienți unificați între CRM, site și campanii în 6 luni',
        },
      ],
      expectedResults: {
        en: 'Reports and personalisation built on the same customer data.',
        ro: 'Rapoarte și personalizare construite pe aceleași date despre clienți.',
      },
      tools: [
        { en: 'CRM with website visit tracking', ro: 'CRM cu urmărirea vizitelor pe site' },
        { en: 'UTM link builder', ro: 'Generator de linkuri UTM' },
      ],
      topic: 'crm-single-view',
    },
  },
  {
    area: 'capability',
    priority: 'medium',
    horizon: '3-6',
    budgetEur: [3000, 12000],
    texts: {
      title: {
        en: 'Train every marketer in the AI tools of their role, with a shared prompt library',
        ro: 'Instruiți fiecare om din marketing în instrumentele AI ale rolului său, cu o bibliotecă comună de prompturi',
      },
      action: {
        en: 'Run role-based training (content, paid campaigns, analysis, operations) of two half-days each on your own briefs, and collect the prompts that worked in one shared library that an AI lead maintains.',
        ro: 'Organizați instruiri pe roluri (conținut, campanii plătite, analiză, operațiuni), de câte două jumătăți de zi, pe brief-urile voastre, și adunați prompturile care au funcționat într-o bibliotecă comună, întreținută de un responsabil de AI.',
      },
      owner: { en: 'Head of marketing, with HR', ro: 'Directorul de marketing, împreună cu HR' },
      kpis: [
        {
          en: '100% of marketers trained within 6 months; at least 30 prompts in the library',
          ro: '100 % dintre marketeri instruiți în 6 luni; cel puțin 30 de prompturi în bibliotecă',
        },
      ],
      expectedResults: {
        en: 'Everyday use of AI that is consistent, checked and shared.',
        ro: 'O folosire zilnică a AI-ului consecventă, verificată și împărtășită.',
      },
      tools: [
        { en: 'Role-based training plan', ro: 'Plan de instruire pe roluri' },
        { en: 'Shared prompt library in SharePoint', ro: 'Bibliotecă comună de prompturi în SharePoint' },
      ],
      topic: 'prompt-library',
    },
  },
  {
    area: 'foundations',
    priority: 'medium',
    horizon: '0-3',
    budgetEur: [1000, 5000],
    texts: {
      title: {
        en: 'Agree three to five marketing KPIs with the CFO and review them monthly',
        ro: 'Stabiliți cu CFO-ul trei până la cinci KPI-uri de marketing și analizați-le lunar',
      },
      action: {
        en: 'Agree the KPIs and their targets with the CFO, put them on one dashboard fed automatically, and review them at a monthly 30-minute meeting where each KPI owner explains the change.',
        ro: 'Stabiliți KPI-urile și țintele lor împreună cu CFO-ul, puneți-le pe un singur dashboard alimentat automat și analizați-le într-o ședință lunară de 30 de minute, în care fiecare responsabil de KPI explică schimbările.',
      },
      owner: { en: 'CMO, with the CFO', ro: 'CMO-ul, împreună cu CFO-ul' },
      kpis: [
        {
          en: 'KPIs agreed within 30 days; 12 monthly reviews in the first year',
          ro: 'KPI-uri stabilite în cel mult 30 de zile; 12 analize lunare în primul an',
        },
      ],
      expectedResults: {
        en: 'A shared view, in numbers, of how marketing is doing.',
        ro: 'O imagine comună, în cifre, despre rezultatele marketingului.',
      },
      tools: [
        { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' },
        { en: 'KPI tree template', ro: 'Șablon de arbore de KPI-uri' },
      ],
      topic: 'kpi-dashboard',
    },
  },
];

/** Foundation tasks of the early stage band, in order of use. */
export const EARLY_STAGE_TASKS: readonly BandTaskDef[] = [
  {
    area: 'governance',
    priority: 'high',
    horizon: '0-3',
    budgetEur: [2000, 6000],
    texts: {
      title: {
        en: 'Write an AI policy: approved tools, allowed data, who reviews AI content',
        ro: 'Scrieți o politică de AI: instrumente aprobate, date permise, cine verifică conținutul făcut cu AI',
      },
      action: {
        en: 'In two workshops with legal and IT, decide which AI tools are approved, which customer data may enter them and who reviews AI content before it goes out; publish the result as a two-page policy.',
        ro: 'În două ateliere cu juridicul și IT-ul, decideți ce instrumente AI sunt aprobate, ce date ale clienților pot intra în ele și cine verifică conținutul făcut cu AI înainte de publicare; publicați rezultatul ca politică de două pagini.',
      },
      owner: { en: 'CMO, with legal and IT', ro: 'CMO-ul, împreună cu juridicul și IT-ul' },
      kpis: [
        {
          en: 'Policy published within 45 days; 100% of the team briefed',
          ro: 'Politica publicată în cel mult 45 de zile; 100 % din echipă informată',
        },
      ],
      expectedResults: {
        en: 'Safe, confident AI use from the start, instead of rules written after an incident.',
        ro: 'O folosire sigură și încrezătoare a AI-ului de la început, nu reguli scrise după un incident.',
      },
      tools: [
        POLICY_TEMPLATE,
        { en: 'Intranet page for the policy', ro: 'Pagină de intranet pentru politică' },
      ],
      topic: 'ai-policy',
    },
  },
  {
    area: 'foundations',
    priority: 'high',
    horizon: '0-3',
    budgetEur: [5000, 15000],
    texts: {
      title: {
        en: 'Put the CRM in order: one CRM, duplicates merged, consents synced',
        ro: 'Puneți ordine în CRM: un singur CRM, duplicate unificate, acorduri sincronizate',
      },
      action: {
        en: 'Move every customer list into one CRM, let AI suggest duplicate merges that a specialist approves, and sync consents and unsubscribes with the e-mail tool in real time.',
        ro: 'Mutați toate listele de clienți într-un singur CRM, lăsați AI-ul să propună unificarea duplicatelor, pe care o aprobă un specialist, și sincronizați în timp real acordurile și dezabonările cu instrumentul de e-mail.',
      },
      owner: { en: 'CRM and data lead', ro: 'Responsabilul de CRM și date' },
      kpis: [
        {
          en: '1 CRM holding 100% of customer records; duplicates under 3% within 90 days',
          ro: '1 CRM cu 100 % din fișele clienților; duplicate sub 3 % în cel mult 90 de zile',
        },
      ],
      expectedResults: {
        en: 'Clean data that every later use of AI can rely on.',
        ro: 'Date curate, pe care se poate baza orice folosire ulterioară a AI-ului.',
      },
      tools: [
        { en: 'HubSpot, Salesforce or Pipedrive', ro: 'HubSpot, Salesforce sau Pipedrive' },
        { en: 'AI de-duplication in the CRM', ro: 'Eliminarea duplicatelor cu AI, în CRM' },
      ],
      topic: 'crm-single-view',
    },
  },
  {
    area: 'efficiency',
    priority: 'medium',
    horizon: '0-3',
    budgetEur: [2000, 6000],
    texts: {
      title: {
        en: 'Start with three quick AI wins in operations and measure the hours saved',
        ro: 'Începeți cu trei câștiguri rapide cu AI în operațiuni și măsurați orele câștigate',
      },
      action: {
        en: 'Automate link and form checks before launch, meeting notes and first versions of routine content; for one month, log the hours each took before and after.',
        ro: 'Automatizați verificarea linkurilor și formularelor înainte de lansare, notițele din ședințe și primele variante pentru conținutul de rutină; timp de o lună, notați orele pe care le lua fiecare înainte și după.',
      },
      owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
      kpis: [
        {
          en: '3 quick wins live within 60 days; at least 15 hours a month saved',
          ro: '3 câștiguri rapide funcționale în cel mult 60 de zile; cel puțin 15 ore pe lună câștigate',
        },
      ],
      expectedResults: {
        en: 'Visible early results that build the team’s confidence in AI.',
        ro: 'Rezultate vizibile de la început, care cresc încrederea echipei în AI.',
      },
      tools: [ZAPIER, { en: 'AI meeting notes', ro: 'Notițe de ședință făcute cu AI' }],
      topic: 'first-automation',
    },
  },
];
