/** TRANSFORMARE: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 90 % human.
export const ROADMAP: StepTasks = {
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
};
