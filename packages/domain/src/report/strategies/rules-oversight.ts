/**
 * Answer-driven rules on step scores (domain-design.md §4): human oversight in the human-led steps,
 * automation in the AI-led steps, co-working in the shared steps. Each also reads the answers that
 * show the imbalance (question ids and option letters of the current bank); `rules-answers.test.ts`
 * checks every reference against the bank.
 */
import { chose, missing, stepCondition } from './conditions.js';
import type { ConditionRule } from './rule.js';

/**
 * Human oversight of AI in the human-led steps (VIZIUNE 90, DECIZIE 75, CURAJ 85, COLABORARE 85,
 * TRANSFORMARE 90 % human): each step too AI-heavy, and the answers where AI decides or publishes
 * what people should own.
 */
export const HUMAN_OVERSIGHT: ConditionRule = {
  requiredCount: 2,
  conditions: [
    stepCondition('VIZIUNE', 'too-ai'),
    stepCondition('DECIZIE', 'too-ai'),
    stepCondition('CURAJ', 'too-ai'),
    stepCondition('COLABORARE', 'too-ai'),
    stepCondition('TRANSFORMARE', 'too-ai'),
    {
      id: 'ai-writes-vision',
      check: chose('viziune-03', 'B'),
      label: {
        en: 'AI writes the first version of your 3–5 year marketing vision and the CMO only edits it',
        ro: 'AI-ul scrie prima variantă a viziunii de marketing pe 3–5 ani, iar CMO-ul doar o editează',
      },
    },
    {
      id: 'ai-view-stands',
      check: chose('decizie-14', 'B'),
      label: {
        en: 'When an AI recommendation contradicts experience, the AI view stands unless someone proves it wrong',
        ro: 'Când o recomandare AI contrazice experiența, rămâne varianta AI-ului până când cineva o dovedește greșită',
      },
    },
    {
      id: 'ai-pretest-approves-campaigns',
      check: chose('decizie-04', 'A'),
      label: {
        en: 'A major campaign goes ahead on its AI pre-test score; the CMO can only veto',
        ro: 'O campanie majoră pornește pe baza scorului AI de pretestare; CMO-ul poate doar să o oprească',
      },
    },
    {
      id: 'synthetic-pretests',
      check: chose('curaj-08', 'A', 'B'),
      label: {
        en: 'Bold concepts are judged mostly by AI pre-tests or synthetic audiences rather than real customers',
        ro: 'Conceptele îndrăznețe sunt judecate mai ales prin pretestare AI sau audiențe sintetice, nu de clienți reali',
      },
    },
    {
      id: 'ai-reacts-to-trends',
      check: chose('curaj-04', 'A'),
      label: {
        en: 'AI posts your reactions to trending topics on its own; people only handle exceptions',
        ro: 'AI-ul publică singur reacțiile voastre la subiectele la modă; oamenii tratează doar excepțiile',
      },
    },
    {
      id: 'ai-runs-community',
      check: chose('colaborare-07', 'A'),
      label: {
        en: 'AI answers the members of your brand community; people only take what it passes on',
        ro: 'AI-ul le răspunde membrilor comunității brandului; oamenii preiau doar ce le transmite',
      },
    },
    {
      id: 'ai-scores-people',
      check: chose('transformare-12', 'B'),
      label: {
        en: "An AI tool rates your marketers' output and managers only adjust the bonuses",
        ro: 'Un instrument AI evaluează munca marketerilor, iar managerii doar ajustează bonusurile',
      },
    },
  ],
};

/**
 * Automation of repetitive work in the AI-led steps (SISTEME 25, PREDICTII 15, INTEGRARE 30 %
 * human): each step too human, and the answers where routine work stays manual.
 */
export const REPETITIVE_WORK_AUTOMATION: ConditionRule = {
  requiredCount: 2,
  conditions: [
    stepCondition('SISTEME', 'too-human'),
    stepCondition('PREDICTII', 'too-human'),
    stepCondition('INTEGRARE', 'too-human'),
    {
      id: 'repetitive-tasks-stay-manual',
      check: chose('sisteme-04', 'B', 'E'),
      label: {
        en: 'A repetitive task someone spots is only reported to operations, or judged not worth automating',
        ro: 'O sarcină repetitivă observată este doar semnalată echipei de operațiuni sau considerată nedemnă de automatizat',
      },
    },
    {
      id: 'manual-launch-checks',
      check: chose('sisteme-02', 'B'),
      label: {
        en: 'Links, tracking and forms are checked by hand before every launch',
        ro: 'Linkurile, măsurarea și formularele sunt verificate manual înainte de fiecare lansare',
      },
    },
    {
      id: 'offline-leads-typed-in',
      check: chose('integrare-03', 'B', 'D'),
      label: {
        en: 'Leads from events, shops and meetings reach the CRM by hand: typed in or imported from Excel',
        ro: 'Lead-urile de la evenimente, magazine și întâlniri ajung manual în CRM: tastate sau importate din Excel',
      },
    },
    {
      id: 'leads-forwarded-by-email',
      check: chose('integrare-12', 'B'),
      label: {
        en: 'New leads are forwarded to sales by e-mail, with no enrichment or routing',
        ro: 'Lead-urile noi sunt trimise vânzărilor pe e-mail, fără îmbogățire și fără repartizare automată',
      },
    },
    {
      id: 'spend-matched-in-excel',
      check: chose('sisteme-15', 'A'),
      label: {
        en: 'Marketing spend is matched to the budget by hand in Excel every month',
        ro: 'Cheltuielile de marketing sunt comparate lunar cu bugetul, manual, în Excel',
      },
    },
    {
      id: 'no-ai-operations',
      check: missing('sisteme-12'),
      label: {
        en: 'AI runs none of the routine operations tasks (spam filtering, routing enquiries, tagging, alt text)',
        ro: 'AI-ul nu face niciuna dintre operațiunile de rutină (filtrarea spamului, direcționarea solicitărilor, etichetarea, textele alternative)',
      },
    },
    {
      id: 'no-ai-predictions',
      check: missing('predictii-12'),
      label: {
        en: 'You use none of the common AI predictions (send time, deal odds, event no-shows, peak-season costs)',
        ro: 'Nu folosiți niciuna dintre predicțiile AI uzuale (ora de trimitere, șansele oportunităților, absențele la evenimente, costurile din sezonul de vârf)',
      },
    },
  ],
};

/**
 * AI–human co-working in the shared steps (CLARITATE 45, AMPLIFICARE 55, CONVERGENTA 60, IMPACT
 * 55 % human), where neither side should dominate: each step off target, either way.
 */
export const SHARED_STEPS_COWORKING: ConditionRule = {
  requiredCount: 2,
  conditions: [
    stepCondition('CLARITATE', 'either'),
    stepCondition('AMPLIFICARE', 'either'),
    stepCondition('CONVERGENTA', 'either'),
    stepCondition('IMPACT', 'either'),
  ],
};
