/**
 * Answer-driven rules on practices (domain-design.md §4): data foundations, team upskilling, AI
 * governance, measurement and ROI, customer data in generative AI. They read specific answers of
 * the current bank (question ids and option letters); a missing practice — option E or "None of
 * these yet" (issue 7 rule 3) — is a gap, read with `missing(…)`. `rules-answers.test.ts` checks
 * every reference against the bank.
 */
import { chose, missing } from './conditions.js';
import type { ConditionRule } from './rule.js';

/** Data foundations: single customer view, consent sync, attribution, CRM hygiene, tagging. */
export const DATA_FOUNDATIONS: ConditionRule = {
  requiredCount: 2,
  conditions: [
    {
      id: 'no-single-customer-view',
      check: chose('integrare-01', 'A', 'E'),
      label: {
        en: 'No single customer view: CRM, web, shop and service data are merged by hand in Excel, or not at all',
        ro: 'Nu aveți o imagine unică a clientului: datele din CRM, site, magazin și serviciul clienți sunt combinate manual în Excel sau deloc',
      },
    },
    {
      id: 'no-consent-sync',
      check: chose('integrare-04', 'A', 'E'),
      label: {
        en: 'Consents and unsubscribes are not synchronised: each tool is updated by hand, or consents are not centralised',
        ro: 'Acordurile și dezabonările nu sunt sincronizate: fiecare instrument este actualizat manual sau acordurile nu sunt centralizate',
      },
    },
    {
      id: 'no-attribution',
      check: chose('predictii-02', 'A', 'E'),
      label: {
        en: 'No attribution model: leads and sales are credited to the last click, or not at all',
        ro: 'Nu aveți un model de atribuire: lead-urile și vânzările sunt atribuite ultimului clic sau deloc',
      },
    },
    {
      id: 'no-crm',
      check: missing('integrare-02'),
      label: { en: 'There is no CRM yet', ro: 'Nu aveți încă un CRM' },
    },
    {
      id: 'crm-cleaned-before-campaigns',
      check: chose('integrare-02', 'B'),
      label: {
        en: 'Duplicates and outdated contacts in the CRM are cleaned only before big campaigns',
        ro: 'Duplicatele și contactele învechite din CRM sunt curățate doar înainte de campaniile mari',
      },
    },
    {
      id: 'no-utm',
      check: missing('sisteme-03'),
      label: {
        en: 'Campaign links carry no UTM tags, so traffic cannot be traced back to campaigns',
        ro: 'Linkurile campaniilor nu au UTM-uri, deci traficul nu poate fi legat de campanii',
      },
    },
    {
      id: 'no-journey-map',
      check: missing('integrare-06'),
      label: { en: 'The customer journey is not mapped', ro: 'Parcursul clientului nu este cartografiat' },
    },
  ],
};

/** Team upskilling: AI skills assessment, training, adoption practices, sentiment tracking. */
export const TEAM_UPSKILLING: ConditionRule = {
  requiredCount: 2,
  conditions: [
    {
      id: 'skills-not-assessed',
      check: missing('transformare-07'),
      label: {
        en: "Nobody has assessed the team's AI skills",
        ro: 'Competențele AI ale echipei nu au fost evaluate',
      },
    },
    {
      id: 'skills-assessed-by-ai-only',
      check: chose('transformare-07', 'D'),
      label: {
        en: 'An AI platform scores skills and assigns courses without a conversation with the manager',
        ro: 'O platformă AI evaluează competențele și alocă singură cursuri, fără o discuție cu managerul',
      },
    },
    {
      id: 'no-ai-training',
      check: missing('transformare-08'),
      label: { en: 'The team has no AI training', ro: 'Echipa nu are nicio formare pentru lucrul cu AI' },
    },
    {
      id: 'no-adoption-practices',
      check: missing('transformare-15'),
      label: {
        en: 'None of the adoption practices is in place: no AI lead in each team, no shared prompt library',
        ro: 'Nu aveți niciuna dintre practicile de adoptare: niciun responsabil de AI în echipe, nicio bibliotecă comună de prompturi',
      },
    },
    {
      id: 'adoption-not-tracked',
      check: missing('transformare-14'),
      label: {
        en: 'Nobody tracks how the team adopts AI or how people feel about it',
        ro: 'Nimeni nu urmărește cum adoptă echipa AI-ul și cum se simt oamenii în legătură cu el',
      },
    },
  ],
};

/** AI governance: policy, review rules, tool vetting, incident handling, disclosure, fact checks. */
export const AI_GOVERNANCE: ConditionRule = {
  requiredCount: 2,
  conditions: [
    {
      id: 'no-ai-policy',
      check: missing('transformare-02'),
      label: {
        en: 'There is no AI policy for marketing',
        ro: 'Nu aveți o politică de utilizare a AI în marketing',
      },
    },
    {
      id: 'no-review-rules',
      check: missing('transformare-03'),
      label: {
        en: 'No rule says which AI-made content may be published without human review',
        ro: 'Nicio regulă nu stabilește ce conținut făcut cu AI se poate publica fără verificare umană',
      },
    },
    {
      id: 'tools-not-vetted',
      check: missing('transformare-04'),
      label: {
        en: 'New AI tools are not vetted for data protection, security and copyright',
        ro: 'Instrumentele AI noi nu sunt verificate pentru protecția datelor, securitate și drepturi de autor',
      },
    },
    {
      id: 'no-incident-plan',
      check: chose('transformare-05', 'D', 'E'),
      label: {
        en: 'No AI incident plan: a false claim or a data leak is fixed by whoever published it, or by no one in particular',
        ro: 'Nu aveți un plan pentru incidente AI: o afirmație falsă sau o scurgere de date este corectată de cine a publicat-o sau de nimeni anume',
      },
    },
    {
      id: 'no-disclosure',
      check: missing('transformare-16'),
      label: {
        en: 'AI-generated content and chatbots are not disclosed to customers (EU AI Act, art. 50)',
        ro: 'Conținutul generat de AI și chatboții nu sunt semnalați clienților (AI Act, art. 50)',
      },
    },
    {
      id: 'no-prepublication-check',
      check: missing('amplificare-08'),
      label: {
        en: 'Facts, figures and legal claims are not checked before publishing',
        ro: 'Faptele, cifrele și afirmațiile cu implicații juridice nu sunt verificate înainte de publicare',
      },
    },
  ],
};

/** Measurement and ROI: KPIs, dashboard, conversion rates, ROI, revenue contribution, CAC/LTV. */
export const MEASUREMENT_ROI: ConditionRule = {
  requiredCount: 2,
  conditions: [
    {
      id: 'no-kpis',
      check: missing('impact-01'),
      label: { en: 'There are no formal marketing KPIs', ro: 'Nu aveți KPI-uri formale de marketing' },
    },
    {
      id: 'no-dashboard',
      check: missing('impact-02'),
      label: { en: 'There is no marketing dashboard', ro: 'Nu aveți un dashboard de marketing' },
    },
    {
      id: 'no-conversion-rates',
      check: chose('impact-03', 'E'),
      label: { en: 'Conversion rates are not measured', ro: 'Ratele de conversie nu sunt măsurate' },
    },
    {
      id: 'no-campaign-roi',
      check: missing('impact-06'),
      label: { en: 'Campaign ROI is not calculated', ro: 'ROI-ul campaniilor nu este calculat' },
    },
    {
      id: 'revenue-contribution-guessed',
      check: chose('impact-07', 'A', 'E'),
      label: {
        en: "Marketing's contribution to revenue is estimated once a year, or not measured",
        ro: 'Contribuția marketingului la venituri este estimată o dată pe an sau nu este măsurată',
      },
    },
    {
      id: 'no-unit-economics',
      check: missing('impact-08'),
      label: {
        en: 'CAC, LTV and payback are not tracked',
        ro: 'CAC, LTV și perioada de recuperare nu sunt urmărite',
      },
    },
    {
      id: 'no-incrementality',
      check: chose('impact-09', 'C', 'E'),
      label: {
        en: "A campaign's effect is judged from sales before and after, or not tested, so you cannot tell what it caused",
        ro: 'Efectul unei campanii este judecat din vânzările dinainte și de după sau nu este testat, deci nu știți ce a produs de fapt',
      },
    },
    {
      id: 'ai-return-unmeasured',
      check: chose('impact-16', 'B', 'E'),
      label: {
        en: 'The return on AI spend is not measured: at most the licence costs are tracked',
        ro: 'Randamentul banilor cheltuiți pe AI nu este măsurat: urmăriți cel mult costul licențelor',
      },
    },
  ],
};

/**
 * Customer data in generative AI (integrare-16): any one condition is enough, because each can
 * expose personal data on its own.
 */
export const GENAI_DATA_PROTECTION: ConditionRule = {
  requiredCount: 1,
  conditions: [
    {
      id: 'no-genai-data-rule',
      check: chose('integrare-16', 'B'),
      label: {
        en: 'Each person decides what customer data goes into generative AI tools; there is no written rule',
        ro: 'Fiecare decide singur ce date ale clienților introduce în instrumentele AI generative; nu există o regulă scrisă',
      },
    },
    {
      id: 'customer-data-in-unvetted-tools',
      check: { kind: 'all', checks: [chose('integrare-16', 'C', 'D'), missing('transformare-04')] },
      label: {
        en: 'Customer data goes into AI tools, yet new AI tools are not vetted for data protection and security',
        ro: 'Datele clienților ajung în instrumente AI, dar instrumentele AI noi nu sunt verificate pentru protecția datelor și securitate',
      },
    },
    {
      id: 'ai-on-customer-data-without-policy',
      check: { kind: 'all', checks: [chose('integrare-15', 'A', 'B', 'C', 'D'), missing('transformare-02')] },
      label: {
        en: 'AI already works on your customer data, with no AI policy in place',
        ro: 'AI-ul lucrează deja cu datele clienților, fără o politică de utilizare a AI',
      },
    },
  ],
};
